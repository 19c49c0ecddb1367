import { describe, expect, it } from 'vitest';
import {
  ALL_TOUCHED,
  applyIncomingValues,
  createEmptyForm,
  DEFAULT_OUTCOME,
  fieldErrors,
  isFormReady,
  POSITIVE_MESSAGE,
  UNTOUCHED,
  validateCredentials,
} from './form';
import { LoadFormSchema } from './schemas';

const filled = createEmptyForm({ origin: 'Dallas, TX', destination: 'Houston, TX', miles: '240', rate: '$650' });

describe('defaults', () => {
  it('equipment hotshot, split 100, the rest empty', () => {
    expect(createEmptyForm()).toEqual({
      equipment: 'hotshot',
      origin: '',
      destination: '',
      miles: '',
      rate: '',
      fsc: '',
      tolls: '',
      fuelCost: '',
      notes: '',
      splitPercent: '100',
    });
    expect(LoadFormSchema.safeParse(createEmptyForm()).success).toBe(true);
    expect(DEFAULT_OUTCOME).toBe('book');
  });
});

describe('isFormReady', () => {
  it('ready with origin, destination, rate > 0 and miles > 0', () => {
    expect(isFormReady(filled)).toBe(true);
  });
  it.each([
    ['origin blank after trim', { origin: '   ' }],
    ['destination empty', { destination: '' }],
    ['miles 0', { miles: '0' }],
    ['miles negative', { miles: '-5' }],
    ['miles unparseable', { miles: 'abc' }],
    ['rate 0', { rate: '0' }],
    ['rate empty', { rate: '' }],
  ])('not ready when %s', (_, patch) => {
    expect(isFormReady({ ...filled, ...patch })).toBe(false);
  });
});

describe('fieldErrors', () => {
  it('nothing before the fields are touched', () => {
    expect(fieldErrors(createEmptyForm(), UNTOUCHED)).toEqual({});
    expect(fieldErrors(createEmptyForm(), {})).toEqual({});
  });
  it("'Required' for every touched empty field (after clicking Log decision)", () => {
    expect(fieldErrors(createEmptyForm({ origin: '  ' }), ALL_TOUCHED)).toEqual({
      origin: 'Required',
      destination: 'Required',
      miles: 'Required',
      rate: 'Required',
    });
  });
  it('miles and rate must be greater than 0', () => {
    expect(fieldErrors({ ...filled, miles: '0', rate: '-3' }, ALL_TOUCHED)).toEqual({
      miles: POSITIVE_MESSAGE,
      rate: POSITIVE_MESSAGE,
    });
    expect(fieldErrors({ ...filled, miles: 'abc' }, { miles: true })).toEqual({ miles: 'Must be greater than 0' });
  });
  it('no errors for a complete form', () => {
    expect(fieldErrors(filled, ALL_TOUCHED)).toEqual({});
  });
});

describe('applyIncomingValues', () => {
  it('fills only known fields with values; equipment only when valid; split reported', () => {
    const { form, splitPercent, filled: names } = applyIncomingValues(createEmptyForm({ notes: 'keep' }), {
      origin: ' Tulsa, OK ',
      destination: 'Wichita, KS',
      miles: 175,
      rate: '525.00',
      fsc: null,
      tolls: '',
      loadReference: 'LR-1',
      confidence: 0.9,
      equipment: 'straight_truck',
      splitPercent: 90,
      unknown: 'ignored',
    });
    expect(form).toEqual(
      createEmptyForm({
        origin: 'Tulsa, OK',
        destination: 'Wichita, KS',
        miles: '175',
        rate: '525.00',
        notes: 'keep',
        equipment: 'straight_truck',
        splitPercent: '90',
      }),
    );
    expect(splitPercent).toBe('90');
    expect(names).toEqual(['origin', 'destination', 'miles', 'rate', 'equipment', 'splitPercent']);
  });

  it('ignores invalid equipment, non-finite numbers and other types; no split when absent', () => {
    const start = createEmptyForm({ equipment: 'cargo_van' });
    const out = applyIncomingValues(start, { equipment: 'semi', miles: Number.NaN, rate: { x: 1 } });
    expect(out.form).toEqual(start);
    expect(out.splitPercent).toBeUndefined();
    expect(out.filled).toEqual([]);
  });
});

describe('validateCredentials', () => {
  it('missing information', () => {
    const missing = { title: 'Missing information', description: 'Please enter both email and password' };
    expect(validateCredentials('', 'secret1')).toEqual(missing);
    expect(validateCredentials('a@b.co', '')).toEqual(missing);
  });
  it('password too short', () => {
    expect(validateCredentials('a@b.co', '12345')).toEqual({
      title: 'Password too short',
      description: 'Password must be at least 6 characters',
    });
  });
  it('ok', () => {
    expect(validateCredentials('a@b.co', '123456')).toBeNull();
  });
});
