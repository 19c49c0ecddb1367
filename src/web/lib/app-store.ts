import { useSyncExternalStore } from 'react';
import type { CostProfile, LoadDecision } from '../../domain/schemas';
import {
  HISTORY_CAP,
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
}

type Listener = () => void;

let state: AppState | undefined;
const listeners = new Set<Listener>();

function current(): AppState {
  state ??= sameAsPristine({ ...loadState(), settings: loadSettings(), onboarding: loadOnboarding() });
  return state;
}

/**
 * What a first-time visitor has: the state the page at '/' is pre-rendered with at build time
 * (scripts/prerender-plugin.ts). React renders it while it hydrates that HTML, so the markup
 * matches, then re-renders at once with what this browser has stored.
 */
let pristine: AppState | undefined;
function pristineState(): AppState {
  pristine ??= { ...loadState(null), settings: loadSettings(null), onboarding: loadOnboarding(null) };
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
  if (persist.state) saveState({ history: next.history, costProfile: next.costProfile, clearedAt: next.clearedAt });
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

function byNewest(a: LoadDecision, b: LoadDecision) {
  return Date.parse(b.createdAt) - Date.parse(a.createdAt);
}

export const appActions = {
  /** Add a logged decision: newest first, capped at 100. */
  addDecision(decision: LoadDecision) {
    const s = current();
    const history = [decision, ...s.history.filter((d) => d.id !== decision.id)].sort(byNewest).slice(0, HISTORY_CAP);
    setState({ ...s, history });
  },
  /** Replace one entry in place (edit dialog). */
  updateDecision(decision: LoadDecision) {
    const s = current();
    setState({ ...s, history: s.history.map((d) => (d.id === decision.id ? decision : d)) });
  },
  /**
   * Delete one entry (docs/product-rules.md R-DEAL-6). The history calls it once its Undo window
   * has passed, so nothing has to be brought back after it.
   */
  deleteDecision(id: string) {
    const s = current();
    setState({ ...s, history: s.history.filter((d) => d.id !== id) });
  },
  /** Replace the whole history (e.g. after merging cloud rows). */
  setHistory(history: LoadDecision[]) {
    const s = current();
    setState({ ...s, history: [...history].sort(byNewest).slice(0, HISTORY_CAP) });
  },
  /** 'Clear all': empty the history and record the clear time. */
  clearHistory(now: Date) {
    const s = current();
    setState({ ...s, history: [], clearedAt: now.toISOString() });
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
