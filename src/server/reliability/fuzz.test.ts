/**
 * Bad input, wider than src/server/robustness.test.ts (1000 cases over bodies of the JSON
 * routes): every API route including uploads, health, admin reports and unknown paths, and
 * fuzzed headers (Origin, Sec-Fetch-Site, Content-Type, cookies, X-Forwarded-For, User-Agent).
 * Each case checks: the answer is 2xx/3xx or a 4xx `{ error, message }`, never 5xx; and a 4xx
 * wrote nothing (loads, events, users, sessions, roles unchanged).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createAccount, makeAdmin, ORIGIN, type AccountsTestContext } from '../auth/testing';
import { loadConfig } from '../config';
import { createLogger } from '../logger';
import type { OcrEngine } from '../ocr/engine';
import { normaliseForOcr } from '../ocr/normalise';
import { createTestDatabase } from '../testing/test-app';
import { cloudLoad } from './helpers';

/** Fewer on the PostgreSQL pass (npm run test:pg), which repeats the same properties over the network. */
const CASES = process.env.TEST_DATABASE_URL ? 1000 : 3000;

/**
 * Stands in for Tesseract (a third party): the fuzz is about the request, not the reading. The
 * fuzzed bytes still go through our own preparation (sharp), as the real engine does first.
 */
const fakeOcr: OcrEngine = {
  recognize: async (image) => {
    await normaliseForOcr(image);
    return { text: 'Rate Confirmation\nPickup: Dallas, TX\nDelivery: Tulsa, OK\nMiles: 260\nRate: $900.00', confidence: 90 };
  },
  close: async () => {},
};

const ROUTES: [method: string, path: string][] = [
  ['GET', '/api/health'],
  ['GET', '/api/me'],
  ['GET', '/api/loads'],
  ['PUT', '/api/loads'],
  ['POST', '/api/events'],
  ['GET', '/api/admin/analytics/daily'],
  ['GET', '/api/admin/analytics/funnel'],
  ['GET', '/api/admin/analytics/users'],
  ['POST', '/api/extract-load-data'],
  ['POST', '/api/auth/sign-up/email'],
  ['POST', '/api/auth/sign-in/email'],
  ['POST', '/api/auth/sign-out'],
  ['GET', '/api/auth/get-session'],
  ['GET', '/api/auth/verify-email'],
  ['POST', '/api/auth/send-verification-email'],
  ['POST', '/api/auth/request-password-reset'],
  ['POST', '/api/auth/reset-password'],
  ['POST', '/api/auth/change-password'],
  ['POST', '/api/auth/revoke-other-sessions'],
  ['GET', '/api/nope'],
];

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);

const nasty = fc.oneof(
  fc.constantFrom('\u0000', '\ud800', "'; DROP TABLE loads; --", '', ' ', '𝕏'.repeat(120), 'x'.repeat(2500), '1e999', '-0', 'NaN'),
  fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER, -1, 0, 1e-320, 2 ** 53 + 1),
  fc.constantFrom(null, true, [], {}, [[[]]]),
  fc.string({ maxLength: 30 }),
  fc.double(),
);

const loadWith = fc
  .tuple(fc.constantFrom('id', 'origin', 'miles', 'rate', 'rpm', 'outcome', 'created_at', 'split_percent', 'notes', 'fuel_type', 'extra'), nasty, fc.nat(1000))
  .map(([key, value, n]) => ({ ...cloudLoad('fuzz', n), [key]: value }));

const jsonBody = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
  fc.constantFrom('', '{', 'null', '[]', '{"loads":[]}', '{"loads":null}', '{"__proto__":{"isAdmin":true}}', '\u0000'),
  fc.array(fc.oneof(loadWith, fc.nat(1000).map((n) => cloudLoad('fuzz', n))), { minLength: 0, maxLength: 55 }).map((loads) => JSON.stringify({ loads })),
  fc
    .record({
      event_name: fc.oneof(fc.constantFrom('session_start', 'calculation_submitted', 'decision_logged', 'nope'), nasty),
      payload: fc.oneof(nasty, fc.dictionary(fc.string({ maxLength: 8 }), nasty, { maxKeys: 30 })),
      session_id: fc.oneof(fc.constant('fuzz-session'), nasty),
    })
    .map((e) => JSON.stringify(e)),
  fc.record({ email: fc.oneof(nasty, fc.emailAddress()), password: nasty, name: nasty }, { requiredKeys: [] }).map((c) => JSON.stringify(c)),
);

