import { describe, expect, it } from 'vitest';
import { DEFAULT_PAY } from './pay';
import { applyPayEdits, payToText } from './pay-edit';

describe("the editor's 'How you're paid'", () => {
  it('a profile without pay reads as own authority or percentage, by the split toggle', () => {
    expect(payToText(undefined, { useSplit: false, splitPercent: 100 }).type).toBe('own');
    expect(payToText(undefined, { useSplit: true, splitPercent: 75 })).toMatchObject({ type: 'percentage', splitPercent: 75, fscInPercentage: true, payFuel: true, payTolls: true });
    expect(payToText({ ...DEFAULT_PAY, type: 'perMile', perLoadedMile: 1.6 }, { useSplit: true, splitPercent: 75 })).toMatchObject({ type: 'perMile', perLoadedMile: '1.6' });
  });

  it('saving the defaults stores nothing new; own authority turns the split off, percentage on', () => {
    const own = payToText(undefined, { useSplit: false, splitPercent: 100 });
    expect(applyPayEdits(undefined, own)).toEqual({ pay: undefined, split: { useSplit: false } });
    expect(applyPayEdits(undefined, { ...own, type: 'percentage', splitPercent: 75 })).toEqual({ pay: undefined, split: { useSplit: true, splitPercent: 75 } });
  });

  it('per mile: the rates as typed; blank, junk, negative or over $100 keep the saved value', () => {
    const text = { ...payToText(undefined, { useSplit: false, splitPercent: 100 }), type: 'perMile' as const, perLoadedMile: '$1.60', perEmptyMile: '0.50' };
    expect(applyPayEdits(undefined, text)).toEqual({ pay: { ...DEFAULT_PAY, type: 'perMile', perLoadedMile: 1.6, perEmptyMile: 0.5 } });
    const saved = { ...DEFAULT_PAY, type: 'perMile' as const, perLoadedMile: 1.6, perEmptyMile: 0.5 };
    for (const bad of ['', 'abc', '-1', '150']) {
      expect(applyPayEdits(saved, { ...text, perLoadedMile: bad }).pay?.perLoadedMile).toBe(1.6);
    }
  });

  it("flat, and who pays fuel and tolls: 'I pay fuel' off is saved even for own authority", () => {
    const text = payToText(undefined, { useSplit: false, splitPercent: 100 });
    expect(applyPayEdits(undefined, { ...text, type: 'flat', flatPerLoad: '900' }).pay).toEqual({ ...DEFAULT_PAY, type: 'flat', flatPerLoad: 900 });
    expect(applyPayEdits(undefined, { ...text, payFuel: false })).toEqual({ pay: { ...DEFAULT_PAY, payFuel: false }, split: { useSplit: false } });
  });
});
