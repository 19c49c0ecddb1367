import { SYNC_BATCH_SIZE, type LoadChange, type LoadChangeResult, type ServerLoad } from '../../../domain/cloud-load';
import { applyPull, applyPushResults, clearSent, hasPendingChanges, pendingChanges } from '../../../domain/sync';
import { SYNC_THROTTLE_MS, type SyncedHistory } from '../../../domain/sync-state';
import { ApiError } from '../../lib/api-client';

/**
 * The browser's versioned sync of the decision history (docs/product-rules.md R-SYNC-1..7,
 * docs/decisions/015-versioned-sync.md; the data rules are in domain/sync.ts). While signed in,
 * each run:
 * 1. sends a pending 'Clear all' (DELETE /api/loads);
 * 2. pulls what changed on the server since the cursor (GET /api/loads?cursor=) and takes it in:
 *    tombstones remove entries, other devices' edits replace or are merged into local ones;
 * 3. pushes only the entries changed here, each with the version it was based on (PUT, batches of
 *    50), and takes in the answers (a refused change is re-applied on the current row and sent
 *    again, at most 3 rounds a run).
 * Pushes run at most once per throttle window (60 s after the last successful push): a change
 * inside the window is deferred to its end, never dropped. Runs without a push (pulls) happen at
 * start, every `pullEveryMs`, and on `resume()`.
 * `flush()` sends pending changes at once, ignoring the throttle (page hide, sign-out); with
 * `keepalive` the request outlives the page. A failure is logged (never thrown at the user), shown
 * as status 'error', and retried with exponential backoff (2 s, 4 s, 8 s, ... capped at 5 min,
 * ±20 % jitter). A 401 stops retrying and reports `onUnauthorized` (the session ended).
 * Everything waiting is in the stored state (lib/app-store.ts), so offline changes survive a
 * reload and go when the connection returns.
 *
 * Framework-free and clock-injectable so the throttle and backoff are unit-tested with fake timers.
 */

export type SyncStatus = 'syncing' | 'pending' | 'synced' | 'error';

export interface SyncSnapshot {
  status: SyncStatus;
  /** Epoch ms of the last successful push (this browser session), null before the first. */
  lastSyncedAt: number | null;
}

/** The history and what sync knows of it, read and replaced together. */
export interface SyncStore {
  get(): SyncedHistory;
  update(change: (state: SyncedHistory) => SyncedHistory): void;
  /** Called on every store change; the engine compares states itself. */
  subscribe(listener: () => void): () => void;
}

export interface LoadsPage {
  loads: ServerLoad[];
  cursor: number;
  more: boolean;
}

/**
 * Another set of synced rows, run by the same engine on the same rules and timings (the driver
 * profiles, docs/product-rules.md R-PAY-11): pulled after the history, pushed after it.
 */
export interface SyncChannel<S = unknown, C extends { id: string } = { id: string }, R = unknown, P = unknown> {
  store: { get(): S; update(change: (state: S) => S): void; subscribe(listener: () => void): () => void };
  cursor(state: S): number;
  pull(cursor: number): Promise<P & { cursor: number; more: boolean }>;
  push(changes: C[], options: { keepalive: boolean }): Promise<R[]>;
  pending(state: S): C[];
  applyPull(state: S, page: P & { cursor: number; more: boolean }): S;
  applyPushResults(state: S, sent: readonly C[], results: readonly R[]): S;
  batchSize: number;
}

export interface SyncEngineDeps {
  /** GET /api/loads?cursor= (the caller's rows changed after the cursor). */
  pull(cursor: number): Promise<LoadsPage>;
  /** PUT /api/loads with at most 50 changes; the answers in the order sent. */
  push(changes: LoadChange[], options: { keepalive: boolean }): Promise<LoadChangeResult[]>;
  /** DELETE /api/loads ('Clear all' on every device). */
  clear(options: { keepalive: boolean }): Promise<void>;
  store: SyncStore;
  /** Other rows synced alongside the history (the driver profiles). */
  channels?: SyncChannel[];
  /** The last successful push time, kept in session storage (R-STORE-1, R-SYNC-7). */
  lastSync: { get(): number | null; set(at: number): void };
  throttleMs?: number;
  /** How often to look for other devices' changes (default: the throttle window). */
  pullEveryMs?: number;
  now?: () => number;
  random?: () => number;
  log?: (message: string, error?: unknown) => void;
  /** The server answered 401: the session is gone. */
  onUnauthorized?: () => void;
}

