import {
  addProfile,
  deleteProfile,
  renameProfile,
  switchProfile,
  type AddProfileResult,
  type ProfileSettings,
} from '../../../domain/driver-profiles';
import { appActions, getAppState } from '../../lib/app-store';
import { getDriverProfiles as current, getProfilesRecord, setDriverProfiles as set, setProfilesRecord } from '../../lib/profiles-store';

/**
 * Changing the driver profiles (docs/product-rules.md R-PAY-8): switch, add, rename, delete.
 * Loaded on the driver's first tap on the Profile control, so start-up carries only the reading.
 */
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
    if (!next) return false;
    set(next);
    // Signed in as the profiles' owner, a profile the server has goes as a delete to send
    // (docs/product-rules.md R-PAY-11); signed out the delete stays on this device.
    const record = getProfilesRecord();
    const sync = record.sync as { base?: Record<string, { version: number }>; deletes?: Record<string, number> } | undefined;
    const version = sync?.base?.[id]?.version;
    if (version && record.owner && record.owner === getAppState().signedInAs) {
      setProfilesRecord({ ...record, sync: { ...sync, deletes: { ...sync?.deletes, [id]: version } } });
    }
    return true;
  },
  /** 'Delete profile': switch to the next profile, then delete the one left. */
  removeActive(id: string): boolean {
    const s = current();
    const other = s?.profiles.find((p) => p.id !== id);
    if (!s || !other || s.activeId !== id) return false;
    profileActions.switchTo(other.id);
    return profileActions.remove(id);
  },
};
