import { describe, expect, it } from 'vitest';
import { brokerKey, brokerRecord, daysBetween, describeBrokerRecord, slowPayCaution, suggestBrokers, type BrokerPayEntry } from './broker-pay';

const NOW = new Date('2026-11-25T12:00:00Z');
const e = (broker: string | undefined, createdAt: string, outcome: BrokerPayEntry['outcome'], paidOn?: string): BrokerPayEntry => ({
  broker,
  createdAt,
  outcome,
  ...(paidOn ? { paidOn } : {}),
});

// ABC Logistics, as the driver typed it on different days:
//   1 Sep → paid 9 Oct = 38 days; 10 Sep → 20 Oct = 40 days; 1 Oct → 6 Nov = 36 days
//   15 Oct unpaid: 41 days on 25 Nov (over 30); 20 Nov unpaid: 5 days
//   average (38 + 40 + 36) / 3 = 38 days; a countered load (never hauled) and a pass do not count.
const history: BrokerPayEntry[] = [
  e('ABC Logistics LLC', '2026-09-01T15:00:00Z', 'book', '2026-10-09'),
  e('abc logistics', '2026-09-10T23:30:00Z', 'book', '2026-10-20'),
  e('ABC Logistics, Inc.', '2026-10-01T08:00:00Z', 'book', '2026-11-06'),
  e('ABC LOGISTICS', '2026-10-15T08:00:00Z', 'book'),
  e('ABC logistics', '2026-11-20T08:00:00Z', 'book'),
  e('ABC Logistics', '2026-11-21T08:00:00Z', 'counter'),
  e('ABC Logistics', '2026-11-22T08:00:00Z', 'pass'),
  e('Slowpoke Freight', '2026-08-01T08:00:00Z', 'book', '2026-09-22'),
  e('Slowpoke Freight', '2026-08-10T08:00:00Z', 'book', '2026-09-30'),
  e(undefined, '2026-11-01T08:00:00Z', 'book'),
];

describe('broker pay record', () => {
  it('matches a broker however the name is typed', () => {
    expect(brokerKey('ABC Logistics, LLC')).toBe('abc logistics');
    expect(brokerKey('  abc   LOGISTICS inc. ')).toBe('abc logistics');
    expect(brokerKey('Smith & Sons Co')).toBe('smith and sons');
    expect(brokerKey('LLC')).toBe('llc');
  });

  it('counts whole calendar days from the day the load was logged', () => {
    expect(daysBetween('2026-09-01T15:00:00Z', '2026-10-09')).toBe(38);
    expect(daysBetween('2026-09-10T23:30:00Z', '2026-09-10')).toBe(0);
    expect(daysBetween('not a date', '2026-09-10')).toBeNull();
  });

  it('gives loads, average days to pay and loads unpaid over 30 days', () => {
    const r = brokerRecord(history, 'ABC Logistics', NOW)!;
    expect(r).toMatchObject({ loads: 5, paidLoads: 3, averageDaysToPay: 38, unpaidOver30: 1, oldestUnpaidDays: 41, slow: false });
    expect(describeBrokerRecord(r)).toBe('Pays in 38 days on average, 5 loads; 1 unpaid over 30 days');
    expect(slowPayCaution(r)).toBeNull();
  });

  it('calls a broker that pays in over 45 days on average a slow payer', () => {
    // 1 Aug → 22 Sep = 52 days; 10 Aug → 30 Sep = 51 days; average 51.5 → 52
    const r = brokerRecord(history, 'slowpoke freight', NOW)!;
    expect(r.slow).toBe(true);
    expect(describeBrokerRecord(r)).toBe('Pays in 52 days on average, 2 loads');
    expect(slowPayCaution(r)).toBe('Slow payer: Slowpoke Freight pays in 52 days on average.');
  });

  it('calls a broker slow when a load has waited unpaid over 45 days', () => {
    const r = brokerRecord([e('New Broker', '2026-10-01T08:00:00Z', 'book')], 'New Broker', NOW)!;
    expect(describeBrokerRecord(r)).toBe('No payment recorded yet, 1 load; 1 unpaid over 30 days');
    expect(slowPayCaution(r)).toBe('Slow payer: a load for New Broker has waited 55 days unpaid.');
  });

  it('counts a counter the broker met (R-DEAL-3), not a declined one', () => {
    const met = { ...e('Met Freight', '2026-11-01T08:00:00Z', 'counter', '2026-11-11'), dealResult: 'target' as const };
    const declined = { ...e('Met Freight', '2026-11-02T08:00:00Z', 'counter'), dealResult: 'declined' as const };
    expect(brokerRecord([met, declined], 'Met Freight', NOW)).toMatchObject({ loads: 1, averageDaysToPay: 10 });
  });

  it('has no record for a broker never hauled for, or a blank name', () => {
    expect(brokerRecord(history, 'Nobody Freight', NOW)).toBeNull();
    expect(brokerRecord(history, '   ', NOW)).toBeNull();
    expect(slowPayCaution(null)).toBeNull();
  });

  it('suggests earlier brokers, most recent first, each once', () => {
    expect(suggestBrokers(history, '')).toEqual(['ABC Logistics', 'Slowpoke Freight']);
    expect(suggestBrokers(history, 'slo')).toEqual(['Slowpoke Freight']);
    expect(suggestBrokers(history, 'logis')).toEqual(['ABC Logistics']);
  });
});
