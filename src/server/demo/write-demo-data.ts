/**
 * Writes the demo plan (demo-plan.ts) into the database. Accounts are created through the
 * server's own auth module (better-auth's sign-up with the server's password hasher), then marked
 * confirmed; the admin gets its `user_roles` row through the same `grantAdmin` the admin CLI uses.
 * Re-running replaces the demo events and loads and keeps existing demo accounts (and their
 * passwords).
 */
import { BackgroundTasks, createAuth } from '../auth/auth';
import { grantAdmin, normalizeEmail } from '../auth/roles';
import { loadConfig, type Config } from '../config';
import { decisionToCloud } from '../../domain/cloud-load';
import { findUserByEmail } from '../data/accounts/find-user-by-email';
import { insertEvents } from '../data/events/insert-events';
import type { Database } from '../db/client';
import { applyLoadChanges } from '../db/loads';
import { createLogger, type Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { DEMO_ID_PREFIX, DEMO_PASSWORD, planDemoData, type DemoPlan, type DemoUserSpec } from './demo-plan';

interface SeededUser {
  id: string;
  email: string;
  admin: boolean;
  /** false when the account existed before this run (left as it was, apart from confirmation and role). */
  created: boolean;
}

export interface SeedDemoResult {
  plan: DemoPlan;
  users: SeededUser[];
  eventCount: number;
  loadCount: number;
}

export interface SeedDemoOptions {
  seed?: number;
  now?: Date;
  /** Server configuration (auth settings); default: from the environment, like the server. */
  config?: Config;
  logger?: Logger;
}

/** Demo accounts get no e-mail: they are confirmed directly. */
const silentMailer: Mailer = { kind: 'outbox', send: async () => {} };

async function ensureUser(
  database: Database,
  auth: ReturnType<typeof createAuth>,
  spec: DemoUserSpec,
): Promise<SeededUser> {
  const email = normalizeEmail(spec.email);
  let id = (await findUserByEmail(database, { email }))?.id;
  const created = !id;
  if (!id) {
    const result = await auth.api.signUpEmail({ body: { email, password: DEMO_PASSWORD, name: spec.name } });
    id = result.user.id;
  }
  await database.query('UPDATE users SET email_verified = true, updated_at = now() WHERE id = $1 AND NOT email_verified', [id]);
  if (spec.admin) await grantAdmin(database, email);
  return { id, email, admin: spec.admin, created };
}

/** Create the demo accounts and replace the demo events and loads. Returns what it wrote. */
export async function seedDemo(database: Database, options: SeedDemoOptions = {}): Promise<SeedDemoResult> {
  const config = options.config ?? loadConfig();
  const logger = options.logger ?? createLogger('warn');
  const plan = planDemoData({ seed: options.seed, now: options.now });
  const background = new BackgroundTasks(logger);
  const auth = createAuth({ config, database, logger, mailer: silentMailer, background });

  const users: SeededUser[] = [];
  for (const spec of plan.users) users.push(await ensureUser(database, auth, spec));
  await background.drain();

  const prefix = `${DEMO_ID_PREFIX}%`;
  await database.query('DELETE FROM events WHERE session_id LIKE $1', [prefix]);
  for (const user of users) await database.query('DELETE FROM loads WHERE user_id = $1 AND id LIKE $2', [user.id, prefix]);

  const CHUNK = 500;
  for (let i = 0; i < plan.events.length; i += CHUNK) {
    const events = plan.events.slice(i, i + CHUNK).map((e) => ({
      eventName: e.event_name,
      payload: JSON.stringify(e.payload),
      sessionId: e.session_id,
      userId: e.userIndex === null ? null : users[e.userIndex]!.id,
      userAgent: e.user_agent,
      createdAt: e.created_at,
    }));
    await insertEvents(database, { events });
  }
  // Loads go in as the sync writes them (db/loads.ts, columns derived from LOAD_FIELDS): new rows.
  for (const [userIndex, user] of users.entries()) {
    const changes = plan.loads
      .filter((l) => l.userIndex === userIndex)
      .map(({ userIndex: _owner, created_at, notes, ...load }) => ({
        ...decisionToCloud({ ...load, createdAt: created_at.toISOString(), fuelType: 'diesel', ...(notes === null ? {} : { notes }) }),
        base_version: 0,
      }));
    for (let i = 0; i < changes.length; i += CHUNK) {
      const refused = (await applyLoadChanges(database, user.id, changes.slice(i, i + CHUNK))).filter((r) => r.status !== 'applied');
      if (refused.length) throw new Error(`Demo loads not written for ${user.email}: ${refused.map((r) => r.id).join(', ')}`);
    }
  }
  return { plan, users, eventCount: plan.events.length, loadCount: plan.loads.length };
}
