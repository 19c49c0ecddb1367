import type { Database } from '../../db/client';

/** The account with this (already normalised) e-mail, or undefined. */
export async function findUserByEmail(database: Database, { email }: { email: string }) {
  const rows = await database.query<{ id: string; email_verified: boolean }>('SELECT id, email_verified FROM users WHERE email = $1', [email]);
  return rows[0];
}
