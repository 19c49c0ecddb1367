import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDecision } from '../../../domain/history';
import { type LoadDecision } from '../../../domain/schemas';
import { cloudToDecision, decisionToCloud, type LoadChange, type LoadChangeResult, type ServerLoad } from '../../../domain/cloud-load';
import { clearAll, deleteEntry, EMPTY_SYNC, SYNC_THROTTLE_MS, type SyncedHistory } from '../../../domain/sync-state';
import { ApiError } from '../../lib/api-client';
import { bindPageLifecycle, resolveSyncThrottleMs, retryDelayMs, SyncEngine, type LoadsPage, type SyncStore } from './sync-engine';

// Unit level: the engine with a fake clock (vi fake timers), an in-memory store and an in-memory
// server that keeps versions like the real one (docs/decisions/015-versioned-sync.md). The real
// server is exercised by tests/sync/convergence.test.ts.

const T0 = Date.parse('2025-03-01T12:00:00.000Z');

function decision(n: number, overrides: Partial<LoadDecision> = {}): LoadDecision {
  return {
    id: `d${n}`,
    createdAt: new Date(T0 - (1000 - n) * 60_000).toISOString(),
    outcome: 'book',
    origin: `Origin ${n}`,
    destination: `Dest ${n}`,
    miles: 100 + n,
    rate: 500 + n,
    fsc: 0,
    tolls: 0,
    fuelCost: 50,
    profit: 200 + n,
    rpm: 1.5,
    ...overrides,
  };
}

/** The server's side, reduced: rows with versions from one counter, tombstones, a page size. */
function fakeServer(pageSize = 100) {
  let version = 0;
  const rows = new Map<string, ServerLoad>();
  const write = (row: ServerLoad) => rows.set(row.id, row);
  return {
    rows,
    /** Another device's write. */
    put(d: LoadDecision) {
      version += 1;
      write({ ...decisionToCloud(d), version, deleted_at: null });
      return version;
    },
    pull(cursor: number): LoadsPage {
      const changed = [...rows.values()].filter((r) => r.version > cursor).sort((a, b) => a.version - b.version);
      const loads = changed.slice(0, pageSize);
      return { loads, cursor: loads.at(-1)?.version ?? cursor, more: changed.length > pageSize };
    },
    push(changes: LoadChange[]): LoadChangeResult[] {
      return changes.map((c) => {
        const current = rows.get(c.id);
        const live = current && current.deleted_at === null;
        const ok = c.base_version === 0 ? !current : live && current.version === c.base_version;
        if (!ok) return { id: c.id, status: 'conflict', current: current ?? null };
        version += 1;
        if ('deleted' in c) write({ id: c.id, version, deleted_at: new Date().toISOString() });
        else {
          const { base_version: _b, ...fields } = c;
          write({ ...fields, version, deleted_at: null });
        }
        return { id: c.id, status: 'applied', version };
      });
    },
    clear() {
      for (const r of [...rows.values()]) if (r.deleted_at === null) this.push([{ id: r.id, base_version: r.version, deleted: true }]);
    },
    live(): LoadDecision[] {
      return [...rows.values()].flatMap((r) => {
        if (r.deleted_at !== null) return [];
        const { version: _v, deleted_at: _d, ...fields } = r;
        return [cloudToDecision(fields)];
      });
    },
  };
}

