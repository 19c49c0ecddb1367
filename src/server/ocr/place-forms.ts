/**
 * Places printed in forms other than 'City, ST' that brokers use, read back as 'City, ST'.
 * docs/product-rules.md R-LAYOUT-25.
 */
import { STATE_CODES } from '../../domain/extract/city-state';

/**
 * 'Reno /NV/89502', 'Baltimore / MD / 21226' (a City/State/Zip field printed with slashes between
 * its parts) → 'Reno, NV 89502'. Only a two-letter state code followed by a ZIP: a date
 * ('03/04/2026') or 'MC/DOT' is no place.
 */
export function unslashPlace(text: string): string {
  return text.replace(/\b([A-Za-z][A-Za-z.'’]*(?: [A-Za-z][A-Za-z.'’]*){0,2}) ?\/ ?([A-Za-z]{2}) ?\/ ?(\d{5})(?:-\d{4})?\b/g, (all, city: string, st: string, zip: string) =>
    STATE_CODES.has(st.toUpperCase()) && !/^(?:city|state|zip|st)$/i.test(city.split(' ').at(-1)!) ? `${city}, ${st.toUpperCase()} ${zip}` : all);
}
