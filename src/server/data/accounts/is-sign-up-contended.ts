import type { Database } from '../../db/client';
import { contendedMark } from './contended-mark';

/** true while the unconfirmed account carries a live contended mark. */
export async function isSignUpContended(database: Database, { userId }: { userId: string }): Promise<boolean> {
  const marks = await database.query(
    `SELECT 1 FROM auth_verifications v JOIN users u ON u.id = v.value
      WHERE v.identifier = $1 AND v.expires_at > now() AND NOT u.email_verified`,
    [contendedMark(userId)],
  );
  return marks.length > 0;
}
