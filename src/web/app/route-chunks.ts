/**
 * The code-split pages, in one place so boot.tsx can start fetching the page it is opened on
 * at the same time as the app (rather than after it), and routes.tsx can render them lazily.
 */
export const loadAuthPage = () => import('../features/auth/auth-page');
export const loadResetPasswordPage = () => import('../features/auth/reset-password-page');
export const loadAdminAnalyticsPage = () => import('../features/admin/admin-analytics-page');

/** The chunk of the page at `pathname`, if it has one of its own. */
export function loadPageChunk(pathname: string): Promise<unknown> | undefined {
  if (pathname === '/auth') return loadAuthPage();
  if (pathname === '/admin/analytics') return loadAdminAnalyticsPage();
  if (pathname === '/reset-password') return loadResetPasswordPage();
  return undefined;
}
