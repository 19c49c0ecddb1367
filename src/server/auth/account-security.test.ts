/**
 * Account security from the attacker's side (README 'Accounts, sessions and security'): forged
 * confirmation links, listed admin addresses registered by someone else, pre-registration
 * takeover, and the password reset / change / sign-out-everywhere calls.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, RETIRED_AUTH_SECRET } from '../config';
import { createLogger } from '../logger';
import { credentialBinding } from './auth';
import {
  call,
  cookiesFrom,
  createAccount,
  createAccountsContext,
  freshIp,
  linkIn,
  readOutbox,
  signIn,
  signUp,
  waitForMail,
  type AccountsTestContext,
  type OutboxMail,
} from '../testing/accounts';

const ATTACKER_PASSWORD = 'attacker knows this one';
const OWNER_PASSWORD = 'the real owner typed this';

/** The path + query of the link in a mail, to request from the in-process app. */
function pathOf(mail: OutboxMail): string {
  const url = new URL(linkIn(mail));
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The token of a reset mail (its link is /reset-password#token=…). */
function resetTokenOf(mail: OutboxMail): string {
  const url = new URL(linkIn(mail));
  expect(url.pathname).toBe('/reset-password');
  return decodeURIComponent(new URLSearchParams(url.hash.slice(1)).get('token') ?? '');
}

async function userId(ctx: AccountsTestContext, email: string): Promise<string> {
  const rows = await ctx.database.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]);
  return rows[0]!.id;
}

/** An HS256 JWT as better-auth signs confirmation tokens, with a secret of the forger's choice. */
function forgeJwt(secret: string, payload: Record<string, unknown>): string {
  const part = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const head = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ ...payload, iat: now, exp: now + 3600 })}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}

const signedIn = async (ctx: AccountsTestContext, cookie: string) => (await call(ctx, '/api/me', { cookie })).status === 200;

