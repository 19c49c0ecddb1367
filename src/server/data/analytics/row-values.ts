// pg returns bigint and numeric as strings, PGlite as numbers: every report maps its columns explicitly.
export const num = (v: unknown) => Number(v);
export const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string | Date).toISOString());
