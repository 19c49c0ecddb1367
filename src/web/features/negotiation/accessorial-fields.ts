import { formatRpm, formatWholeDollars } from '../../../domain/format';
import {
  ACCESSORIALS_BY_EQUIPMENT,
  EQUIPMENT_DEFAULTS,
  OVERSIZE_HEIGHT_FT,
  OVERSIZE_WIDTH_FT,
  RUSH_WINDOW_HOURS,
  type AccessorialField,
  type NegotiationInput,
} from '../../../domain/negotiation';
import { tryParseNumber } from '../../../domain/parse';
import type { Equipment } from '../../../domain/schemas';

/**
 * What the driver types into the Accessorials section. Numbers stay text (as in the load form)
 * and go to the engine unparsed; the engine reads them with R-CALC-1's parsing rule.
 */
export interface AccessorialValues {
  pickupInHours: string;
  stops: string;
  jobsite: boolean;
  detentionHours: string;
  /** The rate confirmation's detention $/hour (R-UPLOAD-7); '' → the equipment's preset. */
  detentionRate: string;
  tarp: boolean;
  widthFt: string;
  heightFt: string;
  weightLbs: string;
  itemType: string;
  weekend: boolean;
  afterHours: boolean;
  liftgate: boolean;
  palletJack: boolean;
  inside: boolean;
  residential: boolean;
}

// Keeps AccessorialValues and the engine's list of accessorial fields in step: adding a field
// to the engine without a value here (or the other way round) is a type error.
type SameKeys<A, B> = [Exclude<keyof A, keyof B>, Exclude<keyof B, keyof A>] extends [never, never] ? true : false;
const _valuesCoverEveryField: SameKeys<AccessorialValues, Record<AccessorialField, unknown>> = true;
void _valuesCoverEveryField;

/** Nothing applies: the calculator's default (R-NEG-1), which passes only miles, rate, equipment. */
export const NO_ACCESSORIALS: Readonly<AccessorialValues> = Object.freeze({
  pickupInHours: '',
  stops: '',
  jobsite: false,
  detentionHours: '',
  detentionRate: '',
  tarp: false,
  widthFt: '',
  heightFt: '',
  weightLbs: '',
  itemType: '',
  weekend: false,
  afterHours: false,
  liftgate: false,
  palletJack: false,
  inside: false,
  residential: false,
});

type NumberField = 'pickupInHours' | 'stops' | 'detentionHours' | 'detentionRate' | 'widthFt' | 'heightFt' | 'weightLbs';
type ToggleField = 'jobsite' | 'tarp' | 'weekend' | 'afterHours' | 'liftgate' | 'palletJack' | 'inside' | 'residential';

type FieldSpec =
  | { kind: 'number'; field: NumberField; label: string; inputMode: 'decimal' | 'numeric'; hint: (e: Equipment) => string }
  | { kind: 'text'; field: 'itemType'; label: string; placeholder: string; hint: (e: Equipment) => string }
  | { kind: 'toggle'; field: ToggleField; label: string; price: (e: Equipment) => string };

const surcharge = (e: Equipment, name: keyof (typeof EQUIPMENT_DEFAULTS)[Equipment]['surcharges']): number =>
  EQUIPMENT_DEFAULTS[e].surcharges[name] ?? 0;
const plus = (amount: number): string => `+${formatWholeDollars(amount)}`;

