import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { HomePage } from './home-page';
import { RouteErrorBoundary } from './route-error-boundary';
import { loadAdminAnalyticsPage, loadAuthPage } from './route-chunks';

// The admin page (and its charts) is loaded only when visited, so the calculator stays small.
const AdminAnalyticsPage = lazy(loadAdminAnalyticsPage);
// The sign-in page is not needed to calculate: its own chunk too (precached for offline use).
const AuthPage = lazy(() => loadAuthPage().then((m) => ({ default: m.AuthPage })));

function PageFallback() {
  return (
    <p role="status" className="p-6 text-center text-slate-600 dark:text-slate-300">
      Loading…
    </p>
  );
}

function Screen({ children }: { children: ReactNode }) {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<PageFallback />}>{children}</Suspense>
    </RouteErrorBoundary>
  );
}

/** Spec §2: three routes; any other path redirects to /. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Screen><HomePage /></Screen>} />
      <Route path="/auth" element={<Screen><AuthPage /></Screen>} />
      <Route path="/admin/analytics" element={<Screen><AdminAnalyticsPage /></Screen>} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
