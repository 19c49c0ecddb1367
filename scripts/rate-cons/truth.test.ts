// The layout-family corpus's ground truth (scripts/rate-cons/generate.ts): the same seed gives the
// same truth, and each family's sheet prints every value its truth says a reader can find.
import { describe, expect, it } from 'vitest';
import { families as fresh } from './families/fresh';
import { families as heldout } from './families/heldout';
import { families as train } from './families/train';
import { composeSheet } from './generate';

const all = [...train, ...heldout, ...fresh];
const moneyForms = (n: number) => {
  const plain = n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return [plain, n.toFixed(2)];
};
const printed = (html: string, forms: string[]) => forms.some((f) => html.includes(f));

describe('layout families', () => {
  it('has at least 208 training, 10 held-out and 60 fresh families, all named apart', () => {
    expect(train.length).toBeGreaterThanOrEqual(208);
    expect(heldout.length).toBeGreaterThanOrEqual(10);
    expect(fresh.length).toBeGreaterThanOrEqual(60);
    expect(new Set(all.map((f) => f.name)).size).toBe(all.length);
  });

  it('gives the same sheet and truth for the same seed, and another for another seed', () => {
    for (const family of all) {
      const a = composeSheet(family, 2026, 0);
      const b = composeSheet(family, 2026, 0);
      expect(b.truth).toEqual(a.truth);
      expect(b.html).toBe(a.html);
      expect(composeSheet(family, 2027, 0).truth).not.toEqual(a.truth);
    }
  });

  it.each(all.map((f) => [f.name, f] as const))('%s prints what its truth says', (_name, family) => {
    for (let i = 0; i < 6; i += 1) {
      const { html, truth } = composeSheet(family, 11, i);
      const [originCity, originSt] = truth.origin.split(', ');
      const [destCity, destSt] = truth.destination.split(', ');
      for (const city of [originCity!, destCity!]) expect(html.toUpperCase()).toContain(city.toUpperCase().replace(/&/g, '&amp;'));
      expect(originSt).toMatch(/^[A-Z]{2}$/);
      expect(destSt).toMatch(/^[A-Z]{2}$/);
      expect(truth.origin).not.toBe(truth.destination);
      expect(html).toContain(truth.loadReference);
      expect(printed(html, [String(truth.miles), truth.miles.toLocaleString('en-US')])).toBe(true);
      expect(printed(html, moneyForms(truth.rate))).toBe(true);
      if (truth.fsc !== null) expect(printed(html, moneyForms(truth.fsc))).toBe(true);
      if (truth.tolls !== null) expect(printed(html, moneyForms(truth.tolls))).toBe(true);
      if (truth.total !== null) expect(printed(html, moneyForms(truth.total))).toBe(true);
      if (truth.terms.detention) expect(html).toContain(`$${truth.terms.detention.perHour}`);
      if (truth.terms.tonu !== null) expect(html).toContain(`$${truth.terms.tonu}`);
    }
  });
});
