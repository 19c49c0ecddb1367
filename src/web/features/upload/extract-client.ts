import { ExtractionResultSchema, MAX_UPLOAD_BYTES, type ExtractionResult } from '../../../domain/schemas';
import type { UploadFailure } from './upload-messages';

const EXTRACT_URL = '/api/extract-load-data';
const ACCEPTED_TYPES = new Set(['image/jpeg', 'image/jpg', 'image/png', 'image/webp', 'application/pdf']);
const ACCEPTED_EXTENSIONS = /\.(jpe?g|png|webp|pdf)$/i;

/**
 * docs/product-rules.md R-UPLOAD-2: an image type (JPG, PNG, WEBP), or beyond the contract a PDF
 * rate confirmation, and at
 * most 10 MB, checked before anything is sent. The server checks the first bytes again.
 */
export function checkFile(file: File): 'ok' | 'invalid-type' | 'too-large' {
  const typeOk = file.type ? ACCEPTED_TYPES.has(file.type.toLowerCase()) : ACCEPTED_EXTENSIONS.test(file.name);
  if (!typeOk) return 'invalid-type';
  if (file.size > MAX_UPLOAD_BYTES) return 'too-large';
  return 'ok';
}

export type ExtractOutcome = { ok: true; result: ExtractionResult } | { ok: false; failure: UploadFailure };

/** POST the image as multipart `file`; the answer is validated before the UI reads it. */
export async function requestExtraction(file: File, signal?: AbortSignal): Promise<ExtractOutcome> {
  const body = new FormData();
  body.append('file', file, file.name || 'rate-confirmation');
  let response: Response;
  try {
    response = await fetch(EXTRACT_URL, { method: 'POST', body, signal, credentials: 'same-origin' });
  } catch (error) {
    return { ok: false, failure: { kind: 'network', message: error instanceof Error ? error.message : undefined } };
  }
  let json: unknown = null;
  try {
    json = await response.json();
  } catch {
    json = null;
  }
  if (!response.ok) return { ok: false, failure: { kind: 'response', status: response.status, body: json } };
  const parsed = ExtractionResultSchema.safeParse(json);
  if (!parsed.success) return { ok: false, failure: { kind: 'response', status: response.status, body: null } };
  if (parsed.data.error) return { ok: false, failure: { kind: 'response', status: response.status, body: parsed.data } };
  return { ok: true, result: parsed.data };
}

/** Fewer rate-confirmation fields than this and an answer's `offerText` is read as an offer. */
const OFFER_BELOW_FIELDS = 3;
const EXTRACTION_FIELDS = ['origin', 'destination', 'miles', 'rate', 'fsc', 'tolls', 'loadReference'] as const;

/**
 * The image's text the server sent when the image did not read as a rate confirmation (200 with
 * fewer than 3 fields, or the 422 no_load_data body), for the offer reader; else null
 * (docs/decisions/014-paste-and-share-offers.md 'Offer screenshots').
 */
export function offerTextOf(outcome: ExtractOutcome): string | null {
  if (outcome.ok) {
    const { result } = outcome;
    const found = EXTRACTION_FIELDS.filter((f) => result[f] !== null && result[f] !== undefined && String(result[f]).trim() !== '').length;
    return found < OFFER_BELOW_FIELDS && result.offerText?.trim() ? result.offerText : null;
  }
  const body = outcome.failure.kind === 'response' ? outcome.failure.body : null;
  const text = body && typeof body === 'object' ? (body as { offerText?: unknown }).offerText : undefined;
  return typeof text === 'string' && text.trim() ? text : null;
}
