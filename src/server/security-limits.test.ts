/**
 * Attacker-side checks of the server's limits (README 'Accounts, sessions and security'): request
 * bodies are capped on every non-GET route before anything buffers them, however deep a JSON
 * body nests it gets a 400, per-client throttles key an IPv6 client by its /64 and honour
 * TRUST_PROXY's hop count, password hashing runs a bounded number at once, analytics events are
 * throttled per client with a bounded write queue, and secrets stay out of the log.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_BODY_LIMIT } from './app';
import { HASH_CONCURRENCY, HASH_QUEUE } from './auth/password';
import { clientKey } from './auth/request';
import {
  call,
  createAccount,
  createAccountsContext,
  freshIp,
  ORIGIN,
  readOutbox,
  type AccountsTestContext,
} from './testing/accounts';
import { AUTH_LIMITS } from './auth/routes';
import { EVENTS_RATE, MAX_EVENT_BODY_BYTES } from './routes/events';

/** A chunked body of up to `total` bytes, made as it is read; `pulled()` is how much was read. */
function meteredBody(total: number, byte = 0x20) {
  const chunk = new Uint8Array(64 * 1024).fill(byte);
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (sent >= total) return controller.close();
        const part = chunk.subarray(0, Math.min(chunk.length, total - sent));
        sent += part.length;
        controller.enqueue(part);
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled: () => sent };
}

function send(ctx: AccountsTestContext, method: string, url: string, body: BodyInit, headers: Record<string, string> = {}) {
  return ctx.request(url, {
    method,
    headers: { origin: ORIGIN, 'content-type': 'application/json', ...headers },
    body,
    // A stream body needs half duplex in Node's fetch Request.
    duplex: 'half',
  } as RequestInit);
}

describe('request bodies are capped before anything reads them', () => {
  let ctx: AccountsTestContext;
  let cookie: string;
  beforeAll(async () => {
    ctx = await createAccountsContext();
    cookie = (await createAccount(ctx, 'limits-body@example.com')).cookie;
  }, 60_000);
  afterAll(async () => {
    await ctx?.close();
  });

  it('POST /api/auth/sign-out with a 64 MB chunked body: 413 payload_too_large after reading at most 16 KB (+ one chunk)', async () => {
    const body = meteredBody(64 * 1024 * 1024);
    const res = await send(ctx, 'POST', '/api/auth/sign-out', body.stream, { cookie });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: 'payload_too_large', message: expect.stringContaining('16 KB') });
    expect(body.pulled()).toBeLessThanOrEqual(AUTH_BODY_LIMIT + 64 * 1024);
    // The session was not ended by the refused request.
    expect((await call(ctx, '/api/me', { cookie })).status).toBe(200);
  });

  it('every non-GET route registered in the app reads at most its own limit of a huge chunked body and answers 4xx', async () => {
    // The largest limit any route has: the rate-confirmation upload (10 MB + multipart envelope).
    const routes = ctx.app.routes.filter((r) => r.method !== 'GET' && r.method !== 'ALL' && r.path.startsWith('/api/'));
    const paths = [...new Set(routes.map((r) => `${r.method} ${r.path}`))];
    // Sanity: the list is the real surface, not an empty filter.
    expect(paths).toEqual(
      expect.arrayContaining([
        'POST /api/auth/sign-out',
        'POST /api/auth/sign-in/email',
        'POST /api/auth/sign-up/email',
        'PUT /api/loads',
        'POST /api/events',
        'POST /api/extract-load-data',
      ]),
    );
    const limitOf = (p: string) =>
      p.startsWith('/api/auth/') ? AUTH_BODY_LIMIT : p === '/api/events' ? MAX_EVENT_BODY_BYTES : p === '/api/loads' ? 512 * 1024 : 10 * 1024 * 1024 + 64 * 1024;
    for (const entry of paths) {
      const [method, route] = entry.split(' ') as [string, string];
      const url = route.replace(/\*$/, 'anything').replace(/:[a-z]+/gi, 'x');
      const body = meteredBody(40 * 1024 * 1024);
      const res = await send(ctx, method, url, body.stream, { cookie, 'x-forwarded-for': freshIp() });
      expect(res.status, entry).toBeGreaterThanOrEqual(400);
      expect(res.status, entry).toBeLessThan(500);
      expect(typeof ((await res.json()) as { error?: unknown }).error, entry).toBe('string');
      expect(body.pulled(), entry).toBeLessThanOrEqual(limitOf(url) + 64 * 1024);
    }
  }, 60_000);
});

