import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast, Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthPage } from './auth-page';
import { AuthProvider } from './auth-provider';

// The network is the edge faked here (fetch); our server is driven for real in
// tests/e2e/accounts.spec.ts.

type Handler = (init?: RequestInit) => Promise<Response>;
let handlers: Record<string, Handler>;
let calls: Array<{ url: string; init?: RequestInit }>;

const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

const USER = { id: 'u1', email: 'driver@example.com', emailVerified: true };
const SESSION = { createdAt: '2025-01-01T00:00:00.000Z', expiresAt: '2099-01-01T00:00:00.000Z' };

beforeEach(() => {
  calls = [];
  handlers = {
    'GET /api/auth/get-session': () => json(null),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      calls.push({ url, init });
      const handler = handlers[`${init?.method ?? 'GET'} ${url}`];
      return handler ? handler(init) : Promise.reject(new Error(`unexpected fetch ${url}`));
    }),
  );
});

afterEach(() => {
  act(() => void toast.dismiss());
  cleanup();
  vi.unstubAllGlobals();
});

function setup() {
  const router = createMemoryRouter(
    [
      { path: '/auth', element: <AuthPage /> },
      { path: '/', element: <p>Calculator home</p> },
    ],
    { initialEntries: ['/auth'] },
  );
  const user = userEvent.setup();
  render(
    <AuthProvider>
      <RouterProvider router={router} />
      <Toaster />
    </AuthProvider>,
  );
  return { user, router };
}

const email = () => screen.getByLabelText('Email');
const password = () => screen.getByLabelText('Password');
const submit = (name: 'Sign In' | 'Sign Up') => screen.getByRole('button', { name });

async function expectToast(title: string, description: string) {
  expect(await screen.findByText(title)).toBeInTheDocument();
  expect(screen.getByText(description)).toBeInTheDocument();
}

