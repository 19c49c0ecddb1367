import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
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
} from '../testing/accounts';

const PASSWORD = 'load-math rocks 2025';

describe('accounts: sign up, confirm, sign in, sign out', () => {
  let ctx: AccountsTestContext;
  beforeAll(async () => {
    ctx = await createAccountsContext();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('full flow: sign up → confirmation mail in the outbox → link confirms and lands on / signed out → sign in → /api/me', async () => {
    const up = await signUp(ctx, '  Driver.One@Example.COM ', PASSWORD);
    expect(up.status).toBe(200);
    expect(await up.json()).toEqual({
      ok: true,
      confirmationRequired: true,
      message: 'Check your email to confirm your account',
    });
    expect(cookiesFrom(up)).toBe('');

    // Before confirming: a clear error, only once the password is right.
    const early = await signIn(ctx, 'driver.one@example.com', PASSWORD);
    expect(early.status).toBe(403);
    expect(await early.json()).toMatchObject({ error: 'email_not_confirmed', message: expect.stringContaining('Email not confirmed') });

    const mail = await waitForMail(ctx, 'driver.one@example.com', /Confirm your LoadMath account/);
    const link = new URL(linkIn(mail));
    expect(link.origin).toBe('http://localhost:3000');
    expect(link.pathname).toBe('/api/auth/verify-email');
    expect(link.searchParams.get('callbackURL')).toBe('/');

    const confirmed = await call(ctx, `${link.pathname}${link.search}`);
    expect(confirmed.status).toBe(302);
    // The root, with the address in the fragment for the sign-in form; no session at all.
    expect(confirmed.headers.get('location')).toBe('/#confirmed=driver.one%40example.com');
    expect(confirmed.headers.getSetCookie().filter((c) => /session_token=[^;]+/.test(c) && !/max-age=0/i.test(c))).toEqual([]);
    expect((await call(ctx, '/api/me', { cookie: cookiesFrom(confirmed) })).status).toBe(401);

    // Sign in with the password: the first session of the account.
    const first = await signIn(ctx, 'driver.one@example.com', PASSWORD);
    expect(first.status).toBe(200);
    const cookie = cookiesFrom(first);
    expect(cookie).toMatch(/^loadmath\.session_token=/);
    const setCookie = first.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\//i);

    const me = await call(ctx, '/api/me', { cookie });
    expect(me.status).toBe(200);
    const body = await me.json();
    expect(body).toEqual({ user: { id: expect.any(String), email: 'driver.one@example.com' }, roles: [] });
    expect(body.user.id).toMatch(/^[0-9a-f-]{36}$/);

    // Sign in (e-mail typed differently) gives a new session; sign-out ends it on the server.
    const signedIn = await signIn(ctx, 'DRIVER.ONE@example.com', PASSWORD);
    expect(signedIn.status).toBe(200);
    const signInBody = await signedIn.json();
    expect(signInBody).toEqual({ user: { id: body.user.id, email: 'driver.one@example.com', emailVerified: true } });
    expect(JSON.stringify(signInBody)).not.toContain('token');
    const second = cookiesFrom(signedIn);
    expect(second).not.toBe(cookie);

    const session = await call(ctx, '/api/auth/get-session', { cookie: second });
    expect(session.status).toBe(200);
    const s = await session.json();
    expect(s.user.email).toBe('driver.one@example.com');
    expect(s.session).not.toHaveProperty('token');

    const out = await call(ctx, '/api/auth/sign-out', { method: 'POST', cookie: second, body: {} });
    expect(out.status).toBe(200);
    expect((await call(ctx, '/api/me', { cookie: second })).status).toBe(401);
    // The first session is separate and still valid.
    expect((await call(ctx, '/api/me', { cookie })).status).toBe(200);
  });

  it("attacker: sending a victim to the attacker's own confirmation link signs the victim in to nothing", async () => {
    await signUp(ctx, 'attacker@example.com', PASSWORD);
    const link = new URL(linkIn(await waitForMail(ctx, 'attacker@example.com', /Confirm/)));
    // The victim's browser follows the link (a page of the attacker's redirects it there).
    const res = await call(ctx, `${link.pathname}${link.search}`);
    expect(res.status).toBe(302);
    const cookie = cookiesFrom(res);
    expect(cookie).not.toMatch(/session_token/);
    // No session: the victim's sync has no account to send anything to.
    expect((await call(ctx, '/api/me', { cookie })).status).toBe(401);
    expect((await call(ctx, '/api/loads', { cookie })).status).toBe(401);
    const put = await call(ctx, '/api/loads', { method: 'PUT', cookie, body: { loads: [] } });
    expect(put.status).toBe(401);
    // The address is confirmed all the same: the attacker signs in with the password.
    expect((await signIn(ctx, 'attacker@example.com', PASSWORD)).status).toBe(200);
  });

  it('a replayed confirmation link does not sign anybody in again', async () => {
    await signUp(ctx, 'replay@example.com', PASSWORD);
    const link = new URL(linkIn(await waitForMail(ctx, 'replay@example.com', /Confirm/)));
    expect((await call(ctx, `${link.pathname}${link.search}`)).status).toBe(302);
    const again = await call(ctx, `${link.pathname}${link.search}`);
    expect(again.status).toBe(302);
    expect(cookiesFrom(again)).toBe('');
  });

  it('a forged or tampered confirmation token is refused', async () => {
    const res = await call(ctx, '/api/auth/verify-email?token=not-a-token&callbackURL=%2F');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(/^\/\?error=/);
    expect(cookiesFrom(res)).toBe('');
  });

  it('password rules: too short, too common, too long → 400 with a clear message; 64 characters accepted as typed', async () => {
    const short = await signUp(ctx, 'short@example.com', '12345');
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ message: 'Password must be at least 6 characters' });

    const common = await signUp(ctx, 'common@example.com', 'Password1');
    expect(common.status).toBe(400);
    expect((await common.json()).message).toMatch(/commonly used/);

    const long = await signUp(ctx, 'long@example.com', 'x'.repeat(129));
    expect(long.status).toBe(400);
    expect((await long.json()).message).toMatch(/at most 128/);

    // No truncation: a 64-character password differing only in its last character is another password.
    const p64 = `${'Ab3$'.repeat(15)}tail`;
    expect(p64).toHaveLength(64);
    await createAccount(ctx, 'sixtyfour@example.com', p64);
    expect((await signIn(ctx, 'sixtyfour@example.com', `${p64.slice(0, 63)}X`)).status).toBe(401);
    expect((await signIn(ctx, 'sixtyfour@example.com', p64.slice(0, 63))).status).toBe(401);
    expect((await signIn(ctx, 'sixtyfour@example.com', p64)).status).toBe(200);
    const p128 = 'é'.repeat(128);
    await createAccount(ctx, 'onetwentyeight@example.com', p128);
  });

  it('missing or malformed fields → 400 { error, message }, never a 500', async () => {
    for (const body of [{}, { email: 'a@b.co' }, { password: 'abcdefgh' }, { email: 'not-an-email', password: PASSWORD }, { email: 5, password: [] }]) {
      const res = await signUp(ctx, body.email as string, body.password as string);
      expect(res.status).toBe(400);
      const json = await res.json();
      expect(json.error).toBeTypeOf('string');
      expect(json.message).toBeTypeOf('string');
    }
    const raw = await call(ctx, '/api/auth/sign-in/email', { raw: '{"email": ', ip: freshIp() });
    expect(raw.status).toBe(400);
    expect((await raw.json()).error).toBe('invalid_json');
    const form = await call(ctx, '/api/auth/sign-in/email', {
      raw: 'email=a%40b.co&password=abcdefgh',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(400);
  });

  it('no user enumeration: unknown e-mail and wrong password answer alike, in similar time', async () => {
    await createAccount(ctx, 'known@example.com', PASSWORD);
    // Timed at production's hashing cost, where the hash is what a sign-in's time is made of.
    const slow = await createAccountsContext({ PASSWORD_SCRYPT_LOG_N: '17' });
    onTestFinished(() => slow.close());
    await createAccount(slow, 'known@example.com', PASSWORD);
    // Each server stores hashes at its own cost, in a format that names it.
    const stored = async (c: AccountsTestContext) =>
      (await c.database.query<{ password: string }>("SELECT a.password FROM auth_accounts a JOIN users u ON u.id = a.user_id WHERE u.email = 'known@example.com'"))[0]!.password;
    expect(await stored(slow)).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$/);
    expect(await stored(ctx)).toMatch(/^\$scrypt\$ln=12,r=8,p=1\$/);
    const time = async (email: string) => {
      const start = performance.now();
      const res = await signIn(slow, email, 'wrong password here');
      return { ms: performance.now() - start, status: res.status, body: await res.json() };
    };
    await time('warmup@example.com');
    const unknown: number[] = [];
    const wrong: number[] = [];
    let u;
    let w;
    for (let i = 0; i < 3; i++) {
      u = await time(`nobody${i}@example.com`);
      w = await time('known@example.com');
      unknown.push(u.ms);
      wrong.push(w.ms);
    }
    expect(u!.status).toBe(401);
    expect(w!.status).toBe(401);
    expect(u!.body).toEqual(w!.body);
    expect(w!.body).toEqual({ error: 'invalid_credentials', message: 'Invalid email or password', code: 'INVALID_EMAIL_OR_PASSWORD' });
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[1]!;
    // Both run one full scrypt hash; a missing account is not measurably faster.
    expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.5);
    expect(median(unknown)).toBeLessThan(median(wrong) * 2);

    // Signing up again with a taken address answers exactly like a new sign-up.
    const again = await signUp(ctx, 'known@example.com', 'another fine password');
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ ok: true, confirmationRequired: true, message: 'Check your email to confirm your account' });
    const notice = await waitForMail(ctx, 'known@example.com', /already have/);
    expect(notice.text).toContain('/auth');
  });

  it('cross-site requests are refused (Origin or Sec-Fetch-Site), sign-in included', async () => {
    const evil = await call(ctx, '/api/auth/sign-in/email', {
      body: { email: 'known@example.com', password: PASSWORD },
      origin: 'https://evil.example',
    });
    expect(evil.status).toBe(403);
    expect(await evil.json()).toEqual({ error: 'forbidden', message: 'Cross-site request refused.' });
    const nullOrigin = await call(ctx, '/api/auth/sign-up/email', { body: { email: 'x@example.com', password: PASSWORD }, origin: 'null' });
    expect(nullOrigin.status).toBe(403);
    const fetchSite = await call(ctx, '/api/auth/sign-in/email', {
      body: { email: 'known@example.com', password: PASSWORD },
      origin: null,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(fetchSite.status).toBe(403);
  });

  it('only the allow-listed auth endpoints exist', async () => {
    for (const p of ['/api/auth/change-email', '/api/auth/reset-password/abc', '/api/auth/revoke-sessions', '/api/auth/delete-user', '/api/auth/list-sessions', '/api/auth/update-user']) {
      const res = await call(ctx, p, { body: {} });
      expect(res.status).toBe(404);
    }
  });

  it('sessions: idle timeout and absolute lifetime are enforced by the server', async () => {
    const a = await createAccount(ctx, 'lifetime@example.com', PASSWORD);
    expect((await call(ctx, '/api/me', { cookie: a.cookie })).status).toBe(200);
    // Idle: pretend the last activity was 8 days ago.
    await ctx.database.query(
      "UPDATE auth_sessions SET expires_at = now() - interval '1 day' WHERE user_id = $1",
      [a.id],
    );
    expect((await call(ctx, '/api/me', { cookie: a.cookie })).status).toBe(401);

    // Absolute: a session signed in 31 days ago ends however recently it was refreshed.
    const b = await signIn(ctx, 'lifetime@example.com', PASSWORD);
    const cookie = cookiesFrom(b);
    await ctx.database.query(
      "UPDATE auth_sessions SET created_at = now() - interval '31 days', expires_at = now() + interval '7 days' WHERE user_id = $1",
      [a.id],
    );
    const rows = await ctx.database.query<{ expires_at: Date }>('SELECT expires_at FROM auth_sessions WHERE user_id = $1', [a.id]);
    expect(new Date(rows[0]!.expires_at).getTime()).toBeLessThan(Date.now());
    expect((await call(ctx, '/api/me', { cookie })).status).toBe(401);
  });

  it('the outbox holds JSON mails with the link (no SMTP_URL)', () => {
    const mails = readOutbox(ctx.dataDir);
    expect(mails.length).toBeGreaterThan(0);
    expect(mails[0]).toHaveProperty('subject');
  });
});

