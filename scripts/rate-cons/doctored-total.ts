// A rate confirmation whose total does not add up (linehaul $900.00 + FSC $100.00 printed with a
// total of $1,200.00), for the e2e test that the review card marks the fields a cross-check failed
// (docs/decisions/009-ocr.md, 'Cross-checks and per-field confidence'). Drawn by
// text-sheet.ts.
//
//   node --import tsx scripts/rate-cons/doctored-total.ts   → tests/fixtures/rate-cons-doctored/doctored-total.png
import path from 'node:path';
import { writeTextSheet, type SheetLine } from './text-sheet';

const lines: readonly SheetLine[] = [
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
];
await writeTextSheet(lines, path.resolve(import.meta.dirname, '../../tests/fixtures/rate-cons-doctored/doctored-total.png'));
