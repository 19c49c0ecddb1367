/**
 * zod schemas for the shapes of spec §3, shared by browser and server.
 * Naming: `ThingSchema` with `type Thing = z.infer<typeof ThingSchema>` beside it.
 * zod v4's z.number() already rejects NaN and ±Infinity.
 */
import { z } from 'zod';

// ---------------------------------------------------------------------------------------------
// Enumerations
// ---------------------------------------------------------------------------------------------

export const EQUIPMENT = ['hotshot', 'cargo_van', 'straight_truck'] as const;
export const EquipmentSchema = z.enum(EQUIPMENT);
export type Equipment = z.infer<typeof EquipmentSchema>;

/** Display names of the equipment select (spec §2). */
export const EQUIPMENT_LABELS: Record<Equipment, string> = {
  hotshot: 'Hotshot',
  cargo_van: 'Cargo Van',
  straight_truck: 'Straight Truck',
};

/** Invalid stored equipment falls back to hotshot (spec §4 'Persisted settings'). */
export function toEquipment(value: unknown): Equipment {
  const parsed = EquipmentSchema.safeParse(value);
  return parsed.success ? parsed.data : 'hotshot';
}

export const OUTCOMES = ['book', 'counter', 'pass'] as const;
export const OutcomeSchema = z.enum(OUTCOMES);
export type Outcome = z.infer<typeof OutcomeSchema>;

/** Outcome labels of the decision choices and history entries (spec §3). */
export const OUTCOME_LABELS: Record<Outcome, string> = {
  book: 'Book it',
  pass: 'Pass',
  counter: 'Counter offer',
};

export const FUEL_TYPES = ['gas', 'diesel'] as const;
export const FuelTypeSchema = z.enum(FUEL_TYPES);
export type FuelType = z.infer<typeof FuelTypeSchema>;

export const FUEL_TYPE_LABELS: Record<FuelType, string> = { gas: 'Gas', diesel: 'Diesel' };

// ---------------------------------------------------------------------------------------------
// Building blocks
// ---------------------------------------------------------------------------------------------

/** Finite number within ±1e9: generous for freight money and miles, rejects absurd payloads. */
const amount = z.number().min(-1e9).max(1e9);
/** ISO 8601 date-time, with 'Z' or a numeric offset (PostgreSQL renders '+00:00'). */
const isoDateTime = z.iso.datetime({ offset: true });

// ---------------------------------------------------------------------------------------------
// Load form and decisions
// ---------------------------------------------------------------------------------------------

/** The calculator form: every field held as text except the equipment choice (spec §3). */
export const LoadFormSchema = z.object({
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
});
export type LoadForm = z.infer<typeof LoadFormSchema>;

/** A history entry (spec §3 'Load decision'). */
export const LoadDecisionSchema = z.object({
  id: z.string().min(1).max(100),
  createdAt: isoDateTime,
  outcome: OutcomeSchema,
  origin: z.string().max(200),
  destination: z.string().max(200),
  miles: amount,
  rate: amount,
  fsc: amount,
  tolls: amount,
  fuelCost: amount,
  profit: amount,
  rpm: amount,
  notes: z.string().max(2000).optional(),
  splitPercent: z.number().min(0).max(100).optional(),
  fuelType: FuelTypeSchema.optional(),
});
export type LoadDecision = z.infer<typeof LoadDecisionSchema>;

export const HistorySchema = z.array(LoadDecisionSchema).max(100);
export type DecisionHistory = z.infer<typeof HistorySchema>;

// ---------------------------------------------------------------------------------------------
// Cost profile
// ---------------------------------------------------------------------------------------------

/** Cost inputs are numeric with minimum 0 (spec §5); validity = finite numbers + fuel type. */
const costNumber = z.number().min(0);

export const CostProfileSchema = z.object({
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
});
export type CostProfile = z.infer<typeof CostProfileSchema>;

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
// Calculation result
// ---------------------------------------------------------------------------------------------

export const BreakdownSchema = z.object({
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
  netProfit: z.number(),
});
export type Breakdown = z.infer<typeof BreakdownSchema>;

