import { describe, expect, it } from 'vitest';
import { findPageQuad, offSquare, straightenedSize, warpQuad } from './page-quad';

/** A 200 × 150 image: `surface` everywhere, `paper` inside the four-cornered shape, a dark band across it. */
function photo(paper: number, surface: number, corners: Array<[number, number]>) {
  const [width, height] = [200, 150];
  const data = new Uint8Array(width * height).fill(surface);
  const inside = (x: number, y: number) =>
    corners.every(([ax, ay], i) => {
      const [bx, by] = corners[(i + 1) % 4]!;
      return (bx - ax) * (y - ay) - (by - ay) * (x - ax) >= 0;
    });
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) if (inside(x, y)) data[y * width + x] = y >= 70 && y < 80 ? 30 : paper;
  }
  return { data, width, height };
}

const askew: Array<[number, number]> = [[30, 20], [170, 10], [180, 135], [20, 130]];

describe('findPageQuad (R-UPLOAD-9)', () => {
  it('finds the corners of a light page on a darker surface, a dark band across the page included', () => {
    const quad = findPageQuad(photo(220, 90, askew))!;
    expect(quad).not.toBeNull();
    quad.forEach((corner, i) => {
      expect(Math.abs(corner.x - askew[i]![0])).toBeLessThanOrEqual(2);
      expect(Math.abs(corner.y - askew[i]![1])).toBeLessThanOrEqual(2);
    });
    expect(offSquare(quad, 0.015)).toBe(true);
  });

  it('finds no page on a page that fills the image, nor on a dark page on a lighter surface', () => {
    expect(findPageQuad(photo(220, 90, [[0, 0], [199, 0], [199, 149], [0, 149]]))).toBeNull();
    expect(findPageQuad(photo(60, 200, askew))).toBeNull();
  });

  it('reads a page square on (a screenshot in a viewer) as square', () => {
    const quad = findPageQuad(photo(250, 40, [[10, 20], [190, 20], [190, 130], [10, 130]]))!;
    expect(offSquare(quad, 0.015)).toBe(false);
  });
});

describe('warpQuad', () => {
  it('takes a square-on quad as a crop, pixel for pixel', () => {
    const [width, height] = [120, 90];
    const data = new Uint8Array(width * height).map((_, i) => (i * 7) % 251);
    const quad = [{ x: 10, y: 20 }, { x: 110, y: 20 }, { x: 110, y: 80 }, { x: 10, y: 80 }] as const;
    const page = warpQuad({ data, width, height }, quad, 100, 60);
    for (const [x, y] of [[0, 0], [99, 0], [50, 30], [0, 59], [99, 59]]) expect(page.data[y! * 100 + x!]).toBe(data[(y! + 20) * width + x! + 10]);
  });

  it('keeps only the page of an askew photo: paper at all four corners of the result', () => {
    const image = photo(220, 90, askew);
    const quad = findPageQuad(image)!;
    const size = straightenedSize(quad);
    const page = warpQuad(image, quad, size.width, size.height);
    for (const [x, y] of [[3, 3], [size.width - 4, 3], [3, size.height - 4], [size.width - 4, size.height - 4]]) {
      expect(page.data[y! * size.width + x!]).toBe(220);
    }
  });
});
