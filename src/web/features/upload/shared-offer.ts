/**
 * The offer another app shared to LoadMath (the web manifest's share_target opens
 * /share?title=…&text=…&url=…; docs/decisions/014-paste-and-share-offers.md). The /share route
 * holds it here and sends the driver to '/', where the offer helper takes it and reads it. Held in
 * memory only: a reload does not read it again, and the words never reach storage or the server.
 */
let held: string | null = null;

/** Keep the shared title, text and url (the parts present, one per line) for the offer helper. */
export function holdSharedOffer(params: URLSearchParams): void {
  const parts = ['title', 'text', 'url'].map((k) => params.get(k)?.trim() ?? '').filter((p) => p !== '');
  // The text usually repeats the title (a mail subject, a post's first line): keep it once.
  const unique = parts.filter((p, i) => !parts.some((q, j) => j !== i && q.includes(p) && (q !== p || j < i)));
  held = unique.join('\n');
}

/** The held offer, once (then forgotten); null when nothing was shared. */
export function takeSharedOffer(): string | null {
  const text = held;
  held = null;
  return text;
}
