import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SYNC_THROTTLE_MS } from '../../../domain/history';
import { decisionToCloud, type CloudLoad, type LoadDecision } from '../../../domain/schemas';
import { ApiError } from '../../lib/api-client';
import { bindPageLifecycle, resolveSyncThrottleMs, retryDelayMs, SyncEngine, type HistoryStore } from './sync-engine';

// Unit level: the engine with a fake clock (vi fake timers), an in-memory history store and fake
// pull/push at the network edge.

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

/** Newest first, like the app store. */
const sorted = (list: LoadDecision[]) => [...list].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)).slice(0, 100);

function memoryStore(initial: LoadDecision[] = [], clearedAt: string | null = null) {
  let history = sorted(initial);
  const listeners = new Set<() => void>();
  const store: HistoryStore & { add(d: LoadDecision): void; edit(d: LoadDecision): void } = {
    getHistory: () => history,
    getClearedAt: () => clearedAt,
    setHistory: (h) => {
      history = sorted(h);
      for (const l of listeners) l();
    },
    subscribe: (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    add: (d) => store.setHistory([d, ...history]),
    edit: (d) => store.setHistory(history.map((x) => (x.id === d.id ? d : x))),
  };
  return store;
}

function setup(opts: { local?: LoadDecision[]; remote?: CloudLoad[]; clearedAt?: string | null; lastSync?: number | null; throttleMs?: number } = {}) {
  const store = memoryStore(opts.local ?? [], opts.clearedAt ?? null);
  let lastSync: number | null = opts.lastSync ?? null;
  const pushes: Array<{ loads: CloudLoad[]; keepalive: boolean; at: number }> = [];
  const pulls: Array<string | null> = [];
  const pull = vi.fn(async (since: string | null) => {
    pulls.push(since);
    return opts.remote ?? [];
  });
  const push = vi.fn(async (loads: CloudLoad[], { keepalive }: { keepalive: boolean }) => {
    pushes.push({ loads, keepalive, at: Date.now() });
  });
  const log = vi.fn();
  const onUnauthorized = vi.fn();
  const engine = new SyncEngine({
    pull,
    push,
    store,
    lastSync: { get: () => lastSync, set: (at) => (lastSync = at) },
    throttleMs: opts.throttleMs,
    random: () => 0.5, // no jitter
    log,
    onUnauthorized,
  });
  return { engine, store, pull, push, pushes, pulls, log, onUnauthorized, lastSync: () => lastSync };
}

/** Let pending promises settle without moving the clock. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('SyncEngine: entry (pull and merge)', () => {
  it('loads the server rows after the clear time and merges by id: no duplicates, no local loss, newest first', async () => {
    const local = [decision(1), decision(3), decision(5, { outcome: 'pass', notes: 'local edit' })];
    const remote = [decision(2), decision(4, { outcome: 'counter' }), decision(5, { outcome: 'book' })].map(decisionToCloud);
    const { engine, store, pulls } = setup({ local, remote, clearedAt: '2020-01-01T00:00:00.000Z' });
    engine.start();
    await settle();
    expect(pulls).toEqual(['2020-01-01T00:00:00.000Z']);
    const h = store.getHistory();
    expect(h.map((d) => d.id)).toEqual(['d5', 'd4', 'd3', 'd2', 'd1']);
    // The local entry wins on the same id; a server row keeps its stored outcome.
    expect(h.find((d) => d.id === 'd5')).toMatchObject({ outcome: 'pass', notes: 'local edit' });
    expect(h.find((d) => d.id === 'd4')?.outcome).toBe('counter');
    engine.stop();
  });

  it('drops server rows created before the local clear time even if the server sent them', async () => {
    const clearedAt = new Date(T0 - 500 * 60_000).toISOString();
    const remote = [decision(100), decision(900)].map(decisionToCloud); // d100 is older than the clear
    const { engine, store } = setup({ remote, clearedAt });
    engine.start();
    await settle();
    expect(store.getHistory().map((d) => d.id)).toEqual(['d900']);
    engine.stop();
  });

  it('caps the merged history at 100', async () => {
    const local = Array.from({ length: 60 }, (_, i) => decision(i * 2));
    const remote = Array.from({ length: 60 }, (_, i) => decisionToCloud(decision(i * 2 + 1)));
    const { engine, store } = setup({ local, remote });
    engine.start();
    await settle();
    expect(store.getHistory()).toHaveLength(100);
    expect(store.getHistory()[0]?.id).toBe('d119');
    engine.stop();
  });

  it('after pulling, uploads local entries the server lacks; nothing when they match', async () => {
    const shared = [decision(1), decision(2)];
    const a = setup({ local: shared, remote: shared.map(decisionToCloud) });
    a.engine.start();
    await settle();
    expect(a.pushes).toHaveLength(0);
    expect(a.engine.getSnapshot().status).toBe('synced');
    a.engine.stop();

    const b = setup({ local: [...shared, decision(3)], remote: shared.map(decisionToCloud) });
    b.engine.start();
    await settle();
    expect(b.pushes).toHaveLength(1);
    expect(b.pushes[0]!.loads.map((l) => l.id)).toEqual(['d3', 'd2', 'd1']);
    expect(b.engine.getSnapshot().status).toBe('synced');
    b.engine.stop();
  });
});

describe('SyncEngine: upsert with the 60 s throttle', () => {
  it('sends the newest 50 as cloud records when the history changes', async () => {
    const local = Array.from({ length: 70 }, (_, i) => decision(i));
    const { engine, store, pushes } = setup({ local, remote: local.map(decisionToCloud) });
    engine.start();
    await settle();
    expect(pushes).toHaveLength(0);
    store.add(decision(500));
    await settle();
    expect(pushes).toHaveLength(1);
    const sent = pushes[0]!.loads;
    expect(sent).toHaveLength(50);
    expect(sent[0]).toEqual(decisionToCloud(decision(500)));
    expect(sent.map((l) => l.id)).toEqual(store.getHistory().slice(0, 50).map((d) => d.id));
    engine.stop();
  });

  it('defers a change inside the window to the end of the window — never dropped', async () => {
    const { engine, store, pushes, lastSync } = setup();
    engine.start();
    await settle();
    store.add(decision(1));
    await settle();
    expect(pushes).toHaveLength(1);
    const first = lastSync();
    expect(first).toBe(T0);

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
    expect(pushes[1]!.loads.map((l) => l.id)).toEqual(['d3', 'd2', 'd1']);
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

  it('uses a configured shorter throttle (tests)', async () => {
    const { engine, store, pushes } = setup({ throttleMs: 1_000 });
    engine.start();
    await settle();
    store.add(decision(1));
    await settle();
    store.add(decision(2));
    await vi.advanceTimersByTimeAsync(999);
    expect(pushes).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(pushes).toHaveLength(2);
    engine.stop();
  });

  it('also sends an edited entry that sits outside the newest 50', async () => {
    const local = Array.from({ length: 80 }, (_, i) => decision(i));
    const { engine, store, pushes } = setup({ local, remote: local.map(decisionToCloud) });
    engine.start();
    await settle();
    const old = store.getHistory()[75]!;
    store.edit({ ...old, outcome: 'pass' });
    await settle();
    expect(pushes.map((p) => p.loads.length)).toEqual([50, 1]);
    expect(pushes[1]!.loads[0]).toMatchObject({ id: old.id, outcome: 'pass' });
    engine.stop();
  });

  it('ignores store changes that are not history changes', async () => {
    const { engine, store, pushes } = setup({ local: [decision(1)], remote: [decisionToCloud(decision(1))] });
    engine.start();
    await settle();
    store.setHistory([...store.getHistory()]); // new array, same entries
    await settle();
    expect(pushes).toHaveLength(0);
    engine.stop();
  });

  it('sends nothing for an empty history (Clear all) and reports synced', async () => {
    const { engine, store, pushes } = setup({ local: [decision(1)], remote: [decisionToCloud(decision(1))] });
    engine.start();
    await settle();
    store.setHistory([]);
    await settle();
    expect(pushes).toHaveLength(0);
    expect(engine.getSnapshot().status).toBe('synced');
    engine.stop();
  });
});

describe('SyncEngine: flush, failures and recovery', () => {
  it('flush({ keepalive }) sends a deferred change at once with keepalive', async () => {
    const { engine, store, pushes } = setup();
    engine.start();
    await settle();
    store.add(decision(1));
    await settle();
    store.add(decision(2));
    await settle();
    expect(pushes).toHaveLength(1);
    await engine.flush({ keepalive: true });
    expect(pushes).toHaveLength(2);
    expect(pushes[1]).toMatchObject({ keepalive: true });
    // Nothing left for the timer to send.
    await vi.advanceTimersByTimeAsync(SYNC_THROTTLE_MS * 2);
    expect(pushes).toHaveLength(2);
    engine.stop();
  });

  it('flush() (before sign-out) waits for a running push, then sends what is still pending', async () => {
    const { engine, store, push, pushes } = setup();
    engine.start();
    await settle();
    let release!: () => void;
    push.mockImplementationOnce(async (loads, { keepalive }) => {
      await new Promise<void>((resolve) => (release = resolve));
      pushes.push({ loads, keepalive, at: Date.now() });
    });
    store.add(decision(1));
    await settle();
    expect(engine.getSnapshot().status).toBe('syncing');
    store.add(decision(2));
    const flushed = engine.flush();
    release();
    await flushed;
    expect(pushes.map((p) => p.loads.map((l) => l.id))).toEqual([['d1'], ['d2', 'd1']]);
    expect(pushes[1]!.keepalive).toBe(false);
    expect(engine.getSnapshot().status).toBe('synced');
    engine.stop();
  });

  it('flush does nothing when there is nothing pending', async () => {
    const { engine, pushes } = setup();
    engine.start();
    await settle();
    await engine.flush({ keepalive: true });
    expect(pushes).toHaveLength(0);
    engine.stop();
  });

  it('logs a failure, shows not synced and retries with backoff until it gets through', async () => {
    const { engine, store, push, pushes, log } = setup();
    push.mockRejectedValueOnce(new ApiError(0, 'network', 'offline')).mockRejectedValueOnce(new ApiError(503, 'database_unavailable', 'down'));
    engine.start();
    await settle();
    store.add(decision(1));
    await settle();
    expect(engine.getSnapshot().status).toBe('error');
    expect(log).toHaveBeenCalledTimes(1);
    expect(pushes).toHaveLength(0);

    await vi.advanceTimersByTimeAsync(retryDelayMs(1, () => 0.5) - 1);
    expect(push).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(push).toHaveBeenCalledTimes(2); // second failure
    expect(engine.getSnapshot().status).toBe('error');

    store.add(decision(2)); // a change during backoff waits for the retry, not the throttle
    await vi.advanceTimersByTimeAsync(retryDelayMs(2, () => 0.5));
    expect(pushes).toHaveLength(1);
    expect(pushes[0]!.loads.map((l) => l.id)).toEqual(['d2', 'd1']);
    expect(engine.getSnapshot().status).toBe('synced');
    engine.stop();
  });

  it('retries a failed entry load too', async () => {
    const { engine, pull, store } = setup({ remote: [decisionToCloud(decision(7))] });
    pull.mockRejectedValueOnce(new ApiError(0, 'network', 'offline'));
    engine.start();
    await settle();
    expect(engine.getSnapshot().status).toBe('error');
    await vi.advanceTimersByTimeAsync(retryDelayMs(1, () => 0.5));
    expect(pull).toHaveBeenCalledTimes(2);
    expect(store.getHistory().map((d) => d.id)).toEqual(['d7']);
    expect(engine.getSnapshot().status).toBe('synced');
    engine.stop();
  });

  it('resume() (online) retries at once instead of waiting for the backoff', async () => {
    const { engine, store, push, pushes } = setup();
    push.mockRejectedValueOnce(new ApiError(0, 'network', 'offline'));
    engine.start();
    await settle();
    store.add(decision(1));
    await settle();
    expect(engine.getSnapshot().status).toBe('error');
    engine.resume();
    await settle();
    expect(pushes).toHaveLength(1);
    expect(engine.getSnapshot().status).toBe('synced');
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
    await vi.advanceTimersByTimeAsync(RETRY_WAIT);
    expect(push).toHaveBeenCalledTimes(1);
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

const RETRY_WAIT = 10 * 60_000;

describe('page lifecycle and the test throttle', () => {
  it('flushes with keepalive on pagehide and on visibilitychange to hidden; resumes on online', () => {
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
    window.dispatchEvent(new Event('online'));
    expect(engine.resume).toHaveBeenCalledTimes(1);
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
