import { useSyncExternalStore } from 'react';
import { MAX_COMPARED_OFFERS } from '../../../domain/compare-offers';
import { EQUIPMENT, type Equipment } from '../../../domain/schemas';

/**
 * The loads kept side by side (docs/product-rules.md R-COMPARE-1): on the device, so they survive
 * a reload; each is recalculated with the cost profile in force whenever it is shown.
 */
export interface CompareItem {
  id: string;
  equipment: Equipment;
  origin: string;
  destination: string;
  load: { miles: string; rate: string; fsc: string; tolls: string; deadheadMiles: string; tripDays: string };
  toggles: { includeFsc: boolean; includeTolls: boolean; includeFuel: boolean; useSplit: boolean; splitPercent: number };
}

const COMPARE_STORAGE_KEY = 'loadmath.compare.v1';

const str = (v: unknown) => (typeof v === 'string' ? v.slice(0, 200) : '');
const bool = (v: unknown, d: boolean) => (typeof v === 'boolean' ? v : d);

/** A stored item, or null when it is not one (anything else in storage is dropped, never thrown on). */
function readItem(v: unknown): CompareItem | null {
  if (typeof v !== 'object' || v === null) return null;
  const o = v as Record<string, unknown>;
  const load = (typeof o.load === 'object' && o.load !== null ? o.load : {}) as Record<string, unknown>;
  const toggles = (typeof o.toggles === 'object' && o.toggles !== null ? o.toggles : {}) as Record<string, unknown>;
  if (typeof o.id !== 'string' || !EQUIPMENT.includes(o.equipment as Equipment)) return null;
  const split = Number(toggles.splitPercent);
  return {
    id: o.id.slice(0, 100),
    equipment: o.equipment as Equipment,
    origin: str(o.origin),
    destination: str(o.destination),
    load: {
      miles: str(load.miles),
      rate: str(load.rate),
      fsc: str(load.fsc),
      tolls: str(load.tolls),
      deadheadMiles: str(load.deadheadMiles),
      tripDays: str(load.tripDays),
    },
    toggles: {
      includeFsc: bool(toggles.includeFsc, true),
      includeTolls: bool(toggles.includeTolls, true),
      includeFuel: bool(toggles.includeFuel, true),
      useSplit: bool(toggles.useSplit, false),
      splitPercent: Number.isFinite(split) ? split : 100,
    },
  };
}

function load(): CompareItem[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(COMPARE_STORAGE_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.map(readItem).filter((i): i is CompareItem => i !== null).slice(0, MAX_COMPARED_OFFERS);
  } catch {
    return [];
  }
}

let items: CompareItem[] | null = null;
const NONE: CompareItem[] = [];
const listeners = new Set<() => void>();
const current = () => (items ??= load());

function save(next: CompareItem[]) {
  items = next;
  try {
    if (next.length === 0) localStorage.removeItem(COMPARE_STORAGE_KEY);
    else localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage full or blocked: the comparison still works until the page is left.
  }
  for (const l of listeners) l();
}

export const compareActions = {
  /** Adds a load; false when three are already kept. */
  add(item: CompareItem): boolean {
    const list = current();
    if (list.length >= MAX_COMPARED_OFFERS) return false;
    save([...list, item]);
    return true;
  },
  remove(id: string) {
    save(current().filter((i) => i.id !== id));
  },
  clear() {
    save([]);
  },
};

export function useCompareItems(): readonly CompareItem[] {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    current,
    () => NONE,
  );
}
