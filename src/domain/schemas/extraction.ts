/**
 * What the rate-confirmation reader answers (R-UPLOAD-3), and its thresholds.
 * Every schema but the enums is wrapped in z.lazy: built the first time something parses with it
 * (see ./index.ts).
 */
import { z } from 'zod';
import { amount } from './fields';

const optionalText = z.lazy(() => z.string().max(500).nullable().optional());
const optionalAmount = z.lazy(() => amount.nullable().optional());
/**
 * Terms the sheet prints (docs/product-rules.md R-UPLOAD-6), as src/domain/extract/terms.ts reads
 * them: each one present only when printed, with the words it was read from (at most 200 characters).
 */
export const SheetTermsSchema = z.lazy(() => {
  const money = z.number().min(0).max(1e5);
  const term = <T extends z.ZodRawShape>(shape: T) => z.object({ ...shape, source: z.string().max(200) }).optional();
  return z.object({
    detention: term({ perHour: money, freeHours: z.number().min(0).max(48).nullable() }),
    layover: term({ amount: money, per: z.enum(['day', 'night']).nullable() }),
    tonu: term({ amount: money }),
    lumper: term({ amount: money.nullable(), paidBy: z.enum(['broker', 'shipper', 'receiver', 'carrier']).nullable(), reimbursed: z.boolean() }),
  });
});

export type SheetTermsAnswer = z.infer<typeof SheetTermsSchema>;

/** Response of POST /api/extract-load-data (R-UPLOAD-3). */
export const ExtractionResultSchema = z.lazy(() =>
  z.object({
    origin: optionalText,
    destination: optionalText,
    miles: optionalAmount,
    rate: optionalAmount,
    fsc: optionalAmount,
    tolls: optionalAmount,
    loadReference: optionalText,
    /** The broker named on the sheet, for the Broker field (docs/product-rules.md R-BROKER-6). */
    broker: optionalText,
    /** Optional extras a provider may return; applied only when valid (R-FORM-5). */
    equipment: z.string().max(50).nullable().optional(),
    splitPercent: z.number().min(0).max(100).nullable().optional(),
    confidence: z.number().min(0).max(1).default(0),
    /**
     * 0..1 per field when the reader checks them (docs/decisions/009-ocr.md, 'Cross-checks and
     * per-field confidence'); below FIELD_CONFIDENCE_THRESHOLD the review card marks the field.
     */
    fieldConfidence: z.record(z.string().max(40), z.number().min(0).max(1)).optional(),
    /** Detention, layover, TONU and lumper as printed (R-UPLOAD-6); absent when the sheet prints none. */
    terms: SheetTermsSchema.optional(),
    error: z.string().max(2000).optional(),
    message: z.string().max(2000).optional(),
    /**
     * The image's text when it did not read as a rate confirmation (fewer than 3 fields), for the
     * browser's offer reader (docs/decisions/014-paste-and-share-offers.md 'Offer screenshots').
     * At most the reader's MAX_OFFER_TEXT_LENGTH (20,000).
     */
    offerText: z.string().max(20_000).optional(),
  }),
);
export type ExtractionResult = z.infer<typeof ExtractionResultSchema>;

/** Confidence at or above this is shown green, below it amber with a warning toast. */
export const CONFIDENCE_THRESHOLD = 0.7;
/** A found field whose own confidence is below this failed a cross-check: the review card marks it. */
export const FIELD_CONFIDENCE_THRESHOLD = 0.6;
/** Upload size limit (R-UPLOAD-2). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
