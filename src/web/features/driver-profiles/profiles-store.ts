import { useSyncExternalStore } from 'react';
import { repairDriverProfiles, type DriverProfiles } from '../../../domain/driver-profiles';
import { readRaw, writeRaw } from '../../lib/storage';

/**
 * The driver profiles (docs/product-rules.md R-PAY-8), kept on the device under their own key.
 * The calculator's settings and cost profile (lib/app-store) are the active profile's working
 * copy; switching writes them back into the profile left and puts the chosen one's in place.
 * Not synced with the account yet: sync would carry this key's profiles as they are stored.
 * Only reading is here (it runs at start-up); changes are in profile-actions.ts, loaded on use.
 */
export const PROFILES_STORAGE_KEY = 'lm:v2:profiles';

type Listener = () => void;
const listeners = new Set<Listener>();
let loaded = false;
let store: DriverProfiles | null = null;

function current(): DriverProfiles | null {
  if (!loaded) {
    loaded = true;
    const raw = readRaw(PROFILES_STORAGE_KEY);
    try {
      store = raw === null ? null : repairDriverProfiles(JSON.parse(raw));
    } catch {
      store = null;
    }
  }
  return store;
}

function set(next: DriverProfiles) {
  store = next;
  writeRaw(PROFILES_STORAGE_KEY, JSON.stringify(next));
  for (const l of listeners) l();
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

/** The stored profiles now (null before the driver adds one). */
export function getDriverProfiles(): DriverProfiles | null {
  return current();
}

/** Store and announce new profiles (profile-actions.ts, loaded on the first tap). */
export function setDriverProfiles(next: DriverProfiles) {
  set(next);
}

/** Tests only: forget the in-memory copy. */
export function resetProfilesForTests() {
  loaded = false;
  store = null;
  listeners.clear();
}
