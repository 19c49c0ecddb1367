import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ORIGIN } from './auth/testing';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { createLogger } from './logger';
import { startServer } from './server';

// SIGTERM's path (issue 6): the server started as `npm start` does, over embedded PGlite on a data
// folder of its own, so this file belongs to the PGlite suite only (the PostgreSQL suite leaves it
// out: stopping there would not show what reaches the disk).
describe('graceful shutdown', () => {
  it(
    'in-flight requests finish and every acknowledged event is on disk after stop()',
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'lm-shutdown-'));
      try {
        const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PORT: '0', DATA_DIR: dataDir, PUBLIC_URL: ORIGIN });
        const running = await startServer(config, createLogger('silent'));
        const base = `http://127.0.0.1:${running.port}`;
        const send = (i: number) =>
          fetch(`${base}/api/events`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: ORIGIN },
            body: JSON.stringify({ event_name: 'calculation_submitted', payload: { i }, session_id: 'shutdown' }),
          }).then(
            (r) => r.status,
            () => 0,
          );
        expect(await send(-1)).toBe(202); // warm: the first request compiles the route
        const inFlight = Array.from({ length: 200 }, (_, i) => send(i));
        // Stop as soon as the first of them is answered, while the rest are still in flight.
        await Promise.race(inFlight);
        const stopped = running.stop();
        const statuses = await Promise.all(inFlight);
        await stopped;
        const acknowledged = statuses.filter((s) => s === 202).length + 1;
        expect(acknowledged).toBeGreaterThan(0);
        expect(statuses.every((s) => s === 202 || s === 0)).toBe(true);

        const reopened = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
        try {
          const rows = await reopened.query<{ n: number | string }>("SELECT count(*) AS n FROM events WHERE session_id = 'shutdown'");
          expect(Number(rows[0]!.n)).toBe(acknowledged);
        } finally {
          await reopened.close();
        }
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
