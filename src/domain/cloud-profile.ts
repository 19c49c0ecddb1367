/**
 * A driver profile on the wire of GET/PUT /api/profiles and in the server's rows: every form
 * derived from PROFILE_FIELDS (below) by the same helpers as a history entry's
 * (docs/decisions/015-versioned-sync.md, docs/product-rules.md R-PAY-11). Loaded by the browser
 * only while signed in.
 */
import { z } from 'zod';
import { cloudShape, fromCloudRecord, sameField, toCloudRecord } from './cloud-load';
import { CostProfileSchema, decisionShape, EquipmentSchema, isoDateTime, lazyObject, loadId, req } from './schemas';

/**
 * The synced fields of a driver profile (docs/product-rules.md R-PAY-11), defined like
 * LOAD_FIELDS (schemas/load.ts) and synced by the same rules (docs/decisions/015-versioned-sync.md). Which profile
 * is active stays on each device.
 */
export const PROFILE_FIELDS = lazyObject(() => ({
  name: req(z.string().trim().min(1).max(60), 'text'),
  equipment: req(EquipmentSchema, 'text'),
  useSplit: req(z.boolean(), 'boolean'),
  splitPercent: req(z.number().gt(0).max(100), 'float8'),
  costProfile: req(CostProfileSchema, 'jsonb'),
}));

/** A driver profile as synced: its id plus PROFILE_FIELDS (what decisionShape makes of them). */
export type SyncedProfile = z.infer<z.ZodObject<{ id: typeof loadId } & ReturnType<typeof decisionShape<ReturnType<typeof PROFILE_FIELDS>>>>>;

/** Live profiles an account holds at most, and changes per PUT /api/profiles (R-PAY-11). */
export const MAX_SYNCED_PROFILES = 8;

/** A profile on the wire: its id plus PROFILE_FIELDS in snake_case. */
export const CloudProfileSchema = z.lazy(() => z.object({ id: loadId, ...cloudShape(PROFILE_FIELDS()) }));
export type CloudProfile = z.infer<typeof CloudProfileSchema>;
export type ProfileFieldName = keyof ReturnType<typeof PROFILE_FIELDS>;

export const profileFieldNames = (): ProfileFieldName[] => Object.keys(PROFILE_FIELDS()) as ProfileFieldName[];

export function profileToCloud(p: SyncedProfile): CloudProfile {
  return toCloudRecord(PROFILE_FIELDS(), p) as CloudProfile;
}

export function cloudToProfile(r: CloudProfile): SyncedProfile {
  return fromCloudRecord(PROFILE_FIELDS(), r) as SyncedProfile;
}

export function sameProfileField(name: ProfileFieldName, a: SyncedProfile, b: SyncedProfile): boolean {
  return sameField(PROFILE_FIELDS(), name, a, b);
}

/** Whether two profiles hold the same synced fields. */
export function sameProfileFields(a: SyncedProfile, b: SyncedProfile): boolean {
  return a.id === b.id && profileFieldNames().every((name) => sameProfileField(name, a, b));
}

const version = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

/** One change in PUT /api/profiles: the whole profile or a delete, with its base version (0: new). */
export const ProfileDeleteSchema = z.lazy(() => z.strictObject({ id: loadId, base_version: version, deleted: z.literal(true) }));
export const ProfileUpsertSchema = z.lazy(() =>
  z.object({ ...CloudProfileSchema.unwrap().shape, base_version: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER) }),
);
export type ProfileChange = z.infer<typeof ProfileDeleteSchema> | z.infer<typeof ProfileUpsertSchema>;

/** A profile as the server holds it: live, or a tombstone. */
export const ServerProfileSchema = z.lazy(() =>
  z.union([
    z.object({ id: loadId, version, deleted_at: isoDateTime }),
    z.object({ ...CloudProfileSchema.unwrap().shape, version, deleted_at: z.null() }),
  ]),
);
export type ServerProfile = z.infer<typeof ServerProfileSchema>;

/** One answer of PUT /api/profiles, in the order sent. */
export const ProfileChangeResultSchema = z.lazy(() =>
  z.union([
    z.object({ id: loadId, status: z.literal('applied'), version }),
    z.object({ id: loadId, status: z.literal('conflict'), current: ServerProfileSchema.nullable() }),
  ]),
);
export type ProfileChangeResult = z.infer<typeof ProfileChangeResultSchema>;
