// A rate confirmation whose total does not add up (linehaul $900.00 + FSC $100.00 printed with a
// total of $1,200.00), for the e2e test that the review card marks the fields a cross-check failed
// (docs/decisions/009-ocr.md, 'Cross-checks and per-field confidence'). Rendered by sharp from SVG
// text with the DejaVu fonts installed here.
//
//   node --import tsx scripts/rate-cons/doctored-total.ts   → tests/fixtures/rate-cons-doctored/doctored-total.png
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const lines = [
  ['Summit Ridge Logistics', 30, 'bold'],
  ['Carrier Rate Confirmation', 22, 'normal'],
  ['', 18, 'normal'],
  ['Load #: LD482913', 22, 'normal'],
  ['Pickup: Dallas, TX', 22, 'normal'],
  ['Delivery: Houston, TX', 22, 'normal'],
  ['Miles: 240', 22, 'normal'],
  ['Line Haul: $900.00', 22, 'normal'],
  ['Fuel Surcharge: $100.00', 22, 'normal'],
  ['Total Carrier Pay: $1,200.00', 22, 'bold'],
] as const;
let y = 60;
const text = lines
  .map(([t, size, weight]) => {
    y += size + 16;
    return `<text x="60" y="${y}" font-family="DejaVu Sans" font-size="${size}" font-weight="${weight}">${t}</text>`;
  })
  .join('');
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="${y + 80}"><rect width="100%" height="100%" fill="#fff"/>${text}</svg>`;
const out = path.resolve(import.meta.dirname, '../../tests/fixtures/rate-cons-doctored/doctored-total.png');
mkdirSync(path.dirname(out), { recursive: true });
await sharp(Buffer.from(svg)).png().toFile(out);
console.log(out);
