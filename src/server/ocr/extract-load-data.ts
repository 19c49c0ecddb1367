import type { GazetteerIndex } from '../../domain/distance';
import { WordReaderError, type OcrEngine, type OcrLine } from './engine';
import { serverGazetteer } from './gazetteer';
import { readOffer } from '../../domain/extract/offer';
import { fieldConfidences, milesFitRoad, type FieldConfidence } from './cross-checks';
import { FIELD_NAMES } from './field-names';
import { extractionConfidence, parseRateConfirmation, type ParsedRateConfirmation } from './parse-rate-confirmation';
import { findBrokerName } from './broker-name';
import { sheetTermsOf } from './sheet-terms';
import type { SheetTerms } from '../../domain/extract/terms';
import { isPhotographedPage } from './normalise';
import { chooseFields, type CandidateValue, type ChooserContext, type ChooserModel } from './field-scorer';
import { CHOOSER_MODEL } from './field-scorer-weights';
import type { FieldName } from './field-names';

export { FIELD_NAMES };

/** A reading of the pages: as prepared, sharper (R-UPLOAD-14), the first reading's words by the word reader (R-UPLOAD-27), or sparse. */
type Pass = 'block' | 'sharper' | 'reread' | 'sparse';

/** The fields the form needs; a reading missing one of them gets a second, sparse-text pass. */
const NEEDED = ['origin', 'destination', 'miles', 'rate'] as const;

/**
 * The extraction fields (docs/product-rules.md R-UPLOAD-3), numbers or null when not found, with a
 * 0..1 confidence.
 */
export interface LoadExtraction {
  origin: string | null;
  destination: string | null;
  miles: number | null;
  rate: number | null;
  fsc: number | null;
  tolls: number | null;
  loadReference: string | null;
  /** The broker named on the sheet (docs/product-rules.md R-BROKER-6), or null; not scored. */
  broker: string | null;
  confidence: number;
  /**
   * 0..1 per field (0 when not found); a field that failed a cross-check (total, printed RPM,
   * road estimate, gazetteer) is below 0.6 and the review card marks it (cross-checks.ts).
   */
  fieldConfidence: FieldConfidence;
  /** Detention, layover, TONU and lumper terms the sheet prints (R-UPLOAD-6); absent when none. */
  terms?: SheetTerms;
}

/** An extraction with the OCR text it was parsed from (never sent as is; see routes/extract.ts). */
export type LoadExtractionWithText = LoadExtraction & { text: string };

/** Read one rate-confirmation image: OCR it (the engine prepares it first), parse the text, score the result. */
export interface ExtractOptions {
  engine: OcrEngine;
  /** Default: the server's gazetteer (data/us-cities.txt). */
  gazetteer?: GazetteerIndex;
  /**
   * The learned field chooser (field-scorer.ts, R-UPLOAD-21): default the committed model; null
   * reads with the rules alone; a function is handed the chooser's context on every page, past the
   * rate-confirmation gate, and returns the fields it changes.
   */
  chooser?: ChooserModel | null | ((context: ChooserContext) => Partial<Record<FieldName, CandidateValue>>);
  /**
   * Handed the chooser's context on every page, whether the chooser acts on it or not (also with
   * `chooser: null`): what the page's readings hold, for training and the OCR bench. Reads nothing
   * differently.
   */
  onChooserContext?: (context: ChooserContext) => void;
}

export async function extractLoadData(image: Buffer, options: ExtractOptions): Promise<LoadExtractionWithText> {
  return extractLoadDataFromPages([image], options);
}

/**
 * Read the pages of one rate confirmation (a PDF's rendered pages, in order): each page is
 * OCR'd, the texts are parsed as one document, and the OCR confidence is the mean
 * over the pages that had text.
 */
