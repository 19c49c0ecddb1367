/**
 * Decision history (docs/product-rules.md R-HIST-1..8, R-DEAL-3).
 * Every function returns new arrays / objects; inputs are never mutated.
 */
import { DEFAULT_COST_PROFILE, profileExtras } from './cost-profile';
import { parseNumber } from './parse';
import { perMile, type NumberLike } from './profit';
import {
  type CalculationResult,
  type CostProfile,
  type FuelType,
  type LoadDecision,
  type LoadForm,
  type Outcome,
} from './schemas';

export const HISTORY_CAP = 100;
const PAGE_SIZE = 10;
const SUMMARY_WINDOW_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

// ---------------------------------------------------------------------------------------------
// Logging
// ---------------------------------------------------------------------------------------------

/** Add a decision (newest first), replacing any entry with the same id; cap 100. */
export function addDecision(history: readonly LoadDecision[], decision: LoadDecision): LoadDecision[] {
  return capHistory([decision, ...history.filter((d) => d.id !== decision.id)]);
}

/** Newest first, capped at 100. */
export function capHistory(history: readonly LoadDecision[]): LoadDecision[] {
  return sortHistory(history, 'newest').slice(0, HISTORY_CAP);
}

export interface MakeDecisionInput {
  form: Pick<LoadForm, 'origin' | 'destination' | 'notes'>;
  result: CalculationResult;
  outcome: Outcome;
  fuelType: FuelType;
  id: string;
  now: Date | number | string;
  /**
   * The cost profile the result was computed with (presets applied). When given, the entry keeps
   * a snapshot of it, so a later change to the profile never rewrites what this decision meant.
   */
  profile?: CostProfile;
  /** The broker named on the load, if any (R-BROKER-1). */
  broker?: string;
  /** The driver profile in force, once the driver keeps profiles (R-PAY-8). */
  profileName?: string;
}

/**
 * A history entry from the current calculation (docs/product-rules.md R-HIST-1): origin,
 * destination and notes trimmed, empty notes omitted, the applied FSC and tolls, the applied fuel
 * cost, net profit, net RPM, splitPercent only when the split toggle is on, fuelType from the
 * profile.
 */
export function makeDecision(input: MakeDecisionInput): LoadDecision {
  const { form, result } = input;
  const b = result.breakdown;
  const decision: LoadDecision = {
    id: input.id,
    createdAt: (input.now instanceof Date ? input.now : new Date(input.now)).toISOString(),
    outcome: input.outcome,
    origin: form.origin.trim(),
    destination: form.destination.trim(),
    miles: result.miles,
    rate: b.linehaulRate,
    fsc: b.fsc,
    tolls: b.tollCost,
    fuelCost: b.fuelCost,
    profit: b.netProfit,
    rpm: result.netRpm,
    fuelType: input.fuelType,
  };
  const notes = form.notes.trim();
  if (notes !== '') decision.notes = notes;
  if (result.useSplit) decision.splitPercent = b.splitPercent;
  // Beyond the contract (R-CALC-7..9): each only when it carries something, so a plain load logs as before.
  if (result.deadheadMiles > 0) decision.deadheadMiles = result.deadheadMiles;
  if (result.tripDaysEntered) decision.tripDays = result.tripDays;
  if (b.factoringFee > 0) decision.factoringFee = b.factoringFee;
  if (b.dispatchFee > 0) decision.dispatchFee = b.dispatchFee;
  if (input.profile) decision.costProfile = snapshotProfile(input.profile);
  const broker = input.broker?.trim().slice(0, 120);
  if (broker) decision.broker = broker;
  const profileName = input.profileName?.trim().slice(0, 60);
  if (profileName) decision.profileName = profileName;
  return decision;
}

/** A self-contained copy of a profile: the beyond-the-spec fields resolved to their values. */
export function snapshotProfile(profile: CostProfile): CostProfile {
  return { ...profile, ...profileExtras(profile) };
}

/** Loaded + deadhead miles of a logged load. */
export function decisionTotalMiles(d: Pick<LoadDecision, 'miles' | 'deadheadMiles'>): number {
  return Math.max(0, d.miles) + (d.deadheadMiles ?? 0);
}

/**
 * Trip days of a logged load: as entered, else total miles ÷ the miles per day of the profile it
 * was computed with (an entry without a snapshot uses the default, 500).
 */
