import { lazy, Suspense, useEffect, useState, type ComponentProps } from 'react';

/*
 * Parts of '/' that are not needed for its first paint, split into their own chunks so the
 * calculator's JS stays small (issue 10: < 150 KB gz for '/'). The service worker precaches every
 * chunk, so they work offline exactly like the rest; online they are fetched in the browser's idle
 * time after the first paint (prefetchWhenIdle), so opening them later does not wait on a network.
 */

const loadNegotiation = () => import('../features/negotiation/negotiation-drawer');
const loadHistory = () => import('../features/history/history-screen');
const loadPatterns = () => import('../features/insights/patterns-card');

const NegotiationDrawerChunk = lazy(() => loadNegotiation().then((m) => ({ default: m.NegotiationDrawer })));
/** The decision history (below the calculator: off screen at first paint on a phone). */
export const HistoryScreen = lazy(() => loadHistory().then((m) => ({ default: m.HistoryScreen })));
/** The insights card (below the history). */
export const PatternsCard = lazy(() => loadPatterns().then((m) => ({ default: m.PatternsCard })));

type NegotiationDrawerProps = ComponentProps<typeof NegotiationDrawerChunk>;

/**
 * The negotiation drawer, mounted the first time it is opened and kept mounted afterwards (so its
 * closing animation and focus return work as before). Focus stays on the button that opened it
 * while the chunk loads, so the drawer gives focus back to it on close.
 */
export function NegotiationDrawer(props: NegotiationDrawerProps) {
  const [used, setUsed] = useState(props.open);
  if (props.open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <NegotiationDrawerChunk {...props} />
    </Suspense>
  );
}

/** Fetch the deferred chunks once the page is idle after its first paint. */
export function usePrefetchWhenIdle() {
  useEffect(() => {
    const prefetch = () => {
      void loadNegotiation().catch(() => {});
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
