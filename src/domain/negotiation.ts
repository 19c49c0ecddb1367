/**
 * Negotiation engine (docs/product-rules.md R-NEG-1..7).
 *
 *   total  = offer + applicable surcharges + heavy per-mile charge
 *   anchor = total × 1.15, target = total × 1.08, floor = total × 1.02, each rounded to whole
 *            dollars (half away from zero, computed from whole cents so 1010 × 1.15 = 1161.50 → 1162)
 *   baseRpm = offer / max(1, miles), rounded to 2 decimals; the colour compares baseRpm with the
 *            equipment's red / yellow / green targets.
 *   miles ≤ 0 or offer ≤ 0 → empty result: ready false, red, zero tiers, no templates.
 *
 * Which surcharges an equipment can take follows R-NEG-3's rule list, not only R-NEG-2's table:
 * every equipment takes rush, multi-stop, detention and jobsite access; hotshot adds tarp,
 * oversize width / height, securement and heavy; cargo van adds weekend, after-hours, inside,
 * residential; straight truck adds liftgate, pallet jack, inside, residential. (The table also
 * prices weekend / after-hours for straight trucks, but the rules do not apply them; see
 * ACCESSORIALS_BY_EQUIPMENT so the UI only offers what applies.)
 */
import { formatNumber, formatRpm, formatWholeDollars, roundTo } from './format';
import { parseNumber, tryParseNumber } from './parse';
import type { NumberLike } from './profit';
import { EQUIPMENT_LABELS, type Equipment } from './schemas';

// ---------------------------------------------------------------------------------------------
// Equipment defaults (R-NEG-2 table; 'n/a' → null)
// ---------------------------------------------------------------------------------------------

export const SURCHARGE_NAMES = [
  'tarp',
  'heavyPerMile',
  'oversizeWidth',
  'oversizeHeight',
  'multiStop',
  'rush',
  'weekend',
  'afterHours',
  'inside',
  'residential',
  'liftgate',
  'palletJack',
  'detentionPerHour',
  'access',
  'securement',
] as const;
/** The fifteen surcharge names of the negotiation result (R-NEG-2). */
export type SurchargeName = (typeof SURCHARGE_NAMES)[number];

/** Preset surcharges: the fifteen names plus the heavy weight threshold; null = not applicable. */
type PresetSurcharges = Record<SurchargeName | 'heavyThresholdLbs', number | null>;

export interface RpmTargets {
  red: number;
  yellow: number;
  green: number;
}

export interface EquipmentPreset {
  rpmTargets: RpmTargets;
  surcharges: PresetSurcharges;
}

export const EQUIPMENT_DEFAULTS: Readonly<Record<Equipment, EquipmentPreset>> = Object.freeze({
  hotshot: {
    rpmTargets: { red: 1.5, yellow: 2, green: 2.5 },
    surcharges: {
      tarp: 100,
      heavyPerMile: 0.15,
      heavyThresholdLbs: 8000,
      oversizeWidth: 250,
      oversizeHeight: 200,
      multiStop: 75,
      rush: 150,
      weekend: null,
      afterHours: null,
      inside: null,
      residential: null,
      liftgate: null,
      palletJack: null,
      detentionPerHour: 50,
      access: 100,
      securement: 150,
    },
  },
  cargo_van: {
    rpmTargets: { red: 1.2, yellow: 1.5, green: 2 },
    surcharges: {
      tarp: null,
      heavyPerMile: null,
      heavyThresholdLbs: null,
      oversizeWidth: null,
      oversizeHeight: null,
      multiStop: 50,
      rush: 100,
      weekend: 75,
      afterHours: 50,
      inside: 75,
      residential: 50,
      liftgate: null,
      palletJack: null,
      detentionPerHour: 35,
      access: 75,
      securement: null,
    },
  },
  straight_truck: {
    rpmTargets: { red: 1.8, yellow: 2.2, green: 2.8 },
    surcharges: {
      tarp: null,
      heavyPerMile: null,
      heavyThresholdLbs: null,
      oversizeWidth: null,
      oversizeHeight: null,
      multiStop: 100,
      rush: 150,
      weekend: 100,
      afterHours: 75,
      inside: 100,
      residential: 75,
      liftgate: 150,
      palletJack: 50,
      detentionPerHour: 50,
      access: 125,
      securement: null,
    },
  },
});

