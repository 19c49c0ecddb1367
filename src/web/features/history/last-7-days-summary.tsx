import { memo } from 'react';
import { formatMoney, formatRpm } from '../../../domain/format';
import type { PeriodSummary } from '../../../domain/history';
import { cn } from '../../ui/cn';

/** The 'Last 7 days' strip: loads, booked, booked profit, average net RPM. */
export const Last7DaysSummary = memo(function Last7DaysSummary({ summary }: { summary: PeriodSummary }) {
  const items = [
    { label: 'Loads', value: String(summary.loads), negative: false },
    { label: 'Booked', value: String(summary.booked), negative: false },
    { label: 'Booked profit', value: formatMoney(summary.bookedProfit), negative: summary.bookedProfit < 0 },
    { label: 'Avg net RPM', value: `${formatRpm(summary.averageRpm)}/mi`, negative: false },
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
    </section>
  );
});
