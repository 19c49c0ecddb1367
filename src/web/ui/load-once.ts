/**
 * A code-split part of the app, fetched at most once: every caller shares the same download, and
 * a failed one (offline, a deploy replaced the chunk) is forgotten so the next call tries again.
 * `current()` is the loaded value, or undefined until it has arrived.
 */
export function loadOnce<T>(load: () => Promise<T>): { get: () => Promise<T>; current: () => T | undefined } {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    get: () =>
      (pending ??= load().then(
        (loaded) => (value = loaded),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      )),
    current: () => value,
  };
}
