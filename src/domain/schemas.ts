/**
 * zod schemas for the shapes of docs/product-rules.md, shared by browser and server.
 * Naming: `ThingSchema` with `type Thing = z.infer<typeof ThingSchema>` beside it.
 * zod v4's z.number() already rejects NaN and ±Infinity.
 *
 * Every schema but the three enums is wrapped in z.lazy (the shared building blocks too): it is
 * built the first time something parses with it, not when this module loads. The browser loads
 * this module while it makes the pre-rendered calculator live, and building all of them there
 * took one 30–50 ms task on this machine (four times that on Lighthouse's phone;
 * src/web/startup/README.md), for schemas a first visit may never use (cloud sync, analytics
 * bodies, admin rows, OCR results).
 * Parsing is the same once built.
 */
import { z } from 'zod';
import { PAY_TYPES } from './pay';

// ---------------------------------------------------------------------------------------------
// Enumerations
// ---------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------
// Building blocks
// ---------------------------------------------------------------------------------------------

/** Finite number within ±1e9: generous for freight money and miles, rejects absurd payloads. */
const amount = z.lazy(() => z.number().min(-1e9).max(1e9));
/** ISO 8601 date-time, with 'Z' or a numeric offset (PostgreSQL renders '+00:00'). */
export const isoDateTime = z.lazy(() => z.iso.datetime({ offset: true }));
/** A history entry's id: chosen by the browser (a UUID), unique per account. */
export const loadId = z.lazy(() => z.string().min(1).max(100));

/** The SQL type of a synced field's column (and of its jsonb_to_recordset column in a batch). */
export type LoadFieldSql = 'text' | 'float8' | 'boolean' | 'jsonb' | 'timestamptz';

/** One synced field: its value's schema, its column type, and whether it may be absent. */
export interface LoadFieldSpec<S extends z.ZodType = z.ZodType, O extends boolean = boolean> {
  schema: S;
  sql: LoadFieldSql;
  /** May be absent from an entry (NULL in its column). */
  optional: O;
  /** A required field a record may leave out on the wire, read as this value (outcome: 'book'). */
  fallback?: z.infer<S>;
}
export const req = <S extends z.ZodType>(schema: S, sql: LoadFieldSql): LoadFieldSpec<S, false> => ({ schema, sql, optional: false });
const reqOr = <S extends z.ZodType>(schema: S, sql: LoadFieldSql, fallback: z.infer<S>): LoadFieldSpec<S, false> & { fallback: z.infer<S> } => ({
  schema,
  sql,
  optional: false,
  fallback,
});
const opt = <S extends z.ZodType>(schema: S, sql: LoadFieldSql): LoadFieldSpec<S, true> => ({ schema, sql, optional: true });

/** Built on first call, like the z.lazy schemas (see the top of this file). */
export function lazyObject<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= build());
}

type DecisionShape<F> = {
  [K in keyof F]: F[K] extends LoadFieldSpec<infer S, true> ? z.ZodOptional<S> : F[K] extends LoadFieldSpec<infer S, false> ? S : never;
};
export function decisionShape<F extends Record<string, LoadFieldSpec>>(fields: F): DecisionShape<F> {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, spec] of Object.entries(fields)) shape[name] = spec.optional ? spec.schema.optional() : spec.schema;
  return shape as DecisionShape<F>;
}


// ---------------------------------------------------------------------------------------------
// Cost profile
// ---------------------------------------------------------------------------------------------

/** Cost inputs are numeric with minimum 0 (R-PROFILE-2); validity = finite numbers + fuel type. */
const costNumber = z.lazy(() => z.number().min(0));
/** A percentage 0–100 (fees). */
const percentNumber = z.lazy(() => z.number().min(0).max(100));
/** A divisor: miles per day, spread miles. Greater than 0 and at most 1e6. */
const positiveNumber = z.lazy(() => z.number().positive().max(1e6));