/** Rush applies when pickup is within 0 to 6 hours, both ends inclusive. */
export const RUSH_WINDOW_HOURS = 6;
/** Oversize applies strictly above these dimensions (hotshot). */
export const OVERSIZE_WIDTH_FT = 8.5;
export const OVERSIZE_HEIGHT_FT = 13.5;
/** Item text containing any of these (case-insensitive) needs securement (hotshot). */
const SECUREMENT_KEYWORDS = ['coil', 'coils', 'steel coil', 'machinery', 'pipe', 'pipes', 'rebar', 'equipment', 'palletized steel'] as const;
export const TIER_MARKUPS = Object.freeze({ anchor: 0.15, target: 0.08, floor: 0.02 });

const SURCHARGE_LABELS: Readonly<Record<SurchargeName, string>> = Object.freeze({
  tarp: 'Tarp',
  heavyPerMile: 'Heavy load',
  oversizeWidth: 'Oversize width',
  oversizeHeight: 'Oversize height',
  multiStop: 'Extra stops',
  rush: 'Rush pickup',
  weekend: 'Weekend',
  afterHours: 'After-hours',
  inside: 'Inside delivery',
  residential: 'Residential delivery',
  liftgate: 'Liftgate',
  palletJack: 'Pallet jack',
  detentionPerHour: 'Detention',
  access: 'Jobsite access',
  securement: 'Securement',
});

// ---------------------------------------------------------------------------------------------
// Input
// ---------------------------------------------------------------------------------------------

/** The negotiation input (R-NEG-1). Everything but miles, offer and equipment is optional. */
export interface NegotiationInput {
  miles: NumberLike;
  /** The broker's flat offer (the calculator passes its linehaul rate). */
  offer: NumberLike;
  equipment: Equipment;
  origin?: string;
  destination?: string;
  /**
   * Empty miles to the pickup. When given, the RPM and the per-mile charges count every mile the
   * truck runs, loaded + deadhead (docs/product-rules.md R-PAY-9).
   */
  deadheadMiles?: NumberLike;
  /** Hours until pickup; blank / absent means no rush information. */
  pickupInHours?: NumberLike | null;
  /** Total stops including the first; each stop beyond one is charged. */
  stops?: NumberLike;
  jobsite?: boolean;
  detentionHours?: NumberLike;
  /**
   * Dollars per hour of detention when the load's rate confirmation prints it (docs/product-rules.md
   * R-UPLOAD-7); blank, absent or not above 0: the equipment's preset rate.
   */
  detentionRate?: NumberLike;
  tarp?: boolean;
  widthFt?: NumberLike;
  heightFt?: NumberLike;
  weightLbs?: NumberLike;
  itemType?: string;
  weekend?: boolean;
  afterHours?: boolean;
  liftgate?: boolean;
  palletJack?: boolean;
  inside?: boolean;
  residential?: boolean;
}

export type AccessorialField = Exclude<
  keyof NegotiationInput,
  'miles' | 'offer' | 'equipment' | 'origin' | 'destination' | 'deadheadMiles'
>;

/** The accessorial inputs that can change the result for each equipment (for the drawer). */
export const ACCESSORIALS_BY_EQUIPMENT: Readonly<Record<Equipment, readonly AccessorialField[]>> = Object.freeze({
  hotshot: ['pickupInHours', 'stops', 'jobsite', 'detentionHours', 'tarp', 'widthFt', 'heightFt', 'weightLbs', 'itemType'],
  cargo_van: ['pickupInHours', 'stops', 'jobsite', 'detentionHours', 'weekend', 'afterHours', 'inside', 'residential'],
  straight_truck: ['pickupInHours', 'stops', 'jobsite', 'detentionHours', 'liftgate', 'palletJack', 'inside', 'residential'],
});

/** Dollars per hour of detention: the sheet's rate when given and above 0 (R-UPLOAD-7), else the preset's. */
export function detentionRateOf(input: Pick<NegotiationInput, 'equipment' | 'detentionRate'>): number {
  const sheet = tryParseNumber(input.detentionRate);
  return sheet !== null && sheet > 0 ? sheet : (EQUIPMENT_DEFAULTS[input.equipment].surcharges.detentionPerHour ?? 0);
}

