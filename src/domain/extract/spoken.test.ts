import { describe, expect, it } from 'vitest';
import { spokenNumbersToDigits } from './spoken';

const digits = (text: string) => spokenNumbersToDigits(text).text;

describe('spokenNumbersToDigits', () => {
  it.each([
    ['pays eighteen fifty', 'pays 1850'],
    ['nine fifty all in', '950 all in'],
    ['two thousand one hundred', '2100'],
    ['seven hundred eighty one miles', '781 miles'],
    ['twenty one hundred', '2100'],
    ['eighteen hundred and fifty', '1850'],
    ['forty-five out', '45 out'],
    ['three grand', '3000'],
    ['a thousand bucks', '$1000'],
    ['a dollar eighty a mile', '$1.80 a mile'],
    ['two dollars and ten cents a mile', '$2.10 a mile'],
    ['twelve hundred dollars eighty miles', '$1200 80 miles'],
    ['call six one four five five five zero one one two', 'call 6145550112'],
    ['one stop, Grand Rapids', 'one stop, Grand Rapids'],
    ['no numbers here', 'no numbers here'],
  ])('%s → %s', (text, expected) => {
    expect(digits(text)).toBe(expected);
  });

  it.each([
    ['son doscientos treinta y cinco millas', 'son 235 millas'],
    ['pagan mil trescientos más ciento cincuenta de fuel', 'pagan 1300 más 150 de fuel'],
    ['catorce mil libras, veintiséis pies', '14000 libras, 26 pies'],
    ['a dos dólares la milla', 'a $2 la milla'],
    ['dos cincuenta la milla, doscientas millas', '250 la milla, 200 millas'],
    ['número ocho ocho tres uno dos', 'número 88312'],
    ['tengo una carga, call me once you are empty', 'tengo una carga, call me once you are empty'],
    ['MC nine eighty seven six five four', 'MC nine eighty seven six five four'],
  ])('Spanish and grouped numbers (R-OFFER-19): %s → %s', (text, expected) => {
    expect(digits(text)).toBe(expected);
  });

  it('maps offsets of the rewritten text back to the words they came from', () => {
    const text = 'rate eighteen fifty, 316 miles';
    const rewritten = spokenNumbersToDigits(text);
    const at = rewritten.text.indexOf('1850');
    expect(text.slice(rewritten.original(at), rewritten.original(at + 4))).toBe('eighteen fifty');
    const miles = rewritten.text.indexOf('316');
    expect(text.slice(rewritten.original(miles), rewritten.original(miles + 3))).toBe('316');
    expect(rewritten.original(at + 2)).toBe(text.indexOf(',')); // inside a rewritten number: its end
  });
});
