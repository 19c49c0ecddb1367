// Hostile text never breaks the offer reader (docs/product-rules.md, R-OFFER-13): huge runs of
// digits, control characters, every Unicode class, lone surrogates, separators. Each read returns
// a well-formed result, and texts up to the length limit are read in well under 50 ms.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { indexGazetteer } from '../distance';
import { readOffer } from './offer';
import { MAX_OFFER_TEXT_LENGTH, type OfferReadResult } from './offer-types';

// A small gazetteer keeps the test about the reader's own work (the real one is looked up by map).
const places = indexGazetteer([
  { name: 'Dallas', state: 'TX', lat: 32.78, lon: -96.81 },
  { name: 'Atlanta', state: 'GA', lat: 33.75, lon: -84.39 },
  { name: 'St. Louis', state: 'MO', lat: 38.63, lon: -90.2 },
]);

function expectShape(result: OfferReadResult) {
  expect(['ok', 'empty', 'too_long']).toContain(result.status);
  if (result.status === 'ok') {
    expect(result.loads.length).toBeGreaterThan(0);
    for (const load of result.loads) {
      for (const key of ['origin', 'destination', 'miles', 'rate', 'fsc', 'deadhead'] as const) {
        const f = load[key];
        if (f) {
          expect(f.confidence).toBeGreaterThanOrEqual(0);
          expect(f.confidence).toBeLessThanOrEqual(1);
          expect(typeof f.source).toBe('string');
        }
      }
      if (load.miles) expect(Number.isFinite(load.miles.value)).toBe(true);
      if (load.rate) expect(Number.isFinite(load.rate.value)).toBe(true);
    }
  }
}

/**
 * The time `read` takes, in ms: the lesser of the wall-clock time and the CPU time this process
 * spent meanwhile. On a busy machine the wall clock also counts the time the read waited for a
 * core, which says nothing about the reader; the CPU time does not (vitest runs each test file in
 * a process of its own). A super-linear path is slow by both.
 */
function msOf(read: () => void): number {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  read();
  const wall = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  return Math.min(wall, (cpu.user + cpu.system) / 1000);
}

/**
 * Worst time of 5 reads after 3 warm-up reads, in ms. A slow measure is taken again (up to 8
 * times) and the best of those worst times is kept: a super-linear path is slow every time, a
 * pause of the process (garbage collection, the machine swapping) is not.
 */
function worstMs(text: string): number {
  let best = Infinity;
  for (let attempt = 0; attempt < 8 && best >= 50; attempt++) {
    for (let i = 0; i < 3; i++) readOffer(text, { places });
    let worst = 0;
    for (let i = 0; i < 5; i++) worst = Math.max(worst, msOf(() => readOffer(text, { places })));
    best = Math.min(best, worst);
  }
  return best;
}

