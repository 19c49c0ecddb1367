/**
 * Test helpers for the accounts, sync and analytics integration tests: a test app with a temp
 * DATA_DIR (mail outbox), a tiny cookie jar, and the real sign-up → confirm → sign-in flow.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestContext, type TestAppDeps, type TestContext } from './test-app';

export const ORIGIN = 'http://localhost:3000';

export interface AccountsTestContext extends TestContext {
  dataDir: string;
}

export async function createAccountsContext(env: Record<string, string> = {}, deps: TestAppDeps = {}): Promise<AccountsTestContext> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lm-accounts-'));
  const ctx = await createTestContext({ DATA_DIR: dataDir, TRUST_PROXY: 'true', ...env }, deps);
  return {
    ...ctx,
    dataDir,
    close: async () => {
      await ctx.app.drain();
      await ctx.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let ipCounter = 0;
/** A distinct client address per call, so per-IP limits of one test don't leak into another. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export interface CallOptions {
  method?: string;
  body?: unknown;
  /** Raw body text (sent as is). */
  raw?: string;
  cookie?: string;
  origin?: string | null;
  ip?: string;
  headers?: Record<string, string>;
}

/** Send a request like a same-origin browser would (Origin set) unless told otherwise. */
export function call(ctx: TestContext, url: string, opts: CallOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { ...opts.headers };
  const method = opts.method ?? (opts.body !== undefined || opts.raw !== undefined ? 'POST' : 'GET');
  if (opts.body !== undefined || opts.raw !== undefined) headers['content-type'] ??= 'application/json';
  if (opts.origin !== null && method !== 'GET') headers.origin = opts.origin ?? ORIGIN;
  if (opts.cookie) headers.cookie = opts.cookie;
  if (opts.ip) headers['x-forwarded-for'] = opts.ip;
  return ctx.request(url, {
    method,
    headers,
    body: opts.raw ?? (opts.body !== undefined ? JSON.stringify(opts.body) : undefined),
    redirect: 'manual',
  });
}

/** `name=value; name2=value2` from a response's Set-Cookie headers (expired cookies dropped). */
export function cookiesFrom(res: Response): string {
  return res.headers
    .getSetCookie()
    .filter((c) => !/max-age=0\b/i.test(c))
    .map((c) => c.split(';')[0])
    .join('; ');
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

export function readOutbox(dataDir: string): OutboxMail[] {
  const dir = path.join(dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return files.map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as OutboxMail);
}

/** Wait (briefly) for the newest mail to `to` matching `subject`, sent in the background. */
export async function waitForMail(ctx: AccountsTestContext, to: string, subject: RegExp, count = 1): Promise<OutboxMail> {
  await ctx.app.drain();
  for (let i = 0; i < 50; i++) {
    const mails = readOutbox(ctx.dataDir).filter((m) => m.to === to && subject.test(m.subject));
    if (mails.length >= count) return mails[mails.length - 1]!;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no mail to ${to} matching ${subject}`);
}

export function linkIn(mail: OutboxMail): string {
  const m = /https?:\/\/\S+/.exec(mail.text);
  if (!m) throw new Error(`no link in mail: ${mail.text}`);
  return m[0];
}

export async function signUp(ctx: TestContext, email: string, password: string, ip = freshIp()) {
  return call(ctx, '/api/auth/sign-up/email', { body: { email, password }, ip });
}

export async function signIn(ctx: TestContext, email: string, password: string, ip = freshIp()) {
  return call(ctx, '/api/auth/sign-in/email', { body: { email, password }, ip });
}

/** Full flow: sign up, confirm through the outbox link, sign in. Returns the session cookie. */
export async function createAccount(
  ctx: AccountsTestContext,
  email: string,
  password = 'correct horse battery',
): Promise<{ cookie: string; id: string }> {
  const up = await signUp(ctx, email, password);
  if (up.status !== 200) throw new Error(`sign-up failed: ${up.status} ${await up.text()}`);
  if (ctx.config.REQUIRE_EMAIL_CONFIRMATION) {
    const mail = await waitForMail(ctx, email.trim().toLowerCase(), /Confirm/);
    const url = new URL(linkIn(mail));
    const confirmed = await call(ctx, `${url.pathname}${url.search}`);
    if (confirmed.status !== 302) throw new Error(`confirmation failed: ${confirmed.status} ${await confirmed.text()}`);
  }
  const res = await signIn(ctx, email, password);
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { user: { id: string } };
  return { cookie: cookiesFrom(res), id: body.user.id };
}

/** Make an account admin directly in the database. */
export async function makeAdmin(ctx: TestContext, userId: string) {
  await ctx.database.query("INSERT INTO user_roles (user_id, role) VALUES ($1, 'admin') ON CONFLICT DO NOTHING", [userId]);
}
