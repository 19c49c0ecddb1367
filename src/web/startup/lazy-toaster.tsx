import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useFirstUse } from '../lib/first-use';
import { loadToasts, onToastsRequested, toastsRequested } from '../ui/toast';

/** The toast library's area (ui/toast.ts). */
const Toaster = lazy(() => loadToasts().then((m) => ({ default: m.Toaster })));

/**
 * The toast area, mounted at the driver's first use of the page or at the first toast, whichever
 * comes first: not while the page is starting (this folder's README.md), yet before a toast is
 * normally raised, so screen readers already know its live region when the first message arrives.
 * Its own state, so mounting it re-renders nothing else.
 */
export function LazyToaster() {
  const used = useFirstUse();
  const requested = useSyncExternalStore(onToastsRequested, toastsRequested, () => false);
  const wanted = used || requested;
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-center" visibleToasts={3} duration={4000} richColors closeButton />
    </Suspense>
  );
}
