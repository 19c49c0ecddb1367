import { useLayoutEffect, useState, useSyncExternalStore } from 'react';

/**
 * A provider's value, handed to its consumers through a box that never changes instead of through
 * the context value itself.
 *
 * Why: when a context value changes, React cannot know whether a part of the page that is still
 * dehydrated (pre-rendered HTML whose code has not loaded yet) reads it, so it must hydrate that
 * part first, or throw its HTML away. The history section of '/' stays dehydrated until it is
 * needed (web/app/lazy-features.tsx), and the session arrives while it waits: through a box only
 * the components that read the value re-render. A side benefit: nothing between the provider and
 * its readers re-renders either.
 */
export interface PublishedValue<T> {
  /** The value now. */
  get: () => T;
  /** The value the provider first rendered with: what the page was pre-rendered with. */
  initial: () => T;
  subscribe: (listener: () => void) => () => void;
}

interface Box<T> extends PublishedValue<T> {
  set: (value: T) => void;
}

function createBox<T>(first: T): Box<T> {
  let current = first;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    initial: () => first,
    set: (value) => {
      if (Object.is(value, current)) return;
      current = value;
      for (const listener of [...listeners]) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** In a provider: a box that stays the same for the provider's life and carries `value`. */
export function usePublishedValue<T>(value: T): PublishedValue<T> {
  const [box] = useState(() => createBox(value));
  // Before paint, so readers never show an older value than the provider has committed.
  useLayoutEffect(() => box.set(value), [box, value]);
  return box;
}

/**
 * In a reader: the box's value, re-rendering when it changes. While React hydrates pre-rendered
 * HTML it reads the provider's first value, the one the HTML was rendered with.
 */
export function usePublished<T>(box: PublishedValue<T>): T {
  return useSyncExternalStore(box.subscribe, box.get, box.initial);
}
