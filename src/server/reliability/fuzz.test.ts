/**
 * The fuzz gate. Bad input, wider than src/server/robustness.test.ts (1000 cases over bodies of
 * the JSON routes): every API route the app registers (uploads, health, admin reports, auth,
 * unknown paths) with malformed JSON, bodies nested up to 100,000 deep, bodies past every size
 * limit (whole and chunked), wrong types, odd Unicode, forged and garbage cookies and tokens,
 * wrong methods, and fuzzed headers (Origin, Sec-Fetch-Site, Content-Type, X-Forwarded-For,
 * User-Agent). Each case checks: the answer is 2xx/3xx or a 4xx `{ error, message }`, never a 5xx
 * other than the documented 503 `busy`; and a 4xx wrote nothing (loads, events, users, sessions,
 * roles unchanged).
 *
 * Size: FUZZ_RUNS cases (default 2000 here, so the file stays well under a minute on a busy
 * 2-core machine; 1000 on the PostgreSQL pass of npm run test:pg);
 * `FUZZ_RUNS=10000 npx vitest run src/server/reliability/fuzz.test.ts` is the full 10,000-request
 * gate (README 'Scripts'). The OCR engine is a stand-in: reading an image costs a second of CPU,
 * and the gate is about the refusal paths (wrong type, oversized, bad multipart) in front of it.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createAccountsContext, makeAdmin, ORIGIN, type AccountsTestContext } from '../testing/accounts';
import type { OcrEngine } from '../ocr/engine';
import { normaliseForOcr } from '../ocr/normalise';
import { nthCloudLoad } from '../testing/sync-clients';

/** Fewer on the PostgreSQL pass (npm run test:pg), which repeats the same properties over the network. */
const CASES = Number(process.env.FUZZ_RUNS) || (process.env.TEST_DATABASE_URL ? 1000 : 2000);

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

/** A PNG-looking file over the 10 MB upload limit (one buffer, shared by the cases that use it). */
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const OVERSIZED_FILE = Buffer.concat([PNG_MAGIC, Buffer.alloc(10 * 1024 * 1024, 0x41)]);
const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);

/** Text a careless parser trips on: control and format characters, unpaired surrogates, look-alikes. */
const oddUnicode = fc.oneof(
  fc.constantFrom(
    '\u202eevil\u202c',
    '\ufeff{"a":1}',
    'e\u0301',
    '\u200b\u200d\u2060',
    'ＡＤＭＩＮ@ｅｘａｍｐｌｅ.com',
    'İstanbul',
    '\udc00\ud800',
    '\uffff\ufffe',
    '👨‍👩‍👧‍👦'.repeat(40),
    'a\u0000b@example.com',
  ),
  fc.string({ unit: 'binary', maxLength: 30 }),
);

const nasty = fc.oneof(
  fc.constantFrom('\u0000', '\ud800', "'; DROP TABLE loads; --", '', ' ', '𝕏'.repeat(120), 'x'.repeat(2500), '1e999', '-0', 'NaN'),
  oddUnicode,
  fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER, -1, 0, 1e-320, 2 ** 53 + 1),
  fc.constantFrom(null, true, [], {}, [[[]]]),
  fc.string({ maxLength: 30 }),
  fc.double(),
);

const loadWith = fc
  .tuple(fc.constantFrom('id', 'origin', 'miles', 'rate', 'rpm', 'outcome', 'created_at', 'split_percent', 'notes', 'fuel_type', 'extra'), nasty, fc.nat(1000))
  .map(([key, value, n]) => ({ ...nthCloudLoad('fuzz', n), base_version: 0, [key]: value }));

const jsonBody = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
  fc.constantFrom('', '{', 'null', '[]', '{"loads":[]}', '{"loads":null}', '{"__proto__":{"isAdmin":true}}', '\u0000'),
  fc.array(fc.oneof(loadWith, fc.tuple(fc.nat(1000), fc.nat(3)).map(([n, v]) => ({ ...nthCloudLoad('fuzz', n), base_version: v }))), { minLength: 0, maxLength: 55 }).map((loads) => JSON.stringify({ loads })),
  fc
    .record({
      event_name: fc.oneof(fc.constantFrom('session_start', 'calculation_submitted', 'decision_logged', 'nope'), nasty),
      payload: fc.oneof(nasty, fc.dictionary(fc.string({ maxLength: 8 }), nasty, { maxKeys: 30 })),
      session_id: fc.oneof(fc.constant('fuzz-session'), nasty),
    })
    .map((e) => JSON.stringify(e)),
  fc.record({ email: fc.oneof(nasty, fc.emailAddress()), password: nasty, name: nasty }, { requiredKeys: [] }).map((c) => JSON.stringify(c)),
);

