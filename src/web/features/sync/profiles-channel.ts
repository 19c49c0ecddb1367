import { z } from 'zod';
import {
  MAX_SYNCED_PROFILES,
  ProfileChangeResultSchema,
  ServerProfileSchema,
  type ProfileChange,
  type ProfileChangeResult,
  type ServerProfile,
} from '../../../domain/cloud-profile';
import { MAX_DRIVER_PROFILES, repairDriverProfiles, type DriverProfile } from '../../../domain/driver-profiles';
import {
  applyProfilePull,
  applyProfilePushResults,
  EMPTY_PROFILE_SYNC,
  pendingProfileChanges,
  type ProfileSyncMeta,
  type SyncedProfiles,
} from '../../../domain/profile-sync';
import { apiFetch } from '../../lib/api-client';
import { appActions, getAppState, subscribeAppState } from '../../lib/app-store';
import { getProfilesRecord, setProfilesRecord, subscribeProfiles, type ProfilesRecord } from '../../lib/profiles-store';
import type { SyncChannel } from './sync-engine';

/**
 * The driver profiles' sync (docs/product-rules.md R-PAY-11): a channel of the history's sync
 * engine, on the same protocol (GET/PUT /api/profiles, docs/decisions/015-versioned-sync.md) and
 * the same ownership: profiles made signed out join an account only through the one-tap offer.
 */

const PageSchema = z.lazy(() => z.object({ profiles: z.array(z.unknown()), cursor: z.number().int().min(0), more: z.boolean() }));
const PutAnswerSchema = z.lazy(() => z.object({ results: z.array(ProfileChangeResultSchema) }));

type ProfilesPage = { profiles: ServerProfile[]; cursor: number; more: boolean };

async function fetchProfileChanges(cursor: number): Promise<ProfilesPage> {
  const page = await apiFetch(`/api/profiles?cursor=${cursor}`, { schema: PageSchema });
  const profiles: ServerProfile[] = [];
  for (const row of page.profiles) {
    const parsed = ServerProfileSchema.safeParse(row);
    if (parsed.success) profiles.push(parsed.data);
    else console.warn('LoadMath sync: skipped an invalid profile row', parsed.error.issues[0]?.message);
  }
  return { profiles, cursor: page.cursor, more: page.more };
}

