/**
 * Test-data factories with overrides, shared by domain, web and server tests and the benchmarks:
 * every test that needs a load starts from one of these.
 * Deterministic: ids and dates come from a counter unless given.
 */
import { decisionToCloud, type CloudLoad } from './cloud-load';
import type { LoadDecision } from './schemas';

let sequence = 0;

/** A valid history entry; every field can be overridden. */
export function fakeDecision(overrides: Partial<LoadDecision> = {}): LoadDecision {
  sequence += 1;
  return {
    id: `load-${sequence}`,
    createdAt: new Date(Date.UTC(2026, 10, 1) + sequence * 60_000).toISOString(),
    outcome: 'book',
    origin: 'Dallas, TX',
    destination: 'Houston, TX',
    miles: 240,
    rate: 650,
    fsc: 0,
    tolls: 0,
    fuelCost: 143.63,
    profit: 300,
    rpm: 1.25,
    ...overrides,
  };
}

/** A valid cloud record (a PUT /api/loads row): a fakeDecision through the app's own mapper. */
export function fakeCloudLoad(overrides: Partial<CloudLoad> = {}): CloudLoad {
  return { ...decisionToCloud(fakeDecision()), ...overrides };
}
