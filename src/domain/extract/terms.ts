/**
 * Terms a rate confirmation prints besides the pay (docs/product-rules.md R-UPLOAD-6): detention
 * ($ per hour after N free hours), layover ($ per day or night), TONU (truck ordered not used, $)
 * and lumper (amount, who pays, reimbursed). Pure: the page's text lines in, the terms found out,
 * each with the words it was read from. The linehaul, FSC, total and other charges are never
 * terms: a term's amount is read only from the words that follow (or just precede) its own label,
 * up to the next label, and must lie in the term's range (TERM_RANGES).
 */
import { findMoney, type MoneyMention } from './money';
import { cellsOf } from './tokens';

export const TERM_NAMES = ['detention', 'layover', 'tonu', 'lumper'] as const;
export type TermName = (typeof TERM_NAMES)[number];

type LumperPayer = 'broker' | 'shipper' | 'receiver' | 'carrier';

/** Longest `source` kept (the words a term was read from). */
const MAX_TERM_SOURCE = 200;

export interface SheetTerms {
  /** Dollars per hour of waiting, after `freeHours` free hours (null when the sheet does not say). */
  detention?: { perHour: number; freeHours: number | null; source: string };
  /** Dollars per day or night (null: a flat amount). */
  layover?: { amount: number; per: 'day' | 'night' | null; source: string };
  /** Dollars paid when the load is cancelled after the truck was dispatched. */
  tonu?: { amount: number; source: string };
  /** Amount (or cap) when printed; who pays the lumper; whether the carrier is paid back. */
  lumper?: { amount: number | null; paidBy: LumperPayer | null; reimbursed: boolean; source: string };
}

/** Amounts outside these ranges are not the term (a linehaul or a total is far above them). */
const TERM_RANGES: Readonly<Record<TermName, readonly [number, number]>> = Object.freeze({
  detention: [5, 300],
  layover: [25, 1500],
  tonu: [25, 2000],
  lumper: [5, 3000],
});

const TERM_WORDS: ReadonlyArray<readonly [TermName, RegExp]> = [
  ['detention', /\bdetention\b|\bwait(?:ing)?\s+time\b/gi],
  ['layover', /\blay\s?-?overs?\b/gi],
  ['tonu', /\bt\.?o\.?n\.?u\.?\b|\btruck\s+order(?:ed)?\s+(?:but\s+)?not\s+used\b/gi],
  ['lumper', /\blumpers?\b/gi],
];
/** Other labels of a charges line: a term's words stop where one of them begins. */
const OTHER_LABEL =
  /(?<!(?:detention|layover|tonu|lumper|hourly)\s*)\brates?\s*:|\b(?:line\s*-?\s*haul|linehaul|base\s+rate|flat\s+rate|fuel(?:\s+sur-?charge)?|fsc|total|tolls?|(?:loaded\s+|total\s+)?miles|stop[\s-]*offs?|extra\s+stops?|tarp(?:\s+pay)?|driver\s+assist|liftgate|pallet\s+jack|rate\s+per\s+mile|rpm|phone|tel|fax|call)\b/gi;
/** Not paid: 'No detention', 'Detention: N/A', 'detention not paid', 'TONU will not be paid'. */
const NEGATED =
  /\b(?:no|none|n\/a)\b|\bnot\s+(?:be\s+)?(?:paid|payable|covered|allowed|provided|applicable|offered|reimbursed)\b|\bwill\s+not\b|\bwon'?t\b/i;
