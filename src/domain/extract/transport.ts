/**
 * An e-mail's transport wrapping taken off before an offer is read (docs/product-rules.md,
 * R-OFFER-48): a message's raw source ('Show original') carries its words quoted-printable ('=20',
 * '=E2=80=93', a soft line break '=' that splits '4=⏎37' or 'Albuquer=⏎que'), HTML-only parts
 * ('&nbsp;', '&amp;', '&rarr;', '<br>'), base64 attachments and Received / DKIM / MIME headers full
 * of ids and IP addresses; a calendar event's raw text escapes its line breaks and commas ('\n',
 * '\,'). None of it is words the sender wrote.
 */

const QP_MARK = /content-transfer-encoding:[ \t]*quoted-printable|=(?:[0-9A-F]{2}|\r?\n)/i;
const QP_STRONG = /content-transfer-encoding:[ \t]*quoted-printable|=(?:20|3D|E2=80=[89][0-9A-F]|C2=A0)/i;
const HTML_MARK = /<\/?(?:p|div|br|td|tr|th|table|span|html|body|b|strong)\b[^<>]{0,200}>|&(?:nbsp|amp|rarr|lt|gt|quot|mdash|ndash|#\d{2,5});/i;
const ENTITIES: Readonly<Record<string, string>> = {
  nbsp: ' ', amp: '&', rarr: '→', larr: '←', lt: '<', gt: '>', quot: '"', apos: "'", mdash: '—', ndash: '–', hellip: '…', bull: '•', middot: '·',
};
/** Transport header lines and their folded continuations: no sender wrote them. */
const TRANSPORT_HEADER = /^(?:received|dkim-signature|arc-[\w-]+|authentication-results|return-path|x-[\w-]+|message-id|mime-version|content-type|content-transfer-encoding|content-disposition|content-id|references|in-reply-to|delivered-to|list-unsubscribe)[ \t]*:.*(?:\r?\n[ \t]+.*)*$/gim;
/** A base64 block: several long lines of its alphabet only. */
const BASE64_BLOCK = /^(?:[A-Za-z0-9+/]{40,}={0,2}[ \t]*\r?\n){2,}(?:[A-Za-z0-9+/]*={0,2}[ \t]*$)?/gm;
/** A MIME boundary line ('--000000000000a1b2c3', '--000000000000a1b2c3--'). */
const BOUNDARY = /^--[\w'()+,./:=?-]{8,}[ \t]*$/gm;

/** A header's encoded word ('=?UTF-8?Q?Load_offer_=E2=80=93_Spokane?='). */
const ENCODED_WORD = /=\?utf-8\?q\?([^?\n]{0,400})\?=/gi;

function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=[ \t]*\r?\n/g, '');
  return joined.replace(/(?:=[0-9A-F]{2})+/g, (run) => {
    const bytes = run.split('=').slice(1).map((h) => Number.parseInt(h, 16));
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(new Uint8Array(bytes));
    } catch {
      return run;
    }
  });
}

function decodeHtml(text: string): string {
  return text
    .replace(/<(?:br|\/p|\/div|\/tr|\/li|\/h\d)\b[^<>]{0,200}>/gi, '\n')
    .replace(/<\/t[dh]>/gi, ' | ')
    .replace(/<\/?[a-z][^<>]{0,400}>/gi, ' ')
    .replace(/&#(\d{2,5});/g, (_, n: string) => String.fromCharCode(Number(n)))
    .replace(/&([a-z]{2,6});/gi, (m, name: string) => ENTITIES[name.toLowerCase()] ?? m);
}

/** The words of a pasted offer without an e-mail's transport wrapping; other text is returned as is. */
export function decodeTransport(text: string): string {
  const quotedPrintable = QP_STRONG.test(text) && QP_MARK.test(text);
  let out = text.replace(ENCODED_WORD, (_, body: string) => decodeQuotedPrintable(body.replace(/_/g, ' ')));
  const raw = /^(?:received|dkim-signature|message-id|mime-version)[ \t]*:/im.test(out);
  if (raw) out = out.replace(TRANSPORT_HEADER, '').replace(BASE64_BLOCK, '').replace(BOUNDARY, '');
  if (quotedPrintable) out = decodeQuotedPrintable(out);
  if (HTML_MARK.test(out)) out = decodeHtml(out);
  // A calendar event's raw text (.ics): '\n', '\,' and '\;' escapes, lines folded with a leading space.
  if (/^BEGIN:V(?:CALENDAR|EVENT)\b/m.test(out)) out = out.replace(/\r?\n[ \t]/g, '').replace(/\\n/gi, '\n').replace(/\\([,;\\])/g, '$1');
  return out;
}