export function decisionTripDays(d: Pick<LoadDecision, 'miles' | 'deadheadMiles' | 'tripDays' | 'costProfile'>): number {
  if (d.tripDays !== undefined && d.tripDays > 0) return d.tripDays;
  const milesPerDay = profileExtras(d.costProfile ?? DEFAULT_COST_PROFILE).milesPerDay;
  return decisionTotalMiles(d) / milesPerDay;
}

/** Profit per trip day of a logged load; 0 when it has no days. */
export function decisionProfitPerDay(d: LoadDecision): number {
  const days = decisionTripDays(d);
  return days > 0 ? d.profit / days : 0;
}

/**
 * docs/product-rules.md R-DEAL-3: a booked load is one logged as 'Book it', or a counter offer the
 * broker met (ask, target, floor or another agreed rate).
 */
export const isBookedLoad = (d: Pick<LoadDecision, 'outcome' | 'dealResult'>): boolean =>
  d.outcome === 'book' || (d.outcome === 'counter' && ['ask', 'target', 'floor', 'agreed'].includes(d.dealResult!));

/** R-DEAL-3: a pending counter is neither booked nor passed, so it stays out of booking rates. */
export const countsInBookingRate = (d: LoadDecision): boolean => !(d.outcome === 'counter' && d.dealResult === 'pending');

// ---------------------------------------------------------------------------------------------
// Sort, filter, search, paging
// ---------------------------------------------------------------------------------------------

export const HISTORY_SORTS = ['newest', 'profit_desc', 'profit_asc', 'rpm_desc', 'rpm_asc'] as const;
export type HistorySort = (typeof HISTORY_SORTS)[number];
export const HISTORY_SORT_LABELS: Readonly<Record<HistorySort, string>> = Object.freeze({
  newest: 'Newest first',
  profit_desc: 'Highest profit',
  profit_asc: 'Lowest profit',
  rpm_desc: 'Best RPM',
  rpm_asc: 'Worst RPM',
});

export const HISTORY_FILTERS = ['all', 'book', 'counter', 'pass'] as const;
export type HistoryFilter = (typeof HISTORY_FILTERS)[number];
export const HISTORY_FILTER_LABELS: Readonly<Record<HistoryFilter, string>> = Object.freeze({
  all: 'All',
  book: 'Booked',
  counter: 'Countered',
  pass: 'Passed',
});

const time = (d: LoadDecision): number => Date.parse(d.createdAt);

/** Sorted copy; ties keep their current order (Array.prototype.sort is stable). */
export function sortHistory(history: readonly LoadDecision[], sort: HistorySort): LoadDecision[] {
  const list = [...history];
  switch (sort) {
    case 'newest':
      return list.sort((a, b) => time(b) - time(a));
    case 'profit_desc':
      return list.sort((a, b) => b.profit - a.profit);
    case 'profit_asc':
      return list.sort((a, b) => a.profit - b.profit);
    case 'rpm_desc':
      return list.sort((a, b) => b.rpm - a.rpm);
    case 'rpm_asc':
      return list.sort((a, b) => a.rpm - b.rpm);
  }
}

export function filterHistory(history: readonly LoadDecision[], filter: HistoryFilter): LoadDecision[] {
  return filter === 'all' ? [...history] : history.filter((d) => d.outcome === filter);
}

/** Trimmed, case-insensitive match on origin or destination; a blank query matches all. */
export function searchHistory(history: readonly LoadDecision[], query: string): LoadDecision[] {
  const q = query.trim().toLowerCase();
  if (q === '') return [...history];
  return history.filter((d) => d.origin.toLowerCase().includes(q) || d.destination.toLowerCase().includes(q));
}

export interface HistoryQuery {
  search?: string;
  filter?: HistoryFilter;
  sort?: HistorySort;
}

/** Search, then filter, then sort (defaults: '', 'all', 'newest'). */
export function queryHistory(history: readonly LoadDecision[], query: HistoryQuery = {}): LoadDecision[] {
  return sortHistory(filterHistory(searchHistory(history, query.search ?? ''), query.filter ?? 'all'), query.sort ?? 'newest');
}

/** The list shows 10 entries at first; 'Load more' adds 10. */
export const INITIAL_VISIBLE_COUNT = PAGE_SIZE;
export const nextVisibleCount = (current: number): number => current + PAGE_SIZE;

