// The repository's one seeded random generator. Pure: the same seed gives the same stream, so
// the demo data, the generated rate-confirmation fixtures (docs/decisions/009-ocr.md) and the
// reliability tests are reproducible. Nothing in the app's calculations draws on it.

/** A stream of numbers in [0, 1). */
export type Rand = () => number;

/** mulberry32: a small, fast, well-distributed 32-bit PRNG. */
export function mulberry32(seed: number): Rand {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One item of a non-empty list, each equally likely. */
export const pick = <T,>(r: Rand, list: readonly T[]): T => list[Math.floor(r() * list.length)]!;
/** A whole number from lo to hi, both included. */
export const int = (r: Rand, lo: number, hi: number): number => lo + Math.floor(r() * (hi - lo + 1));
/** true with probability p. */
export const chance = (r: Rand, p: number): boolean => r() < p;

/** One item of a non-empty list of [item, weight] pairs, in proportion to its weight. */
export function weighted<T>(r: Rand, items: readonly (readonly [T, number])[]): T {
  const total = items.reduce((s, [, w]) => s + w, 0);
  let left = r() * total;
  for (const [item, w] of items) {
    left -= w;
    if (left < 0) return item;
  }
  return items[items.length - 1]![0];
}

/** The generator with its helpers bound to it: `rng.int(1, 6)`. */
export function seededRandom(seed: number) {
  const next = mulberry32(seed);
  return {
    next,
    int: (lo: number, hi: number) => int(next, lo, hi),
    chance: (p: number) => chance(next, p),
    pick: <T,>(list: readonly T[]) => pick(next, list),
    weighted: <T,>(items: readonly (readonly [T, number])[]) => weighted(next, items),
  };
}
export type SeededRandom = ReturnType<typeof seededRandom>;
