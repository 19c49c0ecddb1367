import { lazy, Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { HomePage } from './home-page';
import { RouteErrorBoundary } from './route-error-boundary';

// The admin page (and its charts) is loaded only when visited, so the calculator stays small.
const AdminAnalyticsPage = lazy(() => import('../features/admin/admin-analytics-page'));
// The sign-in page is not needed to calculate: its own chunk too (precached for offline use).
const AuthPage = lazy(() => import('../features/auth/auth-page').then((m) => ({ default: m.AuthPage })));

function PageFallback() {
  return (
    <p role="status" className="p-6 text-center text-slate-600 dark:text-slate-300">
      Loading…
    </p>
  );
}

/** Spec §2: three routes; any other path redirects to /. */
export const routes: RouteObject[] = [
  { path: '/', element: <HomePage />, errorElement: <RouteErrorBoundary /> },
  {
    path: '/auth',
    element: (
      <Suspense fallback={<PageFallback />}>
        <AuthPage />
      </Suspense>
    ),
    errorElement: <RouteErrorBoundary />,
  },
  {
    path: '/admin/analytics',
    element: (
      <Suspense fallback={<PageFallback />}>
        <AdminAnalyticsPage />
      </Suspense>
    ),
    errorElement: <RouteErrorBoundary />,
  },
  { path: '*', element: <Navigate to="/" replace /> },
];