const RETRY_BASE_MS = 2_000;
const RETRY_MAX_MS = 5 * 60_000;
/** Push rounds per run: a refused change is re-applied on the current row and sent again. */
const PUSH_ROUNDS = 3;

/** Backoff before retry number `attempt` (1-based): 2 s doubling, capped, ±20 % jitter. */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempt - 1));
  return Math.round(base * (0.8 + 0.4 * random()));
}

interface RunOptions {
  /** Push now, whatever the throttle. */
  force?: boolean;
  /** Send with fetch's keepalive, so the request outlives the page. */
  keepalive?: boolean;
  /** Skip the pull (a keepalive flush as the page goes). */
  pushOnly?: boolean;
}

export class SyncEngine {
  private readonly deps: SyncEngineDeps;
  private readonly throttleMs: number;
  private readonly pullEveryMs: number;
  private readonly now: () => number;
  private readonly random: () => number;
  private readonly log: (message: string, error?: unknown) => void;

  private running = false;
  private seen: SyncedHistory | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private pullTimer: ReturnType<typeof setInterval> | undefined;
  private inFlight: Promise<void> | null = null;
  private failures = 0;
  private blocked = false;
  private unsubscribe: (() => void) | undefined;
  private readonly channelSeen = new Map<SyncChannel, unknown>();
  private snapshot: SyncSnapshot;
  private readonly listeners = new Set<() => void>();

  constructor(deps: SyncEngineDeps) {
    this.deps = deps;
    this.throttleMs = deps.throttleMs ?? SYNC_THROTTLE_MS;
    this.pullEveryMs = deps.pullEveryMs ?? Math.max(1_000, this.throttleMs);
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

  /** Begin syncing: pull (and push what waits) now, then watch the history. */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.seen = this.deps.store.get();
    const unsubscribes = [this.deps.store.subscribe(this.onStoreChange)];
    for (const channel of this.channels) {
      this.channelSeen.set(channel, channel.store.get());
      unsubscribes.push(
        channel.store.subscribe(() => {
          const state = channel.store.get();
          if (state === this.channelSeen.get(channel)) return;
          this.channelSeen.set(channel, state);
          this.onChange();
        }),
      );
    }
    this.unsubscribe = () => unsubscribes.forEach((u) => u());
    this.pullTimer = setInterval(() => {
      if (!this.inFlight && !this.blocked && this.failures === 0) void this.run();
    }, this.pullEveryMs);
    this.setStatus('syncing');
    void this.run();
  }

  /** Stop (signed out / unmounted). Pending changes stay stored; call flush() first to send them. */
  stop(): void {
    this.running = false;
    this.clearTimer();
    if (this.pullTimer !== undefined) clearInterval(this.pullTimer);
    this.pullTimer = undefined;
    this.unsubscribe?.();
    this.unsubscribe = undefined;
  }

  /** Whether something waits to be sent. */
  get dirty(): boolean {
    return hasPendingChanges(this.deps.store.get()) || this.channels.some((c) => c.pending(c.store.get()).length > 0);
  }

  private get channels(): SyncChannel[] {
    return this.deps.channels ?? [];
  }

  /**
   * Sync now (pull, then send pending changes ignoring the throttle); resolves when done. With
   * `keepalive` (page hide) only pending changes go, fired without waiting for a request already
   * in flight, so they can leave before the page goes.
   */
  async flush({ keepalive = false }: { keepalive?: boolean } = {}): Promise<void> {
    if (!this.running || this.blocked) return;
    if (keepalive) {
      if (!this.dirty) return;
      this.clearTimer();
      try {
        await this.pushNow({ keepalive: true });
      } catch (error) {
        this.fail(error);
      }
      return;
    }
    if (this.inFlight) await this.inFlight;
    if (!this.running) return;
    this.clearTimer();
    await this.run({ force: true });
  }

  /** Back online, or the page shown again: sync at once instead of waiting for the backoff. */
  resume(): void {
    if (!this.running || this.blocked) return;
    this.failures = 0;
    this.clearTimer();
    void this.run();
  }

  // --- history watching -----------------------------------------------------------------------

  private onStoreChange = () => {
    if (!this.running) return;
    const state = this.deps.store.get();
    if (state === this.seen || (this.seen && state.history === this.seen.history && state.sync === this.seen.sync)) return;
    this.seen = state;
    this.onChange();
  };

