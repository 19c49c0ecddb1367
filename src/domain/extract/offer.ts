/**
 * The offer reader: a load offer's text (a broker's text message, an e-mail, a load-board row, a
 * group post, a voicemail transcript) → the loads it holds, each field with its confidence and
 * the words it came from. The rules are docs/product-rules.md, 'Reading offers' (R-OFFER-n).
 * Pure and linear-time: runs in the browser and in Node, no network, no clock.
 */
import { roadMilesEstimate, type GazetteerIndex } from '../distance';
import { formatDollars, toCents } from './amounts';
import { looseDeadhead } from './deadhead';
import { maskDecoys, maskSpans } from './decoys';
import { findAccessorials, findBroker, findEquipment, findLoadReference, findPickupDate, findStopCount, findWeight } from './details';
import { DROP_LABEL, PICKUP_LABEL } from './labels';
import { readLabelGrid } from './label-grid';
import { slavicTruckingWords } from './cyrillic';
import { dollarsBefore, dotThousands, emojiLabels, flattenRecords, joinStackedLabels, labelQuotedAnswers, repairOcrDigits, struckOut } from './layout';
import { findMiles, type MilesMention } from './miles';
import { findMoney, lineBefore, saysAllIn, type MoneyMention } from './money';
import {
  MAX_OFFER_TEXT_LENGTH,
  NO_LOAD_FOUND_MESSAGE,
  OFFER_TOO_LONG_MESSAGE,
  type FoundField,
  type OfferReading,
  type OfferReadResult,
} from './offer-types';
import { cityAlone, cityEndingAt, findPlaces, type PlaceMention } from './places';
import { senderPlaces } from './offer-sender';
import { mayWithdraw, withdrawnOptions } from './offer-options';
import { agreedFigure, commentarySentence, correctionAfter, CORRECTED_BEFORE, lastCancellation, loadGone, noticeKind, NOW_AFTER, retracts, pastLoadSentence, replacedFigures } from './offer-thread';
import { spokenNumbersToDigits } from './spoken';
import { modelScorer, type OfferScorer } from './offer-learned';
import { SCORER_MODEL } from './offer-scorer-weights';
import { placeScorer } from './offer-learned-places';
import { PLACE_MODEL } from './offer-place-weights';
import { noLoadScorer } from './offer-learned-loads';
import { LOAD_MODEL } from './offer-load-weights';
import { decodeTransport } from './transport';
import { readTable, type Prepared } from './table';
import { linesOf, type TextRange } from './tokens';

export interface ReadOfferOptions {
  /** The gazetteer (distance.ts): places are snapped to it and missing miles estimated. */
  places?: GazetteerIndex;
  /** R-OFFER-62: the learned candidate scorer; the trained one unless given (null: rules alone). */
  scorer?: OfferScorer | null;
  /**
   * R-OFFER-95: the learned check that a text holds a load; the trained one unless given, none
   * when reading with the rules alone (`scorer: null`) or when null.
   */
  noLoad?: ((text: string, loads: readonly OfferReading[]) => boolean) | null;
}

const numberScorer = modelScorer(SCORER_MODEL);
const trainedNoLoad = noLoadScorer(LOAD_MODEL);
const stopScorer = placeScorer(PLACE_MODEL);
/** R-OFFER-63 then R-OFFER-62: the stops first, read on the rules' miles; then miles, deadhead and rate. */
const trainedScorer: OfferScorer = (context) => {
  stopScorer(context);
  numberScorer(context);
};

/** Confidence levels (R-OFFER-10). Below 0.7 the review card marks a field. */
const SURE = 0.95;
const LABELLED = 0.9;
const READ = 0.8;
const GUESSED = 0.6;
const ESTIMATED = 0.5;

