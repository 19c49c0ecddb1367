import { useCallback, useEffect, useRef, useState } from 'react';
import { CONFIDENCE_THRESHOLD, FIELD_CONFIDENCE_THRESHOLD, type ExtractionResult } from '../../../domain/schemas';
import type { SheetTerms } from '../../../domain/extract/terms';
import { track } from '../../lib/analytics';
import { loadOnce } from '../../ui/load-once';
import { notify } from '../../ui/toast';
import { readImageOffer } from './image-offer';
import type { TermsAccessorials } from './sheet-terms';
import type { ToastCopy } from './upload-messages';

/**
 * The upload flow's code (client checks, request, R-UPLOAD-4 copy, review card) is not part of the first
 * paint of '/' (docs/decisions/004): it loads when a file is first chosen, and the service worker keeps it
 * for offline use like every chunk.
 */
const loadFlow = async () => {
  const [{ checkFile, requestExtraction, offerTextOf }, { failureToast, UPLOAD_TOASTS }, { termsAccessorials }] = await Promise.all([
    import('./extract-client'),
    import('./upload-messages'),
    loadReviewCard(),
  ]);
  return { checkFile, requestExtraction, offerTextOf, failureToast, UPLOAD_TOASTS, termsAccessorials };
};
type Flow = Awaited<ReturnType<typeof loadFlow>>;
const flow = loadOnce(loadFlow);
/** The 'Extracted fields review' card's module (rate-confirmation-helper.tsx renders it lazily). */
export function loadReviewCard() {
  return import('./extracted-fields-review');
}

/** The fields the review card shows, as editable text (R-UPLOAD-3). */
const REVIEW_FIELDS = ['origin', 'destination', 'miles', 'rate', 'fsc', 'tolls', 'loadReference', 'broker'] as const;
export type ReviewField = (typeof REVIEW_FIELDS)[number];
export type ReviewValues = Record<ReviewField, string>;

/** What Apply hands to the form: text values of the known fields that are not empty (plus extras). */
export type AppliedValues = Partial<ReviewValues> & { equipment?: string; splitPercent?: number; accessorials?: TermsAccessorials };

export type UploadState =
  | { status: 'idle' }
  | { status: 'scanning'; fileName: string }
  | {
      status: 'review';
      values: ReviewValues;
      confidence: number;
      /** Found fields that failed one of the reader's cross-checks: the card marks them. */
      uncertain: ReviewField[];
      extras: Pick<AppliedValues, 'equipment' | 'splitPercent'>;
      /** The terms the sheet prints (R-UPLOAD-6): listed on the card, carried by Apply (R-UPLOAD-7). */
      terms: SheetTerms;
    };

function show(copy: ToastCopy) {
  notify[copy.tone](copy.title, copy.description);
}

function toText(v: string | number | null | undefined): string {
  if (v === null || v === undefined) return '';
  return typeof v === 'number' ? String(v) : v.trim();
}

function toReview(result: ExtractionResult): Extract<UploadState, { status: 'review' }> {
  const values = Object.fromEntries(REVIEW_FIELDS.map((f) => [f, toText(result[f])])) as ReviewValues;
  const extras: Pick<AppliedValues, 'equipment' | 'splitPercent'> = {};
  if (result.equipment) extras.equipment = result.equipment;
  if (typeof result.splitPercent === 'number') extras.splitPercent = result.splitPercent;
  const uncertain = REVIEW_FIELDS.filter((f) => values[f] !== '' && (result.fieldConfidence?.[f] ?? 1) < FIELD_CONFIDENCE_THRESHOLD);
  return { status: 'review', values, confidence: result.confidence, uncertain, extras, terms: result.terms ?? {} };
}

/**
 * Upload flow (docs/product-rules.md R-UPLOAD-3): idle → scanning → an error toast (back to idle) or the review card;
 * Apply hands the reviewed values to `onApply` and clears the card; Cancel clears it.
 */
export function useRateConfirmationUpload(onApply: (values: AppliedValues) => void) {
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const scanning = state.status === 'scanning';

  useEffect(() => () => controller.current?.abort(), []);

  const upload = useCallback(
    async (file: File) => {
      if (controller.current) return; // one image at a time
      let loaded: Flow;
      try {
        loaded = await flow.get();
      } catch (error) {
        console.warn('Could not load the upload helper', error);
        notify.error('Upload failed', 'Check your connection and try again.');
        return;
      }
      const { checkFile, requestExtraction, offerTextOf, failureToast, UPLOAD_TOASTS } = loaded;
      if (controller.current) return;
      const check = checkFile(file);
      if (check === 'invalid-type') return show(UPLOAD_TOASTS.invalidFile);
      if (check === 'too-large') return show(UPLOAD_TOASTS.tooLarge);

      track('screenshot_uploaded');
      const abort = new AbortController();
      controller.current = abort;
      setState({ status: 'scanning', fileName: file.name });
      const outcome = await requestExtraction(file, abort.signal);
      if (abort.signal.aborted) {
        controller.current = null;
        return;
      }
      // A screenshot of an offer (a text message, a load board): the offer review card instead.
      const offerText = offerTextOf(outcome);
      const readAsOffer = offerText !== null && (await readImageOffer(offerText));
      controller.current = null;
      if (abort.signal.aborted) return;
      if (readAsOffer) {
        setState({ status: 'idle' });
        return;
      }
      if (!outcome.ok) {
        show(failureToast(outcome.failure));
        setState({ status: 'idle' });
        return;
      }
      show(UPLOAD_TOASTS.extracted);
      if (outcome.result.confidence < CONFIDENCE_THRESHOLD) show(UPLOAD_TOASTS.lowConfidence);
      setState(toReview(outcome.result));
    },
    [],
  );

  const edit = useCallback((field: ReviewField, value: string) => {
    setState((s) => (s.status === 'review' ? { ...s, values: { ...s.values, [field]: value } } : s));
  }, []);

  const apply = useCallback(() => {
    if (state.status !== 'review') return;
    const values: AppliedValues = { ...state.extras };
    for (const f of REVIEW_FIELDS) {
      const text = state.values[f].trim();
      if (text) values[f] = text;
    }
    const loaded = flow.current(); // loaded: a review exists only after an upload
    const accessorials = loaded?.termsAccessorials(state.terms);
    if (accessorials) values.accessorials = accessorials;
    onApply(values);
    if (loaded) show(loaded.UPLOAD_TOASTS.applied);
    setState({ status: 'idle' });
  }, [state, onApply]);

  const cancel = useCallback(() => setState({ status: 'idle' }), []);

  return { state, scanning, upload, edit, apply, cancel };
}