/** Labels (getByLabel finds each input by them) and the price each field can add, per equipment. */
const FIELD_SPECS: Record<AccessorialField, FieldSpec> = {
  pickupInHours: {
    kind: 'number',
    field: 'pickupInHours',
    label: 'Pickup within (hours)',
    inputMode: 'decimal',
    hint: (e) => `Within ${RUSH_WINDOW_HOURS} h is a rush: ${plus(surcharge(e, 'rush'))}`,
  },
  stops: {
    kind: 'number',
    field: 'stops',
    label: 'Stops',
    inputMode: 'numeric',
    hint: (e) => `Every stop after the first: ${plus(surcharge(e, 'multiStop'))}`,
  },
  detentionHours: {
    kind: 'number',
    field: 'detentionHours',
    label: 'Detention (hours)',
    inputMode: 'decimal',
    hint: (e) => `${formatWholeDollars(surcharge(e, 'detentionPerHour'))} per hour`,
  },
  // Offered only for a load whose rate confirmation printed a detention rate (R-UPLOAD-7): see
  // DETENTION_RATE_FIELD; no equipment lists it in ACCESSORIALS_BY_EQUIPMENT.
  detentionRate: {
    kind: 'number',
    field: 'detentionRate',
    label: 'Detention rate ($/hour)',
    inputMode: 'decimal',
    hint: (e) => `From the rate confirmation; blank: ${formatWholeDollars(surcharge(e, 'detentionPerHour'))} per hour`,
  },
  widthFt: {
    kind: 'number',
    field: 'widthFt',
    label: 'Width (ft)',
    inputMode: 'decimal',
    hint: (e) => `Over ${OVERSIZE_WIDTH_FT} ft: ${plus(surcharge(e, 'oversizeWidth'))}`,
  },
  heightFt: {
    kind: 'number',
    field: 'heightFt',
    label: 'Height (ft)',
    inputMode: 'decimal',
    hint: (e) => `Over ${OVERSIZE_HEIGHT_FT} ft: ${plus(surcharge(e, 'oversizeHeight'))}`,
  },
  weightLbs: {
    kind: 'number',
    field: 'weightLbs',
    label: 'Weight (lbs)',
    inputMode: 'numeric',
    hint: (e) =>
      `${surcharge(e, 'heavyThresholdLbs').toLocaleString('en-US')} lbs or more: +${formatRpm(surcharge(e, 'heavyPerMile'))} per mile`,
  },
  itemType: {
    kind: 'text',
    field: 'itemType',
    label: 'Item type',
    placeholder: 'e.g. steel coils, machinery',
    hint: (e) => `Coils, machinery, pipe, rebar or equipment need securement: ${plus(surcharge(e, 'securement'))}`,
  },
  jobsite: { kind: 'toggle', field: 'jobsite', label: 'Jobsite delivery', price: (e) => plus(surcharge(e, 'access')) },
  tarp: { kind: 'toggle', field: 'tarp', label: 'Tarp', price: (e) => plus(surcharge(e, 'tarp')) },
  weekend: { kind: 'toggle', field: 'weekend', label: 'Weekend', price: (e) => plus(surcharge(e, 'weekend')) },
  afterHours: { kind: 'toggle', field: 'afterHours', label: 'After-hours', price: (e) => plus(surcharge(e, 'afterHours')) },
  liftgate: { kind: 'toggle', field: 'liftgate', label: 'Liftgate', price: (e) => plus(surcharge(e, 'liftgate')) },
  palletJack: { kind: 'toggle', field: 'palletJack', label: 'Pallet jack', price: (e) => plus(surcharge(e, 'palletJack')) },
  inside: { kind: 'toggle', field: 'inside', label: 'Inside delivery', price: (e) => plus(surcharge(e, 'inside')) },
  residential: { kind: 'toggle', field: 'residential', label: 'Residential', price: (e) => plus(surcharge(e, 'residential')) },
};

/**
 * The fields the engine applies for this equipment, in its order (n/a items are left out). With
 * `detentionRate` (the load's rate confirmation printed one, R-UPLOAD-7) its field follows
 * 'Detention (hours)', and that field's hint names the sheet's rate.
 */
export function fieldsFor(equipment: Equipment, options: { detentionRate?: string } = {}): FieldSpec[] {
  const rate = tryParseNumber(options.detentionRate) ?? 0;
  return ACCESSORIALS_BY_EQUIPMENT[equipment].flatMap((f): FieldSpec[] => {
    if (f !== 'detentionHours' || options.detentionRate === undefined) return [FIELD_SPECS[f]];
    const hours = FIELD_SPECS.detentionHours as Extract<FieldSpec, { kind: 'number' }>;
    const hint = (e: Equipment) => (rate > 0 ? `${formatWholeDollars(rate)} per hour (rate confirmation)` : hours.hint(e));
    return [{ ...hours, hint }, FIELD_SPECS.detentionRate];
  });
}

/** The engine's input: the calculator's load plus only the accessorials this equipment takes. */
export function toNegotiationInput(
  load: { miles: number; rate: number; equipment: Equipment; origin: string; destination: string; deadheadMiles?: number },
  values: AccessorialValues,
): NegotiationInput {
  const input: NegotiationInput = {
    miles: load.miles,
    offer: load.rate,
    equipment: load.equipment,
    origin: load.origin,
    destination: load.destination,
  };
  // R-PAY-9: with deadhead the tiers count all the miles the truck runs.
  if (load.deadheadMiles !== undefined && load.deadheadMiles > 0) input.deadheadMiles = load.deadheadMiles;
  for (const field of ACCESSORIALS_BY_EQUIPMENT[load.equipment]) {
    Object.assign(input, { [field]: values[field] });
  }
  // Every equipment takes detention: the sheet's rate prices it when given (R-UPLOAD-7).
  if (values.detentionRate.trim() !== '') input.detentionRate = values.detentionRate;
  return input;
}
