import { lazy, useEffect, type RefObject } from 'react';
import { getAppState, isPristine, subscribeAppState } from '../lib/app-store';
import { deferUntilOpen } from '../ui/deferred';
import { preloadResultDetails } from '../features/calculator/calculator-screen';
import { onFirstUse } from '../lib/first-use';
import { isPrerenderedHere } from '../startup/prerendered';

/*
 * Parts of '/' that are not needed for its first paint, split into their own chunks so the
 * calculator's JS stays small (docs/decisions/004: < 150 KB gz for '/'). The service worker
 * precaches every chunk, so they work offline exactly like the rest; online they are fetched in the
 * browser's idle time after the first paint (prefetchWhenIdle), so opening them later does not wait
 * on a network.
 */

const loadHistory = () => import('../features/history/history-screen');
const loadPatterns = () => import('../features/insights/patterns-card');

/**
 * The negotiation drawer, loaded and mounted the first time it is opened (ui/deferred.tsx) and
 * kept mounted afterwards, so its closing animation and focus return work as usual.
 */
export const NegotiationDrawer = deferUntilOpen(() => import('../features/negotiation/negotiation-drawer').then((m) => m.NegotiationDrawer));
/** Broker pay, empty miles after the drop and compared offers, under the verdict (once there is a load). */
export const LoadNotes = deferUntilOpen(() => import('../features/take-home/load-notes').then((m) => m.LoadNotes));
/**
 * The compact Profile control (docs/product-rules.md R-PAY-8): loaded as '/' starts, kept out of
 * its start-up JS; the pre-render writes it out in full.
 */
export const ProfileSwitcher = lazy(() => import('../features/driver-profiles/profile-switcher').then((m) => ({ default: m.ProfileSwitcher })));
/** The Cost Profile sheet behind 'Edit Cost Assumptions' (the trigger itself is in the first paint). */
export const CostProfileSheet = deferUntilOpen(() => import('../features/cost-profile/cost-profile-sheet').then((m) => m.CostProfileSheet));
/*
 * The history section (decision history and patterns, below the calculator). On the pre-rendered
 * '/' its HTML is already right for a first-time visitor, and it is off screen on a phone, so
 * its code is fetched, and React hydrates it, only once it is needed (useOpenHistoryWhenNeeded):
 * until then React leaves its server HTML in place, as it does for any lazy part still loading.
 */
let openHistoryGate: () => void = () => {};
const historyGate = new Promise<void>((resolve) => {
  openHistoryGate = resolve;
});
/** Whether '/' has been shown before in this page's life (only its first showing can wait). */
let historyShownBefore = false;

/** The build's pre-render (no window) writes the section out in full. */
const whenHistoryNeeded = () => (typeof window === 'undefined' ? Promise.resolve() : historyGate);

/** The decision history (below the calculator: off screen at first paint on a phone). */
export const HistoryScreen = lazy(() => whenHistoryNeeded().then(loadHistory).then((m) => ({ default: m.HistoryScreen })));
/** The insights card (below the history). */
export const PatternsCard = lazy(() => whenHistoryNeeded().then(loadPatterns).then((m) => ({ default: m.PatternsCard })));

/**
 * Open the history section's gate when it is needed: at once when the page was not pre-rendered
 * here or '/' is shown again after another page (rendered in the browser, there is no HTML to
 * keep on screen meanwhile), when this browser has stored
 * anything (a returning driver's history differs from the pre-rendered one), or when the build's
 * pre-render runs (no window); otherwise at whichever comes first of the section nearing the
 * screen (within one screen height), the driver's first use of the page (first-use.ts) and any
 * change to the stored state (a decision logged, a sync).
 */
export function useOpenHistoryWhenNeeded(section: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = section.current;
    const shownBefore = historyShownBefore;
    historyShownBefore = true;
    if (
      shownBefore ||
      !element ||
      !isPrerenderedHere() ||
      typeof IntersectionObserver === 'undefined' ||
      !isPristine(getAppState())
    ) {
      openHistoryGate();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) done();
      },
      { rootMargin: '0px 0px 100% 0px' },
    );
    const stopFirstUse = onFirstUse(() => done());
    const unsubscribe = subscribeAppState(() => done());
    function stop() {
      observer.disconnect();
      stopFirstUse();
      unsubscribe();
    }
    function done() {
      stop();
      openHistoryGate();
    }
    observer.observe(element);
    return stop;
  }, [section]);
}

/**
 * Fetch the deferred chunks once the page is idle after its first paint, where no service worker
 * does it: a worker precaches every chunk off the main thread, whereas importing them here also
 * runs their code while the page is still starting (Total Blocking Time).
 */
export function usePrefetchWhenIdle() {
  useEffect(() => {
    if ('serviceWorker' in navigator) return;
    const prefetch = () => {
      void NegotiationDrawer.preload().catch(() => {});
      void CostProfileSheet.preload().catch(() => {});
      void loadHistory().catch(() => {});
      void loadPatterns().catch(() => {});
      void preloadResultDetails().catch(() => {});
    };
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(prefetch, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const t = setTimeout(prefetch, 1000);
    return () => clearTimeout(t);
  }, []);
}
