import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { LoadDeleteSchema, LoadUpsertSchema, SYNC_BATCH_SIZE, type LoadChange } from '../../domain/cloud-load';
import { requireUser } from '../auth/session';
import type { AppDeps, AppEnv } from '../context';
import { applyLoadChanges, clearLoads, listLoadChanges } from '../db/loads';
import { AppError } from '../errors';
import { findUnstorableString } from '../text';
import { describeZodError, readJsonBody, readQuery } from '../validate';


const MAX_LOADS_PER_WRITE = SYNC_BATCH_SIZE;

const CursorQuerySchema = z.object({
  cursor: z
    .string()
    .regex(/^\d{1,15}$/, 'cursor must be a version number from an earlier answer (0 for everything)')
    .transform(Number)
    .optional(),
});

const entryId = (entry: unknown) =>
  entry && typeof entry === 'object' && typeof (entry as { id?: unknown }).id === 'string' ? (entry as { id: string }).id : undefined;

/** Validate the PUT body; the message names the first bad entry by position and id. */
function parseChanges(raw: unknown): LoadChange[] {
  const list = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as { loads?: unknown }).loads : undefined;
  if (!Array.isArray(list)) throw new AppError('bad_request', `Send { "loads": [ ... ] } with 1 to ${MAX_LOADS_PER_WRITE} changes.`);
  if (list.length === 0 || list.length > MAX_LOADS_PER_WRITE) {
    throw new AppError('bad_request', `Send 1 to ${MAX_LOADS_PER_WRITE} loads at a time (got ${list.length}).`);
  }
  const changes: LoadChange[] = [];
  const seen = new Set<string>();
  for (const [i, entry] of list.entries()) {
    const id = entryId(entry);
    const label = id !== undefined ? `Load ${i + 1} (id ${JSON.stringify(id.slice(0, 100))})` : `Load ${i + 1}`;
    if (entry && typeof entry === 'object' && !('base_version' in entry)) {
      throw new AppError('bad_request', `${label} has no base_version: this app is out of date, reload it to sync. Nothing was saved.`);
    }
    // A delete names itself: one schema per entry, not a union tried branch by branch.
    const isDelete = entry !== null && typeof entry === 'object' && 'deleted' in entry;
    const parsed = (isDelete ? LoadDeleteSchema : LoadUpsertSchema).safeParse(entry);
    if (!parsed.success) throw new AppError('bad_request', `${label} is invalid: ${describeZodError(parsed.error)}. Nothing was saved.`);
    if (seen.has(parsed.data.id)) throw new AppError('bad_request', `${label} appears twice in one batch. Nothing was saved.`);
    seen.add(parsed.data.id);
    changes.push(parsed.data);
  }
  return changes;
}

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
    const page = await listLoadChanges(database, c.get('sessionUser')!.id, cursor ?? 0);
    c.header('Cache-Control', 'no-store');
    return c.json(page);
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
      const results = await applyLoadChanges(database, c.get('sessionUser')!.id, parseChanges(raw));
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
