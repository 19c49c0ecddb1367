import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MAX_SYNCED_PROFILES, ProfileDeleteSchema, ProfileUpsertSchema, type ProfileChange } from '../../domain/cloud-profile';
import { requireUser } from '../auth/session';
import type { AppDeps, AppEnv } from '../context';
import { applyProfileChanges, listProfileChanges } from '../db/profiles';
import { AppError } from '../errors';
import { findUnstorableString } from '../text';
import { readJsonBody, readQuery } from '../validate';
import { CursorQuerySchema, parseChanges } from './versioned-sync';

/**
 * The caller's driver profiles (docs/product-rules.md R-PAY-11), synced like the history
 * (docs/decisions/015-versioned-sync.md), signed in only, always scoped to the caller:
 * - GET /api/profiles?cursor=V → { profiles, cursor, more }: rows changed after V, tombstones included.
 * - PUT /api/profiles { profiles: [change + base_version] } → { saved, results }, at most 8 changes;
 *   a create beyond 8 live profiles is answered `conflict` with `current: null`.
 */
export function profilesRoutes({ database }: AppDeps) {
  const app = new Hono<AppEnv>();
  app.use('*', requireUser);

  app.get('/', async (c) => {
    const { cursor } = readQuery(c, CursorQuerySchema);
    const page = await listProfileChanges(database, c.get('sessionUser')!.id, cursor ?? 0);
    c.header('Cache-Control', 'no-store');
    return c.json(page);
  });

  app.put(
    '/',
    bodyLimit({
      maxSize: 64 * 1024,
      onError: () => {
        throw new AppError('payload_too_large', `At most ${MAX_SYNCED_PROFILES} profiles (64 KB) per request.`);
      },
    }),
    async (c) => {
      const raw = await readJsonBody(c);
      const bad = findUnstorableString(raw);
      if (bad) {
        throw new AppError('bad_request', `${bad}: text must not contain NUL characters or unpaired surrogates. Nothing was saved.`);
      }
      const changes = parseChanges<ProfileChange>(raw, {
        key: 'profiles',
        noun: 'Profile',
        max: MAX_SYNCED_PROFILES,
        deleteSchema: ProfileDeleteSchema,
        upsertSchema: ProfileUpsertSchema,
      });
      const results = await applyProfileChanges(database, c.get('sessionUser')!.id, changes);
      return c.json({ saved: results.filter((r) => r.status === 'applied').length, results });
    },
  );
  return app;
}
