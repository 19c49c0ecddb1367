import { useSyncExternalStore } from 'react';
import { addDecision, capHistory } from '../../domain/history';
import type { CostProfile, LoadDecision } from '../../domain/schemas';
import { clearAll, deleteEntry, EMPTY_SYNC, type SyncedHistory } from '../../domain/sync-state';
import {
  loadOnboarding,
  loadSettings,
  loadState,
  saveOnboarding,
  saveSetting,
  saveState,
  type OnboardingState,
  type PersistedState,
  type Settings,
} from './storage';

/**
 * The browser's single source of truth for what persists: history, cost profile, clear time,
 * settings and onboarding. Features read it with `useAppState(selector)` and change it with the
 * actions below; every change is saved to local storage at once. Works with no server at all.
 */
export interface AppState extends PersistedState {
  settings: Settings;
  onboarding: OnboardingState;
  /** The signed-in account's user id while its sync runs (not stored); null when signed out. */
  signedInAs: string | null;
}

type Listener = () => void;

let state: AppState | undefined;
const listeners = new Set<Listener>();

function current(): AppState {
  state ??= sameAsPristine({ ...loadState(), settings: loadSettings(), onboarding: loadOnboarding(), signedInAs: null });
  return state;
}

/**
 * What a first-time visitor has: the state the page at '/' is pre-rendered with at build time
 * (scripts/prerender-plugin.ts). React renders it while it hydrates that HTML, so the markup
 * matches, then re-renders at once with what this browser has stored.
 */
let pristine: AppState | undefined;
function pristineState(): AppState {
  pristine ??= { ...loadState(null), settings: loadSettings(null), onboarding: loadOnboarding(null), signedInAs: null };
  return pristine;
}

/**
 * The stored state, keeping the pristine objects wherever storage holds nothing else: a first
 * visit then reads exactly what the page was hydrated with, and React has nothing to re-render.
 */
function sameAsPristine(loaded: AppState): AppState {
  const base = pristineState();
  const out = { ...loaded };
  for (const key of Object.keys(out) as (keyof AppState)[]) {
    if (JSON.stringify(out[key]) === JSON.stringify(base[key])) Object.assign(out, { [key]: base[key] });
  }
  return out;
}

