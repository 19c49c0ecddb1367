/**
 * PostgreSQL text and jsonb cannot hold the NUL character (U+0000); a value containing one would
 * fail at the database. Find the first such string anywhere in a parsed JSON value.
 */
export function findNulString(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '(value)' : null;
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) {
      const hit = findNulString(v, `${path}${path ? '.' : ''}${i}`);
      if (hit) return hit;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k.includes('\u0000')) return `${path}${path ? '.' : ''}(key)`;
      const hit = findNulString(v, `${path}${path ? '.' : ''}${k}`);
      if (hit) return hit;
    }
  }
  return null;
}
