/**
 * An uploaded image that is not a rate confirmation (a screenshot of a text message or of a
 * load-board listing) comes back with its text as `offerText`; the upload flow hands that text
 * to the offer reader, which shows the same review card as a pasted offer
 * (docs/decisions/014-paste-and-share-offers.md 'Offer screenshots'). The offer helper provides
 * the reader while it is mounted; both live in this feature, so neither imports the other's hook.
 */
export type ImageOfferReader = (text: string) => Promise<boolean>;

let current: ImageOfferReader | null = null;

/** Called by the offer helper; the returned function withdraws the reader. */
export function provideImageOfferReader(reader: ImageOfferReader): () => void {
  current = reader;
  return () => {
    if (current === reader) current = null;
  };
}

/** Read an image's text as an offer: true when the offer review card now shows a load. */
export function readImageOffer(text: string): Promise<boolean> {
  return current ? current(text) : Promise.resolve(false);
}
