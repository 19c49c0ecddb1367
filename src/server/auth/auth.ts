import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { authAccounts, authSessions, authVerifications, users } from '../db/schema';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { hashPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, verifyPassword } from './password';
import { grantAdminIfListed } from './roles';

/**
 * Session lifetime (README 'Accounts, sessions and security'):
 * - idle: a session unused for 7 days ends. Each use more than a day after the last refresh
 *   pushes the expiry to 7 days from now (so the idle limit is between 6 and 7 days).
 * - absolute: a session ends 30 days after sign-in however active it is (database trigger
 *   `auth_sessions_cap_lifetime`, migration 0002).
 */
export const SESSION_IDLE_SECONDS = 7 * 24 * 60 * 60;
export const SESSION_REFRESH_AFTER_SECONDS = 24 * 60 * 60;
/** Confirmation links stay valid for 24 hours (a driver may read mail at the end of a run). */
const CONFIRMATION_LINK_SECONDS = 24 * 60 * 60;
/** Password-reset links are valid for 1 hour and work once (README 'Accounts, sessions and security'). */
export const RESET_LINK_SECONDS = 60 * 60;
export const COOKIE_PREFIX = 'loadmath';

/** The credential (password hash) of an account, or undefined when it has none. */
export async function currentCredential(database: Database, userId: string): Promise<string | undefined> {
  const rows = await database.query<{ password: string | null }>(
    "SELECT password FROM auth_accounts WHERE user_id = $1 AND provider_id = 'credential' ORDER BY created_at LIMIT 1",
    [userId],
  );
  return rows[0]?.password ?? undefined;
}

/**
 * A confirmation link is bound to the password it was sent for: its `c` parameter is an HMAC of
 * the account id and the password hash at sending time. A later sign-up for the unconfirmed
 * account (which replaces the password), a reset or a change makes older links useless, so a
 * link can only ever confirm the newest credential (README 'Accounts, sessions and security').
 */
export function credentialBinding(secret: string, userId: string, passwordHash: string): string {
  return createHmac('sha256', secret).update(`confirm\0${userId}\0${passwordHash}`).digest('base64url').slice(0, 32);
}

