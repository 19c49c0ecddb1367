/** Display helpers for non-money figures of the calculator (money goes through domain/format). */
const plain = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** '1,234.5' — miles, MPG and percentages as a person writes them. */
export function formatNumber(value: number): string {
  return plain.format(value);
}

const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

/** The calculation timestamp in the driver's local time. */
export function formatTimestamp(iso: string): string {
  return timeFormat.format(new Date(iso));
}