// ---------------------------------------------------------------------------------------------
// Result
// ---------------------------------------------------------------------------------------------

export type ResultColor = 'red' | 'yellow' | 'green';

/** Words beside the colour, so colour is never the only signal. */
export const RESULT_COLOR_LABELS: Readonly<Record<ResultColor, string>> = Object.freeze({
  red: 'Below target',
  yellow: 'Fair',
  green: 'Strong',
});

interface AppliedSurcharge {
  name: SurchargeName;
  /** Short label, e.g. 'Extra stops'. */
  label: string;
  /** Label with the working, e.g. 'Extra stops (2 × $75)'. */
  detail: string;
  /** Dollars, unrounded (heavy per-mile can carry cents). */
  amount: number;
}

export interface Template {
  label: string;
  message: string;
}

interface NegotiationTiers {
  anchor: number;
  target: number;
  floor: number;
}

export interface NegotiationResult {
  ready: boolean;
  baseRpm: number;
  /** Amount per surcharge name, 0 when it does not apply. */
  surcharges: Record<SurchargeName, number>;
  /** The applied surcharges in table order, for the UI list. */
  appliedSurcharges: AppliedSurcharge[];
  surchargeTotal: number;
  /** offer + surcharges (before markups). */
  total: number;
  negotiation: NegotiationTiers;
  resultColor: ResultColor;
  templates: Template[];
  /** The miles the RPM and per-mile charges are based on (R-PAY-9): loaded, deadhead, their sum. */
  milesBasis: MilesBasis;
}

export interface MilesBasis {
  loaded: number;
  deadhead: number;
  total: number;
}

export const MAX_TEMPLATES = 3;

function zeroSurcharges(): Record<SurchargeName, number> {
  return Object.fromEntries(SURCHARGE_NAMES.map((n) => [n, 0])) as Record<SurchargeName, number>;
}

export function emptyNegotiationResult(): NegotiationResult {
  return {
    ready: false,
    baseRpm: 0,
    surcharges: zeroSurcharges(),
    appliedSurcharges: [],
    surchargeTotal: 0,
    total: 0,
    negotiation: { anchor: 0, target: 0, floor: 0 },
    resultColor: 'red',
    templates: [],
    milesBasis: { loaded: 0, deadhead: 0, total: 0 },
  };
}

/** Colour of a rate per mile against targets (R-NEG-5). */
export function rpmColor(rpm: number, targets: RpmTargets): ResultColor {
  if (rpm < targets.red) return 'red';
  if (rpm < targets.yellow) return 'yellow';
  if (rpm >= targets.green) return 'green';
  return 'yellow';
}

/** Whole dollars of total × (1 + markup), computed from whole cents to avoid binary drift. */
export function markup(total: number, rate: number): number {
  const cents = Math.round(total * 100);
  const percent = Math.round(rate * 100);
  return roundTo((cents * (100 + percent)) / 10000, 0);
}

export function needsSecurement(itemType: string): boolean {
  const text = itemType.toLowerCase();
  return SECUREMENT_KEYWORDS.some((k) => text.includes(k));
}

/** R-PAY-9: the miles a negotiation is based on; deadhead (empty, 0, negative = none) adds to loaded. */
export function milesBasisOf(input: Pick<NegotiationInput, 'miles' | 'deadheadMiles'>): MilesBasis {
  const loaded = parseNumber(input.miles);
  const deadhead = Math.max(0, parseNumber(input.deadheadMiles));
  return { loaded, deadhead, total: loaded + deadhead };
}

/** 'on 550 mi: 500 loaded + 50 deadhead' (R-PAY-9), or 'on 500 loaded mi' without deadhead. */
export function milesBasisText(basis: MilesBasis): string {
  return basis.deadhead > 0
    ? `on ${formatNumber(basis.total)} mi: ${formatNumber(basis.loaded)} loaded + ${formatNumber(basis.deadhead)} deadhead`
    : `on ${formatNumber(basis.loaded)} loaded mi`;
}

