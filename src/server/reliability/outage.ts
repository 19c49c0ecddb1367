/**
 * The database stopping under a sync burst (src/server/reliability/faults-*.test.ts): the real
 * app served over a given database handle, a burst of syncing users with an outage in the middle,
 * and what the server must answer while the database is down.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { expect } from 'vitest';
import { buildApp } from '../app';
import type { AccountsTestContext } from '../testing/accounts';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { createLogger } from '../logger';
import { nthCloudLoad, createSignedInUsers, expectedRows, mapLimit, storedRows, SyncClient } from '../testing/sync-clients';
import { seededRandom } from '../../domain/seeded-random';
import { FAST_PASSWORD_HASHES } from '../testing/fast-password-hashes';

const ORIGIN = 'http://localhost:3000';

/** The real app over `database`, listening on a loopback port, as the reliability helpers want it. */
export async function serveOver(database: Database) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lm-faults-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: ORIGIN, DATA_DIR: dataDir, TRUST_PROXY: 'true', ...FAST_PASSWORD_HASHES });
  const app = buildApp({ config, database, logger: createLogger('silent') });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const ctx: AccountsTestContext = {
    app,
    database,
    config,
    dataDir,
    // Real HTTP on loopback; the Host header stays the public one (links in mails use PUBLIC_URL).
    request: (p, init) => fetch(`${base}${p}`, init),
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
      });
      await app.drain().catch(() => {});
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return ctx;
}

/**
 * A sync burst from several users; `outage` runs once the burst is under way (it takes the
 * database down, checks the server while down, and brings the database back). Then every client
 * re-syncs until acknowledged, and the server must hold exactly each client's rows.
 */
export async function burstThroughOutage(ctx: AccountsTestContext, outage: (cookie: string) => Promise<void>) {
  const users = await createSignedInUsers(ctx, 4, 'outage');
  const clients = users.map((u) => new SyncClient(ctx, u));
  clients.forEach((c, u) => {
    for (let n = 1; n <= 200; n++) c.log(nthCloudLoad(`o${u}`, n));
  });
  const statuses: number[] = [];
  let acknowledged = 0;
  let stop = false;
  let tookDown: () => void = () => {};
  const underWay = new Promise<void>((resolve) => (tookDown = resolve));

  const burst = Promise.all(
    clients.map(async (client, u) => {
      const rng = seededRandom(7 + u);
      for (let round = 0; !stop && round < 400; round++) {
        // The device keeps changing its history while it syncs (also while the server is down).
        const [row] = client.window(rng.int(0, 199), 1);
        if (row) client.edit(row.id, { notes: `round ${round}`, outcome: (['book', 'counter', 'pass'] as const)[round % 3] });
        const status = await client.push(client.window(50 * rng.int(0, 3)));
        statuses.push(status);
        if (status === 200 && ++acknowledged === 12) tookDown();
      }
    }),
  );
  await underWay;
  await outage(users[0]!.cookie);
  stop = true;
  await burst;

  // Only acknowledged writes or 503 (never a 500, never a dropped connection).
  expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
  expect(statuses).toContain(503);
  // Once the database is back, retried syncs bring the server to exactly the devices' data.
  await mapLimit(clients, 4, (c) => c.syncAll());
  for (const client of clients) expect(await storedRows(ctx, client.user.id)).toEqual(expectedRows(client));
}

/** While the database is down: 503 with the error body, health says so, and the process serves on. */
export async function expectDownAnswers(ctx: AccountsTestContext, cookie: string) {
  const health = await ctx.request('/api/health');
  expect(health.status).toBe(503);
  const event = await ctx.request('/api/events', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify({ event_name: 'session_start', payload: {}, session_id: 'outage' }),
  });
  expect(event.status).toBe(503);
  expect(await event.json()).toEqual({ error: 'database_unavailable', message: expect.any(String) });
  const loads = await ctx.request('/api/loads', { headers: { cookie } });
  expect(loads.status).toBe(503);
}
