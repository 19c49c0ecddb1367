/**
 * The shape of what the offer reader finds in a load offer's text (a broker's text message, an
 * e-mail, a load-board row, a group post, a voicemail transcript). Each field carries its own
 * confidence and the words it came from, so the review card can mark the uncertain ones and show
 * the driver where a value was read. The rules are in docs/product-rules.md ('Reading offers').
 */
import type { Equipment } from '../schemas';

/** Longest text the reader accepts; longer text is refused with OFFER_TOO_LONG_MESSAGE. */
export const MAX_OFFER_TEXT_LENGTH = 20_000;
export const NO_LOAD_FOUND_MESSAGE = 'No load found in this text.';
export const OFFER_TOO_LONG_MESSAGE = 'This text is too long to read (over 20,000 characters). Paste just the load offer.';

/** One value found in the text. */
export interface FoundField<T> {
  value: T;
  /** 0..1: how sure the reader is of this value. Below 0.7 the review card marks it. */
  confidence: number;
  /** The words of the text the value was read from (for 'Estimated' miles: the two places). */
  source: string;
  /** True when the value was not in the text but worked out (miles from the road estimate). */
  estimated?: boolean;
  /** Human-readable working shown beside the value, e.g. '$2.25/mi × 781 mi = $1,757.25'. */
  note?: string;
}

/** The negotiation drawer's accessorials an offer can mention. */
export const OFFER_ACCESSORIALS = [
  'tarp',
  'liftgate',
  'inside',
  'residential',
  'palletJack',
  'weekend',
  'afterHours',
  'jobsite',
] as const;
export type OfferAccessorial = (typeof OFFER_ACCESSORIALS)[number];

/** One load read from the text. A field the text does not give is null. */
export interface OfferReading {
  /** 'City, ST' as the gazetteer spells it when the place was found there. */
  origin: FoundField<string> | null;
  destination: FoundField<string> | null;
  /** Loaded miles: stated in the text, or `estimated` from the two places when not stated. */
  miles: FoundField<number> | null;
  /** Linehaul rate in dollars ('all in' rates include the FSC, and then fsc is null). */
  rate: FoundField<number> | null;
  fsc: FoundField<number> | null;
  /** Empty miles to the pick-up (DH-O, 'DH 45', '45 out'). */
  deadhead: FoundField<number> | null;
  equipment: FoundField<Equipment> | null;
  weightLbs: FoundField<number> | null;
  /** Number of stops (pick-ups plus drops) when the text lists more than two. */
  stops: FoundField<number> | null;
  /** Pick-up date as written in the text, e.g. '11/26' or 'tomorrow'. */
  pickupDate: FoundField<string> | null;
  loadReference: FoundField<string> | null;
  broker: FoundField<string> | null;
  /** Accessorials the text mentions (only those found are present). */
  accessorials: Partial<Record<OfferAccessorial, FoundField<true>>>;
}

export type OfferReadResult =
  | { status: 'ok'; loads: OfferReading[] }
  | { status: 'empty'; message: typeof NO_LOAD_FOUND_MESSAGE }
  | { status: 'too_long'; message: typeof OFFER_TOO_LONG_MESSAGE };

// The reader itself: `readOffer(text, { places })` in ./offer.ts, where `places` is the
// gazetteer index of ../distance.ts (without it places are taken as written and miles are never
// estimated).
