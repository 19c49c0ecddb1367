/**
 * Analytics event bodies (R-EVENT-1): names, payloads, and the storable-text check.
 * Every schema but the enums is wrapped in z.lazy: built the first time something parses with it
 * (see ./index.ts).
 */
import { z } from 'zod';
import { EquipmentSchema, FuelTypeSchema, OutcomeSchema } from './enums';

export const ANALYTICS_EVENT_NAMES = [
  'calculation_submitted',
  'negotiation_opened',
  'screenshot_uploaded',
  'session_start',
  'cost_assumptions_edited',
  'cost_editor_first_open',
  'decision_logged',
  'fuel_type_changed',
  'preset_toggled',
  'offer_read',
] as const;
export const AnalyticsEventNameSchema = z.enum(ANALYTICS_EVENT_NAMES);
export type AnalyticsEventName = z.infer<typeof AnalyticsEventNameSchema>;

/**
 * True when PostgreSQL can store the string as text and inside jsonb: no NUL (U+0000) and no
 * unpaired UTF-16 surrogate (JSON such as "\ud800" parses into one). jsonb refuses both
 * (SQLSTATE 22P05 / 22P02); text silently turns a lone surrogate into U+FFFD. A plain loop
 * rather than String.prototype.isWellFormed (ES2024), which older browsers and our TS lib lack.
 */
export function isStorableText(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const unit = value.charCodeAt(i);
    if (unit === 0) return false;
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i += 1; // a well-formed pair
    } else if (unit >= 0xdc00 && unit <= 0xdfff) {
      return false;
    }
  }
  return true;
}

/** Event text of `min`..`max` UTF-16 units that PostgreSQL can store. */
const eventText = (max: number, min = 0) =>
  z.string().min(min).max(max).refine(isStorableText, {
    message: 'Text must not contain NUL characters or unpaired surrogates (ill-formed Unicode)',
  });

/**
 * The fields an `offer_read` event may name: what the offer reader found (the keys of
 * extract/offer-types.ts OfferReading; 'accessorials' when it found any). Never the text itself.
 */
export const OFFER_READ_FIELDS = [
  'origin',
  'destination',
  'miles',
  'rate',
  'fsc',
  'deadhead',
  'equipment',
  'weightLbs',
  'stops',
  'pickupDate',
  'loadReference',
  'broker',
  'accessorials',
] as const;
export type OfferReadField = (typeof OFFER_READ_FIELDS)[number];
/**
 * How the offer's text reached the reader: the clipboard, the OS share sheet, typed/pasted into
 * the text box, or read from an uploaded image that was not a rate confirmation.
 */
export const OFFER_SOURCES = ['paste', 'share', 'text', 'image'] as const;
export type OfferSource = (typeof OFFER_SOURCES)[number];

/**
 * `offer_read` payload: which fields were found in the load shown first, their mean confidence,
 * how many loads the text held (0: none) and where the text came from. Strict: any other key
 * (the text, a place, a rate) is refused, so an offer's words never reach the events table.
 */
const OfferReadPayloadSchema = z.lazy(() =>
  z.strictObject({
    fields: z
      .array(z.enum(OFFER_READ_FIELDS))
      .max(OFFER_READ_FIELDS.length)
      .refine((f) => new Set(f).size === f.length, { message: 'Each field at most once' }),
    confidence: z.number().min(0).max(1),
    loads: z.number().int().min(0).max(100),
    source: z.enum(OFFER_SOURCES),
  }),
);

/** Free-form payload for events R-EVENT-1 gives no fields for: small and flat. */
const FreePayloadSchema = z.lazy(() =>
  z
    .record(eventText(50), z.union([eventText(200), z.number(), z.boolean(), z.null()]))
    .refine((o) => Object.keys(o).length <= 20, { message: 'At most 20 payload fields' })
    .default({}),
);

const sessionId = z.lazy(() => eventText(100, 1));

function plainEvent<N extends AnalyticsEventName>(name: N) {
  return z.object({ event_name: z.literal(name), payload: FreePayloadSchema, session_id: sessionId });
}

/**
 * Body of POST /api/events. user_id and user_agent are never taken from the body: the server
 * fills them from the session and the request headers.
 */
export const AnalyticsEventBodySchema = z.lazy(() =>
  z.discriminatedUnion('event_name', [
    plainEvent('calculation_submitted'),
    plainEvent('negotiation_opened'),
    plainEvent('screenshot_uploaded'),
    plainEvent('session_start'),
    plainEvent('cost_assumptions_edited'),
    plainEvent('cost_editor_first_open'),
    z.object({
      event_name: z.literal('decision_logged'),
      payload: z.object({ decisionType: OutcomeSchema }),
      session_id: sessionId,
    }),
    z.object({
      event_name: z.literal('fuel_type_changed'),
      payload: z.object({ fuelType: FuelTypeSchema, equipment: EquipmentSchema }),
      session_id: sessionId,
    }),
    z.object({
      event_name: z.literal('preset_toggled'),
      payload: z.object({ enabled: z.boolean() }),
      session_id: sessionId,
    }),
    z.object({ event_name: z.literal('offer_read'), payload: OfferReadPayloadSchema, session_id: sessionId }),
  ]),
);
export type AnalyticsEventBody = z.infer<typeof AnalyticsEventBodySchema>;
