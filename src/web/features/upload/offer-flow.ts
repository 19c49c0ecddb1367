/**
 * The lazy half of 'Paste or share a load offer' (docs/decisions/014-paste-and-share-offers.md):
 * the domain reader, and what the review card and 'Apply to form' make of its reading. Only
 * use-offer-reading.ts imports this module, with a dynamic import(), so none of it weighs on
 * the first paint of '/'.
 */
import type { GazetteerIndex } from '../../../domain/distance';
import { readOffer } from '../../../domain/extract/offer';
import {
  OFFER_ACCESSORIALS,
  type FoundField,
  type OfferAccessorial,
  type OfferReadResult,
  type OfferReading,
} from '../../../domain/extract/offer-types';
import { formatMoney, formatWholeDollars } from '../../../domain/format';
import { OFFER_READ_FIELDS, type OfferReadField, type OfferSource } from '../../../domain/schemas';
import type { OfferApplied, OfferValues } from './offer-values';

/** Read the text; `places` (the gazetteer) lets the reader spell places and estimate miles. */
export function readOfferText(text: string, places: GazetteerIndex | null): OfferReadResult {
  return readOffer(text, places ? { places } : {});
}

// Every OfferReading key is a field the offer_read event may name, and the other way round.
type SameKeys<A, B> = [Exclude<A, B>, Exclude<B, A>] extends [never, never] ? true : false;
const _eventNamesEveryField: SameKeys<keyof OfferReading, OfferReadField> = true;
void _eventNamesEveryField;

type SingleField = Exclude<OfferReadField, 'accessorials'>;
const SINGLE_FIELDS = OFFER_READ_FIELDS.filter((f): f is SingleField => f !== 'accessorials');

/** Every value found in one load, accessorials included. */
function foundFields(reading: OfferReading): FoundField<unknown>[] {
  const single = SINGLE_FIELDS.map((f) => reading[f]).filter((f): f is NonNullable<typeof f> => f !== null);
  return [...single, ...Object.values(reading.accessorials).filter((f) => f !== undefined)];
}

/** How sure the reader is of one load: the mean confidence of what it found (0 when nothing). */
export function readingConfidence(reading: OfferReading): number {
  const found = foundFields(reading);
  if (found.length === 0) return 0;
  return found.reduce((sum, f) => sum + f.confidence, 0) / found.length;
}

/** The offer_read payload: field names and confidence of the first load, never the text. */
export function offerReadEvent(result: OfferReadResult, source: OfferSource) {
  const first = result.status === 'ok' ? result.loads[0] : undefined;
  const fields: OfferReadField[] = first
    ? OFFER_READ_FIELDS.filter((f) => (f === 'accessorials' ? Object.keys(first.accessorials).length > 0 : first[f] !== null))
    : [];
  return {
    fields,
    confidence: first ? Math.round(readingConfidence(first) * 100) / 100 : 0,
    loads: result.status === 'ok' ? result.loads.length : 0,
    source,
  };
}

const text = (f: FoundField<string | number> | null): string => (f ? String(f.value) : '');

/** The review card's editable values for one load (empty where nothing was found). */
export function toOfferValues(reading: OfferReading): OfferValues {
  const accessorials = {} as Record<OfferAccessorial, boolean>;
  for (const a of OFFER_ACCESSORIALS) accessorials[a] = reading.accessorials[a] !== undefined;
  return {
    origin: text(reading.origin),
    destination: text(reading.destination),
    miles: text(reading.miles),
    rate: text(reading.rate),
    fsc: text(reading.fsc),
    deadhead: text(reading.deadhead),
    equipment: reading.equipment?.value ?? '',
    weightLbs: text(reading.weightLbs),
    stops: text(reading.stops),
    broker: text(reading.broker),
    accessorials,
  };
}

/**
 * What 'Apply to form' hands on: the calculator's fields (blank ones left out, as the upload's
 * apply does) and the negotiation drawer's accessorials (the ticked ones, stops and weight).
 */
export function toOfferApplied(values: OfferValues): OfferApplied {
  const out: OfferApplied = { accessorials: {} };
  const put = (key: 'origin' | 'destination' | 'miles' | 'rate' | 'fsc' | 'deadheadMiles' | 'broker', v: string) => {
    const t = v.trim();
    if (t) out[key] = t;
  };
  put('origin', values.origin);
  put('destination', values.destination);
  put('miles', values.miles);
  put('rate', values.rate);
  put('fsc', values.fsc);
  put('deadheadMiles', values.deadhead);
  put('broker', values.broker);
  if (values.equipment) out.equipment = values.equipment;
  for (const a of OFFER_ACCESSORIALS) if (values.accessorials[a]) out.accessorials[a] = true;
  if (values.stops.trim()) out.accessorials.stops = values.stops.trim();
  if (values.weightLbs.trim()) out.accessorials.weightLbs = values.weightLbs.trim();
  return out;
}

/** '$1,850' or '$1,850.50'. */
export function formatRate(value: number): string {
  return Number.isInteger(value) ? formatWholeDollars(value) : formatMoney(value);
}

/** One choice when the text holds several loads: 'Dallas, TX → Atlanta, GA · $1,850'. */
export function loadChoiceLabel(reading: OfferReading, index: number): string {
  const lane =
    reading.origin || reading.destination
      ? `${reading.origin?.value ?? 'Origin not found'} → ${reading.destination?.value ?? 'Destination not found'}`
      : `Load ${index + 1}`;
  return reading.rate ? `${lane} · ${formatRate(reading.rate.value)}` : lane;
}
