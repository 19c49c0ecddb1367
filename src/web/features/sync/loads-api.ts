import { z } from 'zod';
import { CloudLoadSchema, type CloudLoad } from '../../../domain/schemas';
import { apiFetch } from '../../lib/api-client';
import { SESSION_KEYS } from '../../lib/storage';

/** Built on first use (z.lazy): only a signed-in driver needs it. */
const LoadsResponseSchema = z.lazy(() => z.object({ loads: z.array(z.unknown()) }));

/**
 * GET /api/loads?since=ISO: the caller's rows, newest first, at most 100. A row that fails the
 * schema is skipped (and logged) rather than failing the whole load.
 */
export async function fetchCloudLoads(since: string | null): Promise<CloudLoad[]> {
  const query = since ? `?since=${encodeURIComponent(since)}` : '';
  const { loads } = await apiFetch(`/api/loads${query}`, { schema: LoadsResponseSchema });
  const valid: CloudLoad[] = [];
  for (const row of loads) {
    const parsed = CloudLoadSchema.safeParse(row);
    if (parsed.success) valid.push(parsed.data);
    else console.warn('LoadMath sync: skipped an invalid cloud row', parsed.error.issues[0]?.message);
  }
  return valid;
}

/** PUT /api/loads: upsert at most 50 loads by id. */
export async function putCloudLoads(loads: CloudLoad[], { keepalive }: { keepalive: boolean }): Promise<void> {
  await apiFetch('/api/loads', { method: 'PUT', body: { loads }, keepalive });
}

/** Last successful sync time, in session storage (spec §3), as an ISO string. */
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
