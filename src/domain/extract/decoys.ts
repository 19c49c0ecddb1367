/**
 * Numbers that are never money or miles (docs/product-rules.md, R-OFFER-5): phone numbers, MC and
 * DOT numbers, ZIP codes, dates, times, dimensions and lengths, street numbers, references,
 * percentages, counts of pallets or pieces. `maskDecoys` blanks them out (same length, so offsets
 * still point into the text) before amounts and miles are looked for.
 */

const DECOYS: readonly RegExp[] = [
  // R-OFFER-48: an IP address ('209.85.210.43') is no amount with cents.
  /(?<![\w.])\d{1,3}(?:\.\d{1,3}){3}(?![\w.]*\d)/g,
  // Phone numbers: (555) 555-1212, 555.555.1212, 555-555-1212 x12, +1 555 555 1212, 5555551212.
  /(?:\+?1[ \t.-]?)?\(?\b\d{3}\)?[ \t.-]?\d{3}[ \t.-]\d{4}\b(?:[ \t]*(?:x|ext\.?)[ \t]*\d+)?/gi,
  /\b\d{10}\b/g,
  // MC / DOT / SCAC / docket numbers.
  /\b(?:mc|dot|usdot|ff|mx|docket|scac)[ \t]*(?:#|no\.?|number)?[ \t]*[:.-]?[ \t]*\d+/gi,
  // ZIP after a state (with or without comma): 'TX 78045', 'TX, 78045-1234'.
  /(?<=\b[A-Za-z]{2},?[ \t]{1,3})\d{5}(?:-\d{4})?\b/g,
  // Dates: 11/26, 11/26/2026, 2026-11-26, 11-26, Nov 26, 26th; a four-digit clock time right
  // after a date ('12/4 0700', masked before the date it leans on).
  /(?<=\b\d{1,2}\/\d{1,2}(?:\/\d{2,4})?[ \t]{1,3})(?:[01]\d|2[0-3])[0-5]\d\b/g,
  /\b\d{1,4}[/-]\d{1,2}(?:[/-]\d{2,4})?\b/g,
  /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?[ \t]+\d{1,2}(?:st|nd|rd|th)?\b(?:,?[ \t]+(?:19|20)\d{2}\b)?/gi,
  // E-mail header dates: 'Sent: Tuesday, November 24, 2026 7:42 AM', 'Date: Mon, 23 Nov 2026'.
  /(?<=^[ \t>]{0,4}(?:sent|date|fecha|enviado)[ \t]{0,3}:.{0,40}?)\b(?:19|20)\d{2}\b/gim,
  /\b\d{1,2}(?:st|nd|rd|th)\b/gi,
  // Times: 8:00, 8am, 0800 hrs, 0800-1400, 'at 7'.
  /\b\d{1,2}:\d{2}(?:[ \t]*[ap]\.?m?\.?)?/gi,
  // R-OFFER-17: a four-digit clock time with a leading zero ('CALL OUT 0215', 'HOTSHOT 0400'), or any
  // four-digit time after 'call out' ('CALLOUT 1900'); no amount is written with a leading zero.
  /(?<![$.,\d])\b0\d[0-5]\d\b(?![.,]\d)/g,
  /(?<=\bcall[ \t-]?outs?[ \t]{1,3}(?:at[ \t]{1,3})?)(?:[01]\d|2[0-3])[0-5]\d\b/gi,
  /\b\d{1,2}[ \t]*[ap]\.?m\b\.?/gi,
  /\b\d{3,4}[ \t]*(?:hrs?|hours|h)\b/gi,
  /\b\d{1,3}[ \t]*(?:hours?|hrs?|days?|mins?|minutes?|horas?|d[ií]as?)\b/gi,
  // Dimensions and lengths: 48x40, 8' x 20', 24', 40 ft, 53ft, 26 foot, 102".
  /(?<![$.,\d])\b\d+(?:\.\d+)?[ \t]*(?:'|ft|feet|in|")?[ \t]*[x×X*][ \t]*\d+(?:\.\d+)?(?:[ \t]*(?:'|ft|feet|in|"))?(?:[ \t]*[x×X*][ \t]*\d+(?:\.\d+)?(?:[ \t]*(?:'|ft|feet|in|"))?)?(?![\d,]|[ \t]*(?:mi|miles|millas|=)\b)/g,
  // R-OFFER-16: a bare 'k' number right after a trailer length in a listing's header ('HS · 40' · 10k')
  // is the weight, not money.
  /(?<=\b\d{2}[ \t]?(?:'|’|ft)[ \t]{0,3}[·|,/][ \t]{0,3})\d{1,3}(?:\.\d)?[ \t]?k\b/gi,
  // A '"' closing a quotation ('Pay: "950 plus fuel 75"') is no inch mark (R-OFFER-18).
  /\b\d+(?:\.\d+)?[ \t]*(?:'|’|ft\b|feet\b|foot\b|footer\b|pies\b|(?<!"[^"\s][^"\n]{0,80})"|inch(?:es)?\b)/gi,
  // Street numbers: '1200 Main St', '4500 N. Central Expy'.
  // R-OFFER-45: not a figure said with its unit ('22 deadhead from your place', '40 mi from the pike').
  /\b\d{1,6}(?![ \t]+(?:mi|miles?|millas?|dh|deadhead|empty|out|away|loaded)\b)(?=[ \t]+(?:[NSEW]\.?[ \t]+)?(?:[A-Za-z0-9.]+[ \t]+){0,3}(?:st|street|rd|road|ave|avenue|blvd|boulevard|dr|drive|ln|lane|hwy|highway|pkwy|parkway|way|ct|court|pl|place|cir|circle|trl|trail|pike|loop|fwy|freeway|expy|expressway|industrial|ind)\b)/gi,
  /\b(?:suite|ste|unit|dock|door|bldg|building|gate|apt|po box|p\.o\. box|box)[ \t]*#?[ \t]*\d+/gi,
  // References: 'Load #123456', 'Ref: AB12345', 'PO 44512', '#88123', 'order 5521'.
  /\b(?:load|ref|reference|order|po|pro|bol|bl|conf|confirmation|shipment|tender|trip|id|referencia|orden)[ \t]*(?:#|no\.?|number|id)[ \t]*:?[ \t]*[A-Za-z0-9-]*\d[A-Za-z0-9-]*/gi,
  /\b(?:ref|po|pro|bol|conf|referencia|orden)[ \t]*:?[ \t]*[A-Za-z]*\d[A-Za-z0-9-]*/gi,
  /(?<![\w$])#[ \t]?[A-Za-z]*\d[A-Za-z0-9-]*/g,
  /\b(?:load|order|shipment|tender)[ \t]+\d{4,}\b/gi,
  // R-OFFER-38: an appointment or confirmation number said short ('appt 778', 'appt# 4410').
  /\b(?:appt|appointment)[ \t]*#?[ \t]*:?[ \t]*\d+\b(?![ \t]*(?:am|pm|a\.m|p\.m|:))/gi,
  // Percentages, counts, temperatures.
  /\b\d+(?:\.\d+)?[ \t]*%/g,
  // R-OFFER-29: a count sits next to its word ('3 stops', '6 coils'), not across a column gap ('222    Stop-off').
  /\b\d+[ \t]{0,2}(?:pallets?|plts?|skids?|pcs|pieces?|pieces|boxes|cases|crates|units|tarimas|cajas|bundles|coils|drums|totes|trucks?|loads?|stops?|picks?|drops?|axles?|people|guys|star|stars|°|degrees)\b(?![-:])/gi,
  /\b\d+(?:\.\d+)?[ \t]*(?:k[ \t]*)?(?:cft|cu\.?[ \t]*ft|cubic)\b/gi,
  // R-OFFER-71: a page's counters ('1.1k views', '5 replies', '2,310 posts', '987 posts') are no figures.
  /\b\d[\d,]{0,9}(?:\.\d{1,2})?[ \t]?k?[ \t]*(?:views?|likes?|replies|reply|comments?|shares?|followers?|members?|posts?|reactions?|upvotes?|retweets?|reposts?)\b/gi,
];

const KM = String.raw`(?:km|kms|kilom[eè]tres?|kilometers?|kilometres?)\b\.?`;
const KM_NUMBER = String.raw`\d{1,3}(?:[ \u202f]\d{3}){1,3}|\d{1,6}(?:[,.]\d{1,3}){0,2}`;
/** 'X km (Y mi)': the kilometres and the brackets go, the miles stay where they are. */
const KM_THEN_MILES = new RegExp(String.raw`(\b(?:${KM_NUMBER})[ \t]?${KM}[ \t]*\([ \t]*)(\d{1,5}(?:[,.]\d{1,3}){0,2}[ \t]*(?:mi|miles?|millas?|milles?)\b\.?)([ \t]*\))`, 'gi');
/** A per-kilometre rate ('$1.49/km', '0,93 $/km'), a kilometre figure ('997 km', '(418 km)', '18 km /'). */
const KM_FIGURES: readonly RegExp[] = [
  new RegExp(String.raw`(?<![\w.,])\$?[ \t]?\d{1,3}(?:[,.]\d{1,3})?[ \t]?(?:\$[ \t]?(?:us[ \t])?)?(?:\/|per[ \t]|par[ \t]|du[ \t]|le[ \t])[ \t]?${KM}`, 'gi'),
  new RegExp(String.raw`\(?[ \t]?\b(?:${KM_NUMBER})[ \t]?${KM}[ \t]*(?:[)/|·][ \t]?)?`, 'gi'),
];
const blank = (m: string) => m.replace(/[^\n]/g, ' ');

/**
 * R-OFFER-50: a distance in kilometres is never the miles nor an amount; the miles beside it
 * ('997 km (620 mi)', '18 km / 11 mi', '250 mi (402 km)') are read as if it were not there.
 */
function maskKilometres(text: string): string {
  if (!/\dk|\d[ \t]k|km|kilom/i.test(text)) return text;
  let out = text.replace(KM_THEN_MILES, (_, km: string, miles: string, close: string) => blank(km) + miles + blank(close));
  for (const re of KM_FIGURES) out = out.replace(re, blank);
  return out;
}

/** The text with every decoy number replaced by spaces of the same length. */
export function maskDecoys(text: string): string {
  let masked = maskKilometres(text);
  for (const re of DECOYS) {
    masked = masked.replace(re, (m) => m.replace(/[^\n]/g, ' '));
  }
  return masked;
}

/** Blanks out the given spans (same length). */
export function maskSpans(text: string, spans: ReadonlyArray<{ start: number; end: number }>): string {
  if (!spans.length) return text;
  const chars = text.split('');
  for (const span of spans) for (let i = span.start; i < span.end && i < chars.length; i++) if (chars[i] !== '\n') chars[i] = ' ';
  return chars.join('');
}
