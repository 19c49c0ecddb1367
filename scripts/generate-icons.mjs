// Generates the PWA and home-screen icons in public/ from one SVG (public/icon.svg) with sharp.
// Run after changing the SVG: `node scripts/generate-icons.mjs`; the PNGs are committed.
//   pwa-192x192.png, pwa-512x512.png   manifest icons (purpose "any"; rounded tile)
//   maskable-512x512.png               manifest icon (purpose "maskable"; full-bleed square,
//                                      the artwork inside the 80 % safe zone)
//   apple-touch-icon.png (180×180)     iOS home screen (square; iOS rounds the corners)
//   favicon-32x32.png                  browsers that do not take the SVG favicon
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public');
const svg = readFileSync(path.join(publicDir, 'icon.svg'), 'utf8');
// Maskable and Apple icons are full-bleed squares: drop the tile's rounded corners so the
// platform's own mask decides the shape (no transparent corners).
const square = svg.replace(/<rect width="512" height="512" rx="96"/, '<rect width="512" height="512"');
if (square === svg) throw new Error('public/icon.svg: background tile <rect width="512" height="512" rx="96"> not found');

const outputs = [
  { file: 'pwa-192x192.png', size: 192, source: svg },
  { file: 'pwa-512x512.png', size: 512, source: svg },
  { file: 'maskable-512x512.png', size: 512, source: square },
  { file: 'apple-touch-icon.png', size: 180, source: square },
  { file: 'favicon-32x32.png', size: 32, source: svg },
];

for (const { file, size, source } of outputs) {
  const out = path.join(publicDir, file);
  const info = await sharp(Buffer.from(source), { density: Math.ceil((72 * size) / 512) * 2 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toFile(out);
  console.log(`${file.padEnd(22)} ${size}×${size}  ${(info.size / 1024).toFixed(1)} KB`);
}