function memoryStore(initial: SyncedHistory = { history: [], sync: EMPTY_SYNC }) {
  let state = initial;
  const listeners = new Set<() => void>();
  const set = (next: SyncedHistory) => {
    state = next;
    for (const l of listeners) l();
  };
  const store: SyncStore & { add(d: LoadDecision): void; edit(d: LoadDecision): void; remove(id: string): void; clear(): void } = {
    get: () => state,
    update: (change) => set(change(state)),
    subscribe: (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    add: (d) => set({ ...state, history: addDecision(state.history, d) }),
    edit: (d) => set({ ...state, history: state.history.map((x) => (x.id === d.id ? d : x)) }),
    remove: (id) => set(deleteEntry(state, id)),
    clear: () => set(clearAll(state)),
  };
  return store;
}

function setup(opts: { server?: ReturnType<typeof fakeServer>; initial?: SyncedHistory; lastSync?: number | null; throttleMs?: number } = {}) {
  const server = opts.server ?? fakeServer();
  const store = memoryStore(opts.initial);
  let lastSync: number | null = opts.lastSync ?? null;
  const pushes: Array<{ changes: LoadChange[]; keepalive: boolean; at: number }> = [];
  const pull = vi.fn(async (cursor: number) => server.pull(cursor));
  const push = vi.fn(async (changes: LoadChange[], { keepalive }: { keepalive: boolean }) => {
    pushes.push({ changes, keepalive, at: Date.now() });
    return server.push(changes);
  });
  const clear = vi.fn(async () => server.clear());
  const log = vi.fn();
  const onUnauthorized = vi.fn();
  const engine = new SyncEngine({
    pull,
    push,
    clear,
    store,
    lastSync: { get: () => lastSync, set: (at) => (lastSync = at) },
    throttleMs: opts.throttleMs,
    pullEveryMs: 10 * 60_000,
    random: () => 0.5, // no jitter
    log,
    onUnauthorized,
  });
  return { engine, server, store, pull, push, clear, pushes, log, onUnauthorized, lastSync: () => lastSync };
}

const ids = (list: readonly { id: string }[]) => list.map((d) => d.id);

/** Let pending promises settle without moving the clock. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('SyncEngine: pull by cursor', () => {
  it('takes in the server rows page by page, newest first, capped at 100, and remembers the cursor', async () => {
    const server = fakeServer(30);
    for (let n = 0; n < 120; n++) server.put(decision(n));
    const { engine, store, pull } = setup({ server });
    engine.start();
    await settle();
    expect(pull.mock.calls.map(([c]) => c)).toEqual([0, 30, 60, 90]);
    expect(store.get().history).toHaveLength(100);
    expect(store.get().history[0]!.id).toBe('d119');
    expect(store.get().sync.cursor).toBe(120);
    expect(engine.getSnapshot().status).toBe('synced');
    engine.stop();
  });

  it('keeps local entries the server lacks and sends them up as new (base version 0)', async () => {
    const server = fakeServer();
    server.put(decision(1));
    const { engine, pushes } = setup({ server, initial: { history: [decision(2)], sync: EMPTY_SYNC } });
    engine.start();
    await settle();
    expect(pushes).toHaveLength(1);
    expect(pushes[0]!.changes).toEqual([{ ...decisionToCloud(decision(2)), base_version: 0 }]);
    expect(ids(server.live()).sort()).toEqual(['d1', 'd2']);
    engine.stop();
  });

  it("another device's edit replaces the local copy; a tombstone removes it", async () => {
    const server = fakeServer();
    server.put(decision(1));
    server.put(decision(2));
    const { engine, store } = setup({ server, throttleMs: 0 });
    engine.start();
    await settle();
    server.put(decision(1, { notes: 'from the tablet' }));
    server.push([{ id: 'd2', base_version: 2, deleted: true }]);
    await engine.flush();
    expect(store.get().history).toEqual([decision(1, { notes: 'from the tablet' })]);
    expect(store.get().sync.base).not.toHaveProperty('d2');
    engine.stop();
  });
});

describe('SyncEngine: pushes only what changed, with the 60 s throttle', () => {
  it('sends only the changed entry with the version it was based on', async () => {
    const server = fakeServer();
    for (let n = 0; n < 70; n++) server.put(decision(n));
    const { engine, store, pushes } = setup({ server });
    engine.start();
    await settle();
    expect(pushes).toHaveLength(0);
    const old = store.get().history[65]!;
    const seen = store.get().sync.base[old.id]!.version;
    store.edit({ ...old, outcome: 'pass' });
    await settle();
    expect(pushes).toHaveLength(1);
    expect(pushes[0]!.changes).toEqual([{ ...decisionToCloud({ ...old, outcome: 'pass' }), base_version: seen }]);
    expect(server.rows.get(old.id)).toMatchObject({ outcome: 'pass' });
    engine.stop();
  });

  it('defers a change inside the window to the end of the window — never dropped', async () => {
    const { engine, store, pushes, lastSync } = setup();
    engine.start();
    await settle();
    store.add(decision(1));
    await settle();
    expect(pushes).toHaveLength(1);
    expect(lastSync()).toBe(T0);

    await vi.advanceTimersByTimeAsync(10_000);
    store.add(decision(2));
    store.add(decision(3));
    await settle();
    expect(pushes).toHaveLength(1);
    expect(engine.getSnapshot().status).toBe('pending');

    await vi.advanceTimersByTimeAsync(SYNC_THROTTLE_MS - 10_000 - 1);
    expect(pushes).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(pushes).toHaveLength(2);
    expect(pushes[1]!.at).toBe(T0 + SYNC_THROTTLE_MS);
    expect(ids(pushes[1]!.changes)).toEqual(['d3', 'd2']);
    expect(engine.getSnapshot()).toEqual({ status: 'synced', lastSyncedAt: T0 + SYNC_THROTTLE_MS });
    engine.stop();
  });

  it('honours a last sync time from earlier in the browser session (reload inside the window)', async () => {
    const { engine, store, pushes } = setup({ lastSync: T0 - 20_000 });
    engine.start();
    await settle();
    store.add(decision(1));
    await vi.advanceTimersByTimeAsync(39_999);
    expect(pushes).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(pushes).toHaveLength(1);
    engine.stop();
  });

  it('ignores store changes that change nothing to send', async () => {
    const server = fakeServer();
    server.put(decision(1));
    const { engine, store, pushes } = setup({ server });
    engine.start();
    await settle();
    store.update((s) => ({ ...s, history: [...s.history] }));
    await settle();
    expect(pushes).toHaveLength(0);
    engine.stop();
  });

  it('a refused change is re-applied field by field on the current row and sent again', async () => {
    const server = fakeServer();
    server.put(decision(1));
    const { engine, store, push, pushes } = setup({ server, throttleMs: 0 });
    engine.start();
    await settle();
    // The tablet edits the notes just before this device's edit of the rate arrives.
    push.mockImplementationOnce(async (changes, { keepalive }) => {
      pushes.push({ changes, keepalive, at: Date.now() });
      server.put(decision(1, { notes: 'tablet' }));
      return server.push(changes);
    });
    store.edit({ ...store.get().history[0]!, rate: 999 });
    await settle();
    expect(pushes.map((p) => p.changes[0]!.base_version)).toEqual([1, 2]);
    expect(server.live()).toEqual([decision(1, { notes: 'tablet', rate: 999 })]);
    expect(store.get().history).toEqual([decision(1, { notes: 'tablet', rate: 999 })]);
    engine.stop();
  });
});

describe('SyncEngine: deletes and Clear all reach the server as tombstones', () => {
  it('a delete goes with its base version; Clear all sends one DELETE first', async () => {
    const server = fakeServer();
    server.put(decision(1));
    server.put(decision(2));
    server.put(decision(3));
    const { engine, store, pushes, clear } = setup({ server, throttleMs: 0 });
    engine.start();
    await settle();
    store.remove('d2');
    await settle();
    expect(pushes.at(-1)!.changes).toEqual([{ id: 'd2', base_version: 2, deleted: true }]);
    expect(ids(server.live()).sort()).toEqual(['d1', 'd3']);

    store.clear();
    store.add(decision(4)); // logged after the clear: it stays
    await settle();
    expect(clear).toHaveBeenCalledTimes(1);
    expect(ids(server.live())).toEqual(['d4']);
    expect(ids(store.get().history)).toEqual(['d4']);
    expect(store.get().sync.clearPending).toBe(false);
    engine.stop();
  });
});

describe('SyncEngine: offline, failures and recovery', () => {
  it('changes made offline stay queued and go when the connection returns', async () => {
    const { engine, store, push, server } = setup({ throttleMs: 0 });
    push.mockRejectedValueOnce(new ApiError(0, 'network', 'offline'));
    engine.start();
    await settle();
    store.add(decision(1));
    await settle();
    expect(engine.getSnapshot().status).toBe('error');
    expect(server.live()).toEqual([]);
    store.add(decision(2));
    engine.resume();
    await settle();
    expect(ids(server.live()).sort()).toEqual(['d1', 'd2']);
    expect(engine.getSnapshot().status).toBe('synced');
    engine.stop();
  });

  it('logs a failure, shows not synced and retries with backoff until it gets through', async () => {
    const { engine, store, push, server, log } = setup();
    push.mockRejectedValueOnce(new ApiError(0, 'network', 'offline')).mockRejectedValueOnce(new ApiError(503, 'database_unavailable', 'down'));
    engine.start();
    await settle();
    store.add(decision(1));
    await settle();
    expect(engine.getSnapshot().status).toBe('error');
    expect(log).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(retryDelayMs(1, () => 0.5) - 1);
    expect(push).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(push).toHaveBeenCalledTimes(2);
    store.add(decision(2)); // a change during backoff waits for the retry, not the throttle
    await vi.advanceTimersByTimeAsync(retryDelayMs(2, () => 0.5));
    expect(ids(server.live()).sort()).toEqual(['d1', 'd2']);
    expect(engine.getSnapshot().status).toBe('synced');
    engine.stop();
  });

  it('a write whose answer was lost is recognised on the retry, not duplicated', async () => {
    const { engine, store, push, server } = setup({ throttleMs: 0 });
    push.mockImplementationOnce(async (changes) => {
      server.push(changes); // applied on the server, but the answer never arrives
      throw new ApiError(0, 'network', 'connection reset');
    });
    engine.start();
    await settle();
    store.add(decision(1, { notes: 'once' }));
    await settle();
    engine.resume();
    await settle();
    expect(server.live()).toEqual([decision(1, { notes: 'once' })]);
    expect(engine.dirty).toBe(false);
    engine.stop();
  });

  it('stops on 401 and reports the ended session', async () => {
    const { engine, store, push, onUnauthorized } = setup();
    push.mockRejectedValue(new ApiError(401, 'unauthorized', 'Please sign in again.'));
    engine.start();
    await settle();
    store.add(decision(1));
    await settle();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(push).toHaveBeenCalledTimes(1);
    engine.stop();
  });

  it('flush({ keepalive }) sends a deferred change at once with keepalive, without pulling', async () => {
    const { engine, store, pushes, pull } = setup();
    engine.start();
    await settle();
    store.add(decision(1));
    await settle();
    store.add(decision(2));
    await settle();
    expect(pushes).toHaveLength(1);
    const pulls = pull.mock.calls.length;
    await engine.flush({ keepalive: true });
    expect(pushes).toHaveLength(2);
    expect(pushes[1]).toMatchObject({ keepalive: true });
    expect(ids(pushes[1]!.changes)).toEqual(['d2']);
    expect(pull.mock.calls.length).toBe(pulls);
    engine.stop();
  });

  it('backoff doubles from 2 s and is capped at 5 min', () => {
    const mid = () => 0.5;
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, mid))).toEqual([2_000, 4_000, 8_000, 16_000]);
    expect(retryDelayMs(20, mid)).toBe(300_000);
    expect(retryDelayMs(1, () => 0)).toBe(1_600);
    expect(retryDelayMs(1, () => 1)).toBe(2_400);
  });

  it('stop() cancels the deferred push', async () => {
    const { engine, store, pushes } = setup({ lastSync: T0 });
    engine.start();
    await settle();
    store.add(decision(1));
    engine.stop();
    await vi.advanceTimersByTimeAsync(SYNC_THROTTLE_MS * 2);
    expect(pushes).toHaveLength(0);
  });
});

describe('page lifecycle and the test throttle', () => {
  it('flushes with keepalive on pagehide and on visibilitychange to hidden; syncs when shown again or online', () => {
    const engine = { flush: vi.fn(async () => undefined), resume: vi.fn() };
    const unbind = bindPageLifecycle(engine, window);
    window.dispatchEvent(new Event('pagehide'));
    expect(engine.flush).toHaveBeenLastCalledWith({ keepalive: true });
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(engine.flush).toHaveBeenCalledTimes(2);
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(engine.flush).toHaveBeenCalledTimes(2);
    expect(engine.resume).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('online'));
    expect(engine.resume).toHaveBeenCalledTimes(2);
    unbind();
    window.dispatchEvent(new Event('pagehide'));
    expect(engine.flush).toHaveBeenCalledTimes(2);
    visibility.mockRestore();
  });

  it('reads window.__LM_SYNC_THROTTLE_MS__ when it is a number ≥ 0, else 60 s', () => {
    expect(resolveSyncThrottleMs(window)).toBe(SYNC_THROTTLE_MS);
    window.__LM_SYNC_THROTTLE_MS__ = 1500;
    expect(resolveSyncThrottleMs(window)).toBe(1500);
    window.__LM_SYNC_THROTTLE_MS__ = -1;
    expect(resolveSyncThrottleMs(window)).toBe(SYNC_THROTTLE_MS);
    delete window.__LM_SYNC_THROTTLE_MS__;
    expect(resolveSyncThrottleMs(undefined)).toBe(SYNC_THROTTLE_MS);
  });
});
