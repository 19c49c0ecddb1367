import type { Database } from '../db/client';
import { isDataException } from '../db/errors';
import { BusyError } from '../errors';
import { insertEvents, type EventRow } from '../data/events/insert-events';

/** Events waiting for the next INSERT, at most; past it POST /api/events answers 503 `busy`. */
const MAX_QUEUED_EVENTS = 5000;

export interface EventWriter {
  /** Resolves once the event's batch has committed; rejects if that batch failed. */
  write(row: EventRow): Promise<void>;
  /** Wait for everything queued so far to be written. */
  flush(): Promise<void>;
  readonly stats: {
    /** INSERT statements that committed. */
    batches: number;
    /** Rows those INSERTs wrote. */
    rows: number;
    largestBatch: number;
    /** Multi-row INSERTs PostgreSQL refused for a bad value, then retried one row at a time. */
    splitBatches: number;
  };
}

interface Pending {
  row: EventRow;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Micro-batching ("group commit") writer for analytics events. While one INSERT is in flight,
 * arriving events queue up; when it commits, the whole queue goes out as the next INSERT (at
 * most `maxBatch` rows each). Under light load an event is written on the next tick by itself;
 * under heavy load each INSERT carries many events. Every caller's promise settles only after
 * the INSERT holding its event has committed, so an acknowledged event is never lost. At most
 * `maxQueue` events wait; past that `write` rejects with BusyError (503) at once.
 *
 * One bad row must not sink its neighbours: when a multi-row INSERT fails with a data exception
 * (a value PostgreSQL refuses, e.g. invalid jsonb), the batch is retried row by row, so only the
 * bad row's caller gets the error. Validation should have caught such a value already; this is
 * the safety net. Other failures (database down) reject the whole batch: nothing was written.
 */
export function createEventWriter(database: Database, options: { maxBatch?: number; maxQueue?: number } = {}): EventWriter {
  const maxBatch = options.maxBatch ?? 500;
  // A slow or stalled database must not let the queue (and memory) grow without end.
  const maxQueue = options.maxQueue ?? MAX_QUEUED_EVENTS;
  let queue: Pending[] = [];
  let running: Promise<void> | undefined;
  const stats = { batches: 0, rows: 0, largestBatch: 0, splitBatches: 0 };

  const insert = (batch: Pending[]) => insertEvents(database, { events: batch.map((p) => p.row) });

  const insertCounted = async (batch: Pending[]) => {
    await insert(batch);
    stats.batches += 1;
    stats.rows += batch.length;
    stats.largestBatch = Math.max(stats.largestBatch, batch.length);
  };

  const insertOneByOne = async (batch: Pending[]) => {
    for (const p of batch) {
      try {
        await insertCounted([p]);
        p.resolve();
      } catch (error) {
        p.reject(error);
      }
    }
  };

  const drain = async () => {
    while (queue.length) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(batch.length);
      try {
        await insertCounted(batch);
        for (const p of batch) p.resolve();
      } catch (error) {
        if (batch.length > 1 && isDataException(error)) {
          stats.splitBatches += 1;
          await insertOneByOne(batch);
        } else {
          for (const p of batch) p.reject(error);
        }
      }
    }
  };

  const kick = () => {
    if (running) return;
    running = new Promise<void>((resolve) => setImmediate(resolve))
      .then(drain)
      .finally(() => {
        running = undefined;
        if (queue.length) kick();
      });
  };

  return {
    stats,
    write(row) {
      if (queue.length >= maxQueue) {
        return Promise.reject(new BusyError('Too many analytics events are waiting to be saved. Please try again shortly.', 5));
      }
      return new Promise<void>((resolve, reject) => {
        queue.push({ row, resolve, reject });
        kick();
      });
    },
    async flush() {
      while (running || queue.length) {
        kick();
        await running;
      }
    },
  };
}