export const AdjustmentsSchema = z.object({
  includeFsc: z.boolean(),
  originalFsc: z.number(),
  includeFuel: z.boolean(),
  originalFuelCost: z.number(),
  includeTolls: z.boolean(),
  originalTolls: z.number(),
});
export type Adjustments = z.infer<typeof AdjustmentsSchema>;

/** The calculator screen's second adjustments shape (spec §3). */
export const AppliedAdjustmentsSchema = z.object({
  appliedFsc: z.number(),
  appliedTolls: z.number(),
  originalFuelCost: z.number(),
});
export type AppliedAdjustments = z.infer<typeof AppliedAdjustmentsSchema>;

/**
 * Spec §3 'Calculation result' (breakdown, adjustments, fuelPriceUsed, timestamp) plus what the
 * result panel and the logging rule need: miles, useSplit, grossRpm, netRpm and `applied`.
 */
export const CalculationResultSchema = z.object({
  breakdown: BreakdownSchema,
  adjustments: AdjustmentsSchema,
  applied: AppliedAdjustmentsSchema,
  fuelPriceUsed: z.number(),
  timestamp: isoDateTime,
  miles: z.number(),
  useSplit: z.boolean(),
  grossRpm: z.number(),
  netRpm: z.number(),
});
export type CalculationResult = z.infer<typeof CalculationResultSchema>;

// ---------------------------------------------------------------------------------------------
// Extraction (OCR) result
// ---------------------------------------------------------------------------------------------

const optionalText = z.string().max(500).nullable().optional();
const optionalAmount = amount.nullable().optional();

/** Response of POST /api/extract-load-data (spec §3 'Extraction result'). */
export const ExtractionResultSchema = z.object({
  origin: optionalText,
  destination: optionalText,
  miles: optionalAmount,
  rate: optionalAmount,
  fsc: optionalAmount,
  tolls: optionalAmount,
  loadReference: optionalText,
  /** Optional extras a provider may return; applied only when valid (spec §4 'Upload flow'). */
  equipment: z.string().max(50).nullable().optional(),
  splitPercent: z.number().min(0).max(100).nullable().optional(),
  confidence: z.number().min(0).max(1).default(0),
  error: z.string().max(2000).optional(),
  message: z.string().max(2000).optional(),
});
export type ExtractionResult = z.infer<typeof ExtractionResultSchema>;

/** Confidence at or above this is shown green, below it amber with a warning toast. */
export const CONFIDENCE_THRESHOLD = 0.7;
/** Upload size limit (spec §5, §9). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

// ---------------------------------------------------------------------------------------------
// Analytics events (spec §7)
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
] as const;
export const AnalyticsEventNameSchema = z.enum(ANALYTICS_EVENT_NAMES);
export type AnalyticsEventName = z.infer<typeof AnalyticsEventNameSchema>;

/** Free-form payload for events the spec gives no fields for: small and flat. */
const FreePayloadSchema = z
  .record(
    z.string().max(50),
    z.union([z.string().max(200), z.number(), z.boolean(), z.null()]),
  )
  .refine((o) => Object.keys(o).length <= 20, { message: 'At most 20 payload fields' })
  .default({});

const sessionId = z.string().min(1).max(100);

function plainEvent<N extends AnalyticsEventName>(name: N) {
  return z.object({ event_name: z.literal(name), payload: FreePayloadSchema, session_id: sessionId });
}

/**
 * Body of POST /api/events. user_id and user_agent are never taken from the body: the server
 * fills them from the session and the request headers.
 */
export const AnalyticsEventBodySchema = z.discriminatedUnion('event_name', [
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
]);
export type AnalyticsEventBody = z.infer<typeof AnalyticsEventBodySchema>;

// ---------------------------------------------------------------------------------------------
// Cloud load record (wire shape of GET/PUT /api/loads)
// ---------------------------------------------------------------------------------------------

