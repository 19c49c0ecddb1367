/**
 * Building blocks of the other schemas: bounded amounts, dates, ids, and the synced-field spec
 * (docs/decisions/015-versioned-sync.md).
 * Every schema but the enums is wrapped in z.lazy: built the first time something parses with it
 * (see ./index.ts).
 */
import { z } from 'zod';

/** Finite number within ±1e9: generous for freight money and miles, rejects absurd payloads. */
export const amount = z.lazy(() => z.number().min(-1e9).max(1e9));
/** ISO 8601 date-time, with 'Z' or a numeric offset (PostgreSQL renders '+00:00'). */
export const isoDateTime = z.lazy(() => z.iso.datetime({ offset: true }));
/** A history entry's id: chosen by the browser (a UUID), unique per account. */
export const loadId = z.lazy(() => z.string().min(1).max(100));

/** The SQL type of a synced field's column (and of its jsonb_to_recordset column in a batch). */
export type LoadFieldSql = 'text' | 'float8' | 'boolean' | 'jsonb' | 'timestamptz';

/** One synced field: its value's schema, its column type, and whether it may be absent. */
export interface LoadFieldSpec<S extends z.ZodType = z.ZodType, O extends boolean = boolean> {
  schema: S;
  sql: LoadFieldSql;
  /** May be absent from an entry (NULL in its column). */
  optional: O;
  /** A required field a record may leave out on the wire, read as this value (outcome: 'book'). */
  fallback?: z.infer<S>;
}
export const req = <S extends z.ZodType>(schema: S, sql: LoadFieldSql): LoadFieldSpec<S, false> => ({ schema, sql, optional: false });
export const reqOr = <S extends z.ZodType>(schema: S, sql: LoadFieldSql, fallback: z.infer<S>): LoadFieldSpec<S, false> & { fallback: z.infer<S> } => ({
  schema,
  sql,
  optional: false,
  fallback,
});
export const opt = <S extends z.ZodType>(schema: S, sql: LoadFieldSql): LoadFieldSpec<S, true> => ({ schema, sql, optional: true });

/** Built on first call, like the z.lazy schemas (see the top of this file). */
export function lazyObject<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= build());
}

type DecisionShape<F> = {
  [K in keyof F]: F[K] extends LoadFieldSpec<infer S, true> ? z.ZodOptional<S> : F[K] extends LoadFieldSpec<infer S, false> ? S : never;
};
export function decisionShape<F extends Record<string, LoadFieldSpec>>(fields: F): DecisionShape<F> {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, spec] of Object.entries(fields)) shape[name] = spec.optional ? spec.schema.optional() : spec.schema;
  return shape as DecisionShape<F>;
}
