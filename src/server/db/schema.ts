import {
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * drizzle table definitions for typed queries. The tables themselves are created by the
 * plain SQL files in ./migrations (applied once each at start); keep the two in step.
 */
export const loads = pgTable(
  'loads',
  {
    id: text('id').notNull(),
    userId: text('user_id').notNull(),
    origin: text('origin').notNull(),
    destination: text('destination').notNull(),
    miles: doublePrecision('miles').notNull(),
    rate: doublePrecision('rate').notNull(),
    fsc: doublePrecision('fsc').notNull(),
    tolls: doublePrecision('tolls').notNull(),
    fuelCost: doublePrecision('fuel_cost').notNull(),
    rpm: doublePrecision('rpm').notNull(),
    profit: doublePrecision('profit').notNull(),
    quality: text('quality'),
    notes: text('notes'),
    outcome: text('outcome').notNull(),
    fuelType: text('fuel_type'),
    splitPercent: doublePrecision('split_percent'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    // Beyond the contract (docs/decisions/012, migration 0005): nullable, NULL on older rows.
    deadheadMiles: doublePrecision('deadhead_miles'),
    tripDays: doublePrecision('trip_days'),
    factoringFee: doublePrecision('factoring_fee'),
    dispatchFee: doublePrecision('dispatch_fee'),
    costProfile: jsonb('cost_profile'),
  },
  // Load ids come from the browser: unique per owner (migration 0002), never across owners.
  (t) => [primaryKey({ columns: [t.userId, t.id] }), index('loads_user_created_idx').on(t.userId, t.createdAt)],
);

export const events = pgTable(
  'events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventName: text('event_name').notNull(),
    payload: jsonb('payload').notNull().default({}),
    sessionId: text('session_id').notNull(),
    userId: text('user_id'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('events_created_cover_idx').on(t.createdAt)],
);

const userRoles = pgTable(
  'user_roles',
  {
    userId: text('user_id').notNull(),
    role: text('role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * better-auth's four models under our own table names (migration 0002). The property names are
 * the field names better-auth uses; the columns are snake_case and timestamptz.
 */
export const users = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull().default(''),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

export const authSessions = pgTable('auth_sessions', {
  id: text('id').primaryKey(),
  token: text('token').notNull().unique(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: tz('expires_at').notNull(),
  ipAddress: text('ip_address'),
  userAgent: text('user_agent'),
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

export const authAccounts = pgTable('auth_accounts', {
  id: text('id').primaryKey(),
  accountId: text('account_id').notNull(),
  providerId: text('provider_id').notNull(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  accessToken: text('access_token'),
  refreshToken: text('refresh_token'),
  idToken: text('id_token'),
  accessTokenExpiresAt: tz('access_token_expires_at'),
  refreshTokenExpiresAt: tz('refresh_token_expires_at'),
  scope: text('scope'),
  password: text('password'),
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

export const authVerifications = pgTable('auth_verifications', {
  id: text('id').primaryKey(),
  identifier: text('identifier').notNull(),
  value: text('value').notNull(),
  expiresAt: tz('expires_at').notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

/** Fixed-window counters of the database-backed rate limiter (src/server/rate-limit.ts). */
const rateLimits = pgTable('rate_limits', {
  bucket: text('bucket').primaryKey(),
  hits: integer('hits').notNull(),
  expiresAt: tz('expires_at').notNull(),
});

export const schema = { loads, events, userRoles, users, authSessions, authAccounts, authVerifications, rateLimits };
