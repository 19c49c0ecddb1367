import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger, formatDetail, redactText } from './logger';

describe('logger', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('writes warn and error to stderr, info and debug to stdout, below the level nothing', () => {
    const out = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const err = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const logger = createLogger('info');
    logger.debug('hidden');
    logger.info('started');
    logger.warn('slow');
    logger.error('broken');
    expect(out.mock.calls.map((c) => String(c[0]))).toEqual([expect.stringMatching(/ INFO started\n$/)]);
    expect(err.mock.calls.map((c) => String(c[0]))).toEqual([
      expect.stringMatching(/ WARN slow\n$/),
      expect.stringMatching(/ ERROR broken\n$/),
    ]);
  });

  it('details: errors keep their database code and cause; circular objects do not throw', () => {
    const error = Object.assign(new Error('insert failed', { cause: new Error('disk full') }), { code: '53100' });
    const text = formatDetail(error);
    expect(text).toContain('insert failed');
    expect(text).toContain("code: '53100'");
    expect(text).toContain('disk full');
    const circular: Record<string, unknown> = { a: 1 };
    circular.self = circular;
    expect(formatDetail(circular)).toContain('a: 1');
    expect(formatDetail({ a: 1 })).toBe('{"a":1}');
  });

  it('redacts secrets: bound parameters, password and token fields, token-looking text; leaves the rest', () => {
    const token = 'Qm9vbGVhbkZ1enpUb2tlbjEyMzQ1Njc4OTBhYmNk';
    const query = Object.assign(new Error(`Failed query: insert into "auth_sessions" ("token") values ($1)\nparams: ${token},alice@example.com`), {
      params: [token, 'alice@example.com'],
      cause: Object.assign(new Error('duplicate key'), { detail: 'Key (email)=(alice@example.com) already exists.', code: '23505' }),
    });
    const text = formatDetail(query);
    expect(text).toContain('Failed query: insert into "auth_sessions"');
    expect(text).toContain("code: '23505'");
    expect(text).not.toContain(token);
    expect(text).not.toContain('alice@example.com');

    const fields = formatDetail({ password: 'hunter22', newPassword: 'x', cookie: 'a=b', headers: { authorization: 'Basic Zm9vOmJhcg==' }, user: 'u1' });
    expect(fields).not.toMatch(/hunter22|a=b|Zm9vOmJhcg/);
    expect(fields).toContain('"user":"u1"');

    const link = 'http://localhost:3000/api/auth/verify-email?token=eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6ImFAYi5jIn0.c2lnbmF0dXJlc2ln&callbackURL=/';
    expect(redactText(`open ${link}`)).toBe('open http://localhost:3000/api/auth/verify-email?token=[redacted]&callbackURL=/');
    expect(redactText('cookie: loadmath.session_token=abc.def; other=1')).toBe('cookie: loadmath.session_token=[redacted]; other=1');
    expect(redactText('hash $scrypt$ln=17,r=8,p=1$c2FsdA==$aGFzaA==')).toBe('hash [redacted]');
    expect(redactText('Authorization: Bearer abc.def')).toBe('Authorization: Bearer [redacted]');
    expect(redactText(`session ${token} ended`)).toBe('session [redacted] ended');
    // Ordinary text is untouched: ids, paths, counts.
    const plain = 'user 9b56420e-89ba-4999-92f1-ce1d393c0636 saved /tmp/data/outbox/2026-01-01T00-00-00-000Z-ab12cd34.json (3 events)';
    expect(redactText(plain)).toBe(plain);
  });
});