describe('/auth page', () => {
  it('shows the sign-in form with the R-ACCOUNT-2 copy and field rules', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByText('Access your synced load history')).toBeInTheDocument();
    expect(screen.getByText('The calculator is free without an account.')).toBeInTheDocument();
    expect(email()).toHaveAttribute('type', 'email');
    expect(email()).toBeRequired();
    expect(password()).toHaveAttribute('type', 'password');
    expect(password()).toBeRequired();
    expect(password()).toHaveAttribute('minLength', '6');
  });

  it('toggles between sign in and sign up copy', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Sign up' }));
    expect(screen.getByRole('heading', { name: 'Create account' })).toBeInTheDocument();
    expect(screen.getByText('Sync your load history across devices (optional)')).toBeInTheDocument();
    expect(submit('Sign Up')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Access your synced load history')).toBeInTheDocument();
  });

  it('refuses empty fields with "Missing information" and sends nothing', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    await expectToast('Missing information', 'Please enter both email and password');
    await user.type(email(), 'driver@example.com');
    await user.click(submit('Sign In'));
    expect(calls.filter((c) => c.url !== '/api/auth/get-session')).toHaveLength(0);
  });

  it('refuses a short password with "Password too short"', async () => {
    const { user } = setup();
    await user.type(await screen.findByLabelText('Email'), 'driver@example.com');
    await user.type(password(), '12345');
    await user.click(submit('Sign In'));
    await expectToast('Password too short', 'Password must be at least 6 characters');
    expect(calls.some((c) => c.url === '/api/auth/sign-in/email')).toBe(false);
  });

  it('disables the inputs while the request runs, then welcomes back and goes to /', async () => {
    let release!: () => void;
    handlers['POST /api/auth/sign-in/email'] = () =>
      new Promise((resolve) => {
        release = () => resolve(new Response(JSON.stringify({ user: USER }), { status: 200 }));
      });
    handlers['GET /api/me'] = () => json({ user: USER, roles: [] });
    const { user, router } = setup();
    await user.type(await screen.findByLabelText('Email'), ' driver@example.com ');
    await user.type(password(), 'secret123');
    await user.click(submit('Sign In'));

    expect(email()).toBeDisabled();
    expect(password()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Signing in…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Continue without signing in' })).toBeDisabled();
    const sent = calls.find((c) => c.url === '/api/auth/sign-in/email');
    expect(JSON.parse(String(sent?.init?.body))).toEqual({ email: 'driver@example.com', password: 'secret123' });

    handlers['GET /api/auth/get-session'] = () => json({ user: USER, session: SESSION });
    await act(async () => release());
    await expectToast('Welcome back!', 'Successfully signed in');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.getByText('Calculator home')).toBeInTheDocument();
  });

  it("shows 'Sign in failed' with the server's message and keeps the form usable", async () => {
    handlers['POST /api/auth/sign-in/email'] = () =>
      json({ error: 'invalid_credentials', message: 'Invalid email or password' }, 401);
    const { user, router } = setup();
    await user.type(await screen.findByLabelText('Email'), 'driver@example.com');
    await user.type(password(), 'wrong-password');
    await user.click(submit('Sign In'));
    await expectToast('Sign in failed', 'Invalid email or password');
    expect(router.state.location.pathname).toBe('/auth');
    expect(email()).toBeEnabled();
    expect(password()).toHaveValue('wrong-password');
  });

  it("shows a connection problem as 'Sign in failed' too", async () => {
    handlers['POST /api/auth/sign-in/email'] = () => Promise.reject(new TypeError('Failed to fetch'));
    const { user } = setup();
    await user.type(await screen.findByLabelText('Email'), 'driver@example.com');
    await user.type(password(), 'secret123');
    await user.click(submit('Sign In'));
    await expectToast('Sign in failed', 'Could not reach LoadMath. Check your connection and try again.');
  });

  it("creates an account: 'Account created!', stays on /auth and asks to check the e-mail", async () => {
    handlers['POST /api/auth/sign-up/email'] = () =>
      json({ ok: true, confirmationRequired: true, message: 'Check your email to confirm your account' });
    const { user, router } = setup();
    await user.click(await screen.findByRole('button', { name: 'Sign up' }));
    await user.type(email(), 'new@example.com');
    await user.type(password(), 'secret123');
    await user.click(submit('Sign Up'));
    await expectToast('Account created!', 'Check your email to confirm your account');
    expect(router.state.location.pathname).toBe('/auth');
    expect(screen.getByRole('status')).toHaveTextContent('We sent a confirmation link to new@example.com');
    // Ready to sign in once confirmed: e-mail kept, password cleared.
    expect(email()).toHaveValue('new@example.com');
    expect(password()).toHaveValue('');
    expect(submit('Sign In')).toBeEnabled();
  });

  it("shows 'Sign up failed' with the server's message", async () => {
    handlers['POST /api/auth/sign-up/email'] = () =>
      json({ error: 'password_too_common', message: 'This password is too common. Choose a less common one.' }, 400);
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Sign up' }));
    await user.type(email(), 'new@example.com');
    await user.type(password(), 'password');
    await user.click(submit('Sign Up'));
    await expectToast('Sign up failed', 'This password is too common. Choose a less common one.');
    expect(screen.getByRole('heading', { name: 'Create account' })).toBeInTheDocument();
  });

  it("'Continue without signing in' goes to /", async () => {
    const { user, router } = setup();
    await user.click(await screen.findByRole('button', { name: 'Continue without signing in' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a signed-in visitor straight to /', async () => {
    handlers['GET /api/auth/get-session'] = () => json({ user: USER, session: SESSION });
    handlers['GET /api/me'] = () => json({ user: USER, roles: [] });
    const { router } = setup();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it("'Forgot password?' sends the reset link and says so, whatever the address", async () => {
    handlers['POST /api/auth/request-password-reset'] = () =>
      json({ ok: true, message: 'If an account uses that e-mail, we sent it a link to reset the password.' });
    const { user } = setup();
    await user.type(await screen.findByLabelText('Email'), ' driver@example.com ');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('heading', { name: 'Reset password' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(email()).toHaveValue('driver@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account uses that e-mail, we sent it a link to reset the password. The link works once, for 1 hour.',
    );
    const sent = calls.find((c) => c.url === '/api/auth/request-password-reset');
    expect(JSON.parse(String(sent?.init?.body))).toEqual({ email: 'driver@example.com' });
    // Back to sign in.
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(password()).toBeInTheDocument();
  });

  it('reset link: an empty e-mail is refused without a request; a 429 shows the server message', async () => {
    handlers['POST /api/auth/request-password-reset'] = () =>
      json({ error: 'rate_limit', message: 'Too many reset e-mails requested. Please wait an hour and try again.' }, 429);
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await expectToast('Missing information', 'Please enter your email');
    expect(calls.some((c) => c.url === '/api/auth/request-password-reset')).toBe(false);
    await user.type(email(), 'driver@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await expectToast('Could not send the reset link', 'Too many reset e-mails requested. Please wait an hour and try again.');
  });
});