  private onChange() {
    if (this.blocked || this.inFlight || !this.dirty) return;
    if (this.snapshot.status !== 'error') this.setStatus('pending');
    this.schedulePush();
  }

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
    // A pending retry keeps its backoff; a running request reschedules when it ends.
    if (this.inFlight || (this.timer !== undefined && this.failures > 0)) return;
    this.clearTimer();
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.run();
    }, this.throttleDelay());
  }

  // --- the work -------------------------------------------------------------------------------

  private run(options: RunOptions = {}): Promise<void> {
    if (!this.running || this.inFlight) return this.inFlight ?? Promise.resolve();
    const work = (async () => {
      try {
        if (!options.pushOnly) {
          if (this.snapshot.status !== 'pending') this.setStatus('syncing');
          await this.pullAll();
        }
        if (!this.running) return;
        if (!this.dirty) {
          this.failures = 0;
          this.setStatus('synced');
          return;
        }
        const wait = options.force ? 0 : this.throttleDelay();
        if (wait > 0) {
          this.setStatus('pending');
          this.timer ??= setTimeout(() => {
            this.timer = undefined;
            void this.run();
          }, wait);
          return;
        }
        await this.pushNow({ keepalive: options.keepalive ?? false });
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

  private async pullAll() {
    for (let page = 0; page < 1000 && this.running; page++) {
      const result = await this.deps.pull(this.deps.store.get().sync.cursor);
      if (!this.running) return;
      this.deps.store.update((state) => applyPull(state, result));
      if (!result.more) break;
    }
    for (const channel of this.channels) {
      for (let page = 0; page < 1000 && this.running; page++) {
        const result = await channel.pull(channel.cursor(channel.store.get()));
        if (!this.running) return;
        channel.store.update((state) => channel.applyPull(state, result));
        if (!result.more) break;
      }
    }
  }

  private async pushNow({ keepalive }: { keepalive: boolean }) {
    const { store } = this.deps;
    if (!keepalive) this.setStatus('syncing');
    if (store.get().sync.clearPending) {
      await this.deps.clear({ keepalive });
      if (!this.running) return;
      store.update(clearSent);
    }
    for (let round = 0; round < PUSH_ROUNDS; round++) {
      const changes = pendingChanges(store.get());
      if (changes.length === 0) break;
      for (let i = 0; i < changes.length; i += SYNC_BATCH_SIZE) {
        const batch = changes.slice(i, i + SYNC_BATCH_SIZE);
        const results = await this.deps.push(batch, { keepalive });
        if (!this.running) return;
        store.update((state) => applyPushResults(state, batch, results));
      }
    }
    for (const channel of this.channels) {
      for (let round = 0; round < PUSH_ROUNDS; round++) {
        const changes = channel.pending(channel.store.get());
        if (changes.length === 0) break;
        for (let i = 0; i < changes.length; i += channel.batchSize) {
          const batch = changes.slice(i, i + channel.batchSize);
          const results = await channel.push(batch, { keepalive });
          if (!this.running) return;
          channel.store.update((state) => channel.applyPushResults(state, batch, results));
        }
      }
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
      void this.run({ force: true });
    }, delay);
  }
}

/**
 * Flush pending changes when the page is hidden or unloaded (tab closed, app switched on a
 * phone) with keepalive, and sync at once when the page is shown again or the browser comes back
 * online. Returns an unbind.
 */
export function bindPageLifecycle(engine: Pick<SyncEngine, 'flush' | 'resume'>, win: Window = window): () => void {
  const doc = win.document;
  const onHide = () => void engine.flush({ keepalive: true });
  const onVisibility = () => {
    if (doc.visibilityState === 'hidden') onHide();
    else engine.resume();
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
 * The throttle window: 60 s (R-SYNC-7) unless `window.__LM_SYNC_THROTTLE_MS__` holds a number
 * ≥ 0 — a test hook the e2e suite sets with `page.addInitScript` so a deferred change can be
 * watched reaching the server in seconds. It only affects the browser that sets it.
 */
export function resolveSyncThrottleMs(win: Window | undefined = typeof window === 'undefined' ? undefined : window): number {
  const override = win?.__LM_SYNC_THROTTLE_MS__;
  return typeof override === 'number' && Number.isFinite(override) && override >= 0 ? override : SYNC_THROTTLE_MS;
}
