/** A grey image: one byte per pixel, rows top to bottom. */
interface GreyImage {
  data: Uint8Array;
  width: number;
  height: number;
}

interface Point {
  x: number;
  y: number;
}

/** A page's corners: top-left, top-right, bottom-right, bottom-left. */
export type Quad = readonly [Point, Point, Point, Point];

/** The grey level that best splits the image's histogram in two (Otsu's method). */
function otsuLevel(data: Uint8Array): number {
  const histogram = new Float64Array(256);
  for (const v of data) histogram[v]! += 1;
  const n = data.length;
  let sumAll = 0;
  for (let i = 0; i < 256; i += 1) sumAll += i * histogram[i]!;
  let below = 0;
  let sumBelow = 0;
  let best = 0;
  let level = 128;
  for (let t = 0; t < 256; t += 1) {
    below += histogram[t]!;
    if (below === 0 || below === n) continue;
    sumBelow += t * histogram[t]!;
    const meanBelow = sumBelow / below;
    const meanAbove = (sumAll - sumBelow) / (n - below);
    const between = below * (n - below) * (meanBelow - meanAbove) ** 2;
    if (between > best) {
      best = between;
      level = t;
    }
  }
  return level;
}

/**
 * The 4-connected regions of the pixels where `inside` is 1, from the given start pixels (or from
 * every such pixel), labelled 1, 2, …; returns the labels and each region's size.
 */
function regions(inside: Uint8Array, width: number, starts?: Iterable<number>): { label: Int32Array; sizes: number[] } {
  const label = new Int32Array(inside.length);
  const queue = new Int32Array(inside.length);
  const sizes = [0];
  for (const start of starts ?? inside.keys()) {
    if (!inside[start] || label[start]) continue;
    const id = sizes.length;
    let head = 0;
    let tail = 0;
    queue[tail++] = start;
    label[start] = id;
    while (head < tail) {
      const i = queue[head++]!;
      const x = i % width;
      for (const j of [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width]) {
        if (j < 0 || j >= inside.length || !inside[j] || label[j]) continue;
        label[j] = id;
        queue[tail++] = j;
      }
    }
    sizes.push(tail);
  }
  return { label, sizes };
}

/** The indexes of the pixels on an image's border. */
function* borderPixels(width: number, height: number): Generator<number> {
  for (let x = 0; x < width; x += 1) {
    yield x;
    yield (height - 1) * width + x;
  }
  for (let y = 1; y < height - 1; y += 1) {
    yield y * width;
    yield y * width + width - 1;
  }
}

function quadArea(q: Quad): number {
  let twice = 0;
  for (let i = 0; i < 4; i += 1) {
    const a = q[i]!;
    const b = q[(i + 1) % 4]!;
    twice += a.x * b.y - b.x * a.y;
  }
  return Math.abs(twice) / 2;
}

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * The corners of a light page photographed on a darker surface, or null when there is no such
 * page: the light region (Otsu's split) that is largest, covering between a fifth and nearly all of
 * the image and filling the four-cornered shape its extreme points make.
 */
export function findPageQuad(image: GreyImage): Quad | null {
  const { data, width, height } = image;
  const level = otsuLevel(data);
  // The surface: the darker pixels joined to the image's border. The page is what it surrounds
  // (its text and rules included): its pieces of a fiftieth of the image or more (a dark band
  // across the page, joined to the surface at both ends, cuts it in two).
  const dark = new Uint8Array(data.length);
  for (let i = 0; i < data.length; i += 1) dark[i] = data[i]! > level ? 0 : 1;
  const surface = regions(dark, width, borderPixels(width, height)).label;
  const rest = new Uint8Array(data.length);
  for (let i = 0; i < data.length; i += 1) rest[i] = surface[i] ? 0 : 1;
  const pieces = regions(rest, width);
  const region = new Uint8Array(data.length);
  let size = 0;
  for (let i = 0; i < data.length; i += 1) {
    if (pieces.sizes[pieces.label[i]!]! >= data.length / 50 && pieces.label[i]) {
      region[i] = 1;
      size += 1;
    }
  }
  if (size < 0.2 * data.length || size > 0.97 * data.length) return null;
  let tl = { x: 0, y: 0, s: Infinity };
  let br = { x: 0, y: 0, s: -Infinity };
  let tr = { x: 0, y: 0, s: -Infinity };
  let bl = { x: 0, y: 0, s: Infinity };
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if (!region[y * width + x]) continue;
      if (x + y < tl.s) tl = { x, y, s: x + y };
      if (x + y > br.s) br = { x, y, s: x + y };
      if (x - y > tr.s) tr = { x, y, s: x - y };
      if (x - y < bl.s) bl = { x, y, s: x - y };
    }
  }
  const quad: Quad = [
    { x: tl.x, y: tl.y },
    { x: tr.x + 1, y: tr.y },
    { x: br.x + 1, y: br.y + 1 },
    { x: bl.x, y: bl.y + 1 },
  ];
  const area = quadArea(quad);
  if (area < 0.2 * data.length || area > 0.97 * data.length || size < 0.85 * area) return null;
  // A light page: a dark-themed page on a lighter surface is not one.
  let sum = 0;
  for (let i = 0; i < data.length; i += 1) if (region[i]) sum += data[i]!;
  if (sum / size < 128) return null;
  return quad;
}