/** '… unless …': a condition on the term, not a refusal of it. */
const CONDITIONAL = /\b(?:unless|if|when|without\s+(?:signed|in\/?out|times))\b/i;
const PER_HOUR = /^\s*(?:\/\s*h(?:ou)?rs?\b|\/\s*h\b|per\s+h(?:ou)?rs?\b|an?\s+hour\b|hourly\b|p\/?h\b|ph\b)/i;
/** A number with one of these after it counts something else (hours, days, pallets, percent). */
const NOT_MONEY_AFTER = /^\s*(?:hrs?\b|hours?\b|h\b|days?\b|nights?\b|pallets?\b|%|x\b|pcs\b|pieces\b|lbs?\b|mi\b|miles?\b)/i;
/** Phone numbers, dates, times and reference numbers are never amounts. */
const NOT_AMOUNTS = [
  /\(?\b\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4}\b/g,
  /\b\d{1,2}\/\d{1,2}(?:\/\d{2,4})?\b/g,
  /\b\d{1,2}:\d{2}(?:\s*[ap]\.?m\.?)?/gi,
  /#\s*[A-Z]*\d[\w-]*/gi,
  /\b(?:mc|dot|usdot)\s*#?\s*\d+/gi,
];
const NUMBER_WORDS: Readonly<Record<string, number>> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, eight: 8, twelve: 12, twenty: 20, 'twenty-four': 24 };
const HOURS = String.raw`(\d{1,2}(?:\.\d)?|one|two|three|four|five|six|eight|twelve|twenty-four)\s*(?:\(\d{1,2}\)\s*)?`;
const FREE_HOURS = [
  new RegExp(String.raw`${HOURS}(?:hrs?|hours?)\.?\s*(?:of\s+)?free`, 'i'),
  new RegExp(String.raw`free\s*(?:time)?\s*(?:of|is|=|:|-)?\s*(?:the\s+first\s+)?${HOURS}(?:hrs?|hours?)`, 'i'),
  new RegExp(String.raw`after\s+(?:the\s+)?(?:first\s+)?${HOURS}(?:free\s+)?(?:hrs?|hours?)`, 'i'),
  new RegExp(String.raw`first\s+${HOURS}(?:hrs?|hours?)`, 'i'),
];
/** 'N hours free … $X/hour' without the word detention is a detention term too. */
const FREE_TIME = /\bfree\b/i;

interface Segment {
  term: TermName | null;
  /** Offset in the line where the segment's words begin and end. */
  start: number;
  end: number;
}

/** The line with phone numbers, dates, times and references blanked (same length, same offsets). */
function mask(line: string): string {
  let out = line;
  for (const re of NOT_AMOUNTS) out = out.replace(re, (m) => ' '.repeat(m.length));
  return out;
}

/** Where each term label and each other label of a line starts. */
function boundaries(line: string): Array<{ at: number; term: TermName | null }> {
  const found: Array<{ at: number; term: TermName | null }> = [];
  for (const [term, re] of TERM_WORDS) for (const m of line.matchAll(re)) found.push({ at: m.index, term });
  for (const m of line.matchAll(OTHER_LABEL)) found.push({ at: m.index, term: null });
  found.sort((a, b) => a.at - b.at);
  // 'Truck ordered not used (TONU) pays $150': one label, named twice with no figure between.
  return found.filter((b, i) => i === 0 || !(b.term !== null && b.term === found[i - 1]!.term && !/\d/.test(line.slice(found[i - 1]!.at, b.at))));
}

/** A line cut where labels begin: the words before the first label, then one segment per label. */
function segments(line: string): Segment[] {
  const marks = boundaries(line);
  const out: Segment[] = [];
  if (marks.length === 0 || marks[0]!.at > 0) out.push({ term: null, start: 0, end: marks[0]?.at ?? line.length });
  marks.forEach((m, i) => out.push({ term: m.term, start: m.at, end: marks[i + 1]?.at ?? line.length }));
  return out;
}

interface Amount {
  value: number;
  perHour: boolean;
}

/** The money amounts of some (masked) words: not per-mile rates, not hours or counts. */
function amountsIn(masked: string): Amount[] {
  return findMoney(masked)
    .filter((m: MoneyMention) => !m.perMile && m.kind !== 'perMile' && m.value > 0)
    .filter((m) => !NOT_MONEY_AFTER.test(masked.slice(m.end)) || /^\s*\/\s*h/i.test(masked.slice(m.end)))
    .map((m) => ({ value: m.value, perHour: PER_HOUR.test(masked.slice(m.end)) }));
}

