/**
 * Money amounts in an offer and what each one is (docs/product-rules.md, R-OFFER-4 and R-OFFER-5):
 * '$1,850', '1850 flat', '1.85k', '$1,850.00', 'all in', '$1,500 + $180 FSC', '$2.25/mi',
 * '2.25 a mile', '2.25 rpm', detention, lumper, TONU and layover pay (never the rate).
 * Works on text whose decoy numbers are already blanked (decoys.ts).
 */

type MoneyKind = 'linehaul' | 'total' | 'fsc' | 'perMile' | 'detention' | 'lumper' | 'tonu' | 'layover' | 'extra' | 'unknown';

export interface MoneyMention {
  value: number;
  kind: MoneyKind;
  start: number;
  end: number;
  /** Written with '$', cents, 'k' or a money word, not just a bare number. */
  marked: boolean;
  /** Dollars per mile ('$2.25/mi', 'FSC $0.40/mi'). */
  perMile: boolean;
  /** End of the words it was read from, with the unit ('/mi', 'FSC'). */
  sourceEnd: number;
  /** Said to be rounded or estimated ('≈ $1,346', '$1,346 est.'). */
  approximate?: boolean;
  /** A per-mile amount a pay label names ('Rate: $2.40/mi'), R-OFFER-51. */
  labelled?: boolean;
}

/** A number as written: '$ 1,850.00', '1.85k', '2.25', '1850'. */
// R-OFFER-96: cents written with no dollar digit ('FSC .35/MI', '$.30 a mile') are a per-mile amount.
const NUMBER = /((?:\$|\busd\b|\bus\$)[ \t]{0,3})?(\d{1,3}(?:,\d{3})+|\d+|(?<![\d.,])(?=\.\d{2}(?!\d)))(\.\d+)?(\s?k\b)?/gi;

