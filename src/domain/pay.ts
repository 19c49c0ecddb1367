/**
 * How the driver is paid (docs/product-rules.md R-PAY-1 to R-PAY-8): the pay type and its
 * fields, kept in the cost profile as `pay`. A profile without `pay` is paid as the contract's
 * formula has it (all of the linehaul, or the carrier split when its toggle is on).
 *
 * 'Own authority' and 'Percentage' both follow the linehaul: their figures are the contract's
 * formula exactly (the split toggle and its percent decide which of the two applies). 'Per mile'
 * and 'Flat per load' do not: the linehaul and the FSC go to the carrier, and the driver's pay is
 * the miles times the rates, or the flat amount.
 */

export const PAY_TYPES = ['own', 'percentage', 'perMile', 'flat'] as const;
export type PayType = (typeof PAY_TYPES)[number];

/** The 'Pay type' choice of the Cost Profile sheet. */
export const PAY_TYPE_LABELS: Readonly<Record<PayType, string>> = Object.freeze({
  own: 'Own authority',
  percentage: 'Percentage',
  perMile: 'Per mile',
  flat: 'Flat per load',
});

export interface PayTerms {
  type: PayType;
  /** 'Percentage' only: the FSC is split with the linehaul (on, the contract's formula) or paid in full (off). */
  fscInPercentage: boolean;
  /** 'Per mile': dollars per loaded mile. */
  perLoadedMile: number;
  /** 'Per mile': dollars per deadhead (empty) mile. */
  perEmptyMile: number;
  /** 'Flat per load': dollars for the load, whatever its miles. */
  flatPerLoad: number;
  /** The driver buys the fuel (off: the carrier does, and fuel is no cost of theirs). */
  payFuel: boolean;
  /** The driver pays the tolls (off: the carrier does). */
  payTolls: boolean;
}

export const DEFAULT_PAY: Readonly<PayTerms> = Object.freeze({
  type: 'own',
  fscInPercentage: true,
  perLoadedMile: 0,
  perEmptyMile: 0,
  flatPerLoad: 0,
  payFuel: true,
  payTolls: true,
});

/** Most a rate per mile may be (far above any real pay); a flat pay is capped like money. */
export const MAX_PAY_PER_MILE = 100;
export const MAX_FLAT_PAY = 1e6;

const inRange = (v: unknown, max: number): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= max;

/** A stored or typed pay record with every missing or invalid field at its default. */
export function normalisePay(value: Partial<PayTerms> | null | undefined): PayTerms {
  const v = value ?? {};
  const d = DEFAULT_PAY;
  const bool = (x: unknown, fallback: boolean) => (typeof x === 'boolean' ? x : fallback);
  return {
    type: PAY_TYPES.includes(v.type as PayType) ? (v.type as PayType) : d.type,
    fscInPercentage: bool(v.fscInPercentage, d.fscInPercentage),
    perLoadedMile: inRange(v.perLoadedMile, MAX_PAY_PER_MILE) ? v.perLoadedMile : d.perLoadedMile,
    perEmptyMile: inRange(v.perEmptyMile, MAX_PAY_PER_MILE) ? v.perEmptyMile : d.perEmptyMile,
    flatPerLoad: inRange(v.flatPerLoad, MAX_FLAT_PAY) ? v.flatPerLoad : d.flatPerLoad,
    payFuel: bool(v.payFuel, d.payFuel),
    payTolls: bool(v.payTolls, d.payTolls),
  };
}

/** R-PAY-1: whether a higher linehaul pays the driver more (own authority, percentage). */
export function payFollowsLinehaul(pay: Pick<PayTerms, 'type'> | null | undefined): boolean {
  return pay?.type !== 'perMile' && pay?.type !== 'flat';
}

/**
 * The pay type in force: per mile and flat as stored; otherwise the carrier split toggle decides
 * between 'Percentage' (on) and 'Own authority' (off), so the calculator's split toggle and the
 * sheet's choice can never disagree.
 */
export function effectivePayType(pay: Pick<PayTerms, 'type'> | null | undefined, useSplit: boolean): PayType {
  if (!payFollowsLinehaul(pay)) return pay!.type;
  return useSplit ? 'percentage' : 'own';
}

/**
 * R-PAY-3, R-PAY-4: the driver's pay for a load when it does not follow the linehaul; null when
 * it does (the contract's formula then gives it).
 */
export function milesOrFlatPay(pay: PayTerms, loadedMiles: number, deadheadMiles: number): number | null {
  if (pay.type === 'perMile') return pay.perLoadedMile * Math.max(0, loadedMiles) + pay.perEmptyMile * Math.max(0, deadheadMiles);
  if (pay.type === 'flat') return pay.flatPerLoad;
  return null;
}
