/**
 * Enumerations shared by the load, the form and the events: equipment, outcomes, deal results,
 * fuel types.
 */
import { z } from 'zod';

export const EQUIPMENT = ['hotshot', 'cargo_van', 'straight_truck'] as const;
export const EquipmentSchema = z.enum(EQUIPMENT);
export type Equipment = z.infer<typeof EquipmentSchema>;

/** Display names of the equipment select (R-FORM-1). */
export const EQUIPMENT_LABELS: Record<Equipment, string> = {
  hotshot: 'Hotshot',
  cargo_van: 'Cargo Van',
  straight_truck: 'Straight Truck',
};

/** Invalid stored equipment falls back to hotshot (R-STORE-2). */
export function toEquipment(value: unknown): Equipment {
  const parsed = EquipmentSchema.safeParse(value);
  return parsed.success ? parsed.data : 'hotshot';
}

export const OUTCOMES = ['book', 'counter', 'pass'] as const;
export const OutcomeSchema = z.enum(OUTCOMES);
export type Outcome = z.infer<typeof OutcomeSchema>;

/** Outcome labels of the decision choices and history entries (R-FORM-4, R-HIST-1). */
export const OUTCOME_LABELS: Record<Outcome, string> = {
  book: 'Book it',
  pass: 'Pass',
  counter: 'Counter offer',
};

/**
 * How a counter offer ended (docs/product-rules.md R-DEAL-1): the broker met the ask, the target
 * or the floor, agreed another rate, declined, or has not answered yet.
 */
export const DEAL_RESULTS = ['ask', 'target', 'floor', 'agreed', 'declined', 'pending'] as const;
export type DealResult = (typeof DEAL_RESULTS)[number];

export const FUEL_TYPES = ['gas', 'diesel'] as const;
export const FuelTypeSchema = z.enum(FUEL_TYPES);
export type FuelType = z.infer<typeof FuelTypeSchema>;

export const FUEL_TYPE_LABELS: Record<FuelType, string> = { gas: 'Gas', diesel: 'Diesel' };