const PER_MILE_AFTER = /^\s*(?:(?:dollars?|bucks|d[oó]lares|us|usd|cad)\s+)?(?:(?:du|par|le)\s+mille\b|\/\s*(?:mi|mile|loaded\s+mi(?:le)?)\b|per\s+(?:loaded\s+)?mile|a\s+mile|an?\s+mi\b|rpm\b|cpm\b|p\/?m\b|por\s+milla|la\s+milla|x\s*mi(?:le)?\b)/i;
const PER_MILE_BEFORE = /(?:rpm|rate\s+per\s+mile|per\s+mile|cpm|\/\s*mi(?:le)?)\s*[:=-]?\s*$/i;
/** '245 miles 750': a unit word of the number before is not a label of this one. */
export const UNIT_BEFORE = /\d\s*(?:k\s*)?(?:(?:loaded|total|practical|paid|short|hhg|trip)\s+)?(?:mi|miles?|millas?|mls|lbs?|pounds|libras)\.?\s*,?\s*$/i;
const PAY_BEFORE = /(?:rate|pays?|paying|pago|paga|linehaul|offer(?:ing)?)\s*(?:is|of|de)?\s*[:=-]?\s*$/i;
const ACCESSORIAL_LINE = /^\s*(detention|lumper|tonu|layover)\b/i;
const WEAK_PAY_BEFORE = /(?:^|[^\w])(?:for|at|do)\s*(?:is|of|at|de)?\s*[:=-]?\s*$/i;
const ALL_IN = /all[\s-]*in\b|allin\b|todo\s+incluido|tout\s+(?:inclus|compris)|carburant\s+inclus|incl(?:\.|uding|udes|uded)?\s+(?:fsc|fuel)|(?:fuel|fsc)\s+incl|w\/\s*fsc|with\s+fsc/i;
const KINDS: ReadonlyArray<readonly [MoneyKind, RegExp, RegExp]> = [
  // [kind, words just before, words just after]
  // R-OFFER-33: a bare 'wait' is a correction ('pays 350 no wait 395'); waiting time is detention.
  ['detention', /(?:detention|det\.?|waiting(?:\s+time)?|wait\s+time)\s*(?:pays?|is|at|of)?\s*[:=-]?\s*$/i, /^\s*(?:\/\s*h(?:ou)?r|per\s+h(?:ou)?r|an\s+hour|hr\b|detention|det\b)/i],
  ['lumper', /lumpers?\s*(?:fee|is|of)?\s*[:=-]?\s*$/i, /^\s*lumper/i],
  ['tonu', /(?:tonu|truck\s+order(?:ed)?\s+not\s+used)\s*(?:is|of|pay)?\s*[:=-]?\s*$/i, /^\s*tonu/i],
  ['layover', /layover\s*(?:pay|is|of)?\s*[:=-]?\s*$/i, /^\s*layover/i],
  // R-OFFER-33: a dispatch service's fee ('Fee 10% ($97.50)', 'dispatch fee $120') is never the rate.
  // R-OFFER-36: what the driver keeps after a dispatch service's fee ('Your net: $252', 'you net $460') is no rate either,
  // nor a quick-pay or advance amount ('2% quick pay = $1,813', R-OFFER-39).
  // R-OFFER-78: a factoring account's figures (a credit limit, an open balance, where the account
  // would stand, the room left, the fee or advance on an amount, its days to pay) are no pay for the load.
  ['extra', /(?:days?[\s-]+to[\s-]+pay|(?:credit\s+)?limit|(?:open|outstanding|unpaid)(?:\s+(?:balance|a\/r|invoices?))?(?:\s+with\s+us)?|(?:account\s+)?balance(?:\s+(?:with\s+us|owed|due))?|current(?:ly)?\s+open|you(?:'d|\s+would)\s+be\s+at|(?:available|remaining)\s+credit|(?:fee|advance)(?:\s+at)?(?:\s*\d{1,3}(?:\.\d+)?[ \t]*%)?\s+(?:on|would\s+be|will\s+be|comes\s+to)|(?:fee|advance)\b[^\n;=]{0,30}=)\s*(?:is|of)?\s*[:=-]?\s*$/i, /^\s*(?:(?:advance\s+)?room\s+left|(?:of\s+)?(?:credit|room)\s+(?:left|remaining|available))\b/i],
  ['extra', /(?:(?:dispatch(?:er)?\s+)?(?<!\b(?:flat|load|delivery|haul(?:ing)?)\s{1,2})fee[ \t(]*|quick\s*-?\s*pay(?:\s+(?:amount|price|total|net))?|(?:fuel\s+)?advance|factoring|(?:your|you|driver(?:'s)?)\s+net|net\s+to\s+(?:you|driver)|you(?:'d|\s+would)?\s+keep|reimburs(?:ed|ement)(?:\s+up\s+to)?|stop[\s-]*off|extra\s+stop|per\s+stop|tarp\s+pay|tarp|driver\s+assist|liftgate\s+fee|liftgate|pallet\s+jack|hazmat|tolls?|escort|overweight|permits?)\s*(?:fee|pay|is|of)?\s*[:=+-]?\s*$/i, /^\s*(?:stop[\s-]*off|extra\s+stop|per\s+(?:extra\s+)?stop|for\s+(?:the\s+)?(?:tarp|liftgate|extra\s+stop|driver\s+assist)|tarp\s+pay|tolls?|minimum|min\b)\b/i],
  // R-OFFER-60: 'Total with fuel: $620' is a total, not the FSC.
  // R-OFFER-96: a per-mile fuel label ('FSC per mile 0.25'); R-OFFER-97: 'gas' is the fuel of a
  // customer's or translated offer ('we would add $40 for your gas', '50 dollars gas', 'gasoline 45 dollars');
  // R-OFFER-100: and a fuel pump emoji is the fuel label ('⛽ +$50', '⛽ 0').
  ['fsc', /(?<!\btotal\s+(?:with|w\/|incl\.?|including|plus)\s{1,3})(?:fsc|fuel(?:\s+surcharge)?|fuel\s+sur-?charge|f\.s\.c\.?|combustible|carburant|(?<!\b(?:oil|and|&)\s{1,2})gas(?:oline)?|\u26fd\ufe0f?)(?:\s*\/\s*mi(?:le)?|\s+(?:per|a)\s+mile)?(?:'s|\s+is)?(?:\s+(?:extra|another|additional|separate)(?:\s+at)?)?\s*(?:is|of|de)?\s*(?:[:+(-]\s*){0,2}$/i, /^\s*(?:(?:dollars?|bucks)\s+)?(?:(?:de|in|en|of|for(?:\s+(?:the|your))?)\s+|of\s+(?:that|it|which)\s+(?:is|being)\s+)?(?:fsc|fuel|f\.s\.c|combustible|recargo|carburant|gas(?:oline)?(?!\s+(?:well|field|plant|line|station)))\b(?!\s+incl)/i],
  ['total', /(?:all[\s-]*in(?:\s+rate)?|allin|total(?:\s+(?:pay|rate|carrier\s+pay|(?:with|w\/|incl\.?|including|plus)\s+(?:fuel|fsc)))?|todo\s+incluido|pays?\s+all\s+in)\s*(?:is|of|at)?\s*[:=-]?\s*$/i, /^\s*(?:all[\s-]*in|allin|total|todo\s+incluido|incl(?:\.|uding|udes)?\s+(?:fsc|fuel)|(?:fsc|fuel)\s+incl|w\/\s*fsc|with\s+fsc)/i],
  ['linehaul', /(?:(?:^|[\s|])\$(?=\s*:)|rate|rates|pays?|gross|paying|pago|paga|pagan|ofrece|linehaul|line\s+haul|lh|offer(?:ing)?|budget|price|precio|flat|tarifa|\bfor|\bat|posted|target|\bwill\s+do|can\s+do|\bdo)\s*(?:is|of|at|de)?\s*[:=-]?\s*$/i, /^\s*(?:flat\b|linehaul|line\s+haul|lh\b|otr|firm|d[oó]lares|dollars|bucks|usd)/i],
];

/** Every money amount of a (decoy-masked) text, with its kind. Miles and weights are skipped. */
export function findMoney(masked: string): MoneyMention[] {
  const found: MoneyMention[] = [];
  for (const m of masked.matchAll(NUMBER)) {
    const [raw, dollar, whole, fraction, k] = m;
    const start = m.index;
    const end = start + raw.length;
    const prevChar = masked[start - 1] ?? ' ';
    if (/[\w.,/-]/.test(prevChar) && !dollar) continue;
    const after = lineRest(masked, end);
    const before = lineBefore(masked, start, 40);
    if (/^\w/.test(after) && !k && !PER_MILE_AFTER.test(after)) continue;
    // R-OFFER-29: a number glued to more digits by a hyphen ('Load Offer 60-118823') is a reference.
    // R-OFFER-51: so is one glued to a code ('New Offer 20417-B', 'Quote 8812-TX').
    if (!dollar && /^-(?:\d|[A-Z]{1,3}\b|[A-Z]\d)/.test(after)) continue;
    // Miles, weights and deadhead are not money, unless a pay word comes just before ('pago 900 vacío 20').
    const paid = PAY_BEFORE.test(before);
    if (!dollar && !paid && /^\s*-?(?:k\s*)?(?:(?:loaded|total|practical|paid|short)\s+miles|mi\b|mi\.|miles?|mls?\b|millas?|milles\b|loaded\b|lbs?\b|#|pounds|libras|lb\b|out\b|away\b|dh\b|deadhead|empty|vac[ií]o)/i.test(after)) continue;
    // R-OFFER-37: 'a 781-mile run' names miles too.
    if (!dollar && /^\s*(?:k\s*)?-?(?:mi\b|mi\.|miles?|millas?|lbs?\b|#|pounds|libras)/i.test(after)) continue;
    if (!dollar && !UNIT_BEFORE.test(before) && /(?:dh(?:-?[od])?|deadhead|(?<!\/\s*)\bmi(?=\s*[:=])|miles|mileage|millas|trip|weight|wt|peso|lbs|vac[ií]o|empty)\s*(?:\(\s*(?:approx|est|estimated|aprox)\.?\s*\))?\s*[:=-]?\s*$/i.test(before)) continue;
    // The pattern fixes the shape (comma groups, one decimal point), so Number reads it.
    let value = Number(`${whole.replace(/,/g, '')}${fraction ?? ''}`);
    if (k) value = Math.round(value * 1000 * 100) / 100;
    const money = Boolean(dollar || k || (fraction && fraction.length === 3));
    let kind: MoneyKind = 'unknown';
    let sourceEnd = end;
    const perMileUnit = PER_MILE_AFTER.exec(after);
    // '781mi @ 2.25': a small amount with cents after '@' is dollars per mile.
    const atRate = !perMileUnit && Boolean(fraction) && value < 10 && /@\s*$/.test(before);
    // R-OFFER-17: oilfield pay per loaded and per empty mile ('$3.50 loaded / $1.75 empty', '$4.50 /
    // $2.25'): the loaded rate is the per-mile linehaul; the empty rate pays the deadhead, never the load.
    const small = Boolean(fraction) && !k && value < 10;
    if (small && (/^\s*(?:\/\s*)?empty\b/i.test(after) || /\$\s?\d{1,2}\.\d{2}\s*\/\s*$/.test(before))) continue;
    const loadedPair = small && /^\s*(?:loaded\b|\/\s*\$?\s?\d{1,2}\.\d{2}\b)/i.test(after);
    let perMile = Boolean(perMileUnit) || PER_MILE_BEFORE.test(before) || atRate || loadedPair;
    if (!whole && !perMile) continue;
    if (perMileUnit) sourceEnd = end + perMileUnit[0].length;
    // 'two twenty five a mile' arrives as 225: spoken per-mile rates are dollars and cents.
    if (perMile && value >= 20 && !fraction && !dollar) value = value / 100;
    // A label before the amount wins over a word after it ('rate 1,400 FSC 160'); a word after it
    // counts only when no other amount follows it ('$850 detention $50/hr': 850 is not detention).
    const worded = /[a-z\u26fd]/i.test(before);
    // R-OFFER-29: a short note in brackets between a label and its amount ('FSC (18%): $81.00',
    // 'Rate (USD): 900') leaves the label the amount's.
    // R-OFFER-38: so does a rounding word ('FSC (approx 180)', 'fuel about $150').
    const label = before.replace(/\([^()\n]{0,16}\)([ \t]*[:=-]?[ \t]*)$/, '$1').replace(/(?:\(|\b)[ \t]*(?:approx\.?|approximately|about|around|est\.?|estimated|~)[ \t]*$/i, '');
    const pre = worded ? KINDS.find(([, before_]) => before_.test(label)) : undefined;
    // 'for 1967 Mustang', 'pick up is at 1030': after 'for' / 'at' / 'do' only an amount written as
    // money ('for $1,850', 'at 2.25') is the linehaul; a bare number stays unknown (R-OFFER-4).
    if (pre && !(pre[0] === 'linehaul' && !money && !fraction && WEAK_PAY_BEFORE.test(before))) kind = pre[0];
    else {
      const rest = perMileUnit ? lineRest(masked, sourceEnd) : after;
      for (const [name, , post] of KINDS) {
        const word = post.exec(rest);
        if (word && !/^\s*:?\s*\$?\d/.test(rest.slice(word[0].length))) {
          kind = name;
          sourceEnd += word[0].length;
          break;
        }
      }
    }
    // 'RATE: 2.15', '$2.35 all in': no load pays under $10, so a labelled rate that small is per mile (R-OFFER-14).
    if ((kind === 'linehaul' || kind === 'total') && fraction && !k && value < 10) perMile = true;
    // 'Detention: $50.00/hr after 2 free hours, max $300': the rest of an accessorial's line is its own.
    if (kind === 'unknown') {
      const head = ACCESSORIAL_LINE.exec(lineBefore(masked, start, 80));
      if (head) kind = head[1]!.toLowerCase().startsWith('det') ? 'detention' : (head[1]!.toLowerCase() as MoneyKind);
    }
    // R-OFFER-107: a price plus a smaller amount and no word for it ('$560 + $65', 'pays 320 + 35,')
    // is the linehaul and its fuel.
    if (kind === 'unknown' && !perMile && value >= 5 && /^\s*(?:$|[,.;·|(])/.test(after)) {
      const plus = /(?:^|[^\d.,])\$?[ \t]?(\d{1,3}(?:,\d{3})+|\d{3,5})(?:\.\d{2})?[ \t]*\+[ \t]*\$?[ \t]?$/.exec(before);
      if (plus && value <= Number(plus[1]!.replace(/,/g, '')) / 2) kind = 'fsc';
    }
    const labelled = perMile && (kind === 'linehaul' || kind === 'total') && Boolean(pre);
    if (perMile && kind !== 'fsc') kind = 'perMile';
    if (kind === 'unknown' && !money && !fraction) {
      // A bare number is an amount only in the range loads pay (R-OFFER-5).
      if (value < 150 || value > 15_000) continue;
    }
    if (kind === 'unknown' && value < 50) continue;
    // R-OFFER-85: and an amount whose label says it is an estimate ('Est. Linehaul: $272', 'Estimated total $640').
    const approximate =
      /(?:≈|~|\bapprox\.?|\best\.?|\bestimated|\babout|\baround|\broughly|\bapproximately)\s*$/i.test(before) ||
      /^\s*(?:est\b|estimated\b)/i.test(after) ||
      /\b(?:est\.?|estimated|approx\.?)[ \t]+(?:line[ \t]*haul|linehaul|total|rate|pay|gross|amount)[ \t]*(?:\(\w+\))?[ \t]*[:=-]?[ \t]*$/i.test(before);
    found.push({ value, kind, start, end, marked: money || kind !== 'unknown', perMile, sourceEnd, ...(approximate ? { approximate } : {}), ...(labelled ? { labelled } : {}) });
  }
  return found;
}

/** True when the text says the amount includes fuel ('all in', 'incl FSC', 'todo incluido'). */
export const saysAllIn = (text: string): boolean => ALL_IN.test(text);

/** Up to 30 characters after `at`, not past the end of the line. */
function lineRest(text: string, at: number): string {
  const rest = text.slice(at, at + 30);
  const nl = rest.indexOf('\n');
  return nl < 0 ? rest : rest.slice(0, nl);
}

/** Up to `length` characters before `at`, not before the start of its line. */
export function lineBefore(text: string, at: number, length: number): string {
  const window = text.slice(Math.max(0, at - length), at);
  return window.slice(window.lastIndexOf('\n') + 1);
}