export async function extractLoadDataFromPages(
  pages: readonly Buffer[],
  { engine, gazetteer = serverGazetteer(), chooser = CHOOSER_MODEL, onChooserContext }: ExtractOptions,
): Promise<LoadExtractionWithText> {
  /** One reading of every page: a pass of the engine, or the word reader over `of`'s words (R-UPLOAD-27). */
  const readPages = async (how: Pass, of?: readonly (readonly OcrLine[])[]) => {
    const texts: string[] = [];
    const confidences: number[] = [];
    // Each page's lines below the previous page's, so reading order runs through the pages.
    const lines: OcrLine[] = [];
    const perPage: OcrLine[][] = [];
    let offset = 0;
    for (const [i, page] of pages.entries()) {
      const read = await engine.recognize(page, how === 'block' ? undefined : how === 'reread' ? { reread: of?.[i] ?? [] } : { [how]: true });
      texts.push(read.text);
      const pageLines = read.lines ?? [];
      perPage.push(pageLines);
      for (const line of pageLines) {
        const shift = <B extends { y0: number; y1: number }>(b: B): B => ({ ...b, y0: b.y0 + offset, y1: b.y1 + offset });
        lines.push({ ...line, bbox: shift(line.bbox), words: line.words.map((w) => ({ ...w, bbox: shift(w.bbox) })) });
      }
      offset += Math.max(0, ...pageLines.map((l) => l.bbox.y1)) + 100;
      if (read.text.trim() !== '') confidences.push(read.confidence);
    }
    const text = texts.join('\n\n');
    const ocrConfidence = confidences.length ? confidences.reduce((a, b) => a + b, 0) / confidences.length : 0;
    return { text, lines, perPage, ocrConfidence, parsed: withPlausibleMiles(parseRateConfirmation(text, { lines, gazetteer })) };
  };
  const wantsMore = (p: ParsedRateConfirmation) => NEEDED.some((f) => p[f] === null) && FIELD_NAMES.filter((f) => p[f] !== null).length >= 2;
  const first = await readPages('block');
  const photographed = pages.length === 1 && (await isPhotographedPage(pages[0]!));
  let parsed = first.parsed;
  let ocrConfidence = first.ocrConfidence;
  // A field the form needs is missing (a blurred or skewed photo): the page is read again,
  // prepared with harder sharpening, and what the first reading left empty is filled from it
  // (docs/product-rules.md R-UPLOAD-14); then its words are read again by the word reader, on every
  // photographed page too (R-UPLOAD-27); then, if still missing, it is read as sparse text
  // (docs/decisions/009-ocr.md, 'Degraded images'). Each fills what the readings before it left
  // empty, and all of them give the chooser candidates. (Only for what reads as a rate
  // confirmation, two fields or more, or a photographed page: an offer screenshot is not read twice.)
  const more: OcrLine[][] = [];
  for (const how of ['sharper', 'reread', 'sparse'] as const) {
    if (!wantsMore(parsed) && !(how === 'reread' && photographed)) continue;
    let again;
    try {
      again = await readPages(how, first.perPage);
    } catch (error) {
      // The word reader is a second opinion: without it the page is read as before.
      if (error instanceof WordReaderError) continue;
      throw error;
    }
    more.push(again.lines);
    parsed = withPlausibleMiles(filledFrom(parsed, again.parsed));
    ocrConfidence = Math.max(ocrConfidence, again.ocrConfidence);
  }
  const { text } = first;
  const second = offerReaderMiles(parsed, text, gazetteer);
  if (second) parsed = { ...parsed, miles: second };
  // The learned chooser may fill a field the rules left empty or replace one it is sure they
  // misread (docs/product-rules.md R-UPLOAD-21); what it chose is marked for the driver to check.
  // (Only on a page that reads as a rate confirmation, or on a sheet of paper photographed askew,
  // which no offer's screenshot is: a screenshot the rules read under three fields keeps what they
  // read, so the browser's offer reader gets its text. A chooser given as a function sees every page.)
  const context: ChooserContext = { lines: first.lines, more, rules: parsed, gazetteer };
  onChooserContext?.(context);
  const acts = typeof chooser === 'function' || readsAsRateConfirmation(parsed) || photographed;
  const chosen = chooser && acts ? chosenFields(chooser, context) : {};
  parsed = { ...parsed, ...chosen };
  const fieldConfidence = fieldConfidences(parsed, ocrConfidence, gazetteer);
  if (second) fieldConfidence.miles = Math.min(fieldConfidence.miles, SECOND_OPINION_CONFIDENCE);
  for (const f of Object.keys(chosen) as FieldName[]) fieldConfidence[f] = Math.min(fieldConfidence[f], SECOND_OPINION_CONFIDENCE);
  const terms = sheetTermsOf(first.lines, text);
  return {
    origin: parsed.origin,
    destination: parsed.destination,
    miles: parsed.miles,
    rate: parsed.rate,
    fsc: parsed.fsc,
    tolls: parsed.tolls,
    loadReference: parsed.loadReference,
    broker: findBrokerName(text),
    confidence: extractionConfidence(parsed, ocrConfidence),
    fieldConfidence,
    ...(terms ? { terms } : {}),
    text,
  };
}


/** What the chooser changes, as fields of a parsed reading (numbers for the amounts and miles, text for the rest). */
function chosenFields(chooser: NonNullable<ExtractOptions['chooser']>, context: ChooserContext): Partial<ParsedRateConfirmation> {
  const picked = typeof chooser === 'function' ? chooser(context) : chooseFields(context, chooser);
  const out: Partial<Record<FieldName, CandidateValue>> = {};
  for (const f of FIELD_NAMES) {
    const v = picked[f];
    if (v === undefined) continue;
    const numeric = f === 'miles' || f === 'rate' || f === 'fsc' || f === 'tolls';
    if (numeric === (typeof v === 'number')) out[f] = v;
  }
  return out as Partial<ParsedRateConfirmation>;
}