export interface HistoryPage {
  items: LoadDecision[];
  hasMore: boolean;
  total: number;
}

export function visiblePage(list: readonly LoadDecision[], visibleCount: number = INITIAL_VISIBLE_COUNT): HistoryPage {
  return { items: list.slice(0, Math.max(0, visibleCount)), hasMore: list.length > visibleCount, total: list.length };
}

// ---------------------------------------------------------------------------------------------
// Last 7 days
// ---------------------------------------------------------------------------------------------

export interface PeriodSummary {
  loads: number;
  booked: number;
  /** Net profit of every logged load in the window, whatever the outcome. */
  totalProfit: number;
  /** Net profit of the booked loads only: the money actually taken on. */
  bookedProfit: number;
  /** Mean net RPM of the loads in the window, 0 when there are none. */
  averageRpm: number;
}

/**
 * Summary of the entries created in the 7 × 24 hours before `now` (start inclusive). Entries
 * dated after `now` (another device's clock) count as inside the window.
 */
export function last7DaysSummary(history: readonly LoadDecision[], now: Date | number | string): PeriodSummary {
  const end = new Date(now).getTime();
  const start = end - SUMMARY_WINDOW_DAYS * DAY_MS;
  const inWindow = history.filter((d) => time(d) >= start);
  const booked = inWindow.filter(isBookedLoad);
  const sum = (list: LoadDecision[], pick: (d: LoadDecision) => number): number => list.reduce((s, d) => s + pick(d), 0);
  return {
    loads: inWindow.length,
    booked: booked.length,
    totalProfit: sum(inWindow, (d) => d.profit),
    bookedProfit: sum(booked, (d) => d.profit),
    averageRpm: inWindow.length ? sum(inWindow, (d) => d.rpm) / inWindow.length : 0,
  };
}

// ---------------------------------------------------------------------------------------------
// Editing (R-HIST-7)
// ---------------------------------------------------------------------------------------------

export interface EditedNumbersInput {
  miles: NumberLike;
  rate: NumberLike;
  fsc: NumberLike;
  tolls: NumberLike;
  fuelCost: NumberLike;
}

export interface EditedNumbers {
  miles: number;
  rate: number;
  fsc: number;
  tolls: number;
  fuelCost: number;
  profit: number;
  rpm: number;
}

/**
 * Blank or invalid → 0; profit = (rate + FSC) − (fuel + tolls); RPM = profit / miles, 0 when
 * miles is 0 (or negative). Note the edit rule (R-HIST-7) leaves out variable and fixed costs and the
 * split, so an edited entry's profit is a different figure from the calculator's.
 */
export function recomputeEdited(fields: EditedNumbersInput): EditedNumbers {
  const miles = parseNumber(fields.miles);
  const rate = parseNumber(fields.rate);
  const fsc = parseNumber(fields.fsc);
  const tolls = parseNumber(fields.tolls);
  const fuelCost = parseNumber(fields.fuelCost);
  const profit = rate + fsc - (fuelCost + tolls);
  return { miles, rate, fsc, tolls, fuelCost, profit, rpm: perMile(profit, miles) };
}

export interface DecisionEdit extends EditedNumbersInput {
  origin: string;
  destination: string;
  notes: string;
  outcome: Outcome;
}

/** The entry after the edit dialog's Save: text trimmed, empty notes dropped, numbers recomputed. */
export function applyEdit(entry: LoadDecision, edit: DecisionEdit): LoadDecision {
  const next: LoadDecision = {
    ...entry,
    ...recomputeEdited(edit),
    origin: edit.origin.trim(),
    destination: edit.destination.trim(),
    outcome: edit.outcome,
  };
  const notes = edit.notes.trim();
  if (notes !== '') next.notes = notes;
  else delete next.notes;
  // R-DEAL-4: only a counter offer has a result; changed to another outcome, it is plainly that.
  if (next.outcome !== 'counter') {
    delete next.dealResult;
    delete next.offeredRate;
  }
  return next;
}

/** The text an edit dialog starts from. */
export function toEdit(entry: LoadDecision): DecisionEdit {
  return {
    origin: entry.origin,
    destination: entry.destination,
    notes: entry.notes ?? '',
    outcome: entry.outcome,
    miles: String(entry.miles),
    rate: String(entry.rate),
    fsc: String(entry.fsc),
    tolls: String(entry.tolls),
    fuelCost: String(entry.fuelCost),
  };
}
