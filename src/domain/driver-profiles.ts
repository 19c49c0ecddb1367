/**
 * Driver profiles (docs/product-rules.md R-PAY-8): named sets of equipment, carrier split, pay,
 * costs and thresholds ('Hotshot, own authority'; 'Leased to Acme, 75 %'), switched in one tap.
 * The calculator's live settings and cost profile are the active profile's working copy: they are
 * written back into it when the driver switches away, and the chosen profile's are put in place.
 */
import { repairCostProfile } from './cost-profile';
import { toEquipment, type CostProfile, type Equipment } from './schemas';

export const MAX_DRIVER_PROFILES = 8;
const MAX_PROFILE_NAME = 60;
/** The name of the profile a driver has before naming any. */
export const FIRST_PROFILE_NAME = 'My truck';

/** What a profile holds: exactly what the calculator's settings and cost profile hold for it. */
export interface ProfileSettings {
  equipment: Equipment;
  useSplit: boolean;
  splitPercent: number;
  costProfile: CostProfile;
}

export interface DriverProfile extends ProfileSettings {
  id: string;
  name: string;
}

export interface DriverProfiles {
  activeId: string;
  profiles: DriverProfile[];
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A name as the driver typed it: trimmed, inner spaces collapsed, at most 60 characters; '' when blank. */
function cleanProfileName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').slice(0, MAX_PROFILE_NAME);
}

function repairProfile(value: unknown): DriverProfile | null {
  if (!isRecord(value) || typeof value.id !== 'string' || value.id === '' || typeof value.name !== 'string') return null;
  const name = cleanProfileName(value.name);
  if (name === '') return null;
  const split = typeof value.splitPercent === 'number' && value.splitPercent > 0 && value.splitPercent <= 100 ? value.splitPercent : 100;
  return {
    id: value.id.slice(0, 100),
    name,
    equipment: toEquipment(value.equipment),
    useSplit: value.useSplit === true,
    splitPercent: split,
    costProfile: repairCostProfile(value.costProfile),
  };
}

/**
 * The stored profiles, each broken one dropped and each field repaired on its own; null when
 * nothing valid is stored (the driver has not made profiles: one unnamed profile, as before).
 */
export function repairDriverProfiles(value: unknown): DriverProfiles | null {
  if (!isRecord(value) || !Array.isArray(value.profiles)) return null;
  const profiles: DriverProfile[] = [];
  for (const item of value.profiles) {
    const p = repairProfile(item);
    if (p && !profiles.some((q) => q.id === p.id) && profiles.length < MAX_DRIVER_PROFILES) profiles.push(p);
  }
  if (profiles.length === 0) return null;
  const activeId = profiles.some((p) => p.id === value.activeId) ? (value.activeId as string) : profiles[0]!.id;
  return { activeId, profiles };
}

export function activeProfile(store: DriverProfiles): DriverProfile {
  return store.profiles.find((p) => p.id === store.activeId) ?? store.profiles[0]!;
}

/** The live settings written into the active profile. */
function captureLive(store: DriverProfiles, live: ProfileSettings): DriverProfiles {
  return { ...store, profiles: store.profiles.map((p) => (p.id === store.activeId ? { ...p, ...live } : p)) };
}

export type AddProfileResult = { ok: true; store: DriverProfiles } | { ok: false; message: string };

/**
 * Add a profile named `name`, starting from the live settings, and make it the active one. With
 * no stored profiles, the live settings first become the profile 'My truck'.
 */
export function addProfile(store: DriverProfiles | null, live: ProfileSettings, name: string, ids: { first: string; added: string }): AddProfileResult {
  const clean = cleanProfileName(name);
  const base: DriverProfiles = store ? captureLive(store, live) : { activeId: ids.first, profiles: [{ id: ids.first, name: FIRST_PROFILE_NAME, ...live }] };
  if (clean === '') return { ok: false, message: 'Give the profile a name.' };
  if (base.profiles.some((p) => p.name.toLowerCase() === clean.toLowerCase())) return { ok: false, message: `A profile named '${clean}' exists already.` };
  if (base.profiles.length >= MAX_DRIVER_PROFILES) return { ok: false, message: `At most ${MAX_DRIVER_PROFILES} profiles.` };
  return { ok: true, store: { activeId: ids.added, profiles: [...base.profiles, { id: ids.added, name: clean, ...live }] } };
}

/**
 * Switch to the profile `id`: the live settings are kept in the profile being left, and the
 * chosen profile's settings are the ones to put in place.
 */
export function switchProfile(store: DriverProfiles, live: ProfileSettings, id: string): { store: DriverProfiles; settings: ProfileSettings } | null {
  const target = store.profiles.find((p) => p.id === id);
  if (!target) return null;
  if (id === store.activeId) return { store, settings: live };
  const next = { ...captureLive(store, live), activeId: id };
  const { equipment, useSplit, splitPercent, costProfile } = target;
  return { store: next, settings: { equipment, useSplit, splitPercent, costProfile } };
}

/** Rename a profile; the same refusals as adding one. */
export function renameProfile(store: DriverProfiles, id: string, name: string): AddProfileResult {
  const clean = cleanProfileName(name);
  if (clean === '') return { ok: false, message: 'Give the profile a name.' };
  if (store.profiles.some((p) => p.id !== id && p.name.toLowerCase() === clean.toLowerCase())) {
    return { ok: false, message: `A profile named '${clean}' exists already.` };
  }
  return { ok: true, store: { ...store, profiles: store.profiles.map((p) => (p.id === id ? { ...p, name: clean } : p)) } };
}

/**
 * Delete a profile other than the active one (switch away first); the last one cannot go.
 * Returns null when refused.
 */
export function deleteProfile(store: DriverProfiles, id: string): DriverProfiles | null {
  if (id === store.activeId || store.profiles.length <= 1 || !store.profiles.some((p) => p.id === id)) return null;
  return { ...store, profiles: store.profiles.filter((p) => p.id !== id) };
}
