/**
 * Admin analytics rows (R-EVENT-3). Rates are percentages 0–100. The server maps SQL bigint and
 * numeric values to JS numbers before sending.
 * Every schema but the enums is wrapped in z.lazy: built the first time something parses with it
 * (see ./index.ts).
 */
import { z } from 'zod';
import { isoDateTime } from './fields';

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
