import {
  filterSinceClear,
  mergeHistories,
  SYNC_BATCH_SIZE,
  SYNC_THROTTLE_MS,
  syncBatch,
} from '../../../domain/history';
import { cloudToDecision, decisionToCloud, type CloudLoad, type LoadDecision } from '../../../domain/schemas';
import { ApiError } from '../../lib/api-client';

/**
 * Cloud sync of the decision history (spec §4 'Sync', §7 'Select from loads' / 'Upsert into
 * loads', §9 'Sync sends the last 50 entries with a 60-second throttle').
 *
 * While signed in:
 * 1. On start ("entry"), pull the server's rows created after the local clear time and merge
 *    them into the local history by id (local wins on the same id; newest first; cap 100).
 * 2. Whenever the history changes, upsert the newest 50 entries — plus any changed entry that
 *    sits outside the newest 50 (an edit to an old load), in further batches of 50. Pushes run
 *    at most once per throttle window (60 s after the last successful push): a change inside
 *    the window is deferred to its end, never dropped.
 * 3. `flush()` sends pending changes at once, ignoring the throttle (page hide, sign-out); with
 *    `keepalive` the request outlives the page.
 * 4. A failure is logged (never thrown at the user), shown as status 'error', and retried with
 *    exponential backoff (2 s, 4 s, 8 s, ... capped at 5 min, ±20 % jitter). A 401 stops retrying
 *    and reports `onUnauthorized` (the session ended). `resume()` (the browser's `online` event)
 *    retries at once.
 *
 * Framework-free and clock-injectable so the throttle and backoff are unit-tested with fake timers.
 */

export type SyncStatus = 'syncing' | 'pending' | 'synced' | 'error';

export interface SyncSnapshot {
  status: SyncStatus;
  /** Epoch ms of the last successful push (this browser session), null before the first. */
  lastSyncedAt: number | null;
}

export interface HistoryStore {
  getHistory(): readonly LoadDecision[];
  getClearedAt(): string | null;
  setHistory(history: LoadDecision[]): void;
  /** Called on every store change; the engine compares history references itself. */
  subscribe(listener: () => void): () => void;
}

export interface SyncEngineDeps {
  /** GET /api/loads?since= (the caller's rows, newest first, at most 100). */
  pull(since: string | null): Promise<CloudLoad[]>;
  /** PUT /api/loads with at most 50 loads. */
  push(loads: CloudLoad[], options: { keepalive: boolean }): Promise<void>;
  store: HistoryStore;
  /** The last successful push time, kept in session storage (spec §3). */
  lastSync: { get(): number | null; set(at: number): void };
  throttleMs?: number;
  now?: () => number;
  random?: () => number;
  log?: (message: string, error?: unknown) => void;
  /** The server answered 401: the session is gone. */
  onUnauthorized?: () => void;
}

export const RETRY_BASE_MS = 2_000;
export const RETRY_MAX_MS = 5 * 60_000;

/** Backoff before retry number `attempt` (1-based): 2 s doubling, capped, ±20 % jitter. */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempt - 1));
  return Math.round(base * (0.8 + 0.4 * random()));
}

function sameLoad(a: CloudLoad, b: CloudLoad): boolean {
  return (
    a.origin === b.origin &&
    a.destination === b.destination &&
    a.miles === b.miles &&
    a.rate === b.rate &&
    a.fsc === b.fsc &&
    a.tolls === b.tolls &&
    a.fuel_cost === b.fuel_cost &&
    a.rpm === b.rpm &&
    a.profit === b.profit &&
    (a.notes ?? null) === (b.notes ?? null) &&
    (a.outcome ?? 'book') === (b.outcome ?? 'book') &&
    (a.fuel_type ?? null) === (b.fuel_type ?? null) &&
    (a.split_percent ?? null) === (b.split_percent ?? null) &&
    Date.parse(a.created_at) === Date.parse(b.created_at)
  );
}

function chunk<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

export class SyncEngine {
  private readonly deps: SyncEngineDeps;
  private readonly throttleMs: number;
  private readonly now: () => number;
  private readonly random: () => number;
  private readonly log: (message: string, error?: unknown) => void;

  private running = false;
  private pulled = false;
  /** Local changes not yet on the server. */
  private dirty = false;
  /** Ids added or changed locally since the last successful push. */
  private changedIds = new Set<string>();
  private seenHistory: readonly LoadDecision[] = [];
  private seenById = new Map<string, LoadDecision>();
  private applyingRemote = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private inFlight: Promise<void> | null = null;
  private failures = 0;
  private blocked = false;
  private unsubscribe: (() => void) | undefined;
  private snapshot: SyncSnapshot;
  private readonly listeners = new Set<() => void>();

