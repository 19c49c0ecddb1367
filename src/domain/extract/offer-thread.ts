/**
 * Corrections and haggling inside one offer text (docs/product-rules.md, R-OFFER-20): the figure
 * the broker settled on wins over the ones said before it.
 *
 * - A correction replaces the figure before it: '1500 flat, wait no sorry, 800 flat', 'twenty one
 *   hundred, no sorry, seven fifty', '$0.90/mi?? no - $2.75/mi', 'quinientos millas, no, perdón,
 *   son cuatrocientos setenta'.
 * - A figure after 'not', 'was' or 'instead of' is the one replaced: 'sorry, 1,950 not 1,850',
 *   'Was $950 - Now $875'.
 * - A figure of a past load ('Paid $350 last time', 'averaged $1.82/mi') is not this one's.
 * - Haggling: a driver's ask answered by a later figure ('can you do 2000?' … 'best I can do is
 *   1900') is not the price; the broker's last figure said as a concession ('best I can do',
 *   'I can go', 'bump it to', '1100 best i got', 'ok, 1,900 works') is the agreed one.
 *
 * Pure and linear in the length of the text: each figure looks at a bounded window around it.
 */

interface Figure {
  start: number;
  end: number;
  /** End of the words it was read from (a unit after it: '/mi', 'flat'). */
  sourceEnd: number;
  value: number;
}

/** Words that take back what was just said. 'no' counts only before punctuation ('no, …', 'no -'). */
const CORRECTION =
  /(?:^|[\s?!.,;:])(?:no+|nope|nah)[ \t]*[-–—,:!.]|\b(?:wait|sorry|perd[oó]n|correction|correcting|my\s+bad|scratch\s+that|i\s+mean|i\s+meant|actually|mejor\s+dicho|quise\s+decir)\b/i;