function setState(next: AppState, persist: { state?: boolean; onboarding?: boolean } = { state: true }) {
  state = next;
  if (persist.state) {
    const { history, costProfile, clearedAt, owner, sync, anonymous, parked } = next;
    saveState({ history, costProfile, clearedAt, owner, sync, anonymous, parked });
  }
  if (persist.onboarding) saveOnboarding(next.onboarding);
  for (const l of listeners) l();
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Whether this state is what a first-time visitor has (nothing stored that differs from it). */
export function isPristine(s: AppState): boolean {
  const base = pristineState();
  return (Object.keys(base) as (keyof AppState)[]).every((key) => s[key] === base[key]);
}

export function getAppState(): AppState {
  return current();
}

/** Listen to every change outside React (the sync engine); returns the unsubscribe. */
export function subscribeAppState(listener: Listener): () => void {
  return subscribe(listener);
}

/**
 * Subscribe a component to a slice of the state (re-renders only when the slice changes). While
 * hydrating the pre-rendered page (and when pre-rendering it) the slice comes from the pristine
 * state, never from storage.
 */
export function useAppState<T>(selector: (s: AppState) => T): T {
  return useSyncExternalStore(
    subscribe,
    () => selector(current()),
    () => selector(pristineState()),
  );
}

/** Merge by id (the first list wins), newest first, capped. */
function union(first: readonly LoadDecision[], second: readonly LoadDecision[]): LoadDecision[] {
  const ids = new Set(first.map((d) => d.id));
  return capHistory([...first, ...second.filter((d) => !ids.has(d.id))]);
}

export const appActions = {
  /** Add a logged decision: newest first, capped at 100. */
  addDecision(decision: LoadDecision) {
    const s = current();
    setState({ ...s, history: addDecision(s.history, decision) });
  },
  /** Replace one entry in place (edit dialog). */
  updateDecision(decision: LoadDecision) {
    const s = current();
    setState({ ...s, history: s.history.map((d) => (d.id === decision.id ? decision : d)) });
  },
  /**
   * Delete one entry (docs/product-rules.md R-DEAL-6). The history calls it once its Undo window
   * has passed, so nothing has to be brought back after it. Signed in, the delete reaches every
   * device of the account (docs/decisions/015-versioned-sync.md); signed out it stays here.
   */
  deleteDecision(id: string) {
    const s = current();
    if (s.signedInAs && s.signedInAs === s.owner) setState({ ...s, ...deleteEntry(s, id) });
    else setState({ ...s, history: s.history.filter((d) => d.id !== id) });
  },
  /**
   * 'Clear all': signed in, the history is cleared on every device of the account; signed out,
   * only here.
   */
  clearHistory() {
    const s = current();
    if (s.signedInAs && s.signedInAs === s.owner) setState({ ...s, ...clearAll(s), clearedAt: null });
    else setState({ ...s, history: [] });
  },
  /** The sync engine's one way in: replace history and sync state together. */
  updateSynced(change: (state: SyncedHistory) => SyncedHistory) {
    const s = current();
    const next = change({ history: s.history, sync: s.sync });
    if (next.history === s.history && next.sync === s.sync) return;
    setState({ ...s, history: next.history, sync: next.sync });
  },
  /**
   * An account signed in (docs/decisions/015-versioned-sync.md 'Whose history'): the device shows
   * that account's history. Another account's history is set aside (parked) untouched, and
   * history nobody owned waits in `anonymous` until the driver agrees to add it.
   */
  signIn(userId: string) {
    const s = current();
    if (s.signedInAs === userId && s.owner === userId) return;
    if (s.owner === userId) {
      setState({ ...s, signedInAs: userId }, {});
      return;
    }
    const parked = { ...s.parked };
    let anonymous = s.anonymous;
    if (s.owner) parked[s.owner] = { history: s.history, sync: s.sync };
    else anonymous = union(anonymous, s.history);
    const mine = parked[userId];
    delete parked[userId];
    setState({
      ...s,
      owner: userId,
      signedInAs: userId,
      history: mine?.history ?? [],
      // A clear made before versioned sync keeps its rows hidden on the first pull.
      sync: mine?.sync ?? (s.owner ? EMPTY_SYNC : { ...EMPTY_SYNC, hideCreatedUpTo: s.clearedAt }),
      clearedAt: null,
      anonymous,
      parked,
    });
  },
  /** Signed out: the account's history stays on the device, no longer synced. */
  signOut() {
    const s = current();
    if (s.signedInAs !== null) setState({ ...s, signedInAs: null }, {});
  },
  /** The driver agreed: the history nobody owned joins the signed-in account's (and goes up). */
  addAnonymousToAccount() {
    const s = current();
    if (!s.signedInAs || s.anonymous.length === 0) return;
    setState({ ...s, history: union(s.history, s.anonymous), anonymous: [] });
  },
  setCostProfile(costProfile: CostProfile) {
    const s = current();
    setState({ ...s, costProfile });
  },
  setSetting<K extends keyof Settings>(key: K, value: Settings[K]) {
    const s = current();
    saveSetting(key, value);
    setState({ ...s, settings: { ...s.settings, [key]: value } }, {});
  },
  setOnboarding(patch: Partial<OnboardingState>) {
    const s = current();
    setState({ ...s, onboarding: { ...s.onboarding, ...patch } }, { onboarding: true });
  },
};

/** Tests only: forget the in-memory copy so the next read comes from storage again. */
export function resetAppStoreForTests() {
  state = undefined;
  listeners.clear();
}
