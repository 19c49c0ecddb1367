import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiFetch, ApiError, NETWORK_ERROR_MESSAGE } from './api-client';

const respond = (body: string, status: number) => vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(body, { status }))));

afterEach(() => {
  vi.unstubAllGlobals();
});

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('apiFetch', () => {
  it('returns the validated JSON body', async () => {
    respond('{"loads":[],"extra":1}', 200);
    await expect(apiFetch('/api/loads', { schema: z.object({ loads: z.array(z.unknown()) }) })).resolves.toEqual({ loads: [] });
  });

  it("carries the server's { error, message }", async () => {
    respond('{"error":"invalid_credentials","message":"Invalid email or password"}', 401);
    const e = await failure(apiFetch('/api/auth/sign-in/email', { method: 'POST', body: {} }));
    expect([e.status, e.code, e.message, e.retryable]).toEqual([401, 'invalid_credentials', 'Invalid email or password', false]);
  });

  it('gives a readable message when the body is not ours, and marks 5xx retryable', async () => {
    respond('<html>Bad gateway</html>', 502);
    const e = await failure(apiFetch('/api/me'));
    expect([e.status, e.code, e.retryable]).toEqual([502, 'http_502', true]);
    expect(e.message).toMatch(/trouble/);
  });

  it('turns a network failure into status 0 (retryable)', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    const e = await failure(apiFetch('/api/me'));
    expect([e.status, e.code, e.message, e.retryable]).toEqual([0, 'network', NETWORK_ERROR_MESSAGE, true]);
  });

  it('refuses an answer that does not match the schema', async () => {
    respond('{"nope":true}', 200);
    const e = await failure(apiFetch('/api/me', { schema: z.object({ user: z.object({ id: z.string() }) }) }));
    expect(e.code).toBe('invalid_response');
  });

  it('sends JSON with same-origin credentials and keepalive when asked', async () => {
    respond('{"saved":1}', 200);
    await apiFetch('/api/loads', { method: 'PUT', body: { loads: [] }, keepalive: true });
    const [url, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(url).toBe('/api/loads');
    expect(init).toMatchObject({ method: 'PUT', credentials: 'same-origin', keepalive: true, body: '{"loads":[]}' });
    expect((init!.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });
});