/** Just before a figure that is being replaced ('1,950 not 1,850', 'Was $950'). */
// R-OFFER-53: and a figure a label calls superseded or the driver's ('Original offer: $1,100',
// 'Previous rate', 'Your counter: $1,300', 'au lieu de 925 $').
// R-OFFER-71: and a figure struck through ('~~$1,150~~') or a shipper's target ('the shipper's target is $400').
// R-OFFER-78: and what the reader's own message said, answered with another figure ('your question said $3.00/mi but the ratecon says $2.75/mi').
const REPLACED_BEFORE = /(?:(?<![\w.,])~~|\b(?:you|your\s+(?:question|message|e-?mail|text|note|request))\s+(?:said|had|wrote|typed|listed)|\btarget(?:\s+(?:rate|price|pay))?(?:\s+(?:is|was|of))?|\bnot|\bwas|\binstead\s+of|\bau\s+lieu\s+de|\b(?:original|previous|prior|old|initial|first|ancien|pr[ée]c[ée]dent)(?:\s+(?:offer|rate|price|pay|quote|tarif|prix))?|\b(?:your|carrier(?:'s)?|driver(?:'s)?)\s+(?:counter(?:\s*-?\s*offer)?|ask|request)|\bno\s+(?:es|son)|\bantes|(?<=\d(?:\/mi)?,?)[ \t]+no)[ \t]*[:=-]?[ \t]*\$?[ \t]*$/i;
/** R-OFFER-83: a photo's transcript marking a figure struck out ('$5OO [struck] $52O', '340 (crossed out)'). */
const STRUCK_AFTER = /^[ \t]*[[(][ \t]*(?:struck(?:[ \t-]*(?:out|through))?|crossed[ \t-]*out|scratched(?:[ \t-]*out)?|strike[ \t-]*through|x-?ed[ \t-]*out)[ \t]*[\])]/i;
/** Just before a figure of a past load ('Paid $350 last time', 'averaged $1.82/mi'); 'all miles paid $2/mi' is pay. */
const PAST_BEFORE = /(?:(?<!miles\s)\bpaid|\baveraged|\bavg(?:'?d)?|\bused\s+to\s+pay)[ \t]*[:=-]?[ \t]*\$?[ \t]*$/i;
/** Just before a figure that asks for more ('can you do 2000?', 'any chance at 2k'). */
const ASK_BEFORE =
  /(?:\b(?:can|could|would|will)\s+(?:you|u|ya|y'?all)\s+(?:do|go|take|pay|get\s+(?:it\s+)?to|make\s+it|bump\s+(?:it\s+)?to)|\bany\s+(?:chance|way)\s+(?:of|at|for|on)|\bhow\s+about|\bwhat\s+about|\b(?:you|u)\s+(?:asked(?:\s+for)?|wanted|want)|\b(?:i|we)\s+need(?:\s+at\s+least)?|\bneed\s+at\s+least|\bpuedes?\s+(?:hacer|dar|pagar)|\bi'?d\s+(?:do|take|run)\s+(?:it\s+)?(?:for|at))[ \t]*(?:it\s+for\s+)?\$?[ \t]*$/i;
/** Just before a figure said as a concession or the agreed price. */
const AGREED_BEFORE =
  /(?:\bbest\s+(?:i|we)\s+(?:can\s+do|got|have|can\s+go)(?:\s+is)?|\bbest(?:\s+(?:rate|price|offer|number))?\s+(?:is|=)|\b(?:i|we)\s+can(?:\s+only)?\s+(?:do|pay(?:\s+you)?|go(?:\s+up)?(?:\s+to)?|come\s+up\s+to|bump\s+(?:it\s+)?to)|\b(?:they|he|she|broker)\s+(?:did|went\s+(?:up\s+)?to|came\s+up\s+to|agreed\s+(?:to|on))|\b(?:i|we)'?ll\s+(?:do|go|pay)|\bbump(?:ed)?\s+(?:it\s+)?(?:up\s+)?to|\braised?\s+(?:it\s+)?to|\bmeet\s+(?:you\s+)?(?:at|in\s+the\s+middle\s+at)|\bfinal(?:\s+offer)?(?:\s+is)?|\b(?:ok|okay|deal|fine|alright|yes|yeah|yep)[,!. \t]+(?:at|for)?|\blet'?s\s+do|\b(?:increased|raised|went\s+up|changed|updated)\s+to|\b(?:is|are|it'?s|rate'?s)\s+going\s+(?:up\s+)?to|\bgot\s+(?:them|him|her|it|the\s+broker|'?em)\s+(?:up\s+|down\s+)?to|\bbooked\b[^\w\n$]{0,6}(?:at|for)?|\blo\s+m[aá]s\s+que\s+(?:puedo|te\s+puedo\s+dar)\s+es)[ \t]*[:=-]?[ \t]*\$?[ \t]*$/i;
/**
 * R-OFFER-32: just before a figure restated as a correction or an update, later in a thread
 * ('sorry, $650 not $1,850', 'typo 2.15/mi', 'correction it's 157 loaded', 'perdón, 1,950',
 * 'oh ok then ~35 dh'): no other figure between the word and the figure.
 */
export const CORRECTED_BEFORE =
  /(?:\b(?:sorry|correction|correcting|corrected|typo|update[d]?|my\s+bad|oops|i\s+mean|i\s+meant|actually|mejor\s+dicho|scratch\s+that|(?:ok|okay|oh|so)\s+then|changed?\s+to|ahora)\b|\b(?:perd[oó]n|actualizaci[oó]n|correcci[oó]n)(?!\w))[^\d\n]{0,60}$/i;
/** Just after a figure said as the new one ('total 241 mi now', '$700 now'). */
export const NOW_AFTER = /^[ \t,]*now\b/i;
/**
 * R-OFFER-32: words taking back a load said before, in a thread: 'cancelled' (the load is gone,
 * another may follow) or 'corrected' (the same load said again, fixed: 'typo, CONROE', 'I had it
 * backwards').
 */
const CANCELLED = /\b(?:scratch\s+that|cancel+ed|never\s*mind|nvm|disregard|ignore\s+(?:that|the\s+(?:last|first)(?:\s+one)?)|fell\s+through|(?:got|was|been)\s+covered|no\s+longer\s+available)\b/i;
const CORRECTED = /\b(?:typo|correction|autocorrect|wrong\s+(?:load|lane|one|city)|backwards|reversed|i\s+meant?)\b/i;
const CANCELLED_ALL = new RegExp(CANCELLED.source, 'gi');
/** 'if it cancels', 'TONU $150 if cancelled': a condition, not a load taken back. */
const CONDITION_BEFORE = /\b(?:if|when|in\s+case|unless|should|si)\b[^.\n!?]*$/i;
const CONDITION_AROUND = /^[ \t]*(?:after|before)\s+(?:dispatch|pickup|loading)\b/i;

/** Where the last cancellation of a load said before starts in `text`, or -1 (conditions aside). */
export function lastCancellation(text: string): number {
  let at = -1;
  for (const m of text.matchAll(CANCELLED_ALL)) {
    const conditional = CONDITION_BEFORE.test(text.slice(Math.max(0, m.index - 40), m.index)) || CONDITION_AROUND.test(text.slice(m.index + m[0].length, m.index + m[0].length + 24));
    if (!conditional) at = m.index;
  }
  return at;
}
export function retracts(between: string): 'cancelled' | 'corrected' | null {
  if (lastCancellation(between) >= 0) return 'cancelled';
  return CORRECTED.test(between) ? 'corrected' : null;
}

/** Just after a figure said as a concession ('1100 best i got', '1,900 works', '1900 final'). */
const AGREED_AFTER = /^[ \t]*(?:is\s+)?(?:the\s+)?(?:best\s+(?:i|we|he|she|they|(?:the\s+)?(?:broker|shipper)|it\s+gets)|max\b|tops\b|final\b|highest\b|works\b|it\s+is\b|deal\b|and\s+that'?s\s+(?:it|final)|(?:on\s+[\w-]{1,12}[ \t]*)?[,.;-][ \t]*that'?s\s+(?:it|all|final|my\s+best|the\s+best)\b|and\s+(?:it'?s|its|it\s+is)\s+yours|take\s+it\s+or\s+leave\s+it)/i;
const NUMBER_AFTER = /\$?[ \t]?(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?/g;

const lineBefore = (text: string, at: number, length: number) => {
  const window = text.slice(Math.max(0, at - length), at);
  return window.slice(window.lastIndexOf('\n') + 1);
};

/** The number said right after a correction that follows `at` ('…, no sorry, 750'), or null. */
export function correctionAfter(text: string, at: number): { value: number; start: number; end: number } | null {
  const window = text.slice(at, at + 90);
  const marker = CORRECTION.exec(window);
  // The correction follows the figure closely ('1500 flat, wait no sorry'), not a sentence later.
  if (!marker || marker.index > 20) return null;
  NUMBER_AFTER.lastIndex = marker.index + marker[0].length;
  const n = NUMBER_AFTER.exec(window);
  if (!n) return null;
  const digits = n.index + n[0].length - n[1]!.length - (n[2]?.length ?? 0);
  return { value: Number(n[1]!.replace(/,/g, '') + (n[2] ?? '')), start: at + digits, end: at + n.index + n[0].length };
}

/**
 * The figures of a text that a later one replaces (corrected, or said after 'not' / 'was'), and
 * the driver's asks that a later figure answers. `figures` in text order.
 */
export function replacedFigures<T extends Figure>(text: string, figures: readonly T[]): Set<T> {
  const out = new Set<T>();
  figures.forEach((figure, i) => {
    const later = i + 1 < figures.length;
    const before = lineBefore(text, figure.start, 24);
    if (REPLACED_BEFORE.test(before) || PAST_BEFORE.test(before) || STRUCK_AFTER.test(text.slice(figure.sourceEnd, figure.sourceEnd + 24))) out.add(figure);
    else if (later && ASK_BEFORE.test(lineBefore(text, figure.start, 40))) out.add(figure);
    else if (later && /^[ \t]*\?/.test(text.slice(figure.sourceEnd, figure.sourceEnd + 4))) out.add(figure);
    else if (later) {
      const fix = correctionAfter(text, figure.sourceEnd);
      // The corrected figure is one of the next ones (the correction is within 90 characters).
      for (let k = i + 1; fix && k < figures.length && figures[k]!.start <= fix.start; k++) {
        if (fix.start < figures[k]!.sourceEnd) {
          out.add(figure);
          break;
        }
      }
    }
  });
  return out;
}

/** True when the figure is a driver's ask ('can you do 425?', 'any chance at 350'). */
function isAsk(text: string, figure: Figure): boolean {
  return ASK_BEFORE.test(lineBefore(text, figure.start, 40)) || /^[ \t]*\?/.test(text.slice(figure.sourceEnd, figure.sourceEnd + 4));
}

/**
 * The last figure, when it is said as a concession or the agreed price, or when it answers a
 * driver's ask said before it ('can you do 425?' … '400 and it's yours'). `all` holds every
 * figure in text order, the replaced ones too; `kept` those left.
 */
export function agreedFigure<T extends Figure>(text: string, kept: readonly T[], all: readonly T[] = kept): T | null {
  const last = kept.at(-1);
  // No load is agreed at under $50 ('I'll pay $40/hr if you wait'); per-mile rates are small.
  if (!last || kept.length < 2 || (last.value < 50 && !('kind' in last && last.kind === 'perMile'))) return null;
  const before = lineBefore(text, last.start, 40);
  const after = text.slice(last.sourceEnd, last.sourceEnd + 30);
  // R-OFFER-75: of 'A + B' agreed on ('$520 + $65 is the max', 'I can do $1,020 + $120'), A is the price, B the fuel.
  const previousFigure = kept.at(-2)!;
  const sum = /^[ \t]*\+[ \t]*\$?[ \t]*$/.test(text.slice(previousFigure.sourceEnd, last.start));
  if (AGREED_BEFORE.test(before) || AGREED_AFTER.test(after)) return sum ? previousFigure : last;
  // R-OFFER-32: the last figure restated as a correction wins over the ones before it.
  // A bare number ('sorry. 255 is right', the miles) corrects only a figure of its size.
  const previous = kept.at(-2)!;
  const sized = ('marked' in last && last.marked === true) || (last.value >= previous.value / 2 && last.value <= previous.value * 2);
  if (sized && (CORRECTED_BEFORE.test(lineBefore(text, last.start, 80)) || NOW_AFTER.test(after)) && !isAsk(text, last)) return last;
  return all.some((f) => f.start < last.start && isAsk(text, f)) ? (sum ? previousFigure : last) : null;
}

/** A payment or remittance notice: never an offer, whatever it names (R-OFFER-22). */
// R-OFFER-78: and a factor's funding notice ('Your schedule #22091 has been funded', 'Payment remittance').
const PAYMENT_NOTICE =
  /\b(?:schedule|invoices?|advance)\b[^.\n]{0,40}\b(?:has\s+been|have\s+been|was|were)\s+funded\b|\bpayment\s+remittance\b|\b(?:your\s+)?payment\b(?:[^.\n]|\.\d){0,100}?\b(?:was|has\s+been|is|were)\s+(?:sent|processed|issued|deposited|released)\b|\bremittance\s+advice\b/i;
/** R-OFFER-31: a dispatch service's invoice or a settlement statement, named in the text's first line. */
const INVOICE = /^[^\n]{0,40}\b(?:invoice|settlement\s+statement|pay\s+statement|statement\s+of\s+account)\b/i;
/**
 * R-OFFER-40: texts that name a lane but offer no load: a carrier's truck-available post or a
 * driver looking for loads, a market or lane-rate report, a hiring ad, a thank-you for a load
 * already hauled or an invoice paid.
 */
const CAPACITY =
  /\b(?:truck|hotshot|unit|van|capacity)s?\s+(?:is\s+)?(?:available|avail\b|open|empty)\b(?![ \t]*\?)|\blooking\s+for\s+(?:a\s+|some\s+)?(?:loads?|freight|work|backhaul)\b|\bany\s+loads?\b[^.\n]{0,80}\?|\b(?:i|we)\s+(?:have|got)\s+an?\s+empty\b|\bneed\s+(?:a\s+)?(?:load|backhaul|freight)\b(?!\s+(?:moved|hauled|delivered|picked|taken|shipped|transported|covered|pulled))/i;
// R-OFFER-58: a digest's match ('Your match:', 'Best match:', '+ 1 match') and a heading or label 'Offer' starting a line offer one too.
// R-OFFER-72: and a lane said after 'I have' with its figures ('I have El Paso TX to Albuquerque NM, 262 mi'), a 'Hot lane:' heading.
const OFFERS_ONE = /\b(?:i|we)\s+(?:have|got)\s+[^.\n\d]{2,30}?\s(?:to|→|->)\s[^.\n\d]{2,30}?\d|^[ \t>#*_-]*(?:hot|open|new|featured)\s+(?:lane|load)\s*:|\b(?:your|best|top)\s+match\b|\+\s*[1-9]\d*\s+(?:new\s+)?match(?:es)?\b|^[ \t>#*_-]*(?:the\s+|load\s+)?offer[ \t*_]*(?::|$)|\bhere'?s\s+(?:a|one|the|another)\b|\bgot\s+(?:another|one)\b|\bnew\s+load\b|\b(?:i|we)\s+(?:have|got)\s+(?:a\s+|one\s+|some\s+)?(?:load|one|freight)\b|\bhave\s+one\b|\bcan\s+offer\b|\boffer(?:ing)?\s+(?:you\s+)?(?:a\s+|this\s+)?load\b|\bbook\s+(?:it|now)\b|\bcan\s+you\s+(?:cover|take|haul|run)\b/im;
// R-OFFER-58: and a lane said to average a price ('Chi → Atl averaging $1.60/mi on the boards').
// R-OFFER-72: and a newsletter's figures ('average pay $2.08/mi'), a post saying it is not a load.
const REPORT =
  /\baverage\s+(?:pay|rate)\b|\bnot\s+a\s+load\b|\baverag(?:ing|ed)\s+(?:about\s+|around\s+|~\s?)?\$\s?\d|\bmarket\s+(?:update|report|watch|rates?)\b|\brates?\s+(?:are\s+)?averag(?:ing|ed|e)\b|\blane\s+(?:average|report|history)\b|\bspot\s+rates?\s+(?:are\s+)?(?:up|down)\b|\b(?:we(?:'re|\s+are)|now)\s+hiring\b|\bhiring\s+(?:owner|cdl|drivers?|o\/?o)|\bsign[\s-]*on\s+bonus\b|\bjoin\s+our\s+(?:team|fleet)\b|\binvoice\s+(?:was\s+|has\s+been\s+|is\s+)?paid\b|\bthanks?\s+(?:you\s+)?for\s+(?:hauling|running|moving)\b/i;
const PAY_SAID = /\b(?:pays?|paying|rate|linehaul|all[\s-]*in|flat|offer(?:ing)?)\b/i;
const LOOKING = /\blooking\s+for|\bany\s+loads?\b|\bneed\s+(?:a\s+)?(?:load|backhaul|freight)\b(?!\s+(?:moved|hauled|delivered|picked|taken|shipped|transported|covered|pulled))/i;
/** A platform's marketing: its example lanes are no offer (R-OFFER-22). */
// R-OFFER-82: and a marketer's pitch ('not on page 1 of Google', 'SEO', 'Reply YES to start').
const ADVERT = /\bseo\b|\bpage\s+(?:1|one)\s+(?:of|on)\s+google\b|\breply\s+yes\s+to\s+(?:start|subscribe|sign\s+up)\b|\b(?:free\s+trial|trial\s+(?:ends|expires|is\s+ending)|upgrade\s+(?:now|today|to\s+(?:pro|premium|plus))|start\s+your\s+(?:free\s+)?trial|subscription\s+(?:renews|expires|ends))\b/i;
/** The text says there is no load to offer (R-OFFER-22). */
const NO_LOAD_SAID =
  /\bno\s+(?:open\s+)?loads?\b(?!\s+(?:out\s+of|from)\b)|\b(?:was|been|got|already|is|are)\s+(?:covered|booked|taken|gone)\b|\b(?:don'?t|do\s+not)\s+have\s+(?:it|anything|one|a\s+load)\b|\bnothing\s+(?:yet|today|open|available|posted|specific|on\s+the\s+board)\b|\bnot\s+sure\s+what\s+it\s+pays\b|\bno\s+call[\s-]*outs?\b|\bno\s+run\b|\bno\s+tengo\s+nada\b|\bcancel(?:l?ed)\b/i;

/** 'payment' for a payment notice or an advert (never an offer); 'noLoad' when the text says it offers none. */
export function noticeKind(text: string): 'payment' | 'noLoad' | null {
  if (PAYMENT_NOTICE.test(text) || ADVERT.test(text)) return 'payment';
  if (INVOICE.test(text.trimStart()) && !OFFERS_ONE.test(text)) return 'payment';
  // A report, ad or thank-you that goes on to offer a load ('Thanks for hauling last week, got another one: …') is an offer.
  if (REPORT.test(text) && !OFFERS_ONE.test(text)) return 'payment';
  // Only the newest message's own lines: a reply offering a load to a truck-available post is an offer.
  // A load's pay said plainly ('Van available at the shipper … pays $1,850') makes it an offer, unless the
  // sender is the one looking ('Looking for loads, $2/mi min').
  if (CAPACITY.test(text) && !OFFERS_ONE.test(text)) {
    const own = newestOwnLines(text);
    if (CAPACITY.test(own) && (!PAY_SAID.test(own) || LOOKING.test(own))) return 'payment';
  }
  return NO_LOAD_SAID.test(text) ? 'noLoad' : null;
}

const PAST_LOAD = /\blast\s+(?:time|week|month|year|load|run|trip)\b|\byesterday\b|\baveraged\b|\bthe\s+other\s+day\b/i;
/**
 * R-OFFER-71: a sentence that comments on the offer rather than making it: what someone would ask
 * or should get, what they were paid before, a settlement ('I'd want 900 in winter', 'short runs
 * should be $3+', 'I hauled Jackson to Baton Rouge for $450 last month', 'Dre's last pay $1,640').
 */
const COMMENTARY =
  /\bi'?d\s+(?:ask|want|take|counter|hold\s+out\s+for|need|say|go\s+for)\b|\b(?:thinking|plan(?:ning)?|going)\s+(?:to\s+|of\s+)?(?:ask|counter)(?:ing)?\b|\bshould\s+(?:be|get|pay)\b|\bi\s+(?:hauled|ran|made|was\s+paid|got\s+paid|got\s+\$?\d)|\bsettlements?\b|\blast\s+(?:pay|check|settlement)\b|\bstandby\b/i;


/** True when the sentence around `at` tells of a past load ('Paid $350 last time for … (40 mi)'), R-OFFER-26. */
export function pastLoadSentence(text: string, at: number): boolean {
  return PAST_LOAD.test(sentenceAround(text, at));
}

/** True when the sentence around an amount comments on the offer or tells of a past load (R-OFFER-71). */
export function commentarySentence(text: string, at: number): boolean {
  const sentence = sentenceAround(text, at);
  return PAST_LOAD.test(sentence) || COMMENTARY.test(sentence);
}

function sentenceAround(text: string, at: number): string {
  const back = text.slice(Math.max(0, at - 120), at);
  const from = Math.max(back.lastIndexOf('\n'), back.search(/[.!?](?=[^.!?]*$)\s/));
  const ahead = text.slice(at, at + 120);
  const stop = ahead.search(/[.!?](?:\s|$)|\n/);
  return (from >= 0 ? back.slice(from + 1) : back) + (stop >= 0 ? ahead.slice(0, stop) : ahead);
}

/**
 * R-OFFER-31: the load the text names is gone: expired, withdrawn, no longer available, booked or
 * dispatched to another carrier, a tender cancelled; R-OFFER-58: 'has been covered', 'is now filled';
 * R-OFFER-72: 'This load has expired', 'Load's gone now', 'shipper went with another carrier'.
 */
// R-OFFER-82: and a rate confirmation voided, a load marked DEAD or COVERED, a tender or job that
// the shipper or client retracted or pulled, a subject line starting 'Cancelled'.
// R-OFFER-101: a repost marked 'COVERED' or 'FILLED' on a line of its own ('❌❌ COVERED ❌❌').
const LOAD_GONE =
  /\bvoid(?:ed)?\b(?![ \t]+(?:if|unless|when|where|after))|^[ \t]*dead\b(?![ \t-]*head)|\bcxl'?d\b|\b(?:load|it|this(?:\s+one)?|lane)\s+(?:is|got|was)\s+covered\b(?![ \t]+(?:by|under|for|with))|\btender\s+retracted\b|\b(?:shipper|client|customer|consignee)\s+(?:has\s+|have\s+|just\s+)?(?:retracted|pulled|cancel+ed|withdrawn|rescinded)\b|^[ \t]*subject:[ \t]*(?:re:[ \t]*)?(?:cancel+ed|covered|void)\b|\bno\s+longer\s+available\b|\bload(?:'s|\s+is)\s+gone\b|\bwent\s+with\s+(?:another|a\s+different|other)\s+carrier\b|\bawarded\s+(?:this\s+one\s+|it\s+|the\s+load\s+)?elsewhere\b|\bnothing\s+to\s+book\b|\b(?:offer|load|listing|tender|order)\s+(?:has\s+been\s+|has\s+|was\s+|is\s+)?(?:withdrawn|expired|rescinded|cancel+ed)\b|\b(?:has\s+been|was|is|got)\s+(?:withdrawn|rescinded|cancel+ed)\b|\b(?:has\s+been|is\s+now|was\s+just|just\s+got)\s+(?:covered|filled)\b|\b(?:was|were|has\s+been|is|got|already)\s+(?:booked|dispatched|covered|assigned|awarded)\s+(?:by|to|with)\s+(?:another|a\s+different|other)\s+carrier\b|\bdo\s+not\s+dispatch\b|\bse\s+cancel(?:[oó]|aron)(?!\w)|\b(?:carga|viaje)\s+cancelad[oa]\b|\bya\s+(?:no\s+est[aá]\s+disponible|se\s+cubri[oó])(?!\w)|(?:^|[-—–:|([][ \t]*)cancel+ed[ \t]*[)\].!]*[ \t]*$|^[^\w\n]*(?:covered|filled)[^\w\n]*$/gim;
/** Words offering another load after the gone one ('new one:', 'but I have', 'instead'). */
const REPLACEMENT = /\b(?:new\s+(?:one|load)|another\s+(?:one|load)|(?:got|have)\s+another|instead|here'?s|but\s+(?:i|we)\s+(?:have|got)|re-?posted|replacement|how\s+about)\b/i;

/** True when the text says its load is gone and offers none after saying so. */
export function loadGone(text: string): boolean {
  let last = -1;
  for (const m of text.matchAll(LOAD_GONE)) {
    // 'If the load is cancelled after dispatch, TONU $150' says what happens if, not that it was.
    if (CONDITION_BEFORE.test(text.slice(Math.max(0, m.index - 40), m.index)) || CONDITION_AROUND.test(text.slice(m.index + m[0].length, m.index + m[0].length + 24))) continue;
    last = m.index + m[0].length;
  }
  return last >= 0 && !REPLACEMENT.test(text.slice(last));
}

/** The newest message's own lines: no subject or header line, no quoted ('>') line, nothing after a forward or quote marker. */
function newestOwnLines(text: string): string {
  const own: string[] = [];
  let content = false;
  for (const line of text.split('\n')) {
    if (content && /^\s*(?:-{2,}\s*(?:original|forwarded)\s+message|on\s.{0,80}\swrote:|from:\s)/i.test(line)) break;
    if (/^\s*>/.test(line) || /^\s*(?:from|sent|to|cc|subject|date|re|fw|fwd)\s*:/i.test(line)) continue;
    own.push(line);
    if (line.trim() !== '') content = true;
  }
  return own.join('\n');
}
