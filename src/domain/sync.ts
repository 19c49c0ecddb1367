/**
 * The device's side of the versioned sync (docs/product-rules.md R-SYNC-3..6, docs/decisions/015),
 * pure: what a device holds besides its history, which changes it must send, and how it takes in
 * what the server answers. The browser's sync engine does the I/O and timing around these.
 *
 * The device keeps, per synced entry, the row as the server last had it (the base) and its
 * version. An entry that differs from its base (or has none) is a change to send, with the base's
 * version. A delete is remembered explicitly (entries also leave the history by the 100-entry cap,
 * which deletes nothing). 'Clear all' while signed in is one pending clear.
 *
 * Conflict rule (R-SYNC-5): the server takes changes in order of arrival. A change based on an
 * older version is refused and the current row comes back; the device then re-applies, field by
 * field, what it changed on top of that row and sends it again. So, per field, the later edit by
 * order of arrival at the server wins, and edits of different fields on two devices both stay. A
 * delete or Clear all is final (R-SYNC-6): an edit that arrives after it is dropped.
 */
import { capHistory } from './history';
import { type LoadDecision } from './schemas';
import { cloudToDecision, decisionToCloud, loadFieldNames, sameLoadField, sameLoadFields, type LoadChange, type LoadChangeResult, type ServerLoad } from './cloud-load';
import type { SyncedHistory } from './sync-state';

/** The bookkeeping every synced kind keeps: the history's SyncMeta, the profiles' ProfileSyncMeta. */
interface RowSync<R> {
  /** id → the server's copy of a synced item and its version. */
  base: Record<string, { version: number; row: R }>;
  /** id → version of items deleted here, not yet tombstoned on the server. */
  deletes: Record<string, number>;
}

/**
 * The changes to send, for any synced kind: deletes first, then every item that differs from the
 * server's copy, based on that copy's version (0 when the server has none).
 */
export function pendingRowChanges<T extends { id: string }, R, W>(
  items: readonly T[],
  sync: RowSync<R>,
  sameAsBase: (base: R, item: T) => boolean,
  toWire: (item: T) => W,
): Array<{ id: string; base_version: number; deleted: true } | (W & { base_version: number })> {
  const changes: Array<{ id: string; base_version: number; deleted: true } | (W & { base_version: number })> = Object.entries(sync.deletes).map(
    ([id, version]) => ({ id, base_version: version, deleted: true as const }),
  );
  for (const item of items) {
    const base = sync.base[item.id];
    if (base && sameAsBase(base.row, item)) continue;
    changes.push({ ...toWire(item), base_version: base?.version ?? 0 });
  }
  return changes;
}

/**
 * The bookkeeping once the server applied a change at `version`, for any synced kind: a delete is
 * done; an upsert's row becomes the server's copy.
 */
export function acknowledgeApplied<R, S extends RowSync<R>, U extends { id: string; base_version: number }>(
  sync: S,
  change: U | { id: string; base_version: number; deleted: true },
  version: number,
  toRow: (upsert: U) => R,
): S {
  if ('deleted' in change) return { ...sync, base: withoutKey(sync.base, change.id), deletes: withoutKey(sync.deletes, change.id) };
  return { ...sync, base: { ...sync.base, [change.id]: { version, row: toRow(change) } } };
}

/** The changes to send: deletes first, then every entry that differs from the server's copy. */
export function pendingChanges({ history, sync }: SyncedHistory): LoadChange[] {
  return pendingRowChanges(history, sync, sameLoadFields, decisionToCloud);
}

/** Whether anything waits to be sent. */
export function hasPendingChanges(state: SyncedHistory): boolean {
  return state.sync.clearPending || Object.keys(state.sync.deletes).length > 0 || state.history.some((d) => {
    const base = state.sync.base[d.id];
    return !base || !sameLoadFields(base.row, d);
  });
}

/**
 * The local entry after the server's row moved on: the fields this device changed since `base`
 * keep its value, every other field takes the server's. Without a base every local value stays.
 */
export function rebase(local: LoadDecision, base: LoadDecision | undefined, current: LoadDecision): LoadDecision {
  return rebaseFields(loadFieldNames(), sameLoadField, local, base, current);
}

