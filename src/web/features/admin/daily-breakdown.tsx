import { dailyBreakdown } from '../../../domain/analytics';
import type { DailyAnalyticsRow } from '../../../domain/schemas';
import { DailyChart } from './analytics-charts';
import { formatCount, formatDay } from './admin-format';
import { CAPTION, ChartFigure, TABLE, TableScroll, TD, TD_NUM, TH, TH_NUM } from './report-section';

/** Daily Breakdown: the latest 14 days with sessions, calculations, decisions, OCR, negotiations. */
export function DailyBreakdown({ rows }: { rows: readonly DailyAnalyticsRow[] }) {
  const days = dailyBreakdown(rows);
  if (days.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">No activity in the last 14 days.</p>;
  return (
    <div className="space-y-4">
      <ChartFigure label="Chart: sessions and decisions logged per day, oldest day first.">
        <DailyChart rows={days} />
      </ChartFigure>
      <TableScroll label="Daily breakdown table">
        <table className={TABLE}>
          <caption className={CAPTION}>Daily breakdown, latest 14 days (UTC), newest first</caption>
          <thead>
            <tr>
              <th scope="col" className={TH}>Day</th>
              <th scope="col" className={TH_NUM}>Sessions</th>
              <th scope="col" className={TH_NUM}>Unique sessions</th>
              <th scope="col" className={TH_NUM}>Calculations</th>
              <th scope="col" className={TH_NUM}>Decisions</th>
              <th scope="col" className={TH_NUM}>OCR uploads</th>
              <th scope="col" className={TH_NUM}>Negotiations</th>
            </tr>
          </thead>
          <tbody>
            {days.map((r) => (
              <tr key={r.date}>
                <th scope="row" className={`${TD} font-medium`}>{formatDay(r.date)}</th>
                <td className={TD_NUM}>{formatCount(r.sessions)}</td>
                <td className={TD_NUM}>{formatCount(r.unique_sessions)}</td>
                <td className={TD_NUM}>{formatCount(r.calculations)}</td>
                <td className={TD_NUM}>{formatCount(r.decisions_logged)}</td>
                <td className={TD_NUM}>{formatCount(r.ocr_uploads)}</td>
                <td className={TD_NUM}>{formatCount(r.negotiations)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </div>
  );
}
