import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAccount, createAccountsContext, type AccountsTestContext } from '../testing/accounts';
import { SESSION_IDLE_SECONDS } from './auth';

/**
 * The session check of every signed-in request (src/server/auth/session.ts; README 'Accounts,
 * sessions and security', 'session check'): the common case is read in one query, and whatever
 * it does not cover still behaves as better-auth decides.
 */
describe('session check', () => {
  let ctx: AccountsTestContext;
  beforeAll(async () => {
    ctx = await createAccountsContext();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const tokenOf = (cookie: string) => decodeURIComponent(/loadmath\.session_token=([^;]+)/.exec(cookie)![1]!).split('.')[0]!;
  const signed = (token: string, secret: string) => encodeURIComponent(`${token}.${createHmac('sha256', secret).update(token).digest('base64')}`);

  it('a cookie signed with another secret, or with its signature altered, is signed out', async () => {
    const { cookie } = await createAccount(ctx, 'signature@example.com');
    expect((await call(ctx, '/api/me', { cookie })).status).toBe(200);
    const token = tokenOf(cookie);
    // The real token under a signature made with another secret.
    const forged = `loadmath.session_token=${signed(token, 'x'.repeat(64))}`;
    expect((await call(ctx, '/api/me', { cookie: forged })).status).toBe(401);
    expect((await call(ctx, '/api/loads', { cookie: forged })).status).toBe(401);
    // The token alone, unsigned.
    expect((await call(ctx, '/api/me', { cookie: `loadmath.session_token=${token}` })).status).toBe(401);
    // The right signature for the right token is what works.
    expect((await call(ctx, '/api/me', { cookie: `loadmath.session_token=${signed(token, ctx.config.authSecret)}` })).status).toBe(200);
  });

  it('a session deleted on the server (revoked by another instance) stops at the next request', async () => {
    const { cookie, id } = await createAccount(ctx, 'revoked@example.com');
    expect((await call(ctx, '/api/loads', { cookie })).status).toBe(200);
    await ctx.database.query('DELETE FROM auth_sessions WHERE user_id = $1', [id]);
    expect((await call(ctx, '/api/loads', { cookie })).status).toBe(401);
    expect((await call(ctx, '/api/me', { cookie })).status).toBe(401);
  });

  it('a session last refreshed more than a day ago is refreshed: the expiry moves to 7 days and a new cookie is sent', async () => {
    const { cookie, id } = await createAccount(ctx, 'refresh@example.com');
    // Last refreshed two days ago: 5 days of the 7 left.
    await ctx.database.query("UPDATE auth_sessions SET expires_at = now() + interval '5 days' WHERE user_id = $1", [id]);
    const res = await call(ctx, '/api/me', { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().some((c) => c.startsWith('loadmath.session_token=') && /max-age=604800/i.test(c))).toBe(true);
    const [row] = await ctx.database.query<{ expires_at: Date }>('SELECT expires_at FROM auth_sessions WHERE user_id = $1', [id]);
    const left = (new Date(row!.expires_at).getTime() - Date.now()) / 1000;
    expect(left).toBeGreaterThan(SESSION_IDLE_SECONDS - 60);
    // A fresh session is read without a refresh: no cookie is sent.
    const again = await call(ctx, '/api/me', { cookie });
    expect(again.status).toBe(200);
    expect(again.headers.getSetCookie()).toEqual([]);
  });
});