describe('the signing secret is never the public built-in one', () => {
  let ctx: AccountsTestContext;
  beforeAll(async () => {
    // No AUTH_SECRET and NODE_ENV not production: how `npm start` runs by default.
    ctx = await createAccountsContext({ NODE_ENV: 'development' });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('a confirmation token forged with the old built-in secret neither confirms nor signs in', async () => {
    await signUp(ctx, 'victim@example.com', ATTACKER_PASSWORD);
    const id = await userId(ctx, 'victim@example.com');
    // Worst case for the forger's knowledge: the account's password hash too (say, a backup).
    const [row] = await ctx.database.query<{ password: string }>('SELECT password FROM auth_accounts WHERE user_id = $1', [id]);
    const token = forgeJwt(RETIRED_AUTH_SECRET, { email: 'victim@example.com', userId: id });
    const c = credentialBinding(RETIRED_AUTH_SECRET, id, row!.password);
    const res = await call(ctx, `/api/auth/verify-email?token=${token}&callbackURL=%2F&c=${c}`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/?error=INVALID_TOKEN');
    expect(cookiesFrom(res)).toBe('');
    const [user] = await ctx.database.query<{ email_verified: boolean }>('SELECT email_verified FROM users WHERE id = $1', [id]);
    expect(user!.email_verified).toBe(false);
    expect((await signIn(ctx, 'victim@example.com', ATTACKER_PASSWORD)).status).toBe(403);
  });

  it('the generated secret survives a restart, so sessions do', async () => {
    const { cookie } = await createAccount(ctx, 'keeps@example.com', OWNER_PASSWORD);
    await ctx.app.drain();
    // A restart: configuration read again over the same DATA_DIR, a new app, the same database.
    const config = loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent', DATA_DIR: ctx.dataDir, PUBLIC_URL: 'http://localhost:3000' });
    const restarted = buildApp({ config, database: ctx.database, logger: createLogger('silent') });
    const me = await restarted.request('http://localhost:3000/api/me', { headers: { cookie } });
    expect(me.status).toBe(200);
    await restarted.drain();
    expect(await signedIn(ctx, cookie)).toBe(true);
  });
});

describe('ADMIN_EMAILS with REQUIRE_EMAIL_CONFIRMATION=false', () => {
  let ctx: AccountsTestContext;
  beforeAll(async () => {
    ctx = await createAccountsContext({ REQUIRE_EMAIL_CONFIRMATION: 'false', ADMIN_EMAILS: 'boss@example.com' });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('whoever registers the listed address first is not admin, at sign-in or at start; the mailbox owner is', async () => {
    expect((await signUp(ctx, 'boss@example.com', ATTACKER_PASSWORD)).status).toBe(200);
    const attacker = await signIn(ctx, 'boss@example.com', ATTACKER_PASSWORD);
    expect(attacker.status).toBe(200);
    const cookie = cookiesFrom(attacker);
    expect(await (await call(ctx, '/api/me', { cookie })).json()).toMatchObject({ roles: [] });
    expect((await call(ctx, '/api/admin/analytics/users', { cookie })).status).toBe(403);
    // At start (ADMIN_EMAILS applied again): still nothing.
    const { applyAdminEmails } = await import('./roles');
    expect(await applyAdminEmails(ctx.database, ctx.config.adminEmails)).toEqual([]);
    expect((await call(ctx, '/api/admin/analytics/users', { cookie })).status).toBe(403);

    // The owner takes the address back through the reset mail: the attacker is out, the owner admin.
    expect((await call(ctx, '/api/auth/request-password-reset', { body: { email: 'boss@example.com' }, ip: freshIp() })).status).toBe(200);
    const token = resetTokenOf(await waitForMail(ctx, 'boss@example.com', /Reset your LoadMath password/));
    const reset = await call(ctx, '/api/auth/reset-password', { body: { token, newPassword: OWNER_PASSWORD }, ip: freshIp() });
    expect(reset.status).toBe(200);
    expect(await signedIn(ctx, cookie)).toBe(false);
    expect((await signIn(ctx, 'boss@example.com', ATTACKER_PASSWORD)).status).toBe(401);
    const owner = await signIn(ctx, 'boss@example.com', OWNER_PASSWORD);
    expect(owner.status).toBe(200);
    expect((await call(ctx, '/api/admin/analytics/users', { cookie: cookiesFrom(owner) })).status).toBe(200);
  });

  it('confirming the address ends every session opened before it', async () => {
    await signUp(ctx, 'early@example.com', ATTACKER_PASSWORD);
    const early = cookiesFrom(await signIn(ctx, 'early@example.com', ATTACKER_PASSWORD));
    expect(await signedIn(ctx, early)).toBe(true);
    await call(ctx, '/api/auth/send-verification-email', { body: { email: 'early@example.com' }, ip: freshIp() });
    const confirmed = await call(ctx, pathOf(await waitForMail(ctx, 'early@example.com', /Confirm/)));
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get('location')).toBe('/#confirmed=early%40example.com');
    expect(await signedIn(ctx, early)).toBe(false);
    // The link itself signs nobody in (docs/decisions/015-versioned-sync.md).
    expect(await signedIn(ctx, cookiesFrom(confirmed))).toBe(false);
  });
});

describe('pre-registration takeover', () => {
  let ctx: AccountsTestContext;
  beforeAll(async () => {
    ctx = await createAccountsContext();
  });
  afterAll(async () => {
    await ctx.close();
  });

  /** Open a confirmation link that leads to choosing a password; returns the reset token. */
  async function confirmIntoReset(link: string): Promise<string> {
    const res = await call(ctx, link);
    expect(res.status).toBe(302);
    expect(cookiesFrom(res)).toBe('');
    const location = res.headers.get('location') ?? '';
    expect(location).toMatch(/^\/reset-password#token=[\w-]+&confirm=1$/);
    return new URLSearchParams(location.split('#')[1]).get('token')!;
  }

  it("the owner's later sign-up voids the attacker's password and link; the owner chooses the password", async () => {
    const email = 'owner@example.com';
    expect((await signUp(ctx, email, ATTACKER_PASSWORD)).status).toBe(200);
    const attackersLink = pathOf(await waitForMail(ctx, email, /Confirm/, 1));
    const again = await signUp(ctx, email, OWNER_PASSWORD);
    // Same answer as any sign-up: nothing tells the attacker (or anyone) what happened.
    expect(await again.json()).toEqual({ ok: true, confirmationRequired: true, message: 'Check your email to confirm your account' });
    const ownersLink = pathOf(await waitForMail(ctx, email, /Confirm/, 2));
    expect(ownersLink).not.toBe(attackersLink);
    // The mail the owner got was a confirmation link, not 'you already have an account'.
    expect(readOutbox(ctx.dataDir).filter((m) => m.to === email && /already have/.test(m.subject))).toHaveLength(0);

    // The owner opens the older mail first: refused, nobody signed in, nothing confirmed.
    const stale = await call(ctx, attackersLink);
    expect(stale.status).toBe(302);
    expect(stale.headers.get('location')).toBe('/?error=INVALID_TOKEN');
    expect(cookiesFrom(stale)).toBe('');
    expect((await signIn(ctx, email, ATTACKER_PASSWORD)).status).toBe(401);
    expect((await signIn(ctx, email, OWNER_PASSWORD)).status).toBe(403);

    // The newest link: signed up twice, so it keeps no password and asks the mailbox holder for one.
    const token = await confirmIntoReset(ownersLink);
    expect((await signIn(ctx, email, OWNER_PASSWORD)).status).toBe(401);
    expect((await call(ctx, '/api/auth/reset-password', { body: { token, newPassword: OWNER_PASSWORD }, ip: freshIp() })).status).toBe(200);
    expect((await signIn(ctx, email, ATTACKER_PASSWORD)).status).toBe(401);
    const owner = await signIn(ctx, email, OWNER_PASSWORD);
    expect(owner.status).toBe(200);
    expect((await owner.json()).user.emailVerified).toBe(true);
    // Used once: the link is spent.
    expect((await call(ctx, ownersLink)).headers.get('location')).toBe('/?error=INVALID_TOKEN');
  });

  it("an attacker signing up again after the owner gains nothing, even if the owner opens the attacker's newest link", async () => {
    const email = 'race@example.com';
    await signUp(ctx, email, OWNER_PASSWORD);
    const ownersLink = pathOf(await waitForMail(ctx, email, /Confirm/, 1));
    await signUp(ctx, email, ATTACKER_PASSWORD);
    const attackersLink = pathOf(await waitForMail(ctx, email, /Confirm/, 2));
    const res = await call(ctx, ownersLink);
    expect(res.headers.get('location')).toBe('/?error=INVALID_TOKEN');
    expect(cookiesFrom(res)).toBe('');
    expect((await signIn(ctx, email, ATTACKER_PASSWORD)).status).toBe(403);

    const token = await confirmIntoReset(attackersLink);
    expect((await signIn(ctx, email, ATTACKER_PASSWORD)).status).toBe(401);
    expect((await call(ctx, '/api/auth/reset-password', { body: { token, newPassword: OWNER_PASSWORD }, ip: freshIp() })).status).toBe(200);
    expect((await signIn(ctx, email, ATTACKER_PASSWORD)).status).toBe(401);
    expect((await signIn(ctx, email, OWNER_PASSWORD)).status).toBe(200);
  });

  it('an account signed up once is confirmed by its link, then signs in with its password', async () => {
    await signUp(ctx, 'single@example.com', OWNER_PASSWORD);
    const res = await call(ctx, pathOf(await waitForMail(ctx, 'single@example.com', /Confirm/)));
    expect(res.headers.get('location')).toBe('/#confirmed=single%40example.com');
    expect(await signedIn(ctx, cookiesFrom(res))).toBe(false);
    expect((await signIn(ctx, 'single@example.com', OWNER_PASSWORD)).status).toBe(200);
  });

  it('a confirmed account is not touched by a new sign-up', async () => {
    const { cookie } = await createAccount(ctx, 'settled@example.com', OWNER_PASSWORD);
    expect((await signUp(ctx, 'settled@example.com', ATTACKER_PASSWORD)).status).toBe(200);
    await waitForMail(ctx, 'settled@example.com', /already have/);
    expect((await signIn(ctx, 'settled@example.com', ATTACKER_PASSWORD)).status).toBe(401);
    expect((await signIn(ctx, 'settled@example.com', OWNER_PASSWORD)).status).toBe(200);
    expect(await signedIn(ctx, cookie)).toBe(true);
  });
});

describe('password reset by e-mail', () => {
  let ctx: AccountsTestContext;
  beforeAll(async () => {
    ctx = await createAccountsContext();
  });
  afterAll(async () => {
    await ctx.close();
  });

  const requestReset = (email: string, ip = freshIp()) => call(ctx, '/api/auth/request-password-reset', { body: { email }, ip });
  const reset = (token: string, newPassword: string) =>
    call(ctx, '/api/auth/reset-password', { body: { token, newPassword }, ip: freshIp() });

  it('answers the same for known and unknown addresses, and mails only the known one', async () => {
    await createAccount(ctx, 'known@example.com', OWNER_PASSWORD);
    const known = await requestReset('known@example.com');
    const unknown = await requestReset('nobody-here@example.com');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const body = await known.json();
    expect(body).toEqual({ ok: true, message: 'If an account uses that e-mail, we sent it a link to reset the password.' });
    expect(await unknown.json()).toEqual(body);
    await waitForMail(ctx, 'known@example.com', /Reset your LoadMath password/);
    expect(readOutbox(ctx.dataDir).filter((m) => m.to === 'nobody-here@example.com')).toHaveLength(0);
  });

  it('works once, ends every session, and the link is valid for one hour', async () => {
    const { cookie } = await createAccount(ctx, 'once@example.com', OWNER_PASSWORD);
    await requestReset('once@example.com');
    const token = resetTokenOf(await waitForMail(ctx, 'once@example.com', /Reset/));
    const [row] = await ctx.database.query<{ seconds: number }>(
      "SELECT extract(epoch FROM expires_at - now())::int AS seconds FROM auth_verifications WHERE identifier = 'reset-password:' || $1",
      [token],
    );
    expect(Number(row!.seconds)).toBeGreaterThan(3500);
    expect(Number(row!.seconds)).toBeLessThanOrEqual(3600);

    const first = await reset(token, 'a brand new password');
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ ok: true, message: 'Password changed. Sign in with your new password.' });
    expect(await signedIn(ctx, cookie)).toBe(false);
    expect((await signIn(ctx, 'once@example.com', OWNER_PASSWORD)).status).toBe(401);
    expect((await signIn(ctx, 'once@example.com', 'a brand new password')).status).toBe(200);

    const replay = await reset(token, 'an attacker replays it');
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ error: 'invalid_token', message: 'This reset link is invalid or has expired. Ask for a new one.' });
    expect((await signIn(ctx, 'once@example.com', 'an attacker replays it')).status).toBe(401);
  });

  it('using one reset link voids the others, and the older confirmation links', async () => {
    await createAccount(ctx, 'twice@example.com', OWNER_PASSWORD);
    await requestReset('twice@example.com');
    const first = resetTokenOf(await waitForMail(ctx, 'twice@example.com', /Reset/, 1));
    await requestReset('twice@example.com');
    const second = resetTokenOf(await waitForMail(ctx, 'twice@example.com', /Reset/, 2));
    expect(first).not.toBe(second);
    expect((await reset(second, 'the second link wins')).status).toBe(200);
    const stale = await reset(first, 'the first link tries later');
    expect(stale.status).toBe(400);
    expect((await signIn(ctx, 'twice@example.com', 'the second link wins')).status).toBe(200);
    // The account's confirmation link was bound to the old password: it confirms nothing now.
    const confirmLink = pathOf(await waitForMail(ctx, 'twice@example.com', /Confirm/));
    const replay = await call(ctx, confirmLink);
    expect(replay.headers.get('location')).toBe('/?error=INVALID_TOKEN');
    expect(cookiesFrom(replay)).toBe('');
  });

  it('an expired link is refused and changes nothing', async () => {
    await createAccount(ctx, 'late@example.com', OWNER_PASSWORD);
    await requestReset('late@example.com');
    const token = resetTokenOf(await waitForMail(ctx, 'late@example.com', /Reset/));
    // An hour and a bit later.
    await ctx.database.query(
      "UPDATE auth_verifications SET expires_at = now() - interval '1 minute' WHERE identifier = 'reset-password:' || $1",
      [token],
    );
    const res = await reset(token, 'too late for this');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'invalid_token' });
    expect((await signIn(ctx, 'late@example.com', OWNER_PASSWORD)).status).toBe(200);
  });

  it('a made-up token, a weak new password or a missing field → 400 { error, message }', async () => {
    expect(await (await reset('made-up-token-0123456789', 'fine new password')).json()).toMatchObject({ error: 'invalid_token' });
    const weak = await reset('made-up-token-0123456789', 'password');
    expect(weak.status).toBe(400);
    expect(await weak.json()).toMatchObject({ error: 'password_too_common', message: expect.any(String) });
    const missing = await call(ctx, '/api/auth/reset-password', { body: { token: 'x' }, ip: freshIp() });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ error: 'bad_request', message: 'Please enter a new password' });
  });

  it('is throttled per e-mail and per IP (429 with Retry-After), known address or not', async () => {
    for (let i = 0; i < 3; i++) expect((await requestReset('flood@example.com')).status).toBe(200);
    const fourth = await requestReset('flood@example.com');
    expect(fourth.status).toBe(429);
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await fourth.json()).toMatchObject({ error: 'rate_limit', message: expect.stringContaining('Too many reset e-mails') });

    const ip = freshIp();
    for (let i = 0; i < 10; i++) expect((await requestReset(`spray-${i}@example.com`, ip)).status).toBe(200);
    expect((await requestReset('spray-last@example.com', ip)).status).toBe(429);
  });
});

