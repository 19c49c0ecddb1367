/**
 * Domain speed: the calculator's full path (calculate → guidance → negotiation) per second, and
 * the history screen's query and the insights over 100 entries (the history cap).
 */
import { DEFAULT_COST_PROFILE } from '../src/domain/cost-profile';
import { getGuidance } from '../src/domain/guidance';
import { queryHistory } from '../src/domain/history';
import { computeInsights } from '../src/domain/insights';
import { negotiate } from '../src/domain/negotiation';
import { calculateLoad, verdictFigures } from '../src/domain/profit';
import { fakeDecision } from '../src/domain/test-data';

export interface DomainResults {
  calculationsPerSecond: number;
  historyQueriesPerSecond: number;
  insightsPerSecond: number;
}

/** Calls of `fn` per second over about `ms` milliseconds (after a short warm-up). */
function rate(ms: number, fn: (i: number) => unknown): number {
  for (let i = 0; i < 200; i++) fn(i);
  let n = 0;
  let sink = 0;
  const start = performance.now();
  let now = start;
  while (now - start < ms) {
    for (let k = 0; k < 50; k++, n++) sink += fn(n) ? 1 : 0;
    now = performance.now();
  }
  if (sink < 0) console.log(sink);
  return n / ((now - start) / 1000);
}

export function domainBench(ms: number): DomainResults {
  const calculationsPerSecond = rate(ms, (i) => {
    const miles = 200 + (i % 800);
    const result = calculateLoad({
      load: { miles, rate: String(miles * 2.1), fsc: '40', tolls: i % 3 ? '0' : '18.50' },
      profile: DEFAULT_COST_PROFILE,
      toggles: { includeFsc: true, includeTolls: true, includeFuel: true, useSplit: i % 2 === 0, splitPercent: 75 },
      now: 1_760_000_000_000,
    });
    const guidance = getGuidance(verdictFigures(result), DEFAULT_COST_PROFILE);
    const offer = negotiate({ miles, offer: miles * 2.1, equipment: 'hotshot', origin: 'Dallas, TX', destination: 'Tulsa, OK', stops: 2, tarp: i % 2 === 0 });
    return guidance.code && offer;
  });

  const history = Array.from({ length: 100 }, (_, i) =>
    fakeDecision({
      origin: ['Dallas, TX', 'Tulsa, OK', 'Memphis, TN', 'Denver, CO'][i % 4],
      outcome: (['book', 'counter', 'pass'] as const)[i % 3],
      miles: 150 + i * 7,
      rate: 400 + i * 19,
      profit: -50 + i * 9,
      rpm: 1.2 + (i % 30) / 20,
    }),
  );
  const historyQueriesPerSecond = rate(ms, (i) =>
    queryHistory(history, { search: i % 2 ? 'dallas' : '', filter: (['all', 'book', 'counter', 'pass'] as const)[i % 4], sort: (['newest', 'profit_desc', 'rpm_asc'] as const)[i % 3] }),
  );
  const insightsPerSecond = rate(ms, () => computeInsights(history));
  return { calculationsPerSecond, historyQueriesPerSecond, insightsPerSecond };
}
