// The lazy half of the gazetteer: the data (generated at build time by
// scripts/us-cities-plugin.ts) and the look-ups over it. Only gazetteer.ts imports this file, with
// a dynamic import(), so neither the ≈ 16,000 places nor the distance code weigh on the first paint.
import text from 'virtual:us-cities';
import { decodeGazetteer, estimateTrip, formatCityState, indexGazetteer, suggestCities, type GazetteerIndex, type TripEstimate } from '../../../domain/distance';

const index = indexGazetteer(decodeGazetteer(text));

export interface Gazetteer {
  /** Number of places. */
  size: number;
  /** 'City, ST' suggestions for what was typed, most important first. */
  suggest: (typed: string, limit: number) => string[];
  /** Road miles between two typed places (straight line × road factor). */
  estimate: (from: string, to: string) => TripEstimate;
  format: typeof formatCityState;
  /** The index itself, for the load-offer reader (web/app hands it to the upload feature). */
  places: GazetteerIndex;
}

export const gazetteer: Gazetteer = {
  size: index.cities.length,
  suggest: (typed, limit) => suggestCities(index, typed, limit).map(formatCityState),
  estimate: (from, to) => estimateTrip(index, from, to),
  format: formatCityState,
  places: index,
};