export function bindingMatches(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Delete every session of an account (sign-out everywhere). */
async function revokeAllSessions(database: Database, userId: string): Promise<void> {
  await database.query('DELETE FROM auth_sessions WHERE user_id = $1', [userId]);
}

export interface AuthDeps {
  config: Config;
  database: Database;
  logger: Logger;
  mailer: Mailer;
  /** Tracks background work (e-mail sending) so shutdown can wait for it. */
  background: BackgroundTasks;
}

export type Auth = ReturnType<typeof createAuth>;

/** Secure cookies (and the __Secure- name prefix) in production and whenever the site is https. */
function usesSecureCookies(config: Config): boolean {
  return config.isProduction || config.publicUrl.startsWith('https:');
}

export function sessionCookieName(config: Config): string {
  return `${usesSecureCookies(config) ? '__Secure-' : ''}${COOKIE_PREFIX}.session_token`;
}

export function createAuth({ config, database, logger, mailer, background }: AuthDeps) {
  return betterAuth({
    appName: 'LoadMath',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(database.db, {
      provider: 'pg',
      schema: { user: users, session: authSessions, account: authAccounts, verification: authVerifications },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: config.REQUIRE_EMAIL_CONFIRMATION,
      // Sign-up never signs in: the answer is the same whether or not the address already has
      // an account (better-auth then returns a generic response), so no enumeration.
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: { hash: (password) => hashPassword(password, config.PASSWORD_SCRYPT_LOG_N), verify: verifyPassword },
      // Password reset by e-mail: a single-use link valid 1 hour, sent to the page that sets the
      // new password. The token rides in the fragment, so it never reaches a server log.
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        await mailer.send({
          to: user.email,
          subject: 'Reset your LoadMath password',
          text: `Someone (hopefully you) asked to reset the password of your LoadMath account.\n\nChoose a new password here:\n\n${config.publicUrl}/reset-password#token=${encodeURIComponent(token)}\n\nThe link works once and is valid for 1 hour. If you did not ask for it, ignore this e-mail: your password stays as it is.\n`,
        });
      },
      onPasswordReset: async ({ user }) => {
        // Opening the link proved the mailbox: the address counts as confirmed. Other reset links
        // of the account stop working; every session was already revoked.
        await database.query('UPDATE users SET email_verified = true, updated_at = now() WHERE id = $1', [user.id]);
        await database.query("DELETE FROM auth_verifications WHERE value = $1 AND identifier LIKE 'reset-password:%'", [user.id]);
        await grantAdminIfListed(database, config.adminEmails, { id: user.id, email: user.email, emailVerified: true });
      },
      onExistingUserSignUp: async ({ user }) => {
        await mailer.send({
          to: user.email,
          subject: 'You already have a LoadMath account',
          text: `Someone (hopefully you) tried to create a LoadMath account with this e-mail address, which already has one.\n\nSign in at ${config.publicUrl}/auth instead. If this wasn't you, you can ignore this e-mail.\n`,
        });
      },
    },
    emailVerification: {
      sendOnSignUp: config.REQUIRE_EMAIL_CONFIRMATION,
      sendOnSignIn: false,
      // The link confirms the address and signs nobody in (docs/decisions/015-versioned-sync.md
      // 'Whose history'): opening someone else's link must never put the opener in their account.
      autoSignInAfterVerification: false,
      expiresIn: CONFIRMATION_LINK_SECONDS,
      sendVerificationEmail: async ({ user, url: plainUrl }) => {
        const credential = await currentCredential(database, user.id);
        const url = `${plainUrl}&c=${credential ? credentialBinding(config.authSecret, user.id, credential) : ''}`;
        await mailer.send({
          to: user.email,
          subject: 'Confirm your LoadMath account',
          text: `Welcome to LoadMath!\n\nConfirm your e-mail address to sync your load history across devices:\n\n${url}\n\nThe link is valid for 24 hours. If you did not sign up, ignore this e-mail.\n`,
        });
      },
      afterEmailVerification: async (user) => {
        // Sessions opened before the address was confirmed (REQUIRE_EMAIL_CONFIRMATION=false, or
        // whoever registered the address first) end here; the link's own session comes after.
        await revokeAllSessions(database, user.id);
        await grantAdminIfListed(database, config.adminEmails, user);
      },
    },
    session: {
      expiresIn: SESSION_IDLE_SECONDS,
      updateAge: SESSION_REFRESH_AFTER_SECONDS,
      // Every request reads the session row, so sign-out and expiry take effect at once.
      cookieCache: { enabled: false },
    },
    databaseHooks: {
      session: {
        create: {
          after: async (session) => {
            const user = await database.query<{ email: string; email_verified: boolean }>(
              'SELECT email, email_verified FROM users WHERE id = $1',
              [session.userId],
            );
            if (user[0]) {
              await grantAdminIfListed(database, config.adminEmails, {
                id: session.userId,
                email: user[0].email,
                // Only a confirmed address, in every mode (README 'admin role').
                emailVerified: user[0].email_verified,
              });
            }
          },
        },
      },
    },
    // Throttling is ours (database-backed, per e-mail and per IP: src/server/auth/routes.ts).
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: COOKIE_PREFIX,
      useSecureCookies: usesSecureCookies(config),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/' },
      // Random UUIDs (v4, 122 random bits) for users, sessions, accounts and verifications.
      database: { generateId: () => randomUUID() },
      ipAddress: { disableIpTracking: true },
      backgroundTasks: { handler: (promise) => background.add(promise) },
    },
    onAPIError: { throw: true },
    logger: {
      level: 'warn',
      log: (level, message, ...args) => {
        const detail = args.length === 0 ? undefined : args.length === 1 ? args[0] : args;
        if (level === 'error') logger.error(`auth: ${message}`, detail);
        else if (level === 'warn') logger.warn(`auth: ${message}`, detail);
        else logger.debug(`auth: ${message}`, detail);
      },
    },
    telemetry: { enabled: false },
  });
}

/** A set of background promises (e-mail sending) that shutdown waits for. Failures are logged. */
export class BackgroundTasks {
  private readonly pending = new Set<Promise<unknown>>();
  constructor(private readonly logger: Logger) {}

  add(promise: Promise<unknown>) {
    const tracked = promise.then(
      () => undefined,
      (error: unknown) => this.logger.error('background task failed', error),
    );
    this.pending.add(tracked);
    void tracked.finally(() => this.pending.delete(tracked));
  }

  /** Resolves once every task added so far (and any they add) has settled. */
  async drain(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending]);
  }
}
