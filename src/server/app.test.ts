import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './testing/test-app';

describe('HTTP app basics', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('GET /api/health answers ok with the database reachable', async () => {
    const res = await ctx.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, database: { kind: 'pglite', reachable: true } });
  });

  it('unknown API routes answer 404 with { error, message }', async () => {
    const res = await ctx.request('/api/nope');
    expect(res.status).toBe(404);
    const body = await res.json();
    expect(body.error).toBe('not_found');
    expect(body.message).toContain('/api/nope');
  });

  it('sends an enforced Content-Security-Policy and other security headers', async () => {
    const res = await ctx.request('/api/health');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('health answers 503 once the database is gone, and the app keeps answering', async () => {
    const other = await createTestContext();
    await other.database.close();
    const res = await other.request('/api/health');
    expect(res.status).toBe(503);
    expect((await res.json()).ok).toBe(false);
  });
});

describe('web app pages: pre-rendered / and /auth, the empty shell for every other path', () => {
  let ctx: TestContext;
  let dist: string;
  const PRERENDERED = '<!doctype html><html><body><div id="root" data-prerendered="/"><main>Loaded miles</main></div></body></html>';
  const SHELL = '<!doctype html><html><body><div id="root"></div></body></html>';
  const AUTH = '<!doctype html><html><body><div id="root" data-prerendered="/auth"><main>Sign in</main></div></body></html>';
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'lm-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), PRERENDERED);
    writeFileSync(path.join(dist, 'shell.html'), SHELL);
    writeFileSync(path.join(dist, 'auth.html'), AUTH);
    ctx = await createTestContext({ WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("'/' is the pre-rendered calculator", async () => {
    const res = await ctx.request('/');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(PRERENDERED);
  });

  it("'/auth' is the pre-rendered sign-in page, revalidated like every page", async () => {
    const res = await ctx.request('/auth');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toBe(AUTH);
  });

  // /share: the web manifest's share target (a load offer shared from another app, read on '/').
  it.each(['/admin/analytics', '/no/such/page', '/auth/', '/authx', '/share?title=Load&text=Dallas%20TX%20to%20Atlanta%20GA%20%241850&url='])('%s gets the shell, never a pre-rendered page', async (p) => {
    const res = await ctx.request(p);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toBe(SHELL);
  });

  it('an older build without a shell or auth.html still serves its index.html everywhere', async () => {
    const old = mkdtempSync(path.join(tmpdir(), 'lm-dist-'));
    writeFileSync(path.join(old, 'index.html'), SHELL);
    const other = await createTestContext({ WEB_DIST_DIR: old });
    try {
      expect(await (await other.request('/auth')).text()).toBe(SHELL);
    } finally {
      await other.close();
      rmSync(old, { recursive: true, force: true });
    }
  });
});
