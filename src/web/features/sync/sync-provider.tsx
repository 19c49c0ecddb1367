import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { appActions, useAppState } from '../../lib/app-store';
import { useAnonymousProfileCount } from '../../lib/profiles-store';
import { usePublished, usePublishedValue, type PublishedValue } from '../../startup/published-value';
import type { SyncEngine, SyncStatus } from './sync-engine';

// Shown only to a driver who signs in with history logged signed out: its own chunk.
const AddHistoryOffer = lazy(() => import('./add-history-offer').then((m) => ({ default: m.AddHistoryOffer })));

/** What the indicator shows: the engine's status, or 'signed-out' when there is no account. */
export type SyncIndicatorStatus = SyncStatus | 'signed-out';

export interface SyncContextValue {
  status: SyncIndicatorStatus;
  /** Epoch ms of the last successful push in this browser session, or null. */
  lastSyncedAt: number | null;
  /** Send pending changes now (e.g. before signing out). Never rejects. */
  flush: () => Promise<void>;
}

/** Carries the value through a box that never changes (lib/published-value.ts). */
const SyncContext = createContext<PublishedValue<SyncContextValue> | null>(null);

const selectAnonymousCount = (s: { anonymous: unknown[]; signedInAs: string | null }) => (s.signedInAs ? s.anonymous.length : 0);

const NO_ENGINE: { status: SyncIndicatorStatus; lastSyncedAt: number | null } = { status: 'signed-out', lastSyncedAt: null };
const noopSubscribe = () => () => {};

export interface SyncProviderProps {
  /** The signed-in user's id; null (or undefined) when signed out: nothing is synced. */
  userId: string | null | undefined;
  /** The signed-in user's e-mail (named when offering to add this device's history). */
  email?: string | null;
  /** The server said 401 during sync: the session ended (re-check the session). */
  onUnauthorized?: () => void;
  children: ReactNode;
}

/**
 * Runs the cloud sync of the decision history while a user is signed in (one engine per user;
 * see sync-engine.ts for the timings) and shares its status with the indicator.
 */
export function SyncProvider({ userId, email, onUnauthorized, children }: SyncProviderProps) {
  const [engine, setEngine] = useState<SyncEngine | null>(null);
  const unauthorized = useRef(onUnauthorized);
  useEffect(() => {
    unauthorized.current = onUnauthorized;
  }, [onUnauthorized]);

  useEffect(() => {
    if (!userId) {
      appActions.signOut();
      return;
    }
    // The device shows this account's history (docs/decisions/015-versioned-sync.md).
    appActions.signIn(userId);
    // The engine and the sync rules load only for a signed-in driver (start-sync.ts).
    let cancelled = false;
    let stop: (() => void) | undefined;
    void import('./start-sync').then(
      ({ startSync }) => {
        if (cancelled) return;
        const started = startSync({ onUnauthorized: () => unauthorized.current?.() });
        stop = started.stop;
        setEngine(started.engine);
      },
      (error: unknown) => console.warn('LoadMath sync: could not load the sync engine', error),
    );
    return () => {
      cancelled = true;
      stop?.();
      setEngine(null);
    };
  }, [userId]);

  const active = userId ? engine : null;
  const snapshot = useSyncExternalStore<{ status: SyncIndicatorStatus; lastSyncedAt: number | null }>(
    active ? active.subscribe : noopSubscribe,
    active ? active.getSnapshot : () => NO_ENGINE,
    () => NO_ENGINE,
  );

  const flush = useCallback(async () => {
    try {
      await active?.flush();
    } catch (error) {
      console.warn('LoadMath sync: flush failed', error);
    }
  }, [active]);

  const value = useMemo<SyncContextValue>(
    () => ({
      // Signed in but the engine is not up yet (first render): it is about to pull.
      status: userId ? (active ? snapshot.status : 'syncing') : 'signed-out',
      lastSyncedAt: active ? snapshot.lastSyncedAt : null,
      flush,
    }),
    [userId, active, snapshot, flush],
  );
  const published = usePublishedValue(value);
  const offer = useAppState(selectAnonymousCount);
  const offerProfiles = useAnonymousProfileCount();
  return (
    <SyncContext.Provider value={published}>
      {children}
      {userId && (offer > 0 || offerProfiles > 0) && email ? (
        <Suspense fallback={null}>
          <AddHistoryOffer count={offer} profiles={offerProfiles} email={email} />
        </Suspense>
      ) : null}
    </SyncContext.Provider>
  );
}

/** The sync status and flush. Throws when used outside <SyncProvider>. */
export function useSync(): SyncContextValue {
  const box = useContext(SyncContext);
  if (!box) throw new Error('useSync must be used inside <SyncProvider> (see src/web/app/app.tsx).');
  return usePublished(box);
}
