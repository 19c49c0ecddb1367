import { describe, expect, it } from 'vitest';
import { chance, int, mulberry32, pick, seededRandom, weighted } from './seeded-random';

describe('mulberry32', () => {
  it('gives the published mulberry32 stream for a seed', () => {
    const r = mulberry32(1);
    expect([r(), r(), r()]).toEqual([0.6270739405881613, 0.002735721180215478, 0.5274470399599522]);
    const r42 = mulberry32(42);
    expect([r42(), r42()]).toEqual([0.6011037519201636, 0.44829055899754167]);
  });

  it('repeats for the same seed and stays in [0, 1)', () => {
    const a = mulberry32(7);
    const b = mulberry32(7);
    for (let i = 0; i < 1000; i++) {
      const x = a();
      expect(x).toBe(b());
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
    }
  });
});

describe('helpers', () => {
  const fixed = (...values: number[]) => {
    let i = 0;
    return () => values[i++ % values.length]!;
  };

  it('int covers both ends', () => {
    expect(int(fixed(0), 3, 5)).toBe(3);
    expect(int(fixed(0.9999), 3, 5)).toBe(5);
  });

  it('pick and chance', () => {
    expect(pick(fixed(0.5), ['a', 'b', 'c'])).toBe('b');
    expect(chance(fixed(0.29), 0.3)).toBe(true);
    expect(chance(fixed(0.3), 0.3)).toBe(false);
  });

  it('weighted follows the weights, and the last item takes what rounding leaves', () => {
    const items = [['a', 1], ['b', 3]] as const;
    expect(weighted(fixed(0.2), items)).toBe('a');
    expect(weighted(fixed(0.3), items)).toBe('b');
    expect(weighted(fixed(0.5), [['only', 0]] as const)).toBe('only');
  });

  it('seededRandom binds the helpers to one stream', () => {
    const rng = seededRandom(1);
    const r = mulberry32(1);
    expect(rng.next()).toBe(r());
    expect(rng.int(1, 6)).toBe(int(r, 1, 6));
    expect(rng.chance(0.5)).toBe(chance(r, 0.5));
    expect(rng.pick(['x', 'y'])).toBe(pick(r, ['x', 'y']));
    expect(rng.weighted([['p', 1], ['q', 1]])).toBe(weighted(r, [['p', 1], ['q', 1]]));
  });
});
