/**
 * How far a word read through a scan is from a word it may be (docs/product-rules.md R-UPLOAD-8):
 * an edit distance where letters a scan mistakes for each other ('l' and 'i', 'y' and 'v', 'e'
 * and 'c', 'h' and 'b') cost half an edit. Used to read misread labels ('Uinehaul', 'Shlpper')
 * and city names ('Galnesyiite'). Pure.
 */

const LOOK_ALIKE = ['il', 'it', 'lt', 'ij', 'lj', 'if', 'tf', 'yv', 'uv', 'un', 'nr', 'mn', 'hb', 'hn', 'ec', 'eo', 'co', 'ao', 'ae', 'gq', 'rc'];
const LOOK_ALIKE_PAIRS = new Set(LOOK_ALIKE.flatMap((p) => [p, `${p[1]}${p[0]}`]));
const substitution = (x: string, y: string) => (x === y ? 0 : LOOK_ALIKE_PAIRS.has(x + y) ? 0.5 : 1);

/** The distance of two lower-case words, or `limit` + 1 as soon as it must exceed `limit`. */
export function lookAlikeDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + substitution(a[i - 1]!, b[j - 1]!));
      row.push(v);
      best = Math.min(best, v);
    }
    if (best > limit) return limit + 1;
    prev = row;
  }
  return prev[b.length]!;
}
