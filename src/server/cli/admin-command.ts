import type { Database } from '../db/client';
import { grantAdmin, normalizeEmail, revokeAdmin } from '../auth/roles';

export const ADMIN_USAGE = `Usage: npm run admin -- <command>
  grant <email>    give the account the admin role (analytics dashboard)
  revoke <email>   take the admin role away
  list             show the accounts with the admin role`;

/** Run one admin command; returns the exit code and writes human-readable lines to `out`. */
export async function runAdminCommand(database: Database, args: string[], out: (line: string) => void): Promise<number> {
  const [command, email, ...rest] = args;
  if (command === 'list' && email === undefined) {
    const rows = await database.query<{ email: string }>(
      "SELECT u.email FROM user_roles r JOIN users u ON u.id = r.user_id WHERE r.role = 'admin' ORDER BY u.email",
    );
    out(rows.length ? rows.map((r) => r.email).join('\n') : 'No admins yet.');
    return 0;
  }
  if ((command !== 'grant' && command !== 'revoke') || !email || rest.length) {
    out(ADMIN_USAGE);
    return 2;
  }
  const normalized = normalizeEmail(email);
  const found = command === 'grant' ? await grantAdmin(database, normalized) : await revokeAdmin(database, normalized);
  if (!found) {
    out(`No account with the e-mail ${normalized}. The person must sign up first.`);
    return 1;
  }
  out(command === 'grant' ? `${normalized} is now an admin.` : `${normalized} is no longer an admin.`);
  return 0;
}
