import { describe, expect, it } from 'vitest';
import { startPgCluster } from '../../../scripts/pg-cluster.mjs';
import type { AccountsTestContext } from '../testing/accounts';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { burstThroughOutage, expectDownAnswers, serveOver } from './outage';

// A PostgreSQL server going away mid-burst. It starts a throw-away cluster of its own
// (Debian's postgresql; the test command installs it), so it runs in the PGlite suite too and is
// left out of the PostgreSQL suite, which must not stop the server it shares with other files.

describe('faults: the database stops in the middle of a sync burst', () => {
  it(
    'PostgreSQL server stopped and restarted: 503 meanwhile, then exactly the client data',
    async () => {
      // A cluster of its own (it says so when Debian's postgresql is missing).
      // Durable (PostgreSQL's defaults): the stop is a crash (mode immediate), and only a server that
      // flushes each commit keeps every acknowledged write through one. A fast test cluster
      // (synchronous_commit off) may lose the last ones, which versioned sync then rightly
      // refuses to recreate from a stale base version.
      const cluster = await startPgCluster({ port: 55440, durable: true });
      const database = await openDatabase({ databaseUrl: cluster.url });
      let ctx: AccountsTestContext | undefined;
      try {
        await migrate(database);
        ctx = await serveOver(database);
        const server = ctx;
        await burstThroughOutage(server, async (cookie) => {
          cluster.stop();
          await expectDownAnswers(server, cookie);
          await new Promise((r) => setTimeout(r, 200));
          cluster.start();
        });
        expect((await server.request('/api/health')).status).toBe(200);
      } finally {
        await ctx?.close();
        await database.close();
        cluster.destroy();
      }
    },
  );
});
