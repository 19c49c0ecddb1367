import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SheetTermsSchema, type SheetTermsAnswer } from '../schemas';
import { TERM_NAMES, describeTerm, missingTerms, readSheetTerms, type SheetTerms } from './terms';

// The answer's schema takes every reading the reader can give, and the other way round.
const _readerFitsSchema: SheetTermsAnswer = {} as SheetTerms;
const _schemaFitsReader: SheetTerms = {} as SheetTermsAnswer;
void [_readerFitsSchema, _schemaFitsReader];

const read = (text: string) => readSheetTerms(text.split('\n'));

describe('readSheetTerms: detention (R-UPLOAD-6)', () => {
  it.each([
    ['Detention: $50/hr after 2 hrs free', 50, 2],
    ['DETENTION $40.00 PER HOUR AFTER 2 HOURS', 40, 2],
    ['2 hours free, then $45/hour', 45, 2],
    ['Detention pays $50.00 per hour after the first 2 hours at shipper or receiver.', 50, 2],
    ['3 hrs free load/unload, then $35 per hour detention (max 8 hrs/day).', 35, 3],
    ['Detention  $40.00/hr  after 4 hrs free', 40, 4],
    ['Detention rate $60 an hour after two hours free', 60, 2],
    ['Detention rate: $55/hr', 55, null],
    ['Waiting time: $25/hr', 25, null],
    ['Detention: $50.00', 50, null],
  ])('%s → $%s/h after %s h', (text, perHour, freeHours) => {
    expect(read(text).detention).toEqual({ perHour, freeHours, source: text.replace(/\s+/g, ' ').trim() });
  });

  it('takes the free hours from elsewhere on the line', () => {
    expect(read('Free time: 2 hours. Detention $75/hr thereafter').detention).toEqual({ perHour: 75, freeHours: 2, source: 'Detention $75/hr thereafter' });
  });

  it('reads a label above its value (a boxed cell)', () => {
    expect(read('DETENTION\n$45.00/hr after 2 hrs').detention).toMatchObject({ perHour: 45, freeHours: 2 });
  });

  it('reads a label that ends its line from the start of the next line (wrapped prose)', () => {
    expect(read('Truck ordered not used (TONU) pays $100.00. Lumper:\n$185 (receipt required).')).toEqual({
      tonu: { amount: 100, source: 'Truck ordered not used (TONU) pays $100.00.' },
      lumper: { amount: 185, paidBy: null, reimbursed: false, source: 'Lumper: $185 (receipt required).' },
    });
    expect(read('Lumper:\nLine Haul: $1,850.00')).toEqual({});
  });

  it('is not read when the sheet refuses it or gives no amount', () => {
    expect(read('Detention not paid')).toEqual({});
    expect(read('No detention on this load.')).toEqual({});
    expect(read('Detention: N/A\nLine Haul: $1,850.00')).toEqual({});
    expect(read('Detention will not be paid without signed in/out times on the BOL')).toEqual({});
    expect(read('Report detention to dispatch')).toEqual({});
  });

  it('keeps a condition on the term ("not paid unless")', () => {
    expect(read('Detention not paid unless called in; $50/hr after 2 hrs free').detention).toMatchObject({ perHour: 50, freeHours: 2 });
  });
});

describe('readSheetTerms: layover, TONU and lumper', () => {
  it.each([
    ['Layover $150/day', 150, 'day'],
    ['Layover: $200.00 per night', 200, 'night'],
    ['Layover pays $250.00/day when approved by dispatch.', 250, 'day'],
    ['LAYOVER  $100.00', 100, null],
  ] as const)('%s', (text, amount, per) => {
    expect(read(text).layover).toEqual({ amount, per, source: text.replace(/\s+/g, ' ') });
  });

  it.each([
    ['TONU $250', 250],
    ['Truck Ordered Not Used: $200.00', 200],
    ['Truck ordered not used (TONU) pays $150.00.', 150],
    ['T.O.N.U.: $75.00', 75],
  ])('%s', (text, amount) => {
    expect(read(text).tonu).toEqual({ amount, source: text });
  });

  it.each([
    ['Lumper: reimbursed with receipt', { amount: null, paidBy: null, reimbursed: true }],
    ['Lumper fees paid by shipper', { amount: null, paidBy: 'shipper', reimbursed: false }],
    ['Lumper up to $150.00 reimbursed with receipt.', { amount: 150, paidBy: null, reimbursed: true }],
    ['Lumper: $120 (receipt required).', { amount: 120, paidBy: null, reimbursed: false }],
    ['Consignee pays lumper', { amount: null, paidBy: 'receiver', reimbursed: false }],
    ['Lumper paid by broker via Comchek, max $300', { amount: 300, paidBy: 'broker', reimbursed: false }],
  ])('%s', (text, expected) => {
    expect(read(text).lumper).toEqual({ ...expected, source: text });
  });

  it('no lumper on a sheet that says there is none', () => {
    expect(read('No lumper at receiver')).toEqual({});
  });
});