  constructor(deps: SyncEngineDeps) {
    this.deps = deps;
    this.throttleMs = deps.throttleMs ?? SYNC_THROTTLE_MS;
    this.now = deps.now ?? Date.now;
    this.random = deps.random ?? Math.random;
    this.log = deps.log ?? ((message, error) => console.warn(`LoadMath sync: ${message}`, error ?? ''));
    this.snapshot = { status: 'syncing', lastSyncedAt: deps.lastSync.get() };
  }

  // --- observable state (useSyncExternalStore) ------------------------------------------------

  getSnapshot = (): SyncSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private setStatus(status: SyncStatus, lastSyncedAt = this.snapshot.lastSyncedAt) {
    if (status === this.snapshot.status && lastSyncedAt === this.snapshot.lastSyncedAt) return;
    this.snapshot = { status, lastSyncedAt };
    for (const l of this.listeners) l();
  }

  // --- lifecycle ------------------------------------------------------------------------------

  /** Begin syncing: pull now, then watch the history. */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.remember(this.deps.store.getHistory());
    this.unsubscribe = this.deps.store.subscribe(this.onStoreChange);
    this.setStatus('syncing');
    void this.run(false, false);
  }

  /** Stop (signed out / unmounted). Pending changes stay local; call flush() first to send them. */
  stop(): void {
    this.running = false;
    this.clearTimer();
    this.unsubscribe?.();
    this.unsubscribe = undefined;
  }

  /**
   * Send pending changes now, ignoring the throttle. With `keepalive` (page hide) the request is
   * fired without waiting for one already in flight, so it can leave before the page goes.
   */
  async flush({ keepalive = false }: { keepalive?: boolean } = {}): Promise<void> {
    if (!this.running || !this.dirty || this.blocked) return;
    if (!keepalive && this.inFlight) await this.inFlight;
    if (!this.running || !this.dirty) return;
    this.clearTimer();
    if (keepalive) {
      try {
        await this.pushNow(true);
      } catch (error) {
        this.fail(error);
      }
      return;
    }
    await this.run(true, false);
  }

  /** Back online (or told to try again): retry at once instead of waiting for the backoff. */
  resume(): void {
    if (!this.running || this.blocked) return;
    if (this.snapshot.status !== 'error' && this.pulled && !this.dirty) return;
    this.failures = 0;
    this.clearTimer();
    if (!this.pulled) void this.run(false, false);
    else this.schedulePush();
  }

  // --- history watching -----------------------------------------------------------------------

  private remember(history: readonly LoadDecision[]) {
    this.seenHistory = history;
    this.seenById = new Map(history.map((d) => [d.id, d]));
  }

  private onStoreChange = () => {
    if (!this.running) return;
    const history = this.deps.store.getHistory();
    if (history === this.seenHistory) return; // a settings or profile change
    let changed = false;
    if (!this.applyingRemote) {
      for (const d of history) {
        if (this.seenById.get(d.id) !== d) {
          this.changedIds.add(d.id);
          changed = true;
        }
      }
    }
    this.remember(history);
    // Removals ('Clear all') and re-sorts send nothing: the server keeps its rows, and the clear
    // time hides older ones on the next entry.
    if (!changed || this.blocked) return;
    this.dirty = true;
    if (!this.inFlight && this.snapshot.status !== 'error') this.setStatus('pending');
    this.schedulePush();
  };

  // --- scheduling -----------------------------------------------------------------------------

  private clearTimer() {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** Milliseconds until the throttle window since the last successful push ends (0 = now). */
  throttleDelay(): number {
    const last = this.deps.lastSync.get();
    if (last == null) return 0;
    return Math.max(0, last + this.throttleMs - this.now());
  }

  private schedulePush() {
    // A running request reschedules when it ends; a pending retry keeps its backoff.
    if (this.inFlight || (this.timer !== undefined && this.failures > 0)) return;
    this.clearTimer();
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.run(false, false);
    }, this.throttleDelay());
  }

  // --- the work -------------------------------------------------------------------------------

  private run(force: boolean, keepalive: boolean): Promise<void> {
    if (!this.running || this.inFlight) return this.inFlight ?? Promise.resolve();
    const work = (async () => {
      try {
        if (!this.pulled) {
          this.setStatus('syncing');
          await this.pull();
        }
        if (!this.running || !this.dirty) {
          if (this.running) this.setStatus('synced');
          return;
        }
        const wait = force ? 0 : this.throttleDelay();
        if (wait > 0) {
          this.setStatus('pending');
          this.timer ??= setTimeout(() => {
            this.timer = undefined;
            void this.run(false, false);
          }, wait);
          return;
        }
        await this.pushNow(keepalive);
      } catch (error) {
        this.fail(error);
      }
    })();
    this.inFlight = work;
    return work.finally(() => {
      if (this.inFlight === work) this.inFlight = null;
      // Changes made while the request ran go out after the throttle window.
      if (this.running && this.dirty && !this.blocked && this.snapshot.status !== 'error') this.schedulePush();
    });
  }

  private async pull() {
    const clearedAt = this.deps.store.getClearedAt();
    const rows = await this.deps.pull(clearedAt);
    if (!this.running) return;
    const remote = filterSinceClear(rows.map(cloudToDecision), clearedAt);
    const remoteById = new Map(rows.map((r) => [r.id, r]));
    const local = this.deps.store.getHistory();
    // Local entries the server lacks (or holds differently) must go up.
    for (const d of local) {
      const row = remoteById.get(d.id);
      if (!row || !sameLoad(row, decisionToCloud(d))) {
        this.changedIds.add(d.id);
        this.dirty = true;
      }
    }
    const merged = mergeHistories(local, remote);
    const changed = merged.length !== local.length || merged.some((d, i) => d !== local[i]);
    if (changed) {
      this.applyingRemote = true;
      try {
        this.deps.store.setHistory(merged);
      } finally {
        this.applyingRemote = false;
      }
      this.remember(this.deps.store.getHistory());
    }
    this.pulled = true;
  }

  private async pushNow(keepalive: boolean) {
    const history = this.deps.store.getHistory();
    const sending = this.changedIds;
    this.changedIds = new Set();
    this.dirty = false;
    if (history.length === 0) {
      // Nothing to upsert (the server keeps rows; 'Clear all' hides them by the clear time).
      this.setStatus('synced');
      return;
    }
    const first = syncBatch(history);
    const inFirst = new Set(first.map((l) => l.id));
    const extra = history.filter((d) => sending.has(d.id) && !inFirst.has(d.id)).map(decisionToCloud);
    if (!keepalive) this.setStatus('syncing');
    try {
      for (const batch of [first, ...chunk(extra, SYNC_BATCH_SIZE)]) {
        await this.deps.push(batch, { keepalive });
      }
    } catch (error) {
      for (const id of sending) this.changedIds.add(id);
      this.dirty = true;
      throw error;
    }
    const at = this.now();
    this.deps.lastSync.set(at);
    this.failures = 0;
    this.setStatus(this.dirty ? 'pending' : 'synced', at);
  }

  private fail(error: unknown) {
    if (!this.running) return;
    this.setStatus('error');
    if (error instanceof ApiError && error.status === 401) {
      this.blocked = true;
      this.log('the session has ended; sync stopped', error);
      this.deps.onUnauthorized?.();
      return;
    }
    if (error instanceof ApiError && !error.retryable) {
      // The server refused the data itself: retrying the same batch cannot help. The next
      // history change (or resume) tries again.
      this.log(`the server refused the sync (${error.status} ${error.code}): ${error.message}`, error);
      return;
    }
    this.failures += 1;
    const delay = retryDelayMs(this.failures, this.random);
    this.log(`sync failed (attempt ${this.failures}); retrying in ${Math.round(delay / 1000)} s`, error);
    this.clearTimer();
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.run(true, false);
    }, delay);
  }
}