describe('REQUIRE_EMAIL_CONFIRMATION=false', () => {
  let ctx: AccountsTestContext;
  beforeAll(async () => {
    ctx = await createAccountsContext({ REQUIRE_EMAIL_CONFIRMATION: 'false' });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('signs in without confirming and sends no confirmation mail', async () => {
    const up = await signUp(ctx, 'private@example.com', PASSWORD);
    expect(await up.json()).toMatchObject({ ok: true, confirmationRequired: false });
    const res = await signIn(ctx, 'private@example.com', PASSWORD);
    expect(res.status).toBe(200);
    await ctx.app.drain();
    expect(readOutbox(ctx.dataDir).filter((m) => /Confirm/.test(m.subject))).toHaveLength(0);
  });
});

describe('production cookies', () => {
  let ctx: AccountsTestContext;
  beforeAll(async () => {
    ctx = await createAccountsContext({
      NODE_ENV: 'production',
      AUTH_SECRET: 'a-production-secret-of-at-least-32-chars!',
      REQUIRE_EMAIL_CONFIRMATION: 'false',
    });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('carry the __Secure- prefix and the Secure flag', async () => {
    await signUp(ctx, 'prod@example.com', PASSWORD);
    const res = await signIn(ctx, 'prod@example.com', PASSWORD);
    expect(res.status).toBe(200);
    const setCookie = res.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/^__Secure-loadmath\.session_token=/);
    expect(setCookie).toMatch(/; Secure/i);
    expect(setCookie).toMatch(/HttpOnly/i);
  });
});
