import { z } from 'zod';
import { AppError } from '../errors';
import { describeZodError } from '../validate';

/**
 * What the versioned-sync routes share (docs/decisions/015-versioned-sync.md): the cursor query
 * and the PUT body's validation, for /api/loads and /api/profiles alike.
 */

export const CursorQuerySchema = z.object({
  cursor: z
    .string()
    .regex(/^\d{1,15}$/, 'cursor must be a version number from an earlier answer (0 for everything)')
    .transform(Number)
    .optional(),
});

const entryId = (entry: unknown) =>
  entry && typeof entry === 'object' && typeof (entry as { id?: unknown }).id === 'string' ? (entry as { id: string }).id : undefined;

interface ChangeKind<C extends { id: string }> {
  /** The body's list: 'loads' or 'profiles'. */
  key: string;
  /** 'Load' or 'Profile', naming a bad change by position. */
  noun: string;
  max: number;
  deleteSchema: z.ZodType<C>;
  upsertSchema: z.ZodType<C>;
}

/** Validate a PUT body; the message names the first bad change by position and id. */
export function parseChanges<C extends { id: string }>(raw: unknown, kind: ChangeKind<C>): C[] {
  const { key, noun, max } = kind;
  const list = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>)[key] : undefined;
  if (!Array.isArray(list)) throw new AppError('bad_request', `Send { "${key}": [ ... ] } with 1 to ${max} changes.`);
  if (list.length === 0 || list.length > max) {
    throw new AppError('bad_request', `Send 1 to ${max} ${key} at a time (got ${list.length}).`);
  }
  const changes: C[] = [];
  const seen = new Set<string>();
  for (const [i, entry] of list.entries()) {
    const id = entryId(entry);
    const label = id !== undefined ? `${noun} ${i + 1} (id ${JSON.stringify(id.slice(0, 100))})` : `${noun} ${i + 1}`;
    if (entry && typeof entry === 'object' && !('base_version' in entry)) {
      throw new AppError('bad_request', `${label} has no base_version: this app is out of date, reload it to sync. Nothing was saved.`);
    }
    // A delete names itself: one schema per entry, not a union tried branch by branch.
    const isDelete = entry !== null && typeof entry === 'object' && 'deleted' in entry;
    const parsed = (isDelete ? kind.deleteSchema : kind.upsertSchema).safeParse(entry);
    if (!parsed.success) throw new AppError('bad_request', `${label} is invalid: ${describeZodError(parsed.error)}. Nothing was saved.`);
    if (seen.has(parsed.data.id)) throw new AppError('bad_request', `${label} appears twice in one batch. Nothing was saved.`);
    seen.add(parsed.data.id);
    changes.push(parsed.data);
  }
  return changes;
}
