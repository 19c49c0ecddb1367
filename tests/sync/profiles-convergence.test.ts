/**
 * Two devices of one account converge on their driver profiles (docs/product-rules.md R-PAY-11):
 * each runs the browser's real SyncEngine with the profiles channel's rules
 * (src/domain/profile-sync.ts) against the real server app (PGlite here; PostgreSQL in
 * `npm run test:pg`). Adds, renames, edits and deletes made on one device show on the other; of
 * two renames of one profile the later to reach the server wins, and edits of different fields
 * both stay; a delete is final.
 *
 * Which rename reaches the server later is decided by the test's own `sync()` calls, never by the
 * engines' timers: each device starts inside its push throttle window (R-SYNC-7), so a change waits
 * for `sync()` (the engine's flush) instead of going out on its own. With the window open, B's
 * rename left by itself while A's sync ran, and under load it could reach the server first; then
 * A's rename, re-applied on it, won on both devices. The scenario runs again with A's requests
 * answered late, as on a loaded machine, to keep that order pinned.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_COST_PROFILE } from '../../src/domain/cost-profile';
import type { ProfileChange, ProfileChangeResult, ServerProfile } from '../../src/domain/cloud-profile';
import { addProfile, renameProfile, switchProfile, type ProfileSettings } from '../../src/domain/driver-profiles';
import {
  applyProfilePull,
  applyProfilePushResults,
  deleteSyncedProfile,
  EMPTY_PROFILE_SYNC,
  pendingProfileChanges,
  type SyncedProfiles,
} from '../../src/domain/profile-sync';
import { EMPTY_SYNC, type SyncedHistory } from '../../src/domain/sync-state';
import { call, createAccount, createAccountsContext, type AccountsTestContext } from '../../src/server/testing/accounts';
import { ApiError } from '../../src/web/lib/api-client';
import { SyncEngine, type LoadsPage, type SyncChannel } from '../../src/web/features/sync/sync-engine';

const LIVE: ProfileSettings = { equipment: 'hotshot', useSplit: false, splitPercent: 100, costProfile: DEFAULT_COST_PROFILE };

function memoryStore<S>(initial: S) {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    update(change: (s: S) => S) {
      const next = change(state);
      if (next === state) return;
      state = next;
      for (const l of [...listeners]) l();
    },
    subscribe(l: () => void) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
}

class Device {
  readonly profiles = memoryStore<SyncedProfiles>({ activeId: '', profiles: [], sync: EMPTY_PROFILE_SYNC });
  readonly engine: SyncEngine;
  private ids = 0;

  constructor(
    private readonly ctx: AccountsTestContext,
    private readonly cookie: string,
    readonly name: string,
    /** Every request of this device is answered this much later (a slow network or server). */
    private readonly latencyMs = 0,
  ) {
    const history = memoryStore<SyncedHistory>({ history: [], sync: EMPTY_SYNC });
    const channel: SyncChannel<SyncedProfiles, ProfileChange, ProfileChangeResult, { profiles: ServerProfile[] }> = {
      store: this.profiles,
      cursor: (s) => s.sync.cursor,
      pull: async (cursor) => (await this.send(`/api/profiles?cursor=${cursor}`)) as unknown as { profiles: ServerProfile[]; cursor: number; more: boolean },
      push: async (changes) => ((await this.send('/api/profiles', 'PUT', { profiles: changes })) as unknown as { results: ProfileChangeResult[] }).results,
      pending: pendingProfileChanges,
      applyPull: applyProfilePull,
      applyPushResults: applyProfilePushResults,
      batchSize: 8,
    };
    // Pushed just now: the throttle window is closed, so only sync() pushes (see above).
    let lastSync: number | null = Date.now();
    this.engine = new SyncEngine({
      pull: async (cursor) => (await this.send(`/api/loads?cursor=${cursor}`)) as unknown as LoadsPage,
      push: async () => [],
      clear: async () => {},
      store: history,
      channels: [channel as SyncChannel],
      lastSync: { get: () => lastSync, set: (at) => (lastSync = at) },
      throttleMs: 60_000,
      pullEveryMs: 1e9,
      random: () => 0.5,
      log: () => {},
    });
    this.engine.start();
  }

  private async send(path: string, method = 'GET', body?: unknown) {
    if (this.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, this.latencyMs));
    const res = await call(this.ctx, path, { method, body, cookie: this.cookie });
    const json = (await res.json()) as Record<string, unknown>;
    if (res.status !== 200) throw new ApiError(res.status, String(json.error), String(json.message));
    return json;
  }

  private set(next: { activeId: string; profiles: SyncedProfiles['profiles'] }) {
    this.profiles.update((s) => ({ ...s, activeId: next.activeId, profiles: next.profiles }));
  }

  add(name: string) {
    const s = this.profiles.get();
    const r = addProfile(s.profiles.length ? s : null, LIVE, name, { first: `${this.name}-${++this.ids}`, added: `${this.name}-${++this.ids}` });
    if (!r.ok) throw new Error(r.message);
    this.set(r.store);
  }

  rename(name: string, to: string) {
    const s = this.profiles.get();
    const r = renameProfile(s, this.id(name), to);
    if (!r.ok) throw new Error(r.message);
    this.set(r.store);
  }

  /** The driver edits the split of the active profile and switches away: it is written into it. */
  editSplit(name: string, splitPercent: number) {
    const s = this.profiles.get();
    const other = s.profiles.find((p) => p.name !== name)!;
    const there = switchProfile({ ...s, activeId: this.id(name) }, { ...LIVE, useSplit: true, splitPercent }, other.id)!;
    this.set(there.store);
  }

  remove(name: string) {
    this.profiles.update((s) => deleteSyncedProfile(s, this.id(name)));
  }

  private id(name: string) {
    return this.profiles.get().profiles.find((p) => p.name === name)!.id;
  }

  async sync() {
    await this.engine.flush();
  }

  /** What the driver sees: each profile's name and split, in order. */
  view() {
    return this.profiles.get().profiles.map((p) => `${p.name} ${p.useSplit ? p.splitPercent : 'own'}`);
  }
}

