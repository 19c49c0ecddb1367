import { z } from 'zod';
import { apiFetch } from '../../lib/api-client';

/**
 * The account endpoints of our server (better-auth under /api/auth, behind our own thin routes
 * that answer `{ error, message }` on failure; src/server/auth/routes.ts). Plain fetch: the
 * server rewrites better-auth's answers, so its client library would add weight and nothing else.
 */

// Each schema is built when its first answer arrives (z.lazy), not while the page starts.
const AuthUserSchema = z.lazy(() => z.object({ id: z.string(), email: z.string(), emailVerified: z.boolean().optional() }));
export type AuthUser = z.infer<typeof AuthUserSchema>;

const AuthSessionSchema = z.lazy(() => z.object({ createdAt: z.string(), expiresAt: z.string() }));
export type AuthSession = z.infer<typeof AuthSessionSchema>;

const SessionResponseSchema = z.lazy(() => z.object({ user: AuthUserSchema, session: AuthSessionSchema }).nullable());
const SignInResponseSchema = z.lazy(() => z.object({ user: AuthUserSchema }));
const SignUpResponseSchema = z.lazy(() => z.object({ ok: z.literal(true), confirmationRequired: z.boolean(), message: z.string() }));
const MeResponseSchema = z.lazy(() => z.object({ user: z.object({ id: z.string(), email: z.string() }), roles: z.array(z.string()) }));

export type SignUpResult = z.infer<typeof SignUpResponseSchema>;

/** GET /api/auth/get-session: the current user and session, or null when signed out. */
export async function fetchSession(): Promise<{ user: AuthUser; session: AuthSession } | null> {
  return apiFetch('/api/auth/get-session', { schema: SessionResponseSchema });
}

/** GET /api/me: the signed-in user's roles (e.g. ['admin']). */
export async function fetchRoles(): Promise<string[]> {
  const me = await apiFetch('/api/me', { schema: MeResponseSchema });
  return me.roles;
}

export async function signInWithEmail(email: string, password: string): Promise<AuthUser> {
  const { user } = await apiFetch('/api/auth/sign-in/email', {
    method: 'POST',
    body: { email, password },
    schema: SignInResponseSchema,
  });
  return user;
}

/** Creates the account; the confirmation e-mail's link leads to the site root (server-side). */
export async function signUpWithEmail(email: string, password: string): Promise<SignUpResult> {
  return apiFetch('/api/auth/sign-up/email', { method: 'POST', body: { email, password }, schema: SignUpResponseSchema });
}

/**
 * POST /api/auth/sign-out: ends this session on the server and clears its cookie. better-auth
 * refuses a POST without a JSON content type (415-like 400), hence the empty JSON body.
 */
export async function signOutSession(): Promise<void> {
  await apiFetch('/api/auth/sign-out', { method: 'POST', body: {} });
}

const OkMessageSchema = z.lazy(() => z.object({ ok: z.literal(true), message: z.string() }));
export type OkMessage = z.infer<typeof OkMessageSchema>;

/** POST /api/auth/request-password-reset: the same answer whether or not the address has an account. */
export async function requestPasswordReset(email: string): Promise<OkMessage> {
  return apiFetch('/api/auth/request-password-reset', { method: 'POST', body: { email }, schema: OkMessageSchema });
}

/** POST /api/auth/reset-password: the token from the reset e-mail's link and the new password. */
export async function resetPassword(token: string, newPassword: string): Promise<OkMessage> {
  return apiFetch('/api/auth/reset-password', { method: 'POST', body: { token, newPassword }, schema: OkMessageSchema });
}

/** POST /api/auth/change-password: other sessions end; this one gets a fresh cookie. */
export async function changePassword(currentPassword: string, newPassword: string): Promise<OkMessage> {
  return apiFetch('/api/auth/change-password', { method: 'POST', body: { currentPassword, newPassword }, schema: OkMessageSchema });
}

/** POST /api/auth/revoke-other-sessions: every other device is signed out. */
export async function revokeOtherSessions(): Promise<OkMessage> {
  return apiFetch('/api/auth/revoke-other-sessions', { method: 'POST', body: {}, schema: OkMessageSchema });
}
