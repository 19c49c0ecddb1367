// The US city gazetteer, generated at build time by scripts/us-cities-plugin.ts (compact text
// format of src/domain/distance.ts). Import it only with a dynamic import() so it stays a lazy chunk.
declare module 'virtual:us-cities' {
  const text: string;
  export default text;
}
