import { useEffect, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { Toaster } from 'sonner';
import { AuthProvider, useAuth } from '../features/auth/auth-provider';
import { SyncProvider } from '../features/sync/sync-provider';
import { trackSessionStart } from '../lib/analytics';
import { PwaConnectionStatus } from './pwa-connection-status';
import { PwaUpdatePrompt } from './pwa-update-prompt';
import { AppRoutes } from './routes';

/** Cloud sync runs for whoever is signed in, on every page (features meet here, in web/app). */
function AccountSync({ children }: { children: ReactNode }) {
  const { user, refresh } = useAuth();
  return (
    <SyncProvider userId={user?.id} onUnauthorized={() => void refresh()}>
      {children}
    </SyncProvider>
  );
}

/**
 * Root component: auth, sync and router, plus one toast system for the whole app, the offline
 * banner and the service worker's 'Update available' prompt (issue 10).
 */
export function App() {
  useEffect(() => {
    trackSessionStart();
  }, []);
  return (
    <AuthProvider>
      <PwaConnectionStatus />
      <AccountSync>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AccountSync>
      <PwaUpdatePrompt />
      <Toaster position="top-center" visibleToasts={3} duration={4000} richColors closeButton />
    </AuthProvider>
  );
}
