import { describe, expect, it } from 'vitest';
import { capitalise, findCityState, findCityStateMatches, findCityStates } from './city-state';

describe('City, ST by its shape', () => {
  it('finds the city before the state, after a street or a label, with or without ZIP', () => {
    expect(findCityState('Dallas, TX 75212')).toBe('Dallas, TX');
    expect(findCityState('1234 Main St, Dallas, TX 75212-1234')).toBe('Dallas, TX');
    expect(findCityState('OKLAHOMA CITY, OK 73129')).toBe('Oklahoma City, OK');
    expect(findCityState('Ave, Rd Plano, TX')).toBe('Plano, TX');
  });

  it('ignores two capitals that are not a state, and cities with digits', () => {
    expect(findCityState('Weight, XX 25,000')).toBeNull();
    expect(findCityStates('Dock 4b, TX')).toEqual([]);
  });

  it('gives every place with where it was written', () => {
    const text = 'from Memphis, TN then Jackson, MS';
    expect(findCityStateMatches(text).map((m) => [m.place, text.slice(m.start, m.end)])).toEqual([
      ['Memphis, TN', 'Memphis, TN'],
      ['Jackson, MS', 'Jackson, MS'],
    ]);
  });

  it('capitalises names written all upper or all lower case, keeps mixed case', () => {
    expect(capitalise('EL PASO')).toBe('El Paso');
    expect(capitalise('savannah')).toBe('Savannah');
    expect(capitalise('McAllen')).toBe('McAllen');
  });
});
