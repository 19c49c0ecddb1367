// What a layout family writes with: the load, its own random stream, formatting helpers, and a
// record of what the sheet printed (total, RPM, which terms) so the truth says only what is on it.
import { type Load, type Office, type Place, type Stop, type Terms, cityState } from './load';
import { chance, pick, type Rand } from '../../src/domain/seeded-random';

export interface Family {
  /** Kebab-case name; also the fixture file name. */
  name: string;
  draw?: Partial<import('./load').DrawOptions>;
  /** Page width in CSS pixels (US Letter at 96 dpi is 816). */
  width?: number;
  css: string;
  body(s: Sheet): string;
}

export const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The first pick-up and the last drop of a sheet's load. */
export const first = (s: Sheet) => s.picks[0]!;
export const last = (s: Sheet) => s.drops[s.drops.length - 1]!;
/** Two-digit, right-padded and left-padded fields of fixed-width printouts. */
export const pad2 = (n: number) => String(n).padStart(2, '0');
export const padR = (t: string, n: number) => (t.length >= n ? `${t.slice(0, n - 1)} ` : t + ' '.repeat(n - t.length));
export const padL = (t: string, n: number) => (t.length >= n ? t : ' '.repeat(n - t.length) + t);

export class Sheet {
  readonly printed = { total: false, rpm: false, terms: new Set<keyof Terms>() };
  constructor(readonly d: Load, readonly r: Rand) {}

  get picks(): Stop[] { return this.d.stops.filter((s) => s.kind === 'pick'); }
  get drops(): Stop[] { return this.d.stops.filter((s) => s.kind === 'drop'); }

  /** $1,234.50 / 1234.50 / USD 1,234.50 */
  money(n: number, style: 'dollar' | 'plain' | 'usd' | 'nocomma' = 'dollar'): string {
    const withCommas = n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    switch (style) {
      case 'dollar': return `$${withCommas}`;
      case 'plain': return withCommas;
      case 'usd': return `USD ${withCommas}`;
      case 'nocomma': return n.toFixed(2);
    }
  }
  miles(): string { return this.d.miles.toLocaleString('en-US'); }
  total(style: Parameters<Sheet['money']>[1] = 'dollar'): string {
    this.printed.total = true;
    return this.money(this.d.total, style);
  }
  rpm(): string {
    this.printed.rpm = true;
    return `$${this.d.rpm.toFixed(2)}`;
  }
  cs(p: Place): string { return esc(cityState(p)); }
  /** Street, then "City, ST ZIP" on the next line. */
  address(p: Place, sep = '<br>'): string {
    return `${esc(p.name)}${sep}${esc(p.street)}${sep}${esc(p.city)}, ${p.st} ${p.zip}`;
  }
  office(o: Office, sep = '<br>'): string {
    return `${esc(o.street)}${sep}${esc(o.city)}, ${o.st} ${o.zip}${sep}Phone ${o.phone}`;
  }
  stopLabel(s: Stop, style: 'word' | 'upper' | 'short' = 'word'): string {
    const word = s.kind === 'pick' ? 'Pick Up' : 'Delivery';
    if (style === 'upper') return word.toUpperCase();
    if (style === 'short') return s.kind === 'pick' ? 'PU' : 'SO';
    return word;
  }

  /** The printed terms, one sentence each, in a random order; marks each as printed. */
  termSentences(): string[] {
    const t = this.d.terms;
    const out: string[] = [];
    if (t.detention) {
      this.printed.terms.add('detention');
      out.push(pick(this.r, [
        `Detention: $${t.detention.perHour}/hr after ${t.detention.freeHours} free hours, with in/out times on the BOL.`,
        `Detention pays $${t.detention.perHour}.00 per hour after the first ${t.detention.freeHours} hours at shipper or receiver.`,
        `${t.detention.freeHours} hrs free load/unload, then $${t.detention.perHour} per hour detention (max 8 hrs/day).`,
      ]));
    }
    if (t.layover !== null) {
      this.printed.terms.add('layover');
      out.push(pick(this.r, [`Layover: $${t.layover} per day.`, `Layover pays $${t.layover}.00/day when approved by dispatch.`]));
    }
    if (t.tonu !== null) {
      this.printed.terms.add('tonu');
      out.push(pick(this.r, [`TONU: $${t.tonu}.`, `Truck ordered not used (TONU) pays $${t.tonu}.00.`]));
    }
    if (t.lumper !== null) {
      this.printed.terms.add('lumper');
      out.push(pick(this.r, [`Lumper up to $${t.lumper}.00 reimbursed with receipt.`, `Lumper: $${t.lumper} (receipt required).`]));
    }
    return out;
  }
  /** The printed terms as [label, value] rows; marks each as printed. */
  termRows(): Array<[string, string]> {
    const t = this.d.terms;
    const rows: Array<[string, string]> = [];
    if (t.detention) {
      this.printed.terms.add('detention');
      rows.push(['Detention', `$${t.detention.perHour}.00/hr after ${t.detention.freeHours} hrs free`]);
    }
    if (t.layover !== null) { this.printed.terms.add('layover'); rows.push(['Layover', `$${t.layover}.00 per day`]); }
    if (t.tonu !== null) { this.printed.terms.add('tonu'); rows.push(['TONU', `$${t.tonu}.00`]); }
    if (t.lumper !== null) { this.printed.terms.add('lumper'); rows.push(['Lumper', `$${t.lumper}.00 w/ receipt`]); }
    return rows;
  }
  /** Legal small print every broker adds; no figures a reader should take. */
  boilerplate(): string {
    return pick(this.r, [
      'Carrier agrees to haul the freight described above under the terms of the broker-carrier agreement. Invoice with signed BOL within 30 days. Double brokering is strictly prohibited and will result in non-payment.',
      'This confirmation is subject to the Broker-Carrier Agreement on file. Carrier must call in check calls daily by 10:00 AM. Any claim must be filed within 9 months. Quick pay available at 3% within 48 hours of receipt of paperwork.',
      'By accepting this load carrier certifies that it holds active operating authority and insurance of at least $1,000,000 auto liability and $100,000 cargo. Re-brokering, co-brokering or assigning this load is prohibited.',
    ]);
  }
  maybe(p: number): boolean { return chance(this.r, p); }
}
