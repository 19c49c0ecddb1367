/**
 * Where the one sending the offer is, never a stop (docs/product-rules.md, R-OFFER-21): the
 * broker's or platform's own office named in passing ('Prairie Wind Logistics out of Amarillo,
 * TX', 'we're out of Greensboro, NC', '(HQ in Memphis, TN', 'calling from Cincinnati', 'te hablo
 * de la oficina de Doral'), a company line that puts its city after its name ('Badlands Freight,
 * Sioux Falls SD', 'FreightMatch Inc., 1200 Main St Suite 400, Kansas City, MO'), a line with the
 * sender's phone, MC or e-mail and no stop on it, and an e-mail footer ('Powered by …',
 * 'Unsubscribe'). Pure; each place looks at its own line only (linear time).
 */

interface Place {
  start: number;
  end: number;
}

/** Words just before a place that say it is the sender's own. */
const OFFICE_BEFORE = new RegExp(
  '(?:' +
  [
    String.raw`\b(?:we(?:'re|’re|\s+are)|i'?m|i’m|based|located|headquartered|offices?|hq|calling|founded(?:\s+in\s+\d{4})?)\s+(?:out\s+of|in|at|from)`,
    String.raw`\bbroker\s+(?:est[aá]|is)\s+(?:en|in)`,
    String.raw`\b(?:oficina|office)\s+(?:de|en|in)`,
    String.raw`\bte\s+hablo\s+de`,
    // R-OFFER-41: a caller naming himself and his company ('this is Mike from Summit', 'Dana with Apex').
    String.raw`\b(?:this\s+is|it['’]s|my\s+name\s+is)\s+[a-z]+(?:\s+[a-z]+)?\s+(?:from|with|at|over\s+at)`,
    // R-OFFER-73: where the driver is, never a stop either ('Your location: Humble, TX', 'Your last
    // location shows Ontario, CA', 'DH from your listed location (Petersburg, VA)', 'you're in
    // Antioch', a map app's 'from Bossier City, LA to …'); 'Your location → Lexington, KY' is the route to the stop.
    String.raw`\b(?:your|ur|current|my|driver['’]?s?)\s+(?:last\s+)?(?:reported\s+|listed\s+|known\s+|current\s+)?(?:location|position|ping|gps)\s*(?:shows|is|at|:|=|\()?`,
    String.raw`\b(?:you['’]re|you\s+are|u\s+r|ur)\s+(?:in|at|near|sitting\s+in|empty\s+in|parked\s+in)`,
    String.raw`\bmaps?\b[^\n\d]{0,12}\bfrom`,
    // R-OFFER-73: the broker's office in brackets after its name ('Broker: Red River Logistics (Bossier City, LA)').
    String.raw`\b(?:broker|posted\s+by)\s*:\s*[^\n(:]{2,40}\(`,
  ].join('|') +
    String.raw`)[\s,]*(?:the\s+)?(?:la\s+)?$`,
  'i',
);
/** A company's name ends in one of these, written as a name ('Prairie Wind Logistics', 'ACME FREIGHT'). */
const COMPANY_WORD = ['Logistics', 'Freight', 'Brokerage', 'Trucking', 'Transport', 'Transportation', 'Carriers', 'Carrier', 'Express', 'Group', 'Moves', 'Shipping', 'Dispatch']
  .flatMap((w) => [w, w.toUpperCase()])
  .concat(['LLC', 'Inc', 'INC', 'Corp', 'CORP', 'Co\\.', 'CO\\.'])
  .join('|');
/** '… Logistics out of Amarillo, TX', '… Freight in Tulsa'. */
const COMPANY_IN = new RegExp(String.raw`\b(?:${COMPANY_WORD})\.?\s+(?:out\s+of|in|from|of)[\s,]*$`);
/**
 * A company name directly before the place, maybe with its street address between:
 * 'Badlands Freight, ', 'Suncoast Freight | ', 'FreightMatch Inc., 1200 Main St Suite 400, '.
 */
const COMPANY_BEFORE = new RegExp(
  String.raw`\b(?:${COMPANY_WORD})\.?[ \t]*[,|·•–-][ \t]*(?:\d{1,6}[ \t][^,\n|]{2,40}?,[ \t]*(?:(?:suite|ste\.?|Suite|STE)[ \t]*\w{1,6}[ \t]*,[ \t]*)?)?$`,
);
/**
 * R-OFFER-56: a letterhead whose parts are set apart by spaces only, as a PDF prints them: the
 * company, its street address, then the place ('Ridgeway Logistics LLC  2300 Commerce St  Memphis, TN').
 */
