import { useSyncExternalStore } from 'react';

/**
 * Deleting one history entry with an Undo (docs/product-rules.md R-DEAL-6). The entry is hidden
 * at once and deleted for real (the caller's `remove`: appActions.deleteDecision) only when the
 * 5-second Undo window has passed, so Undo never has to bring back an entry: once signed-in sync sends the delete to
 * the server as a tombstone, nothing can resurrect it, and before that nothing has left the
 * device. Closing the page inside the window deletes at once (pagehide).
 */
export const UNDO_DELETE_MS = 5000;

let hidden: ReadonlySet<string> = new Set();
const timers = new Map<string, { timer: ReturnType<typeof setTimeout>; remove: (id: string) => void }>();
const listeners = new Set<() => void>();
let listeningForPageHide = false;

function setHidden(next: ReadonlySet<string>) {
  hidden = next;
  for (const l of [...listeners]) l();
}

function without(id: string): ReadonlySet<string> {
  const next = new Set(hidden);
  next.delete(id);
  return next;
}

/** Hide the entry now and `remove` it after UNDO_DELETE_MS unless undone. */
export function scheduleDelete(id: string, remove: (id: string) => void): void {
  if (timers.has(id)) return;
  timers.set(id, { timer: setTimeout(() => commitDelete(id), UNDO_DELETE_MS), remove });
  setHidden(new Set(hidden).add(id));
  if (!listeningForPageHide && typeof window !== 'undefined') {
    listeningForPageHide = true;
    window.addEventListener('pagehide', commitAllDeletes);
  }
}

/** Delete a scheduled entry now (its window has passed, or the page is going away). */
function commitDelete(id: string): void {
  const pending = timers.get(id);
  if (!pending) return;
  clearTimeout(pending.timer);
  timers.delete(id);
  pending.remove(id);
  setHidden(without(id));
}

export function commitAllDeletes(): void {
  for (const id of [...timers.keys()]) commitDelete(id);
}

/** Undo within the window: the entry shows again, untouched. False once it was deleted. */
export function undoDelete(id: string): boolean {
  const pending = timers.get(id);
  if (!pending) return false;
  clearTimeout(pending.timer);
  timers.delete(id);
  setHidden(without(id));
  return true;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const getHidden = () => hidden;
const NONE: ReadonlySet<string> = new Set();

/** The ids waiting for their Undo window to pass (not shown). */
export function useHiddenIds(): ReadonlySet<string> {
  return useSyncExternalStore(subscribe, getHidden, () => NONE);
}
