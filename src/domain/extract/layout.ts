/**
 * Same-length repairs of an offer's layout before it is read (docs/product-rules.md,
 * R-OFFER-27 and R-OFFER-28): every change keeps each character where it was, so offsets still
 * point into the text the driver pasted.
 */

/** Units that may follow a number with no space ('4Oft', 'l2k', '9OOlb'). */
const UNIT_GLUED = /^(?:ft|mi|lbs?|k|am|pm|hrs?|st|nd|rd|th)\b/i;

/**
 * R-OFFER-27: OCR of a screenshot reads 0 as 'O' and 1 as 'l' inside numbers ('$78O', 'l95 mi',
 * '2O9', 'O9:OO', 'SH-2207l'), and 0 as '0' inside a word ('Orland0'). A run of digits, 'O', 'l',
 * ',', '.', ':' that holds at least one real digit and no other letter is a number; a '0' between
 * letters, or at the end of a word of letters, is an 'O'.
 */
export function repairOcrDigits(text: string): string {
  if (!/[Ol]/.test(text) && !/[A-Za-z][01]/.test(text) && !/\b[0S][A-Z0-9]|\b[CM]0\b/.test(text)) return text;
  // R-OFFER-83: a '$' read as 'S' before an amount ('S135', 'S34O'; not a model after its make, 'Bobcat S650'),
  // a state's 'O' read as '0' ('0K', '0KC', 'M0', 'C0').
  let out = text.replace(/(?<![A-Za-z0-9$])(?<![A-Z][A-Za-z]*[ \t])S(?=[1-9][0-9Ol]{1,4}(?:[.,][0-9Ol]{2})?(?![A-Za-z0-9-]))/g, '$').replace(/(?<![A-Za-z0-9])0(?=[A-Z]{1,2}\b)/g, 'O').replace(/\b([CM])0\b/g, '$1O');
  // R-OFFER-83: a deadhead of 'O' ('Deadhead: O', 'DH O (yard)') is 0.
  out = out.replace(/\b((?:dh|dead[ \t]*head|empty(?:[ \t]+mi(?:les)?)?)[ \t]*[:=]?[ \t]*)O(?![\w-])(?![ \t]*\d)/gi, '$10');
  out = out.replace(/(?<![A-Za-z0-9])[0-9Ol](?:[0-9Ol,.:]*[0-9Ol])?/g, (run, at: number) => {
    if (!/[Ol]/.test(run) || !/\d/.test(run)) return run;
    const next = text.slice(at + run.length, at + run.length + 4);
    if (/^[A-Za-z]/.test(next) && !UNIT_GLUED.test(next)) return run;
    return run.replace(/O/g, '0').replace(/l/g, '1');
  });
  // 'Orland0', 'B0ise': a zero inside a word of at least three letters and no other digit.
  out = out.replace(/\b[A-Za-z]{2,}0[A-Za-z]*\b|\b[A-Z]0[a-z]{2,}\b/g, (word) => (/\d.*\d/.test(word) ? word : word.replace(/0/g, 'o')));
  // 'Springfie1d', 'C1eveland': a '1' between lower-case letters is an 'l'.
  // R-OFFER-83: so are two of them ('Fa11s', 'Ta11ahassee') and one ending a word of three letters or more ('fue1').
  out = out.replace(/(?<=[A-Za-z][a-z])1{1,2}(?=[a-z])|(?<=\b[A-Za-z][a-z]{2,})1\b/g, (ones) => 'l'.repeat(ones.length));
  return out;
}

/**
 * The labels of a load board's detail pane, copied one to a line with the value on the next line
 * ('Trip' / '328', 'DH-O' / '38', 'Rate' / '$1,050', 'Origin' / 'Lubbock, TX').
 */