const HOSTILE: Array<[string, string]> = [
  ['100,000 digits', '9'.repeat(100_000)],
  ['20,000 digits', '7'.repeat(20_000)],
  ['digits with commas', '1,'.repeat(9_999)],
  ['dollar signs and digits', '$1'.repeat(9_999)],
  ['control characters', Array.from({ length: 20_000 }, (_, i) => String.fromCharCode(i % 32)).join('')],
  ['lone surrogates', '\ud800a\udc00'.repeat(6_000)],
  ['20,000 separators', ' ,.;:|-/\t\n'.repeat(2_000)],
  ['spaces', ' '.repeat(20_000)],
  ['newlines', '\n'.repeat(20_000)],
  ['repeated lane', 'Dallas TX to Atlanta GA 781 mi $1,850\n'.repeat(500).slice(0, 20_000)],
  ['repeated city without state', 'Dallas '.repeat(2_800)],
  ['state codes only', 'TX '.repeat(6_600)],
  ['number words', 'eighteen fifty '.repeat(1_300)],
  ['spoken digits', 'one '.repeat(5_000)],
  ['labels only', 'PU: DEL: Rate: Miles: DH: '.repeat(750)],
  ['emoji', '🚚📍➡️💰'.repeat(2_000)],
  ['dates and times', '11/26 08:00 '.repeat(1_600)],
  ['long word', 'a'.repeat(20_000)],
  ['corrections', '$1500, no sorry, $1600 '.repeat(900).slice(0, 20_000)],
  ['haggling', 'can you do 2000? best I can do is 1900 '.repeat(520).slice(0, 20_000)],
  ['Spanish number words', 'doscientos treinta y cinco mil '.repeat(640).slice(0, 20_000)],
  ['twin cities', 'Dallas/Dallas TX-Atlanta GA '.repeat(740).slice(0, 20_000)],
  ['company lines', 'Acme Freight, Dallas TX 214-555-0100 x@y.co\n'.repeat(450).slice(0, 20_000)],
  ['cities alone across a', 'de dallas a atlanta '.repeat(1_000)],
  ['table header then junk', `Origin\tDH\tDestination\tMiles\tRate\n${'x\t'.repeat(9_000)}`],
  // R-OFFER-48 to R-OFFER-61: the transport decoding, French amounts, kilometres and table rows.
  ['quoted-printable', `Content-Transfer-Encoding: quoted-printable\n${'=E2=80=93 4=\n37 =20'.repeat(900)}`.slice(0, 20_000)],
  ['raw e-mail headers', `Received: from x [209.85.210.43]\n${'DKIM-Signature: v=1; b=AAAA\n  continued 1.2.3.4\n'.repeat(500)}`.slice(0, 20_000)],
  ['French amounts', '1 150,00 $ '.repeat(1_800)],
  ['kilometres', '997 km (620 mi) / '.repeat(1_100)],
  ['pipe then letters', `|${'a'.repeat(19_990)}`],
  ['key / value rows', '| **Linehaul** | $560 |\n'.repeat(850)],
  ['calendar escapes', `BEGIN:VEVENT\n${'DESCRIPTION:a\\nb\\, '.repeat(1_100)}`.slice(0, 20_000)],
];

describe('readOffer on hostile text', { timeout: 60_000 }, () => {
  it.each(HOSTILE)('%s: returns a result without throwing, within 50 ms when ≤ 20,000 chars', (_name, text) => {
    expectShape(readOffer(text, { places }));
    const ms = worstMs(text);
    if (text.length <= MAX_OFFER_TEXT_LENGTH) expect(ms).toBeLessThan(50);
  });

  it('reads a 20,000-letter word within 50 ms without a gazetteer too', () => {
    const text = 'a'.repeat(20_000);
    let best = Infinity;
    for (let attempt = 0; attempt < 5 && best >= 50; attempt++) {
      best = Math.min(best, msOf(() => expectShape(readOffer(text))));
    }
    expect(best).toBeLessThan(50);
  });

  it('refuses text over the limit at once', () => {
    expect(readOffer('9'.repeat(100_000)).status).toBe('too_long');
  });

  it('never throws on arbitrary Unicode, and answers a well-formed result', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 2_000 }), (text) => {
        expectShape(readOffer(text, { places }));
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on offer-like fragments strung together', () => {
    const piece = fc.constantFrom('Dallas TX', ' to ', ' a ', ', no sorry, ', ' not ', ' can you do ', '?', ' best I can do is ', '/', ' doscientos', ' Freight, ', ' was ', 'Atlanta, GA 30318', ' 781 mi', ' $1,850', ' DH 45', ' all in', ' + $180 FSC', '\n', ' 2.25/mi', ' eighteen fifty', ' 1.85k', ' PU:', ' DEL:', ' (214) 555-0199', ' 48x40', ' #12345', '\t', ' 10k lbs', ' ST LOUIS MO', ' DFW');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 60 }), (pieces) => {
        expectShape(readOffer(pieces.join(''), { places }));
      }),
      { numRuns: 300 },
    );
  });
});
