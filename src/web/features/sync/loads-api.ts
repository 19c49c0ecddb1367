import { z } from 'zod';
import { LoadChangeResultSchema, LoadsPageSchema, ServerLoadSchema, type LoadChange, type LoadChangeResult, type ServerLoad } from '../../../domain/cloud-load';
import { apiFetch } from '../../lib/api-client';
import { SESSION_KEYS } from '../../lib/storage';
import type { LoadsPage } from './sync-engine';

/** Built on first use (z.lazy): only a signed-in driver needs it. */
const PutAnswerSchema = z.lazy(() => z.object({ results: z.array(LoadChangeResultSchema) }));

/**
 * GET /api/loads?cursor=V: the caller's rows changed after V (docs/decisions/015-versioned-sync.md).
 * A row that fails the schema is skipped (and logged) rather than failing the whole page; the
 * cursor still moves past it.
 */
export async function fetchLoadChanges(cursor: number): Promise<LoadsPage> {
  const page = await apiFetch(`/api/loads?cursor=${cursor}`, { schema: LoadsPageSchema });
  const loads: ServerLoad[] = [];
  for (const row of page.loads) {
    const parsed = ServerLoadSchema.safeParse(row);
    if (parsed.success) loads.push(parsed.data);
    else console.warn('LoadMath sync: skipped an invalid cloud row', parsed.error.issues[0]?.message);
  }
  return { loads, cursor: page.cursor, more: page.more };
}

/** PUT /api/loads: at most 50 changes, each with its base version; the answers in order. */
export async function pushLoadChanges(changes: LoadChange[], { keepalive }: { keepalive: boolean }): Promise<LoadChangeResult[]> {
  const { results } = await apiFetch('/api/loads', { method: 'PUT', body: { loads: changes }, keepalive, schema: PutAnswerSchema });
  return results;
}

/** DELETE /api/loads: 'Clear all' on every device of the account. */
export async function clearCloudLoads({ keepalive }: { keepalive: boolean }): Promise<void> {
  await apiFetch('/api/loads', { method: 'DELETE', keepalive });
}

/**
 * Last successful sync time, in session storage as an ISO string (docs/product-rules.md R-STORE-1,
 * R-SYNC-7).
 */
export const lastSyncStorage = {
  get(): number | null {
    try {
      const raw = sessionStorage.getItem(SESSION_KEYS.lastSyncAt);
      const at = raw ? Date.parse(raw) : NaN;
      return Number.isFinite(at) ? at : null;
    } catch {
      return null;
    }
  },
  set(at: number): void {
    try {
      sessionStorage.setItem(SESSION_KEYS.lastSyncAt, new Date(at).toISOString());
    } catch (error) {
      console.warn('LoadMath sync: could not save the last sync time', error);
    }
  },
};
