import type { Database } from '../../db/client';
import { contendedMark } from './contended-mark';

/**
 * In one transaction: the account's password becomes `passwordHash`, every session ends, and the
 * account is marked contended for 24 hours (as long as a confirmation link lives).
 */
export async function replaceUnconfirmedCredential(database: Database, { userId, passwordHash }: { userId: string; passwordHash: string }) {
  await database.transaction(async (query) => {
    const updated = await query(
      "UPDATE auth_accounts SET password = $2, updated_at = now() WHERE user_id = $1 AND provider_id = 'credential' RETURNING id",
      [userId, passwordHash],
    );
    if (updated.length === 0) {
      await query(
        "INSERT INTO auth_accounts (id, account_id, provider_id, user_id, password) VALUES (gen_random_uuid()::text, $1, 'credential', $1, $2)",
        [userId, passwordHash],
      );
    }
    await query('DELETE FROM auth_sessions WHERE user_id = $1', [userId]);
    await query(
      "INSERT INTO auth_verifications (id, identifier, value, expires_at) VALUES (gen_random_uuid()::text, $1, $2, now() + interval '24 hours')",
      [contendedMark(userId), userId],
    );
  });
}
