import type { OcrEngine } from './engine';
import { normaliseForOcr } from './normalise';
import { extractionConfidence, parseRateConfirmation } from './parse-rate-confirmation';

/** The extraction fields of spec §3, numbers or null when not found, with a 0..1 confidence. */
export interface LoadExtraction {
  origin: string | null;
  destination: string | null;
  miles: number | null;
  rate: number | null;
  fsc: number | null;
  tolls: number | null;
  loadReference: string | null;
  confidence: number;
}

/** Read one rate-confirmation image: normalise it, OCR it, parse the text, score the result. */
export async function extractLoadData(image: Buffer, { engine }: { engine: OcrEngine }): Promise<LoadExtraction> {
  const prepared = await normaliseForOcr(image);
  const { text, confidence: ocrConfidence } = await engine.recognize(prepared);
  const parsed = parseRateConfirmation(text);
  return {
    origin: parsed.origin,
    destination: parsed.destination,
    miles: parsed.miles,
    rate: parsed.rate,
    fsc: parsed.fsc,
    tolls: parsed.tolls,
    loadReference: parsed.loadReference,
    confidence: extractionConfidence(parsed, ocrConfidence),
  };
}

export const FIELD_NAMES = ['origin', 'destination', 'miles', 'rate', 'fsc', 'tolls', 'loadReference'] as const;

export function fieldsFound(result: LoadExtraction): number {
  return FIELD_NAMES.filter((f) => result[f] !== null).length;
}
