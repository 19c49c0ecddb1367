import { useSyncExternalStore } from 'react';
import { repairDriverProfiles, type DriverProfiles } from '../../domain/driver-profiles';
import { readRaw, writeRaw } from './storage';

/**
 * The driver profiles (docs/product-rules.md R-PAY-8), kept on the device under their own key.
 * The calculator's settings and cost profile (lib/app-store) are the active profile's working
 * copy; switching writes them back into the profile left and puts the chosen one's in place.
 * Signed in, they sync with the account like the history (R-PAY-11): the same key then also
 * holds whose profiles they are (`owner`), what sync knows of them (`sync`), profiles made
 * signed out waiting to be added (`anonymous`) and other accounts' profiles set aside
 * (`parked`); those are read by the sync code (features/sync), loaded only while signed in.
 * Which profile is active stays per device.
 */
export const PROFILES_STORAGE_KEY = 'lm:v2:profiles';

/** What the key holds: `activeId` and `profiles`, plus the sync's own fields, as stored. */
export type ProfilesRecord = Record<string, unknown>;

type Listener = () => void;
const listeners = new Set<Listener>();
let loaded = false;
let record: ProfilesRecord = {};
let view: DriverProfiles | null = null;

function load() {
  if (loaded) return;
  loaded = true;
  const raw = readRaw(PROFILES_STORAGE_KEY);
  try {
    const parsed: unknown = raw === null ? {} : JSON.parse(raw);
    record = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as ProfilesRecord) : {};
  } catch {
    record = {};
  }
  view = repairDriverProfiles(record);
}

function current(): DriverProfiles | null {
  load();
  return view;
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The stored profiles, or null before the driver adds one. Null while hydrating the pre-rendered page. */
export function useDriverProfiles(): DriverProfiles | null {
  return useSyncExternalStore(subscribe, current, () => null);
}

/** How many profiles made signed out wait to be added to the account (docs/decisions/015-versioned-sync.md). */
export function useAnonymousProfileCount(): number {
  return useSyncExternalStore(
    subscribe,
    () => {
      load();
      return Array.isArray(record.anonymous) ? record.anonymous.length : 0;
    },
    () => 0,
  );
}

/** The stored profiles now (null before the driver adds one). */
export function getDriverProfiles(): DriverProfiles | null {
  return current();
}

/** Everything the key holds (the sync reads its own fields from it). */
export function getProfilesRecord(): ProfilesRecord {
  load();
  return record;
}

/** Store and announce the whole record (the sync). */
export function setProfilesRecord(next: ProfilesRecord) {
  record = next;
  view = repairDriverProfiles(next);
  writeRaw(PROFILES_STORAGE_KEY, JSON.stringify(next));
  for (const l of listeners) l();
}

/** Store and announce new profiles (profile-actions.ts, loaded on the first tap); the sync's fields stay. */
export function setDriverProfiles(next: DriverProfiles) {
  load();
  setProfilesRecord({ ...record, activeId: next.activeId, profiles: next.profiles });
}

/** Listen to every change outside React (the sync engine); returns the unsubscribe. */
export function subscribeProfiles(listener: Listener): () => void {
  return subscribe(listener);
}

/** Tests only: forget the in-memory copy. */
export function resetProfilesForTests() {
  loaded = false;
  record = {};
  view = null;
  listeners.clear();
}