/** The cost profile's 'Set-asides' (take-home.ts SetAsides; R-KEEP-1..3). */
export const SetAsidesSchema = z.lazy(() =>
  z.object({
    maintenanceReservePerMile: z.number().min(0).max(100),
    taxPercent: percentNumber,
    perDiemEnabled: z.boolean(),
    perDiemDaily: z.number().min(0).max(10_000),
    perDiemDeductiblePercent: percentNumber,
  }),
);

/** How the driver is paid (pay.ts PayTerms; docs/product-rules.md R-PAY). */
export const PayTermsSchema = z.lazy(() =>
  z.object({
    type: z.enum(PAY_TYPES),
    fscInPercentage: z.boolean(),
    perLoadedMile: z.number().min(0).max(100),
    perEmptyMile: z.number().min(0).max(100),
    flatPerLoad: z.number().min(0).max(1e6),
    payFuel: z.boolean(),
    payTolls: z.boolean(),
  }),
);

export const CostProfileSchema = z.lazy(() =>
  z.object({
    fuelPricePerGallon: costNumber,
    averageMPG: costNumber,
    dailyFixedCosts: costNumber,
    variableCostPerMile: costNumber,
    goodRpm: costNumber,
    fairRpm: costNumber,
    goodProfit: costNumber,
    fairProfit: costNumber,
    fuelType: FuelTypeSchema,
    useSmartHopPresets: z.boolean().optional(),
    // Beyond the contract (R-CALC-7..9), optional so profiles stored before them still load;
    // missing reads as the default (cost-profile.ts DEFAULT_COST_PROFILE), which leaves R-CALC-5's
    // figures exactly as they were.
    /** Factoring fee, % of the driver's share (default 0). */
    factoringPercent: percentNumber.optional(),
    /** Dispatcher fee, % of the driver's share (default 0). */
    dispatcherPercent: percentNumber.optional(),
    /** Miles driven in a day, for trip days when none are entered (default 500). */
    milesPerDay: positiveNumber.optional(),
    /** Miles the daily fixed costs are spread over: fixed = daily ÷ this × miles (R-CALC-7; default 2,500). */
    fixedCostSpreadMiles: positiveNumber.optional(),
    /** Money put aside before "You keep" (docs/product-rules.md R-KEEP); missing = the defaults. */
    setAsides: SetAsidesSchema.optional(),
    /** How the driver is paid (R-PAY); missing = paid on the linehaul, the contract's formula. */
    pay: PayTermsSchema.optional(),
  }),
);
export type CostProfile = z.infer<typeof CostProfileSchema>;

/** The four beyond-the-spec numeric fields of the cost profile, in the editor's order. */
export const EXTRA_COST_FIELDS = ['factoringPercent', 'dispatcherPercent', 'milesPerDay', 'fixedCostSpreadMiles'] as const;
export type ExtraCostField = (typeof EXTRA_COST_FIELDS)[number];

/** The eight numeric fields of the cost profile, in the editor's order. */
export const COST_NUMBER_FIELDS = [
  'fuelPricePerGallon',
  'averageMPG',
  'dailyFixedCosts',
  'variableCostPerMile',
  'goodRpm',
  'fairRpm',
  'goodProfit',
  'fairProfit',
] as const;
export type CostNumberField = (typeof COST_NUMBER_FIELDS)[number];

// ---------------------------------------------------------------------------------------------
// Load form and decisions
// ---------------------------------------------------------------------------------------------

/** The calculator form: every field held as text except the equipment choice (R-FORM-1, R-CALC-1). */
export const LoadFormSchema = z.lazy(() =>
  z.object({
    equipment: EquipmentSchema,
    origin: z.string(),
    destination: z.string(),
    miles: z.string(),
    rate: z.string(),
    fsc: z.string(),
    tolls: z.string(),
    fuelCost: z.string(),
    notes: z.string(),
    splitPercent: z.string(),
  }),
);
export type LoadForm = z.infer<typeof LoadFormSchema>;

