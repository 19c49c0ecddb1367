import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_LIMITS } from './auth/routes';
import { call, createAccountsContext, freshIp, readOutbox, signIn, signUp, type AccountsTestContext } from './testing/accounts';
import { AppError } from './errors';
import { createRateLimiter, RateLimitError } from './rate-limit';
import { createTestDatabase } from './testing/test-app';

describe('createRateLimiter (database-backed fixed window)', () => {
  it('allows `limit` requests per key and window, then throws RateLimitError (429) with Retry-After', async () => {
    const database = await createTestDatabase();
    try {
      let now = Date.UTC(2025, 0, 1, 12, 0, 10);
      const limiter = createRateLimiter({ database, name: 'unit', limit: 3, windowMs: 60_000, message: 'Slow down', now: () => now });
      for (let i = 0; i < 3; i++) await limiter.check('k1');
      const error = await limiter.check('k1').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(RateLimitError);
      expect(error).toMatchObject({ status: 429, code: 'rate_limit', message: 'Slow down', retryAfterSeconds: 50 });
      await limiter.check('k2'); // other keys have their own counter
      now += 60_000; // next window
      await limiter.check('k1');
      // Keys are stored hashed.
      const rows = await database.query<{ bucket: string }>('SELECT bucket FROM rate_limits');
      expect(rows.every((r) => !r.bucket.includes('k1'))).toBe(true);
    } finally {
      await database.close();
    }
  });

  it('fails closed: when the counter store is unreachable the request is refused (503)', async () => {
    const database = await createTestDatabase();
    const limiter = createRateLimiter({ database, name: 'closed', limit: 100, windowMs: 60_000 });
    await database.close();
    const error = await limiter.check('k').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 503 });
  });
});

describe('sign-in and sign-up throttling', () => {
  let ctx: AccountsTestContext;
  beforeAll(async () => {
    ctx = await createAccountsContext();
  });
  afterAll(async () => {
    await ctx.close();
  });
  // A password over 128 characters is refused without hashing, after the throttle counted it.
  const cheap = 'p'.repeat(129);

  it(`per e-mail: attempt ${AUTH_LIMITS.signInPerEmail.limit + 1} on one address from many IPs is refused with 429`, async () => {
    for (let i = 0; i < AUTH_LIMITS.signInPerEmail.limit; i++) {
      expect((await signIn(ctx, 'target@example.com', cheap, freshIp())).status).toBe(401);
    }
    const res = await signIn(ctx, 'Target@Example.com', cheap, freshIp());
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ error: 'rate_limit', message: 'Too many sign-in attempts. Please wait 15 minutes and try again.' });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    // The real password does not get through either while throttled.
    expect((await signIn(ctx, 'target@example.com', 'the right one', freshIp())).status).toBe(429);
  });

  it(`per IP: attempt ${AUTH_LIMITS.signInPerIp.limit + 1} from one address (many e-mails) is refused with 429`, async () => {
    const ip = freshIp();
    for (let i = 0; i < AUTH_LIMITS.signInPerIp.limit; i++) {
      expect((await signIn(ctx, `spray${i}@example.com`, cheap, ip)).status).toBe(401);
    }
    expect((await signIn(ctx, 'fresh@example.com', cheap, ip)).status).toBe(429);
    expect((await signIn(ctx, 'fresh@example.com', cheap, freshIp())).status).toBe(401);
  });

  it('confirmation re-sends are throttled per e-mail', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= AUTH_LIMITS.resendPerEmail.limit; i++) {
      statuses.push((await call(ctx, '/api/auth/send-verification-email', { body: { email: 'resend@example.com' }, ip: freshIp() })).status);
    }
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  const TOO_MANY_SIGN_UPS = { error: 'rate_limit', message: 'Too many sign-up attempts. Please wait an hour and try again.' };
  const TOO_MANY_RESENDS = {
    error: 'rate_limit',
    message: 'Too many confirmation e-mails requested. Please wait an hour and try again.',
  };
  const PASSWORD = 'correct horse battery';
  const usersWith = async (email: string) =>
    Number((await ctx.database.query<{ n: number | string }>('SELECT count(*) AS n FROM users WHERE email = $1', [email]))[0]!.n);
  /** Mails sent to `email` so far, once background sending has finished. */
  const mailsTo = async (email: string) => {
    await ctx.app.drain();
    return readOutbox(ctx.dataDir).filter((m) => m.to === email);
  };
  /** A 429 from an hourly limit: Retry-After within the hour, and our `{ error, message }` body. */
  const expectRefused = async (res: Response, body: { error: string; message: string }) => {
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await res.json()).toEqual(body);
  };

  it(`sign-up per e-mail: attempt ${AUTH_LIMITS.signUpPerEmail.limit + 1} on one address from many IPs is refused and sends nothing`, async () => {
    const victim = 'victim@example.com';
    // The first creates the account; the repeats each mail the owner an 'already have an account' notice.
    for (let i = 0; i < AUTH_LIMITS.signUpPerEmail.limit; i++) {
      expect((await signUp(ctx, victim, PASSWORD, freshIp())).status).toBe(200);
    }
    const mailed = (await mailsTo(victim)).length;
    expect(mailed).toBe(AUTH_LIMITS.signUpPerEmail.limit);

    await expectRefused(await signUp(ctx, 'Victim@Example.com', PASSWORD, freshIp()), TOO_MANY_SIGN_UPS);
    expect(await usersWith(victim)).toBe(1);
    expect(await mailsTo(victim)).toHaveLength(mailed); // the mailbox is not bombed any further
  });

  it(`sign-up per IP: sign-up ${AUTH_LIMITS.signUpPerIp.limit + 1} from one address (new e-mails) is refused and creates nothing`, async () => {
    const ip = freshIp();
    for (let i = 0; i < AUTH_LIMITS.signUpPerIp.limit; i++) {
      expect((await signUp(ctx, `farm${i}@example.com`, PASSWORD, ip)).status).toBe(200);
    }
    const refused = 'farm-extra@example.com';
    await expectRefused(await signUp(ctx, refused, PASSWORD, ip), TOO_MANY_SIGN_UPS);
    expect(await usersWith(refused)).toBe(0);
    expect(await mailsTo(refused)).toEqual([]);

    // The same sign-up from another address goes through: it was the IP limit that refused it.
    expect((await signUp(ctx, refused, PASSWORD, freshIp())).status).toBe(200);
    expect(await usersWith(refused)).toBe(1);
  });

  it(`confirmation re-sends per IP: request ${AUTH_LIMITS.resendPerIp.limit + 1} from one address is refused and sends no mail`, async () => {
    const pending = 'pending@example.com';
    expect((await signUp(ctx, pending, PASSWORD, freshIp())).status).toBe(200);
    const before = (await mailsTo(pending)).length;
    expect(before).toBe(1); // the sign-up's confirmation mail

    const ip = freshIp();
    for (let i = 0; i < AUTH_LIMITS.resendPerIp.limit; i++) {
      const res = await call(ctx, '/api/auth/send-verification-email', { body: { email: `resend-spray${i}@example.com` }, ip });
      expect(res.status).toBe(200);
    }
    const res = await call(ctx, '/api/auth/send-verification-email', { body: { email: pending }, ip });
    await expectRefused(res, TOO_MANY_RESENDS);
    expect(await mailsTo(pending)).toHaveLength(before);

    // From another address the same request does send a new link.
    expect((await call(ctx, '/api/auth/send-verification-email', { body: { email: pending }, ip: freshIp() })).status).toBe(200);
    expect(await mailsTo(pending)).toHaveLength(before + 1);
  });
});
