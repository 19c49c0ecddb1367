import { randomUUID } from 'node:crypto';
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
export const SESSION_ABSOLUTE_DAYS = 30;
/** Confirmation links stay valid for 24 hours (a driver may read mail at the end of a run). */
export const CONFIRMATION_LINK_SECONDS = 24 * 60 * 60;
export const COOKIE_PREFIX = 'loadmath';

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
export function usesSecureCookies(config: Config): boolean {
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
      password: { hash: hashPassword, verify: verifyPassword },
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
      autoSignInAfterVerification: true,
      expiresIn: CONFIRMATION_LINK_SECONDS,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send({
          to: user.email,
          subject: 'Confirm your LoadMath account',
          text: `Welcome to LoadMath!\n\nConfirm your e-mail address to sync your load history across devices:\n\n${url}\n\nThe link is valid for 24 hours. If you did not sign up, ignore this e-mail.\n`,
        });
      },
      afterEmailVerification: async (user) => {
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
                emailVerified: user[0].email_verified || !config.REQUIRE_EMAIL_CONFIRMATION,
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
