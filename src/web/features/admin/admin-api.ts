import { z } from 'zod';
import {
  DailyAnalyticsRowSchema,
  FunnelRowSchema,
  UserActivityRowSchema,
  type DailyAnalyticsRow,
  type FunnelRow,
  type UserActivityRow,
} from '../../../domain/schemas';
import { apiFetch } from '../../lib/api-client';

/**
 * The admin page's calls: GET /api/me for the admin check (docs/product-rules.md R-ACCOUNT-5) and
 * the three reports GET /api/admin/analytics/{daily,funnel,users} (R-EVENT-3), each checked with
 * the shared row schemas.
 */
const MeSchema = z.object({
  user: z.object({ id: z.string(), email: z.string() }),
  roles: z.array(z.string()),
});
export type Me = z.infer<typeof MeSchema>;

export function fetchMe(signal?: AbortSignal): Promise<Me> {
  return apiFetch('/api/me', { schema: MeSchema, signal });
}

export interface Reports {
  daily: DailyAnalyticsRow[];
  funnel: FunnelRow[];
  users: UserActivityRow[];
}
export type ReportName = keyof Reports;
export const REPORT_NAMES: readonly ReportName[] = ['daily', 'funnel', 'users'];

const REPORT_SCHEMAS: { [N in ReportName]: z.ZodType<{ rows: Reports[N] }> } = {
  daily: z.object({ rows: z.array(DailyAnalyticsRowSchema) }),
  funnel: z.object({ rows: z.array(FunnelRowSchema) }),
  users: z.object({ rows: z.array(UserActivityRowSchema) }),
};

export async function fetchReport<N extends ReportName>(name: N, signal?: AbortSignal): Promise<Reports[N]> {
  const schema: z.ZodType<{ rows: Reports[N] }> = REPORT_SCHEMAS[name];
  const body = await apiFetch(`/api/admin/analytics/${name}`, { schema, signal });
  return body.rows;
}