describe('deeply nested JSON', () => {
  let ctx: AccountsTestContext;
  let cookie: string;
  beforeAll(async () => {
    ctx = await createAccountsContext();
    cookie = (await createAccount(ctx, 'limits-deep@example.com')).cookie;
  }, 60_000);
  afterAll(async () => {
    await ctx?.close();
  });

  const nested = (depth: number, open = '[', close = ']') => `${open.repeat(depth)}${close.repeat(depth)}`;
  const nestedInLoads = (depth: number) => `{"loads":[{"id":"deep","notes":${'['.repeat(depth)}${']'.repeat(depth)}}]}`;

  it('PUT /api/loads nested 100,000 levels deep: 400, not a crash, nothing saved', async () => {
    for (const raw of [nested(100_000), nestedInLoads(100_000), `{"a":${nested(50_000, '{"a":', '}')}null}`]) {
      const res = await call(ctx, '/api/loads', { method: 'PUT', raw, cookie });
      expect(res.status, raw.slice(0, 40)).toBe(400);
      expect(await res.json()).toEqual({ error: 'bad_request', message: expect.stringMatching(/nested too deeply/) });
    }
    const rows = await ctx.database.query('SELECT 1 FROM loads');
    expect(rows).toEqual([]);
  });

  it('every JSON route answers 400 to the deepest body its size limit lets through', async () => {
    const cases: [string, string, number][] = [
      ['POST', '/api/events', MAX_EVENT_BODY_BYTES],
      ['POST', '/api/auth/sign-in/email', AUTH_BODY_LIMIT],
      ['POST', '/api/auth/sign-up/email', AUTH_BODY_LIMIT],
      ['POST', '/api/auth/send-verification-email', AUTH_BODY_LIMIT],
      ['POST', '/api/auth/sign-out', AUTH_BODY_LIMIT],
    ];
    for (const [method, url, limit] of cases) {
      const raw = nested(Math.floor(limit / 2));
      const res = await call(ctx, url, { method, raw, ip: freshIp() });
      expect(res.status, url).toBeGreaterThanOrEqual(400);
      expect(res.status, url).toBeLessThan(500);
    }
    // Sign-out hands its body to better-auth: a deep one is refused, and the session lives on.
    const deepSignOut = await call(ctx, '/api/auth/sign-out', { raw: nested(5000), cookie });
    expect(deepSignOut.status).toBe(400);
    expect(await deepSignOut.json()).toMatchObject({ error: 'bad_request', message: expect.stringMatching(/nested too deeply/) });
    expect((await call(ctx, '/api/me', { cookie })).status).toBe(200);
    // Just past the limit is refused by the depth check; strings with brackets do not count.
    const tooDeep = await call(ctx, '/api/events', { raw: nested(33), ip: freshIp() });
    expect(await tooDeep.json()).toMatchObject({ error: 'bad_request', message: expect.stringMatching(/nested too deeply/) });
    const bracketsInText = await call(ctx, '/api/events', {
      raw: JSON.stringify({ event_name: 'session_start', payload: { note: '['.repeat(100) }, session_id: 'deep-text' }),
      ip: freshIp(),
    });
    expect(bracketsInText.status).not.toBe(500);
    expect(JSON.stringify(await bracketsInText.json())).not.toMatch(/nested too deeply/);
  });
});

describe('per-client keys: IPv6 /64, IPv4-mapped addresses, proxy hops', () => {
  it('clientKey: one key per IPv4 address and per IPv6 /64', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::FFFF:cb00:7107')).toBe('203.0.113.7');
    expect(clientKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0db8:0001:0002:ffff:ffff:ffff:fffe')).toBe('2001:db8:1:2::/64');
    expect(clientKey('[2001:db8:1:2::99]:443')).toBe('2001:db8:1:2::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientKey('2001:db8:1:3::1')).not.toBe(clientKey('2001:db8:1:2::1'));
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('198.51.100.2:5555')).toBe('198.51.100.2');
  });

  let ctx: AccountsTestContext;
  afterEach(async () => {
    await ctx?.close();
  });

  const resend = (ip: string, i: number) => call(ctx, '/api/auth/send-verification-email', { body: { email: `spray-${i}-${Math.random()}@example.com` }, ip });

  it('addresses of one IPv6 /64 share one per-IP limit; another /64 has its own; ::ffff:v4 is the v4 client', async () => {
    ctx = await createAccountsContext();
    const limit = AUTH_LIMITS.resendPerIp.limit;
    // (Each answer takes ≥ 0.5 s by design, so the allowed ones go in parallel.)
    const allowed = await Promise.all(Array.from({ length: limit }, (_, i) => resend(`2001:db8:77:1:${(i + 1).toString(16)}::${i + 7}`, i)));
    expect(allowed.map((r) => r.status)).toEqual(Array(limit).fill(200));
    expect((await resend('2001:db8:77:1:ffff:ffff:ffff:ffff', limit)).status).toBe(429);
    expect((await resend('2001:db8:77:2::1', 99)).status).toBe(200);

    const mapped = await Promise.all(Array.from({ length: limit }, (_, i) => resend(i % 2 ? '192.0.2.44' : '::ffff:192.0.2.44', 100 + i)));
    expect(mapped.map((r) => r.status)).toEqual(Array(limit).fill(200));
    expect((await resend('::ffff:c000:22c', 200)).status).toBe(429);
  });

  it('TRUST_PROXY=2: the client is the second entry from the right; forged entries left of it change nothing', async () => {
    ctx = await createAccountsContext({ TRUST_PROXY: '2' });
    const limit = AUTH_LIMITS.resendPerIp.limit;
    const allowed = await Promise.all(Array.from({ length: limit }, (_, i) => resend(`10.66.${i}.1, 198.51.100.9, 10.0.0.${i + 1}`, i)));
    expect(allowed.map((r) => r.status)).toEqual(Array(limit).fill(200));
    expect((await resend('forged, 198.51.100.9, 10.0.0.99', limit)).status).toBe(429);
    expect((await resend('10.66.0.1, 198.51.100.10, 10.0.0.1', 50)).status).toBe(200);
  });
});