/** A multipart body (boundary "fuzzb") with a file part of fuzzed name, type and bytes. */
const multipartBody = fc
  .record({
    field: fc.constantFrom('file', 'image', '', 'file[]'),
    filename: fc.oneof(fc.constantFrom('r.png', 'r.jpg', '../../etc/passwd', '', 'a"b.png'), fc.string({ maxLength: 20 })),
    type: fc.constantFrom('image/png', 'image/jpeg', 'image/webp', 'text/plain', 'application/pdf', ''),
    bytes: fc.oneof(
      fc.uint8Array({ maxLength: 300 }).map((b) => Buffer.from(b)),
      fc.uint8Array({ maxLength: 200 }).map((b) => Buffer.concat([PNG_MAGIC, Buffer.from(b)])),
      fc.uint8Array({ maxLength: 200 }).map((b) => Buffer.concat([JPEG_MAGIC, Buffer.from(b)])),
    ),
    truncate: fc.boolean(),
  })
  .map(({ field, filename, type, bytes, truncate }) => {
    const head = `--fuzzb\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n${type ? `Content-Type: ${type}\r\n` : ''}\r\n`;
    const body = Buffer.concat([Buffer.from(head), bytes, Buffer.from(truncate ? '' : '\r\n--fuzzb--\r\n')]);
    return body;
  });

const contentType = fc.constantFrom(
  undefined,
  'application/json',
  'application/json; charset=utf-16',
  'text/plain',
  'multipart/form-data; boundary=fuzzb',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/x-www-form-urlencoded',
  'image/png',
);

const query = fc.oneof(
  fc.constant(''),
  fc.constantFrom('?since=2025-01-01T00:00:00Z', '?since=', '?since=%00', '?since=2025-02-30T25:61:00Z', '?since=1&since=2', '?token=abc', '?token=', '?callbackURL=https://evil.example', '?a[b]=1'),
  fc.string({ maxLength: 20 }).map((s) => `?since=${encodeURIComponent(s)}`),
  fc.string({ maxLength: 20 }).map((s) => `?token=${encodeURIComponent(s)}&callbackURL=${encodeURIComponent(s)}`),
);

interface Snapshot {
  loads: string;
  loads_changed: string;
  events: string;
  users: string;
  sessions: string;
  roles: string;
}

