import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeCloudLoad } from '../domain/test-data';
import { buildApp } from './app';
import { call, createAccount, createAccountsContext, ORIGIN, type AccountsTestContext } from './testing/accounts';
import { loadConfig } from './config';
import type { Database } from './db/client';
import { createLogger } from './logger';
import { createTestDatabase } from './testing/test-app';

const ROUTES: [method: string, path: string][] = [
  ['GET', '/api/me'],
  ['GET', '/api/loads'],
  ['PUT', '/api/loads'],
  ['GET', '/api/profiles'],
  ['PUT', '/api/profiles'],
  ['POST', '/api/events'],
  ['GET', '/api/admin/analytics/daily'],
  ['GET', '/api/admin/analytics/funnel'],
  ['GET', '/api/admin/analytics/users'],
  ['POST', '/api/auth/sign-up/email'],
  ['POST', '/api/auth/sign-in/email'],
  ['POST', '/api/auth/sign-out'],
  ['GET', '/api/auth/get-session'],
  ['GET', '/api/auth/verify-email'],
  ['POST', '/api/auth/send-verification-email'],
];

const validLoad = {
  ...fakeCloudLoad({
  id: 'fuzz-1',
  origin: 'Tulsa, OK',
  destination: 'Wichita, KS',
  miles: 175,
  rate: 650,
  fsc: 40,
  tolls: 0,
  fuel_cost: 105,
  rpm: 2.1,
  profit: 367,
  notes: null,
  outcome: 'book',
  fuel_type: 'diesel',
  split_percent: null,
  created_at: '2025-06-01T09:00:00Z',
  }),
  base_version: 0,
};

/** Values PostgreSQL or JSON could choke on. */
const nasty = fc.oneof(
  fc.constantFrom('\u0000', 'a\u0000b', '\ud800', "'; DROP TABLE loads; --", '1e999', 'NaN', '', ' ', '𝕏'.repeat(300), 'x'.repeat(3000)),
  fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER, -0, 0.1, 2 ** 53 + 1),
  fc.constantFrom(null, true, [], {}, [[[]]], { __proto__: { x: 1 } }),
  fc.string({ maxLength: 40 }),
  fc.double(),
  fc.integer(),
);

/** A valid load with one field replaced (or removed, or an extra one added). */
const mutatedLoad = fc
  .tuple(fc.constantFrom(...Object.keys(validLoad), 'user_id', 'extra'), nasty, fc.boolean())
  .map(([key, value, remove]) => {
    const load: Record<string, unknown> = { ...validLoad };
    if (remove) delete load[key];
    else load[key] = value;
    return load;
  });

const body = fc.oneof(
  fc.jsonValue().map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 200 }),
  fc.constantFrom('', '{', '[', 'null', '{"loads":', '\u0000', '{"__proto__":{"admin":true}}'),
  fc.array(mutatedLoad, { minLength: 0, maxLength: 3 }).map((loads) => JSON.stringify({ loads })),
  mutatedLoad.map((l) => JSON.stringify({ loads: [l] })),
  fc.record({ event_name: fc.oneof(fc.constantFrom('session_start', 'decision_logged', 'preset_toggled'), nasty), payload: fc.oneof(nasty, fc.dictionary(fc.string({ maxLength: 5 }), nasty, { maxKeys: 4 })), session_id: nasty }).map((e) => JSON.stringify(e)),
  fc.record({ email: fc.oneof(nasty, fc.emailAddress()), password: nasty }).map((c) => JSON.stringify(c)),
);

const query = fc.oneof(
  fc.constant(''),
  fc.constantFrom('?cursor=0', '?cursor=', '?cursor=-1', '?cursor=1e999', '?cursor=%00', '?token=abc&callbackURL=https://evil.example', '?cursor=1&cursor=2', '?since=2025-01-01T00:00:00Z'),
  fc.string({ maxLength: 30 }).map((s) => `?cursor=${encodeURIComponent(s)}`),
);

