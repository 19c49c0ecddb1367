/**
 * R-OFFER-79: loads offered as alternatives, then withdrawn. A broker lists two or three options
 * ('A) … B) …', 'Option 1 … Option 2 …', '… $690, or … $520') and a later message takes one or
 * all of them back: by its label ('A is gone', '#1 is off the board', 'and 1 just got pulled'), by
 * a place only that option names ('Sacramento is withdrawn', 'nvm on nashville', 'scratch the
 * sioux falls one') or all at once ('both covered'). An option whose own line says so ('✗ COVERED
 * (other carrier)') is gone too. Pure; each clause and each option is looked at once.
 */

import { METRO_CODES } from './places';
import type { TextRange } from './tokens';

interface Place {
  place: string;
  start: number;
}

/** The metro codes of three letters or more of each city ('Phoenix, AZ' → phx). */
const CODES_OF = new Map<string, string[]>();
for (const [code, [city, state]] of Object.entries(METRO_CODES)) {
  if (code.length < 3) continue;
  const key = `${city}, ${state}`;
  CODES_OF.set(key, [...(CODES_OF.get(key) ?? []), code.toLowerCase()]);
}

/** Words saying a load is no longer there. */
const GONE =
  /\b(?:covered|withdrawn|pulled|gone|dead|taken|off\s+the\s+(?:board|table)|cancel+ed|cxl'?d|scratch|nvm|never\s*mind|no\s+longer|fell\s+through|not\s+available|(?:got|just\s+got|was|been|already|is)\s+booked|booked\s+(?:it|by)|awarded\s+to\s+(?:another|other|a\s+different)|went\s+to\s+(?:another|other|a\s+different|a\s+tl)|(?:was|been|got|is)\s+awarded\s+to\s+(?!you\b|u\b|your\b|us\b)|not\s+(?:awarded|selected)|do\s+not\s+award)\b/i;
/** The stronger words by which an option's own line marks it gone ('✗ COVERED (other carrier)'). */
const GONE_MARK =
  /\b(?:covered|withdrawn|cancel+ed|cxl'?d|dead|no\s+longer\s+available|not\s+(?:awarded|selected)|do\s+not\s+award|awarded\s+to\s+(?:another|other|a\s+different)|(?:got|was|been|already|is)\s+(?:booked|taken|gone))\b/i;
/** Words saying a load is still there: a clause saying both is no withdrawal. */
const STILL = /\b(?:still\s+(?:open|there|available|good|live|on)|is\s+live|available)\b/i;
/** 'both', 'all 3', 'all of them' before a gone word. */
const ALL = /\b(?:both|all(?:\s+(?:3|three|4|four|of\s+(?:them|those|em)))?|neither)\b/i;
/** An option's label at the start of its text: 'A)', 'B:', '1.', '#2', 'Option 1 -', '(1)'. */
const LABEL = /^[ \t]*(?:[A-Za-z][^:\n\d]{0,30}:[ \t]*)?(?:or[ \t]+)?(?:(?:option|opt\.?|load|choice)[ \t]*#?[ \t]*|#|\()?([A-D]|[1-9])(?:[ \t]*[).:]|[ \t]+-|[ \t]*(?=[ \t]))/i;

/** A row's id at its start: capitals and digits joined by hyphens ('GSP-CLT-02', 'FL-22'). */
const ROW_ID = /^[ \t]*([A-Z]{2,}(?:[-_][A-Z0-9]{1,6}){1,3})(?=[ \t|,;])/;

/** The clauses of `text` between `from` and `to`: cut at sentence ends, line breaks and commas. */
function clauses(text: string, from: number, to: number): TextRange[] {
  const out: TextRange[] = [];
  let start = from;
  for (let k = from; k <= to; k++) {
    const c = k < to ? text[k]! : '\n';
    if (c === '\n' || c === ';' || c === '!' || c === '?' || ((c === '.' || c === ',') && !/\d/.test(text[k + 1] ?? ''))) {
      if (k > start) out.push({ start, end: k });
      start = k + 1;
    }
  }
  return out;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Cheap first look: a text with no gone word withdraws no option. */
export const mayWithdraw = (text: string): boolean => GONE.test(text);

/**
 * The options of `units` (a list's loads, in text order) that the text withdraws, by index.
 * Returns an empty set unless the text holds two or more options.
 */
export function withdrawnOptions(text: string, units: readonly TextRange[], places: readonly Place[]): Set<number> {
  const gone = new Set<number>();
  if (units.length < 2 || units.length > 6) return gone;
  // A lower-case letter is a word ('a Savannah load'), not a label. A row may start with its id ('GSP-CLT-02').
  const labels = units
    .map((u) => LABEL.exec(text.slice(u.start, Math.min(u.end, u.start + 60)))?.[1] ?? ROW_ID.exec(text.slice(u.start, Math.min(u.end, u.start + 30)))?.[1] ?? null)
    .map((l) => (l && /^[a-d]$/.test(l) ? null : l));
  // A place names an option when no other option names it ('Medford OR' starts both: it names neither).
  const owners = new Map<string, Set<number>>();
  units.forEach((u, i) => {
    for (const p of places) {
      if (p.start < u.start || p.start >= u.end) continue;
      const name = p.place.split(',')[0]!.trim().toLowerCase();
      // A metro code names its city too ('phx one is covered'), R-OFFER-6.
      for (const n of [name, ...(CODES_OF.get(p.place) ?? [])]) if (n.length >= 3) owners.set(n, (owners.get(n) ?? new Set()).add(i));
    }
  });
  const names = [...owners].filter(([, o]) => o.size === 1).map(([name, o]) => ({ name, option: [...o][0]!, pattern: new RegExp(`\\b${escape(name)}\\b`, 'i') }));
  const labelPattern = (label: string) =>
    label.length > 2
      ? new RegExp(`(?<![\\w-])${escape(label)}(?![\\w-])`)
      : /\d/.test(label)
      ? new RegExp(`(?:^|[\\s(#])(?:(?:option|opt\\.?|load|choice|no\\.?)[ \\t]*)?#?${label}(?![\\d.,%:$]|[ \\t]*(?:mi\\b|miles|am\\b|pm\\b|k\\b|hrs?\\b|x\\b|loads|of\\b|\\/))`, 'i')
      : new RegExp(`(?:^|[\\s(#])(?:(?:option|opt\\.?|load|choice)[ \\t]+)?${label}(?=[ \\t]+(?:is|was|just|got|has|had|one|option)\\b|[ \\t]*(?:[,.!:)]|$))`);
  const last = units.at(-1)!;
  for (const clause of clauses(text, units[0]!.start, text.length)) {
    const body = text.slice(clause.start, clause.end);
    // 'if it gets covered', 'when it's gone': a condition, not a withdrawal.
    if (!GONE.test(body) || /\b(?:if|unless)\b|^\W*when\b/i.test(body)) continue;
    // An option's own line: its own mark when no other option is named in it.
    const inside = units.findIndex((u) => clause.start >= u.start && clause.start < u.end);
    const named = new Set<number>();
    labels.forEach((label, i) => {
      if (label && i !== inside && labelPattern(label).test(body)) named.add(i);
    });
    for (const n of names) if (n.option !== inside && n.pattern.test(body)) named.add(n.option);
    if (named.size) {
      for (const i of named) gone.add(i);
    } else if (inside >= 0 && clause.start > units[inside]!.start) {
      // Said on the option's own text after its figures ('… $480 + 55 HS ✗ COVERED').
      if (!(inside === units.length - 1 && clause.start >= lineEnd(text, last.start))) {
        if (GONE_MARK.test(body)) gone.add(inside);
      }
      else if (ALL.test(body) && !STILL.test(body)) units.forEach((_, i) => gone.add(i));
    } else if (inside < 0 && ALL.test(body) && !STILL.test(body)) units.forEach((_, i) => gone.add(i));
  }
  return gone;
}

function lineEnd(text: string, at: number): number {
  const nl = text.indexOf('\n', at);
  return nl < 0 ? text.length : nl;
}
