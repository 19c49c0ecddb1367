/**
 * What the driver keeps of a load once the money every owner-operator must put aside is out:
 * a maintenance reserve per mile and a tax set-aside on the profit, lowered by the per-diem
 * deduction when the driver claims it (docs/product-rules.md R-KEEP-1 to R-KEEP-6).
 *
 * Net profit itself is never changed here: "You keep" is a separate figure under it.
 */
import type { CalculationResult } from './schemas';

export interface SetAsides {
  /** Dollars put aside for repairs for every mile the truck runs (loaded + deadhead). */
  maintenanceReservePerMile: number;
  /** Percent of the taxable profit put aside for income and self-employment tax. */
  taxPercent: number;
  /** Whether the driver claims the transportation-industry per diem. */
  perDiemEnabled: boolean;
  /** Per-diem allowance per trip day, in dollars. */
  perDiemDaily: number;
  /** Percent of the allowance that is deductible. */
  perDiemDeductiblePercent: number;
}

/**
 * The IRS special transportation-industry meals-and-incidentals rate and deductible share, as
 * hints beside the per-diem fields. Dated: the rate changes each 1 October.
 */
export const PER_DIEM_HINT = Object.freeze({
  dailyConus: 80,
  dailyOutsideConus: 86,
  deductiblePercent: 80,
  source: 'IRS Notice 2025-54, from 1 October 2025',
});

export const DEFAULT_SET_ASIDES: Readonly<SetAsides> = Object.freeze({
  // The contract's variable cost per mile already holds repairs and tyres; a reserve on top is the
  // driver's own choice, so it starts at nothing rather than counting repairs twice.
  maintenanceReservePerMile: 0,
  taxPercent: 25,
  perDiemEnabled: false,
  perDiemDaily: PER_DIEM_HINT.dailyConus,
  perDiemDeductiblePercent: PER_DIEM_HINT.deductiblePercent,
});

const finiteIn = (v: unknown, min: number, max: number): v is number =>
  typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max;

/** A stored or typed set-asides record with every missing or invalid field at its default. */
export function normaliseSetAsides(value: Partial<SetAsides> | null | undefined): SetAsides {
  const v = value ?? {};
  const d = DEFAULT_SET_ASIDES;
  return {
    maintenanceReservePerMile: finiteIn(v.maintenanceReservePerMile, 0, 100) ? v.maintenanceReservePerMile : d.maintenanceReservePerMile,
    taxPercent: finiteIn(v.taxPercent, 0, 100) ? v.taxPercent : d.taxPercent,
    perDiemEnabled: typeof v.perDiemEnabled === 'boolean' ? v.perDiemEnabled : d.perDiemEnabled,
    perDiemDaily: finiteIn(v.perDiemDaily, 0, 10_000) ? v.perDiemDaily : d.perDiemDaily,
    perDiemDeductiblePercent: finiteIn(v.perDiemDeductiblePercent, 0, 100) ? v.perDiemDeductiblePercent : d.perDiemDeductiblePercent,
  };
}

export interface TakeHome {
  maintenanceReserve: number;
  perDiemDeduction: number;
  taxableProfit: number;
  taxSetAside: number;
  youKeep: number;
  /** You keep ÷ trip days; 0 when the trip has no days. */
  youKeepPerDay: number;
  tripDays: number;
}

/** The figures of a calculation that "You keep" needs. */
export type TakeHomeBasis = Pick<CalculationResult, 'totalMiles' | 'tripDays'> & { breakdown: Pick<CalculationResult['breakdown'], 'netProfit'> };

/** R-KEEP-1..5: raw numbers; round only for display. */
export function takeHome(result: TakeHomeBasis, setAsides: SetAsides): TakeHome {
  const s = normaliseSetAsides(setAsides);
  const netProfit = result.breakdown.netProfit;
  const tripDays = result.tripDays > 0 ? result.tripDays : 0;
  const maintenanceReserve = s.maintenanceReservePerMile * Math.max(0, result.totalMiles);
  const perDiemDeduction = s.perDiemEnabled ? (s.perDiemDaily * s.perDiemDeductiblePercent * tripDays) / 100 : 0;
  const taxableProfit = Math.max(0, netProfit - perDiemDeduction);
  const taxSetAside = (taxableProfit * s.taxPercent) / 100;
  const youKeep = netProfit - maintenanceReserve - taxSetAside;
  return {
    maintenanceReserve,
    perDiemDeduction,
    taxableProfit,
    taxSetAside,
    youKeep,
    youKeepPerDay: tripDays > 0 ? youKeep / tripDays : 0,
    tripDays,
  };
}
