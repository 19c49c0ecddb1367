import { doublePrecision, index, jsonb, pgTable, primaryKey, text, timestamp, bigserial } from 'drizzle-orm/pg-core';

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
  },
  (t) => [primaryKey({ columns: [t.id] }), index('loads_user_created_idx').on(t.userId, t.createdAt)],
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
  (t) => [index('events_created_idx').on(t.createdAt)],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: text('user_id').notNull(),
    role: text('role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

export const schema = { loads, events, userRoles };