describe(`bad input across every route and header (fast-check, ${CASES} cases, fixed seed)`, () => {
  let ctx: AccountsTestContext;
  let userCookie: string;
  let adminCookie: string;
  beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lm-fuzz-'));
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: ORIGIN, DATA_DIR: dataDir, WEB_DIST_DIR: './dist' });
    const database = await createTestDatabase();
    const app = buildApp({ config, database, logger: createLogger('silent'), ocr: fakeOcr });
    ctx = {
      app,
      database,
      config,
      dataDir,
      request: async (p, init) => app.request(`${ORIGIN}${p}`, init),
      close: async () => {
        await app.drain();
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
    userCookie = (await createAccount(ctx, 'fuzz-user@example.com')).cookie;
    const admin = await createAccount(ctx, 'fuzz-admin@example.com');
    await makeAdmin(ctx, admin.id);
    adminCookie = admin.cookie;
  }, 60_000);
  afterAll(async () => {
    await ctx?.close();
  });

  const snapshot = async () =>
    (
      await ctx.database.query<Snapshot & Record<string, unknown>>(
        `SELECT (SELECT count(*) FROM loads)::text AS loads,
                (SELECT coalesce(max(updated_at)::text, '') FROM loads) AS loads_changed,
                (SELECT count(*) FROM events)::text AS events,
                (SELECT count(*) FROM users)::text AS users,
                (SELECT count(*) FROM auth_sessions)::text AS sessions,
                (SELECT count(*) FROM user_roles)::text AS roles`,
      )
    )[0]!;

  it('only 2xx/3xx or 4xx { error, message }; a 4xx writes nothing', async () => {
    const seen = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROUTES),
        fc.constantFrom(null, null, null, 'GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'),
        fc.oneof({ weight: 4, arbitrary: jsonBody }, { weight: 1, arbitrary: multipartBody }),
        query,
        contentType,
        fc.constantFrom('none', 'user', 'admin', 'garbage', 'two-cookies', 'huge'),
        fc.constantFrom<string | undefined>(undefined, ORIGIN, 'https://evil.example', 'null', 'http://localhost:3000.evil.example', ''),
        fc.constantFrom<string | undefined>(undefined, 'same-origin', 'cross-site', 'none', 'same-site', 'garbage'),
        fc.oneof(fc.constant(undefined), fc.constantFrom('1.2.3.4', 'garbage, ::1', '', '999.999.999.999'), fc.string({ maxLength: 20 })),
        fc.oneof(fc.constant(undefined), fc.string({ maxLength: 600 })),
        async ([routeMethod, routePath], methodOverride, body, qs, type, cookieKind, origin, site, forwarded, userAgent) => {
          const method = methodOverride ?? routeMethod;
          // A successful sign-out would end the shared sessions for the rest of the run.
          const auth = routePath === '/api/auth/sign-out' && cookieKind !== 'none' ? 'garbage' : cookieKind;
          const headers = new Headers();
          const set = (name: string, value: string | undefined) => {
            // Values a browser could never send (control characters) are dropped, not crashed on.
            if (value !== undefined && /^[\t\x20-\x7e\x80-\xff]*$/.test(value)) headers.set(name, value);
          };
          set('content-type', type);
          set('origin', origin);
          set('sec-fetch-site', site);
          set('x-forwarded-for', forwarded);
          set('user-agent', userAgent);
          if (auth === 'user') headers.set('cookie', userCookie);
          if (auth === 'admin') headers.set('cookie', adminCookie);
          if (auth === 'garbage') headers.set('cookie', 'loadmath.session_token=forged.c2lnbmF0dXJl; other=%ZZ');
          if (auth === 'two-cookies') headers.set('cookie', `${userCookie}; ${adminCookie}`);
          if (auth === 'huge') headers.set('cookie', `loadmath.session_token=${'a'.repeat(6000)}`);
          const before = await snapshot();
          const res = await ctx.request(`${routePath}${qs}`, {
            method,
            headers,
            body: method === 'GET' || method === 'HEAD' ? undefined : typeof body === 'string' ? body : new Uint8Array(body),
            redirect: 'manual',
          });
          const label = `${method} ${routePath}${qs} [${auth}, origin ${origin}, ${type}] ${String(body).slice(0, 100)}`;
          seen.set(res.status, (seen.get(res.status) ?? 0) + 1);
          expect(res.status, label).toBeLessThan(500);
          if (res.status >= 400) {
            const json = (await res.json()) as { error?: unknown; message?: unknown };
            expect(typeof json.error, label).toBe('string');
            expect(typeof json.message, label).toBe('string');
            expect(await snapshot(), `a ${res.status} wrote something: ${label}`).toEqual(before);
          } else {
            await res.arrayBuffer();
          }
        },
      ),
      { numRuns: CASES, seed: 20260611, endOnFailure: true },
    );
    // The run reached the success paths too, not only the rejections.
    expect([...seen.keys()].some((s) => s >= 200 && s < 300)).toBe(true);
    expect([...seen.keys()].some((s) => s >= 400 && s < 500)).toBe(true);
    // The shared sessions were still valid at the end (so later cases ran signed in).
    expect((await ctx.request('/api/me', { headers: { cookie: userCookie } })).status).toBe(200);
  }, 300_000);
});
