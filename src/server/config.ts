import { randomBytes } from 'node:crypto';
import { chmodSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * Server configuration, read from environment variables and validated at boot.
 * Every variable is documented in README.md ("Configuration") and .env.example.
 * A bad value stops the server with a message naming the variable.
 */
const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/**
 * Reads a Tesseract worker does before it is retired (ocr/engine.ts; kept here so that loading the
 * configuration does not load the OCR engine). Its WebAssembly heap never shrinks and keeps
 * growing, by about 2 MB a read and more on dense pages (reported by other tesseract.js 7 users too):
 * one worker reading the 152 training pages one after another peaked at 415–534 MB of process RSS.
 * Retired every 40 reads: 396–418 MB; every 20: 378–401 MB; every 10: 360 MB, for one worker
 * start (≈ 0.7 s) per 10 reads. Measured: docs/decisions/009-ocr.md, 'Bounded memory: workers retired'.
 */
export const DEFAULT_READS_PER_WORKER = 10;

/**
 * scrypt's cost as log2 N for new password hashes (auth/password.ts; kept here so that loading
 * the configuration does not load the hashing code). 17 is OWASP's recommendation: 128 MiB and
 * 0.15–0.9 s a hash depending on the machine. Production refuses anything lower; tests lower it
 * (each step down halves the work), because a test suite signs in hundreds of times.
 */
export const DEFAULT_SCRYPT_LOG_N = 17;
/**
 * The scrypt costs (log2 N) the server makes hashes at and accepts in stored ones: a cost the
 * configuration allows must also verify, or raising it would lock every new account out.
 */
export const SCRYPT_LOG_N_RANGE = { min: 10, max: 20 } as const;

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  /** Public origin of the site, used for links in e-mails and the trusted-origin check. */
  PUBLIC_URL: z.url().optional(),
  /** PostgreSQL server connection string. When unset, embedded PGlite under DATA_DIR is used. */
  DATABASE_URL: z.string().min(1).optional(),
  /**
   * Connections each server process keeps to PostgreSQL (README 'Running several instances'):
   * instances × this must stay under the server's max_connections.
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** Folder for the embedded database and the local mail outbox. */
  DATA_DIR: z.string().min(1).default('./data'),
  /**
   * Secret for signing session cookies and confirmation links. Required in production (at least
   * 32 characters); elsewhere, when unset, a random one is generated once into DATA_DIR/auth-secret.
   */
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  /** SMTP connection URL (smtp://user:pass@host:port). Unset: e-mails go to the log and DATA_DIR/outbox. */
  SMTP_URL: z.string().min(1).optional(),
  MAIL_FROM: z.string().min(3).default('LoadMath <no-reply@loadmath.local>'),
  REQUIRE_EMAIL_CONFIRMATION: booleanFromEnv.default(true),
  /** Comma-separated e-mails granted the admin role at start. */
  ADMIN_EMAILS: z.string().default(''),
  /** Extra origins (comma-separated) allowed to make state-changing API calls, e.g. a Vite dev server. */
  TRUSTED_ORIGINS: z.string().default(''),
  /**
   * Reverse proxies in front of the server that append to X-Forwarded-For: `false`/`0` none (the
   * socket's address is the client), `true`/`1` one, `2`..`10` that many (a CDN, then a load
   * balancer). Read as a number of hops (src/server/auth/request.ts).
   */
  TRUST_PROXY: z
    .union([booleanFromEnv, z.string().regex(/^(?:[2-9]|10)$/, 'TRUST_PROXY must be true, false or a number of proxy hops from 0 to 10')])
    .transform((v) => (typeof v === 'boolean' ? (v ? 1 : 0) : Number(v)))
    .default(0),
  /** Raw analytics events older than this many days are deleted (at start and every 6 hours). */
  EVENTS_RETENTION_DAYS: z.coerce.number().int().min(30).max(36_500).default(400),
  /**
   * Reads an OCR worker does before it is stopped and replaced by a fresh one, which bounds the
   * memory its WebAssembly heap keeps (docs/decisions/009-ocr.md); 0 = never replace.
   */
  OCR_WORKER_MAX_READS: z.coerce.number().int().min(0).max(100_000).default(DEFAULT_READS_PER_WORKER),
  /**
   * Cost of new password hashes, as scrypt's log2 N (10 to 20). Below the default only outside
   * production, for test suites; hashes made at any cost keep verifying.
   */
  PASSWORD_SCRYPT_LOG_N: z.coerce.number().int().min(SCRYPT_LOG_N_RANGE.min).max(SCRYPT_LOG_N_RANGE.max).default(DEFAULT_SCRYPT_LOG_N),
  /** Folder with the built web app. */
  WEB_DIST_DIR: z.string().min(1).default('./dist'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
});