const STACKED_LABEL =
  /^[ \t]*(?:trip(?:\s+miles)?|(?:loaded\s+|total\s+)?miles|mileage|distance|dist|dh-?o|dh-?d|dh|deadhead(?:\s+(?:to\s+)?origin)?|empty\s+miles|origin|destination|dest|pick\s*-?\s*up(?:\s+(?:city|location))?|delivery(?:\s+(?:city|location))?|drop(?:\s+off)?|shipper|consignee|rate|pay|price|offer|linehaul|line\s+haul|fsc|fuel(?:\s+surcharge)?|total(?:\s+pay)?|rate\s*\/\s*mi(?:le)?|per\s+mile|rpm|weight|length|equipment|truck|age|company|broker|contact|phone|credit|reference|ref|load\s*#|commodity|full\s*\/\s*partial|posted)[ \t]*:?[ \t]*$/i;

/**
 * R-OFFER-28: a label alone on its line with its value alone on the next line reads as
 * 'Label: value' (the line break becomes the ':', or a space after a label that has one). The
 * next line is joined only when it is not another label.
 */
export function joinStackedLabels(text: string): string {
  if (!text.includes('\n')) return text;
  const joins: Array<[number, string]> = [];
  let start = 0;
  let previousLabel = false;
  while (start < text.length) {
    const nl = text.indexOf('\n', start);
    if (nl < 0) break;
    const line = text.slice(start, nl);
    const nextEnd = text.indexOf('\n', nl + 1);
    const next = text.slice(nl + 1, nextEnd < 0 ? text.length : nextEnd);
    const label = line.length <= 30 && STACKED_LABEL.test(line);
    // The last of a block of labels ('Origin' / 'Destination' / 'Miles' / 'Rate') keeps its line (R-OFFER-34).
    if (label && !previousLabel && next.trim() !== '' && next.length <= 60 && !STACKED_LABEL.test(next)) {
      joins.push([nl, line.trimEnd().endsWith(':') ? ' ' : ':']);
      // The joined value is not a label line of its own: go past it.
      start = nextEnd < 0 ? text.length : nextEnd + 1;
      previousLabel = false;
      continue;
    }
    previousLabel = label;
    start = nl + 1;
  }
  if (!joins.length) return text;
  let out = '';
  let at = 0;
  for (const [nl, by] of joins) {
    out += text.slice(at, nl) + by;
    at = nl + 1;
  }
  return out + text.slice(at);
}

/** A dollar sign after its amount, French style ('1 150,00 $', '480 $ US', '2,35 $/mi', '1,150 $'). */
const DOLLARS_AFTER = /(?<![\d.,$])(\d{1,3}(?:[ \u202f]\d{3}){1,3}|\d{1,3}(?:,\d{3}){1,3}|\d{1,7})(?:[,.](\d{1,2}))?[ \u202f]?\$(?![\d$])/g;

/**
 * R-OFFER-49: an amount written with its '$' after it, and French number format (a space between
 * thousands, a comma before the cents): '1 150,00 $' reads as '$1,150.00', '2,35 $/mi' as
 * '$2.35/mi'. Same length: the amount moves to where the number started and spaces fill the rest.
 */
export function dollarsBefore(text: string): string {
  if (!text.includes('$')) return text;
  return text.replace(DOLLARS_AFTER, (all, whole: string, cents: string | undefined) => {
    const digits = whole.replace(/[ \u202f,]/g, '');
    const grouped = digits.replace(/\B(?=(?:\d{3})+$)/g, ',');
    const amount = `$${grouped}${cents ? `.${cents}` : ''}`;
    return amount.length <= all.length ? amount.padEnd(all.length, ' ') : all;
  });
}

/** What a quoted question asks for, as the label a value of that kind carries (R-OFFER-76). */
const QUESTION_LABELS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:dead\s*-?\s*head|dh|empty|how\s+far\s+(?:am\s+i|is\s+it\s+from\s+(?:me|us)|to\s+(?:the\s+)?(?:shipper|pick\s*-?\s*up|pu))|from\s+me)\b/i, 'DH:'],
  [/\b(?:where(?:'s|\s+is|\s+does)?\s+it\s+(?:going|deliver\w*|drop\w*)|deliver(?:y|ing)?|drop(?:\s+off)?|destination|consignee|where\s+to|to)\b\s*\??\s*$/i, 'DEL:'],
  [/\b(?:where(?:'s|\s+is|\s+does)?\s+it\s+(?:pick\w*|load\w*|com\w*\s+from)|pick\s*-?\s*up|pu|origin|shipper|from)\b\s*\??\s*$/i, 'PU:'],
  [/\b(?:(?:loaded\s+)?miles|mileage|distance)\b|\bhow\s+far\b(?!\s+(?:am\s+i|is\s+it\s+from\s+(?:me|us)|to\s+(?:the\s+)?(?:shipper|pick|pu)))/i, 'Miles:'],
  [/\b(?:rate|pay|pays|paying|how\s+much|price)\b/i, 'Rate:'],
];
/** A quoted question: '> Miles?', '> Q2: from?', '>> deadhead from Marana'. */
const QUOTED_QUESTION = /^([ \t]*>+[ \t]*(?:q\d{1,2}[ \t]*[:.)][ \t]*)?)([^\n\d]{1,60})$/i;

/**
 * R-OFFER-76: an e-mail reply answering quoted questions line by line ('> Miles?' / '309', '> Q2:
 * from?' / 'Baton Rouge, LA') reads each answer under the label its question asks for: the
 * question's words become that label (spaces before it), and the line break a space.
 */
export function labelQuotedAnswers(text: string): string {
  if (!text.includes('>')) return text;
  const lines = text.split('\n');
  const joined = new Set<number>();
  for (let i = 0; i < lines.length - 1; i++) {
    const q = QUOTED_QUESTION.exec(lines[i]!);
    const answer = lines[i + 1]!;
    if (!q || answer.trim() === '' || /^[ \t]*>/.test(answer) || /\?[ \t]*$/.test(answer)) continue;
    // A question asking for two things ('loaded miles? and empty from Maryville?') is left as it is.
    const asked = QUESTION_LABELS.filter(([re]) => re.test(q[2]!));
    const label = asked.length === 1 ? asked[0]![1] : undefined;
    if (!label || label.length > q[0].length) continue;
    // A lane answers 'Pickup & drop?' with both places: its own words place them.
    if ((label === 'PU:' || label === 'DEL:') && /→|->|=>|\bto\b|\ba\b/i.test(answer)) continue;
    lines[i] = label.padStart(q[0].length, ' ');
    joined.add(i);
  }
  // The line break after a question becomes a space: the answer stands right after its label.
  return lines.map((line, i) => (i === lines.length - 1 ? line : line + (joined.has(i) ? ' ' : '\n'))).join('');
}

/** A record's city field and the state field right after it, in JSON, YAML, a Python dict or key=value. */
const CITY_STATE_FIELDS =
  /(\{[ \t]*)?(["']?)city\2[ \t]*[:=][ \t]*(["']?)([A-Za-z][A-Za-z .'-]{0,40}?)\3[ \t]*(?:,[ \t]*|\n[ \t]*)(["']?)(?:state|state_?prov(?:ince)?|state_?code|st|province|region)\5[ \t]*[:=][ \t]*(["']?)([A-Za-z]{2})\6(?![A-Za-z])/gi;

/**
 * R-OFFER-98: machine data pasted from a load board's API or a TMS export names a place as a city
 * field and a state field ('"origin": { "city": "Oklahoma City", "stateProv": "OK"', YAML 'city:
 * Boise' / 'state: ID'): they read as the place 'Oklahoma City, OK' after the object's key. Same
 * length: the place moves to where the fields started and spaces fill the rest.
 */
function recordPlaces(text: string): string {
  if (!/city/i.test(text)) return text;
  return text.replace(CITY_STATE_FIELDS, (all: string, _brace, _kq, _vq, city: string, _sq, _svq, state: string) => {
    const place = `${city.trim()}, ${state.toUpperCase()}`;
    // The place starts where the city's name did, so its words point at the city.
    const at = all.indexOf(city, all.search(/[:=]/) + 1);
    return (at >= 0 && at + place.length <= all.length ? ' '.repeat(at) + place : place).padEnd(all.length, ' ');
  });
}

/** An amount object under its key ('"rate": { "amount": 2.15, "basis": "PER_MILE" }'). */
const AMOUNT_OBJECT = /\{[ \t]*(["']?)(?:amount|value)\1[ \t]*:[ \t]*(["']?)(\d[\d,]*(?:\.\d+)?)\2(?=([^{}\n]*))/gi;
/** A charge line of an array ('{"code":"FSC","desc":"Fuel surcharge","amount":68.00}'). */
const NAMED_CHARGE = /\{[^{}\n]{0,80}?(["']?)(?:desc|description|name|label)\1[ \t]*:[ \t]*(["'])([A-Za-z][^"'\n]{0,30})\2[^{}\n]{0,40}?(["']?)(?:amount|value)\4[ \t]*:[ \t]*(["']?)(\d[\d,]*(?:\.\d+)?)\5/gi;

/**
 * R-OFFER-99: an amount nested in an object reads as its key's value ('"fuel": { "amount":
 * "70.00" }' → 'fuel: 70.00'), per mile when the object says so ('"basis": "PER_MILE"'), and a
 * charge of an array reads under its description ('{"code":"LH","desc":"Linehaul","amount":575.00}'
 * → 'Linehaul: 575.00'). Same length, the amount where it was written.
 */
export function flattenRecords(text: string): string {
  if (!/[{]/.test(text)) return recordPlaces(text);
  return recordPlaces(text)
    .replace(NAMED_CHARGE, (all: string, _k, _q, desc: string, _ak, aq: string, amount: string) => `${desc}: ${amount}`.padStart(all.length - aq.length, ' ').padEnd(all.length, ' '))
    .replace(AMOUNT_OBJECT, (all: string, _k, q: string, amount: string, rest: string) => {
      const perMile = /^[^}]*?(["']?)(?:basis|rate_?type|per)\1[ \t]*:[ \t]*["']?(?:per[ _-]?mile|rpm|cpm)\b/i.test(rest);
      const value = `${amount}${perMile ? '/mi' : ''}`;
      return value.length + q.length <= all.length ? value.padStart(all.length - q.length, ' ').padEnd(all.length, ' ') : all;
    });
}

/** Keycap digits ('2️⃣4️⃣3️⃣': a digit, an optional variation selector, the keycap mark). */
const KEYCAP_RUN = /(?:[0-9]\ufe0f?\u20e3)+/g;
/** Letters in squares or circles ('🅳🅷', '🅓🅗', 'Ⓓ'): U+1F130–1F189 and U+24B6–24E9. */
const ENCLOSED_RUN = /(?:[\u{1f130}-\u{1f189}\u{24b6}-\u{24e9}]\ufe0f?)+/gu;
/** Emojis standing for a label, and the label each reads as (no longer than the emoji). */
const EMOJI_LABELS: ReadonlyArray<readonly [RegExp, string]> = [
  [/(?:\u{1f6e3}|\u{1f4cf})\ufe0f?/gu, 'mi'],
  [/\u{1f519}\ufe0f?/gu, 'DH'],
  [/(?:\u{1f4b5}|\u{1f4b0}|\u{1f4b2})\ufe0f?/gu, 'LH'],
];

/**
 * R-OFFER-100: a post whose emojis stand for its labels and figures: keycap digits read as the
 * digits ('2️⃣4️⃣3️⃣ mi' → '243 mi'), letters in squares as letters ('🅳🅷 0' → 'DH 0'), 🛣️ and 📏 as
 * the miles label, 🔙 as the deadhead label, 💵 💰 💲 as the pay label (⛽ is the fuel label in
 * money.ts), and the separators ➖ and 〰️ as '-' and '|'. Same length: what they read as is padded with spaces.
 */
export function emojiLabels(text: string): string {
  if (!/[\u2460-\u27bf\u3030\u{1f000}-\u{1faff}]|\u20e3/u.test(text)) return text;
  let out = text
    .replace(KEYCAP_RUN, (run) => run.replace(/[^0-9]/g, '').padEnd(run.length, ' '))
    .replace(ENCLOSED_RUN, (run) =>
      [...run]
        .filter((c) => c !== '\ufe0f')
        .map((c) => {
          const code = c.codePointAt(0)!;
          // Three alphabets 32 code points apart from U+1F130; circled capitals, then small letters, from U+24B6.
          const letter = code >= 0x1f130 ? (code - 0x1f130) % 32 : (code - 0x24b6) % 26;
          return letter < 26 ? String.fromCharCode(65 + letter) : ' ';
        })
        .join('')
        .padEnd(run.length, ' '),
    );
  for (const [re, label] of EMOJI_LABELS) out = out.replace(re, (e) => label.padEnd(e.length, ' '));
  // Separators: '➖' reads as '-', '〰️' as '|'.
  out = out.replace(/\u2796\ufe0f?/g, (e) => '-'.padEnd(e.length, ' ')).replace(/\u3030\ufe0f?/g, (e) => '|'.padEnd(e.length, ' '));
  return out;
}

/** Words struck through in chat markdown: '~$950~' (WhatsApp, Telegram), '~~$950~~' (Markdown, Discord). */
const STRUCK = /(?<![~\w])(~~?)(?=[^\s~])([^~\n]{1,24}?[^\s~])\1(?![~\w])/g;
/** Characters struck with the combining long stroke ('9̶5̶0̶'). */
const STROKED = /(?:[^\s\u0336]\u0336)+/g;

/**
 * R-OFFER-102: a figure or word struck through ('💵 ~$950~ ➡️ $1,020', '~~$1,200~~ $1,150',
 * '$9̶5̶0̶') is taken back: it reads as blank. Same length.
 */
export function struckOut(text: string): string {
  if (!text.includes('~') && !text.includes('\u0336')) return text;
  return text.replace(STRUCK, (all: string) => ' '.repeat(all.length)).replace(STROKED, (all: string) => ' '.repeat(all.length));
}

/** A dot between thousands before a money or weight word ('1.150 dollars', '1.800 libras', '11.500 lbs'). */
const DOT_THOUSANDS = /(?<![\d.,])(\d{1,3})\.(\d{3})(?![\d.,])(?=[ \t]*(?:dollars?|d[oó]lares|dolara|dolari|dola|usd|lbs?|libras|pounds|funt)\b)/gi;

/**
 * R-OFFER-109: European number format kept by a translation or a writer ('1.150 dollars', '7.000
 * lbs'): a dot followed by three digits and a money or weight word groups thousands, never cents.
 * Same length: the dot becomes a comma.
 */
export function dotThousands(text: string): string {
  return text.includes('.') ? text.replace(DOT_THOUSANDS, '$1,$2') : text;
}
