/**
 * Shared pieces of the reliability suite (src/server/reliability/*.test.ts and outage.ts): many signed-in
 * users at once, a driver's decisions as cloud rows, and a simulated sync client. Timing is never asserted; only what ends up stored.
 */
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { cloudToDecision, decisionToCloud, sameLoadFields, type CloudLoad, type LoadChangeResult } from '../../domain/cloud-load';
import { fakeDecision } from '../../domain/test-data';
import { sessionCookieName, SESSION_IDLE_SECONDS } from '../auth/auth';
import { call, createAccount, type AccountsTestContext } from './accounts';
import type { TestContext } from './test-app';

const PASSWORD = 'reliable rig 2025';

export interface TestUser {
  id: string;
  email: string;
  cookie: string;
}

/** Run `fn` over `items` with at most `limit` at a time; results in input order. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * `count` confirmed, signed-in users, fast. The first goes through the real sign-up → confirm →
 * sign-in flow. Password hashing (scrypt, 128 MiB) makes that ≈0.3 s a user here, so the others
 * are written directly: a user row, a copy of the first one's credential, and a session row with
 * the signed cookie the auth library would set. The cookie format is checked against the real
 * sign-in's cookie first, so a library change fails here loudly instead of signing nobody in.
 */
export async function createSignedInUsers(ctx: AccountsTestContext, count: number, label = 'driver'): Promise<TestUser[]> {
  const firstEmail = `${label}-0@reliability.test`;
  const first = await createAccount(ctx, firstEmail, PASSWORD);
  const cookieName = sessionCookieName(ctx.config);
  const sign = (token: string) =>
    `${cookieName}=${encodeURIComponent(`${token}.${createHmac('sha256', ctx.config.authSecret).update(token).digest('base64')}`)}`;
  const [session] = await ctx.database.query<{ token: string }>(
    'SELECT token FROM auth_sessions WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1',
    [first.id],
  );
  if (!session || !first.cookie.split('; ').includes(sign(session.token))) {
    throw new Error(`the session cookie format changed: ${first.cookie}`);
  }
  const [credential] = await ctx.database.query<{ password: string }>(
    "SELECT password FROM auth_accounts WHERE user_id = $1 AND provider_id = 'credential'",
    [first.id],
  );
  if (!credential) throw new Error('no credential row for the first user');
  const users: TestUser[] = [{ id: first.id, email: firstEmail, cookie: first.cookie }];
  for (let i = 1; i < count; i++) {
    const id = randomUUID();
    const email = `${label}-${i}@reliability.test`;
    const token = randomBytes(24).toString('base64url');
    await ctx.database.query('INSERT INTO users (id, name, email, email_verified) VALUES ($1, $2, $3, true)', [id, email, email]);
    await ctx.database.query(
      "INSERT INTO auth_accounts (id, account_id, provider_id, user_id, password) VALUES ($1, $2, 'credential', $2, $3)",
      [randomUUID(), id, credential.password],
    );
    await ctx.database.query(
      `INSERT INTO auth_sessions (id, token, user_id, expires_at) VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
      [randomUUID(), token, id, SESSION_IDLE_SECONDS],
    );
    users.push({ id, email, cookie: sign(token) });
  }
  return users;
}

const OUTCOMES = ['book', 'counter', 'pass'] as const;

/** A driver's n-th decision as its cloud row; created_at grows with n (newest last). */
export function nthCloudLoad(userKey: string, n: number, overrides: Partial<CloudLoad> = {}): CloudLoad {
  const miles = 100 + ((n * 37) % 900);
  const rate = Math.round(miles * (1.5 + (n % 7) / 10) * 100) / 100;
  const decision = fakeDecision({
    id: `${userKey}-load-${n}`,
    origin: `Origin ${n}, TX`,
    destination: `Destination ${n}, OK`,
    miles,
    rate,
    fsc: n % 3 === 0 ? 40 : 0,
    tolls: n % 5 === 0 ? 12.5 : 0,
    fuelCost: Math.round(miles * 0.6 * 100) / 100,
    rpm: Math.round((rate / miles) * 100) / 100,
    profit: Math.round((rate - miles * 0.9) * 100) / 100,
    outcome: OUTCOMES[n % 3]!,
    fuelType: 'diesel',
    createdAt: new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString(),
  });
  return { ...decisionToCloud(decision), ...overrides };
}

/**
 * The browser's side of sync, reduced to what the server sees: a history (newest first), the
 * version of each row it last saw, and pushes of rows with those versions as their base
 * (docs/decisions/015-versioned-sync.md). `push` resolves to the HTTP status (0 when the
 * request failed).
 */
export class SyncClient {
  /** id → the row as the device has it now. */
  readonly rows = new Map<string, CloudLoad>();
  /** id → the server version this device last saw of the row. */
  readonly versions = new Map<string, number>();
  private order: string[] = [];

  constructor(
    private readonly ctx: Pick<TestContext, 'request'>,
    readonly user: TestUser,
  ) {}

  log(load: CloudLoad) {
    if (!this.rows.has(load.id)) this.order.unshift(load.id);
    this.rows.set(load.id, load);
  }

  edit(id: string, change: Partial<CloudLoad>) {
    const row = this.rows.get(id);
    if (!row) throw new Error(`no row ${id}`);
    this.rows.set(id, { ...row, ...change });
  }

  /** The newest `size` rows starting at `offset` (newest first). */
  window(offset = 0, size = 50): CloudLoad[] {
    return this.order.slice(offset, offset + size).map((id) => this.rows.get(id)!);
  }

  get ids(): string[] {
    return [...this.order];
  }

  /** Rows whose newest value the server may not hold yet. */
  private unsettled = new Set<string>();

  async push(loads: CloudLoad[]): Promise<number> {
    const body = loads.map((l) => ({ ...l, base_version: this.versions.get(l.id) ?? 0 }));
    for (const l of loads) this.unsettled.add(l.id);
    try {
      const res = await call(this.ctx as TestContext, '/api/loads', { method: 'PUT', body: { loads: body }, cookie: this.user.cookie });
      if (res.status !== 200) {
        await res.arrayBuffer();
        return res.status;
      }
      const { results } = (await res.json()) as { results: LoadChangeResult[] };
      for (const [i, r] of results.entries()) {
        const sent = loads[i]!;
        const known = this.versions.get(r.id) ?? 0;
        if (r.status === 'applied') {
          this.versions.set(r.id, Math.max(known, r.version));
          if (this.rows.get(r.id) === sent) this.unsettled.delete(r.id);
        } else if (r.current && r.current.deleted_at === null) {
          // A write of ours whose answer was lost, or a concurrent copy of this push: adopt the
          // version, and push again if what the server holds is not what the device has.
          this.versions.set(r.id, Math.max(known, r.current.version));
          const { version: _v, deleted_at: _d, ...fields } = r.current;
          if (sameLoadFields(cloudToDecision(fields), cloudToDecision(this.rows.get(r.id)!))) this.unsettled.delete(r.id);
        }
      }
      return res.status;
    } catch {
      return 0;
    }
  }

  /** Push every row until the server holds each one's newest value; gives up after `attempts`. */
  async syncAll(attempts = 50, pauseMs = 50): Promise<void> {
    for (const id of this.order) this.unsettled.add(id);
    let status = 0;
    for (let i = 0; i < attempts && this.unsettled.size > 0; i++) {
      const batch = [...this.unsettled].slice(0, 50).map((id) => this.rows.get(id)!);
      status = await this.push(batch);
      if (status !== 200) await new Promise((r) => setTimeout(r, pauseMs));
    }
    if (this.unsettled.size > 0) throw new Error(`sync of ${this.user.email} did not recover (last status ${status})`);
  }
}

/** Every row of `userId` in the database, keyed by id, in the cloud shape of the fields compared. */
export async function storedRows(ctx: Pick<TestContext, 'database'>, userId: string) {
  const rows = await ctx.database.query<{ id: string; outcome: string; notes: string | null; rate: number | string }>(
    'SELECT id, outcome, notes, rate FROM loads WHERE user_id = $1',
    [userId],
  );
  return rows.map((r) => ({ id: r.id, outcome: r.outcome, notes: r.notes, rate: Number(r.rate) })).sort(byId);
}

/** The same fields from the client's rows, sorted like storedRows. */
export function expectedRows(client: SyncClient) {
  return [...client.rows.values()]
    .map((r) => ({ id: r.id, outcome: r.outcome ?? 'book', notes: r.notes ?? null, rate: r.rate }))
    .sort(byId);
}

function byId(a: { id: string }, b: { id: string }) {
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