export function negotiate(input: NegotiationInput): NegotiationResult {
  const milesBasis = milesBasisOf(input);
  const offer = parseNumber(input.offer);
  if (milesBasis.loaded <= 0 || offer <= 0) return emptyNegotiationResult();
  // R-PAY-9: every mile the truck runs (loaded + deadhead); the loaded miles when no deadhead.
  const miles = milesBasis.total;

  const preset = EQUIPMENT_DEFAULTS[input.equipment];
  const accepts = (field: AccessorialField): boolean => ACCESSORIALS_BY_EQUIPMENT[input.equipment].includes(field);
  /** The table price; every accessorial an equipment accepts is priced for it (tested). */
  const price = (name: SurchargeName | 'heavyThresholdLbs'): number => preset.surcharges[name] ?? 0;
  const applied: AppliedSurcharge[] = [];
  const add = (name: SurchargeName, amount: number, detail: string = SURCHARGE_LABELS[name]): void => {
    if (amount > 0) applied.push({ name, label: SURCHARGE_LABELS[name], detail, amount });
  };
  const flag = (field: AccessorialField & SurchargeName): boolean => accepts(field) && input[field] === true;

  if (flag('tarp')) add('tarp', price('tarp'));
  if (accepts('weightLbs') && parseNumber(input.weightLbs) >= price('heavyThresholdLbs')) {
    const perMileRate = price('heavyPerMile');
    add('heavyPerMile', perMileRate * miles, `Heavy load (${formatNumber(miles)} mi × $${perMileRate.toFixed(2)}/mi)`);
  }
  const width = parseNumber(input.widthFt);
  if (accepts('widthFt') && width > OVERSIZE_WIDTH_FT) {
    add('oversizeWidth', price('oversizeWidth'), `Oversize width (${formatNumber(width)} ft)`);
  }
  const height = parseNumber(input.heightFt);
  if (accepts('heightFt') && height > OVERSIZE_HEIGHT_FT) {
    add('oversizeHeight', price('oversizeHeight'), `Oversize height (${formatNumber(height)} ft)`);
  }

  const extraStops = Math.max(0, Math.floor(parseNumber(input.stops)) - 1);
  add('multiStop', extraStops * price('multiStop'), `Extra stops (${extraStops} × ${formatWholeDollars(price('multiStop'))})`);
  const pickup = tryParseNumber(input.pickupInHours);
  if (pickup !== null && pickup >= 0 && pickup <= RUSH_WINDOW_HOURS) {
    add('rush', price('rush'), `Rush pickup (within ${formatNumber(pickup)} h)`);
  }

  for (const name of ['weekend', 'afterHours', 'inside', 'residential', 'liftgate', 'palletJack'] as const) {
    if (flag(name)) add(name, price(name));
  }

  const detentionHours = Math.max(0, parseNumber(input.detentionHours));
  const detentionRate = detentionRateOf(input);
  add('detentionPerHour', detentionHours * detentionRate, `Detention (${formatNumber(detentionHours)} h × ${formatWholeDollars(detentionRate)}/h)`);
  if (input.jobsite === true) add('access', price('access'));

  const itemType = (input.itemType ?? '').trim();
  if (accepts('itemType') && needsSecurement(itemType)) add('securement', price('securement'), `Securement (${itemType})`);

  applied.sort((a, b) => SURCHARGE_NAMES.indexOf(a.name) - SURCHARGE_NAMES.indexOf(b.name));
  const surcharges = zeroSurcharges();
  for (const a of applied) surcharges[a.name] = a.amount;
  const surchargeTotal = applied.reduce((sum, a) => sum + a.amount, 0);
  const total = offer + surchargeTotal;
  const negotiation: NegotiationTiers = {
    anchor: markup(total, TIER_MARKUPS.anchor),
    target: markup(total, TIER_MARKUPS.target),
    floor: markup(total, TIER_MARKUPS.floor),
  };
  const baseRpm = roundTo(offer / Math.max(1, miles), 2);

  return {
    ready: true,
    baseRpm,
    surcharges,
    appliedSurcharges: applied,
    surchargeTotal,
    total,
    negotiation,
    resultColor: rpmColor(baseRpm, preset.rpmTargets),
    templates: buildTemplates({ input, miles: milesBasis.loaded, deadhead: milesBasis.deadhead, offer, applied, surchargeTotal, total, negotiation }),
    milesBasis,
  };
}

// ---------------------------------------------------------------------------------------------
// Templates
// ---------------------------------------------------------------------------------------------