describe('driver profiles: two devices converge (docs/product-rules.md R-PAY-11)', () => {
  let ctx: AccountsTestContext;
  beforeAll(async () => {
    ctx = await createAccountsContext();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it.each([
    { slowA: 0, email: 'two-phones@example.com', answered: 'at once' },
    { slowA: 25, email: 'two-phones-slow@example.com', answered: '25 ms late' },
  ])("add, rename, edit and delete on one device show on the other (A's requests answered $answered)", async ({ slowA, email }) => {
    const { cookie } = await createAccount(ctx, email);
    const a = new Device(ctx, cookie, 'a', slowA);
    const b = new Device(ctx, cookie, 'b');
    try {
      a.add('Hotshot');
      a.add('Leased to Acme');
      await a.sync();
      await b.sync();
      expect(b.view()).toEqual(['My truck own', 'Hotshot own', 'Leased to Acme own']);
      // Each device keeps its own active profile: B, which had none, takes the first.
      expect(a.profiles.get().activeId).not.toBe(b.profiles.get().activeId);

      // Both rename 'Hotshot' (B's reaches the server later: it wins); A edits another field of it.
      a.rename('Hotshot', 'Hotshot A');
      b.rename('Hotshot', 'Hotshot B');
      a.editSplit('Leased to Acme', 75);
      await a.sync();
      await b.sync();
      await a.sync();
      expect(a.view()).toEqual(['My truck own', 'Hotshot B own', 'Leased to Acme 75']);
      expect(b.view()).toEqual(a.view());

      // B deletes a profile A edits at the same time: the delete is final on both.
      b.remove('Leased to Acme');
      a.rename('Leased to Acme', 'Acme 75');
      await b.sync();
      await a.sync();
      await b.sync();
      expect(a.view()).toEqual(['My truck own', 'Hotshot B own']);
      expect(b.view()).toEqual(a.view());
      const res = await call(ctx, '/api/profiles?cursor=0', { cookie });
      const live = ((await res.json()) as { profiles: ServerProfile[] }).profiles.filter((p) => p.deleted_at === null);
      expect(live.map((p) => ('name' in p ? p.name : '')).sort()).toEqual(['Hotshot B', 'My truck']);
    } finally {
      a.engine.stop();
      b.engine.stop();
    }
  });
});
