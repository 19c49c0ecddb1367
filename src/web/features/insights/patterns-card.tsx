import { useMemo } from 'react';
import { formatMoney, formatPercent, formatRpm } from '../../../domain/format';
import { INSIGHTS_MIN_DECISIONS, computeInsights, insightsProgress } from '../../../domain/insights';
import type { LoadDecision } from '../../../domain/schemas';
import { averageYouKeepPerDay } from '../../../domain/take-home-entry';
import { useAppState } from '../../lib/app-store';
import { useHiddenIds } from '../../lib/pending-deletes';
import { cn } from '../../ui/cn';
import { RpmBucketChart } from './rpm-bucket-chart';

const selectHistory = (s: { history: LoadDecision[] }) => s.history;

/**
 * 'Your Decision Patterns' (docs/product-rules.md R-INSIGHT-1, R-INSIGHT-2): below 5 logged decisions it asks for
 * more; from 5 on, booking rate per RPM bucket, average profit, best RPM, most common route and
 * booking rate. Recomputed only when the history changes.
 */
export function PatternsCard({ className }: { className?: string }) {
  const stored = useAppState(selectHistory);
  // An entry inside its Undo window is already gone from the history (docs/product-rules.md R-DEAL-6).
  const hiddenIds = useHiddenIds();
  const history = useMemo(() => (hiddenIds.size === 0 ? stored : stored.filter((d) => !hiddenIds.has(d.id))), [stored, hiddenIds]);
  const progress = useMemo(() => insightsProgress(history.length), [history.length]);
  const insights = useMemo(() => (progress.ready ? computeInsights(history) : null), [history, progress.ready]);
  const keepPerDay = useMemo(() => (progress.ready ? averageYouKeepPerDay(history) : null), [history, progress.ready]);

  return (
    <section
      aria-labelledby="patterns-heading"
      data-testid="patterns-card"
      className={cn(
        'flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900',
        className,
      )}
    >
      <h2 id="patterns-heading" className="text-xl font-bold">
        Your Decision Patterns
      </h2>
      {insights === null ? (
        <>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            <span className="font-semibold text-slate-900 dark:text-slate-100">{progress.message}</span> to see which rates you book.
          </p>
          <div className="flex items-center gap-2">
            <progress
              className="sr-only"
              max={INSIGHTS_MIN_DECISIONS}
              value={history.length}
              aria-label="Loads logged toward your patterns"
            />
            <span aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
              <span
                className="block h-full rounded-full bg-blue-700 dark:bg-blue-400"
                style={{ width: `${(Math.min(history.length, INSIGHTS_MIN_DECISIONS) / INSIGHTS_MIN_DECISIONS) * 100}%` }}
              />
            </span>
            <span className="text-xs tabular-nums text-slate-600 dark:text-slate-400">
              {history.length} of {INSIGHTS_MIN_DECISIONS}
            </span>
          </div>
        </>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-2">
            <Stat label="Booking rate" value={formatPercent(insights.bookingRate)} testId="patterns-booking-rate" />
            <Stat label="Average profit" value={formatMoney(insights.avgProfit)} negative={insights.avgProfit < 0} testId="patterns-avg-profit" />
            <Stat label="Best net RPM" value={`${formatRpm(insights.bestRPM)}/mi`} testId="patterns-best-rpm" />
            <Stat label="Decisions" value={String(insights.totalDecisions)} testId="patterns-total" />
            <Stat
              label="Average profit per day"
              value={formatMoney(insights.avgProfitPerDay)}
              negative={insights.avgProfitPerDay < 0}
              wide
              testId="patterns-profit-per-day"
            />
 {keepPerDay !== null ? (
              <Stat label="You keep per day" value={formatMoney(keepPerDay)} negative={keepPerDay < 0} wide testId="patterns-you-keep-per-day" />
            ) : null}
            <Stat label="Most common route" value={insights.mostCommonRoute ?? '—'} wide testId="patterns-route" />
          </dl>
          <RpmBucketChart ranges={insights.rpmRanges} />
        </>
      )}
    </section>
  );
}

function Stat({ label, value, negative, wide, testId }: { label: string; value: string; negative?: boolean; wide?: boolean; testId: string }) {
  return (
    <div className={cn('rounded-xl bg-slate-100 px-3 py-2 dark:bg-slate-800', wide && 'col-span-2')}>
      <dt className="text-xs font-medium text-slate-600 dark:text-slate-400">{label}</dt>
      <dd data-testid={testId} className={cn('break-words font-bold tabular-nums', wide ? 'text-base' : 'text-lg', negative && 'text-red-700 dark:text-red-400')}>
        {value}
      </dd>
    </div>
  );
}