interface TemplateContext {
  input: NegotiationInput;
  /** Loaded miles; deadhead, when given, is named beside them. */
  miles: number;
  deadhead: number;
  offer: number;
  applied: AppliedSurcharge[];
  surchargeTotal: number;
  total: number;
  negotiation: NegotiationTiers;
}

/**
 * 'the hotshot load from Dallas, TX to Houston, TX (500 miles)'; with deadhead '(500 loaded + 50
 * deadhead miles)'.
 */
export function describeLoad(input: Pick<NegotiationInput, 'equipment' | 'origin' | 'destination'>, miles: number, deadhead = 0): string {
  const origin = input.origin?.trim();
  const destination = input.destination?.trim();
  const route = [origin ? `from ${origin}` : '', destination ? `to ${destination}` : ''].filter(Boolean).join(' ');
  const distance =
    deadhead > 0
      ? `${formatNumber(miles)} loaded + ${formatNumber(deadhead)} deadhead miles`
      : `${formatNumber(miles)} ${miles === 1 ? 'mile' : 'miles'}`;
  const equipment = EQUIPMENT_LABELS[input.equipment].toLowerCase();
  return `the ${equipment} load${route ? ` ${route}` : ''} (${distance})`;
}

/**
 * The message for a compared offer's tie counter (docs/product-rules.md R-COMPARE-3): the rate
 * that makes this load pay as well as the driver's best other offer.
 */
export function counterMessage(input: Pick<NegotiationInput, 'equipment' | 'origin' | 'destination'>, miles: number, counterRate: number): string {
  const rpm = miles > 0 ? ` (${formatRpm(counterRate / miles)}/mi)` : '';
  return `Thanks for ${describeLoad(input, miles)}. I have another offer that pays better for my truck. I can take yours at ${formatWholeDollars(counterRate)}${rpm}. Can you do that?`;
}

/** 'Tarp: $100; Extra stops (2 × $75): $150' */
function listSurcharges(applied: AppliedSurcharge[]): string {
  return applied.map((a) => `${a.detail}: ${formatWholeDollars(a.amount)}`).join('; ');
}

function buildTemplates(ctx: TemplateContext): Template[] {
  const { input, miles, offer, applied, negotiation } = ctx;
  const load = describeLoad(input, miles, ctx.deadhead);
  const $ = formatWholeDollars;
  const templates: Template[] =
    applied.length === 0
      ? [
          {
            label: 'Strong Opening',
            message:
              `Hi, thanks for the offer on ${load}. Based on my operating costs and current market rates, ` +
              `I can haul it for ${$(negotiation.anchor)}. I'm ready to confirm right away at that rate.`,
          },
          {
            label: 'Counter Offer',
            message:
              `Thanks for sending over ${load}. ${$(offer)} is a little light for this run. ` +
              `I can meet you at ${$(Math.max(negotiation.target, Math.ceil(offer)))} and lock it in today. Does that work on your end?`,
          },
          {
            label: 'Final Position',
            message:
              `I appreciate the offer on ${load}. The lowest I can go is ${$(negotiation.floor)}; below that ` +
              `the run doesn't cover my costs. If you can make that work, I'll book it now.`,
          },
        ]
      : [
          {
            label: 'Opening with Accessorials',
            message:
              `Hi, thanks for the offer on ${load}. The ${$(offer)} linehaul doesn't cover the accessorials on this one, ` +
              `${$(ctx.surchargeTotal)} in total. All-in I need ${$(negotiation.anchor)} to haul it, and I can confirm ` +
              `right away at that rate. Accessorials: ${listSurcharges(applied)}.`,
          },
          {
            label: 'Itemized Counter',
            message:
              `Here is how I get to my number on ${load}: ${$(offer)} linehaul + ${$(ctx.surchargeTotal)} accessorials = ` +
              `${$(ctx.total)}. Accessorials: ${listSurcharges(applied)}. I can do it for ${$(negotiation.target)} all-in. ` +
              `Can you get that approved?`,
          },
          {
            label: 'Final Position',
            message:
              `My bottom line on ${load} is ${$(negotiation.floor)} all-in, which covers the ` +
              `${applied.map((a) => a.label.toLowerCase()).join(', ')} charges and little else. ` +
              `If you can meet that, I'll book it now.`,
          },
        ];
  return templates.slice(0, MAX_TEMPLATES);
}
