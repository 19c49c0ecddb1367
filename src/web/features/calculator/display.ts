/** Display helpers for non-money figures of the calculator (money goes through domain/format). */
import { formatDecimal } from '../../../domain/format';

/** '1,234.5' — miles, MPG and percentages as a person writes them. */
export function formatNumber(value: number): string {
  return formatDecimal(value, 0, 2);
}

/** Made on first use (the breakdown is closed at start): building an Intl formatter is slow. */
let timeFormat: Intl.DateTimeFormat | undefined;

/** The calculation timestamp in the driver's local time. */
export function formatTimestamp(iso: string): string {
  timeFormat ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' });
  return timeFormat.format(new Date(iso));
}
