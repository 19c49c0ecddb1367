/**
 * Roads are longer than the straight line between two cities. 1.2 is the usual circuity of US
 * road trips between cities (studies put the national average at ≈ 1.2); the UI states it with
 * every estimate. Its own module so the calculator can state it without loading distance.ts,
 * which only the lazy gazetteer chunk imports.
 */
export const ROAD_FACTOR = 1.2;
