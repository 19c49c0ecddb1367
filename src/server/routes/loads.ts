import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { LoadDeleteSchema, LoadUpsertSchema, SYNC_BATCH_SIZE, type LoadChange } from '../../domain/cloud-load';
import { requireUser } from '../auth/session';
import type { AppDeps, AppEnv } from '../context';
import { applyLoadChanges, clearLoads, listLoadChangesJson } from '../db/loads';
import { AppError } from '../errors';
import { findUnstorableString } from '../text';
import { readJsonBody, readQuery } from '../validate';
import { CursorQuerySchema, parseChanges } from './versioned-sync';


const MAX_LOADS_PER_WRITE = SYNC_BATCH_SIZE;

/** Validate the PUT body; the message names the first bad entry by position and id. */
const parseLoadChanges = (raw: unknown): LoadChange[] =>
  parseChanges<LoadChange>(raw, { key: 'loads', noun: 'Load', max: MAX_LOADS_PER_WRITE, deleteSchema: LoadDeleteSchema, upsertSchema: LoadUpsertSchema });

/**
 * The versioned sync of the caller's history (docs/decisions/015-versioned-sync.md), signed in
 * only, always scoped to the caller:
 * - GET /api/loads?cursor=V → { loads, cursor, more }: rows changed after V, tombstones included.
 * - PUT /api/loads { loads: [change + base_version] } → { saved, results }: each change applied
 *   when based on the current version, else answered with the current row.
 * - DELETE /api/loads → { cleared }: 'Clear all', a tombstone for every row.
 */
export function loadsRoutes({ database }: AppDeps) {
  const app = new Hono<AppEnv>();
  app.use('*', requireUser);

  app.get('/', async (c) => {
    const { cursor } = readQuery(c, CursorQuerySchema);
    // The body is built by the database (docs/decisions/015-versioned-sync.md, 'Serving many devices').
    const body = await listLoadChangesJson(database, c.get('sessionUser')!.id, cursor ?? 0);
    return c.body(body, 200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  });

  app.put(
    '/',
    bodyLimit({
      maxSize: 512 * 1024,
      onError: () => {
        throw new AppError('payload_too_large', `At most ${MAX_LOADS_PER_WRITE} loads (512 KB) per request.`);
      },
    }),
    async (c) => {
      const raw = await readJsonBody(c);
      const bad = findUnstorableString(raw);
      if (bad) {
        throw new AppError('bad_request', `${bad}: text must not contain NUL characters or unpaired surrogates. Nothing was saved.`);
      }
      const results = await applyLoadChanges(database, c.get('sessionUser')!.id, parseLoadChanges(raw));
      return c.json({ saved: results.filter((r) => r.status === 'applied').length, results });
    },
  );

  app.delete(
    '/',
    bodyLimit({
      maxSize: 1024,
      onError: () => {
        throw new AppError('payload_too_large', 'DELETE /api/loads takes no body.');
      },
    }),
    async (c) => {
      if ((await c.req.text()) !== '') throw new AppError('bad_request', 'DELETE /api/loads takes no body. Nothing was cleared.');
      const cleared = await clearLoads(database, c.get('sessionUser')!.id);
      return c.json({ cleared });
    },
  );
  return app;
}
