/**
 * The Cost Profile editor's side of 'How you're paid' (docs/product-rules.md R-PAY): the fields as
 * typed, and Save's rule. Apart from pay.ts so the calculator's start-up code does not carry it.
 */
import { tryParseNumber } from './parse';
import { DEFAULT_PAY, effectivePayType, MAX_FLAT_PAY, MAX_PAY_PER_MILE, normalisePay, type PayTerms, type PayType } from './pay';

export interface PayText {
  type: PayType;
  /** 'Percentage': the carrier split's percent (the calculator's slider, 0–100 in steps of 5). */
  splitPercent: number;
  fscInPercentage: boolean;
  perLoadedMile: string;
  perEmptyMile: string;
  flatPerLoad: string;
  payFuel: boolean;
  payTolls: boolean;
}

/** The editor's draft from the saved pay and the carrier split settings. */
export function payToText(pay: Partial<PayTerms> | undefined, split: { useSplit: boolean; splitPercent: number }): PayText {
  const p = normalisePay(pay);
  return {
    type: effectivePayType(p, split.useSplit),
    splitPercent: split.splitPercent,
    fscInPercentage: p.fscInPercentage,
    perLoadedMile: String(p.perLoadedMile),
    perEmptyMile: String(p.perEmptyMile),
    flatPerLoad: String(p.flatPerLoad),
    payFuel: p.payFuel,
    payTolls: p.payTolls,
  };
}

export interface PayEdit {
  /** The pay to save; undefined when the profile had none and the draft is the default (nothing to store). */
  pay: PayTerms | undefined;
  /** The carrier split settings to save: own authority turns it off, percentage on at its percent. */
  split?: { useSplit: boolean; splitPercent?: number };
}

/**
 * Save: a rate left empty, unparseable, negative or above its ceiling keeps its saved value.
 * A profile that never had pay gains it only once the driver changes something from the default.
 */
export function applyPayEdits(saved: PayTerms | undefined, text: PayText): PayEdit {
  const base = normalisePay(saved);
  const num = (raw: string, fallback: number, max: number) => {
    const n = tryParseNumber(raw.trim() === '' ? null : raw);
    return n !== null && n >= 0 && n <= max ? n : fallback;
  };
  const next: PayTerms = {
    type: text.type,
    fscInPercentage: text.fscInPercentage,
    perLoadedMile: num(text.perLoadedMile, base.perLoadedMile, MAX_PAY_PER_MILE),
    perEmptyMile: num(text.perEmptyMile, base.perEmptyMile, MAX_PAY_PER_MILE),
    flatPerLoad: num(text.flatPerLoad, base.flatPerLoad, MAX_FLAT_PAY),
    payFuel: text.payFuel,
    payTolls: text.payTolls,
  };
  const split =
    text.type === 'own' ? { useSplit: false } : text.type === 'percentage' ? { useSplit: true, splitPercent: text.splitPercent } : undefined;
  // Own authority and percentage at the defaults: a profile without pay stays without it.
  const isDefault = (text.type === 'own' || text.type === 'percentage') && JSON.stringify({ ...next, type: 'own' }) === JSON.stringify(DEFAULT_PAY);
  return { pay: saved === undefined && isDefault ? undefined : next, ...(split ? { split } : {}) };
}
