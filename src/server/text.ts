import { isStorableText } from '../domain/schemas';

/**
 * PostgreSQL text and jsonb cannot hold the NUL character (U+0000), and text silently turns an
 * unpaired UTF-16 surrogate (JSON such as "\ud800") into U+FFFD, changing what the driver saved.
 * Find the first string (or key) anywhere in a parsed JSON value that cannot be stored as sent.
 */
export function findUnstorableString(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return isStorableText(value) ? null : path || '(value)';
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) {
      const hit = findUnstorableString(v, `${path}${path ? '.' : ''}${i}`);
      if (hit) return hit;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (!isStorableText(k)) return `${path}${path ? '.' : ''}(key)`;
      const hit = findUnstorableString(v, `${path}${path ? '.' : ''}${k}`);
      if (hit) return hit;
    }
  }
  return null;
}