/**
 * Flush pending changes when the page is hidden or unloaded (tab closed, app switched on a
 * phone) with keepalive, and resume when the browser comes back online. Returns an unbind.
 */
export function bindPageLifecycle(engine: Pick<SyncEngine, 'flush' | 'resume'>, win: Window = window): () => void {
  const doc = win.document;
  const onHide = () => void engine.flush({ keepalive: true });
  const onVisibility = () => {
    if (doc.visibilityState === 'hidden') onHide();
  };
  const onOnline = () => engine.resume();
  win.addEventListener('pagehide', onHide);
  doc.addEventListener('visibilitychange', onVisibility);
  win.addEventListener('online', onOnline);
  return () => {
    win.removeEventListener('pagehide', onHide);
    doc.removeEventListener('visibilitychange', onVisibility);
    win.removeEventListener('online', onOnline);
  };
}

declare global {
  interface Window {
    /** Tests only: a shorter sync throttle in ms (set by Playwright through addInitScript). */
    __LM_SYNC_THROTTLE_MS__?: number;
  }
}

/**
 * The throttle window: 60 s (spec §9) unless `window.__LM_SYNC_THROTTLE_MS__` holds a number
 * ≥ 0 — a test hook the e2e suite sets with `page.addInitScript` so a deferred change can be
 * watched reaching the server in seconds. It only affects the browser that sets it.
 */
export function resolveSyncThrottleMs(win: Window | undefined = typeof window === 'undefined' ? undefined : window): number {
  const override = win?.__LM_SYNC_THROTTLE_MS__;
  return typeof override === 'number' && Number.isFinite(override) && override >= 0 ? override : SYNC_THROTTLE_MS;
}
