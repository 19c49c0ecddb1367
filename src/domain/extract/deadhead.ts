/**
 * Deadhead said loosely (docs/product-rules.md, R-OFFER-70): when no deadhead was read beside its
 * label (miles.ts, R-OFFER-5), the empty miles are often said a few words away from the word that
 * names them, asked for and answered on the next line, or shown by a map app's route from the
 * driver's location to the pick-up. Works on the decoy-masked text (times, dates, phones blanked).
 */
import { linesOf, type TextRange } from './tokens';

export interface LooseDeadhead {
  value: number;
  start: number;
  end: number;
}

const CUE = String.raw`(?:\bdh\b(?!-?d\b)|\bdead\s*-?\s*head(?:ing)?\b|\bempty\s+(?:miles?|mi\b|run|from|to)|\bmillas\s+vac[ií]as|\bvac[ií]o\b)`;
/**
 * A cue, then up to 60 characters without digits or money (a stop number like '#1' or 'Stop 1' may
 * sit there), then the number with an optional 'about' or '≈' and unit. Not 'DH pay' / 'empty
 * rate', which are money.
 */
const NEAR = new RegExp(
  String.raw`${CUE}((?:[^\d\n$.!?]|\.(?=\S)|#\d{1,2}\b|\bstop\s*\d{1,2}\b|\bpu\s*\d\b){0,60}?)` +
    String.raw`(?:[:=≈~]|\b(?:is|are|about|around|approx\.?|roughly|like|only|just|of)\b|[ \t(])[ \t]*~?[ \t]*(\d{1,3})(?!\d|[.,]\d|[/:%$]|\s*(?:lbs?|#|pounds|k\b|pm|am|min|h\b|hrs?|hours?|ft|'|pallets?|pcs|pieces?|stops?))`,
  'gi',
);
const MONEY_CUE = /\b(?:pay|paid|rate|comp|per\s+mile|\/mi|rpm|\$)/i;

/** A line asking for the deadhead ('deadhead?', 'DH?', 'empty from Edmond?', 'what about deadhead from Pooler'). */
const QUESTION = new RegExp(String.raw`(?:${CUE}|\bhow\s+far\s+(?:to|from|is)\s+(?:the\s+)?(?:shipper|pick\s*-?\s*up|pu|you|me)\b|\bempty\b)[^\n\d]*(?:\?|$)`, 'im');
const ASKS = /\?|\bwhat\s+about\b|\bhow\s+about\b/i;
const ANSWER = /^[^\d\n]{0,90}?(?:\b|~|≈)(\d{1,3})(?!\d|[.,]\d|[/:%$])(?:[ \t]*(?:mi\b|miles?|millas?))?/i;

/** A map app's route from the driver ('Your location → Lafayette, LA · 26 min · 21 mi'). */
const YOU_ARE_HERE = /\b(?:your|current|my)\s+location\b/i;
const ROUTE_MILES = /(?<![\d.,$])(\d{1,3})(?:\.\d)?[ \t]*(?:mi\b|miles?\b)/i;


/**
 * The deadhead in a load's text when its label did not sit right beside it, or null. `loaded` is
 * the loaded miles read (a deadhead is shorter), `taken` the figures already given another role.
 */
export function looseDeadhead(masked: string, unit: TextRange, loaded: number | null, taken: readonly TextRange[]): LooseDeadhead | null {
  const free = (start: number, end: number) => !taken.some((t) => start < t.end && end > t.start);
  const fits = (value: number) => value <= 300 && (loaded === null || value < loaded);
  const text = masked.slice(unit.start, unit.end);

  for (const m of text.matchAll(NEAR)) {
    const value = Number(m[2]);
    const start = unit.start + m.index + m[0].length - m[2]!.length;
    if (MONEY_CUE.test(m[1] ?? '')) continue;
    if (fits(value) && free(start, start + m[2]!.length)) return { value, start, end: start + m[2]!.length };
  }

  const asked = QUESTION.test(text) && ASKS.test(text);
  const mapped = YOU_ARE_HERE.test(text);
  if (!asked && !mapped) return null;
  const all = linesOf(masked, unit);
  const nonEmpty = all.filter((l) => masked.slice(l.start, l.end).trim() !== '');
  for (let i = 0; asked && i < nonEmpty.length - 1; i++) {
    const q = masked.slice(nonEmpty[i]!.start, nonEmpty[i]!.end);
    if (/\d/.test(q.replace(/^[^:\n]{0,32}:/, '')) || !QUESTION.test(q) || !ASKS.test(q)) continue;
    // The answer is on one of the next two lines (the first may be the sender's name and time).
    for (const line of nonEmpty.slice(i + 1, i + 3)) {
      const body = masked.slice(line.start, line.end);
      if (ASKS.test(body)) break;
      const a = ANSWER.exec(body.replace(/^[^:\n]{1,32}:/, (s) => ' '.repeat(s.length)));
      if (!a) continue;
      const value = Number(a[1]);
      const start = line.start + a.index + a[0].search(/\d/);
      if (fits(value) && free(start, start + a[1]!.length)) return { value, start, end: start + a[1]!.length };
      break;
    }
  }

  for (let i = 0; mapped && i < all.length; i++) {
    const here = masked.slice(all[i]!.start, all[i]!.end);
    if (!YOU_ARE_HERE.test(here)) continue;
    for (const line of all.slice(i, i + 3)) {
      const body = masked.slice(line.start, line.end);
      if (line !== all[i] && YOU_ARE_HERE.test(body)) break;
      const r = ROUTE_MILES.exec(line === all[i] ? body.slice(YOU_ARE_HERE.exec(body)!.index) : body);
      if (!r) continue;
      const offset = line === all[i] ? YOU_ARE_HERE.exec(body)!.index : 0;
      const start = line.start + offset + r.index;
      const value = Number(r[1]);
      if (fits(value) && free(start, start + r[1]!.length)) return { value, start, end: start + r[1]!.length };
      break;
    }
  }
  return null;
}
