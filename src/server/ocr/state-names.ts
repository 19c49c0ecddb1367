// States written in full on a rate confirmation ('Savannah, Georgia 31408'), read as their codes
// before the places are looked for (docs/product-rules.md R-LAYOUT-6).
import { US_STATES } from '../../domain/distance';

// Longer names first, so 'West Virginia' is not read as 'Virginia'; the name ends the place (a
// ZIP, punctuation, a cell gap or the end follows), so 'Indiana Ave, Texas Rd' stays a street.
const STATE_NAME = new RegExp(
  String.raw`(,\s*)(${Object.values(US_STATES).sort((a, b) => b.length - a.length).map((n) => n.replace(/ /g, '\\s+')).join('|')})(?=\s*(?:\d{5}|$|[,.;:)·|–—-]|\s{2}))`,
  'gi',
);
const CODE_OF_NAME = new Map(Object.entries(US_STATES).map(([code, name]) => [name.toLowerCase(), code]));

/**
 * A state written in full after a city's comma ('Savannah, Georgia 31408', 'DALLAS, TEXAS') as its
 * code ('Savannah, GA 31408'), so the place reads like any other (docs/product-rules.md R-LAYOUT-6).
 */
export function abbreviateStateNames(text: string): string {
  return text.replace(STATE_NAME, (all, comma: string, name: string) => {
    const code = CODE_OF_NAME.get(name.toLowerCase().replace(/\s+/g, ' '));
    return code ? `${comma}${code}` : all;
  });
}
