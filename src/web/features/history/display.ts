/**
 * Display-only helpers for the history list: dates and miles. Money and RPM come from
 * src/domain/format.ts; nothing here computes a figure.
 */

const sameYear = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
const otherYear = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** 'Nov 1, 12:01 PM' this year, 'Nov 1, 2025, 12:01 PM' otherwise (the device's time zone). */
export function formatEntryDate(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return (date.getFullYear() === now.getFullYear() ? sameYear : otherYear).format(date);
}

const miles = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** '1,240 mi' */
export function formatMiles(value: number): string {
  return `${miles.format(value)} mi`;
}

/** 'Dallas, TX → Houston, TX'; a blank side reads '—' (cloud rows may lack one). */
export function routeLabel(origin: string, destination: string): string {
  return `${origin.trim() || '—'} → ${destination.trim() || '—'}`;
}