/** Nesting past any schema: arrays and objects 33 to 100,000 deep, closed or not, alone or inside a real shape. */
const deepBody = fc.oneof(
  fc.integer({ min: 33, max: 300 }).map((n) => `${'['.repeat(n)}${']'.repeat(n)}`),
  fc.constantFrom(2_000, 8_000, 100_000).map((n) => `${'['.repeat(n)}${']'.repeat(n)}`),
  fc.integer({ min: 10, max: 60_000 }).map((n) => `{"loads":[{"id":"deep","notes":${'{"a":'.repeat(n)}1${'}'.repeat(n)}}]}`),
  fc.integer({ min: 10, max: 60_000 }).map((n) => `{"email":"a@b.co","password":${'['.repeat(n)}`),
  fc.integer({ min: 1, max: 5_000 }).map((n) => `{"event_name":"session_start","session_id":"s","payload":${'{"k":'.repeat(n)}0${'}'.repeat(n)}}`),
);

/** Past every route's limit: a whole string (built once), or (see `chunked` below) a stream with no length. */
const hugeBody = fc.constantFrom(
  ...[17 * 1024, 600 * 1024].map((n) => `{"email":"${'a'.repeat(n)}@example.com","password":"x"}`),
  ...[5 * 1024, 20 * 1024].map((n) => JSON.stringify({ event_name: 'session_start', payload: { a: 'x'.repeat(n) }, session_id: 's' })),
  ...[300, 5000].map((n) => JSON.stringify({ loads: Array.from({ length: n }, (_, i) => nthCloudLoad('huge', i)) })),
);

/** A chunked body of `bytes` bytes (no Content-Length), made as it is read; rarely past the upload limit. */
const chunkedSize = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(20 * 1024, 700 * 1024) },
  { weight: 1, arbitrary: fc.constant(11 * 1024 * 1024) },
);
function chunked(bytes: number): ReadableStream<Uint8Array> {
  const chunk = new Uint8Array(64 * 1024).fill(0x5b); // '['
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      const part = chunk.subarray(0, Math.min(chunk.length, bytes - sent));
      sent += part.length;
      controller.enqueue(part);
    },
  });
}

