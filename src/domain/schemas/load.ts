/**
 * The calculator form and the history entry, with THE list of synced load fields (R-FORM-1,
 * R-HIST-1).
 * Every schema but the enums is wrapped in z.lazy: built the first time something parses with it
 * (see ./index.ts).
 */
import { z } from 'zod';
import { CostProfileSchema } from './cost-profile';
import { DEAL_RESULTS, EquipmentSchema, FuelTypeSchema, OutcomeSchema } from './enums';
import { amount, decisionShape, isoDateTime, lazyObject, loadId, opt, req, reqOr } from './fields';

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
  // Beyond the contract (R-CALC-7..9, docs/decisions/012-beyond-the-spec-figures.md)
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
