import { useEffect, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { AuthProvider, useAuth } from '../features/auth/auth-provider';
import { SyncProvider } from '../features/sync/sync-provider';
import { trackSessionStart } from '../lib/analytics';
import { LazyToaster } from '../startup/lazy-toaster';
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

/**
 * Root component: auth, sync and router, plus one toast system for the whole app, the offline
 * banner and the service worker's 'Update available' prompt (docs/decisions/004-pwa.md). The
 * browser uses the history router; the build's pre-render of '/' passes a static one
 * (prerender.tsx).
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
