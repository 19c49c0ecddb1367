/**
 * The calculator form: defaults, readiness, required-field errors, reset after logging,
 * applying extracted values (docs/product-rules.md R-FORM-1..5).
 */
import { parseNumber } from './parse';
import { EquipmentSchema, type Equipment, type LoadForm, type Outcome } from './schemas';

export const REQUIRED_FIELDS = ['origin', 'destination', 'miles', 'rate'] as const;
export type RequiredField = (typeof REQUIRED_FIELDS)[number];
export type TouchedFields = Record<RequiredField, boolean>;
export type FieldErrors = Partial<Record<RequiredField, string>>;

export const REQUIRED_MESSAGE = 'Required';
/** The contract states the rule (> 0) without wording; this is ours (R-FORM-3). */
export const POSITIVE_MESSAGE = 'Must be greater than 0';
/** Tooltip of the disabled 'Log decision' button (R-FORM-2: the contract gives the intent, not the words). */
export const NOT_READY_TOOLTIP = 'Complete origin, destination, miles and rate to log this load.';

export const DEFAULT_OUTCOME: Outcome = 'book';
const DEFAULT_SPLIT_PERCENT = '100';

export const UNTOUCHED: Readonly<TouchedFields> = Object.freeze({
  origin: false,
  destination: false,
  miles: false,
  rate: false,
});
/** Clicking 'Log decision' while not ready marks all four required fields touched. */
export const ALL_TOUCHED: Readonly<TouchedFields> = Object.freeze({
  origin: true,
  destination: true,
  miles: true,
  rate: true,
});

/** R-FORM-1 defaults: equipment hotshot, split 100, the rest empty. */
export function createEmptyForm(overrides: Partial<LoadForm> = {}): LoadForm {
  return {
    equipment: 'hotshot',
    origin: '',
    destination: '',
    miles: '',
    rate: '',
    fsc: '',
    tolls: '',
    fuelCost: '',
    notes: '',
    splitPercent: DEFAULT_SPLIT_PERCENT,
    ...overrides,
  };
}

/** Ready when origin and destination are non-empty (trimmed), rate > 0 and miles > 0. */
export function isFormReady(form: Pick<LoadForm, RequiredField>): boolean {
  return (
    form.origin.trim() !== '' &&
    form.destination.trim() !== '' &&
    parseNumber(form.rate) > 0 &&
    parseNumber(form.miles) > 0
  );
}

/**
 * Errors to show under the required fields: 'Required' once touched and empty;
 * for miles and rate, POSITIVE_MESSAGE once touched and not greater than 0.
 */
export function fieldErrors(
  form: Pick<LoadForm, RequiredField>,
  touched: Partial<TouchedFields>,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of REQUIRED_FIELDS) {
    if (!touched[field]) continue;
    const value = form[field];
    if (value.trim() === '') errors[field] = REQUIRED_MESSAGE;
    else if ((field === 'miles' || field === 'rate') && !(parseNumber(value) > 0)) {
      errors[field] = POSITIVE_MESSAGE;
    }
  }
  return errors;
}

/** Fields an extraction (or any incoming record) may fill. */
const FILLABLE_TEXT_FIELDS = ['origin', 'destination', 'miles', 'rate', 'fsc', 'tolls', 'fuelCost', 'notes'] as const;

export interface IncomingApplied {
  form: LoadForm;
  /** Present when the incoming values carried a split percent: the UI also stores it. */
  splitPercent?: string;
  /** Names of the fields that were filled. */
  filled: (keyof LoadForm)[];
}

/**
 * 'Apply to form' (R-FORM-5): fill only known fields that carry a value (strings or
 * finite numbers; null, undefined and blank strings are ignored); equipment only when valid.
 */
export function applyIncomingValues(form: LoadForm, incoming: Record<string, unknown>): IncomingApplied {
  const next: LoadForm = { ...form };
  const filled: (keyof LoadForm)[] = [];
  for (const field of FILLABLE_TEXT_FIELDS) {
    const text = toFieldText(incoming[field]);
    if (text !== null) {
      next[field] = text;
      filled.push(field);
    }
  }
  const equipment = EquipmentSchema.safeParse(incoming.equipment);
  if (equipment.success) {
    next.equipment = equipment.data as Equipment;
    filled.push('equipment');
  }
  const split = toFieldText(incoming.splitPercent);
  if (split === null) return { form: next, filled };
  next.splitPercent = split;
  filled.push('splitPercent');
  return { form: next, splitPercent: split, filled };
}

function toFieldText(v: unknown): string | null {
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : null;
  if (typeof v === 'string') return v.trim() === '' ? null : v.trim();
  return null;
}

// ---------------------------------------------------------------------------------------------
// Auth form (R-ACCOUNT-2)
// ---------------------------------------------------------------------------------------------

export const PASSWORD_MIN_LENGTH = 6;

export interface ToastText {
  title: string;
  description: string;
}

/** null when the credentials may be sent; otherwise the toast to show. */
export function validateCredentials(email: string, password: string): ToastText | null {
  if (email.trim() === '' || password === '') {
    return { title: 'Missing information', description: 'Please enter both email and password' };
  }
  if (password.length < PASSWORD_MIN_LENGTH) {
    return { title: 'Password too short', description: 'Password must be at least 6 characters' };
  }
  return null;
}