/**
 * The synced fields of a history entry: THE one list (docs/decisions/015-versioned-sync.md). The
 * entry's shape (LoadDecisionSchema), the wire shape (CloudLoadSchema, snake_case), both mappers,
 * the server's column list and SQL, and the equality sync uses all derive from it. Adding a field
 * is one line here plus its column in a SQL migration (column = the name in snake_case).
 * `req`: always present; `opt`: present only when it carries something, so entries logged
 * without it look exactly as before (NULL in the database, null on the wire).
 */
export const LOAD_FIELDS = lazyObject(() => ({
  createdAt: req(isoDateTime, 'timestamptz'),
  /** Rows without an outcome are treated as 'book' (R-HIST-1). */
  outcome: reqOr(OutcomeSchema, 'text', 'book'),
  origin: req(z.string().max(200), 'text'),
  destination: req(z.string().max(200), 'text'),
  miles: req(amount, 'float8'),
  rate: req(amount, 'float8'),
  fsc: req(amount, 'float8'),
  tolls: req(amount, 'float8'),
  fuelCost: req(amount, 'float8'),
  profit: req(amount, 'float8'),
  rpm: req(amount, 'float8'),
  notes: opt(z.string().max(2000), 'text'),
  splitPercent: opt(z.number().min(0).max(100), 'float8'),
  fuelType: opt(FuelTypeSchema, 'text'),
  // Beyond the spec (docs/decisions/012-beyond-the-spec-figures.md)
  /** Empty miles driven to reach the pickup (only when > 0). */
  deadheadMiles: opt(z.number().min(0).max(1e9), 'float8'),
  /** Trip days the driver entered (only when entered; otherwise days are derived). */
  tripDays: opt(z.number().positive().max(1e6), 'float8'),
  /** Factoring fee in dollars (only when > 0). */
  factoringFee: opt(z.number().min(0).max(1e9), 'float8'),
  /** Dispatcher fee in dollars (only when > 0). */
  dispatchFee: opt(z.number().min(0).max(1e9), 'float8'),
  /** The cost profile the figures were computed with, presets applied (absent on older entries). */
  costProfile: opt(CostProfileSchema, 'jsonb'),
  // docs/product-rules.md R-DEAL-1, R-DEAL-2: both only once a counter's result is recorded.
  // `rate`, `profit` and `rpm` are then the figures at the rate the deal ended at; `offeredRate`
  // keeps the broker's offer.
  dealResult: opt(z.enum(DEAL_RESULTS), 'text'),
  offeredRate: opt(amount, 'float8'),
  /** The broker, as the driver typed it (R-BROKER-1). */
  broker: opt(z.string().trim().min(1).max(120), 'text'),
  /** The day the broker paid, YYYY-MM-DD (R-BROKER-3). */
  paidOn: opt(z.iso.date(), 'text'),
  /** The driver profile the load was judged with (R-PAY-8), once the driver keeps profiles. */
  profileName: opt(z.string().trim().min(1).max(60), 'text'),
}));

/** A history entry (R-HIST-1): its id plus LOAD_FIELDS. */
export const LoadDecisionSchema = z.lazy(() => z.object({ id: loadId, ...decisionShape(LOAD_FIELDS()) }));
export type LoadDecision = z.infer<typeof LoadDecisionSchema>;

export const HistorySchema = z.lazy(() => z.array(LoadDecisionSchema).max(100));
export type DecisionHistory = z.infer<typeof HistorySchema>;

// ---------------------------------------------------------------------------------------------
// Calculation result
// ---------------------------------------------------------------------------------------------

export const BreakdownSchema = z.lazy(() =>
  z.object({
    linehaulRate: z.number(),
    /** Applied FSC (0 when its include toggle is off). */
    fsc: z.number(),
    grossRevenue: z.number(),
    /** Effective split in percent (100 when the split toggle is off). */
    splitPercent: z.number(),
    yourShare: z.number(),
    fuelCost: z.number(),
    tollCost: z.number(),
    variableCosts: z.number(),
    fixedCosts: z.number(),
    totalCosts: z.number(),
    /** Factoring fee: share × factoring % (0 by default; not part of totalCosts). */
    factoringFee: z.number(),
    /** Dispatcher fee: share × dispatcher % (0 by default; not part of totalCosts). */
    dispatchFee: z.number(),
    /** share − factoringFee − dispatchFee − totalCosts. */
    netProfit: z.number(),
  }),
);
export type Breakdown = z.infer<typeof BreakdownSchema>;

