// The seeded random numbers shared by the rate-confirmation generators (scripts/generate-rate-cons.ts
// and scripts/rate-cons/generate.ts): the same seed gives the same fixtures (docs/decisions/009-ocr.md).

/** mulberry32: a small 32-bit PRNG; the same seed gives the same stream of numbers in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
export type Rand = ReturnType<typeof mulberry32>;
export const pick = <T,>(r: Rand, list: readonly T[]): T => list[Math.floor(r() * list.length)]!;
export const int = (r: Rand, lo: number, hi: number): number => lo + Math.floor(r() * (hi - lo + 1));
export const chance = (r: Rand, p: number): boolean => r() < p;
