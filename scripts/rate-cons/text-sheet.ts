// A plain rate confirmation drawn as lines of text: sharp renders the SVG with the DejaVu fonts
// installed here. The one-off sheets of the tests (doctored-total.ts, terms-sheet.ts) are written
// with it.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/** One line: its text, font size in px, and weight. '' with a size is a blank gap. */
export type SheetLine = readonly [text: string, size: number, weight: 'normal' | 'bold'];

/** Render `lines` top to bottom on a white 900 px wide page into the PNG at `out`; prints the path. */
export async function writeTextSheet(lines: readonly SheetLine[], out: string): Promise<void> {
  let y = 60;
  const text = lines
    .map(([t, size, weight]) => {
      y += size + 16;
      return `<text x="60" y="${y}" font-family="DejaVu Sans" font-size="${size}" font-weight="${weight}">${t}</text>`;
    })
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="${y + 80}"><rect width="100%" height="100%" fill="#fff"/>${text}</svg>`;
  mkdirSync(path.dirname(out), { recursive: true });
  await sharp(Buffer.from(svg)).png().toFile(out);
  console.log(out);
}
