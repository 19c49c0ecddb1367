import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast, Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResetPasswordPage } from './reset-password-page';

// The network is the edge faked here (fetch); our server is driven for real in
// tests/e2e/account-security.spec.ts.

let reply: () => Promise<Response>;
let bodies: unknown[];

const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

beforeEach(() => {
  bodies = [];
  reply = () => json({ ok: true, message: 'Password changed. Sign in with your new password.' });
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      if (url !== '/api/auth/reset-password' || init?.method !== 'POST') return Promise.reject(new Error(`unexpected fetch ${url}`));
      bodies.push(JSON.parse(String(init.body)));
      return reply();
    }),
  );
});

afterEach(() => {
  act(() => void toast.dismiss());
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

function setup(hash: string) {
  window.history.replaceState(null, '', `/reset-password${hash}`);
  const router = createMemoryRouter(
    [
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/auth', element: <p>Sign-in page</p> },
    ],
    { initialEntries: ['/reset-password'] },
  );
  render(
    <>
      <RouterProvider router={router} />
      <Toaster />
    </>,
  );
  return { user: userEvent.setup(), router };
}

describe('/reset-password', () => {
  it("sets the new password with the link's token, then goes to sign in", async () => {
    const { user, router } = setup('#token=abc123XYZ');
    expect(screen.getByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
    // The token leaves the address bar once read.
    expect(window.location.hash).toBe('');
    const field = screen.getByLabelText('New password');
    expect(field).toHaveAttribute('type', 'password');
    expect(field).toHaveAttribute('autocomplete', 'new-password');
    await user.type(field, 'my new password');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(bodies).toEqual([{ token: 'abc123XYZ', newPassword: 'my new password' }]);
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
  });

  it("shows the server's answer for a used or expired link next to the field, and stays", async () => {
    reply = () => json({ error: 'invalid_token', message: 'This reset link is invalid or has expired. Ask for a new one.' }, 400);
    const { user, router } = setup('#token=used');
    await user.type(screen.getByLabelText('New password'), 'my new password');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('This reset link is invalid or has expired. Ask for a new one.')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/reset-password');
  });

  it('from a confirmation link of an address signed up twice: says why a password is asked for', async () => {
    const { user } = setup('#token=fromConfirm&confirm=1');
    expect(screen.getByText(/signed up more than once, so choose its password here to finish confirming/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'my own password');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(bodies).toEqual([{ token: 'fromConfirm', newPassword: 'my own password' }]));
  });

  it('refuses a short password without a request', async () => {
    const { user } = setup('#token=abc');
    await user.type(screen.getByLabelText('New password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('without a token: says the link is incomplete and offers the way back', () => {
    setup('');
    expect(screen.getByRole('alert')).toHaveTextContent('This reset link is incomplete.');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/auth');
  });
});