/** rebase() for any field list (the history's, a driver profile's). */
export function rebaseFields<T extends { id: string }, K extends keyof T & string>(
  names: readonly K[],
  same: (name: K, a: T, b: T) => boolean,
  local: T,
  base: T | undefined,
  current: T,
): T {
  const out: Record<string, unknown> = { id: current.id };
  for (const name of names) {
    const changedHere = !base || !same(name, local, base);
    const value = changedHere ? local[name] : current[name];
    if (value !== undefined) out[name] = value;
  }
  return out as T;
}

/** `record` without `key` (the same object when it has no such key). */
export function withoutKey<T>(record: Record<string, T>, key: string): Record<string, T> {
  if (!(key in record)) return record;
  const { [key]: _gone, ...rest } = record;
  return rest;
}

/** Take in one row as the server holds it now (pulled, or the current row of a conflict). */
export function applyServerRow(state: SyncedHistory, row: ServerLoad): SyncedHistory {
  const { sync } = state;
  if (row.deleted_at !== null) {
    return {
      history: state.history.some((d) => d.id === row.id) ? state.history.filter((d) => d.id !== row.id) : state.history,
      sync: { ...sync, base: withoutKey(sync.base, row.id), deletes: withoutKey(sync.deletes, row.id) },
    };
  }
  const { version, deleted_at: _d, ...fields } = row;
  const current = cloudToDecision(fields);
  const known = sync.base[row.id];
  if (known && known.version >= version) return state; // already seen (our own write, pulled back)
  const base = { ...sync.base, [row.id]: { version, row: current } };
  if (row.id in sync.deletes) {
    // Deleted here, edited elsewhere first: the delete arrives later, so it is sent again on top.
    return { history: state.history, sync: { ...sync, base, deletes: { ...sync.deletes, [row.id]: version } } };
  }
  const local = state.history.find((d) => d.id === row.id);
  if (!local) {
    if (sync.hideCreatedUpTo && Date.parse(current.createdAt) <= Date.parse(sync.hideCreatedUpTo)) return state;
    return { history: capHistory([current, ...state.history]), sync: { ...sync, base } };
  }
  const pending = !known || !sameLoadFields(known.row, local);
  const next = pending ? rebase(local, known?.row, current) : current;
  return { history: state.history.map((d) => (d.id === row.id ? next : d)), sync: { ...sync, base } };
}

/** Take in the answers of one PUT: `sent` is the batch, in the order it was sent. */
export function applyPushResults(state: SyncedHistory, sent: readonly LoadChange[], results: readonly LoadChangeResult[]): SyncedHistory {
  let next = state;
  for (const [i, result] of results.entries()) {
    const change = sent[i];
    if (!change || change.id !== result.id) continue;
    const { sync } = next;
    if (result.status === 'applied') {
      next = { history: next.history, sync: acknowledgeApplied(sync, change, result.version, ({ base_version: _b, ...fields }) => cloudToDecision(fields)) };
    } else if (result.current) {
      next = applyServerRow(next, result.current);
    } else {
      // No such row on the server (never created, or not this account's): forget what this
      // device believed; an entry still here goes up again as new.
      next = { history: next.history, sync: { ...sync, base: withoutKey(sync.base, change.id), deletes: withoutKey(sync.deletes, change.id) } };
    }
  }
  return next;
}

/** Take in one pulled page. */
export function applyPull(state: SyncedHistory, page: { loads: readonly ServerLoad[]; cursor: number; more: boolean }): SyncedHistory {
  let next = state;
  for (const row of page.loads) next = applyServerRow(next, row);
  const sync = { ...next.sync, cursor: Math.max(next.sync.cursor, page.cursor) };
  if (!page.more) {
    sync.hideCreatedUpTo = null;
    // Entries no longer here (the 100-entry cap, a local-only clear) need no server copy.
    const here = new Set(next.history.map((d) => d.id));
    sync.base = Object.fromEntries(Object.entries(sync.base).filter(([id]) => here.has(id) || id in sync.deletes));
  }
  return { history: next.history, sync };
}

/** The server cleared everything (our 'Clear all' reached it): what remains here is new. */
export function clearSent(state: SyncedHistory): SyncedHistory {
  return { history: state.history, sync: { ...state.sync, clearPending: false } };
}
