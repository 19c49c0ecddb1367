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
