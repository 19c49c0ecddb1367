import { useSyncExternalStore } from 'react';
import {
  activeProfile,
  addProfile,
  deleteProfile,
  renameProfile,
  repairDriverProfiles,
  switchProfile,
  type AddProfileResult,
  type DriverProfiles,
  type ProfileSettings,
} from '../../../domain/driver-profiles';
import { appActions, getAppState } from '../../lib/app-store';
import { readRaw, writeRaw } from '../../lib/storage';

/**
 * The driver profiles (docs/product-rules.md R-PAY-8), kept on the device under their own key.
 * The calculator's settings and cost profile (lib/app-store) are the active profile's working
 * copy; switching writes them back into the profile left and puts the chosen one's in place.
 * Not synced with the account yet: sync would carry this key's profiles as they are stored.
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

/** The name each logged decision records: the active profile's, once the driver keeps profiles. */
export function useActiveProfileName(): string | undefined {
  const s = useDriverProfiles();
  return s ? activeProfile(s).name : undefined;
}

function live(): ProfileSettings {
  const { settings, costProfile } = getAppState();
  return { equipment: settings.equipment, useSplit: settings.useSplit, splitPercent: settings.splitPercent, costProfile };
}

function apply(settings: ProfileSettings) {
  appActions.setCostProfile(settings.costProfile);
  appActions.setSetting('equipment', settings.equipment);
  appActions.setSetting('useSplit', settings.useSplit);
  appActions.setSetting('splitPercent', settings.splitPercent);
}

function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

export const profileActions = {
  /** One tap: switch to the profile `id`. */
  switchTo(id: string) {
    const s = current();
    if (!s) return;
    const r = switchProfile(s, live(), id);
    if (!r || r.store === s) return;
    set(r.store);
    apply(r.settings);
  },
  /** Add a profile from the current settings and make it active. */
  add(name: string): AddProfileResult {
    const r = addProfile(current(), live(), name, { first: randomId(), added: randomId() });
    if (r.ok) set(r.store);
    return r;
  },
  rename(id: string, name: string): AddProfileResult {
    const s = current();
    if (!s) return { ok: false, message: 'No profiles yet.' };
    const r = renameProfile(s, id, name);
    if (r.ok) set(r.store);
    return r;
  },
  remove(id: string): boolean {
    const s = current();
    const next = s && deleteProfile(s, id);
    if (next) set(next);
    return Boolean(next);
  },
};

/** Tests only: forget the in-memory copy. */
export function resetProfilesForTests() {
  loaded = false;
  store = null;
  listeners.clear();
}
