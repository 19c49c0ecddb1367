import { describe, expect, it } from 'vitest';
import { RateLimitError } from '../rate-limit';
import { createTokenBuckets } from './token-bucket';

describe('in-process token buckets', () => {
  it('a burst, then one token per 1/perSecond seconds, with Retry-After', () => {
    let now = 0;
    const buckets = createTokenBuckets({ burst: 3, perSecond: 0.5, now: () => now });
    for (let i = 0; i < 3; i++) buckets.take('a');
    let error: unknown;
    try {
      buckets.take('a');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(RateLimitError);
    expect((error as RateLimitError).retryAfterSeconds).toBe(2);
    now = 2000;
    buckets.take('a');
    expect(() => buckets.take('a')).toThrow(RateLimitError);
    buckets.take('b');
  });

  it('memory is bounded: past maxKeys throttled clients, new clients share one overflow bucket', () => {
    let now = 0;
    const buckets = createTokenBuckets({ burst: 2, perSecond: 1, maxKeys: 3, now: () => now });
    for (const k of ['a', 'b', 'c']) buckets.take(k);
    // Three clients still throttled: 'd' and 'e' share the overflow bucket (2 tokens between them).
    buckets.take('d');
    buckets.take('e');
    expect(() => buckets.take('f')).toThrow(RateLimitError);
    // Once the buckets have refilled they are forgotten and new clients get their own again.
    now = 10_000;
    buckets.take('g');
    buckets.take('g');
    buckets.take('h');
  });
});
