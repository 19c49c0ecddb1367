/**
 * Pattern insights, milestone and similar-loads alert (docs/product-rules.md R-INSIGHT-1..3,
 * R-HIST-3).
 * Rates (acceptanceRate, bookingRate) are percentages 0–100, unrounded.
 */
import { countsInBookingRate, decisionTripDays, isBookedLoad } from './history';
import type { LoadDecision } from './schemas';

export const INSIGHTS_MIN_DECISIONS = 5;
const SIMILAR_RPM_TOLERANCE = 0.25;
const SIMILAR_MIN_MATCHES = 2;

export interface RpmBucket {
  label: string;
  /** Inclusive lower bound (the first bucket also takes anything below 0). */
  min: number;
  /** Exclusive upper bound. */
  max: number;
}

/** R-INSIGHT-2 buckets. A bucket holds min ≤ rpm < max; negative RPM falls in '0-1'. */
export const RPM_BUCKETS: readonly RpmBucket[] = Object.freeze([
  { label: '0-1', min: Number.NEGATIVE_INFINITY, max: 1 },
  { label: '1-1.5', min: 1, max: 1.5 },
  { label: '1.5-2', min: 1.5, max: 2 },
  { label: '2-2.5', min: 2, max: 2.5 },
  { label: '2.5+', min: 2.5, max: Number.POSITIVE_INFINITY },
]);

export interface RpmRange {
  range: string;
  /** Loads in the bucket that count in a booking rate (pending counters do not, R-DEAL-3). */
  totalLoads: number;
  bookedCount: number;
  /** bookedCount / totalLoads × 100; 0 for an empty bucket. */
  acceptanceRate: number;
}

export interface Insights {
  rpmRanges: RpmRange[];
  avgProfit: number;
  /** Highest net RPM; 0 for an empty history. */
  bestRPM: number;
  /** 'Origin → Destination' of the most logged route (case-insensitive); null when empty. */
  mostCommonRoute: string | null;
  totalDecisions: number;
  bookingRate: number;
  /**
   * Beyond the contract (R-INSIGHT-2): all profit ÷ all trip days (days as entered, or total miles ÷ miles per day),
   * so a long load counts for its days rather than as one load; 0 when there are no days.
   */
  avgProfitPerDay: number;
}

const percent = (part: number, whole: number): number => (whole > 0 ? (part / whole) * 100 : 0);

export function computeInsights(history: readonly LoadDecision[]): Insights {
  const total = history.length;
  // docs/product-rules.md R-DEAL-3: booking rates count agreed counters as booked, declined ones
  // as passed, and leave pending ones out.
  const decided = history.filter(countsInBookingRate);
  const booked = decided.filter(isBookedLoad).length;

  const rpmRanges: RpmRange[] = RPM_BUCKETS.map((b) => {
    const inBucket = decided.filter((d) => d.rpm >= b.min && d.rpm < b.max);
    const bookedCount = inBucket.filter(isBookedLoad).length;
    return {
      range: b.label,
      totalLoads: inBucket.length,
      bookedCount,
      acceptanceRate: percent(bookedCount, inBucket.length),
    };
  });

  // Most common route: grouped case-insensitively, shown as first seen (the newest entry's
  // spelling); ties go to the route seen first, i.e. the most recently logged one.
  const routes = new Map<string, { display: string; count: number }>();
  for (const d of history) {
    const key = `${d.origin.trim().toLowerCase()}\u0000${d.destination.trim().toLowerCase()}`;
    const entry = routes.get(key) ?? { display: `${d.origin.trim()} → ${d.destination.trim()}`, count: 0 };
    entry.count += 1;
    routes.set(key, entry);
  }
  let mostCommonRoute: string | null = null;
  let best = 0;
  for (const r of routes.values()) {
    if (r.count > best) {
      best = r.count;
      mostCommonRoute = r.display;
    }
  }

  return {
    rpmRanges,
    avgProfit: total ? history.reduce((s, d) => s + d.profit, 0) / total : 0,
    bestRPM: total ? Math.max(...history.map((d) => d.rpm)) : 0,
    mostCommonRoute,
    totalDecisions: total,
    bookingRate: percent(booked, decided.length),
    avgProfitPerDay: averageProfitPerDay(history),
  };
}