const inRange = (term: TermName, value: number): boolean => value >= TERM_RANGES[term][0] && value <= TERM_RANGES[term][1];

function freeHoursIn(text: string): number | null {
  for (const re of FREE_HOURS) {
    const m = re.exec(text);
    if (!m) continue;
    const word = m[1]!.toLowerCase();
    const hours = NUMBER_WORDS[word] ?? Number(word);
    if (Number.isFinite(hours) && hours >= 0 && hours <= 48) return hours;
  }
  return null;
}

const source = (text: string): string => text.replace(/\s+/g, ' ').trim().slice(0, MAX_TERM_SOURCE);

function layoverPer(text: string): 'day' | 'night' | null {
  const m = /(?:\/\s*|per\s+|a\s+|each\s+)(day|night|24\s*(?:hrs?|hours?))\b|\b(daily|nightly)\b/i.exec(text);
  if (!m) return null;
  const word = (m[1] ?? m[2]!).toLowerCase();
  return word.startsWith('night') ? 'night' : 'day';
}

function lumperPayer(text: string): LumperPayer | null {
  const payer = String.raw`(broker|shipper|receiver|consignee|carrier|driver)`;
  const m = new RegExp(String.raw`paid\s+(?:for\s+)?by\s+(?:the\s+)?${payer}|${payer}\s+(?:will\s+)?(?:pays?|covers?|is\s+responsible)`, 'i').exec(text);
  if (!m) return null;
  const who = (m[1] ?? m[2]!).toLowerCase();
  if (who === 'consignee') return 'receiver';
  if (who === 'driver') return 'carrier';
  return who as LumperPayer;
}

/** One term read from its words (and, for a label alone, the words of the line below). */
function readTerm(term: TermName, words: string, maskedWords: string, context: string): SheetTerms[TermName] | null {
  if (NEGATED.test(words) && !CONDITIONAL.test(words) && !(term === 'lumper' && /reimburs/i.test(words))) return null;
  const amounts = amountsIn(maskedWords).filter((a) => inRange(term, a.value));
  switch (term) {
    case 'detention': {
      const hourly = amounts.find((a) => a.perHour) ?? amounts[0];
      if (!hourly) return null;
      return { perHour: hourly.value, freeHours: freeHoursIn(words) ?? freeHoursIn(context), source: source(words) };
    }
    case 'layover': {
      const first = amounts[0];
      return first ? { amount: first.value, per: layoverPer(words), source: source(words) } : null;
    }
    case 'tonu': {
      const first = amounts[0];
      return first ? { amount: first.value, source: source(words) } : null;
    }
    case 'lumper': {
      const paidBy = lumperPayer(words);
      const reimbursed = /reimburs|paid\s+back|refund/i.test(words);
      const amount = amounts[0]?.value ?? null;
      if (amount === null && paidBy === null && !reimbursed) return null;
      return { amount, paidBy, reimbursed, source: source(words) };
    }
  }
}

const hasAmount = (masked: string): boolean => amountsIn(masked).length > 0;

/**
 * The terms printed on a rate confirmation (R-UPLOAD-6): the first reading of each term wins.
 * `lines` are the page's text lines in reading order (table cells separated by two spaces or more).
 */
