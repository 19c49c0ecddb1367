import { loadOnce } from './load-once';

type Sonner = typeof import('sonner');

const sonner = loadOnce(() => import('sonner'));

/**
 * Load the toast library once. It is not in the first paint of '/' (≈ 9 KB gz): the app mounts
 * its Toaster at the driver's first use of the page or at the first toast, whichever comes first
 * (app.tsx), and a toast raised before the library arrives is shown as soon as it does (sonner
 * replays toasts created before its Toaster mounts).
 */
export const loadToasts = (): Promise<Sonner> => sonner.get();

let requested = false;
const requestListeners = new Set<() => void>();

/** Whether a toast has been raised yet (the toast area is then needed at once). */
export const toastsRequested = (): boolean => requested;

/** Listen for the first toast; returns the unsubscribe. */
export function onToastsRequested(listener: () => void): () => void {
  requestListeners.add(listener);
  return () => {
    requestListeners.delete(listener);
  };
}

function show(raise: (toast: Sonner['toast']) => void): void {
  if (!requested) {
    requested = true;
    for (const listener of [...requestListeners]) listener();
  }
  const loaded = sonner.current();
  if (loaded) {
    raise(loaded.toast);
    return;
  }
  loadToasts().then(
    (module) => raise(module.toast),
    (error: unknown) => console.warn('Could not load the message system', error),
  );
}

/**
 * True when a pointer or focus event outside a modal came from a toast: sheets and dialogs
 * ignore it instead of closing, so a toast's action (Undo) works while they are open.
 */
export function isToastEvent(event: { target: EventTarget | null }): boolean {
  return event.target instanceof Element && event.target.closest('[data-sonner-toaster]') !== null;
}

/**
 * The app's one toast system (sonner; at most 3 visible, 4 s by default — see app.tsx).
 * Titles and descriptions are the product rules' copy (docs/product-rules.md), passed verbatim.
 */
export const notify = {
  success: (title: string, description?: string) => show((toast) => toast.success(title, { description })),
  info: (title: string, description?: string) => show((toast) => toast(title, { description })),
  warning: (title: string, description?: string) => show((toast) => toast.warning(title, { description })),
  error: (title: string, description?: string) => show((toast) => toast.error(title, { description })),
  /** `options`: an id (to dismiss it later) and how long it stays (ms; the app's 4 s otherwise). */
  withAction: (
    title: string,
    description: string | undefined,
    action: { label: string; onClick: () => void },
    options?: { id?: string; duration?: number },
  ) => show((toast) => toast(title, { description, action, ...options })),
};
