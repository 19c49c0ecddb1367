/** Display helpers of the calculator that are not numbers (numbers and money: domain/format). */
import { formatNumber } from '../../../domain/format';

/** Trip days as a person says them: '1.2 days', '1 day'. */
export function formatDays(days: number): string {
  return `${formatNumber(days)} ${days === 1 ? 'day' : 'days'}`;
}

/** Made on first use (the breakdown is closed at start): building an Intl formatter is slow. */
let timeFormat: Intl.DateTimeFormat | undefined;

/** The calculation timestamp in the driver's local time. */
export function formatTimestamp(iso: string): string {
  timeFormat ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' });
  return timeFormat.format(new Date(iso));
}