describe('readSheetTerms: whole sheets', () => {
  it('reads a charges table by column and leaves the pay lines alone', () => {
    const sheet = [
      'Charge            Amount        Unit',
      'Line Haul         $1,850.00     Flat',
      'Fuel Surcharge    $210.00       Flat',
      'Detention         $40.00        per hour after 2 hrs free',
      'Layover           $150.00       per day',
      'TONU              $200.00       Flat',
      'Total             $2,060.00',
    ].join('\n');
    expect(read(sheet)).toEqual({
      detention: { perHour: 40, freeHours: 2, source: 'Detention $40.00 per hour after 2 hrs free' },
      layover: { amount: 150, per: 'day', source: 'Layover $150.00 per day' },
      tonu: { amount: 200, source: 'TONU $200.00 Flat' },
    });
  });

  it('reads a header row of terms above a row of values', () => {
    expect(read('Detention    Layover     TONU     Lumper\n$50/hr    $150/day    $250    Reimbursed')).toEqual({
      detention: { perHour: 50, freeHours: null, source: '$50/hr' },
      layover: { amount: 150, per: 'day', source: '$150/day' },
      tonu: { amount: 250, source: '$250' },
      lumper: { amount: null, paidBy: null, reimbursed: true, source: 'Reimbursed' },
    });
  });

  it('several terms on one line each keep their own amount', () => {
    expect(read('Rate: $1,500.00  Detention $50/hr after 2 hrs, layover $200/day, TONU $150')).toEqual({
      detention: { perHour: 50, freeHours: 2, source: 'Detention $50/hr after 2 hrs,' },
      layover: { amount: 200, per: 'day', source: 'layover $200/day,' },
      tonu: { amount: 150, source: 'TONU $150' },
    });
  });

  it('never takes the linehaul, FSC, total, a phone number, a date or a reference for a term', () => {
    const sheet = [
      'Load # 4471123   Pick up 11/26/2026 08:00',
      'Line Haul: $1,850.00',
      'FSC: $210.00',
      'Total Carrier Pay: $2,060.00',
      'Detention questions: call (555) 123-4567',
      'Layover requests to dispatch 800-555-0199',
      'TONU: see agreement # 2231',
      'Lumper receipts to ap@broker.com',
    ].join('\n');
    expect(read(sheet)).toEqual({});
  });

  it('an amount far above the term\'s range is not the term (a total beside the label)', () => {
    expect(read('TONU  $2,450.00')).toEqual({});
    expect(read('Detention  $1,850.00')).toEqual({});
  });

  it('the first reading of a term wins', () => {
    expect(read('Detention: $50/hr after 2 hrs free\nDetention max $400 per day').detention?.perHour).toBe(50);
  });
});

describe('missingTerms', () => {
  it('names the four terms the sheet does not print, in order', () => {
    expect(missingTerms({ tonu: { amount: 250, source: 'TONU $250' } })).toEqual(['detention', 'layover', 'lumper']);
    expect(missingTerms(undefined)).toEqual(['detention', 'layover', 'tonu', 'lumper']);
  });
});

describe('SheetTermsSchema', () => {
  it('accepts what the reader answers and refuses unbounded values', () => {
    const terms = read('Detention $50/hr after 2 hrs free\nLayover $150/day\nTONU $250\nLumper paid by shipper');
    expect(SheetTermsSchema.parse(terms)).toEqual(terms);
    expect(SheetTermsSchema.safeParse({ tonu: { amount: 250, source: 'x'.repeat(201) } }).success).toBe(false);
    expect(SheetTermsSchema.safeParse({ detention: { perHour: -1, freeHours: null, source: '' } }).success).toBe(false);
  });
});

describe('describeTerm', () => {
  it('words each term for the review card and the drawer', () => {
    const terms = read('Detention $45.00/hr after 2 hrs free\nLayover $150/day\nTONU $200.00\nLumper up to $150.00 reimbursed with receipt');
    expect(TERM_NAMES.map((t) => describeTerm(t, terms))).toEqual(['$45/h after 2 free hours', '$150 per day', '$200', 'up to $150, reimbursed']);
    expect(describeTerm('lumper', read('Lumper fees paid by shipper'))).toBe('paid by shipper');
    expect(describeTerm('detention', read('Detention $37.50/hr after 1 hour free'))).toBe('$37.50/h after 1 free hour');
    expect(describeTerm('layover', {})).toBeNull();
  });
});

describe('readSheetTerms never returns a pay line as a term (property)', () => {
  const payLabel = fc.constantFrom('Line Haul', 'Linehaul', 'Rate', 'Flat Rate', 'FSC', 'Fuel Surcharge', 'Total', 'Total Carrier Pay', 'Tolls', 'Stop-off');
  const cents = fc.integer({ min: 100, max: 999_999 }).map((c) => c / 100);
  const money = (v: number) => `$${v.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

  it('pay lines alone read as no terms', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(payLabel, cents), { minLength: 1, maxLength: 6 }), (rows) => {
        expect(read(rows.map(([label, v]) => `${label}: ${money(v)}`).join('\n'))).toEqual({});
      }),
    );
  });

  it('a term beside a pay line keeps its own amount', () => {
    fc.assert(
      fc.property(payLabel, cents, fc.integer({ min: 25, max: 2000 }), fc.boolean(), (label, pay, tonu, termFirst) => {
        const cells = [`${label}: ${money(pay)}`, `TONU: ${money(tonu)}`];
        const terms = read((termFirst ? cells.reverse() : cells).join('   '));
        expect(terms).toEqual({ tonu: { amount: tonu, source: `TONU: ${money(tonu)}` } });
      }),
    );
  });
});
