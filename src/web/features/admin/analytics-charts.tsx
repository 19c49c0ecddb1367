import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { DailyAnalyticsRow, FunnelRow } from '../../../domain/schemas';
import { formatRate, formatShortDay } from './admin-format';

/*
 * recharts is imported only here, and this file only from the lazily loaded admin route, so
 * the calculator's bundle never carries it (check: `npx vite build`, the admin chunk holds it).
 * Colours are mid-tones readable on the light and the dark background. No animation: the
 * figures are for reading, and a drawing-in line is never a half-drawn one in a screenshot.
 */
const CHART_COLORS = {
  sessions: '#2563eb',
  calculated: '#2563eb',
  decisions: '#059669',
  ocr: '#d97706',
} as const;

const AXIS = { fill: '#64748b', fontSize: 12 };
const TOOLTIP_STYLE = { background: '#ffffff', color: '#0f172a', border: '1px solid #cbd5e1', borderRadius: 8 };
const HEIGHT = 260;
// A first size before ResizeObserver reports (and in test DOMs, which have no layout).
const INITIAL = { width: 640, height: HEIGHT };

/** Per-day funnel rates as grouped bars, oldest day on the left. */
export function FunnelChart({ rows }: { rows: readonly FunnelRow[] }) {
  const data = [...rows].reverse().map((r) => ({
    day: formatShortDay(r.session_date),
    calculated: r.calculation_rate,
    decided: r.decision_rate,
    ocr: r.ocr_usage_rate,
  }));
  return (
    <ResponsiveContainer width="100%" height={HEIGHT} initialDimension={INITIAL}>
      <BarChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: -12 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="#94a3b8" strokeOpacity={0.35} vertical={false} />
        <XAxis dataKey="day" tick={AXIS} tickLine={false} />
        <YAxis domain={[0, 100]} tickFormatter={(v: number) => `${v}%`} tick={AXIS} tickLine={false} />
        <Tooltip formatter={(v) => formatRate(Number(v))} contentStyle={TOOLTIP_STYLE} />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        <Bar dataKey="calculated" name="% calculated" fill={CHART_COLORS.calculated} radius={[3, 3, 0, 0]} isAnimationActive={false} />
        <Bar dataKey="decided" name="% logged a decision" fill={CHART_COLORS.decisions} radius={[3, 3, 0, 0]} isAnimationActive={false} />
        <Bar dataKey="ocr" name="% used OCR" fill={CHART_COLORS.ocr} radius={[3, 3, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}

/** Sessions and decisions logged per day as two lines, oldest day on the left. */
export function DailyChart({ rows }: { rows: readonly DailyAnalyticsRow[] }) {
  const data = [...rows].reverse().map((r) => ({
    day: formatShortDay(r.date),
    sessions: r.sessions,
    decisions: r.decisions_logged,
  }));
  return (
    <ResponsiveContainer width="100%" height={HEIGHT} initialDimension={INITIAL}>
      <LineChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: -12 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="#94a3b8" strokeOpacity={0.35} vertical={false} />
        <XAxis dataKey="day" tick={AXIS} tickLine={false} minTickGap={12} />
        <YAxis allowDecimals={false} tick={AXIS} tickLine={false} />
        <Tooltip contentStyle={TOOLTIP_STYLE} />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        <Line type="monotone" dataKey="sessions" name="Sessions" stroke={CHART_COLORS.sessions} strokeWidth={2} dot={{ r: 3 }} isAnimationActive={false} />
        <Line type="monotone" dataKey="decisions" name="Decisions logged" stroke={CHART_COLORS.decisions} strokeWidth={2} dot={{ r: 3 }} isAnimationActive={false} />
      </LineChart>
    </ResponsiveContainer>
  );
}
