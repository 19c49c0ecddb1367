import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createTestDatabase } from '../testing/test-app';
import type { EventRow } from '../data/events/insert-events';
import { createEventWriter } from './batch-writer';

const row = (sessionId: string, payload: string): EventRow => ({
  eventName: 'calculation_submitted',
  payload,
  sessionId,
  userId: null,
  userAgent: null,
});

describe('event batch writer', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  const payloadsOf = async (sessionId: string) =>
    (
      await database.query<{ payload: { i: number } }>('SELECT payload FROM events WHERE session_id = $1 ORDER BY id', [sessionId])
    ).map((r) => r.payload.i);

  it('writes events queued in the same tick as one INSERT', async () => {
    const writer = createEventWriter(database);
    await Promise.all(Array.from({ length: 25 }, (_, i) => writer.write(row('s-one', JSON.stringify({ i })))));
    expect(writer.stats).toEqual({ batches: 1, rows: 25, largestBatch: 25, splitBatches: 0 });
    expect(await payloadsOf('s-one')).toEqual(Array.from({ length: 25 }, (_, i) => i));
  });

  it('a value PostgreSQL refuses fails only its own write; the rest of its batch is written', async () => {
    const writer = createEventWriter(database);
    // Both bypass validation on purpose: the writer is the last line of defence.
    const bad = new Map([
      [3, JSON.stringify({ s: 'lone \ud800' })], // jsonb: 22P02 invalid input syntax for type json
      [7, JSON.stringify({ s: 'nul \u0000' })], // jsonb: 22P05 unsupported Unicode escape sequence
    ]);
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) => writer.write(row('s-split', bad.get(i) ?? JSON.stringify({ i })))),
    );
    expect(results.map((r) => r.status)).toEqual(
      Array.from({ length: 10 }, (_, i) => (bad.has(i) ? 'rejected' : 'fulfilled')),
    );
    for (const i of bad.keys()) {
      const reason = (results[i] as PromiseRejectedResult).reason as { code?: string };
      expect(reason.code).toMatch(/^22/);
    }
    expect(await payloadsOf('s-split')).toEqual([0, 1, 2, 4, 5, 6, 8, 9]);
    expect(writer.stats).toMatchObject({ splitBatches: 1, rows: 8 });
  });

  it('when the database is unreachable every write of the batch fails (nothing acknowledged)', async () => {
    const other = await createTestDatabase();
    await other.close();
    const writer = createEventWriter(other);
    const results = await Promise.allSettled([1, 2, 3].map((i) => writer.write(row('s-down', JSON.stringify({ i })))));
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(writer.stats).toMatchObject({ batches: 0, rows: 0, splitBatches: 0 });
  });
});
