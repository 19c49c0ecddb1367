import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ApiError } from '../../lib/api-client';
import { notify } from '../../ui/toast';
import { takeConfirmedEmail } from './confirmed-email';
import { usePublished, usePublishedValue, type PublishedValue } from '../../startup/published-value';
import {
  changePassword as changePasswordApi,
  fetchRoles,
  revokeOtherSessions,
  fetchSession,
  signInWithEmail,
  signOutSession,
  signUpWithEmail,
  type AuthSession,
  type AuthUser,
  type SignUpResult,
} from './auth-api';

;

/**
 * Auth state of the whole app (docs/product-rules.md R-ACCOUNT-6): `user`, `session`, `loading`,
 * plus the user's `roles` from /api/me. `loading` stays true until the session is known (and,
 * when signed in, the roles), so the header never flashes its signed-out state at a signed-in
 * user and the admin link never pops in late.
 */
export interface AuthContextValue {
  user: AuthUser | null;
  session: AuthSession | null;
  /** Roles from GET /api/me, e.g. ['admin']; [] when signed out. */
  roles: readonly string[];
  /** The user has the 'admin' role (sees 'Analytics Dashboard', may open /admin/analytics). */
  isAdmin: boolean;
  loading: boolean;
  /** Resolves once signed in (state updated); rejects with an ApiError carrying the server's message. */
  signIn: (email: string, password: string) => Promise<void>;
  /** Creates the account; the user stays signed out until they confirm the e-mail and sign in. */
  signUp: (email: string, password: string) => Promise<SignUpResult>;
  /** Ends the session on the server; local history stays on the device. Rejects on failure. */
  signOut: () => Promise<void>;
  /** Re-read the session (after a 401 elsewhere, or when the tab comes back). */
  refresh: () => Promise<void>;
  /** Change the password (the current one is required); other devices are signed out. Resolves with the server's message. */
  changePassword: (currentPassword: string, newPassword: string) => Promise<string>;
  /** Sign out every other device; this one stays signed in. Resolves with the server's message. */
  signOutOtherDevices: () => Promise<string>;
}

interface AuthState {
  user: AuthUser | null;
  session: AuthSession | null;
  roles: readonly string[];
  loading: boolean;
}

const SIGNED_OUT: AuthState = { user: null, session: null, roles: [], loading: false };
const INITIAL: AuthState = { user: null, session: null, roles: [], loading: true };

/** Retryable failures (offline, 5xx) are retried after 200 ms, doubling (R-ACCOUNT-6). */
const AUTH_RETRY_BASE_MS = 200;
const AUTH_MAX_ATTEMPTS = 5;
/** Re-check the session when the tab becomes visible, at most this often. */
const AUTH_REVALIDATE_MS = 60_000;
const MAX_TIMER_MS = 2_147_483_647;

/** Carries the value through a box that never changes (lib/published-value.ts). */
const AuthContext = createContext<PublishedValue<AuthContextValue> | null>(null);

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function readState(): Promise<AuthState> {
  for (let attempt = 1; ; attempt++) {
    try {
      const current = await fetchSession();
      if (!current) return SIGNED_OUT;
      let roles: string[] = [];
      try {
        roles = await fetchRoles();
      } catch (error) {
        // Roles only decide the admin link; the account still works without them.
        console.warn('LoadMath auth: could not read the account roles', error);
      }
      return { user: current.user, session: current.session, roles, loading: false };
    } catch (error) {
      const retryable = error instanceof ApiError ? error.retryable : false;
      if (!retryable || attempt >= AUTH_MAX_ATTEMPTS) throw error;
      await sleep(AUTH_RETRY_BASE_MS * 2 ** (attempt - 1));
    }
  }
}

export interface AuthProviderProps {
  children: ReactNode;
}

export function AuthProvider({ children }: AuthProviderProps) {
  const [state, setState] = useState<AuthState>(INITIAL);
  const generation = useRef(0);
  const lastChecked = useRef(0);

  /** Read the session; a newer call (or sign-in/out) wins over an older one still running. */
  const load = useCallback((): Promise<void> => {
    const mine = ++generation.current;
    lastChecked.current = Date.now();
    // As transitions: the header's account area may change, which is never urgent, so React
    // renders it in slices (and finishes hydrating the page first) rather than in one long task.
    return readState().then(
      (next) => {
        if (mine === generation.current) startTransition(() => setState(next));
      },
      (error: unknown) => {
        console.warn('LoadMath auth: could not read the session; continuing signed out', error);
        if (mine === generation.current) startTransition(() => setState((prev) => (prev.loading ? SIGNED_OUT : prev)));
      },
    );
  }, []);

  // Initial session, re-checks when the tab comes back or the network returns.
  useEffect(() => {
    if (takeConfirmedEmail()) notify.success('E-mail confirmed', 'Sign in with your password to sync your loads.');
    void load();
    const onVisible = () => {
      if (document.visibilityState === 'visible' && Date.now() - lastChecked.current > AUTH_REVALIDATE_MS) void load();
    };
    const onOnline = () => void load();
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('online', onOnline);
    const gen = generation;
    return () => {
      gen.current++; // answers still on their way are ignored after unmount
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('online', onOnline);
    };
  }, [load]);

  // When the session reaches its expiry, re-read it: the server either extended it or it ended.
  const expiresAt = state.session?.expiresAt;
  useEffect(() => {
    if (!expiresAt) return;
    const ms = Date.parse(expiresAt) - Date.now() + 1_000;
    if (!Number.isFinite(ms)) return;
    const timer = setTimeout(() => void load(), Math.min(MAX_TIMER_MS, Math.max(0, ms)));
    return () => clearTimeout(timer);
  }, [expiresAt, load]);

  const signIn = useCallback(
    async (email: string, password: string) => {
      const user = await signInWithEmail(email.trim(), password);
      generation.current++;
      // Show the user at once; the session details and roles follow.
      setState((prev) => ({ ...prev, user, loading: true }));
      await load();
    },
    [load],
  );

  const signUp = useCallback((email: string, password: string) => signUpWithEmail(email.trim(), password), []);

  const signOut = useCallback(async () => {
    await signOutSession();
    generation.current++;
    setState(SIGNED_OUT);
  }, []);

  const changePassword = useCallback(
    async (currentPassword: string, newPassword: string) => {
      const { message } = await changePasswordApi(currentPassword, newPassword);
      // The server replaced this device's session: read its new expiry.
      await load();
      return message;
    },
    [load],
  );

  const signOutOtherDevices = useCallback(async () => (await revokeOtherSessions()).message, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      isAdmin: state.roles.includes('admin'),
      signIn,
      signUp,
      signOut,
      refresh: load,
      changePassword,
      signOutOtherDevices,
    }),
    [state, signIn, signUp, signOut, load, changePassword, signOutOtherDevices],
  );

  const published = usePublishedValue(value);
  return <AuthContext.Provider value={published}>{children}</AuthContext.Provider>;
}

/** The auth state and actions. Throws when used outside <AuthProvider> (R-ACCOUNT-6). */
export function useAuth(): AuthContextValue {
  const box = useContext(AuthContext);
  if (!box) {
    throw new Error('useAuth must be used within an AuthProvider. Wrap the app in <AuthProvider> (src/web/app/app.tsx).');
  }
  return usePublished(box);
}
