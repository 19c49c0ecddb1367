import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { openDatabase, wrapPglite } from '../db/client';
import { migrate } from '../db/migrate';
import { freePort } from '../testing/server-process';
import { nthCloudLoad } from '../testing/sync-clients';
import { burstThroughOutage, expectDownAnswers, serveOver } from './outage';
import { FAST_PASSWORD_HASHES } from '../testing/fast-password-hashes';

// Faults of the embedded database: PGlite closed and reopened under a sync burst, and
// the server killed with SIGKILL during writes. Both open PGlite on a data folder of their own,
// so this file belongs to the PGlite suite only (the PostgreSQL suite leaves it out).

describe('faults: the database stops in the middle of a sync burst', () => {
  it('PGlite closed and reopened on the same data folder: 503 meanwhile, then exactly the client data', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lm-reopen-'));
    const dataDir = path.join(dir, 'pglite');
    let current = await PGlite.create({ dataDir });
    await migrate(wrapPglite(current));
    // The app keeps one handle; underneath it, the embedded database is closed and reopened.
    const handle = new Proxy(current, {
      get: (_target, prop) => {
        const value = Reflect.get(current, prop, current) as unknown;
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(current) : value;
      },
    });
    const ctx = await serveOver(wrapPglite(handle));
    try {
      await burstThroughOutage(ctx, async (cookie) => {
        await current.close();
        await expectDownAnswers(ctx, cookie);
        await new Promise((r) => setTimeout(r, 200));
        current = await PGlite.create({ dataDir });
      });
      expect((await ctx.request('/api/health')).status).toBe(200);
    } finally {
      await ctx.close();
      await current.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

// ---------------------------------------------------------------------------------------------

/** `npm run serve` as a child process over `dataDir`; resolves once /api/health answers. */
async function startChild(dataDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: `http://localhost:${port}`, LOG_LEVEL: 'warn', TEST_DATABASE_URL: '', DATABASE_URL: '', ...FAST_PASSWORD_HASHES },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`server exited: ${stderr}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start: ${stderr}`);
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((resolve) => child.once('exit', () => resolve()));

describe('faults: the server is killed with SIGKILL during writes', () => {
  it('after a restart every acknowledged write is there (PGlite on its data folder)', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lm-sigkill-'));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const origin = `http://localhost:${port}`;
    let child = await startChild(dataDir, port);
    try {
      // A confirmed account through the real flow: sign up, the link from the outbox, sign in.
      const email = 'kill@reliability.test';
      const up = await fetch(`${base}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({ email, password: 'reliable rig 2025' }),
      });
      expect(up.status).toBe(200);
      let link: string | undefined;
      for (let i = 0; i < 100 && !link; i++) {
        const outbox = path.join(dataDir, 'outbox');
        const files = (() => {
          try {
            return readdirSync(outbox);
          } catch {
            return [];
          }
        })();
        for (const f of files) link ??= /https?:\/\/\S+/.exec((JSON.parse(readFileSync(path.join(outbox, f), 'utf8')) as { text: string }).text)?.[0];
        if (!link) await new Promise((r) => setTimeout(r, 50));
      }
      expect(link).toBeDefined();
      const url = new URL(link!);
      const confirmed = await fetch(`${base}${url.pathname}${url.search}`, { redirect: 'manual' });
      expect(confirmed.status).toBe(302);
      const signedIn = await fetch(`${base}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({ email, password: 'reliable rig 2025' }),
      });
      expect(signedIn.status).toBe(200);
      const cookie = signedIn.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');

      const ackedEvents: number[] = [];
      const ackedLoads: string[] = [];
      let seq = 0;
      let killed = false;
      const writer = async (w: number) => {
        while (!killed) {
          const i = seq++;
          try {
            if (i % 2 === 0) {
              const res = await fetch(`${base}/api/events`, {
                method: 'POST',
                headers: { 'content-type': 'application/json', origin },
                body: JSON.stringify({ event_name: 'calculation_submitted', payload: { i }, session_id: `kill-${w}` }),
              });
              if (res.status === 202) ackedEvents.push(i);
            } else {
              const loads = [0, 1, 2].map((k) => ({ ...nthCloudLoad('kill', i * 10 + k), base_version: 0 }));
              const res = await fetch(`${base}/api/loads`, {
                method: 'PUT',
                headers: { 'content-type': 'application/json', origin, cookie },
                body: JSON.stringify({ loads }),
              });
              if (res.status === 200) ackedLoads.push(...loads.map((l) => l.id));
            }
          } catch {
            // The connection died with the server: this write was never acknowledged.
          }
        }
      };
      const writers = Promise.all(Array.from({ length: 8 }, (_, w) => writer(w)));
      while (ackedEvents.length + ackedLoads.length / 3 < 150) await new Promise((r) => setTimeout(r, 10));
      child.kill('SIGKILL');
      await exited(child);
      killed = true;
      await writers;
      expect(ackedEvents.length).toBeGreaterThan(0);
      expect(ackedLoads.length).toBeGreaterThan(0);

      // Restart on the same folder: it starts, the session survived, and nothing acknowledged is missing.
      child = await startChild(dataDir, port);
      expect((await fetch(`${base}/api/loads`, { headers: { cookie } })).status).toBe(200);
      child.kill('SIGTERM');
      await exited(child);
      const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
      try {
        const events = await database.query<{ i: string }>("SELECT payload->>'i' AS i FROM events WHERE session_id LIKE 'kill-%'");
        const storedEvents = new Set(events.map((e) => Number(e.i)));
        expect(ackedEvents.filter((i) => !storedEvents.has(i))).toEqual([]);
        const loads = await database.query<{ id: string }>("SELECT id FROM loads WHERE id LIKE 'kill-%'");
        const storedLoads = new Set(loads.map((l) => l.id));
        expect(ackedLoads.filter((id) => !storedLoads.has(id))).toEqual([]);
      } finally {
        await database.close();
      }
    } finally {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await exited(child);
      }
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