export const AdjustmentsSchema = z.lazy(() =>
  z.object({
    includeFsc: z.boolean(),
    originalFsc: z.number(),
    includeFuel: z.boolean(),
    originalFuelCost: z.number(),
    includeTolls: z.boolean(),
    originalTolls: z.number(),
  }),
);
export type Adjustments = z.infer<typeof AdjustmentsSchema>;

/** The calculator screen's second adjustments shape (R-CALC-3). */
export const AppliedAdjustmentsSchema = z.lazy(() =>
  z.object({
    appliedFsc: z.number(),
    appliedTolls: z.number(),
    originalFuelCost: z.number(),
  }),
);
export type AppliedAdjustments = z.infer<typeof AppliedAdjustmentsSchema>;

/**
 * The calculation result of R-CALC-4 (breakdown, adjustments, fuelPriceUsed, timestamp) plus what
 * the result panel and the logging rule (R-HIST-1) need: miles, useSplit, grossRpm, netRpm and
 * `applied`.
 */
export const CalculationResultSchema = z.lazy(() =>
  z.object({
    breakdown: BreakdownSchema,
    adjustments: AdjustmentsSchema,
    applied: AppliedAdjustmentsSchema,
    fuelPriceUsed: z.number(),
    timestamp: isoDateTime,
    miles: z.number(),
    useSplit: z.boolean(),
    grossRpm: z.number(),
    netRpm: z.number(),
    // Beyond the contract (R-CALC-7..9)
    /** Deadhead miles as entered (0 when empty or negative). */
    deadheadMiles: z.number(),
    /** Loaded (not negative) + deadhead miles: the miles that burn fuel and time. */
    totalMiles: z.number(),
    /** Profit per total mile (all-in RPM); 0 when there are no miles. */
    allInRpm: z.number(),
    /** 'all-in' when deadhead is given: the verdict then judges all-in RPM instead of net RPM. */
    verdictBasis: z.enum(['loaded', 'all-in']),
    /** Trip days: as entered, or total miles ÷ miles per day. */
    tripDays: z.number(),
    tripDaysEntered: z.boolean(),
    /** Profit ÷ trip days; 0 when there are no days. */
    profitPerDay: z.number(),
    /** How the driver is paid for this load (R-PAY): `breakdown.yourShare` is that pay. */
    payType: z.enum(PAY_TYPES),
  }),
);
export type CalculationResult = z.infer<typeof CalculationResultSchema>;

// ---------------------------------------------------------------------------------------------
// Extraction (OCR) result
// ---------------------------------------------------------------------------------------------

const optionalText = z.lazy(() => z.string().max(500).nullable().optional());
const optionalAmount = z.lazy(() => amount.nullable().optional());

/** Response of POST /api/extract-load-data (R-UPLOAD-3). */
export const ExtractionResultSchema = z.lazy(() =>
  z.object({
    origin: optionalText,
    destination: optionalText,
    miles: optionalAmount,
    rate: optionalAmount,
    fsc: optionalAmount,
    tolls: optionalAmount,
    loadReference: optionalText,
    /** The broker named on the sheet, for the Broker field (docs/product-rules.md R-BROKER-6). */
    broker: optionalText,
    /** Optional extras a provider may return; applied only when valid (R-FORM-5). */
    equipment: z.string().max(50).nullable().optional(),
    splitPercent: z.number().min(0).max(100).nullable().optional(),
    confidence: z.number().min(0).max(1).default(0),
    /**
     * 0..1 per field when the reader checks them (docs/decisions/009-ocr.md, 'Cross-checks and
     * per-field confidence'); below FIELD_CONFIDENCE_THRESHOLD the review card marks the field.
     */
    fieldConfidence: z.record(z.string().max(40), z.number().min(0).max(1)).optional(),
    error: z.string().max(2000).optional(),
    message: z.string().max(2000).optional(),
    /**
     * The image's text when it did not read as a rate confirmation (fewer than 3 fields), for the
     * browser's offer reader (docs/decisions/014-paste-and-share-offers.md 'Offer screenshots').
     * At most the reader's MAX_OFFER_TEXT_LENGTH (20,000).
     */
    offerText: z.string().max(20_000).optional(),
  }),
);
export type ExtractionResult = z.infer<typeof ExtractionResultSchema>;

