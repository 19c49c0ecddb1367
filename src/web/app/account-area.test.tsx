import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast, Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider, useAuth } from '../features/auth/auth-provider';
import { SyncProvider } from '../features/sync/sync-provider';
import { appActions, getAppState, resetAppStoreForTests } from '../lib/app-store';
import { AccountArea } from './account-area';
import { fakeDecision } from '../../domain/test-data';
import { decisionToCloud } from '../../domain/cloud-load';
import { jsonResponse } from '../testing/helpers';

// The header's account area with the real providers; fetch (the network edge) is faked.

type Handler = (init?: RequestInit) => Promise<Response>;
let handlers: Record<string, Handler>;
let calls: Array<{ url: string; method: string; body?: unknown }>;

const USER = { id: 'u1', email: 'driver@example.com', emailVerified: true };
const SESSION = { createdAt: '2025-01-01T00:00:00.000Z', expiresAt: '2099-01-01T00:00:00.000Z' };

function signedIn(roles: string[] = []) {
  handlers['GET /api/auth/get-session'] = () => jsonResponse({ user: USER, session: SESSION });
  handlers['GET /api/me'] = () => jsonResponse({ user: USER, roles });
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetAppStoreForTests();
  calls = [];
  handlers = {
    'GET /api/auth/get-session': () => jsonResponse(null),
    'GET /api/loads': () => jsonResponse({ loads: [], cursor: 0, more: false }),
    'PUT /api/loads': (init) => {
      const { loads } = JSON.parse(String(init?.body)) as { loads: { id: string }[] };
      return jsonResponse({ saved: loads.length, results: loads.map((l, i) => ({ id: l.id, status: 'applied', version: 100 + i })) });
    },
    // Driver profiles sync on the same engine, after the history (none here).
    'GET /api/profiles': () => jsonResponse({ profiles: [], cursor: 0, more: false }),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const handler = handlers[`${method} ${url.split('?')[0]}`];
      return handler ? handler(init) : Promise.reject(new Error(`unexpected fetch ${method} ${url}`));
    }),
  );
});

afterEach(() => {
  act(() => void toast.dismiss());
  cleanup();
  vi.unstubAllGlobals();
});

function Sync({ children }: { children: React.ReactNode }) {
  const { user, refresh } = useAuth();
  return (
    <SyncProvider userId={user?.id} onUnauthorized={() => void refresh()}>
      {children}
    </SyncProvider>
  );
}

/** The account menu's code loads on demand; on a busy machine that can take over a second. */
const findAccountMenu = () => screen.findByRole('button', { name: 'Account menu for driver@example.com' }, { timeout: 5000 });

function setup() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <AccountArea /> },
      { path: '/auth', element: <p>Auth page</p> },
      { path: '/admin/analytics', element: <p>Admin page</p> },
    ],
    { initialEntries: ['/'] },
  );
  const user = userEvent.setup();
  render(
    <AuthProvider>
      <Sync>
        <RouterProvider router={router} />
      </Sync>
      <Toaster />
    </AuthProvider>,
  );
  return { user, router };
}