/** Characters that carry no words: zero-width marks, other spaces, control characters → ' '. */
function prepare(text: string): string {
  // R-OFFER-27, R-OFFER-28: OCR's letters in numbers, a detail pane's label above its value.
  // R-OFFER-49: '1 150,00 $' is '$1,150.00'. R-OFFER-98, R-OFFER-99: a record's city and state fields are one place, its amount objects their key's value;
  // R-OFFER-100: emojis standing for labels and digits; R-OFFER-102: struck-through words are blank;
  // R-OFFER-103: a Russian or Ukrainian dispatcher's trucking words; R-OFFER-109: '1.150 dollars' is 1,150.
  return joinStackedLabels(
    labelQuotedAnswers(dollarsBefore(repairOcrDigits(emojiLabels(struckOut(slavicTruckingWords(dotThousands(flattenRecords(text))))))))
      .replace(/\r\n?/g, (m) => (m.length === 2 ? ' \n' : '\n'))
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f\u00a0\u1680\u2000-\u200f\u2028-\u202f\u205f\u2060\u3000\ufeff]/g, ' ')
      // A TMS screen's dot leaders ('LOADED MILES ....... 256') read as a label's ':' (R-OFFER-14).
      .replace(/ \.{4,}(?= )/g, (m) => `:${' '.repeat(m.length - 1)}`)
      // R-OFFER-51: and so do two or three dots after a label that starts its line ('Loaded miles .. 387'),
      // R-OFFER-90: and a single one among other dot leaders ('Deadhead (our estimate) . 0').
      .replace(leaderDots(text), (m, label: string) => `${label}:${' '.repeat(m.length - label.length - 1)}`)
      // R-OFFER-37: chat markdown around labels ('*Miles:* 781', '`$1,850`') is no part of the words.
      .replace(/\*+(?=[A-Za-z:$\s`]|$)|(?<=[A-Za-z0-9:.!)])\*+|`+/gm, (m) => ' '.repeat(m.length))
      // R-OFFER-52: a JSON key is a label ('"deadhead_mi": 0' reads as ' deadhead mi : 0'),
      // R-OFFER-99: in single quotes too, its camel-case words apart ("'dh_mi': 0", '"estimatedTotal": 425').
      .replace(/(["'])([A-Za-z]{2,30}(?:_[A-Za-z]{1,20}){0,3})\1(?=[ \t]*:)/g, (all: string, _q, key: string) => keyWords(key, all.length))
      // R-OFFER-60: a two-column key / value table row ('| **Linehaul** | $560 |') is a label and its value.
      .replace(/^([ \t]*\|[^|\n]{1,60})\|(?=[ \t*]*[$~\d][^|\n]{0,80}\|[ \t]*$)/gm, (row, label: string) => (/[A-Za-z]/.test(label) ? `${label}:` : row))
      // R-OFFER-60: every right arrow ('➜', '➔', '⟶', '⇨', '➤') joins a lane as '→' does.
      .replace(/[➔➙➛➜➝➞➟➠➢➣➤➥➦⟶⟹⇨⇾⇢]/g, '→')
      // R-OFFER-30: a table drawn with box characters ('│ Amarillo TX │ 287 │') reads like one drawn with '|'.
      .replace(/[│┃║┆┊]/g, '|')
      .replace(/[─━═┌┐└┘├┤┬┴┼╔╗╚╝╠╣╦╩╬]/g, '-'),
  );
}

/** A record's key as the words of a label, `length` characters long ('"estimatedTotal"' → 'estimated Total '). */
function keyWords(key: string, length: number): string {
  const words = key.replace(/_/g, ' ');
  const split = words.replace(/([a-z])(?=[A-Z])/g, '$1 ');
  return split.length <= length - 1 ? ` ${split}`.padEnd(length, ' ') : ` ${words} `;
}

/** R-OFFER-51, R-OFFER-90: the short dot leaders after a label; one dot counts when the text has longer leaders. */
function leaderDots(text: string): RegExp {
  let long = 0;
  for (const _ of text.matchAll(/ \.{4,} /g)) if (++long >= 2) break;
  return long >= 2 ? /^([ \t]*[A-Za-z][A-Za-z /()#-]{0,30}) \.{1,3}(?= )/gm : /^([ \t]*[A-Za-z][A-Za-z /()#-]{0,30}) \.{2,3}(?= )/gm;
}

export function readOffer(pasted: string, options: ReadOfferOptions = {}): OfferReadResult {
  // R-OFFER-3: over the limit, refuse before reading anything.
  if (pasted.length > MAX_OFFER_TEXT_LENGTH) return { status: 'too_long', message: OFFER_TOO_LONG_MESSAGE };
  // R-OFFER-48: an e-mail's raw source is read as the words its sender wrote.
  const text = decodeTransport(pasted);
  const spoken = spokenNumbersToDigits(prepare(text));
  const scorer = options.scorer === undefined ? trainedScorer : (options.scorer ?? undefined);
  const prepared: Prepared = { original: text, text: spoken.text, masked: '', toOriginal: spoken.original, index: options.places, scorer, ruled: new Map() };
  const places = twinCities(prepared.text, findPlaces(prepared.text, options.places), options.places);
  prepared.found = places;
  prepared.masked = maskSpans(maskDecoys(prepared.text), places);

  // R-OFFER-8: a load board's table (a header row over rows) is read column by column.
  const table = readTable(prepared);
  // R-OFFER-92: a table of one load with no deadhead column takes a deadhead said under it ('Deadhead
  // from Auburn yard is 7 mi').
  if (table.length === 1 && !table[0]!.deadhead) {
    const dh = findMiles(prepared.masked).find((m) => m.kind === 'deadhead' && !/\t|\|/.test(lineAround(prepared.text, m.start)));
    if (dh) table[0]!.deadhead = field(prepared, dh.value, READ, dh.start, dh.sourceEnd);
  }
  if (table.length) return { status: 'ok', loads: table };
  // R-OFFER-86: a sheet whose every row went to others holds no load.
  if (table.gone) return { status: 'empty', message: NO_LOAD_FOUND_MESSAGE };

  const excluded = excludedRanges(prepared.text, places);
  const outside = (r: readonly TextRange[]) => (m: { start: number }) => !r.some((x) => m.start >= x.start && m.start < x.end);
  // R-OFFER-21: the sender's own office is no stop.
  const sender = senderPlaces(prepared.text, places);
  // R-OFFER-20: a place named as the one replaced ('Hutchinson KS, not Wichita KS') is no stop.
  // R-OFFER-32: and so is every other mention of it ('drops … Gainesville FL' … 'Ocala FL instead of Gainesville').
  const negatedPlaces = new Set(places.filter((p) => placeNegated(prepared.text, p.start)).map((p) => p.place));
  let kept = places.filter(outside(excluded)).filter((p) => !sender.has(p) && !negatedPlaces.has(p.place));
  let money = findMoney(prepared.masked);
  let miles = findMiles(prepared.masked);
  // R-OFFER-14: in a chat export, only the lines of the one offering the load are the offer.
  const others = otherSendersLines(prepared.text, kept);
  if (others.length) {
    kept = kept.filter(outside(others));
    money = money.filter(outside(others));
    miles = miles.filter(outside(others));
  }

  // R-OFFER-32: a load taken back by a later message is not offered: cancelled ('scratch that, …
  // cancelled'), it is dropped; corrected ('typo, CONROE', 'I had it backwards'), it is read with
  // its correction as one load (the corrected figures and stops win, the rest carries over).
  let units: TextRange[] = [];
  const found = mergeQuotedRepeats(prepared.text, loadUnits(prepared, kept, money, miles), kept);
  found.forEach((unit, k) => {
    const next = found[k + 1];
    if (next) {
      const lineEnd = prepared.text.indexOf('\n', unit.start);
      const from = lineEnd < 0 || lineEnd > unit.end ? unit.end : lineEnd;
      const to = inRange(kept, next)[0]?.start ?? next.end;
      const taken = from < to ? retracts(prepared.text.slice(from, to)) : null;
      if (taken === 'corrected') next.start = unit.start;
      if (taken) return;
    }
    units.push(unit);
  });
  // R-OFFER-79: options withdrawn later in the thread are no loads; the one option left is read
  // with the messages after the list (its haggled price, the deadhead asked about).
  // The places each option names: those found with a state, and the cities alone its reading took.
  const optionPlaces =
    units.length >= 2 && units.length <= 6 && mayWithdraw(prepared.text)
      ? [
          ...kept,
          ...units.flatMap((unit) => {
            const r = readLoad(prepared, unit, kept, money, miles, null, false);
            return [r?.origin, r?.destination].flatMap((f) => (f ? [{ place: f.value, start: unit.start }] : []));
          }),
        ]
      : kept;
  const withdrawn = withdrawnOptions(prepared.text, units, optionPlaces);
  let reader = prepared;
  if (withdrawn.size && withdrawn.size === units.length) return { status: 'empty', message: NO_LOAD_FOUND_MESSAGE };
  if (withdrawn.size) {
    const gone = units.filter((_, i) => withdrawn.has(i));
    units = units.filter((_, i) => !withdrawn.has(i));
    if (units.length === 1) {
      units = [{ start: units[0]!.start, end: prepared.text.length }];
      const blank = (s: string) => gone.reduce((t, r) => t.slice(0, r.start) + t.slice(r.start, r.end).replace(/[^\n]/g, ' ') + t.slice(r.end), s);
      const left = outside(gone);
      kept = kept.filter(left);
      money = money.filter(left);
      miles = miles.filter(left);
      reader = { ...prepared, text: blank(prepared.text), masked: blank(prepared.masked), found: prepared.found?.filter(left) };
    }
  }
  const shared = sharedDetails(reader.text);
  const loads: OfferReading[] = [];
  for (const unit of units) {
    const reading = readLoad(reader, unit, kept, money, miles, units.length > 1 ? shared : null);
    // R-OFFER-108: the same load said again (a translation shown with its original, a post
    // repeated) is one load: same stops, same miles, same price.
    if (reading && !loads.some((l) => sameLoad(l, reading))) loads.push(reading);
  }
  // R-OFFER-91: a deadhead said once for every load of a list ('Both pick tomorrow 7 AM, DH 0 from
  // the Lubbock yard'), on a line of no load's own, is each load's that has none.
  if (loads.length >= 2 && loads.length <= 12 && loads.some((l) => !l.deadhead)) {
    const common = miles.find(
      (m) => m.kind === 'deadhead' && !units.some((u) => m.start >= u.start && m.start < u.end) && /\b(?:both|all|each|every|either)\b/i.test(lineAround(reader.text, m.start)),
    );
    if (common) for (const l of loads) l.deadhead ??= field(reader, common.value, GUESSED + 0.05, common.start, common.sourceEnd);
  }
  // R-OFFER-34: labels written apart from their values (a row of labels over a row of values, a
  // block of labels over a block of values) give their fields to the one load.
  if (loads.length === 1) {
    const grid = readLabelGrid(prepared.text, options.places);
    if (grid.length >= 2) {
      const load = loads[0]!;
      for (const g of grid) load[g.field] = field(prepared, g.value as never, LABELLED, g.start, g.end);
    }
  }
  // R-OFFER-22: a payment notice, or a text saying it has no load and naming no price it pays
  // (only a bare number, which is then a truck, a year or a time), holds no load.
  const notice = noticeKind(prepared.text);
  const priced = loads.some((l) => l.rate !== null && !l.rate.estimated && l.rate.confidence > GUESSED);
  // R-OFFER-31: a load said to be gone (expired, withdrawn, booked by another carrier, cancelled) is no offer.
  if (notice === 'payment' || (!withdrawn.size && ((notice === 'noLoad' && !priced) || loadGone(prepared.text)))) return { status: 'empty', message: NO_LOAD_FOUND_MESSAGE };
  // R-OFFER-95: the learned check may still say the text offers no load (docs/decisions/016); it
  // weighs the loads as the rules read them, before the scorer's picks (R-OFFER-110).
  const noLoad = options.noLoad === undefined ? (options.scorer === null ? null : trainedNoLoad) : options.noLoad;
  if (loads.length && noLoad?.(pasted, loads.map((l) => ({ ...l, ...prepared.ruled?.get(l) })))) return { status: 'empty', message: NO_LOAD_FOUND_MESSAGE };
  return loads.length ? { status: 'ok', loads } : { status: 'empty', message: NO_LOAD_FOUND_MESSAGE };
}

/** R-OFFER-108: two readings of one load: the same stops, miles and price, all read. */
function sameLoad(a: OfferReading, b: OfferReading): boolean {
  const same = <T>(x: FoundField<T> | null | undefined, y: FoundField<T> | null | undefined) => Boolean(x && y && !x.estimated && !y.estimated && x.value === y.value);
  return same(a.origin, b.origin) && same(a.destination, b.destination) && same(a.miles, b.miles) && same(a.rate, b.rate);
}

/** R-OFFER-20, R-OFFER-32: a place named as the one replaced ('not Wichita', 'instead of Gainesville'). */
function placeNegated(text: string, at: number): boolean {
  return /\b(?:not|instead[ \t]+of|en[ \t]+vez[ \t]+de)[ \t]+(?:in[ \t]+|to[ \t]+|at[ \t]+)?$/i.test(text.slice(Math.max(0, at - 16), at));
}

/**
 * R-OFFER-24: a metro written as its two cities ('Dallas/Fort Worth TX', 'Minneapolis & St Paul
 * MN', 'Dallas-Fort Worth, TX' beside another stop) is the first city named, the main one.
 */
function twinCities(text: string, places: PlaceMention[], index: GazetteerIndex | undefined): PlaceMention[] {
  if (!index) return places;
  return places.map((p, i) => {
    if (p.how !== 'state' || !p.city) return p;
    const lineStart = lineStartOf(text, p.start);
    const sep = /[ \t]*(?:\/|&)[ \t]*$|(?<=[A-Za-z.])-$/.exec(text.slice(Math.max(lineStart, p.start - 4), p.start));
    if (!sep) return p;
    const at = p.start - sep[0].length;
    const previous = places[i - 1];
    if (previous && previous.end > at - 3 && previous.end >= lineStart) return p;
    // 'Houston-Dallas TX' alone on its line may be a lane: a hyphen joins a metro only beside another stop.
    const sameLine = (o: PlaceMention | undefined) => o !== undefined && !text.slice(Math.min(o.start, p.start), Math.max(o.start, p.start)).includes('\n');
    if (sep[0].endsWith('-') && !sameLine(places[i - 1]) && !sameLine(places[i + 1])) return p;
    const twin = cityEndingAt(text.slice(Math.max(lineStart, at - 40), at), index);
    if (!twin || twin.city.state !== p.city.state || twin.city === p.city) return p;
    return { place: twin.place, city: twin.city, start: at - twin.length, end: p.end, how: 'state' };
  });
}

/** Details a list states once for all its loads ('All hotshot', the broker's name), read once. */
function sharedDetails(text: string) {
  return { equipment: findEquipment(text), date: findPickupDate(text), broker: findBroker(text) };
}
type Shared = ReturnType<typeof sharedDetails>;

/**
 * R-OFFER-7: the broker's signature block (from 'Thanks', 'Regards', '--' on) and bill-to / remit-to
 * / office addresses (the line and the two after it) hold no stops.
 */
function excludedRanges(text: string, places: readonly PlaceMention[]): TextRange[] {
  const ranges: TextRange[] = [];
  const lines = linesOf(text);
  let signature = -1;
  lines.forEach((line, i) => {
    const body = text.slice(line.start, line.end);
    // A sign-off is a short line of its own ('Thanks,', 'Best regards'), not 'Best I can do is $1,650'.
    const signOff = /^\s*(?:thanks|thank\s+you|thx|tks|regards|best(?:\s+regards)?|cheers|sincerely|respectfully|--+|—|_{2,}|sent\s+from|gracias|saludos|atentamente)(?:[\s,.!-]*$|[\s,.!-]+[A-Za-z .]{0,24}$)/i;
    if (signature < 0 && i > 0 && body.length <= 40 && signOff.test(body) && !/\d/.test(body)) {
      signature = i;
    }
    const office = /\b(?:bill(?:ing)?\s*to|remit(?:\s*to)?|invoices?\s+to|mail\s+(?:invoices|to)|our\s+office|office\s*:|hq\b|headquarters|fax\b|main\s+office|corporate)\b/i.exec(body);
    // A heading ('Remit to:', 'HQ') takes the address lines under it; said in passing, its line only.
    if (office) ranges.push({ start: line.start, end: lines[/^[\s*•-]*$/.test(body.slice(0, office.index)) ? Math.min(lines.length - 1, i + 2) : i]!.end });
  });
  // R-OFFER-16: a rule line ('—', '---') with another lane after it (a line naming two places)
  // separates the items of a list; it starts no signature.
  if (signature >= 0 && /^\s*(?:-{2,}|—|_{2,})\s*$/.test(text.slice(lines[signature]!.start, lines[signature]!.end))) {
    const after = lines.slice(signature + 1, signature + 4);
    if (after.some((line) => inRange(places, line).length >= 2)) signature = -1;
  }
  if (signature >= 0) {
    // A signature ends where an earlier message starts (a forward or a quoted reply).
    const next = lines.findIndex((line, i) => i > signature && EARLIER_MESSAGE.test(text.slice(line.start, line.end)));
    ranges.push({ start: lines[signature]!.start, end: next < 0 ? text.length : lines[next]!.start });
  }
  return ranges;
}

/** A chat export's message header: '[11/20/26, 9:14 AM] Mike - Coyote: ' (iOS), '12/4/26, 14:32 - Jose: ' (Android). */
const CHAT_HEADER = /^\s*\[?\d{1,2}\/\d{1,2}\/\d{2,4},?[ \t]{1,3}\d{1,2}:\d{2}(?::\d{2})?(?:[ \t]?[ap]\.?m\.?)?\]?[ \t]{0,3}-?[ \t]{0,3}([^:\n]{1,40}?):[ \t]/i;

/**
 * R-OFFER-14: a chat export with two or more senders. The sender whose messages name the most
 * places is the one offering the load; the others' messages (a driver's 'im still 40 mi out',
 * 'can u do 2.40') are returned as ranges that hold no part of the offer.
 */
function otherSendersLines(text: string, places: readonly PlaceMention[]): TextRange[] {
  const messages: Array<TextRange & { sender: string }> = [];
  for (const line of linesOf(text)) {
    const header = CHAT_HEADER.exec(text.slice(line.start, line.end));
    if (header) messages.push({ start: line.start, end: line.end, sender: header[1]!.trim().toLowerCase() });
    else if (messages.length) messages.at(-1)!.end = line.end;
  }
  const senders = new Map<string, number>();
  for (const m of messages) senders.set(m.sender, (senders.get(m.sender) ?? 0) + inRange(places, m).length);
  if (senders.size < 2) return [];
  let offerer = messages[0]!.sender;
  for (const [sender, count] of senders) if (count > senders.get(offerer)!) offerer = sender;
  return messages.filter((m) => m.sender !== offerer);
}

const MAX_PAY = 25_000;

/** Once per text, not once per load of a long list (R-OFFER-13: linear time). */
const earlierStarts = new WeakMap<Prepared, number>();
const HEADER_LINE = /^\s*(?:from|sent|to|cc|subject|date|re|fw|fwd)\s*:/i;

/**
 * Where the earlier messages of a reply start: the first forward / quote marker or 'From:' header
 * that has words of the newest message above it (a header block at the very top is the newest
 * message's own). The text's length when there is none.
 */
function earlierMessageStart(text: string): number {
  let content = false;
  for (const line of linesOf(text)) {
    const body = text.slice(line.start, line.end);
    if (content && EARLIER_MESSAGE.test(body)) return line.start;
    if (body.trim() !== '' && !HEADER_LINE.test(body) && !EARLIER_MESSAGE.test(body)) content = true;
  }
  return text.length;
}

const EARLIER_MESSAGE = /^\s*(?:-{2,}\s*(?:original|forwarded)\s+message|>|on\s.{0,80}\swrote:|from:\s)/i;



/** The items of a list sorted by start that start inside `r` (binary search: lists can be long). */
function inRange<T extends { start: number }>(list: readonly T[], r: TextRange): T[] {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]!.start < r.start) lo = mid + 1;
    else hi = mid;
  }
  let end = lo;
  while (end < list.length && list[end]!.start < r.end) end += 1;
  return list.slice(lo, end);
}

/** A stretch of text that reads as a whole load on its own: two places and a price or miles. */
function isWholeLoad(r: TextRange, places: readonly PlaceMention[], money: readonly MoneyMention[], miles: readonly MilesMention[]): boolean {
  const distinct = new Set(inRange(places, r).map((p) => p.place));
  return distinct.size >= 2 && (inRange(money, r).length > 0 || inRange(miles, r).some((m) => m.kind === 'loaded'));
}

// R-OFFER-33: a dictated list says its items in words ('first one … second one …').
const INLINE_ITEM =
  /(?:^|(?<=[\s.;,]))(?:\(\d{1,2}\)|\d{1,2}\)|load\s*#?\d{1,2}(?:\s*of\s*\d{1,2})?\s*:|#\d{1,2}\s|(?:first|second|third|fourth|fifth|1st|2nd|3rd|4th|5th|other)\s+(?:one|load|run)\b|(?:first|second|third|fourth|fifth|next)\s*[,:]|(?:el|la)\s+(?:primer[oa]?|segund[oa]|tercer[oa]?)\b|option\s*#?\d{1,2}\s*[:.)-]|option[ \t]+[A-D](?=[ \t:.)-])|also\s+(?:have|got)\b|or(?=[ \t]+[A-Za-z]))/gi;
// R-OFFER-87: and so does each rate confirmation attached in a chat ('[PDF] LD-30418.pdf · 2 pages').
const ENUMERATION = /^[ \t]*(?:\[(?:pdf|file|attachment)\]|[\w.-]+\.pdf\b|\d{1,2}[.)]\s|\[\d{1,2}\]|#\d{1,2}\b|load\s*#?\s*\d{1,2}\b|carga\s*#?\s*\d{1,2}\b|[-•*▪►➤]\s|option\s*\d)/i;

/**
 * R-OFFER-8: the loads of a text. Blocks (split at blank lines or list markers) or lines that are
 * each a whole load make a list; otherwise the whole text is one load.
 */
function loadUnits(prepared: Prepared, places: readonly PlaceMention[], money: readonly MoneyMention[], miles: readonly MilesMention[]): TextRange[] {
  const text = prepared.text;
  const lines = linesOf(text);
  const whole = (r: TextRange) => isWholeLoad(r, places, money, miles);
  // Blocks: runs of lines between blank lines, also cut before a list marker.
  const blocks: TextRange[] = [];
  let current: TextRange | null = null;
  for (const line of lines) {
    const body = text.slice(line.start, line.end);
    if (body.trim() === '') {
      current = null;
      continue;
    }
    if (!current || ENUMERATION.test(body)) {
      current = { start: line.start, end: line.end };
      blocks.push(current);
    } else current.end = line.end;
  }
  // Items listed on one line: 'Load 1 of 2: … Load 2 of 2: …', '(1) … (2) …'.
  const inline = lines.flatMap((line) => {
    const body = text.slice(line.start, line.end);
    const cuts = [...body.matchAll(INLINE_ITEM)].map((m) => line.start + m.index);
    // R-OFFER-44: one marker after a whole load ('… $650, also have Houston TX to Dallas TX …') starts a second.
    if (cuts.length === 1 && cuts[0]! > line.start && whole({ start: line.start, end: cuts[0]! })) cuts.unshift(line.start);
    if (cuts.length < 2) return [];
    // R-OFFER-77: items said in words ('first one wichita to omaha 300 miles 800 … second one wichita
    // to salina 90 miles 300') may name their cities with no state: a price and miles make one whole.
    const said = (r: TextRange) => whole(r) || (inRange(money, r).length > 0 && inRange(miles, r).some((m) => m.kind === 'loaded'));
    return cuts.map((start, i) => ({ start, end: cuts[i + 1] ?? line.end })).filter(said);
  });
  if (inline.length >= 2) return inline;
  const loadLines = lines.filter(whole);
  const loadBlocks = blocks.filter(whole);
  let units: TextRange[] = [];
  if (loadLines.length >= 2 && loadLines.length >= loadBlocks.length) units = loadLines;
  else if (loadBlocks.length >= 2) units = loadBlocks;
  else units = laneBlocks(text, lines, places).filter(whole);
  // Each load is read from its own text; the first load also takes the lines before it when
  // they are not another load's (e.g. a heading with the equipment).
  return units.length >= 2 ? units : [{ start: 0, end: text.length }];
}

/**
 * R-OFFER-16: an app's results list copied without blank lines ('HS · 40' · 10k' / 'Kansas City, MO
 * ➜ Omaha, NE' / 'DH-O 7 · 187 mi · $700', again and again): each lane line (a line naming two
 * places) starts an item, together with the lines just above it laid out like those above the
 * first lane line (the item's header).
 */
function laneBlocks(text: string, lines: readonly TextRange[], places: readonly PlaceMention[]): TextRange[] {
  const laneAt: number[] = [];
  let p = 0;
  lines.forEach((line, i) => {
    while (p < places.length && places[p]!.start < line.start) p++;
    let count = 0;
    for (let q = p; q < places.length && places[q]!.start < line.end; q++) count++;
    if (count === 2) laneAt.push(i);
  });
  if (laneAt.length < 2) return [];
  let lead = 0;
  while (lead < laneAt[0]! && lines[lead]!.end === lines[lead]!.start) lead++;
  // The lines above each lane line that are laid out like those above the first ('HS · 40' · 9k').
  const shape = (i: number) => text.slice(lines[i]!.start, lines[i]!.end).replace(/[\d,.]+/g, '9').trim();
  let before = 0;
  while (
    before < laneAt[0]! - lead &&
    laneAt.every((at, k) => k === 0 || (at - before - 1 > laneAt[k - 1]! && shape(at - before - 1) === shape(laneAt[0]! - before - 1)))
  )
    before++;
  return laneAt.map((at, k) => {
    const next = laneAt[k + 1];
    return { start: lines[k === 0 ? lead : at - before]!.start, end: next === undefined ? lines.at(-1)!.end : lines[next - before - 1]!.end };
  });
}

interface Roles {
  origin: PlaceMention | null;
  destination: PlaceMention | null;
  stops: number;
  labelled: boolean;
}

const CONNECTOR = /^[ \t]*,?[ \t]*(?:\d{5}(?:-\d{4})?[ \t]*)?(?:to|->|-->|=>|→|⇒|➡️?|>|-{1,2}|–|—|a|hasta|thru|\/|x|till|into)[ \t:]*$/i;

/** The line `at` is on (at most 200 characters either side). */
function lineAround(text: string, at: number): string {
  const start = lineStartOf(text, at);
  const nl = text.indexOf('\n', at);
  return text.slice(start, nl < 0 ? Math.min(text.length, at + 200) : Math.min(nl, at + 200));
}

/** Start of the line `at` is on, looking back at most 200 characters (keeps reading linear). */
function lineStartOf(text: string, at: number): number {
  const from = Math.max(0, at - 200);
  const nl = text.slice(from, at).lastIndexOf('\n');
  return nl >= 0 ? from + nl + 1 : from;
}

const STOP_LINE = /^[ \t]*stop[ \t]*#?[ \t]*\d{1,2}[ \t]*[:-]?[ \t]*\(?[ \t]*(pu|p|pick|pickup|pick\s+up|shipper|so|del|dl|d|drop|delivery|deliver|consignee)\b/i;

/** R-OFFER-105: a place named in plain words after 'to', then 'in' and its city, is where the load goes. */
const PLAIN_DROP = /\b(?:to|into|dropped(?:\s+off)?\s+at|delivered\s+(?:to|at))[ \t]+(?:the|my|our|a|an|his|her|their|your)[ \t]+(?:[a-z][a-z'’-]*[ \t]+){0,3}?in[ \t]+$/i;

/** R-OFFER-7: the first pick-up and the last drop; labels first, then 'X to Y', then text order. */
function assignRoles(text: string, mentions: readonly PlaceMention[]): Roles {
  const role: Array<'pickup' | 'drop' | null> = mentions.map(() => null);
  mentions.forEach((m, i) => {
    const lineStart = lineStartOf(text, m.start);
    const prevEnd = i > 0 && mentions[i - 1]!.end > lineStart ? mentions[i - 1]!.end : lineStart;
    let before = text.slice(Math.max(prevEnd, m.start - 40), m.start);
    if (before.trim() === '' && lineStart > 0 && prevEnd === lineStart) {
      // A label alone on the line above ('Pickup:' then the address).
      const prevLineStart = lineStartOf(text, lineStart - 1);
      const prevLine = text.slice(prevLineStart, lineStart - 1);
      if (prevLine.trim().length < 40 && !mentions.some((o) => o.start >= prevLineStart && o.start < lineStart)) before = prevLine;
    }
    if (PICKUP_LABEL.test(before)) role[i] = 'pickup';
    else if (DROP_LABEL.test(before)) role[i] = 'drop';
    // R-OFFER-105: the drop named in plain words before its city ('to my son's place in', 'dropped at our jobsite in').
    else if (PLAIN_DROP.test(before)) role[i] = 'drop';
    else if (prevEnd === lineStart) {
      // R-OFFER-14: a tender's numbered stop line ('Stop 1 (PU) Acme Foods DC, 1500 Lombardi Ave,
      // Green Bay, WI') gives its role to the line's first place, past the company and street.
      const stop = STOP_LINE.exec(text.slice(lineStart, Math.min(m.start, lineStart + 40)));
      if (stop) role[i] = /^(?:pu|p|pick|pickup|pick\s+up|shipper)$/i.test(stop[1]!) ? 'pickup' : 'drop';
    }
  });
  const byLabel = role.some((r) => r !== null);
  const pairs: Array<[PlaceMention, PlaceMention]> = [];
  for (let i = 0; i + 1 < mentions.length; i++) {
    const between = text.slice(mentions[i]!.end, mentions[i + 1]!.start);
    if (CONNECTOR.test(between) || /^[ \t]*\(\s*\d{1,3}\s*\)[ \t]*(?:to|->|→|>|-|–)?[ \t]*$/.test(between)) {
      if (role[i] === null) role[i] = 'pickup';
      if (role[i + 1] === null) role[i + 1] = 'drop';
      if (role[i] === 'pickup' && role[i + 1] === 'drop') pairs.push([mentions[i]!, mentions[i + 1]!]);
    }
  }
  // R-OFFER-41: a role word right after a place with no role yet ('Atlanta GA delivery, picking up Dallas TX').
  mentions.forEach((m, i) => {
    if (role[i] !== null) return;
    const after = text.slice(m.end, m.end + 24);
    if (/^[ \t]*(?:delivery|drop[\s-]*off|drop|consignee|receiver)\b(?![ \t]*(?:date|time|appt|window|#|\d|lot|yard|trailer|deck|door))/i.test(after)) role[i] = 'drop';
    else if (/^[ \t]*(?:pick[\s-]*up|shipper)\b(?![ \t]*(?:date|time|appt|window|#|\d))/i.test(after)) role[i] = 'pickup';
  });
  // Two separate lanes and no stop labels ('PDX to SEA $600, SF to SD next week'): the first lane.
  if (!byLabel && pairs.length >= 2 && pairs[0]![1] !== pairs[1]![0]) {
    // R-OFFER-32: unless words between them take the first back ('… was cancelled. New one: …').
    let pick = pairs[0]!;
    for (let k = 1; k < pairs.length; k++) if (retracts(text.slice(pairs[k - 1]![1].end, pairs[k]![0].start)) === 'cancelled') pick = pairs[k]!;
    return { origin: pick[0], destination: pick[1], stops: 0, labelled: true };
  }
  const labelled = role.some((r) => r !== null);
  const pickups = mentions.filter((_, i) => role[i] === 'pickup');
  const drops = mentions.filter((_, i) => role[i] === 'drop');
  let origin: PlaceMention | null = pickups[0] ?? null;
  let destination: PlaceMention | null = drops.at(-1) ?? null;
  if (!origin) origin = mentions.find((m, i) => role[i] !== 'drop' && (!destination || m.start < destination.start)) ?? null;
  if (!destination) {
    const after = mentions.filter((m, i) => role[i] !== 'pickup' && origin && m.start > origin.start && m.place !== origin.place);
    destination = after.at(-1) ?? null;
  }
  const stopMentions = labelled ? pickups.length + drops.length : 0;
  return { origin, destination, stops: stopMentions, labelled };
}

/** R-OFFER-6: a city written without its state, next to a stop word ('dallas to atlanta', 'PU: Ft Worth'). */
function placesAlone(prepared: Prepared, unit: TextRange, mentions: readonly PlaceMention[]): PlaceMention[] {
  const index = prepared.index;
  if (!index) return [];
  const text = prepared.text;
  const found: PlaceMention[] = [];
  // Which characters of the unit a place already covers, and where places start and end: every
  // check below is then a look-up, so long texts stay linear (R-OFFER-13).
  const covered = new Uint8Array(unit.end - unit.start + 1);
  const starts = new Set<number>();
  const ends = new Set<number>();
  const mark = (p: { start: number; end: number }) => {
    for (let k = Math.max(p.start, unit.start); k < Math.min(p.end, unit.end); k++) covered[k - unit.start] = 1;
    starts.add(p.start);
    ends.add(p.end);
  };
  mentions.forEach(mark);
  const free = (start: number, end: number) => {
    for (let k = Math.max(start, unit.start); k < Math.min(end, unit.end); k++) if (covered[k - unit.start]) return false;
    return true;
  };
  const add = (p: PlaceMention) => {
    found.push(p);
    mark(p);
  };
  const body = text.slice(unit.start, unit.end);
  for (const m of body.matchAll(/(?:\b(?:to|from|de|desde|hasta|p\/?u|pick\s*-?\s*up|pickup|picks?\s+up(?:\s+in)?|del|deliver(?:y|s)?(?:\s+(?:to|in|at))?|drop(?:\s+off)?|origin(?:\s+city)?|dest(?:ination)?(?:\s+city)?|out\s+of|into|recoger\s+en|entrega\s+en|near|around)\b[ \t]*[:-]?[ \t]*|(?:->|-->|→|=>|➡️?|➝|➔|⟶|»|>)[ \t]*)/gi)) {
    // 'from the Dallas area': 'the' before a capitalised name ('moves to the south gate' names no city).
    // R-OFFER-33: 'deliver to 77029 houston': a ZIP said before the city.
    const at = unit.start + m.index + m[0].length + (/^(?:the[ \t]+(?=[A-Z])|\d{5}(?:-\d{4})?[ \t]+(?=[A-Za-z]))/.exec(text.slice(unit.start + m.index + m[0].length, unit.start + m.index + m[0].length + 12))?.[0].length ?? 0);
    const alone = cityAlone(text.slice(at, at + 40), index);
    if (alone && free(at, at + alone.length)) add({ place: alone.place, city: alone.city, start: at, end: at + alone.length, how: 'alone' });
  }
  // R-OFFER-105: a city alone after the place named in plain words ('from my shop in Enid', 'to my
  // son's place in Victoria', 'at the steel yard in Hickory').
  for (const m of body.matchAll(/\b(?:from|to|at)[ \t]+(?:the|my|our|a|an|his|her|their|your)[ \t]+(?:[a-z][a-z'’-]*[ \t]+){0,3}?in[ \t]+(?=[A-Z])/g)) {
    const at = unit.start + m.index + m[0].length;
    const alone = cityAlone(text.slice(at, at + 40), index);
    if (alone && free(at, at + alone.length)) add({ place: alone.place, city: alone.city, start: at, end: at + alone.length, how: 'alone' });
  }
  // R-OFFER-25: 'X to Y' / 'de X a Y' with either city alone: taken when the other side of the
  // connector is a place too ('llegas como a las diez' names no lane).
  const placeEndingAt = (at: number) => {
    let k = at;
    while (k > unit.start && at - k < 4 && /[ \t,]/.test(text[k - 1]!)) k--;
    return ends.has(k);
  };
  // A hyphen glued between two words ('Houston-Dallas') joins a lane only when the two words are
  // not one city's name ('Winston-Salem').
  // R-OFFER-38: an arrow glued between two cities ('Dallas→Atlanta') joins a lane too.
  for (const m of body.matchAll(/(?<![ \t])(?:[ \t]{1,3}(?:to|->|-->|→|=>|➡️?|➝|➔|⟶|»|>|-|–|a|hasta)[ \t]+|(?<=[A-Za-z])-(?=[A-Z])|(?<=[A-Za-z.])(?:-->|->|→|=>|➡️?|➝|➔|⟶|»)(?=[A-Za-z]))/gi)) {
    const at = unit.start + m.index;
    const next = at + m[0].length + (/^the[ \t]+(?=[A-Z])/.exec(text.slice(at + m[0].length, at + m[0].length + 8))?.[0].length ?? 0);
    if (m[0] === '-') {
      const word = /[A-Za-z.'’]+$/.exec(text.slice(Math.max(lineStartOf(text, at), at - 30), at));
      const wordStart = at - (word?.[0].length ?? 0);
      const name = cityAlone(text.slice(wordStart, wordStart + 40), index);
      if (name && wordStart + name.length > next) continue;
    }
    const before = covered[at - 1 - unit.start] ? null : cityEndingAt(text.slice(Math.max(lineStartOf(text, at), at - 40), at), index);
    const beforeFree = before !== null && free(at - before.length, at);
    const after = covered[next - unit.start] ? null : cityAlone(text.slice(next, next + 40), index);
    const afterFree = after !== null && free(next, next + after.length);
    if (beforeFree && (afterFree || starts.has(next))) add({ place: before.place, city: before.city, start: at - before.length, end: at, how: 'alone' });
    if (afterFree && (beforeFree || placeEndingAt(at))) add({ place: after.place, city: after.city, start: next, end: next + after.length, how: 'alone' });
  }
  return found.sort((a, b) => a.start - b.start);
}

function field<T>(prepared: Prepared, value: T, confidence: number, start: number, end: number, extra: Partial<FoundField<T>> = {}): FoundField<T> {
  const source = prepared.original.slice(prepared.toOriginal(start), prepared.toOriginal(end)).trim();
  return { value, confidence: Math.round(confidence * 100) / 100, source, ...extra };
}

function textField<T>(value: T, confidence: number, source: string): FoundField<T> {
  return { value, confidence, source };
}

function readLoad(
  prepared: Prepared,
  unit: TextRange,
  allPlaces: readonly PlaceMention[],
  allMoney: readonly MoneyMention[],
  allMiles: readonly MilesMention[],
  shared: Shared | null,
  score = true,
): OfferReading | null {
  const isList = shared !== null;
  const text = prepared.text;
  let mentions = inRange(allPlaces, unit);
  if (new Set(mentions.map((m) => m.place)).size < 2) {
    const alone = placesAlone(prepared, unit, mentions);
    const own = senderPlaces(text, alone);
    const negated = new Set(alone.filter((p) => placeNegated(text, p.start)).map((p) => p.place));
    mentions = [...mentions, ...alone.filter((p) => !own.has(p) && !negated.has(p.place))].sort((a, b) => a.start - b.start);
  }
  mentions = restatedLane(prepared, unit, mentions);
  const roles = assignRoles(text, mentions);
  // R-OFFER-35: after a correction restating the load ('sorry, I meant …', 'typo, …'), its own
  // figures replace the ones of the same kind said before it.
  const fixedAt = correctionStart(text, unit);
  // R-OFFER-36: after a cancellation and a new lane on the same unit ('… $450 — never mind, that
  // one got covered. Got another: Des Moines IA to Davenport IA, 174 mi, $550'), only the new
  // load's figures count.
  const cancelledAt = cancellationBefore(text, unit, mentions);
  const fresh = <T extends { start: number }>(list: T[]) => (cancelledAt < 0 ? list : list.filter((f) => f.start > cancelledAt));
  const money = restatedFigures(fresh(inRange(allMoney, unit)), fixedAt, (m) =>
    m.kind === 'fsc' ? 'fsc' : PRICE_KINDS.has(m.kind) && (m.kind !== 'unknown' || m.marked) ? 'price' : null,
  );
  const miles = restatedFigures(fresh(inRange(allMiles, unit)), fixedAt, (m) => m.kind);
  const body = text.slice(unit.start, unit.end);
  const maskedBody = prepared.masked.slice(unit.start, unit.end);
  const placeConfidence = (m: PlaceMention) =>
    (m.how === 'alone' || m.how === 'typo' ? GUESSED + 0.05 : roles.labelled ? LABELLED : READ) - (prepared.index ? 0 : 0.1);
  const origin = roles.origin ? field(prepared, roles.origin.place, placeConfidence(roles.origin), roles.origin.start, roles.origin.end) : null;
  const destination = roles.destination
    ? field(prepared, roles.destination.place, placeConfidence(roles.destination), roles.destination.start, roles.destination.end)
    : null;

  // Loaded miles and deadhead (R-OFFER-5), then a load-board row's unlabelled columns. A
  // correction ('500 millas, no, perdón, son 470') replaces the miles before it (R-OFFER-20).
  // R-OFFER-26: miles said about a past load ('Paid $350 last time for Tyler to Longview (40 mi)') are not this one's.
  const loadedAll = miles.filter((m) => m.kind === 'loaded' && !pastLoadSentence(text, m.start));
  const replacedMiles = replacedFigures(text, loadedAll);
  // R-OFFER-32: miles restated later as a correction or an update ('correction it's 157 loaded',
  // 'total 241 mi now') win over the first ones.
  const restated = (m: MilesMention, i: number) =>
    i > 0 && (CORRECTED_BEFORE.test(lineBefore(text, m.start, 80)) || NOW_AFTER.test(text.slice(m.sourceEnd, m.sourceEnd + 8)));
  let loaded = loadedAll.filter((m, i) => !replacedMiles.has(m) && restated(m, i)).at(-1) ?? loadedAll.find((m) => !replacedMiles.has(m));
  let corrected: TextRange | null = null;
  if (loaded) {
    const fix = correctionAfter(text, loaded.sourceEnd);
    const said = fix ? text.slice(loaded.sourceEnd, fix.start) : '';
    if (fix && fix.value >= loaded.value / 2 && fix.value <= loaded.value * 2 && !/\$|\b(?:rate|pay|pag|paying|flat|fuel|fsc)/i.test(said)) {
      loaded = { ...loaded, value: fix.value, start: fix.start, end: fix.end, sourceEnd: fix.end };
      corrected = fix;
    }
  }
  const deadheads = miles.filter((m) => m.kind === 'deadhead');
  const dh = deadheads.filter(restated).at(-1) ?? deadheads[0];
  let milesField: FoundField<number> | null = loaded ? field(prepared, loaded.value, READ + 0.05, loaded.start, loaded.sourceEnd) : null;
  // R-OFFER-61: miles the writer guesses because the offer gives none ('Miles: not given by the
  // broker. Rough estimate from me: ~165 mi') are an estimate, not stated miles.
  if (milesField && loaded && OWN_ESTIMATE.test(lineBefore(text, loaded.start, 100))) milesField = { ...milesField, confidence: ESTIMATED, estimated: true };
  let deadhead: FoundField<number> | null = dh ? field(prepared, dh.value, READ + 0.05, dh.start, dh.sourceEnd) : null;
  // R-OFFER-23: no empty miles said in words ('zero deadhead', 'no DH', 'sin vacío') is a deadhead of 0; 'no DH pay' is not.
  const none = dh ? null : NO_DEADHEAD.exec(body);
  if (none) deadhead = field(prepared, 0, READ, unit.start + none.index, unit.start + none.index + none[0].length);
  const taken: TextRange[] = [];
  if (roles.origin && roles.destination && roles.origin.end <= roles.destination.start) {
    const row = rowColumns(prepared, roles.origin, roles.destination);
    if (row.trip && !milesField) {
      milesField = field(prepared, row.trip.value, READ - 0.05, row.trip.start, row.trip.end);
      taken.push(row.trip);
    }
    if (row.deadhead && !deadhead) {
      deadhead = field(prepared, row.deadhead.value, READ - 0.05, row.deadhead.start, row.deadhead.end);
      taken.push(row.deadhead);
    }
    taken.push(...row.others);
  }
  if (corrected) taken.push(corrected);
  let usable = money.filter((m) => !taken.some((t) => m.start < t.end && m.end > t.start));
  // R-OFFER-5: two bare numbers and nothing else ('Dallas TX Atlanta GA 781 1850') are the miles
  // then the price when the price is a plausible 1 to 8 dollars a mile; both guessed.
  if (!milesField && usable.every((m) => m.kind === 'unknown' && !m.marked) && usable.length >= 2) {
    const [a, b] = usable;
    if (a!.value >= 20 && a!.value <= 3500 && Number.isInteger(a!.value) && b!.value / a!.value >= 1 && b!.value / a!.value <= 8) {
      milesField = field(prepared, a!.value, GUESSED, a!.start, a!.end);
      usable = usable.slice(1);
    }
  }

  // R-OFFER-38: a lone bare number beside a price written as money ('Dallas TX ---> Atlanta GA | 781 |
  // $1,850') is the miles, guessed, when the price is 1 to 8 dollars a mile of it.
  const bareOnes: Array<{ value: number; start: number; end: number }> = usable.filter((m) => m.kind === 'unknown' && !m.marked);
  // A short one stands alone in a cell of its own ('| 92 |', '· 92 ·'): money skips numbers under 150.
  if (!bareOnes.length) {
    const cellsFound = [...maskedBody.matchAll(/(?:^|[|·•;])[ \t]*(\d{2,3})[ \t]*(?=[|·•;]|$)/gm)];
    if (cellsFound.length === 1) {
      const c = cellsFound[0]!;
      const start = unit.start + c.index + c[0].indexOf(c[1]!);
      if (!miles.some((m) => m.start === start)) bareOnes.push({ value: Number(c[1]), start, end: start + c[1]!.length });
    }
  }
  const priced = usable.filter((m) => m.marked && (m.kind === 'unknown' || m.kind === 'linehaul' || m.kind === 'total'));
  if (!milesField && bareOnes.length === 1 && priced.length >= 1) {
    const [n] = bareOnes;
    const ratio = priced[0]!.value / n!.value;
    // Not far from the road estimate between the two stops, when there is one ('appt 778' is no trip).
    const road = roles.origin?.city && roles.destination?.city && roles.origin.city !== roles.destination.city ? roadMilesEstimate(roles.origin.city, roles.destination.city) : null;
    const nearRoad = road === null || (n!.value >= road * 0.6 && n!.value <= road * 1.6);
    if (Number.isInteger(n!.value) && n!.value >= 20 && n!.value <= 3500 && ratio >= 1 && ratio <= 8 && nearRoad) {
      milesField = field(prepared, n!.value, GUESSED, n!.start, n!.end);
      usable = usable.filter((m) => m.start !== n!.start);
    }
  }

  // R-OFFER-26: a split thread's lone bare number beside a per-mile rate ('183' / '2.20 a mile') is the miles, guessed.
  const bareNumbers = usable.filter((m) => m.kind === 'unknown' && !m.marked);
  if (!milesField && bareNumbers.length === 1 && usable.some((m) => m.kind === 'perMile') && !usable.some((m) => m.marked && m.kind !== 'perMile' && m.kind !== 'fsc')) {
    const [n] = bareNumbers;
    if (n!.value >= 20 && n!.value <= 3500 && Number.isInteger(n!.value)) {
      milesField = field(prepared, n!.value, GUESSED, n!.start, n!.end);
      usable = usable.filter((m) => m !== n);
    }
  }

  // R-OFFER-20: in a thread, a lone number answering 'how many miles?' on the line before is the miles.
  if (!milesField) {
    const answer = answeredMiles(text, unit);
    if (answer) {
      milesField = field(prepared, answer.value, READ, answer.start, answer.end);
      usable = usable.filter((m) => m.start !== answer.start);
    }
  }

  // R-OFFER-70: a deadhead said a few words from its label, answered below the question, or shown by a map app's route.
  if (!deadhead) {
    const used: TextRange[] = [...taken, ...usable.filter((m) => m.marked || m.kind !== 'unknown')];
    if (loaded) used.push({ start: loaded.start, end: loaded.sourceEnd });
    const loose = looseDeadhead(prepared.masked, unit, milesField && !milesField.estimated ? milesField.value : null, used);
    if (loose) {
      deadhead = field(prepared, loose.value, GUESSED + 0.05, loose.start, loose.end);
      usable = usable.filter((m) => m.start >= loose.end || m.end <= loose.start);
    }
  }

  // The road estimate between the two places: fills missing miles, checks stated ones (R-OFFER-10).
  const estimate =
    roles.origin?.city && roles.destination?.city && roles.origin.city !== roles.destination.city
      ? roadMilesEstimate(roles.origin.city, roles.destination.city)
      : null;
  if (milesField && estimate !== null) {
    const ratio = milesField.value / estimate;
    milesField.confidence = ratio >= 0.75 && ratio <= 1.25 ? SURE : GUESSED;
  } else if (!milesField && estimate !== null && estimate > 0 && roles.origin && roles.destination) {
    milesField = {
      value: estimate,
      confidence: ESTIMATED,
      source: `${roles.origin.place} → ${roles.destination.place}`,
      estimated: true,
      note: 'Estimated: straight line × road factor',
    };
  }

  const { rate, fsc } = readRate(prepared, usable, milesField, unit);

  // R-OFFER-9: the other details, read from this load's text, else from the text around a list.
  const context = isList ? body : text;
  const maskedContext = isList ? maskedBody : prepared.masked;
  const equipment = findEquipment(context) ?? shared?.equipment ?? null;
  const weight = findWeight(maskedContext, context);
  const date = findPickupDate(context) ?? shared?.date ?? null;
  const reference = findLoadReference(context);
  const broker = shared ? shared.broker : findBroker(text);
  const stopCount = findStopCount(context);
  const accessorials: OfferReading['accessorials'] = {};
  for (const a of findAccessorials(context)) accessorials[a.name] = textField(true as const, READ, a.source);

  const stopsValue = stopCount?.value ?? (roles.stops > 2 ? roles.stops : null);
  const reading: OfferReading = {
    origin,
    destination,
    miles: milesField,
    rate,
    fsc,
    deadhead,
    equipment: equipment ? textField(equipment.value, READ, equipment.source) : null,
    weightLbs: weight ? textField(weight.value, READ, weight.source) : null,
    stops: stopsValue !== null ? textField(stopsValue, stopCount ? LABELLED : READ, stopCount?.source ?? 'listed stops') : null,
    pickupDate: date ? textField(date.value, date.strong ? READ : GUESSED, date.source) : null,
    loadReference: reference ? textField(reference.value, READ, reference.source) : null,
    broker: broker ? textField(broker.value, broker.strong ? READ : GUESSED, broker.source) : null,
    accessorials,
  };
  // R-OFFER-11: a load needs two places, or a place and a price or miles, or a price and miles.
  const stated = (f: FoundField<number> | null) => f !== null && !f.estimated;
  const hasLoad =
    (origin && destination) || ((origin || destination) && (stated(rate) || stated(milesField))) || (stated(rate) && stated(milesField));
  if (!hasLoad) return null;
  // R-OFFER-62, R-OFFER-63: the learned scorer may fill or replace miles, deadhead, rate and the stops (docs/decisions/016).
  if (score) prepared.scorer?.({ prepared, unit, money: allMoney, miles: allMiles, reading, estimate, list: isList, places: mentions });
  // R-OFFER-10: a price far outside what loads pay per mile is doubted.
  if (rate && milesField && !rate.estimated) {
    const perMile = rate.value / milesField.value;
    if (perMile < 0.6 || perMile > 15) rate.confidence = Math.min(rate.confidence, GUESSED);
  }
  // R-OFFER-110: what the rules read where the scorer replaced it, for the check that a text holds a load.
  if (score && prepared.scorer) {
    const rules: Partial<OfferReading> = { origin, destination, miles: milesField, rate, fsc, deadhead };
    const replaced = Object.fromEntries(Object.entries(rules).filter(([k, v]) => reading[k as keyof OfferReading] !== v));
    if (Object.keys(replaced).length) prepared.ruled?.set(reading, replaced);
  }
  return reading;
}

// R-OFFER-51: and so is a deduction, penalty or claim ('Broker will deduct $150 for failure to provide tracking').
const ACCESSORIAL_WORD = /\b(?:lumpers?|detention|tonu|layover|reimburs\w*|deduct\w*|penalt(?:y|ies)|fined?|fines|liquidated|charge[\s-]?backs?|claims?|withh[eo]ld\w*)\b(?![\s\S]*\b(?:rate|pays?|paying|linehaul|all[\s-]*in|flat)\b)/i;

/** True when the sentence before `at` (from the last '.', '!', '?', ';' or line break) is about an accessorial. */
function accessorialSentence(text: string, at: number): boolean {
  const before = text.slice(Math.max(0, at - 80), at);
  const cut = Math.max(before.lastIndexOf('\n'), before.search(/[.!?;](?=[^.!?;]*$)\s/));
  return ACCESSORIAL_WORD.test(cut >= 0 ? before.slice(cut + 1) : before);
}

/** R-OFFER-51: the rest of the amount's sentence names it a deduction or penalty ('a $250 service failure deduction'). */
function penaltyAfter(text: string, at: number): boolean {
  const rest = /^[^.!?;\n]{0,60}/.exec(text.slice(at, at + 60))![0];
  return /\b(?:deduct\w*|penalt(?:y|ies)|fine|liquidated|charge[\s-]?backs?|claims?)\b/i.test(rest);
}

const OWN_ESTIMATE = /\b(?:not\s+(?:given|stated|provided|listed)|(?:didn'?t|did\s+not)\s+(?:give|say|post|list)|rough\s+estimate|estimate\s+from\s+me|my\s+(?:own\s+|rough\s+)?estimate|i\s+(?:estimate|figure|guess))\b[^\n]{0,60}$/i;

const NO_DEADHEAD = /\b(?:zero|no|cero|sin)\s+(?:dh|dead\s*-?\s*head(?:ing)?|empty\s+miles|millas\s+vac[ií]as|vac[ií]o)\b(?!\s*(?:pay|paid|rate|comp))/i;

const SPEAKER = /^[ \t]*(?:\[[^\]\n]{1,24}\][ \t]*)?(?:[^:\n]{1,32}:[ \t]*)?/;
const MILES_QUESTION = /\b(?:how\s+many\s+miles|how\s+far|miles\s*\?|mileage\s*\?|cu[aá]ntas\s+millas)/i;

/** A line holding only a number (after its sender's name) just below a line asking for the miles. */
function answeredMiles(text: string, unit: TextRange): { value: number; start: number; end: number } | null {
  const body0 = text.slice(unit.start, unit.end);
  if (!MILES_QUESTION.test(body0)) return null;
  let question = false;
  for (const line of linesOf(body0)) {
    const body = text.slice(unit.start + line.start, unit.start + line.end);
    if (body.trim() === '') continue;
    const speaker = SPEAKER.exec(body)![0].length;
    const lone = /^(\d{1,4})[ \t]*(?:mi(?:les)?)?[ \t]*$/i.exec(body.slice(speaker));
    if (question && lone) {
      const value = Number(lone[1]);
      if (value >= 10 && value <= 3500) return { value, start: unit.start + line.start + speaker, end: unit.start + line.start + speaker + lone[1]!.length };
    }
    question = MILES_QUESTION.test(body);
  }
  return null;
}

/** Where a cancellation with two places after it (a new lane) starts in the unit, or -1. */
function cancellationBefore(text: string, unit: TextRange, mentions: readonly PlaceMention[]): number {
  const at = lastCancellation(text.slice(unit.start, unit.end));
  if (at < 0) return -1;
  const after = mentions.filter((m) => m.start > unit.start + at);
  return after.length >= 2 && new Set(after.map((m) => m.place)).size >= 2 ? unit.start + at : -1;
}

/**
 * R-OFFER-42: the earlier message of a reply or forward repeating the lane just offered ('Can do
 * $800 on it.' over '-----Original Message----- Tulsa OK to Dallas TX 257 mi $780') is the same
 * load, not a second one: read together, the newest message's figures first (R-OFFER-14).
 */
function mergeQuotedRepeats(text: string, units: TextRange[], places: readonly PlaceMention[]): TextRange[] {
  if (units.length < 2) return units;
  const earlier = earlierMessageStart(text);
  const lane = (u: TextRange) => [...new Set(inRange(places, u).map((p) => p.place))].slice(0, 2).join('|');
  const out: TextRange[] = [units[0]!];
  for (const unit of units.slice(1)) {
    const previous = out.at(-1)!;
    // R-OFFER-84: and so is the body under a subject line naming the same lane ('Subject: HOT ATL -> Chattanooga TN | $400').
    const subject = /^[ \t]*subject[ \t]*:/i.test(text.slice(previous.start, previous.start + 12));
    if (((unit.start >= earlier && previous.start < earlier) || subject) && lane(unit) === lane(previous)) previous.end = unit.end;
    else out.push(unit);
  }
  return out;
}

const PRICE_KINDS: ReadonlySet<string> = new Set(['linehaul', 'total', 'unknown', 'perMile']);

/** Where the last correction of a unit starts (after something was said to correct), or -1. */
function correctionStart(text: string, unit: TextRange): number {
  const body = text.slice(unit.start, unit.end);
  let at = -1;
  for (const m of body.matchAll(RESTATED)) if (/\d/.test(body.slice(0, m.index))) at = unit.start + m.index;
  return at;
}
const RESTATED = /\b(?:typo|correction|autocorrect|wrong\s+(?:load|lane|one|city)|backwards|i\s+meant?)\b/gi;

/** The figures left when those said after `at` replace the ones of the same kind before it. */
function restatedFigures<T extends { start: number }>(figures: T[], at: number, kind: (f: T) => string | null): T[] {
  if (at < 0) return figures;
  const later = new Set(figures.filter((f) => f.start > at).map(kind).filter((k) => k !== null));
  return figures.filter((f) => f.start > at || !later.has(kind(f)!));
}

const LANE_CORRECTION = /\b(?:correction|corrected|typo|autocorrect|backwards|reversed|i\s+mean|i\s+meant|sorry|my\s+bad|actually|update[d]?)\b/gi;

/**
 * R-OFFER-35: a lane restated with stop labels after a correction ('Subject: Bismarck ND - Fargo
 * ND' … 'Correction, I had it backwards: picks up in Fargo, delivers in Bismarck') is the lane:
 * the places named before the correction are dropped.
 */
function restatedLane(prepared: Prepared, unit: TextRange, mentions: PlaceMention[]): PlaceMention[] {
  if (mentions.length < 2) return mentions;
  const body = prepared.text.slice(unit.start, unit.end);
  let at = -1;
  for (const m of body.matchAll(LANE_CORRECTION)) if (unit.start + m.index > mentions[1]!.start) at = unit.start + m.index;
  if (at < 0) return mentions;
  const region = { start: at, end: unit.end };
  const stated = inRange(mentions, region);
  const later = [...stated, ...placesAlone(prepared, region, stated)].sort((a, b) => a.start - b.start);
  const roles = assignRoles(prepared.text, later);
  // Both stops said again with a label or a connector ('picks up in Fargo, delivers in Bismarck', 'Conroe TX → Lake Charles LA').
  return roles.labelled && roles.origin && roles.destination && roles.origin.place !== roles.destination.place ? later : mentions;
}

interface RowColumns {
  trip: (TextRange & { value: number }) | null;
  deadhead: (TextRange & { value: number }) | null;
  others: TextRange[];
}

/**
 * R-OFFER-8: a load-board row copied without its header ('45  Dallas, TX  781  Atlanta, GA  12'):
 * the lone number between origin and destination is the trip, a small number just before the
 * origin (or in brackets after it) the deadhead, and a small one just after the destination its
 * DH-D (never the price).
 */
function rowColumns(prepared: Prepared, origin: PlaceMention, destination: PlaceMention): RowColumns {
  const masked = prepared.masked;
  const out: RowColumns = { trip: null, deadhead: null, others: [] };
  const between = masked.slice(origin.end, destination.start);
  if (between.includes('\n')) return out;
  const numbers = [...between.matchAll(/\d[\d,]*/g)];
  const bracketDh = /^[ \t]*\([ \t]*(\d{1,3})[ \t]*\)/.exec(between);
  if (bracketDh) {
    const start = origin.end + bracketDh.index + bracketDh[0].indexOf(bracketDh[1]!);
    out.deadhead = { start, end: start + bracketDh[1]!.length, value: Number(bracketDh[1]) };
  } else if (numbers.length === 1 && /^[\s|,;()\d-]*$/.test(between.replace(/\d[\d,]*/, ''))) {
    const n = numbers[0]!;
    const value = Number(n[0].replace(/,/g, ''));
    if (value >= 10 && value <= 3500) out.trip = { start: origin.end + n.index, end: origin.end + n.index + n[0].length, value };
  }
  const lineStart = lineStartOf(masked, origin.start);
  const before = /(\d{1,3})[ \t|()]*$/.exec(masked.slice(lineStart, origin.start));
  if (!out.deadhead && out.trip && before && /^[ \t|()]+$/.test(masked.slice(lineStart + before.index + before[1]!.length, origin.start))) {
    const start = lineStart + before.index;
    out.deadhead = { start, end: start + before[1]!.length, value: Number(before[1]) };
  }
  const after = /^[ \t|()]+(\d{1,3})(?=[ \t|()]+\S)/.exec(masked.slice(destination.end, destination.end + 12));
  if (out.trip && after) out.others.push({ start: destination.end + after.index, end: destination.end + after[0].length });
  return out;
}

/** R-OFFER-89: three amounts with cents in cells of one row ('$310.00\t$38.00\t$348.00'). */
const SUM_ROW = /\$[ \t]?(\d{1,3}(?:,\d{3})*\.\d{2})[ \t|]+\$[ \t]?(\d{1,3}(?:,\d{3})*\.\d{2})[ \t|]+\$[ \t]?(\d{1,3}(?:,\d{3})*\.\d{2})(?![\d.])/g;

/** Right after an amount, the FSC said to be inside it ('(incl. $90 FSC)', 'including $90 fuel'). */
const FSC_INSIDE = /^[ \t]*[(,-]?[ \t]*(?:incl\.?|including|includes|w\/|with)[ \t]+(?:an?\s+)?\$?[ \t]?\d[\d,]*(?:\.\d{1,2})?[ \t]*(?:of[ \t]+)?(?:fsc|fuel)/i;

/**
 * R-OFFER-4: the linehaul and the fuel surcharge. A labelled linehaul wins, then an 'all in' or
 * total (less a stated FSC), then a marked amount ('$', 'k', cents), then per-mile × loaded miles,
 * then a bare number in the range loads pay.
 */
function readRate(
  prepared: Prepared,
  money: readonly MoneyMention[],
  miles: FoundField<number> | null,
  unit: TextRange,
): { rate: FoundField<number> | null; fsc: FoundField<number> | null } {
  // A reply's quoted lines ('> Can you do 1800?') and the earlier messages below a reply ('From:',
  // '-----Original Message-----') are older: the newest message's own amounts first (R-OFFER-14).
  let earlier = earlierStarts.get(prepared);
  if (earlier === undefined) earlierStarts.set(prepared, (earlier = earlierMessageStart(prepared.text)));
  const quoted = (m: MoneyMention) => prepared.text[lineStartOf(prepared.text, m.start)] === '>' || m.start >= earlier;
  // R-OFFER-78: a reply whose own amounts are only charges or account figures (a factor's limit and
  // advance) leaves the quoted message's pay as the load's.
  const own = money.filter((m) => !quoted(m) && (PRICE_KINDS.has(m.kind) || m.kind === 'fsc'));
  // R-OFFER-75: and 'all in' said only in an earlier message ('$925 all in' quoted under 'Pays $650
  // linehaul + $80 fuel') does not fold the newest message's FSC into its rate.
  const allIn = saysAllIn(prepared.text.slice(unit.start, own.length && own.length < money.length ? Math.max(unit.start, Math.min(unit.end, earlier)) : unit.end));
  if (own.length) money = own;
  const statedMiles = miles && !miles.estimated ? miles : null;
  // Over $25,000 is cargo value or insurance cover ('$100,000 cargo'), never what a load pays.
  money = money.filter((m) => m.value <= MAX_PAY);
  // R-OFFER-106: a figure repeating a per-mile rate said before it, without its unit ('two ten a
  // mile' … 'the customer's locked at two ten'), is that per-mile rate, not a flat price.
  const perMileRates = money.filter((m) => m.kind === 'perMile');
  if (perMileRates.length) {
    const repeats = (m: MoneyMention) =>
      (m.kind === 'linehaul' || m.kind === 'unknown') && Number.isInteger(m.value) && !prepared.text.slice(m.start, m.end).includes('$') && perMileRates.some((p) => p.start < m.start && Math.round(p.value * 100) === m.value);
    money = money.map((m) => (repeats(m) ? { ...m, value: m.value / 100, kind: 'perMile', perMile: true } : m));
  }
  // R-OFFER-23: an amount later in a sentence about a lumper, detention, TONU or layover ('Lumper
  // at receiver is paid by us, up to $150', 'TONU billed $250') is that charge.
  money = money.filter((m) => m.kind !== 'unknown' || !(accessorialSentence(prepared.text, m.start) || penaltyAfter(prepared.text, m.sourceEnd)));
  // R-OFFER-71: amounts in a sentence commenting on the offer (an ask, an opinion, a past load, a
  // settlement) are not its price while the text states another.
  const price = (m: MoneyMention) => PRICE_KINDS.has(m.kind);
  const comments = new Set(money.filter((m) => price(m) && commentarySentence(prepared.text, m.start)));
  if (money.some((m) => price(m) && !comments.has(m))) money = money.filter((m) => !comments.has(m));
  // R-OFFER-20: figures a later one corrects or replaces, and asks a later figure answers, are
  // not the price; the broker's last concession is ('best I can do is 1900').
  const figures = money.filter(price);
  const replaced = replacedFigures(prepared.text, figures);
  money = money.filter((m) => !replaced.has(m));
  const agreed = agreedFigure(prepared.text, figures.filter((m) => !replaced.has(m)), figures);
  const payable = money.filter((m) => price(m) || m.kind === 'fsc');
  const fscMention = payable.find((m) => m.kind === 'fsc');
  const perMile = agreed?.kind === 'perMile' ? agreed : payable.find((m) => m.kind === 'perMile');
  // R-OFFER-54: a rounded figure ('about 600 total', '≈ $445') yields to the per-mile rate × the stated miles.
  const rounded = (m: MoneyMention) => Boolean(m.approximate && perMile && statedMiles);
  const linehaul = payable.find((m) => m.kind === 'linehaul' && !m.perMile && m.value >= 50 && !rounded(m));
  const total = payable.find((m) => m.kind === 'total' && m.value >= 50 && !rounded(m));
  // '$2.40/mi (≈ $1,346 est.)': a rounded estimate is not the price when the per-mile rate and the miles are stated.
  let marked = payable.filter((m) => m.kind === 'unknown' && m.marked && m.value >= 100 && !rounded(m));
  // R-OFFER-26: '15k' with no '$' (a weight said short: 'rebar 15k, tarp, $600') yields to an amount written with '$'.
  const kWeight = (m: MoneyMention) => m.value >= 10_000 && prepared.text[m.start] !== '$' && /k$/i.test(prepared.text.slice(m.start, m.end));
  if (marked.some((m) => !kWeight(m))) marked = marked.filter((m) => !kWeight(m));
  const bare = payable.filter((m) => m.kind === 'unknown' && !m.marked);

  let fsc: FoundField<number> | null = null;
  if (fscMention && !allIn) {
    if (fscMention.perMile && statedMiles) {
      const value = toCents(fscMention.value * statedMiles.value);
      fsc = field(prepared, value, READ, fscMention.start, fscMention.sourceEnd, {
        note: `${formatDollars(fscMention.value)}/mi × ${statedMiles.value} mi = ${formatDollars(value)}`,
      });
    } else if (!fscMention.perMile) fsc = field(prepared, fscMention.value, LABELLED, fscMention.start, fscMention.sourceEnd);
  }

  // R-OFFER-89: three amounts in a row where the third is the first two added ('$310.00  $38.00
  // $348.00') are a linehaul, its fuel and their total, when the text names no FSC.
  let sumRow: { value: number; start: number; end: number } | null = null;
  if (!fsc && !allIn && !fscMention) {
    const body = prepared.masked.slice(unit.start, unit.end);
    for (const m of body.matchAll(SUM_ROW)) {
      const [a, b, c] = [m[1]!, m[2]!, m[3]!].map((x) => Number(x.replace(/,/g, '')));
      if (b! < a! && toCents(a! + b!) === toCents(c!)) {
        const at = unit.start + m.index;
        const bAt = at + m[0].indexOf(m[2]!, m[1]!.length + 1);
        sumRow = { value: a!, start: at, end: at + m[0].indexOf(m[1]!) + m[1]!.length };
        fsc = field(prepared, b!, READ, bAt, bAt + m[2]!.length);
        break;
      }
    }
  }

  const perMileProduct = perMile && miles ? toCents(perMile.value * miles.value) : null;
  const perMileNote = perMile && miles ? `${formatDollars(perMile.value)}/mi × ${miles.value} mi = ${formatDollars(perMileProduct!)}` : undefined;
  const stated = (m: MoneyMention, confidence: number, value = m.value, note?: string): FoundField<number> => {
    // R-OFFER-10: per-mile × miles matching the stated price cross-checks it.
    if (perMileProduct !== null && statedMiles && Math.abs(perMileProduct - value) <= Math.max(5, value * 0.01)) {
      return field(prepared, value, SURE, m.start, m.sourceEnd, { note: perMileNote });
    }
    return field(prepared, value, confidence, m.start, m.sourceEnd, note ? { note } : {});
  };

  let rate: FoundField<number> | null = null;
  if (agreed && agreed.kind !== 'perMile') rate = stated(agreed, READ);
  else if (agreed && miles) rate = field(prepared, perMileProduct!, statedMiles ? READ : 0.4, agreed.start, agreed.sourceEnd, { note: perMileNote, ...(statedMiles ? {} : { estimated: true }) });
  else if (sumRow) rate = field(prepared, sumRow.value, READ, sumRow.start, sumRow.end);
  else if (linehaul && fsc && !allIn && linehaul.value > fsc.value && FSC_INSIDE.test(prepared.text.slice(linehaul.sourceEnd, linehaul.sourceEnd + 40))) {
    // R-OFFER-59: 'Gross pay: $690 (incl. $90 FSC)' is a total: the linehaul is what is left.
    const value = toCents(linehaul.value - fsc.value);
    rate = stated(linehaul, READ, value, `${formatDollars(linehaul.value)} − ${formatDollars(fsc.value)} FSC = ${formatDollars(value)}`);
  } else if (linehaul) rate = stated(linehaul, LABELLED);
  else if (total && fsc && !allIn && total.value > fsc.value) {
    const value = toCents(total.value - fsc.value);
    rate = stated(total, READ, value, `${formatDollars(total.value)} total − ${formatDollars(fsc.value)} FSC = ${formatDollars(value)}`);
  } else if (total) rate = stated(total, LABELLED);
  // R-OFFER-51: a per-mile rate said to be the rate ('Rate: $2.40/mi', 'Offered rate .. $2.15 per
  // loaded mile') times the stated miles outranks an amount no label names.
  else if (perMile?.labelled && statedMiles) {
    rate = field(prepared, perMileProduct!, READ + 0.05, perMile.start, perMile.sourceEnd, { note: perMileNote });
  } else if (marked.length) {
    // '$1,850 ($1,650 + $200 FSC)': an amount that is another plus the FSC is the total.
    const parts = fsc ? marked.find((m) => marked.some((total) => Math.abs(total.value - m.value - fsc!.value) < 0.01)) : undefined;
    rate = stated(parts ?? marked[0]!, READ);
  }
  else if (perMile && miles) {
    rate = field(prepared, perMileProduct!, statedMiles ? READ + 0.05 : 0.4, perMile.start, perMile.sourceEnd, {
      note: perMileNote,
      ...(statedMiles ? {} : { estimated: true }),
    });
  } else if (bare.length) {
    // R-OFFER-104: a bare figure said in place of a price the text takes back ('$1,850 all in. sorry,
    // 1,950 not 1,850') is read, not guessed: the sender named it as the price.
    // The price taken back again ('the 575 was the other one') corrects nothing.
    const value = bare[0]!.value;
    const corrects = ![...replaced].some((r) => r.value === value) && [...replaced].some((r) => price(r) && r.value >= value / 2 && r.value <= value * 2);
    rate = stated(bare[0]!, corrects ? READ : GUESSED);
  }
  else {
    // R-OFFER-26: a minimum charge is the price when the text gives no other ('41 mi · $300 min charge · + $45 fuel').
    const minimum = money.find((m) => m.kind === 'extra' && /^[ \t]*min(?:imum)?\b/i.test(prepared.text.slice(m.end, m.end + 12)));
    if (minimum && !perMile) rate = stated(minimum, GUESSED);
  }
  return { rate, fsc };
}
