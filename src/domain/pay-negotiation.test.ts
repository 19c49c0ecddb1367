import { describe, expect, it } from 'vitest';
import { negotiate } from './negotiation';
import { DEFAULT_PAY, type PayTerms } from './pay';
import { payNegotiation } from './pay-negotiation';

const perMile: PayTerms = { ...DEFAULT_PAY, type: 'perMile', perLoadedMile: 1.6, perEmptyMile: 0.5 };
const flat: PayTerms = { ...DEFAULT_PAY, type: 'flat', flatPerLoad: 900 };
const load = { miles: 500, offer: 1500, equipment: 'hotshot' as const, origin: 'Dallas, TX', destination: 'Houston, TX' };

describe('R-PAY-9: the tiers count every mile the truck runs', () => {
  it('500 loaded + 50 deadhead: offer RPM 1,500 ÷ 550 = $2.73; tiers unchanged without per-mile charges', () => {
    const r = negotiate({ ...load, deadheadMiles: 50 });
    expect(r.milesBasis).toEqual({ loaded: 500, deadhead: 50, total: 550 });
    expect(r.baseRpm).toBe(2.73);
    expect(negotiate(load).baseRpm).toBe(3);
    expect(r.negotiation).toEqual(negotiate(load).negotiation);
    expect(r.templates[0]!.message).toContain('(500 loaded + 50 deadhead miles)');
  });

  it('a heavy load: 0.15 × 550 = $82.50 on all miles → ask (1,500 + 82.50) × 1.15 = $1,820', () => {
    const r = negotiate({ ...load, deadheadMiles: 50, weightLbs: 9000 });
    expect(r.surcharges.heavyPerMile).toBeCloseTo(82.5, 10);
    expect(r.negotiation.anchor).toBe(1820);
  });

  it('no deadhead (empty, 0, negative): loaded miles only, messages as before', () => {
    for (const deadheadMiles of ['', 0, -20]) {
      const r = negotiate({ ...load, deadheadMiles });
      expect(r.milesBasis).toEqual({ loaded: 500, deadhead: 0, total: 500 });
      expect(r.templates).toEqual(negotiate(load).templates);
    }
  });
});

describe('R-PAY-10: pay that does not follow the linehaul', () => {
  it('per mile with deadhead: pay $825.00, asks for the empty miles at the loaded rate ($55.00 more)', () => {
    const r = payNegotiation({ ...load, deadheadMiles: 50 }, perMile);
    expect(r.pay).toBe(825);
    expect(r.payWorking).toBe('$1.60 × 500 loaded mi + $0.50 × 50 empty mi');
    expect(r.levers.map((l) => l.label)).toEqual(['Paid empty miles', 'Accessorials', 'Detention']);
    // (1.60 − 0.50) × 50 = 55.00
    expect(r.levers[0]!.detail).toBe('50 empty mi at $1.60 instead of $0.50: $55.00 more.');
    expect(r.templates.map((t) => t.label)).toEqual(['Ask for paid empty miles', 'Ask for accessorial pay', 'Ask for detention pay']);
    expect(r.templates[0]!.message).toContain('Can you pay them at $1.60/mi?');
    // No message quotes a linehaul rate.
    for (const t of r.templates) expect(t.message).not.toMatch(/\$1,5\d\d|linehaul rate/);
  });

  it('names the accessorials and detention the driver entered, with their prices', () => {
    const r = payNegotiation({ ...load, tarp: true, stops: 3, detentionHours: 3 }, perMile);
    // tarp $100 + 2 extra stops × $75 = $250; detention 3 h × $50 = $150
    expect(r.levers[1]!.detail).toBe('Tarp $100, Extra stops (2 × $75) $150: $250 passed on to you.');
    expect(r.levers[2]!.detail).toBe('3 h × $50/h = $150 paid to you.');
    expect(r.templates[1]!.message).toContain('Can that $250 be passed on to me?');
    expect(r.templates[2]!.message).toContain('$50/h ($150)');
  });

  it('flat pay: $900.00 whatever the miles; asks for the empty miles to be paid', () => {
    const r = payNegotiation({ ...load, miles: 800, deadheadMiles: 40 }, flat);
    expect(r.pay).toBe(900);
    expect(r.payDescription).toBe('a flat $900.00 per load');
    expect(r.levers[0]!.detail).toBe('40 empty mi to the pickup: ask for them to be paid.');
    expect(r.templates[0]!.message).toContain('can the 40 empty miles to the pickup be paid');
  });

  it('no deadhead given: asks whether empty miles are paid', () => {
    const r = payNegotiation(load, perMile);
    expect(r.pay).toBe(800);
    expect(r.levers[0]!.detail).toBe('Ask whether the empty miles to the pickup are paid.');
  });
});

describe('R-UPLOAD-7: the detention lever uses the sheet’s rate', () => {
  it('3 h × $45 = $135 paid to you', () => {
    const flatPay: PayTerms = { ...DEFAULT_PAY, type: 'flat', flatPerLoad: 900 };
    const r = payNegotiation({ ...load, detentionHours: 3, detentionRate: '45' }, flatPay);
    expect(r.levers.find((l) => l.label === 'Detention')?.detail).toBe('3 h × $45/h = $135 paid to you.');
  });
});
