import { REQUIRED_MESSAGE } from '../../../domain/form';
import { applyEdit, toEdit, type DecisionEdit, type EditedNumbersInput } from '../../../domain/history';
import { roundTo } from '../../../domain/format';
import { tryParseNumber } from '../../../domain/parse';
import { LoadDecisionSchema, type LoadDecision } from '../../../domain/schemas';

export type EditField = 'origin' | 'destination' | 'miles' | 'rate' | 'fsc' | 'tolls' | 'fuelCost' | 'notes';
export type EditErrors = Partial<Record<EditField, string>>;

/** The order fields appear in the dialog: the first invalid one gets focus. */
export const EDIT_FIELD_ORDER: readonly EditField[] = ['origin', 'destination', 'miles', 'rate', 'fsc', 'tolls', 'fuelCost', 'notes'];

const NUMBER_MESSAGE = 'Enter a number';
const NOT_NEGATIVE_MESSAGE = 'Must be 0 or more';
const TOO_LARGE_MESSAGE = 'Enter a smaller number';
export const TEXT_MAX = 200;
export const NOTES_MAX = 2000;

/** The dialog's form state: every field as text (R-HIST-7 parses them on save). */
export type EditText = Omit<DecisionEdit, keyof EditedNumbersInput> & Record<keyof EditedNumbersInput, string>;

/**
 * The text the dialog starts from: the domain's toEdit, with numbers shown to the cent (a stored
 * fuel cost of 227.415384615… reads '227.42'; that is what Save keeps).
 */
export function toEditText(entry: LoadDecision): EditText {
  const e = toEdit(entry);
  const cents = (n: string | number) => String(roundTo(Number(n), 2));
  return {
    ...e,
    miles: cents(e.miles),
    rate: cents(e.rate),
    fsc: cents(e.fsc),
    tolls: cents(e.tolls),
    fuelCost: cents(e.fuelCost),
  };
}

/** Every amount of the dialog: a blank one counts as 0 (R-HIST-7), so RPM reads 0 when miles is 0. */
const AMOUNTS = ['miles', 'rate', 'fsc', 'tolls', 'fuelCost'] as const;

export interface EditCheck {
  errors: EditErrors;
  /** The entry to save, or null when any field is invalid (nothing is saved then). */
  next: LoadDecision | null;
}

/**
 * Validate the 'Edit load entry' form. Origin and destination are required (an entry needs its
 * route). Every amount may be left blank: it counts as 0, as R-HIST-7 says (a blank or 0 miles
 * gives RPM 0). Text with no number in it, or a negative amount, is a typo the driver would not
 * want saved as 0 silently, so it is refused with a message instead. Last, the entry that would
 * be saved is checked against the stored schema, so an edit can never write something the app
 * would drop on the next load.
 */
export function checkEdit(entry: LoadDecision, edit: EditText): EditCheck {
  const errors: EditErrors = {};
  for (const field of ['origin', 'destination'] as const) if (edit[field].trim() === '') errors[field] = REQUIRED_MESSAGE;
  for (const field of AMOUNTS) {
    const text = edit[field].trim();
    if (text === '') continue;
    const n = tryParseNumber(text);
    if (n === null) errors[field] = NUMBER_MESSAGE;
    else if (n < 0) errors[field] = NOT_NEGATIVE_MESSAGE;
  }
  if (Object.keys(errors).length > 0) return { errors, next: null };

  const next = applyEdit(entry, edit);
  const parsed = LoadDecisionSchema.safeParse(next);
  if (parsed.success) return { errors, next: parsed.data };
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? '');
    if (key === 'origin' || key === 'destination') errors[key] ??= `Keep it under ${TEXT_MAX} characters`;
    else if (key === 'notes') errors.notes ??= `Keep it under ${NOTES_MAX.toLocaleString('en-US')} characters`;
    else if (key === 'miles' || key === 'rate' || key === 'fsc' || key === 'tolls' || key === 'fuelCost') errors[key] ??= TOO_LARGE_MESSAGE;
    // profit and rpm follow from the amounts; rate is the one most likely to be mistyped
    else errors.rate ??= TOO_LARGE_MESSAGE;
  }
  return { errors, next: null };
}
