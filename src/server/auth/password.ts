import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { dictionary } from '@zxcvbn-ts/language-common';
import { SCRYPT_LOG_N_RANGE } from '../config';
import { BusyError } from '../errors';

/**
 * Password length rules: at least 6, at most 128, used exactly as typed (no truncation);
 * docs/product-rules.md R-ACCOUNT-3.
 */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * scrypt with OWASP's recommended parameters (Password Storage Cheat Sheet): N = 2^17, r = 8,
 * p = 1 (128 MiB, 0.15–0.9 s depending on the machine, off the event loop). Stored as
 * `$scrypt$ln=17,r=8,p=1$<salt>$<hash>` (base64) so parameters can be raised later and old
 * hashes still verify. The server passes its PASSWORD_SCRYPT_LOG_N (config.ts), which only tests
 * lower.
 */
const R = 8;
const P = 1;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;

/**
 * At most HASH_CONCURRENCY password hashes run at once (each holds 128 MiB and a libuv thread for
 * ≈150 ms; libuv has four threads, which file and DNS work share), and at most HASH_QUEUE wait.
 * Past that the request is refused with 503 `busy` + Retry-After instead of piling up memory and
 * stalling the server. Sign-up, sign-in with a known e-mail and sign-in with an unknown one
 * (better-auth hashes the password anyway) all queue here alike, so the answer and its timing
 * still say nothing about whether an account exists.
 */
export const HASH_CONCURRENCY = 2;
export const HASH_QUEUE = 16;
const BUSY_MESSAGE = 'The server is busy signing other people in. Please try again in a moment.';

let hashing = 0;
const waiting: (() => void)[] = [];

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (hashing >= HASH_CONCURRENCY) {
    if (waiting.length >= HASH_QUEUE) throw new BusyError(BUSY_MESSAGE, 1);
    // The slot is handed over by the finishing hash (the counter stays up), so no newcomer can
    // overtake the queue.
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    hashing += 1;
  }
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else hashing -= 1;
  }
}

function scrypt(password: string, salt: Buffer, logN: number, r: number, p: number): Promise<Buffer> {
  return withHashSlot(() => scryptNow(password, salt, logN, r, p));
}

function scryptNow(password: string, salt: Buffer, logN: number, r: number, p: number): Promise<Buffer> {
  const N = 2 ** logN;
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string, logN: number): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await scrypt(password, salt, logN, R, P);
  return `$scrypt$ln=${logN},r=${R},p=${P}$${salt.toString('base64')}$${key.toString('base64')}`;
}

const STORED = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/;

export async function verifyPassword({ hash, password }: { hash: string; password: string }): Promise<boolean> {
  const m = STORED.exec(hash);
  if (!m) return false;
  const [logN, r, p] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (logN < SCRYPT_LOG_N_RANGE.min || logN > SCRYPT_LOG_N_RANGE.max || r < 1 || r > 32 || p < 1 || p > 16) return false;
  const expected = Buffer.from(m[5]!, 'base64');
  const actual = await scrypt(password, Buffer.from(m[4]!, 'base64'), logN, r, p);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** The ≈49 000 commonest passwords of @zxcvbn-ts/language-common (lower-case). */
let common: Set<string> | undefined;
function isCommonPassword(password: string): boolean {
  common ??= new Set((dictionary as Record<string, string[]>)['passwords-common'] ?? []);
  return common.has(password.toLowerCase());
}

/** The first rule a new password breaks, as a message for the person typing it; null when fine. */
export function passwordProblem(password: string): { code: string; message: string } | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) {
    return { code: 'PASSWORD_TOO_SHORT', message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` };
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    return { code: 'PASSWORD_TOO_LONG', message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters` };
  }
  if (isCommonPassword(password)) {
    return {
      code: 'PASSWORD_TOO_COMMON',
      message: 'This password is one of the most commonly used passwords. Please choose a less common one.',
    };
  }
  return null;
}
