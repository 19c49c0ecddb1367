import { z } from 'zod';
import { repairCostProfile } from '../../domain/cost-profile';
import { HISTORY_CAP } from '../../domain/history';
import { EMPTY_SYNC, type SyncBase, type SyncMeta } from '../../domain/sync-state';
import {
  EquipmentSchema,
  LoadDecisionSchema,
  OnboardingStateSchema,
  toEquipment,
  type CostProfile,
  type Equipment,
  type LoadDecision,
  type OnboardingState,
} from '../../domain/schemas';

/**
 * Local storage, exactly as docs/product-rules.md R-STORE-1..4: the lm:* keys, lm:v2:state
 * (history, cost profile, clear time, and sync's state: R-SYNC-7, R-SYNC-8) and
 * lm:v2:onboarding. Every read goes through zod and repairs to defaults, keeping whatever is still
 * valid; a failing storage (private mode, quota) is logged and ignored so the calculator keeps
 * working.
 */
export const STORAGE_KEYS = {
  splitPercent: 'lm:splitPercent',
  equipment: 'lm:equipment',
  useSplit: 'lm:useSplit',
  includeFsc: 'lm:includeFsc',
  includeTolls: 'lm:includeTolls',
  includeFuel: 'lm:includeFuel',
  state: 'lm:v2:state',
  onboarding: 'lm:v2:onboarding',
  /** Older key that held the history (or { history, costProfile }); migrated once. */
  legacyState: 'lm:state',
} as const;

/** Session storage keys (R-STORE-1): analytics session id and last sync time. */
export const SESSION_KEYS = {
  analyticsSessionId: 'lm:sessionId',
  lastSyncAt: 'lm:lastSyncAt',
} as const;

/** One account's history kept on the device while another account (or nobody) uses it. */
interface ParkedHistory {
  history: LoadDecision[];
  sync: SyncMeta;
}

export interface PersistedState {
  history: LoadDecision[];
  costProfile: CostProfile;
  /**
   * The time of a 'Clear all' made before versioned sync (docs/decisions/015-versioned-sync.md):
   * rows created before it stay hidden on this device's first versioned pull. Null otherwise.
   */
  clearedAt: string | null;
  /** The account whose history this is (its user id); null: nobody's yet (never signed in). */
  owner: string | null;
  /** What the versioned sync knows of the server's copy of `history`. */
  sync: SyncMeta;
  /** History logged while nobody was signed in, waiting for the driver to add it to the account. */
  anonymous: LoadDecision[];
  /** Histories of other accounts that signed in on this device: user id → history. */
  parked: Record<string, ParkedHistory>;
}

export interface Settings {
  splitPercent: number;
  equipment: Equipment;
  useSplit: boolean;
  includeFsc: boolean;
  includeTolls: boolean;
  includeFuel: boolean;
}

export type { OnboardingState };

const DEFAULT_SETTINGS: Readonly<Settings> = Object.freeze({
  splitPercent: 100,
  equipment: 'hotshot',
  useSplit: false,
  includeFsc: true,
  includeTolls: true,
  includeFuel: true,
});

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readRaw(key: string, store: Storage | null = storage()): string | null {
  try {
    return store?.getItem(key) ?? null;
  } catch (error) {
    console.warn(`LoadMath: could not read ${key} from local storage`, error);
    return null;
  }
}

export function writeRaw(key: string, value: string, store: Storage | null = storage()): boolean {
  try {
    store?.setItem(key, value);
    return true;
  } catch (error) {
    console.warn(`LoadMath: could not save ${key} to local storage`, error);
    return false;
  }
}