describe('header account area', () => {
  it('shows nothing account-like until the session is known (no signed-out flash)', async () => {
    let release!: () => void;
    handlers['GET /api/auth/get-session'] = () =>
      new Promise((resolve) => {
        release = () => resolve(new Response(JSON.stringify({ user: USER, session: SESSION })));
      });
    handlers['GET /api/me'] = () => jsonResponse({ user: USER, roles: [] });
    setup();
    expect(screen.getByTestId('account-loading')).toBeInTheDocument();
    expect(screen.queryByText('Sign in to sync')).not.toBeInTheDocument();
    await act(async () => release());
    expect(await findAccountMenu()).toBeInTheDocument();
    expect(screen.queryByText('Sign in to sync')).not.toBeInTheDocument();
  });

  it("signed out: the 'Sign in to sync' button and the header's 'Sign in' link both go to /auth", async () => {
    const { user, router } = setup();
    await user.click(await screen.findByRole('button', { name: 'Sign in to sync' }));
    expect(router.state.location.pathname).toBe('/auth');
    await act(async () => router.navigate('/'));
    await user.click(await screen.findByRole('link', { name: 'Sign in' }));
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('signed in: e-mail, Sign Out, no admin link for a normal user, and the sync status announced', async () => {
    signedIn();
    const { user } = setup();
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Synced'));
    expect(status).toHaveAttribute('aria-live', 'polite');
    await user.click(screen.getByRole('button', { name: 'Account menu for driver@example.com' }));
    expect(await screen.findByRole('menu')).toHaveTextContent('driver@example.com');
    expect(screen.getByRole('menuitem', { name: 'Sign Out' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Analytics Dashboard' })).not.toBeInTheDocument();
  });

  it("admins get the 'Analytics Dashboard' link", async () => {
    signedIn(['admin']);
    const { user, router } = setup();
    await user.click(await findAccountMenu());
    await user.click(await screen.findByRole('menuitem', { name: 'Analytics Dashboard' }));
    expect(router.state.location.pathname).toBe('/admin/analytics');
  });

  it('loads cloud rows on entry, syncs a new decision, and signing out keeps the history local', async () => {
    signedIn();
    const cloud = fakeDecision({ id: 'cloud-1', createdAt: '2025-02-01T10:00:00.000Z', outcome: 'counter' });
    handlers['GET /api/loads'] = () =>
      jsonResponse({
        loads: [{ ...decisionToCloud(cloud), version: 7, deleted_at: null }],
        cursor: 7,
        more: false,
      });
    handlers['POST /api/auth/sign-out'] = () => jsonResponse({ ok: true });
    const { user } = setup();
    await waitFor(() => expect(getAppState().history.map((d) => d.id)).toEqual(['cloud-1']));
    expect(getAppState().history[0]?.outcome).toBe('counter');

    act(() => appActions.addDecision(fakeDecision({ id: 'local-1', createdAt: '2025-02-02T10:00:00.000Z' })));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    // Only the new entry goes up, as new (base version 0): the cloud row is unchanged.
    const put = calls.find((c) => c.method === 'PUT')!.body as { loads: Array<{ id: string; base_version: number }> };
    expect(put.loads.map((l) => [l.id, l.base_version])).toEqual([['local-1', 0]]);

    await user.click(screen.getByRole('button', { name: 'Account menu for driver@example.com' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    expect(await screen.findByRole('button', { name: 'Sign in to sync' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
    // better-auth wants a JSON body on sign-out.
    expect(calls.find((c) => c.method === 'POST' && c.url === '/api/auth/sign-out')?.body).toEqual({});
    expect(getAppState().history.map((d) => d.id)).toEqual(['local-1', 'cloud-1']);
  });

  it("a failed sign-out says so and stays signed in", async () => {
    signedIn();
    handlers['POST /api/auth/sign-out'] = () => Promise.reject(new TypeError('Failed to fetch'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = setup();
    await user.click(await findAccountMenu());
    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    expect(await screen.findByText('Sign out failed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account menu for driver@example.com' })).toBeInTheDocument();
    warn.mockRestore();
  });
});

describe('useAuth', () => {
  it('throws a clear error outside its provider', () => {
    // React logs the thrown render error; this one is expected.
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useAuth())).toThrow(/useAuth must be used within an AuthProvider/);
    spy.mockRestore();
  });

  it('retries a retryable session read (200 ms doubling) before settling', async () => {
    let attempts = 0;
    handlers['GET /api/auth/get-session'] = () => {
      attempts += 1;
      return attempts < 3 ? jsonResponse({ error: 'database_unavailable', message: 'down' }, 503) : jsonResponse({ user: USER, session: SESSION });
    };
    handlers['GET /api/me'] = () => jsonResponse({ user: USER, roles: ['admin'] });
    const { result } = renderHook(() => useAuth(), { wrapper: AuthProvider });
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(attempts).toBe(3);
    expect(result.current.user?.email).toBe('driver@example.com');
    expect(result.current.session?.expiresAt).toBe(SESSION.expiresAt);
    expect(result.current.isAdmin).toBe(true);
  });
});
