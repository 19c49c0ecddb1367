/**
 * A history entry on the wire of GET/PUT /api/loads and in the server's rows: every form derived
 * from LOAD_FIELDS (schemas/load.ts), the one definition of the synced fields
 * (docs/decisions/015-versioned-sync.md). Loaded by the browser only while signed in.
 */
import { z } from 'zod';
import { isoDateTime, LOAD_FIELDS, loadId, type LoadDecision, type LoadFieldSpec } from './schemas';

/** A synced field's column and wire name: the field's name in snake_case. */
export const toColumn = (name: string): string => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
type SnakeCase<S extends string> = S extends `${infer C}${infer R}` ? `${C extends Lowercase<C> ? C : `_${Lowercase<C>}`}${SnakeCase<R>}` : S;

type CloudShape<F> = {
  [K in keyof F & string as SnakeCase<K>]: F[K] extends LoadFieldSpec<infer S, true>
    ? z.ZodOptional<z.ZodNullable<S>>
    : F[K] extends LoadFieldSpec<infer S, false> & { fallback: unknown }
      ? z.ZodOptional<z.ZodNullable<S>>
    : F[K] extends LoadFieldSpec<infer S, false>
      ? S
      : never;
};

export function cloudShape<F extends Record<string, LoadFieldSpec>>(fields: F): CloudShape<F> {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, spec] of Object.entries(fields)) {
    shape[toColumn(name)] = spec.optional || spec.fallback !== undefined ? spec.schema.nullable().optional() : spec.schema;
  }
  return shape as CloudShape<F>;
}

/** A history entry on the wire: its id plus LOAD_FIELDS in snake_case, absent fields null. */
export const CloudLoadSchema = z.lazy(() => z.object({ id: loadId, ...cloudShape(LOAD_FIELDS()) }));
export type CloudLoad = z.infer<typeof CloudLoadSchema>;
export type LoadFieldName = keyof ReturnType<typeof LOAD_FIELDS>;

/** The synced fields' names, in LOAD_FIELDS order. */
export const loadFieldNames = (): LoadFieldName[] => Object.keys(LOAD_FIELDS()) as LoadFieldName[];

/** Map an entry to its cloud record by its field list (absent optional fields as null). */
export function toCloudRecord(fields: Record<string, LoadFieldSpec>, entry: { id: string }): Record<string, unknown> {
  const out: Record<string, unknown> = { id: entry.id };
  const e = entry as Record<string, unknown>;
  for (const [name, spec] of Object.entries(fields)) out[toColumn(name)] = e[name] ?? (spec.optional ? null : undefined);
  return out;
}

/** Map a cloud record back to an entry by its field list: null fields (and blank optional text) are left out. */
export function fromCloudRecord(fields: Record<string, LoadFieldSpec>, record: { id: string }): Record<string, unknown> {
  const out: Record<string, unknown> = { id: record.id };
  const row = record as Record<string, unknown>;
  for (const [name, spec] of Object.entries(fields)) {
    const value = row[toColumn(name)] ?? spec.fallback;
    if (value == null || (spec.optional && typeof value === 'string' && value.trim() === '')) continue;
    out[name] = value;
  }
  return out;
}

/** Map a history entry to its cloud record (absent optional fields as null). */
export function decisionToCloud(d: LoadDecision): CloudLoad {
  return toCloudRecord(LOAD_FIELDS(), d) as CloudLoad;
}

/** Map a cloud record back to a history entry: null fields (and blank optional text) are left out. */
export function cloudToDecision(r: CloudLoad): LoadDecision {
  return fromCloudRecord(LOAD_FIELDS(), r) as LoadDecision;
}

/** JSON with object keys sorted: jsonb hands objects back in its own key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** Whether one field of a field list holds the same value in both entries (times compared as instants). */
export function sameField(fields: Record<string, LoadFieldSpec>, name: string, a: object, b: object): boolean {
  const x = (a as Record<string, unknown>)[name];
  const y = (b as Record<string, unknown>)[name];
  if (fields[name]?.sql === 'timestamptz' && typeof x === 'string' && typeof y === 'string') return Date.parse(x) === Date.parse(y);
  return canonical(x) === canonical(y);
}

/** Whether one synced field holds the same value in both entries (times compared as instants). */
export function sameLoadField(name: LoadFieldName, a: LoadDecision, b: LoadDecision): boolean {
  return sameField(LOAD_FIELDS(), name, a, b);
}

/** Whether two entries hold the same synced fields. */
export function sameLoadFields(a: LoadDecision, b: LoadDecision): boolean {
  return a.id === b.id && loadFieldNames().every((name) => sameLoadField(name, a, b));
}

/** Rows per PUT /api/loads and per sync batch (docs/decisions/015-versioned-sync.md). */
export const SYNC_BATCH_SIZE = 50;

/**
 * One change in PUT /api/loads: the whole entry, or a delete, each with the version of the row it
 * was based on (0: a new entry the server has not seen).
 */
export const LoadDeleteSchema = z.lazy(() =>
  z.strictObject({ id: loadId, base_version: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER), deleted: z.literal(true) }),
);
export const LoadUpsertSchema = z.lazy(() =>
  z.object({ ...CloudLoadSchema.unwrap().shape, base_version: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER) }),
);
export type LoadChange = z.infer<typeof LoadDeleteSchema> | z.infer<typeof LoadUpsertSchema>;

/** A row as the server holds it: a live entry, or a tombstone (deleted_at set, fields gone). */
export const ServerLoadSchema = z.lazy(() =>
  z.union([
    z.object({ id: loadId, version: z.number().int().min(1), deleted_at: isoDateTime }),
    z.object({ ...CloudLoadSchema.unwrap().shape, version: z.number().int().min(1), deleted_at: z.null() }),
  ]),
);
export type ServerLoad = z.infer<typeof ServerLoadSchema>;

/** One answer of PUT /api/loads, in the order sent: applied at `version`, or the current row. */
export const LoadChangeResultSchema = z.lazy(() =>
  z.union([
    z.object({ id: loadId, status: z.literal('applied'), version: z.number().int().min(1) }),
    /** `current` null: no such row of yours (never created, or never yours). */
    z.object({ id: loadId, status: z.literal('conflict'), current: ServerLoadSchema.nullable() }),
  ]),
);
export type LoadChangeResult = z.infer<typeof LoadChangeResultSchema>;

/** GET /api/loads?cursor=V: the caller's rows changed after V, oldest change first. */
export const LoadsPageSchema = z.lazy(() => z.object({ loads: z.array(z.unknown()), cursor: z.number().int().min(0), more: z.boolean() }));

