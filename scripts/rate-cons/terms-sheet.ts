// A rate confirmation that prints its terms (detention, layover, TONU; no lumper line), for the
// tests that read them through POST /api/extract-load-data and carry them to the negotiation drawer
// (docs/product-rules.md R-UPLOAD-6). Drawn by text-sheet.ts.
//
//   node --import tsx scripts/rate-cons/terms-sheet.ts   → tests/fixtures/rate-cons-terms/terms.png
import path from 'node:path';
import { writeTextSheet, type SheetLine } from './text-sheet';

const lines: readonly SheetLine[] = [
  ['Granite Peak Freight', 30, 'bold'],
  ['Carrier Rate Confirmation', 22, 'normal'],
  ['', 18, 'normal'],
  ['Load #: GP771204', 22, 'normal'],
  ['Pickup: Memphis, TN', 22, 'normal'],
  ['Delivery: Atlanta, GA', 22, 'normal'],
  ['Miles: 392', 22, 'normal'],
  ['Line Haul: $1,450.00', 22, 'normal'],
  ['Fuel Surcharge: $120.00', 22, 'normal'],
  ['Total Carrier Pay: $1,570.00', 22, 'bold'],
  ['', 18, 'normal'],
  ['Accessorial Terms', 24, 'bold'],
  ['Detention: $45.00 per hour after 2 hours free', 22, 'normal'],
  ['Layover: $150.00 per day', 22, 'normal'],
  ['TONU: $200.00', 22, 'normal'],
  ['Questions? Call dispatch at (901) 555-0147', 22, 'normal'],
];
await writeTextSheet(lines, path.resolve(import.meta.dirname, '../../tests/fixtures/rate-cons-terms/terms.png'));