describe('bad input never produces a 500 (fast-check, 1000 cases, fixed seed)', () => {
  let ctx: AccountsTestContext;
  let cookie: string;
  beforeAll(async () => {
    ctx = await createAccountsContext();
    cookie = (await createAccount(ctx, 'fuzz@example.com')).cookie;
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('every route answers 2xx/3xx or a 4xx { error, message }', async () => {
    const before = await ctx.database.query('SELECT user_id, id, origin, rate FROM loads ORDER BY id');
    let writes = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROUTES),
        fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', null),
        body,
        query,
        fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=utf-16'),
        fc.constantFrom('none', 'valid', 'garbage'),
        async ([routeMethod, routePath], methodOverride, text, qs, contentType, auth) => {
          const method = methodOverride ?? routeMethod;
          const headers: Record<string, string> = { 'content-type': contentType, origin: ORIGIN };
          if (auth === 'valid') headers.cookie = cookie;
          if (auth === 'garbage') headers.cookie = 'loadmath.session_token=forged.signature; other=1';
          const res = await ctx.request(`${routePath}${qs}`, {
            method,
            headers,
            body: method === 'GET' || method === 'HEAD' ? undefined : text,
            redirect: 'manual',
          });
          expect(res.status, `${method} ${routePath}${qs} ${text.slice(0, 120)}`).toBeLessThan(500);
          if (res.status >= 400) {
            const json = (await res.json()) as { error?: unknown; message?: unknown };
            expect(typeof json.error).toBe('string');
            expect(typeof json.message).toBe('string');
          } else {
            await res.arrayBuffer();
          }
          if (method === 'PUT' && routePath === '/api/loads' && res.status === 200) writes += 1;
        },
      ),
      { numRuns: 1000, seed: 20250601, endOnFailure: true },
    );
    // Only well-formed batches were written, and only to the fuzz account's own rows.
    const after = await ctx.database.query<{ user_id: string }>('SELECT user_id, id, origin, rate FROM loads ORDER BY id');
    expect(new Set(after.map((r) => r.user_id)).size).toBeLessThanOrEqual(1);
    if (writes === 0) expect(after).toEqual(before);
  });
});

/** A database whose connection can be cut and restored, to test 503 and recovery. */
function flakyDatabase(inner: Database) {
  let down = false;
  const fail = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  const database: Database = {
    ...inner,
    query: async (sql, params) => {
      if (down) throw fail();
      return inner.query(sql, params);
    },
    transaction: async (fn) => {
      if (down) throw fail();
      return inner.transaction(fn);
    },
    ping: async () => !down && inner.ping(),
  };
  return { database, setDown: (value: boolean) => (down = value) };
}

describe('database outage', () => {
  it('answers 503 while the database is unreachable and recovers when it returns', async () => {
    const inner = await createTestDatabase();
    const { database, setDown } = flakyDatabase(inner);
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: ORIGIN, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'lm-flaky-')) });
    const app = buildApp({ config, database, logger: createLogger('silent') });
    const ctx = { request: (p: string, init?: RequestInit) => app.request(`${ORIGIN}${p}`, init) };
    const event = { body: { event_name: 'session_start', payload: {}, session_id: 'outage' } };
    try {
      expect((await call(ctx as never, '/api/events', event)).status).toBe(202);
      setDown(true);
      const res = await call(ctx as never, '/api/events', event);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ error: 'database_unavailable', message: expect.any(String) });
      expect((await call(ctx as never, '/api/health')).status).toBe(503);
      expect((await call(ctx as never, '/api/auth/sign-in/email', { body: { email: 'a@example.com', password: 'whatever-long' } })).status).toBe(503);
      setDown(false);
      expect((await call(ctx as never, '/api/events', event)).status).toBe(202);
      expect((await call(ctx as never, '/api/health')).status).toBe(200);
      const rows = await inner.query<{ n: number | string }>("SELECT count(*) AS n FROM events WHERE session_id = 'outage'");
      expect(Number(rows[0]!.n)).toBe(2);
    } finally {
      await app.drain();
      await inner.close();
      rmSync(config.DATA_DIR, { recursive: true, force: true });
    }
  });
});