type Env = z.infer<typeof EnvSchema>;

export interface Config extends Env {
  publicUrl: string;
  isProduction: boolean;
  adminEmails: string[];
  authSecret: string;
  /** Origins allowed to make state-changing requests: PUBLIC_URL's, TRUSTED_ORIGINS, and in development the Vite dev server. */
  trustedOrigins: string[];
}

export class ConfigError extends Error {}

/**
 * The value earlier versions used when AUTH_SECRET was unset. It is public (it was in the source),
 * so anything signed with it can be forged: refused in every mode.
 */
export const RETIRED_AUTH_SECRET = 'loadmath-development-secret-change-me-in-production';

/** File under DATA_DIR holding the generated secret when AUTH_SECRET is unset (mode 0600). */
const AUTH_SECRET_FILE = 'auth-secret';

/**
 * The secret in DATA_DIR/auth-secret, created on first start: 32 random bytes (hex), written to a
 * private temporary file and then hard-linked into place, so two processes starting together both
 * end up with the one that won and nobody ever reads a half-written file. Reused on restart, so
 * sessions survive it. README 'Configuration'.
 */
function loadOrCreateAuthSecret(dataDir: string): string {
  const file = path.join(dataDir, AUTH_SECRET_FILE);
  mkdirSync(dataDir, { recursive: true });
  const read = () => readFileSync(file, 'utf8').trim();
  let secret: string | undefined;
  try {
    secret = read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  if (secret === undefined) {
    const partial = path.join(dataDir, `.${AUTH_SECRET_FILE}-${process.pid}-${randomBytes(6).toString('hex')}.partial`);
    writeFileSync(partial, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
    try {
      linkSync(partial, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      rmSync(partial, { force: true });
    }
    secret = read();
  }
  // Only this user may read it, whatever the umask or an earlier copy left.
  chmodSync(file, 0o600);
  if (secret.length < 32 || secret === RETIRED_AUTH_SECRET) {
    throw new ConfigError(`Invalid configuration: ${file} does not hold a usable secret; delete it (a new one is generated) or set AUTH_SECRET`);
  }
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`)
      .join('; ');
    throw new ConfigError(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  if (isProduction && !e.AUTH_SECRET) {
    throw new ConfigError('Invalid configuration: AUTH_SECRET is required when NODE_ENV=production');
  }
  if (isProduction && e.PASSWORD_SCRYPT_LOG_N < DEFAULT_SCRYPT_LOG_N) {
    throw new ConfigError(`Invalid configuration: PASSWORD_SCRYPT_LOG_N below ${DEFAULT_SCRYPT_LOG_N} is for tests only, not NODE_ENV=production`);
  }
  if (e.AUTH_SECRET === RETIRED_AUTH_SECRET) {
    throw new ConfigError('Invalid configuration: AUTH_SECRET is a published example value; set 32+ random characters or unset it');
  }
  const displayHost = e.HOST === '0.0.0.0' || e.HOST === '::' ? 'localhost' : e.HOST;
  const publicUrl = (e.PUBLIC_URL ?? `http://${displayHost === '127.0.0.1' ? 'localhost' : displayHost}:${e.PORT}`).replace(/\/$/, '');
  const trustedOrigins = new Set<string>([new URL(publicUrl).origin]);
  for (const raw of e.TRUSTED_ORIGINS.split(',').map((s) => s.trim()).filter(Boolean)) {
    let origin: string;
    try {
      origin = new URL(raw).origin;
    } catch {
      throw new ConfigError(`Invalid configuration: TRUSTED_ORIGINS: ${raw} is not a URL`);
    }
    trustedOrigins.add(origin);
  }
  if (!isProduction) {
    // The Vite dev server (npm run dev) proxies /api; the same server under 127.0.0.1.
    for (const o of ['http://localhost:5173', 'http://127.0.0.1:5173', `http://127.0.0.1:${e.PORT}`, `http://localhost:${e.PORT}`]) {
      trustedOrigins.add(o);
    }
  }
  return {
    ...e,
    isProduction,
    publicUrl,
    trustedOrigins: [...trustedOrigins],
    adminEmails: e.ADMIN_EMAILS.split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    authSecret: e.AUTH_SECRET ?? loadOrCreateAuthSecret(e.DATA_DIR),
  };
}
