import type { Database } from '../../db/client';
import { contendedMark } from './contended-mark';

/** A password hash no password matches (verifyPassword only accepts the $scrypt$ format). */
const NO_PASSWORD = '!no-password';

/**
 * In one transaction: the account keeps no password, every session ends, the contended mark goes,
 * and a single-use reset token valid `resetSeconds` is stored.
 */
export async function voidContendedCredential(
  database: Database,
  { userId, resetToken, resetSeconds }: { userId: string; resetToken: string; resetSeconds: number },
) {
  await database.transaction(async (query) => {
    await query("UPDATE auth_accounts SET password = $2, updated_at = now() WHERE user_id = $1 AND provider_id = 'credential'", [userId, NO_PASSWORD]);
    await query('DELETE FROM auth_sessions WHERE user_id = $1', [userId]);
    await query('DELETE FROM auth_verifications WHERE identifier = $1', [contendedMark(userId)]);
    await query(
      `INSERT INTO auth_verifications (id, identifier, value, expires_at)
       VALUES (gen_random_uuid()::text, $1, $2, now() + make_interval(secs => $3))`,
      [`reset-password:${resetToken}`, userId, resetSeconds],
    );
  });
}