function parseJson(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** Keep the valid history entries of anything (drops broken ones, never the whole list). */
function repairHistory(value: unknown): LoadDecision[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const entries: LoadDecision[] = [];
  for (const item of value) {
    const parsed = LoadDecisionSchema.safeParse(item);
    if (parsed.success && !seen.has(parsed.data.id)) {
      seen.add(parsed.data.id);
      entries.push(parsed.data);
    }
  }
  entries.sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  return entries.slice(0, HISTORY_CAP);
}

/** Built on first use (z.lazy): a first visit has nothing stored to check. */
const isoOrNull = z.lazy(() => z.iso.datetime({ offset: true }).nullable().catch(null));

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isVersion = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** Keep what is valid of stored sync state; a lost base only makes the entry go up again as new. */
function repairSync(value: unknown): SyncMeta {
  if (!isRecord(value)) return EMPTY_SYNC;
  const base: Record<string, SyncBase> = {};
  if (isRecord(value.base)) {
    for (const [id, b] of Object.entries(value.base)) {
      if (!isRecord(b) || !isVersion(b.version) || b.version === 0) continue;
      const row = LoadDecisionSchema.safeParse(b.row);
      if (row.success && row.data.id === id) base[id] = { version: b.version, row: row.data };
    }
  }
  const deletes: Record<string, number> = {};
  if (isRecord(value.deletes)) for (const [id, v] of Object.entries(value.deletes)) if (isVersion(v) && v > 0) deletes[id] = v;
  return {
    cursor: isVersion(value.cursor) ? value.cursor : 0,
    base,
    deletes,
    clearPending: value.clearPending === true,
    hideCreatedUpTo: isOrNull(value.hideCreatedUpTo),
  };
}

function repairParked(value: unknown): Record<string, ParkedHistory> {
  const out: Record<string, ParkedHistory> = {};
  if (!isRecord(value)) return out;
  for (const [owner, parked] of Object.entries(value)) {
    if (isRecord(parked)) out[owner] = { history: repairHistory(parked.history), sync: repairSync(parked.sync) };
  }
  return out;
}

const isOrNull = (value: unknown): string | null => isoOrNull.parse(value ?? null);

/**
 * Repair a stored lm:v2:state (or legacy) value into a valid PersistedState. A state stored
 * before versioned sync has no owner: its history is nobody's until the driver adds it to an
 * account (docs/decisions/015-versioned-sync.md), so nothing in it is lost.
 */
function repairState(value: unknown): PersistedState {
  if (Array.isArray(value)) {
    return { history: repairHistory(value), costProfile: repairCostProfile(undefined), clearedAt: null, owner: null, sync: EMPTY_SYNC, anonymous: [], parked: {} };
  }
  const obj = isRecord(value) ? value : {};
  return {
    history: repairHistory(obj.history),
    costProfile: repairCostProfile(obj.costProfile),
    clearedAt: isOrNull(obj.clearedAt),
    owner: typeof obj.owner === 'string' && obj.owner !== '' ? obj.owner : null,
    sync: repairSync(obj.sync),
    anonymous: repairHistory(obj.anonymous),
    parked: repairParked(obj.parked),
  };
}

/**
 * Read the main state. When lm:v2:state is absent and the older key exists, migrate it once
 * (history, or history plus costProfile) and remove the old key.
 */
export function loadState(store: Storage | null = storage()): PersistedState {
  const raw = readRaw(STORAGE_KEYS.state, store);
  if (raw !== null) return repairState(parseJson(raw));
  const legacy = readRaw(STORAGE_KEYS.legacyState, store);
  if (legacy !== null) {
    const migrated = repairState(parseJson(legacy));
    if (writeRaw(STORAGE_KEYS.state, JSON.stringify(migrated), store)) {
      try {
        store?.removeItem(STORAGE_KEYS.legacyState);
      } catch {
        // keep the old key; the new one wins from now on
      }
    }
    return migrated;
  }
  return repairState(undefined);
}

export function saveState(state: PersistedState, store: Storage | null = storage()): boolean {
  return writeRaw(STORAGE_KEYS.state, JSON.stringify(state), store);
}

function readBoolean(key: string, fallback: boolean, store: Storage | null): boolean {
  const raw = readRaw(key, store);
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  return fallback;
}

/** A split percent from storage: 0..100 in steps of 5; 0, empty or invalid falls back to 100. */
export function repairSplitPercent(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n) || n <= 0 || n > 100) return DEFAULT_SETTINGS.splitPercent;
  return Math.round(n / 5) * 5 || DEFAULT_SETTINGS.splitPercent;
}

export function loadSettings(store: Storage | null = storage()): Settings {
  return {
    splitPercent: repairSplitPercent(readRaw(STORAGE_KEYS.splitPercent, store)),
    equipment: toEquipment(readRaw(STORAGE_KEYS.equipment, store)),
    useSplit: readBoolean(STORAGE_KEYS.useSplit, DEFAULT_SETTINGS.useSplit, store),
    includeFsc: readBoolean(STORAGE_KEYS.includeFsc, DEFAULT_SETTINGS.includeFsc, store),
    includeTolls: readBoolean(STORAGE_KEYS.includeTolls, DEFAULT_SETTINGS.includeTolls, store),
    includeFuel: readBoolean(STORAGE_KEYS.includeFuel, DEFAULT_SETTINGS.includeFuel, store),
  };
}

export function saveSetting<K extends keyof Settings>(key: K, value: Settings[K], store: Storage | null = storage()): void {
  if (key === 'equipment' && !EquipmentSchema.safeParse(value).success) return;
  writeRaw(STORAGE_KEYS[key], String(value), store);
}

export function loadOnboarding(store: Storage | null = storage()): OnboardingState {
  const obj = parseJson(readRaw(STORAGE_KEYS.onboarding, store));
  const parsed = OnboardingStateSchema.safeParse(obj);
  return parsed.success ? parsed.data : OnboardingStateSchema.parse({});
}

export function saveOnboarding(value: OnboardingState, store: Storage | null = storage()): void {
  writeRaw(STORAGE_KEYS.onboarding, JSON.stringify(value), store);
}
