import { useCallback, useSyncExternalStore } from 'react';
import type { Gazetteer } from './gazetteer-data';

// The US city gazetteer (≈ 16,000 places) for City, ST suggestions and 'Estimate miles'. It is a
// lazy chunk generated at build time (scripts/us-cities-plugin.ts): nothing loads it until a
// driver focuses Origin or Destination or asks for an estimate, so the first paint never waits
// for it. The service worker precaches it, so it works offline like the rest of the app.

export type { Gazetteer };

export type GazetteerState =
  | { status: 'idle' | 'loading' | 'error'; gazetteer: null }
  | { status: 'ready'; gazetteer: Gazetteer };

let state: GazetteerState = { status: 'idle', gazetteer: null };
let pending: Promise<Gazetteer> | null = null;
const listeners = new Set<() => void>();

function set(next: GazetteerState) {
  state = next;
  for (const listener of listeners) listener();
}

/** Load (once) and index the gazetteer. A failed load (offline before the first visit cached it) may be retried. */
export function loadGazetteer(): Promise<Gazetteer> {
  if (!pending) {
    set({ status: 'loading', gazetteer: null });
    pending = import('./gazetteer-data').then(
      (module) => {
        set({ status: 'ready', gazetteer: module.gazetteer });
        return module.gazetteer;
      },
      (error: unknown) => {
        pending = null;
        set({ status: 'error', gazetteer: null });
        throw error;
      },
    );
  }
  return pending;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => state;

/** The gazetteer's state, and `prefetch` to start loading it (errors show through `status`). */
export function useGazetteer(): GazetteerState & { prefetch: () => void } {
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  const prefetch = useCallback(() => {
    loadGazetteer().catch(() => undefined);
  }, []);
  return { ...current, prefetch };
}
