import { funnelLastDays } from '../../../domain/analytics';
import type { FunnelRow } from '../../../domain/schemas';
import { FunnelChart } from './analytics-charts';
import { formatCount, formatDay, formatRate } from './admin-format';
import { CAPTION, ChartFigure, TABLE, TableScroll, TD, TD_NUM, TH, TH_NUM } from './report-section';

/** Conversion Funnel (Last 7 Days): per day, total sessions and the share that calculated, logged, used OCR. */
export function ConversionFunnel({ rows }: { rows: readonly FunnelRow[] }) {
  const days = funnelLastDays(rows);
  if (days.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">No sessions in the last 7 days.</p>;
  return (
    <div className="space-y-4">
      <ChartFigure label="Chart: share of each day's sessions that calculated, logged a decision or used OCR, oldest day first.">
        <FunnelChart rows={days} />
      </ChartFigure>
      <TableScroll label="Conversion funnel table">
        <table className={TABLE}>
          <caption className={CAPTION}>Conversion funnel, last 7 days (UTC), newest first</caption>
          <thead>
            <tr>
              <th scope="col" className={TH}>Day</th>
              <th scope="col" className={TH_NUM}>Total sessions</th>
              <th scope="col" className={TH_NUM}>% calculated</th>
              <th scope="col" className={TH_NUM}>% logged a decision</th>
              <th scope="col" className={TH_NUM}>% used OCR</th>
            </tr>
          </thead>
          <tbody>
            {days.map((r) => (
              <tr key={r.session_date}>
                <th scope="row" className={`${TD} font-medium`}>{formatDay(r.session_date)}</th>
                <td className={TD_NUM}>{formatCount(r.total_sessions)}</td>
                <td className={TD_NUM}>{formatRate(r.calculation_rate)}</td>
                <td className={TD_NUM}>{formatRate(r.decision_rate)}</td>
                <td className={TD_NUM}>{formatRate(r.ocr_usage_rate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </div>
  );
}