/** Total profit ÷ total trip days of the entries that have days; 0 when none has. */
export function averageProfitPerDay(history: readonly LoadDecision[]): number {
  let profit = 0;
  let days = 0;
  for (const d of history) {
    const tripDays = decisionTripDays(d);
    if (!(tripDays > 0)) continue; // no miles, no days: nothing to spread its profit over
    profit += d.profit;
    days += tripDays;
  }
  return days > 0 ? profit / days : 0;
}

export interface InsightsProgress {
  ready: boolean;
  remaining: number;
  /** 'Log 3 more load(s)' (R-INSIGHT-1's copy, verbatim); null once ready. */
  message: string | null;
}

/**
 * Below 5 decisions the card asks for more, in R-INSIGHT-1's words: 'Log N more load(s)'.
 */
export function insightsProgress(decisionCount: number): InsightsProgress {
  const remaining = Math.max(0, INSIGHTS_MIN_DECISIONS - decisionCount);
  if (remaining === 0) return { ready: true, remaining, message: null };
  return { ready: false, remaining, message: `Log ${remaining} more load(s)` };
}

/** The milestone toast shows when the 5th decision is being logged (history length 4 before). */
export function isMilestone(historyLengthBeforeLogging: number): boolean {
  return historyLengthBeforeLogging === INSIGHTS_MIN_DECISIONS - 1;
}

export const MILESTONE_TOAST = Object.freeze({
  title: 'Milestone!',
  description: 'Check your Pattern Insights to see booking trends',
});

// ---------------------------------------------------------------------------------------------
// Similar loads
// ---------------------------------------------------------------------------------------------

export interface CurrentLoad {
  origin: string;
  destination: string;
  /** Net RPM of the load being judged. */
  rpm: number;
}

/**
 * Entries whose net RPM is within 0.25 of the current one (inclusive, with 1e-9 slack for binary
 * noise) and whose origin and destination contain the current ones, case-insensitive, trimmed.
 * A blank current origin or destination matches nothing (an empty text would match everything).
 */
export function findSimilarLoads(history: readonly LoadDecision[], current: CurrentLoad): LoadDecision[] {
  const origin = current.origin.trim().toLowerCase();
  const destination = current.destination.trim().toLowerCase();
  if (origin === '' || destination === '') return [];
  return history.filter(
    (d) =>
      Math.abs(d.rpm - current.rpm) <= SIMILAR_RPM_TOLERANCE + 1e-9 &&
      d.origin.toLowerCase().includes(origin) &&
      d.destination.toLowerCase().includes(destination),
  );
}

export type SimilarWord = 'usually' | 'sometimes' | 'rarely';

export interface SimilarLoadsAlert {
  matches: LoadDecision[];
  booked: number;
  total: number;
  bookingRate: number;
  word: SimilarWord;
  /** e.g. 'You usually book loads like this (3 of 4).' */
  message: string;
}

/** 'usually' at a booking rate ≥ 75 %, 'sometimes' at ≥ 50 %, else 'rarely'. */
export function similarWord(bookingRate: number): SimilarWord {
  if (bookingRate >= 75) return 'usually';
  if (bookingRate >= 50) return 'sometimes';
  return 'rarely';
}

/** The alert, or null when fewer than 2 logged loads match. */
export function similarLoadsAlert(history: readonly LoadDecision[], current: CurrentLoad): SimilarLoadsAlert | null {
  const matches = findSimilarLoads(history, current).filter(countsInBookingRate);
  if (matches.length < SIMILAR_MIN_MATCHES) return null;
  const booked = matches.filter(isBookedLoad).length;
  const bookingRate = percent(booked, matches.length);
  const word = similarWord(bookingRate);
  return {
    matches,
    booked,
    total: matches.length,
    bookingRate,
    word,
    message: `You ${word} book loads like this (${booked} of ${matches.length}).`,
  };
}