describe('signed in: change password, sign out of other devices', () => {
  let ctx: AccountsTestContext;
  beforeAll(async () => {
    ctx = await createAccountsContext();
  });
  afterAll(async () => {
    await ctx.close();
  });

  const change = (cookie: string, currentPassword: string, newPassword: string) =>
    call(ctx, '/api/auth/change-password', { body: { currentPassword, newPassword }, cookie, ip: freshIp() });

  it('needs the right current password; then other sessions end and this one carries on', async () => {
    const { cookie: phone } = await createAccount(ctx, 'changer@example.com', OWNER_PASSWORD);
    const laptop = cookiesFrom(await signIn(ctx, 'changer@example.com', OWNER_PASSWORD));

    const wrong = await change(phone, 'not my password', 'a new strong one');
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: 'wrong_password', message: 'Your current password is not correct' });
    expect((await signIn(ctx, 'changer@example.com', OWNER_PASSWORD)).status).toBe(200);
    expect(await signedIn(ctx, laptop)).toBe(true);

    const ok = await change(phone, OWNER_PASSWORD, 'a new strong one');
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ ok: true, message: 'Password changed. Other devices are signed out.' });
    expect(await signedIn(ctx, laptop)).toBe(false);
    // This device gets a fresh session cookie with the answer.
    expect(await signedIn(ctx, cookiesFrom(ok))).toBe(true);
    expect((await signIn(ctx, 'changer@example.com', OWNER_PASSWORD)).status).toBe(401);
    expect((await signIn(ctx, 'changer@example.com', 'a new strong one')).status).toBe(200);
  });

  it('signed out → 401; a weak new password → 400', async () => {
    const anonymous = await call(ctx, '/api/auth/change-password', { body: { currentPassword: 'x', newPassword: 'a new strong one' } });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ error: 'unauthorized' });
    const { cookie } = await createAccount(ctx, 'weak@example.com', OWNER_PASSWORD);
    const weak = await change(cookie, OWNER_PASSWORD, '123');
    expect(weak.status).toBe(400);
    expect(await weak.json()).toMatchObject({ error: 'password_too_short' });
  });

  it('guessing the current password is throttled per account', async () => {
    const { cookie } = await createAccount(ctx, 'guessed@example.com', OWNER_PASSWORD);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await change(cookie, `guess number ${i}`, 'a new strong one')).status);
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('sign out of all other devices: they are signed out, this one is not', async () => {
    const { cookie: here } = await createAccount(ctx, 'devices@example.com', OWNER_PASSWORD);
    const there = cookiesFrom(await signIn(ctx, 'devices@example.com', OWNER_PASSWORD));
    const elsewhere = cookiesFrom(await signIn(ctx, 'devices@example.com', OWNER_PASSWORD));
    const res = await call(ctx, '/api/auth/revoke-other-sessions', { body: {}, cookie: here });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, message: 'Signed out of all other devices.' });
    expect(await signedIn(ctx, there)).toBe(false);
    expect(await signedIn(ctx, elsewhere)).toBe(false);
    expect(await signedIn(ctx, here)).toBe(true);
    expect((await call(ctx, '/api/auth/revoke-other-sessions', { body: {} })).status).toBe(401);
  });
});
