/**
 * Analytics helpers for the event client and the admin dashboard (docs/product-rules.md
 * R-EVENT-1..4). Event names and payload schemas live in schemas/events.ts (AnalyticsEventBodySchema).
 */
import type {
  DailyAnalyticsRow,
  FunnelRow,
  UserActivityRow,
} from './schemas';

const FUNNEL_DAYS = 7;
const DAILY_BREAKDOWN_DAYS = 14;

/**
 * Change from yesterday to today in percent, or null when yesterday is 0 (no meaningful
 * percentage: the card shows 'new' or nothing instead).
 */
export function percentChange(today: number, yesterday: number): number | null {
  if (yesterday === 0) return null;
  return ((today - yesterday) / yesterday) * 100;
}

type TodayMetric = 'unique_sessions' | 'calculations' | 'decisions_logged' | 'ocr_uploads';

export interface MetricCard {
  metric: TodayMetric;
  label: string;
  today: number;
  yesterday: number;
  change: number | null;
}

const TODAY_METRIC_LABELS: Readonly<Record<TodayMetric, string>> = Object.freeze({
  unique_sessions: 'Unique sessions',
  calculations: 'Calculations',
  decisions_logged: 'Decisions logged',
  ocr_uploads: 'OCR uploads',
});

/**
 * "Today's Activity" cards from get_daily_analytics rows (newest first: the first row is today,
 * the second yesterday; missing rows count as 0).
 */
export function todayActivity(dailyNewestFirst: readonly DailyAnalyticsRow[]): MetricCard[] {
  const [today, yesterday] = dailyNewestFirst;
  return (Object.keys(TODAY_METRIC_LABELS) as TodayMetric[]).map((metric) => {
    const t = today?.[metric] ?? 0;
    const y = yesterday?.[metric] ?? 0;
    return { metric, label: TODAY_METRIC_LABELS[metric], today: t, yesterday: y, change: percentChange(t, y) };
  });
}

/** Daily breakdown: the latest 14 days, newest first. */
export function dailyBreakdown(rows: readonly DailyAnalyticsRow[]): DailyAnalyticsRow[] {
  return [...rows].sort((a, b) => b.date.localeCompare(a.date)).slice(0, DAILY_BREAKDOWN_DAYS);
}

/** Conversion funnel: the latest 7 days, newest first. */
export function funnelLastDays(rows: readonly FunnelRow[]): FunnelRow[] {
  return [...rows].sort((a, b) => b.session_date.localeCompare(a.session_date)).slice(0, FUNNEL_DAYS);
}

/** User activity shows the average RPM only when above 0. */
export function displayAvgRpm(row: Pick<UserActivityRow, 'avg_rpm'>): number | null {
  return row.avg_rpm != null && row.avg_rpm > 0 ? row.avg_rpm : null;
}

export function isAdminRow(row: Pick<UserActivityRow, 'role'>): boolean {
  return row.role === 'admin';
}
