// The small formatters and draws that several layout authors wrote alike (scripts/rate-cons/families/),
// kept once here; a family's own wording stays in its file. Each helper draws from the sheet's stream
// exactly as the copies it replaces did, in the same order, so every family renders the same sheet
// and truth as the committed fixtures (tests/fixtures/rate-cons-families).
import { type ChargeLine, cents, type Place, type Stop } from './load';
import { esc, pad2, type Sheet } from './sheet';
import { int } from '../../src/domain/seeded-random';

/** "Dallas, TX 75212" */
export const csz = (p: Place) => `${esc(p.city)}, ${p.st} ${p.zip}`;

const clock12 = (t: string, am: string, pm: string) => {
  const [h, m] = t.split(':').map(Number) as [number, number];
  return `${((h + 11) % 12) + 1}:${pad2(m)} ${h < 12 ? am : pm}`;
};
/** "14:30" → "2:30 PM" */
export const ampm = (t: string) => clock12(t, 'AM', 'PM');
/** "14:30" → "2:30 pm" */
export const ampmLower = (t: string) => clock12(t, 'am', 'pm');
/** "08:30" → "0830" */
export const hhmm = (t: string) => t.replace(':', '');
/** "22:30" and 3 hours → "01:30": the end of a window, past midnight on the clock only. */
export const hoursLater = (t: string, hours: number) => `${pad2((Number(t.slice(0, 2)) + hours) % 24)}:${t.slice(3)}`;

export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
/** "03/04/2026" → "Wed, Mar 4" (weekday from the real calendar). */
export const weekdayDate = (date: string) => {
  const [m, day, y] = date.split('/').map(Number) as [number, number, number];
  return `${DAYS[new Date(Date.UTC(y, m - 1, day)).getUTCDay()]}, ${MONTHS[m - 1]} ${day}`;
};

/** 42000 → "42,000" */
export const lbs = (n: number) => n.toLocaleString('en-US');
/** The load's weight: "42,000 lbs". */
export const weightLbs = (s: Sheet) => `${lbs(s.d.weight)} lbs`;

/** The load's pay lines renamed for one layout; a stop-off line keeps its count. */
export const payLines = (s: Sheet, names: Record<ChargeLine['code'], string>) => s.d.charges.map((c) => {
  const n = /\((\d+)\)/.exec(c.label)?.[1];
  return { code: c.code, amount: c.amount, label: c.code === 'stop' && n ? `${names.stop} (${n})` : names[c.code] };
});
/**
 * A charge the sheet prints as a line of pay beyond the drawn ones (tarp, pre-approved detention,
 * chassis): it joins the load's charges and its total, so the truth's total is what is printed.
 */
export function extraCharge(s: Sheet, label: string, amount: number): void {
  s.d.charges.push({ code: 'stop', label, amount });
  s.d.total = cents(s.d.total + amount);
}
/** A stop's number among its kind: the second drop is 2 however many picks come before it. */
export const stopNo = (s: Sheet, st: Stop) => (st.kind === 'pick' ? s.picks : s.drops).indexOf(st) + 1;

/** A made-up phone number from the sheet's stream: "(214) 555-0134", "214-555-0134" or "214.555.0134". */
export const drawPhone = (s: Sheet, style: 'paren' | 'dash' | 'dot') => {
  const area = int(s.r, 201, 989);
  const exchange = int(s.r, 200, 989);
  const line = int(s.r, 1000, 9999);
  if (style === 'paren') return `(${area}) ${exchange}-${line}`;
  return style === 'dash' ? `${area}-${exchange}-${line}` : `${area}.${exchange}.${line}`;
};
/** `n` random digits from the sheet's stream, the first of them not 0. */
export const drawDigits = (s: Sheet, n: number) => Array.from({ length: n }, (_, i) => int(s.r, i === 0 ? 1 : 0, 9)).join('');

/** "Acme Freight LLC" → "acmefreight" */
export const companySlug = (name: string) => name.toLowerCase().replace(/ (llc|inc)$/, '').replace(/[^a-z]/g, '');
/** "Acme Freight LLC" → "acmefreight.com" */
export const companyDomain = (name: string) => `${companySlug(name)}.com`;

/** A form-grid cell: a small label above its value (the family's CSS styles .l and .v). */
export const formCell = (label: string, value: string, span = 1) =>
  `<td colspan="${span}"><div class="l">${label}</div><div class="v">${value}</div></td>`;
