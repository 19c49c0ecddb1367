/**
 * zod schemas for the shapes of docs/product-rules.md, shared by browser and server.
 * Naming: `ThingSchema` with `type Thing = z.infer<typeof ThingSchema>` beside it.
 * zod v4's z.number() already rejects NaN and ±Infinity.
 *
 * Every schema but the three enums is wrapped in z.lazy (the shared building blocks too): it is
 * built the first time something parses with it, not when this module loads. The browser loads
 * this module while it makes the pre-rendered calculator live, and building all of them there
 * took one 30–50 ms task on this machine (four times that on Lighthouse's phone;
 * src/web/startup/README.md), for schemas a first visit may never use (cloud sync, analytics
 * bodies, admin rows, OCR results).
 * Parsing is the same once built.
 *
 * One file per shape; this index re-exports them so callers import from 'domain/schemas'.
 */
export * from './enums';
export * from './fields';
export * from './cost-profile';
export * from './load';
export * from './calculation';
export * from './extraction';
export * from './events';
export * from './admin-rows';
export * from './onboarding';
