import { useCallback, useEffect, useRef, useState } from 'react';
import type { GazetteerIndex } from '../../../domain/distance';
import type { OfferAccessorial, OfferReading } from '../../../domain/extract/offer-types';
import type { OfferSource } from '../../../domain/schemas';
import { track } from '../../lib/analytics';
import { loadOnce } from '../../ui/load-once';
import { notify } from '../../ui/toast';
import type { OfferApplied, OfferTextField, OfferValues } from './offer-values';
import { provideImageOfferReader } from './image-offer';
import { takeSharedOffer } from './shared-offer';

/**
 * 'Paste or share a load offer' (docs/decisions/014-paste-and-share-offers.md). The reader, its
 * helpers and the review card load on first use (a tap on 'Paste offer', a shared offer), not
 * with the first paint of '/'; the service worker keeps them for offline use like every chunk.
 */
const flow = loadOnce(() => Promise.all([import('./offer-flow'), loadOfferReview()]).then(([f]) => f));
/** The offer review card's module (offer-helper.tsx renders it lazily). */
export function loadOfferReview() {
  return import('./offer-review');
}

export type OfferState =
  | { status: 'idle' }
  /** The text box: empty, or holding a text that gave no load (`message` says why). */
  | { status: 'asking'; text: string; message: string | null }
  | { status: 'review'; loads: OfferReading[]; chosen: number; values: OfferValues; source: OfferSource };

/** Where the gazetteer index comes from (the app passes the calculator's lazy gazetteer). */
export type LoadPlaces = () => Promise<GazetteerIndex>;

/** The clipboard's text, or '' where the browser does not give it (no API, refused, empty). */
async function clipboardText(): Promise<string> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (!clipboard || typeof clipboard.readText !== 'function') return '';
  try {
    return await clipboard.readText();
  } catch {
    return '';
  }
}

/**
 * idle → (paste / share / 'Read offer') → the review card, or the text box with the reader's
 * message ('No load found in this text.', too long). Nothing reaches the form before 'Apply to
 * form'; 'Cancel' drops the reading.
 */
export function useOfferReading(onApply: (values: OfferApplied) => void, loadPlaces?: LoadPlaces) {
  const [state, setState] = useState<OfferState>({ status: 'idle' });
  const [busy, setBusy] = useState(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  /**
   * Read `text`; true when a load was found (the review card shows). An uploaded image's text
   * that gives no load changes nothing here: the upload flow then shows its own error.
   */
  const read = useCallback(async (text: string, source: OfferSource): Promise<boolean> => {
    setBusy(true);
    try {
      const [loaded, index] = await Promise.all([
        flow.get(),
        // Without the gazetteer (not cached yet, offline) places are taken as written.
        loadPlaces ? loadPlaces().catch(() => null) : Promise.resolve(null),
      ]);
      const result = loaded.readOfferText(text, index);
      track('offer_read', loaded.offerReadEvent(result, source));
      if (!mounted.current) return false;
      if (result.status === 'ok') {
        setState({ status: 'review', loads: result.loads, chosen: 0, values: loaded.toOfferValues(result.loads[0]!), source });
        return true;
      }
      if (source !== 'image') setState({ status: 'asking', text, message: result.message });
      return false;
    } catch (error) {
      console.warn('Could not load the offer reader', error);
      if (source !== 'image') notify.error('Could not read the offer', 'Check your connection and try again.');
      return false;
    } finally {
      if (mounted.current) setBusy(false);
    }
  }, [loadPlaces]);

  // An offer shared to LoadMath (the /share route held it): read it once '/' is up.
  useEffect(() => {
    const shared = takeSharedOffer();
    // In a task of its own: the reading starts after '/' has mounted.
    if (shared !== null) void Promise.resolve().then(() => read(shared, 'share'));
  }, [read]);

  // The text of an uploaded image that was no rate confirmation (see image-offer.ts).
  useEffect(() => provideImageOfferReader((text) => read(text, 'image')), [read]);

  /** 'Paste offer': read the clipboard where the browser allows; otherwise open the text box. */
  const paste = useCallback(async () => {
    void flow.get().catch(() => undefined); // start loading the reader while the clipboard answers
    const text = await clipboardText();
    if (!mounted.current) return;
    if (text.trim() === '') {
      setState({ status: 'asking', text: '', message: null });
      return;
    }
    await read(text, 'paste');
  }, [read]);

  const setText = useCallback((text: string) => {
    setState((s) => (s.status === 'asking' ? { ...s, text } : s));
  }, []);

  /** 'Read offer' in the text box. */
  const readTyped = useCallback(() => {
    if (state.status === 'asking') void read(state.text, 'text');
  }, [state, read]);

  const choose = useCallback((index: number) => {
    const toValues = flow.current()?.toOfferValues;
    setState((s) => {
      const reading = s.status === 'review' ? s.loads[index] : undefined;
      return s.status === 'review' && reading && toValues ? { ...s, chosen: index, values: toValues(reading) } : s;
    });
  }, []);

  const edit = useCallback((field: OfferTextField, value: string) => {
    setState((s) => (s.status === 'review' ? { ...s, values: { ...s.values, [field]: value } } : s));
  }, []);

  const tick = useCallback((accessorial: OfferAccessorial, on: boolean) => {
    setState((s) =>
      s.status === 'review' ? { ...s, values: { ...s.values, accessorials: { ...s.values.accessorials, [accessorial]: on } } } : s,
    );
  }, []);

  const apply = useCallback(() => {
    const loaded = flow.current(); // loaded: a review exists only after a reading
    if (state.status !== 'review' || !loaded) return;
    onApply(loaded.toOfferApplied(state.values));
    setState({ status: 'idle' });
  }, [state, onApply]);

  const cancel = useCallback(() => setState({ status: 'idle' }), []);

  return { state, busy, paste, setText, readTyped, choose, edit, tick, apply, cancel };
}
