import { memo, useMemo } from 'react';
import { formatMoney, formatRpm } from '../../../domain/format';
import { last7DaysSummary } from '../../../domain/history';
import type { LoadDecision } from '../../../domain/schemas';
import { cn } from '../../ui/cn';
import { useClockTick } from './use-clock-tick';

export interface Last7DaysSummaryProps {
  history: readonly LoadDecision[];
  /** The clock; read when the history changes, every minute and when the page is shown again. */
  now: () => Date;
}

/**
 * The 'Last 7 days' strip (docs/product-rules.md R-HIST-6): loads, booked, profit of every load in the window and
 * average net RPM. It owns its clock tick, so an app left open across days drops the loads that
 * have left the window without re-rendering the rest of the history screen each minute.
 */
export const Last7DaysSummary = memo(function Last7DaysSummary({ history, now }: Last7DaysSummaryProps) {
  const tick = useClockTick();
  const summary = useMemo(() => {
    void tick; // a dependency on purpose: each tick makes the memo read the clock again
    return last7DaysSummary(history, now());
  }, [history, now, tick]);
  const items = [
    { label: 'Loads', value: String(summary.loads), negative: false },
    { label: 'Booked', value: String(summary.booked), negative: false },
    { label: 'Profit', value: formatMoney(summary.totalProfit), negative: summary.totalProfit < 0 },
    { label: 'Avg net RPM', value: `${formatRpm(summary.averageRpm)}/mi`, negative: summary.averageRpm < 0 },
  ];
  return (
    <section aria-labelledby="last-7-days-heading" className="rounded-xl bg-slate-100 p-3 dark:bg-slate-800">
      <h3 id="last-7-days-heading" className="text-sm font-semibold text-slate-800 dark:text-slate-200">
        Last 7 days
      </h3>
      <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-2 min-[480px]:grid-cols-4">
        {items.map((item) => (
          <div key={item.label}>
            <dt className="text-xs text-slate-600 dark:text-slate-400">{item.label}</dt>
            <dd className={cn('text-base font-bold tabular-nums', item.negative && 'text-red-700 dark:text-red-400')}>{item.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">Profit and RPM of every load logged, booked or not.</p>
    </section>
  );
});