/** Confidence at or above this is shown green, below it amber with a warning toast. */
export const CONFIDENCE_THRESHOLD = 0.7;
/** A found field whose own confidence is below this failed a cross-check: the review card marks it. */
export const FIELD_CONFIDENCE_THRESHOLD = 0.6;
/** Upload size limit (R-UPLOAD-2). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

// ---------------------------------------------------------------------------------------------
// Analytics events (R-EVENT-1)
// ---------------------------------------------------------------------------------------------

export const ANALYTICS_EVENT_NAMES = [
  'calculation_submitted',
  'negotiation_opened',
  'screenshot_uploaded',
  'session_start',
  'cost_assumptions_edited',
  'cost_editor_first_open',
  'decision_logged',
  'fuel_type_changed',
  'preset_toggled',
  'offer_read',
] as const;
export const AnalyticsEventNameSchema = z.enum(ANALYTICS_EVENT_NAMES);
export type AnalyticsEventName = z.infer<typeof AnalyticsEventNameSchema>;

/**
 * True when PostgreSQL can store the string as text and inside jsonb: no NUL (U+0000) and no
 * unpaired UTF-16 surrogate (JSON such as "\ud800" parses into one). jsonb refuses both
 * (SQLSTATE 22P05 / 22P02); text silently turns a lone surrogate into U+FFFD. A plain loop
 * rather than String.prototype.isWellFormed (ES2024), which older browsers and our TS lib lack.
 */
export function isStorableText(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const unit = value.charCodeAt(i);
    if (unit === 0) return false;
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i += 1; // a well-formed pair
    } else if (unit >= 0xdc00 && unit <= 0xdfff) {
      return false;
    }
  }
  return true;
}

/** Event text of `min`..`max` UTF-16 units that PostgreSQL can store. */
const eventText = (max: number, min = 0) =>
  z.string().min(min).max(max).refine(isStorableText, {
    message: 'Text must not contain NUL characters or unpaired surrogates (ill-formed Unicode)',
  });

/**
 * The fields an `offer_read` event may name: what the offer reader found (the keys of
 * extract/offer-types.ts OfferReading; 'accessorials' when it found any). Never the text itself.
 */
export const OFFER_READ_FIELDS = [
  'origin',
  'destination',
  'miles',
  'rate',
  'fsc',
  'deadhead',
  'equipment',
  'weightLbs',
  'stops',
  'pickupDate',
  'loadReference',
  'broker',
  'accessorials',
] as const;
export type OfferReadField = (typeof OFFER_READ_FIELDS)[number];
/**
 * How the offer's text reached the reader: the clipboard, the OS share sheet, typed/pasted into
 * the text box, or read from an uploaded image that was not a rate confirmation.
 */
export const OFFER_SOURCES = ['paste', 'share', 'text', 'image'] as const;
export type OfferSource = (typeof OFFER_SOURCES)[number];

/**
 * `offer_read` payload: which fields were found in the load shown first, their mean confidence,
 * how many loads the text held (0: none) and where the text came from. Strict: any other key
 * (the text, a place, a rate) is refused, so an offer's words never reach the events table.
 */
const OfferReadPayloadSchema = z.lazy(() =>
  z.strictObject({
    fields: z
      .array(z.enum(OFFER_READ_FIELDS))
      .max(OFFER_READ_FIELDS.length)
      .refine((f) => new Set(f).size === f.length, { message: 'Each field at most once' }),
    confidence: z.number().min(0).max(1),
    loads: z.number().int().min(0).max(100),
    source: z.enum(OFFER_SOURCES),
  }),
);

