import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ORIGIN } from './testing/accounts';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { createLogger } from './logger';
import { startServer } from './server';

/** A promise with its resolve function outside. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

// SIGTERM's path: the server started as `npm start` does, over embedded PGlite on a data
// folder of its own, so this file belongs to the PGlite suite only (the PostgreSQL suite leaves it
// out: stopping there would not show what reaches the disk).
describe('graceful shutdown', () => {
  it('requests accepted before stop() get their 202 and their events are on disk afterwards', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lm-shutdown-'));
    const releaseDatabase = deferred();
    try {
      const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PORT: '0', DATA_DIR: dataDir, PUBLIC_URL: ORIGIN });
      const running = await startServer(config, createLogger('silent'));
      const base = `http://127.0.0.1:${running.port}`;
      let answered = 0;
      const send = (i: number) =>
        fetch(`${base}/api/events`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: ORIGIN },
          body: JSON.stringify({ event_name: 'calculation_submitted', payload: { i }, session_id: 'shutdown' }),
        })
          .then(
            (r) => r.status,
            () => 0, // connection refused or reset: shows up as 0 in the statuses below
          )
          .finally(() => {
            answered += 1;
          });
      expect(await send(-1)).toBe(202); // warm: the first request compiles the route
      answered = 0;

      // Hold the events table so the accepted requests cannot finish before stop() is called.
      const held = deferred();
      const holder = running.database.transaction(async (query) => {
        await query('LOCK TABLE events IN ACCESS EXCLUSIVE MODE');
        held.resolve();
        await releaseDatabase.promise;
      });
      await held.promise;

      const n = 50;
      const allAccepted = deferred();
      let accepted = 0;
      running.server.on('request', () => {
        accepted += 1;
        if (accepted === n) allAccepted.resolve();
      });
      const inFlight = Array.from({ length: n }, (_, i) => send(i));
      await allAccepted.promise; // the server has every request; none can be answered yet
      const stopped = running.stop();
      expect(answered).toBe(0);

      releaseDatabase.resolve();
      await holder;
      const statuses = await Promise.all(inFlight);
      await stopped;
      expect(statuses).toEqual(Array(n).fill(202));

      const reopened = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
      try {
        const rows = await reopened.query<{ i: number }>(
          "SELECT (payload->>'i')::int AS i FROM events WHERE session_id = 'shutdown' ORDER BY 1",
        );
        expect(rows.map((r) => r.i)).toEqual([-1, ...Array.from({ length: n }, (_, i) => i)]);
      } finally {
        await reopened.close();
      }
    } finally {
      releaseDatabase.resolve();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
