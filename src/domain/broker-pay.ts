/**
 * The driver's own record of how brokers pay (docs/product-rules.md R-BROKER-1 to R-BROKER-5):
 * loads hauled per broker, average days from logging to payment, loads still unpaid after 30
 * days, and whether the broker is a slow payer.
 */
import { isBookedLoad } from './history';
import type { LoadDecision } from './schemas';

const UNPAID_AFTER_DAYS = 30;
const SLOW_PAY_DAYS = 45;
const DAY_MS = 86_400_000;

/** The fields of a history entry this module reads. */
export interface BrokerPayEntry extends Pick<LoadDecision, 'outcome' | 'dealResult'> {
  createdAt: string;
  broker?: string | undefined;
  /** Day the load was paid, `YYYY-MM-DD`. */
  paidOn?: string | undefined;
}

const SUFFIXES = new Set(['llc', 'inc', 'incorporated', 'co', 'corp', 'corporation', 'company', 'ltd', 'lp', 'llp']);

/** R-BROKER-1: one key per broker however it is typed: 'ABC Logistics, LLC' = 'abc logistics'. */
export function brokerKey(name: string): string {
  const words = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9 ]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  while (words.length > 1 && SUFFIXES.has(words[words.length - 1]!)) words.pop();
  return words.join(' ');
}

/** Whole calendar days from the day an ISO time falls on (UTC) to a `YYYY-MM-DD` day. */
export function daysBetween(fromIso: string, toDay: string): number | null {
  const from = Date.parse(fromIso);
  const to = Date.parse(`${toDay}T00:00:00Z`);
  if (!Number.isFinite(from) || !Number.isFinite(to)) return null;
  const fromDay = Math.floor(from / DAY_MS) * DAY_MS;
  return Math.round((to - fromDay) / DAY_MS);
}

/** R-BROKER-2: a load counts once it was hauled: booked (R-DEAL-3), or marked paid. */
const isHauled = (e: BrokerPayEntry): boolean => isBookedLoad(e) || typeof e.paidOn === 'string';

export interface BrokerRecord {
  broker: string;
  loads: number;
  paidLoads: number;
  /** Mean days to pay over the paid loads; null when none is paid yet. */
  averageDaysToPay: number | null;
  unpaidOver30: number;
  /** The longest any unpaid load has waited, in days (0 when none is unpaid). */
  oldestUnpaidDays: number;
  slow: boolean;
}

/** R-BROKER-3/4: the record of one broker, or null when no hauled load names it. */
export function brokerRecord(history: readonly BrokerPayEntry[], broker: string, now: Date): BrokerRecord | null {
  const key = brokerKey(broker);
  if (key === '') return null;
  const today = now.toISOString().slice(0, 10);
  const mine = history.filter((e) => e.broker !== undefined && brokerKey(e.broker) === key && isHauled(e));
  if (mine.length === 0) return null;
  const paidDays: number[] = [];
  let unpaidOver30 = 0;
  let oldestUnpaidDays = 0;
  for (const e of mine) {
    if (e.paidOn !== undefined) {
      const d = daysBetween(e.createdAt, e.paidOn);
      if (d !== null) paidDays.push(Math.max(0, d));
    } else {
      const waited = daysBetween(e.createdAt, today) ?? 0;
      if (waited > UNPAID_AFTER_DAYS) unpaidOver30 += 1;
      oldestUnpaidDays = Math.max(oldestUnpaidDays, waited);
    }
  }
  const averageDaysToPay = paidDays.length ? paidDays.reduce((a, b) => a + b, 0) / paidDays.length : null;
  return {
    // The name as the driver last wrote it, not as it was asked for.
    broker: mine.reduce((a, b) => (Date.parse(b.createdAt) > Date.parse(a.createdAt) ? b : a)).broker!.trim(),
    loads: mine.length,
    paidLoads: paidDays.length,
    averageDaysToPay,
    unpaidOver30,
    oldestUnpaidDays,
    slow: (averageDaysToPay !== null && averageDaysToPay > SLOW_PAY_DAYS) || oldestUnpaidDays > SLOW_PAY_DAYS,
  };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** R-BROKER-3: "Pays in 38 days on average, 5 loads; 1 unpaid over 30 days". */
export function describeBrokerRecord(r: BrokerRecord): string {
  const head =
    r.averageDaysToPay === null
      ? `No payment recorded yet, ${plural(r.loads, 'load', 'loads')}`
      : `Pays in ${Math.round(r.averageDaysToPay)} days on average, ${plural(r.loads, 'load', 'loads')}`;
  return r.unpaidOver30 > 0 ? `${head}; ${r.unpaidOver30} unpaid over ${UNPAID_AFTER_DAYS} days` : head;
}

/** R-BROKER-4: the caution line the verdict banner shows for a slow payer; null otherwise. */
export function slowPayCaution(r: BrokerRecord | null): string | null {
  if (!r || !r.slow) return null;
  if (r.averageDaysToPay !== null && r.averageDaysToPay > SLOW_PAY_DAYS) {
    return `Slow payer: ${r.broker} pays in ${Math.round(r.averageDaysToPay)} days on average.`;
  }
  return `Slow payer: a load for ${r.broker} has waited ${r.oldestUnpaidDays} days unpaid.`;
}

/** R-BROKER-5: brokers named before, most recent first, each once, filtered by what is typed. */
export function suggestBrokers(history: readonly BrokerPayEntry[], typed: string, limit = 6): string[] {
  const want = brokerKey(typed);
  const seen = new Set<string>();
  const out: string[] = [];
  const byRecent = [...history].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  for (const e of byRecent) {
    if (!e.broker) continue;
    const key = brokerKey(e.broker);
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    if (want === '' || key.startsWith(want) || key.includes(` ${want}`)) out.push(e.broker.trim());
    if (out.length >= limit) break;
  }
  return out;
}
