import { lazy, useEffect } from 'react';
import { deferUntilOpen } from '../ui/deferred';

/*
 * Parts of '/' that are not needed for its first paint, split into their own chunks so the
 * calculator's JS stays small (issue 10: < 150 KB gz for '/'). The service worker precaches every
 * chunk, so they work offline exactly like the rest; online they are fetched in the browser's idle
 * time after the first paint (prefetchWhenIdle), so opening them later does not wait on a network.
 */

const loadHistory = () => import('../features/history/history-screen');
const loadPatterns = () => import('../features/insights/patterns-card');

/**
 * The negotiation drawer, loaded and mounted the first time it is opened (ui/deferred.tsx) and
 * kept mounted afterwards, so its closing animation and focus return work as usual.
 */
export const NegotiationDrawer = deferUntilOpen(() => import('../features/negotiation/negotiation-drawer').then((m) => m.NegotiationDrawer));
/** The Cost Profile sheet behind 'Edit Cost Assumptions' (the trigger itself is in the first paint). */
export const CostProfileSheet = deferUntilOpen(() => import('../features/cost-profile/cost-profile-sheet').then((m) => m.CostProfileSheet));
/** The decision history (below the calculator: off screen at first paint on a phone). */
export const HistoryScreen = lazy(() => loadHistory().then((m) => ({ default: m.HistoryScreen })));
/** The insights card (below the history). */
export const PatternsCard = lazy(() => loadPatterns().then((m) => ({ default: m.PatternsCard })));

/**
 * Fetch the deferred chunks once the page is idle after its first paint, where no service worker
 * does it: a worker precaches every chunk off the main thread, whereas importing them here also
 * runs their code while the page is still starting (issue 10: Total Blocking Time).
 */
export function usePrefetchWhenIdle() {
  useEffect(() => {
    if ('serviceWorker' in navigator) return;
    const prefetch = () => {
      void NegotiationDrawer.preload().catch(() => {});
      void CostProfileSheet.preload().catch(() => {});
      void loadHistory().catch(() => {});
      void loadPatterns().catch(() => {});
    };
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(prefetch, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const t = setTimeout(prefetch, 1000);
    return () => clearTimeout(t);
  }, []);
}