describe('password hashing under a burst of sign-ins', () => {
  let ctx: AccountsTestContext;
  beforeAll(async () => {
    // Production's hashing cost: the queue only fills when hashes take as long as they do there.
    ctx = await createAccountsContext({ REQUIRE_EMAIL_CONFIRMATION: 'false', PASSWORD_SCRYPT_LOG_N: '17' });
    for (const k of [0, 1, 2, 3]) await createAccount(ctx, `limits-burst-${k}@example.com`);
  }, 60_000);
  afterAll(async () => {
    await ctx?.close();
  });

  it(`runs at most ${HASH_CONCURRENCY} at once with ${HASH_QUEUE} waiting; past that 503 busy + Retry-After, for known and unknown e-mails alike`, async () => {
    const n = 4 * (HASH_CONCURRENCY + HASH_QUEUE);
    const started = performance.now();
    const responses = await Promise.all(
      Array.from({ length: n }, (_, i) =>
        call(ctx, '/api/auth/sign-in/email', {
          // Known accounts (each below its per-e-mail limit) and unknown addresses, interleaved.
          body: { email: i % 2 ? `limits-burst-${(i >> 1) % 4}@example.com` : `nobody-${i}@example.com`, password: `wrong-password-${i}` },
          ip: freshIp(),
        }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.every((s) => s === 401 || s === 503), statuses.join(',')).toBe(true);
    const busy = responses.filter((r) => r.status === 503);
    // About a queue's worth is served (plus what finished while the burst was still arriving);
    // the rest is refused at once instead of piling up.
    expect(busy.length).toBeGreaterThanOrEqual(n / 2);
    for (const r of busy) {
      expect(r.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await r.json()).toEqual({ error: 'busy', message: expect.any(String) });
    }
    // Known and unknown e-mails meet the same refusals: the answer says nothing about accounts.
    const busyKnown = responses.filter((r, i) => r.status === 503 && i % 2 === 1).length;
    expect(busyKnown).toBeGreaterThan(0);
    expect(busy.length - busyKnown).toBeGreaterThan(0);
    expect(performance.now() - started).toBeLessThan(60_000);
    // Afterwards sign-in works again.
    const ok = await call(ctx, '/api/auth/sign-in/email', { body: { email: 'nobody-after@example.com', password: 'wrong-password' }, ip: freshIp() });
    expect(ok.status).toBe(401);
  }, 90_000);
});

describe('POST /api/events throttles', () => {
  let ctx: AccountsTestContext;
  afterEach(async () => {
    await ctx?.close();
  });

  const event = (i: number) => ({ event_name: 'calculation_submitted', payload: { i }, session_id: 'limits-events' });

  it(`one client gets a burst of ${EVENTS_RATE.burst}, then 429 with Retry-After; another client is not affected`, async () => {
    ctx = await createAccountsContext();
    const statuses: number[] = [];
    for (let i = 0; i < EVENTS_RATE.burst + 20; i++) {
      // Every request from a new address of the same /64.
      const res = await call(ctx, '/api/events', { body: event(i), ip: `2001:db8:5:5::${(i + 1).toString(16)}` });
      statuses.push(res.status);
      if (res.status === 429) expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    }
    expect(statuses.filter((s) => s === 202).length).toBeGreaterThanOrEqual(EVENTS_RATE.burst);
    expect(statuses.filter((s) => s === 202).length).toBeLessThan(EVENTS_RATE.burst + 5);
    expect(statuses.at(-1)).toBe(429);
    expect((await call(ctx, '/api/events', { body: event(-1), ip: '2001:db8:5:6::1' })).status).toBe(202);
  });

  it('while the database stalls, at most the queue limit of events waits; the rest get 503 busy at once', async () => {
    ctx = await createAccountsContext({}, { eventQueueLimit: 5 });
    // Hold the database: PGlite runs one transaction at a time, so every INSERT waits.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let holding!: () => void;
    const isHolding = new Promise<void>((r) => (holding = r));
    const stall = ctx.database.transaction(async () => {
      holding();
      await held;
    });
    await isHolding;
    const pending = Array.from({ length: 30 }, (_, i) => call(ctx, '/api/events', { body: event(i), ip: freshIp() }));
    // The refusals come without waiting for the database.
    const early = await Promise.race([
      Promise.all(pending.slice(-5)).then((rs) => rs.map((r) => r.status)),
      new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 5000)),
    ]);
    release();
    await stall;
    expect(early).toEqual([503, 503, 503, 503, 503]);
    const responses = await Promise.all(pending);
    const statuses = responses.map((r) => r.status);
    const accepted = statuses.filter((s) => s === 202).length;
    expect(statuses.every((s) => s === 202 || s === 503)).toBe(true);
    expect(accepted).toBeGreaterThan(0);
    expect(accepted).toBeLessThanOrEqual(5 + 1);
    const busy = responses.find((r) => r.status === 503)!;
    expect(busy.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await busy.json()).toEqual({ error: 'busy', message: expect.any(String) });
    const stored = await ctx.database.query<{ n: number | string }>("SELECT count(*) AS n FROM events WHERE session_id = 'limits-events'");
    expect(Number(stored[0]!.n)).toBe(accepted);
  });
});

