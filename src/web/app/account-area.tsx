import { lazy, Suspense } from 'react';
import { SignInLink } from './app-header';
import { useAuth } from '../features/auth/auth-provider';
import { SyncIndicator } from '../features/sync/sync-indicator';
import { useSync } from '../features/sync/sync-provider';
import { ApiError } from '../lib/api-client';
import { notify } from '../ui/toast';

// Only signed-in drivers see the menu: its dropdown code (Radix menu, floating-ui) is its own chunk.
const AccountMenu = lazy(() => import('../features/auth/account-menu').then((m) => ({ default: m.AccountMenu })));

/**
 * The header's account area (docs/product-rules.md R-ACCOUNT-4): while the session is being read, a
 * placeholder of the same height (no flash of the signed-out header for a signed-in user); signed
 * out, the sync indicator's 'Sign in to sync' button and the header's 'Sign in' link, both to
 * /auth; signed in, the sync status and the account menu.
 */
export function AccountArea() {
  const { user, loading, isAdmin, signOut, changePassword, signOutOtherDevices } = useAuth();
  const sync = useSync();

  if (loading) return <span aria-hidden="true" data-testid="account-loading" className="inline-block h-11 w-24" />;
  if (!user)
    return (
      <>
        <SyncIndicator status="signed-out" />
        <SignInLink />
      </>
    );

  const onSignOut = async () => {
    // Send what is still waiting for the throttle window first: it belongs to this account.
    await sync.flush();
    try {
      await signOut();
    } catch (error) {
      notify.error('Sign out failed', error instanceof ApiError ? error.message : 'Please try again.');
    }
  };

  return (
    <>
      <SyncIndicator status={sync.status} lastSyncedAt={sync.lastSyncedAt} />
      <Suspense fallback={<span aria-hidden="true" className="inline-block h-11 w-11" />}>
        <AccountMenu
          email={user.email}
          isAdmin={isAdmin}
          onSignOut={onSignOut}
          onChangePassword={changePassword}
          onSignOutOtherDevices={signOutOtherDevices}
        />
      </Suspense>
    </>
  );
}