/** Solve a square linear system by Gaussian elimination with partial pivoting. */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let c = 0; c < n; c += 1) {
    let pivot = c;
    for (let r = c + 1; r < n; r += 1) if (Math.abs(m[r]![c]!) > Math.abs(m[pivot]![c]!)) pivot = r;
    [m[c], m[pivot]] = [m[pivot]!, m[c]!];
    for (let r = 0; r < n; r += 1) {
      if (r === c) continue;
      const f = m[r]![c]! / m[c]![c]!;
      for (let k = c; k <= n; k += 1) m[r]![k]! -= f * m[c]![k]!;
    }
  }
  return m.map((row, i) => row[n]! / row[i]!);
}

/**
 * The page inside `quad` straightened into a width × height rectangle (a projective transform,
 * bilinear sampling): rows of text that perspective slanted or fanned become level again.
 */
export function warpQuad(image: GreyImage, quad: Quad, width: number, height: number): GreyImage {
  const target: Point[] = [
    { x: 0, y: 0 },
    { x: width, y: 0 },
    { x: width, y: height },
    { x: 0, y: height },
  ];
  // The homography from the rectangle to the quad: x' = (a x + b y + c) / (g x + h y + 1), ….
  const rows: number[][] = [];
  const rhs: number[] = [];
  for (let i = 0; i < 4; i += 1) {
    const { x, y } = target[i]!;
    const { x: u, y: v } = quad[i]!;
    rows.push([x, y, 1, 0, 0, 0, -x * u, -y * u]);
    rhs.push(u);
    rows.push([0, 0, 0, x, y, 1, -x * v, -y * v]);
    rhs.push(v);
  }
  const [a, b, c, d, e, f, g, h] = solve(rows, rhs) as [number, number, number, number, number, number, number, number];
  const out = new Uint8Array(width * height);
  const src = image.data;
  const sw = image.width;
  const sh = image.height;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const w = g * (x + 0.5) + h * (y + 0.5) + 1;
      const u = (a * (x + 0.5) + b * (y + 0.5) + c) / w - 0.5;
      const v = (d * (x + 0.5) + e * (y + 0.5) + f) / w - 0.5;
      const x0 = Math.max(0, Math.min(sw - 1, Math.floor(u)));
      const y0 = Math.max(0, Math.min(sh - 1, Math.floor(v)));
      const x1 = Math.min(sw - 1, x0 + 1);
      const y1 = Math.min(sh - 1, y0 + 1);
      const fx = Math.max(0, Math.min(1, u - x0));
      const fy = Math.max(0, Math.min(1, v - y0));
      const top = src[y0 * sw + x0]! * (1 - fx) + src[y0 * sw + x1]! * fx;
      const bottom = src[y1 * sw + x0]! * (1 - fx) + src[y1 * sw + x1]! * fx;
      out[y * width + x] = Math.round(top * (1 - fy) + bottom * fy);
    }
  }
  return { data: out, width, height };
}

/** The size of the rectangle a quad's page straightens into: its longer opposite sides. */
export function straightenedSize(quad: Quad): { width: number; height: number } {
  const [tl, tr, br, bl] = quad;
  return {
    width: Math.round(Math.max(distance(tl, tr), distance(bl, br))),
    height: Math.round(Math.max(distance(tl, bl), distance(tr, br))),
  };
}

/**
 * Whether a page's corners are off square: some corner lies more than `tolerance` (a fraction of
 * the page's size) from the rectangle that bounds them (a screenshot's page is square on).
 */
export function offSquare(quad: Quad, tolerance: number): boolean {
  const xs = quad.map((p) => p.x);
  const ys = quad.map((p) => p.y);
  const [left, right, top, bottom] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const [tl, tr, br, bl] = quad;
  const dx = tolerance * (right - left);
  const dy = tolerance * (bottom - top);
  return (
    tl.x - left > dx || bl.x - left > dx || right - tr.x > dx || right - br.x > dx ||
    tl.y - top > dy || tr.y - top > dy || bottom - bl.y > dy || bottom - br.y > dy
  );
}