export function readSheetTerms(lines: readonly string[]): SheetTerms {
  const terms: SheetTerms = {};
  const take = (term: TermName, found: SheetTerms[TermName] | null) => {
    if (found && terms[term] === undefined) Object.assign(terms, { [term]: found });
  };
  const masked = lines.map(mask);
  lines.forEach((line, n) => {
    const m = masked[n]!;
    const segs = segments(line);
    const next = lines[n + 1] ?? '';
    const nextMasked = masked[n + 1] ?? '';
    const nextHasLabel = boundaries(next).length > 0;

    // A header row of labels above a row of values ('Detention   Layover   TONU' / '$50/hr  $150/day  $200').
    const cells = cellsOf(line);
    const labelCells = cells.map((c) => TERM_WORDS.find(([, re]) => new RegExp(`^(?:${re.source})\\s*:?$`, 'i').test(c.text))?.[0] ?? null);
    if (cells.length >= 2 && labelCells.every((t) => t !== null) && !hasAmount(m)) {
      const values = cellsOf(next);
      const maskedValues = cellsOf(nextMasked);
      if (values.length === cells.length && maskedValues.length === cells.length && !nextHasLabel) {
        labelCells.forEach((term, c) => take(term!, readTerm(term!, values[c]!.text, maskedValues[c]!.text, values[c]!.text)));
        return;
      }
    }

    segs.forEach((seg, s) => {
      if (seg.term === null) {
        // 'Two hours free, then $45/hour' with no label: detention when the line has no other label.
        if (segs.length === 1 && FREE_TIME.test(line)) {
          const words = line.slice(seg.start, seg.end);
          if (amountsIn(m.slice(seg.start, seg.end)).some((a) => a.perHour)) take('detention', readTerm('detention', words, m.slice(seg.start, seg.end), words));
        }
        return;
      }
      let words = line.slice(seg.start, seg.end);
      let maskedWords = m.slice(seg.start, seg.end);
      if (!hasAmount(maskedWords)) {
        const before = segs[s - 1];
        const beforeWords = before?.term === null ? line.slice(before.start, before.end) : '';
        if (s === 1 && before?.term === null && (hasAmount(m.slice(before.start, before.end)) || (seg.term === 'lumper' && lumperPayer(beforeWords)))) {
          // '2 hours free, then $45 per hour detention', 'Consignee pays lumper': said before the label.
          words = line.slice(before.start, seg.end);
          maskedWords = m.slice(before.start, seg.end);
        } else if (s === segs.length - 1 && !/\d/.test(words) && !NEGATED.test(words)) {
          // A label alone in its cell or at the end of a line ('… pays $100.00. Lumper:'): its
          // value starts the line below, up to that line's first label.
          const upTo = boundaries(next)[0]?.at ?? next.length;
          if (hasAmount(nextMasked.slice(0, upTo))) {
            words = `${words.trim()} ${next.slice(0, upTo).trim()}`;
            maskedWords = `${maskedWords.trim()} ${nextMasked.slice(0, upTo).trim()}`;
          }
        }
      }
      take(seg.term, readTerm(seg.term, words, maskedWords, line));
    });
  });
  return terms;
}

/** The four terms the sheet does not print, in TERM_NAMES order (the driver asks about these). */
export function missingTerms(terms: SheetTerms | null | undefined): TermName[] {
  return TERM_NAMES.filter((t) => terms?.[t] === undefined);
}

export const TERM_LABELS: Readonly<Record<TermName, string>> = Object.freeze({
  detention: 'Detention',
  layover: 'Layover',
  tonu: 'TONU',
  lumper: 'Lumper',
});

const dollars = (value: number): string =>
  `$${value.toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(value) ? 0 : 2, maximumFractionDigits: 2 })}`;

/** One term in words, after its label: '$45/h after 2 free hours', '$150 per day', 'paid by shipper'. */
export function describeTerm(name: TermName, terms: SheetTerms): string | null {
  switch (name) {
    case 'detention': {
      const t = terms.detention;
      if (!t) return null;
      const free = t.freeHours === null ? '' : ` after ${t.freeHours} free ${t.freeHours === 1 ? 'hour' : 'hours'}`;
      return `${dollars(t.perHour)}/h${free}`;
    }
    case 'layover': {
      const t = terms.layover;
      return t ? `${dollars(t.amount)}${t.per ? ` per ${t.per}` : ''}` : null;
    }
    case 'tonu':
      return terms.tonu ? dollars(terms.tonu.amount) : null;
    case 'lumper': {
      const t = terms.lumper;
      if (!t) return null;
      const parts = [t.amount === null ? '' : t.reimbursed ? `up to ${dollars(t.amount)}` : dollars(t.amount), t.paidBy ? `paid by ${t.paidBy}` : '', t.reimbursed ? 'reimbursed' : ''];
      return parts.filter(Boolean).join(', ');
    }
  }
}
