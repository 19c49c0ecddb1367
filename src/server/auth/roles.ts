import type { Database } from '../db/client';

export type Role = 'admin';

/** The roles of one user (`user_roles`), e.g. `['admin']`. */
export async function getUserRoles(database: Database, userId: string): Promise<Role[]> {
  const rows = await database.query<{ role: Role }>('SELECT role FROM user_roles WHERE user_id = $1 ORDER BY role', [userId]);
  return rows.map((r) => r.role);
}

export async function isAdmin(database: Database, userId: string): Promise<boolean> {
  const rows = await database.query("SELECT 1 FROM user_roles WHERE user_id = $1 AND role = 'admin'", [userId]);
  return rows.length > 0;
}

/** E-mail as stored: trimmed, Unicode NFC, lower-case. */
export function normalizeEmail(email: string): string {
  return email.trim().normalize('NFC').toLowerCase();
}

/** Grant the admin role to the account with this e-mail; false when no such account exists. */
export async function grantAdmin(database: Database, email: string): Promise<boolean> {
  const rows = await database.query(
    `INSERT INTO user_roles (user_id, role)
     SELECT id, 'admin' FROM users WHERE email = $1
     ON CONFLICT (user_id, role) DO NOTHING
     RETURNING user_id`,
    [normalizeEmail(email)],
  );
  if (rows.length) return true;
  return (await database.query('SELECT 1 FROM users WHERE email = $1', [normalizeEmail(email)])).length > 0;
}

/** Remove the admin role; false when no such account exists. */
export async function revokeAdmin(database: Database, email: string): Promise<boolean> {
  const users = await database.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [normalizeEmail(email)]);
  if (!users[0]) return false;
  await database.query("DELETE FROM user_roles WHERE user_id = $1 AND role = 'admin'", [users[0].id]);
  return true;
}

/**
 * ADMIN_EMAILS at start: grant the role to listed accounts whose e-mail is confirmed, in every
 * mode (with REQUIRE_EMAIL_CONFIRMATION=false too: whoever registers a listed address first must
 * not become admin without its mailbox). Returns the e-mails granted now or before.
 */
export async function applyAdminEmails(database: Database, adminEmails: string[]): Promise<string[]> {
  if (adminEmails.length === 0) return [];
  const rows = await database.query<{ email: string }>(
    `WITH listed AS (
       SELECT id, email FROM users WHERE email = ANY($1::text[]) AND email_verified
     ), granted AS (
       INSERT INTO user_roles (user_id, role) SELECT id, 'admin' FROM listed
       ON CONFLICT (user_id, role) DO NOTHING
     )
     SELECT email FROM listed ORDER BY email`,
    [adminEmails.map(normalizeEmail)],
  );
  return rows.map((r) => r.email);
}

/**
 * After sign-in or e-mail confirmation: a listed e-mail gets the admin role, but only once the
 * address is confirmed, so nobody can claim it by signing up with someone else's address.
 */
export async function grantAdminIfListed(
  database: Database,
  adminEmails: string[],
  user: { id: string; email: string; emailVerified: boolean },
): Promise<void> {
  if (!user.emailVerified || !adminEmails.includes(normalizeEmail(user.email))) return;
  await database.query(
    "INSERT INTO user_roles (user_id, role) VALUES ($1, 'admin') ON CONFLICT (user_id, role) DO NOTHING",
    [user.id],
  );
}
