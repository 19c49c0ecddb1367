/**
 * CSV export (docs/product-rules.md R-CSV-1..4).
 *
 * - 13 columns in the contract's order; Total Revenue = rate + FSC.
 * - Money columns (Rate, FSC, Tolls, Fuel Cost, Total Revenue, Net Profit) and RPM with exactly
 *   2 decimals; Miles as a plain number (up to 2 decimals). Numeric cells are never prefixed, so a
 *   loss stays the number -123.45 in a spreadsheet.
 * - Date is the entry's createdAt as stored (ISO 8601, UTC): unambiguous in every locale.
 * - Decision: Book / Pass / Counter.
 * - Text cells (Origin, Destination, Notes) are neutralised against formula injection (OWASP):
 *   a cell starting with = + - @ tab CR or LF gets a leading apostrophe.
 * - RFC 4180: fields with a comma, double quote, CR or LF are quoted, quotes doubled; records
 *   are separated by CRLF, no line break after the last. No byte-order mark (the UI may prepend '\uFEFF' for Excel).
 * - Beyond the contract (R-CSV-2): CSV_EXTRA_COLUMNS always follow the contract's 13, which keep
 *   their names and order, so a reader of the contract's file finds it unchanged in the first 13
 *   columns and every driver, default settings or not, gets profit per day and the cost profile
 *   each entry was computed with. Snapshot cells are blank for entries logged before snapshots
 *   were kept.
 */
import { profileExtras } from './cost-profile';
import { DEAL_RESULT_LABELS, offeredRateOf } from './deal';
import { roundTo, toFixed2 } from './format';
import { decisionProfitPerDay, decisionTotalMiles, decisionTripDays } from './history';
import { perMile } from './profit';
import { decisionTakeHome } from './take-home-entry';
import type { CostProfile, FuelType, LoadDecision, Outcome } from './schemas';

export const CSV_COLUMNS = [
  'Date',
  'Origin',
  'Destination',
  'Miles',
  'Rate',
  'FSC',
  'Tolls',
  'Fuel Cost',
  'Total Revenue',
  'Net Profit',
  'RPM',
  'Decision',
  'Notes',
] as const;

/** Beyond-the-contract columns (R-CSV-2), always written after the contract's 13. */
export const CSV_EXTRA_COLUMNS = [
  'Deadhead Miles',
  'Total Miles',
  'All-in RPM',
  'Factoring Fee',
  'Dispatch Fee',
  'Trip Days',
  'Profit per Day',
  // The cost profile the entry was computed with (its snapshot); blank for an entry logged
  // before snapshots were kept, rather than guessing from today's profile. Fuel Type falls back
  // to the entry's own fuelType, which R-HIST-1 records with every decision.
  'Fuel Type',
  'Fuel Price',
  'MPG',
  'Daily Fixed Costs',
  'Variable Cost per Mile',
  'Factoring %',
  'Dispatch %',
  'Miles per Day',
  'Fixed-cost Spread (miles)',
  'Good Net RPM',
  'Fair Net RPM',
  'Good Profit',
  'Fair Profit',
] as const;

/**
 * docs/product-rules.md R-DEAL-2, written after CSV_EXTRA_COLUMNS: the rate the broker offered
 * (Rate, Total Revenue, Net Profit and RPM are the figures at the rate the deal ended at) and how
 * a counter offer ended ('Got target', 'Declined', …; blank for an entry without a result).
 */
export const CSV_DEAL_COLUMNS = ['Offered rate', 'Result'] as const;

/**
 * Written last: what the driver keeps after set-asides (docs/product-rules.md R-KEEP-6; blank,
 * like the snapshot cells, for an entry without a profile snapshot) and the broker pay record
 * (R-BROKER-3).
 */
export const CSV_KEEP_COLUMNS = ['You keep', 'You keep per day', 'Broker', 'Paid on'] as const;
/** docs/product-rules.md R-PAY-8: the driver profile each entry was judged with, after all the others. */
export const CSV_PROFILE_COLUMNS = ['Profile'] as const;

const CSV_FUEL_TYPE_LABELS: Readonly<Record<FuelType, string>> = Object.freeze({
  gas: 'Gas',
  diesel: 'Diesel',
});

const CSV_OUTCOME_LABELS: Readonly<Record<Outcome, string>> = Object.freeze({
  book: 'Book',
  pass: 'Pass',
  counter: 'Counter',
});

const NO_DECISIONS_TO_EXPORT = 'No decisions to export';

