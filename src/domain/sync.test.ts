import { describe, expect, it } from 'vitest';
import { type LoadDecision } from './schemas';
import { decisionToCloud, type ServerLoad } from './cloud-load';
import { applyPull, applyPushResults, applyServerRow, clearSent, hasPendingChanges, pendingChanges, rebase } from './sync';
import { clearAll, deleteEntry, EMPTY_SYNC, type SyncedHistory } from './sync-state';
import { fakeDecision } from './test-data';

const d = (id: string, overrides: Partial<LoadDecision> = {}) => fakeDecision({ id, createdAt: '2026-01-01T00:00:00.000Z', ...overrides });
const live = (x: LoadDecision, version: number): ServerLoad => ({ ...decisionToCloud(x), version, deleted_at: null });
const tomb = (id: string, version: number): ServerLoad => ({ id, version, deleted_at: '2026-02-01T00:00:00.000Z' });
/** A device that has seen `rows` from the server at versions 1, 2, ... */
const synced = (...rows: LoadDecision[]): SyncedHistory =>
  applyPull({ history: [], sync: EMPTY_SYNC }, { loads: rows.map((r, i) => live(r, i + 1)), cursor: rows.length, more: false });

describe('pendingChanges (docs/decisions/015-versioned-sync.md)', () => {
  it('nothing when the history is what the server has; a new entry at base 0; an edit at its base version', () => {
    const state = synced(d('a'), d('b'));
    expect(pendingChanges(state)).toEqual([]);
    expect(hasPendingChanges(state)).toBe(false);
    const edited = { ...state, history: state.history.map((x) => (x.id === 'b' ? { ...x, notes: 'new' } : x)).concat(d('c')) };
    expect(pendingChanges(edited).map((c) => [c.id, c.base_version])).toEqual([
      ['b', 2],
      ['c', 0],
    ]);
    expect(hasPendingChanges(edited)).toBe(true);
  });

  it('deletes go first, with the version they were based on; an entry the server never had is just dropped', () => {
    const state = { ...synced(d('a')), history: [...synced(d('a')).history, d('local')] };
    const after = deleteEntry(deleteEntry(state, 'a'), 'local');
    expect(after.history).toEqual([]);
    expect(pendingChanges(after)).toEqual([{ id: 'a', base_version: 1, deleted: true }]);
  });

  it('Clear all empties the history, drops single deletes and waits to be sent', () => {
    const state = clearAll(deleteEntry(synced(d('a'), d('b')), 'a'));
    expect(state.history).toEqual([]);
    expect(state.sync.clearPending).toBe(true);
    expect(state.sync.deletes).toEqual({});
    expect(hasPendingChanges(state)).toBe(true);
    expect(clearSent(state).sync.clearPending).toBe(false);
  });
});

describe('rebase: per field, the later edit wins', () => {
  it('keeps the fields changed here and takes the others from the server', () => {
    const base = d('a', { notes: 'old', rate: 500 });
    const local = { ...base, rate: 600 };
    const current = { ...base, notes: 'tablet', broker: 'Acme' };
    expect(rebase(local, base, current)).toEqual({ ...base, notes: 'tablet', broker: 'Acme', rate: 600 });
  });

  it('a field removed here stays removed; without a base every local value stays', () => {
    const base = d('a', { notes: 'old' });
    const { notes: _n, ...local } = base;
    expect(rebase(local, base, { ...base, rate: 1 })).toEqual({ ...local, rate: 1 });
    expect(rebase(local, undefined, { ...base, rate: 1 })).toEqual(local);
  });
});

