import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { holdSharedOffer } from '../features/upload/shared-offer';
import { releaseEarlyInput } from '../startup/early-input';
import { HomePage } from './home-page';
import { RouteErrorBoundary } from './route-error-boundary';
import { loadAdminAnalyticsPage, loadAuthPage, loadResetPasswordPage } from './route-chunks';

// The admin page (and its charts) is loaded only when visited, so the calculator stays small.
const AdminAnalyticsPage = lazy(loadAdminAnalyticsPage);
// The sign-in page is not needed to calculate: its own chunk too (precached for offline use).
const AuthPage = lazy(() => loadAuthPage().then((m) => ({ default: m.AuthPage })));
// Where the password-reset e-mail's link lands.
const ResetPasswordPage = lazy(() => loadResetPasswordPage().then((m) => ({ default: m.ResetPasswordPage })));

function PageFallback() {
  return (
    <p role="status" className="p-6 text-center text-slate-600 dark:text-slate-300">
      Loading…
    </p>
  );
}

/**
 * Rendered after the page, inside its Suspense boundary: its effect runs once the page itself is
 * live (hydrated, or rendered with its lazy chunk loaded). Then it hands the page what the driver
 * did on the pre-rendered HTML meanwhile (early-input.ts) and marks #root data-hydrated, for
 * whoever needs to know the page is live, not only painted (the e2e page objects).
 */
function PageLive() {
  useEffect(() => {
    releaseEarlyInput();
    document.getElementById('root')?.setAttribute('data-hydrated', '');
  }, []);
  return null;
}

function Screen({ children }: { children: ReactNode }) {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<PageFallback />}>
        {children}
        <PageLive />
      </Suspense>
    </RouteErrorBoundary>
  );
}

/**
 * /share: the web manifest's share target (a load offer shared from another app). The offer is
 * held for the offer helper on '/', and the address becomes '/' (replaced, so Back does not
 * return here and a reload does not read it again). docs/decisions/014-paste-and-share-offers.md
 */
function ShareTarget() {
  const { search } = useLocation();
  holdSharedOffer(new URLSearchParams(search)); // the same value on every render
  return <Navigate to="/" replace />;
}

/** The product's three routes, /reset-password (the reset e-mail's link) and /share (the share
 * target); any other path redirects to /. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Screen><HomePage /></Screen>} />
      <Route path="/auth" element={<Screen><AuthPage /></Screen>} />
      <Route path="/reset-password" element={<Screen><ResetPasswordPage /></Screen>} />
      <Route path="/admin/analytics" element={<Screen><AdminAnalyticsPage /></Screen>} />
      <Route path="/share" element={<ShareTarget />} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