/** A field only the offer reader found: below FIELD_CONFIDENCE_THRESHOLD, so the review card marks it. */
const SECOND_OPINION_CONFIDENCE = 0.5;
/** How sure the offer reader must be of its miles (docs/product-rules.md R-OFFER-10: 0.8 is read, 0.9 labelled). */
const OFFER_MILES_SURE = 0.8;
/** Fields the layout reader must have found for the page to read as a rate confirmation, not an offer's screenshot. */
const RATE_CONFIRMATION_FIELDS = 3;

/** The rules read enough of the page for it to be a rate confirmation (R-UPLOAD-20, R-UPLOAD-21). */
export const readsAsRateConfirmation = (parsed: Readonly<Record<FieldName, unknown>>): boolean =>
  FIELD_NAMES.filter((f) => parsed[f] !== null).length >= RATE_CONFIRMATION_FIELDS;

/**
 * The loaded miles the offer reader (src/domain/extract/offer.ts) reads in the page's text when
 * every reading of the layout left them empty, or null (docs/product-rules.md R-UPLOAD-20): only
 * for a page that reads as a rate confirmation, only miles it states (never its road estimate) and
 * is sure of, and only miles that pass the checks a read field would fail: no linehaul over $25 a
 * mile (R-UPLOAD-15), not the dollars of an amount on the sheet, within the road estimate between
 * the places read. Its origin, destination, money and references are not taken: on the training
 * families they were wrong more often than right where the layout reader found none
 * (docs/decisions/009-ocr.md, 'The offer reader as a second opinion').
 */
function offerReaderMiles(parsed: ParsedRateConfirmation, text: string, gazetteer: GazetteerIndex): number | null {
  if (parsed.miles !== null || !readsAsRateConfirmation(parsed)) return null;
  const offer = readOffer(text, { places: gazetteer });
  const found = offer.status === 'ok' ? offer.loads[0]?.miles : null;
  if (!found || found.estimated || found.confidence < OFFER_MILES_SURE) return null;
  const miles = found.value;
  if (isDollarsOfAnAmount(miles, [parsed.rate, parsed.total, parsed.fsc, parsed.tolls]) || withPlausibleMiles({ ...parsed, miles }).miles === null) return null;
  return milesFitRoad(miles, parsed.origin, parsed.destination, gazetteer) ? miles : null;
}

/**
 * No linehaul pays more than this a mile (hotshot and expedited loads pay under $10): miles that
 * would make it more are a misread ('1036' read as '36', '816' as '10').
 */
const MAX_RATE_PER_MILE = 25;

/** `parsed` without miles that would put the linehaul over MAX_RATE_PER_MILE (docs/product-rules.md R-UPLOAD-15). */
function withPlausibleMiles(parsed: ParsedRateConfirmation): ParsedRateConfirmation {
  return parsed.miles !== null && parsed.rate !== null && parsed.rate / parsed.miles > MAX_RATE_PER_MILE ? { ...parsed, miles: null } : parsed;
}

/**
 * Miles that are the whole dollars of one of `amounts` printed on the sheet ('$2,044.14' read apart
 * from its label as 2044) are money, not a distance.
 */
function isDollarsOfAnAmount(miles: number, amounts: ReadonlyArray<number | null>): boolean {
  return amounts.filter((v): v is number => v !== null).map(Math.floor).includes(miles);
}

/**
 * `parsed` with the fields it left empty taken from another reading of the same page, but for
 * miles that other reading found that are the dollars of an amount on the sheet (R-UPLOAD-22).
 */
function filledFrom(parsed: ParsedRateConfirmation, other: ParsedRateConfirmation): ParsedRateConfirmation {
  const merged = { ...parsed };
  for (const f of [...FIELD_NAMES, 'total', 'rpm'] as const) if (merged[f] === null) Object.assign(merged, { [f]: other[f] });
  if (parsed.miles === null && merged.miles !== null && isDollarsOfAnAmount(merged.miles, [merged.rate, merged.total, merged.fsc, merged.tolls])) merged.miles = null;
  if (merged.origin !== parsed.origin) merged.placeMatch = { ...merged.placeMatch, origin: other.placeMatch.origin };
  if (merged.destination !== parsed.destination) merged.placeMatch = { ...merged.placeMatch, destination: other.placeMatch.destination };
  merged.extras = [...parsed.extras, ...other.extras];
  return merged;
}

export function fieldsFound(result: LoadExtraction): number {
  return FIELD_NAMES.filter((f) => result[f] !== null).length;
}
