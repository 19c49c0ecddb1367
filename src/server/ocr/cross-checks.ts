/**
 * Per-field confidence of a rate-confirmation reading (docs/decisions/009-ocr.md, 'Cross-checks
 * and per-field confidence'). A field that fails a check is still returned, with a low
 * confidence, so the review card can mark it before 'Apply to form':
 * - money: linehaul + FSC + tolls (+ the sheet's extra charges: stop-offs, lumper) = the printed total;
 * - a printed rate per mile against rate ÷ miles;
 * - miles against the road estimate between the two places (straight line × road factor);
 * - places: a city of the gazetteer as read, or only after correcting letters, or none;
 * - origin and destination differ.
 * Pure: the gazetteer is passed in.
 */
import { findCity, greatCircleMiles, roadMilesEstimate, type GazetteerIndex } from '../../domain/distance';
import { FIELD_NAMES, type FieldName } from './field-names';
import type { ParsedRateConfirmation } from './parse-rate-confirmation';

/** What the checks read: the parser's reading of the sheet (its fields, total, extras, RPM, place matches). */
export type CheckedReading = ParsedRateConfirmation;

/** What a failed check leaves of a field's confidence. */
const FAILED = 0.3;

const cents = (n: number) => Math.round(n * 100);

/** Whether some of the extras (at most four) make up exactly `gap` (in cents). */
function extrasMake(gap: number, extras: readonly number[]): boolean {
  const list = extras.slice(0, 6).map(cents);
  const n = list.length;
  for (let mask = 0; mask < 1 << n; mask++) {
    let sum = 0;
    for (let i = 0; i < n; i++) if (mask & (1 << i)) sum += list[i]!;
    if (sum === gap) return true;
  }
  return false;
}

export type FieldConfidence = Record<FieldName, number>;

/**
 * One 0..1 figure per field: 0 when not found; otherwise 0.5 + 0.5 × the page's OCR confidence,
 * cut to 0.3 by a failed check (and to 0.55 for a place only matched after correcting letters
 * or not in the gazetteer at all).
 */
export function fieldConfidences(read: CheckedReading, ocrConfidence: number, gazetteer?: GazetteerIndex): FieldConfidence {
  const base = Math.round((0.5 + 0.5 * Math.max(0, Math.min(1, ocrConfidence))) * 100) / 100;
  const out = Object.fromEntries(FIELD_NAMES.map((f) => [f, read[f] === null ? 0 : base])) as FieldConfidence;
  const fail = (...fields: FieldName[]) => {
    for (const f of fields) if (read[f] !== null) out[f] = Math.min(out[f], FAILED);
  };

  // Money: the parts against the printed total (a rate derived from the total adds up by construction).
  if (read.total !== null && read.rate !== null && !read.rateFromTotal) {
    const gap = cents(read.total) - cents(read.rate) - cents(read.fsc ?? 0) - cents(read.tolls ?? 0);
    if (gap !== 0 && !extrasMake(gap, read.extras)) fail('rate', 'fsc', 'tolls');
  }
  if (read.rpm !== null && read.rate !== null && read.miles !== null) {
    if (Math.abs(read.rate / read.miles - read.rpm) > 0.011) fail('rate', 'miles');
  }
  if (gazetteer && read.miles !== null && !milesFitRoad(read.miles, read.origin, read.destination, gazetteer)) fail('miles');
  if (gazetteer) {
    for (const f of ['origin', 'destination'] as const) {
      if (read[f] !== null && read.placeMatch[f] !== 'exact' && read.placeMatch[f] !== 'suffix') out[f] = Math.min(out[f], 0.55);
    }
  }
  if (read.origin !== null && read.origin === read.destination) fail('origin', 'destination');
  return out;
}

/**
 * Miles against the road estimate between the two places: no road is shorter than the straight
 * line, and even a multi-stop load rarely runs more than three times the estimate between its
 * ends. True when either place is missing or not in the gazetteer (nothing to check against).
 */
export function milesFitRoad(miles: number, origin: string | null, destination: string | null, gazetteer: GazetteerIndex): boolean {
  const from = origin ? findCity(gazetteer, origin) : null;
  const to = destination ? findCity(gazetteer, destination) : null;
  if (!from || !to) return true;
  return miles >= 0.9 * greatCircleMiles(from, to) && miles <= 3 * roadMilesEstimate(from, to) + 300;
}