describe('no secrets in the log', () => {
  let ctx: AccountsTestContext | undefined;
  afterEach(async () => {
    vi.restoreAllMocks();
    await ctx?.close();
    ctx = undefined;
  });

  const captureLog = () => {
    const lines: string[] = [];
    const grab = (chunk: unknown) => {
      lines.push(String(chunk));
      return true;
    };
    vi.spyOn(process.stdout, 'write').mockImplementation(grab);
    vi.spyOn(process.stderr, 'write').mockImplementation(grab);
    return () => lines.join('');
  };

  it('a failed session INSERT is logged without its bound parameters (session token, user id, user agent)', async () => {
    ctx = await createAccountsContext({ LOG_LEVEL: 'debug', REQUIRE_EMAIL_CONFIRMATION: 'false' });
    await createAccount(ctx, 'limits-log@example.com');
    // A database that refuses this one session row: the error carries the INSERT's parameters.
    await ctx.database.exec("ALTER TABLE auth_sessions ADD CONSTRAINT limits_refuse CHECK (user_agent IS DISTINCT FROM 'ua-marker-5d1f')");
    const log = captureLog();
    const res = await call(ctx, '/api/auth/sign-in/email', {
      body: { email: 'limits-log@example.com', password: 'correct horse battery' },
      headers: { 'user-agent': 'ua-marker-5d1f' },
      ip: freshIp(),
    });
    vi.restoreAllMocks();
    expect(res.status).toBeGreaterThanOrEqual(500);
    const text = log();
    // The failure itself is logged (so the operator sees it) …
    expect(text).toMatch(/auth/);
    expect(text.length).toBeGreaterThan(0);
    // … but none of the values bound to the query.
    expect(text).not.toContain('ua-marker-5d1f');
    expect(text).not.toMatch(/\b[A-Za-z0-9]{32}\b/);
    expect(text).not.toContain('correct horse');
    const users = await ctx.database.query<{ id: string }>("SELECT id FROM users WHERE email = 'limits-log@example.com'");
    expect(text).not.toContain(users[0]!.id);
  });

  it('NODE_ENV=production without SMTP_URL: the confirmation link is in the outbox, never in the log', async () => {
    const log = captureLog();
    ctx = await createAccountsContext({ NODE_ENV: 'production', AUTH_SECRET: 'p'.repeat(48), LOG_LEVEL: 'debug' });
    const res = await call(ctx, '/api/auth/sign-up/email', { body: { email: 'limits-prod@example.com', password: 'tangerine-kayak-9' }, ip: freshIp() });
    expect(res.status).toBe(200);
    await ctx.app.drain();
    vi.restoreAllMocks();
    const mail = readOutbox(ctx.dataDir).find((m) => m.to === 'limits-prod@example.com');
    const link = /https?:\/\/\S+verify-email\?token=[^\s&]+/.exec(mail?.text ?? '')?.[0];
    expect(link).toBeTruthy();
    const token = new URL(link!).searchParams.get('token')!;
    const text = log();
    expect(text).toContain('limits-prod@example.com'); // the mail was noted …
    expect(text).not.toContain('verify-email'); // … without its link
    expect(text).not.toContain(token);
  });
});
