import { z } from 'zod';
import { repairCostProfile } from '../../domain/cost-profile';
import {
  EquipmentSchema,
  LoadDecisionSchema,
  toEquipment,
  type CostProfile,
  type Equipment,
  type LoadDecision,
} from '../../domain/schemas';

/**
 * Local storage, exactly as spec §3 'Local settings': the lm:* keys, lm:v2:state (history,
 * cost profile, clear time) and lm:v2:onboarding. Every read goes through zod and repairs to
 * defaults, keeping whatever is still valid; a failing storage (private mode, quota) is logged
 * and ignored so the calculator keeps working.
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

/** Session storage keys (spec §3): analytics session id and last sync time. */
export const SESSION_KEYS = {
  analyticsSessionId: 'lm:sessionId',
  lastSyncAt: 'lm:lastSyncAt',
} as const;

export const HISTORY_CAP = 100;

export interface PersistedState {
  history: LoadDecision[];
  costProfile: CostProfile;
  /** ISO time of the last 'Clear all'; cloud rows created before it are not shown again. */
  clearedAt: string | null;
}

export interface Settings {
  splitPercent: number;
  equipment: Equipment;
  useSplit: boolean;
  includeFsc: boolean;
  includeTolls: boolean;
  includeFuel: boolean;
}

export interface OnboardingState {
  welcomeCardDismissed: boolean;
  hasOpenedCostEditor: boolean;
}

export const DEFAULT_SETTINGS: Readonly<Settings> = Object.freeze({
  splitPercent: 100,
  equipment: 'hotshot',
  useSplit: false,
  includeFsc: true,
  includeTolls: true,
  includeFuel: true,
});

export const DEFAULT_ONBOARDING: Readonly<OnboardingState> = Object.freeze({
  welcomeCardDismissed: false,
  hasOpenedCostEditor: false,
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
export function repairHistory(value: unknown): LoadDecision[] {
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

/** Repair a stored lm:v2:state (or legacy) value into a valid PersistedState. */
export function repairState(value: unknown): PersistedState {
  if (Array.isArray(value)) {
    return { history: repairHistory(value), costProfile: repairCostProfile(undefined), clearedAt: null };
  }
  const obj = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return {
    history: repairHistory(obj.history),
    costProfile: repairCostProfile(obj.costProfile),
    clearedAt: isoOrNull.parse(obj.clearedAt ?? null),
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
  const rec = typeof obj === 'object' && obj !== null ? (obj as Record<string, unknown>) : {};
  return {
    welcomeCardDismissed: rec.welcomeCardDismissed === true,
    hasOpenedCostEditor: rec.hasOpenedCostEditor === true,
  };
}

export function saveOnboarding(value: OnboardingState, store: Storage | null = storage()): void {
  writeRaw(STORAGE_KEYS.onboarding, JSON.stringify(value), store);
}