const FORMULA_START = /^[=+\-@\t\r\n]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** OWASP CSV-injection guard for a text cell. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** RFC 4180 field quoting. */
export function quoteField(text: string): string {
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A user-text cell: neutralised, then quoted. */
function textCell(text: string): string {
  return quoteField(neutraliseFormula(text));
}

function toCsvRow(d: LoadDecision): string {
  return [
    textCell(d.createdAt),
    textCell(d.origin),
    textCell(d.destination),
    String(roundTo(d.miles, 2)),
    toFixed2(d.rate),
    toFixed2(d.fsc),
    toFixed2(d.tolls),
    toFixed2(d.fuelCost),
    toFixed2(d.rate + d.fsc),
    toFixed2(d.profit),
    toFixed2(d.rpm),
    CSV_OUTCOME_LABELS[d.outcome],
    textCell(d.notes ?? ''),
  ].join(',');
}

/** The extra cells of an entry, in CSV_EXTRA_COLUMNS order. */
function extraCsvCells(d: LoadDecision): string[] {
  const totalMiles = decisionTotalMiles(d);
  return [
    String(roundTo(d.deadheadMiles ?? 0, 2)),
    String(roundTo(totalMiles, 2)),
    toFixed2(perMile(d.profit, totalMiles)),
    toFixed2(d.factoringFee ?? 0),
    toFixed2(d.dispatchFee ?? 0),
    String(roundTo(decisionTripDays(d), 2)),
    toFixed2(decisionProfitPerDay(d)),
    fuelTypeCell(d.costProfile?.fuelType ?? d.fuelType),
    ...profileCells(d.costProfile),
  ];
}

/** The keep and broker cells of an entry, in CSV_KEEP_COLUMNS order. */
function keepCsvCells(d: LoadDecision): string[] {
  const keep = d.costProfile ? decisionTakeHome(d) : null;
  return [keep ? toFixed2(keep.youKeep) : '', keep ? toFixed2(keep.youKeepPerDay) : '', textCell(d.broker ?? ''), d.paidOn ?? ''];
}

/** The deal cells of an entry, in CSV_DEAL_COLUMNS order. */
function dealCsvCells(d: LoadDecision): string[] {
  return [toFixed2(offeredRateOf(d)), d.outcome === 'counter' && d.dealResult ? DEAL_RESULT_LABELS[d.dealResult] : ''];
}

function fuelTypeCell(fuelType: FuelType | undefined): string {
  return fuelType ? CSV_FUEL_TYPE_LABELS[fuelType] : '';
}

/** Number of snapshot columns after Fuel Type. */
const PROFILE_CELL_COUNT = 12;

/**
 * The snapshot's cells after Fuel Type: money (and the RPM thresholds, dollars per mile) to 2
 * decimals, the rest as plain numbers; blank without a snapshot.
 */
function profileCells(profile: CostProfile | undefined): string[] {
  if (!profile) return Array.from({ length: PROFILE_CELL_COUNT }, () => '');
  const extras = profileExtras(profile);
  return [
    toFixed2(profile.fuelPricePerGallon),
    String(roundTo(profile.averageMPG, 2)),
    toFixed2(profile.dailyFixedCosts),
    toFixed2(profile.variableCostPerMile),
    String(roundTo(extras.factoringPercent, 2)),
    String(roundTo(extras.dispatcherPercent, 2)),
    String(roundTo(extras.milesPerDay, 2)),
    String(roundTo(extras.fixedCostSpreadMiles, 2)),
    toFixed2(profile.goodRpm),
    toFixed2(profile.fairRpm),
    toFixed2(profile.goodProfit),
    toFixed2(profile.fairProfit),
  ];
}

/**
 * The whole file, header first, rows in the given order: the 13 columns of R-CSV-2, then
 * CSV_EXTRA_COLUMNS, CSV_DEAL_COLUMNS, CSV_KEEP_COLUMNS, then CSV_PROFILE_COLUMNS. Throws on an
 * empty list.
 */
export function toCsv(history: readonly LoadDecision[]): string {
  if (history.length === 0) throw new Error(NO_DECISIONS_TO_EXPORT);
  const header = [...CSV_COLUMNS, ...CSV_EXTRA_COLUMNS, ...CSV_DEAL_COLUMNS, ...CSV_KEEP_COLUMNS, ...CSV_PROFILE_COLUMNS].join(',');
  return [
    header,
    ...history.map((d) => [toCsvRow(d), ...extraCsvCells(d), ...dealCsvCells(d), ...keepCsvCells(d), textCell(d.profileName ?? '')].join(',')),
  ].join('\r\n');
}

/** 'history-2026-11-22T10-30-00.csv' (UTC, no colons so every file system accepts it). */
export function csvFileName(now: Date | number | string): string {
  const iso = new Date(now).toISOString().slice(0, 19).replace(/:/g, '-');
  return `history-${iso}.csv`;
}

/** Toasts of R-CSV-1, in the contract's words ('Exported N decision(s) to CSV.'). */
export const EXPORT_MESSAGES = Object.freeze({
  empty: { title: 'No history to export', description: 'Log some decisions first before exporting.' },
  failed: (message?: string) => ({ title: 'Export failed', description: message || 'An error occurred while exporting.' }),
  success: (count: number) => ({
    title: 'Export successful',
    description: `Exported ${count} decision(s) to CSV.`,
  }),
});