/** Free-form payload for events the spec gives no fields for: small and flat. */
const FreePayloadSchema = z.lazy(() =>
  z
    .record(eventText(50), z.union([eventText(200), z.number(), z.boolean(), z.null()]))
    .refine((o) => Object.keys(o).length <= 20, { message: 'At most 20 payload fields' })
    .default({}),
);

const sessionId = z.lazy(() => eventText(100, 1));

function plainEvent<N extends AnalyticsEventName>(name: N) {
  return z.object({ event_name: z.literal(name), payload: FreePayloadSchema, session_id: sessionId });
}

/**
 * Body of POST /api/events. user_id and user_agent are never taken from the body: the server
 * fills them from the session and the request headers.
 */
export const AnalyticsEventBodySchema = z.lazy(() =>
  z.discriminatedUnion('event_name', [
    plainEvent('calculation_submitted'),
    plainEvent('negotiation_opened'),
    plainEvent('screenshot_uploaded'),
    plainEvent('session_start'),
    plainEvent('cost_assumptions_edited'),
    plainEvent('cost_editor_first_open'),
    z.object({
      event_name: z.literal('decision_logged'),
      payload: z.object({ decisionType: OutcomeSchema }),
      session_id: sessionId,
    }),
    z.object({
      event_name: z.literal('fuel_type_changed'),
      payload: z.object({ fuelType: FuelTypeSchema, equipment: EquipmentSchema }),
      session_id: sessionId,
    }),
    z.object({
      event_name: z.literal('preset_toggled'),
      payload: z.object({ enabled: z.boolean() }),
      session_id: sessionId,
    }),
    z.object({ event_name: z.literal('offer_read'), payload: OfferReadPayloadSchema, session_id: sessionId }),
  ]),
);
export type AnalyticsEventBody = z.infer<typeof AnalyticsEventBodySchema>;

// ---------------------------------------------------------------------------------------------
// Admin analytics rows (R-EVENT-3). Rates are percentages 0–100. The server maps SQL bigint and
// numeric values to JS numbers before sending.
// ---------------------------------------------------------------------------------------------

const count = z.lazy(() => z.number().int().min(0));
const isoDate = z.lazy(() => z.iso.date());

export const DailyAnalyticsRowSchema = z.lazy(() =>
  z.object({
    date: isoDate,
    unique_sessions: count,
    sessions: count,
    calculations: count,
    decisions_logged: count,
    ocr_uploads: count,
    negotiations: count,
  }),
);
export type DailyAnalyticsRow = z.infer<typeof DailyAnalyticsRowSchema>;

export const FunnelRowSchema = z.lazy(() =>
  z.object({
    session_date: isoDate,
    total_sessions: count,
    calculation_rate: z.number().min(0).max(100),
    decision_rate: z.number().min(0).max(100),
    ocr_usage_rate: z.number().min(0).max(100),
  }),
);
export type FunnelRow = z.infer<typeof FunnelRowSchema>;

export const UserActivityRowSchema = z.lazy(() =>
  z.object({
    user_id: z.string().min(1),
    email: z.string(),
    role: z.string().nullable(),
    total_loads: count,
    total_sessions: count,
    avg_rpm: z.number().nullable(),
    /** Date of the user's latest load: an ISO date or date-time. */
    last_load_date: z.union([isoDateTime, isoDate]).nullable(),
  }),
);
export type UserActivityRow = z.infer<typeof UserActivityRowSchema>;

// ---------------------------------------------------------------------------------------------
// Onboarding (R-STORE-1): only these two flags persist; tourModalOpen is UI state.
// ---------------------------------------------------------------------------------------------

export const OnboardingStateSchema = z.lazy(() =>
  z.object({
    welcomeCardDismissed: z.boolean().catch(false),
    hasOpenedCostEditor: z.boolean().catch(false),
  }),
);
export type OnboardingState = z.infer<typeof OnboardingStateSchema>;
