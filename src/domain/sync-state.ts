/**
 * What a device keeps for the versioned sync besides its history, and the two changes the app
 * makes to it directly (delete one entry, Clear all); docs/decisions/015-versioned-sync.md. The
 * rules that take in the server's answers are in sync.ts, loaded only while signed in.
 */
import type { LoadDecision } from './schemas';

export interface SyncBase {
  version: number;
  /** The entry as the server holds it at `version`. */
  row: LoadDecision;
}

export interface SyncMeta {
  /** The highest version pulled so far: the next pull asks for what changed after it. */
  cursor: number;
  /** id → the server's copy of a synced entry. */
  base: Record<string, SyncBase>;
  /** id → version of entries deleted here and not yet tombstoned on the server. */
  deletes: Record<string, number>;
  /** 'Clear all' was pressed while signed in and has not reached the server yet. */
  clearPending: boolean;
  /**
   * A clear made by this device before versioned sync (the old clear time): rows created up to
   * it are not brought back by the first pull. Dropped once the pull has caught up.
   */
  hideCreatedUpTo: string | null;
}

/** Pushes run at most once per this window (60 s after the last successful one). */
export const SYNC_THROTTLE_MS = 60_000;

export const EMPTY_SYNC: SyncMeta = Object.freeze({ cursor: 0, base: {}, deletes: {}, clearPending: false, hideCreatedUpTo: null }) as SyncMeta;

export interface SyncedHistory {
  history: LoadDecision[];
  sync: SyncMeta;
}

/** Delete one entry: gone from the history, and a delete to send when the server has it. */
export function deleteEntry(state: SyncedHistory, id: string): SyncedHistory {
  const history = state.history.filter((d) => d.id !== id);
  const base = state.sync.base[id];
  if (!base) return { history, sync: state.sync };
  return { history, sync: { ...state.sync, deletes: { ...state.sync.deletes, [id]: base.version } } };
}

/** 'Clear all' while signed in: the history empties here and, once sent, on every device. */
export function clearAll(state: SyncedHistory): SyncedHistory {
  return { history: [], sync: { ...state.sync, deletes: {}, clearPending: true } };
}