async function pushProfileChanges(changes: ProfileChange[], { keepalive }: { keepalive: boolean }): Promise<ProfileChangeResult[]> {
  const { results } = await apiFetch('/api/profiles', { method: 'PUT', body: { profiles: changes }, keepalive, schema: PutAnswerSchema });
  return results;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function readMeta(value: unknown): ProfileSyncMeta {
  if (!isRecord(value) || typeof value.cursor !== 'number' || !isRecord(value.base) || !isRecord(value.deletes)) return EMPTY_PROFILE_SYNC;
  return value as unknown as ProfileSyncMeta;
}

function readSynced(record: ProfilesRecord): SyncedProfiles {
  const view = repairDriverProfiles(record);
  return { activeId: view?.activeId ?? '', profiles: view?.profiles ?? [], sync: readMeta(record.sync) };
}

function putInPlace({ equipment, useSplit, splitPercent, costProfile }: DriverProfile) {
  appActions.setCostProfile(costProfile);
  appActions.setSetting('equipment', equipment);
  appActions.setSetting('useSplit', useSplit);
  appActions.setSetting('splitPercent', splitPercent);
}

const settingsOf = ({ equipment, useSplit, splitPercent, costProfile }: DriverProfile) => JSON.stringify([equipment, useSplit, splitPercent, costProfile]);

let cache: { record: ProfilesRecord; settings: unknown; costProfile: unknown; state: SyncedProfiles } | undefined;

/**
 * The signed-in account's profiles and their sync state, read from and written to the device's
 * key. The calculator's live settings are the active profile's working copy, so the active
 * profile is read with them: an edit of the costs or the split syncs without switching away.
 */
const profilesSyncStore: SyncChannel<SyncedProfiles>['store'] = {
  get() {
    const record = getProfilesRecord();
    const { settings, costProfile } = getAppState();
    if (cache?.record !== record || cache.settings !== settings || cache.costProfile !== costProfile) {
      const state = readSynced(record);
      const live = { equipment: settings.equipment, useSplit: settings.useSplit, splitPercent: settings.splitPercent, costProfile };
      const profiles = state.profiles.map((p) => (p.id === state.activeId && settingsOf(p) !== settingsOf({ ...p, ...live }) ? { ...p, ...live } : p));
      cache = { record, settings, costProfile, state: { ...state, profiles } };
    }
    return cache.state;
  },
  update(change) {
    const before = profilesSyncStore.get();
    const next = change(before);
    if (next === before) return;
    setProfilesRecord({ ...getProfilesRecord(), activeId: next.activeId, profiles: next.profiles, sync: next.sync });
    // The active profile changed on another device, went (deleted there) or the first one
    // arrived: its settings are the calculator's from now on.
    const active = next.profiles.find((p) => p.id === next.activeId);
    const was = before.profiles.find((p) => p.id === next.activeId);
    if (active && (!was || settingsOf(active) !== settingsOf(was))) putInPlace(active);
  },
  subscribe(listener) {
    const offProfiles = subscribeProfiles(listener);
    const offApp = subscribeAppState(listener);
    return () => {
      offProfiles();
      offApp();
    };
  },
};

export const profilesChannel: SyncChannel<SyncedProfiles, ProfileChange, ProfileChangeResult, { profiles: ServerProfile[] }> = {
  store: profilesSyncStore,
  cursor: (state) => state.sync.cursor,
  pull: fetchProfileChanges,
  push: pushProfileChanges,
  pending: pendingProfileChanges,
  applyPull: applyProfilePull,
  applyPushResults: applyProfilePushResults,
  batchSize: MAX_SYNCED_PROFILES,
};

type Parked = Record<string, { activeId: string; profiles: DriverProfile[]; sync: ProfileSyncMeta }>;

function anonymousOf(record: ProfilesRecord): DriverProfile[] {
  return repairDriverProfiles({ profiles: record.anonymous })?.profiles ?? [];
}

/**
 * An account signed in (docs/decisions/015-versioned-sync.md 'Whose history', for profiles): the
 * device shows that account's profiles. Another account's are set aside; profiles nobody owned
 * wait in `anonymous` until the driver adds them.
 */
export function signInProfiles(userId: string) {
  const record = getProfilesRecord();
  const owner = typeof record.owner === 'string' ? record.owner : null;
  if (owner === userId) return;
  const mine = readSynced(record);
  const parked: Parked = isRecord(record.parked) ? { ...(record.parked as Parked) } : {};
  let anonymous = anonymousOf(record);
  if (owner) parked[owner] = mine;
  else anonymous = [...anonymous, ...mine.profiles.filter((p) => !anonymous.some((a) => a.id === p.id))].slice(0, MAX_DRIVER_PROFILES);
  const theirs = parked[userId];
  delete parked[userId];
  setProfilesRecord({
    owner: userId,
    activeId: theirs?.activeId ?? '',
    profiles: theirs?.profiles ?? [],
    sync: theirs?.sync ?? EMPTY_PROFILE_SYNC,
    anonymous,
    parked,
  });
}

/** The driver agreed: the profiles made signed out join the account's (and go up); a name taken gets a number. */
export function addAnonymousProfiles() {
  const record = getProfilesRecord();
  const anonymous = anonymousOf(record);
  if (anonymous.length === 0) return;
  const state = readSynced(record);
  const profiles = [...state.profiles];
  for (const p of anonymous) {
    if (profiles.length >= MAX_DRIVER_PROFILES || profiles.some((q) => q.id === p.id)) continue;
    let name = p.name;
    for (let n = 2; profiles.some((q) => q.name.toLowerCase() === name.toLowerCase()); n++) name = `${p.name.slice(0, 56)} (${n})`;
    profiles.push({ ...p, name });
  }
  setProfilesRecord({ ...record, activeId: state.activeId || (profiles[0]?.id ?? ''), profiles, anonymous: [] });
}