describe('applyServerRow', () => {
  it("another device's edit replaces an unchanged entry and a tombstone removes it", () => {
    const state = synced(d('a'), d('b'));
    const edited = applyServerRow(state, live(d('a', { notes: 'tablet' }), 3));
    expect(edited.history.find((x) => x.id === 'a')?.notes).toBe('tablet');
    expect(edited.sync.base.a!.version).toBe(3);
    const gone = applyServerRow(edited, tomb('b', 4));
    expect(gone.history.map((x) => x.id)).toEqual(['a']);
    expect(gone.sync.base.b).toBeUndefined();
    // A tombstone of a row this device never had changes nothing visible.
    expect(applyServerRow(gone, tomb('zzz', 5)).history).toBe(gone.history);
  });

  it('an older or repeated version is ignored (our own write pulled back)', () => {
    const state = applyServerRow(synced(d('a')), live(d('a', { notes: 'v5' }), 5));
    expect(applyServerRow(state, live(d('a', { notes: 'v4' }), 4))).toBe(state);
    expect(applyServerRow(state, live(d('a', { notes: 'v5' }), 5))).toBe(state);
  });

  it('a pending local edit is re-applied on the new row', () => {
    const state = synced(d('a', { rate: 500 }));
    const local = { ...state, history: [{ ...state.history[0]!, rate: 700 }] };
    const next = applyServerRow(local, live(d('a', { rate: 500, notes: 'tablet' }), 2));
    expect(next.history[0]).toMatchObject({ rate: 700, notes: 'tablet' });
    expect(pendingChanges(next)).toEqual([expect.objectContaining({ id: 'a', base_version: 2, rate: 700, notes: 'tablet' })]);
  });

  it('a pending delete of a row edited elsewhere is sent again on the newer version', () => {
    const state = deleteEntry(synced(d('a')), 'a');
    const next = applyServerRow(state, live(d('a', { notes: 'tablet' }), 2));
    expect(next.history).toEqual([]);
    expect(next.sync.deletes).toEqual({ a: 2 });
  });

  it('a row created before an old-style clear of this device stays hidden on the first pull', () => {
    const state: SyncedHistory = { history: [], sync: { ...EMPTY_SYNC, hideCreatedUpTo: '2026-01-15T00:00:00.000Z' } };
    const page = { loads: [live(d('old'), 1), live(d('new', { createdAt: '2026-02-01T00:00:00.000Z' }), 2)], cursor: 2, more: false };
    const next = applyPull(state, page);
    expect(next.history.map((x) => x.id)).toEqual(['new']);
    expect(next.sync.hideCreatedUpTo).toBeNull();
  });
});

describe('applyPull', () => {
  it('moves the cursor, never back, and forgets server copies of entries no longer here', () => {
    const state = synced(d('a'), d('b'));
    const local = { ...state, history: state.history.filter((x) => x.id === 'a') }; // 'b' cut locally
    const next = applyPull(local, { loads: [], cursor: 1, more: false });
    expect(next.sync.cursor).toBe(2);
    expect(Object.keys(next.sync.base)).toEqual(['a']);
    // While more pages follow, nothing is forgotten yet.
    expect(Object.keys(applyPull(local, { loads: [], cursor: 2, more: true }).sync.base).sort()).toEqual(['a', 'b']);
  });
});

describe('applyPushResults', () => {
  it('records applied versions, takes in conflicts, and forgets rows the server does not have', () => {
    const state = synced(d('a'), d('b'), d('c'));
    const local: SyncedHistory = deleteEntry({ ...state, history: state.history.map((x): LoadDecision => ({ ...x, notes: `edited ${x.id}` })).concat(d('n')) }, 'c');
    const sent = pendingChanges(local);
    expect(sent.map((c) => c.id)).toEqual(['c', 'b', 'a', 'n']);
    const next = applyPushResults(local, sent, [
      { id: 'c', status: 'applied', version: 10 },
      { id: 'b', status: 'conflict', current: tomb('b', 9) },
      { id: 'a', status: 'applied', version: 11 },
      { id: 'n', status: 'conflict', current: null },
    ]);
    expect(next.sync.deletes).toEqual({});
    expect(next.sync.base.c).toBeUndefined();
    expect(next.sync.base.a).toEqual({ version: 11, row: local.history.find((x) => x.id === 'a') });
    expect(next.history.map((x) => x.id)).toEqual(['a', 'n']);
    expect(pendingChanges(next)).toEqual([expect.objectContaining({ id: 'n', base_version: 0 })]);
    // Answers that do not match what was sent are ignored.
    expect(applyPushResults(next, sent, [{ id: 'zzz', status: 'applied', version: 99 }])).toBe(next);
  });

  it('a delete refused because the row changed is kept for the next round, on the newer version', () => {
    const local = deleteEntry(synced(d('a')), 'a');
    const sent = pendingChanges(local);
    const next = applyPushResults(local, sent, [{ id: 'a', status: 'conflict', current: live(d('a', { notes: 'x' }), 5) }]);
    expect(pendingChanges(next)).toEqual([{ id: 'a', base_version: 5, deleted: true }]);
  });
});
