import { roundTo } from '../../../domain/format';

/**
 * Display formats of the admin dashboard. The reports count UTC calendar days
 * (migration 0003), so days and dates are shown in UTC too: a row labelled 'Sat, Nov 22' holds
 * exactly that day's events, wherever the admin is.
 */
const count = new Intl.NumberFormat('en-US');
const day = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const date = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** '1,234'. */
export function formatCount(value: number): string {
  return count.format(value);
}

/** A 0–100 rate with one decimal: '45.5%'. */
export function formatRate(percent: number): string {
  return `${roundTo(percent, 1).toFixed(1)}%`;
}

/** A change in percent without its sign (the arrow carries the direction): '12.5%'. */
export function formatChange(percent: number): string {
  return `${Math.abs(roundTo(percent, 1)).toFixed(1)}%`;
}

/** 'YYYY-MM-DD' (a UTC day) → 'Sat, Nov 22'. */
export function formatDay(isoDate: string): string {
  return day.format(new Date(`${isoDate}T00:00:00Z`));
}

/** 'YYYY-MM-DD' → 'Nov 22' (chart axis). */
export function formatShortDay(isoDate: string): string {
  return shortDay.format(new Date(`${isoDate}T00:00:00Z`));
}

/** An ISO date or date-time → 'Nov 22, 2025' (its UTC date). */
export function formatDate(iso: string): string {
  const d = new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T00:00:00Z` : iso);
  return Number.isNaN(d.getTime()) ? iso : date.format(d);
}