const COMPANY_STREET_BEFORE = new RegExp(
  String.raw`\b(?:${COMPANY_WORD})\.?[ \t,|·•–-]+\d{1,6}[ \t][^\n\d]{2,40}?\b(?:[Ss]t|[Ss]treet|[Rr]d|[Rr]oad|[Aa]ve|[Aa]venue|[Bb]lvd|[Dd]r|[Dd]rive|[Ll]n|[Hh]wy|[Pp]kwy|[Ww]ay|[Cc]t|[Pp]l|ST|RD|AVE|BLVD|DR|HWY|PKWY)\.?[ \t,|·•–-]*$`,
);
/** A line that is a label for the sender ('Broker: Rocky Mtn Auto Moves, Denver CO'). */
const SENDER_LABEL_LINE = /^[ \t]*(?:broker(?:age)?|company|posted\s+by|carrier\s+sales|office|hq|headquarters|empresa)[ \t]*:[^\n]*?[,|·•][^\n]*$/i;
/** An e-mail or app footer line. */
const FOOTER_LINE = /\b(?:powered\s+by|unsubscribe|manage\s+(?:notifications|preferences|alerts)|all\s+rights\s+reserved|privacy\s+policy)\b|©|\(c\)\s*\d{4}/i;
/** The sender's contact details on a line: a phone, an MC / DOT number, an e-mail address. */
const CONTACT = /(?:\(?\b\d{3}\)?[ .-]\d{3}[ .-]\d{4}\b|\b(?:mc|dot|usdot)[ \t]*#?[ \t]*\d{4,8}\b|[\w.+-]+@[\w-]+\.[\w.]+)/i;
/** A stop word on the line: then the place may well be a stop, whatever else the line holds. */
const STOP_WORD =
  /\b(?:p\/?u|pick\s*-?\s*ups?|pickup|origin|shipper|consignee|receiver|deliver(?:y|ing|s)?|drop|dest(?:ination)?|load(?:s|ing|ed)?\s+(?:at|in|out)|from|to|stop|recoger|entrega|carga|hook|yard)\b|->|→|➡|=>/i;

/** A lane's connector right after a place: the place is a stop. */
const LANE_AFTER = /^[ \t,]*(?:to|->|-->|→|=>|➡|>)[ \t]/i;

/** The places of `places` (in text order) that are the sender's own, never a stop. */
export function senderPlaces<T extends Place>(text: string, places: readonly T[]): Set<T> {
  const out = new Set<T>();
  // Lines are found once and each line's own tests run once (R-OFFER-13: linear time).
  const lines: Array<{ start: number; end: number; count: number; footer?: boolean; contact?: boolean; stop?: boolean }> = [];
  const lineOf: number[] = [];
  let lineStart = 0;
  for (const p of places) {
    let nl = text.indexOf('\n', lineStart);
    while (nl >= 0 && nl < p.start) {
      lineStart = nl + 1;
      nl = text.indexOf('\n', lineStart);
    }
    if (lines.at(-1)?.start !== lineStart) lines.push({ start: lineStart, end: nl < 0 ? text.length : nl, count: 0 });
    lines.at(-1)!.count += 1;
    lineOf.push(lines.length - 1);
  }
  places.forEach((p, i) => {
    const line = lines[lineOf[i]!]!;
    const whole = () => text.slice(line.start, line.end);
    const before = text.slice(Math.max(line.start, p.start - 80), p.start);
    line.footer ??= FOOTER_LINE.test(whole());
    if (OFFICE_BEFORE.test(before) || COMPANY_IN.test(before) || line.footer) out.add(p);
    else if (SENDER_LABEL_LINE.test(text.slice(Math.max(line.start, p.start - 200), p.start)) && !STOP_WORD.test(before)) out.add(p);
    // R-OFFER-78: a company's name before a lane ('Smoky Mtn Brokerage - Asheville NC to Greenville SC') names the broker of a load, not its office.
    else if ((COMPANY_BEFORE.test(before) || COMPANY_STREET_BEFORE.test(before)) && !STOP_WORD.test(before) && !LANE_AFTER.test(text.slice(p.end, p.end + 8))) out.add(p);
    else if (line.count === 1 && (line.contact ??= CONTACT.test(whole())) && !(line.stop ??= STOP_WORD.test(whole()))) out.add(p);
  });
  return out;
}
