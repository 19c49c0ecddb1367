import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger, formatDetail } from './logger';

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
});
