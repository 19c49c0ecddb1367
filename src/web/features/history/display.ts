/**
 * Display-only helpers for the history list: dates and miles. Money and RPM come from
 * src/domain/format.ts; nothing here computes a figure.
 */

import { formatDecimal } from '../../../domain/format';

/** Made on first use: building an Intl formatter is slow, and the chunk loads while the page starts. */
let sameYear: Intl.DateTimeFormat | undefined;
let otherYear: Intl.DateTimeFormat | undefined;

/** 'Nov 1, 12:01 PM' this year, 'Nov 1, 2025, 12:01 PM' otherwise (the device's time zone). */
export function formatEntryDate(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  if (date.getFullYear() === now.getFullYear()) {
    sameYear ??= new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
    return sameYear.format(date);
  }
  otherYear ??= new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
  return otherYear.format(date);
}

/** '1,240 mi' */
export function formatMiles(value: number): string {
  return `${formatDecimal(value, 0, 1)} mi`;
}

/** 'Dallas, TX → Houston, TX'; a blank side reads '—' (cloud rows may lack one). */
export function routeLabel(origin: string, destination: string): string {
  return `${origin.trim() || '—'} → ${destination.trim() || '—'}`;
}
