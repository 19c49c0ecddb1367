import { lazy, Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { AuthProvider, useAuth } from '../features/auth/auth-provider';
import { SyncProvider } from '../features/sync/sync-provider';
import { trackSessionStart } from '../lib/analytics';
import { loadToasts, onToastsRequested, toastsRequested } from '../ui/toast';
import { useFirstUse } from '../lib/first-use';
import { PwaConnectionStatus } from './pwa-connection-status';
import { PwaUpdatePrompt } from './pwa-update-prompt';
import { AppRoutes } from './routes';

/** Cloud sync runs for whoever is signed in, on every page (features meet here, in web/app). */
function AccountSync({ children }: { children: ReactNode }) {
  const { user, refresh } = useAuth();
  return (
    <SyncProvider userId={user?.id} email={user?.email} onUnauthorized={() => void refresh()}>
      {children}
    </SyncProvider>
  );
}

/** The toast library's area (ui/toast.ts). */
const Toaster = lazy(() => loadToasts().then((m) => ({ default: m.Toaster })));

/**
 * The toast area, mounted at the driver's first use of the page or at the first toast, whichever
 * comes first: not while the page is starting (issue 10), yet before a toast is normally raised,
 * so screen readers already know its live region when the first message arrives. Its own state,
 * so mounting it re-renders nothing else.
 */
function LazyToaster() {
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

/**
 * Root component: auth, sync and router, plus one toast system for the whole app, the offline
 * banner and the service worker's 'Update available' prompt (issue 10). The browser uses the
 * history router; the build's pre-render of '/' passes a static one (prerender.tsx).
 */
export function App({ router = <BrowserRouter><AppRoutes /></BrowserRouter> }: { router?: ReactNode }) {
  useEffect(() => {
    // A task of its own: the first session-storage read is slow, and the page is still starting.
    const timer = setTimeout(trackSessionStart, 0);
    return () => clearTimeout(timer);
  }, []);
  return (
    <AuthProvider>
      <PwaConnectionStatus />
      <AccountSync>
        {router}
      </AccountSync>
      <PwaUpdatePrompt />
      <LazyToaster />
    </AuthProvider>
  );
}