export const CloudLoadSchema = z.object({
  id: z.string().min(1).max(100),
  origin: z.string().max(200),
  destination: z.string().max(200),
  miles: amount,
  rate: amount,
  fsc: amount,
  tolls: amount,
  fuel_cost: amount,
  rpm: amount,
  profit: amount,
  notes: z.string().max(2000).nullable().optional(),
  /** Rows without an outcome are treated as 'book' (spec §3). */
  outcome: OutcomeSchema.nullable().optional(),
  fuel_type: FuelTypeSchema.nullable().optional(),
  split_percent: z.number().min(0).max(100).nullable().optional(),
  created_at: isoDateTime,
});
export type CloudLoad = z.infer<typeof CloudLoadSchema>;

/** PUT /api/loads accepts up to 50 loads (the sync batch). */
export const CloudLoadBatchSchema = z.array(CloudLoadSchema).min(1).max(50);
export const PutLoadsBodySchema = z.object({ loads: CloudLoadBatchSchema });
export type PutLoadsBody = z.infer<typeof PutLoadsBodySchema>;

/** Map a history entry to its cloud record. */
export function decisionToCloud(d: LoadDecision): CloudLoad {
  return {
    id: d.id,
    origin: d.origin,
    destination: d.destination,
    miles: d.miles,
    rate: d.rate,
    fsc: d.fsc,
    tolls: d.tolls,
    fuel_cost: d.fuelCost,
    rpm: d.rpm,
    profit: d.profit,
    notes: d.notes ?? null,
    outcome: d.outcome,
    fuel_type: d.fuelType ?? null,
    split_percent: d.splitPercent ?? null,
    created_at: d.createdAt,
  };
}

/** Map a cloud record back to a history entry; a missing outcome reads as 'book'. */
export function cloudToDecision(r: CloudLoad): LoadDecision {
  const d: LoadDecision = {
    id: r.id,
    createdAt: r.created_at,
    outcome: r.outcome ?? 'book',
    origin: r.origin,
    destination: r.destination,
    miles: r.miles,
    rate: r.rate,
    fsc: r.fsc,
    tolls: r.tolls,
    fuelCost: r.fuel_cost,
    profit: r.profit,
    rpm: r.rpm,
  };
  if (r.notes != null && r.notes.trim() !== '') d.notes = r.notes;
  if (r.split_percent != null) d.splitPercent = r.split_percent;
  if (r.fuel_type != null) d.fuelType = r.fuel_type;
  return d;
}

// ---------------------------------------------------------------------------------------------
// Admin analytics rows (spec §3). Rates are percentages 0–100. The server maps SQL bigint and
// numeric values to JS numbers before sending.
// ---------------------------------------------------------------------------------------------

const count = z.number().int().min(0);
const isoDate = z.iso.date();

export const DailyAnalyticsRowSchema = z.object({
  date: isoDate,
  unique_sessions: count,
  sessions: count,
  calculations: count,
  decisions_logged: count,
  ocr_uploads: count,
  negotiations: count,
});
export type DailyAnalyticsRow = z.infer<typeof DailyAnalyticsRowSchema>;

export const FunnelRowSchema = z.object({
  session_date: isoDate,
  total_sessions: count,
  calculation_rate: z.number().min(0).max(100),
  decision_rate: z.number().min(0).max(100),
  ocr_usage_rate: z.number().min(0).max(100),
});
export type FunnelRow = z.infer<typeof FunnelRowSchema>;

export const UserActivityRowSchema = z.object({
  user_id: z.string().min(1),
  email: z.string(),
  role: z.string().nullable(),
  total_loads: count,
  total_sessions: count,
  avg_rpm: z.number().nullable(),
  /** Date of the user's latest load: an ISO date or date-time. */
  last_load_date: z.union([isoDateTime, isoDate]).nullable(),
});
export type UserActivityRow = z.infer<typeof UserActivityRowSchema>;

// ---------------------------------------------------------------------------------------------
// Onboarding (spec §3): only these two flags persist; tourModalOpen is UI state.
// ---------------------------------------------------------------------------------------------

export const OnboardingStateSchema = z.object({
  welcomeCardDismissed: z.boolean().catch(false),
  hasOpenedCostEditor: z.boolean().catch(false),
});
export type OnboardingState = z.infer<typeof OnboardingStateSchema>;