/** A multipart body (boundary "fuzzb") with a file part of fuzzed name, type and bytes. */
const multipartBody = fc
  .record({
    field: fc.constantFrom('file', 'file', 'file', 'image', '', 'file[]'),
    filename: fc.oneof(fc.constantFrom('r.png', 'r.jpg', '../../etc/passwd', '', 'a"b.png'), fc.string({ maxLength: 20 })),
    type: fc.constantFrom('image/png', 'image/jpeg', 'image/webp', 'text/plain', 'application/pdf', ''),
    bytes: fc.oneof(
      { weight: 1, arbitrary: fc.constant(OVERSIZED_FILE) },
      { weight: 4, arbitrary: fc.uint8Array({ maxLength: 300 }).map((b) => Buffer.from(b)) },
      { weight: 4, arbitrary: fc.uint8Array({ maxLength: 200 }).map((b) => Buffer.concat([PNG_MAGIC, Buffer.from(b)])) },
      { weight: 4, arbitrary: fc.uint8Array({ maxLength: 200 }).map((b) => Buffer.concat([JPEG_MAGIC, Buffer.from(b)])) },
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
  fc.constantFrom('?cursor=0', '?cursor=', '?cursor=%00', '?cursor=99999999999999999999', '?cursor=1&cursor=2', '?token=abc', '?token=', '?callbackURL=https://evil.example', '?a[b]=1'),
  fc.string({ maxLength: 20 }).map((s) => `?cursor=${encodeURIComponent(s)}`),
  fc.string({ maxLength: 20 }).map((s) => `?token=${encodeURIComponent(s)}&callbackURL=${encodeURIComponent(s)}`),
  // Forged confirmation tokens: JWT-shaped with a made-up signature, or none at all ("alg":"none").
  fc
    .tuple(fc.base64String({ maxLength: 40 }), fc.base64String({ maxLength: 40 }))
    .map(([claims, sig]) => `?token=eyJhbGciOiJIUzI1NiJ9.${claims.replace(/=+$/, '')}.${sig.replace(/=+$/, '')}`),
  fc.constantFrom(
    '?token=eyJhbGciOiJub25lIn0.eyJlbWFpbCI6ImZ1enotdXNlckBleGFtcGxlLmNvbSJ9.',
    `?token=${'A'.repeat(5000)}`,
    '?token=%E0%A4%A',
    '?token=a&token=b',
  ),
);

/** Session cookies an attacker can make: random and signed-looking values, prefixed names, garbage. */
const forgedCookie = fc.oneof(
  fc
    .tuple(fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 40 }), fc.base64String({ maxLength: 48 }))
    .map(([token, sig]) => `loadmath.session_token=${encodeURIComponent(token)}.${encodeURIComponent(sig)}`),
  fc.base64String({ maxLength: 64 }).map((v) => `__Secure-loadmath.session_token=${encodeURIComponent(v)}`),
  fc.constantFrom(
    'loadmath.session_token=',
    'loadmath.session_token=.',
    'loadmath.session_token="quoted"',
    'loadmath.session_token=a; loadmath.session_token=b',
    '=; ;;; =x',
    'loadmath.session_token=%E0%A4%A',
  ),
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
    ctx = await createAccountsContext(
      { WEB_DIST_DIR: './dist', TRUST_PROXY: 'false' },
      {
        ocr: fakeOcr,
        // Throttles would turn most cases of these routes into a 429 before their body is read;
        // here the bodies are the point (the throttles have tests of their own).
        extractRateLimiter: { check: async () => {} },
        eventRate: { burst: 1e9, perSecond: 1e9 },
      },
    );
    const { app } = ctx;
    // Every route the app registers is fuzzed, so a route added later is covered too.
    for (const r of app.routes) {
      if (r.method === 'ALL' || !r.path.startsWith('/api/')) continue;
      const entry: [string, string] = [r.method, r.path.replace(/\*$/, 'x').replace(/:[A-Za-z]+/g, 'x')];
      if (!ROUTES.some(([m, p]) => m === entry[0] && p === entry[1])) ROUTES.push(entry);
    }
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
        fc.oneof(
          { weight: 8, arbitrary: jsonBody },
          { weight: 2, arbitrary: multipartBody },
          { weight: 1, arbitrary: deepBody },
          { weight: 1, arbitrary: hugeBody },
          { weight: 1, arbitrary: chunkedSize },
        ),
        query,
        contentType,
        fc.oneof(
          { weight: 6, arbitrary: fc.constantFrom('none', 'user', 'admin', 'garbage', 'two-cookies', 'huge') },
          { weight: 1, arbitrary: forgedCookie },
        ),
        fc.constantFrom<string | undefined>(undefined, ORIGIN, 'https://evil.example', 'null', 'http://localhost:3000.evil.example', ''),
        fc.constantFrom<string | undefined>(undefined, 'same-origin', 'cross-site', 'none', 'same-site', 'garbage'),
        fc.oneof(fc.constant(undefined), fc.constantFrom('1.2.3.4', 'garbage, ::1', '', '999.999.999.999'), fc.string({ maxLength: 20 })),
        fc.oneof(fc.constant(undefined), fc.string({ maxLength: 600 })),
        fc.nat(9),
        async ([anyMethod, anyPath], methodOverride, body, qs, anyType, cookieKind, origin, site, forwarded, userAgent, aim) => {
          // Most multipart bodies go where they fit (the upload, with its boundary), so the
          // upload's refusal paths behind the content-type check are reached often.
          const upload = Buffer.isBuffer(body) && aim < 4;
          const [routeMethod, routePath] = upload ? ['POST', '/api/extract-load-data'] : [anyMethod, anyPath];
          const type = Buffer.isBuffer(body) && aim < 7 ? 'multipart/form-data; boundary=fuzzb' : anyType;
          const method = upload && aim < 2 ? 'POST' : (methodOverride ?? routeMethod);
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
          if (auth.includes('=')) set('cookie', auth);
          const before = await snapshot();
          const noBody = method === 'GET' || method === 'HEAD';
          const res = await ctx.request(`${routePath}${qs}`, {
            method,
            headers,
            body: noBody ? undefined : typeof body === 'string' ? body : typeof body === 'number' ? chunked(body) : new Uint8Array(body),
            redirect: 'manual',
            duplex: 'half',
          } as RequestInit);
          const shown = typeof body === 'number' ? `<${body} bytes chunked>` : String(body).slice(0, 100);
          const label = `${method} ${routePath}${qs} [${auth.slice(0, 60)}, origin ${origin}, ${type}] ${shown}`;
          seen.set(res.status, (seen.get(res.status) ?? 0) + 1);
          if (res.status >= 500) {
            // The one documented 503 that bad input may meet: a full queue (README 'Accounts, sessions and security').
            expect(res.status, label).toBe(503);
            expect(((await res.clone().json()) as { error?: unknown }).error, label).toBe('busy');
          }
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
      { numRuns: CASES, seed: Number(process.env.FUZZ_SEED) || 20260611, endOnFailure: true },
    );
    // The run reached the success paths too, not only the rejections.
    expect([...seen.keys()].some((s) => s >= 200 && s < 300)).toBe(true);
    expect([...seen.keys()].some((s) => s >= 400 && s < 500)).toBe(true);
    // The size and depth limits were met: 413 and 400 both came up.
    expect(seen.get(413) ?? 0).toBeGreaterThan(0);
    expect(seen.get(400) ?? 0).toBeGreaterThan(0);
    // The upload's refusal paths were reached (415 is only ever its answer).
    expect(seen.get(415) ?? 0).toBeGreaterThan(0);
    // The shared sessions were still valid at the end (so later cases ran signed in).
    expect((await ctx.request('/api/me', { headers: { cookie: userCookie } })).status).toBe(200);
  }, 300_000);
});
