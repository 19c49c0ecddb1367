import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import { todayActivity, type MetricCard } from '../../../domain/analytics';
import type { DailyAnalyticsRow } from '../../../domain/schemas';
import { cn } from '../../ui/cn';
import { formatChange, formatCount } from './admin-format';

/** The change line of a card: arrow and percentage, or 'no data yesterday' when yesterday was 0. */
function ChangeVsYesterday({ card }: { card: MetricCard }) {
  if (card.change === null) {
    return <span className="text-slate-600 dark:text-slate-400">no data yesterday</span>;
  }
  const rounded = Math.round(card.change * 10) / 10;
  const direction = rounded > 0 ? 'up' : rounded < 0 ? 'down' : 'flat';
  const Icon = direction === 'up' ? ArrowUpRight : direction === 'down' ? ArrowDownRight : Minus;
  return (
    <span className="inline-flex flex-wrap items-center gap-x-1">
      <span
        className={cn(
          'inline-flex items-center gap-0.5 whitespace-nowrap font-medium',
          direction === 'up' && 'text-emerald-700 dark:text-emerald-400',
          direction === 'down' && 'text-red-700 dark:text-red-400',
          direction === 'flat' && 'text-slate-600 dark:text-slate-400',
        )}
      >
        <Icon aria-hidden="true" className="size-4 shrink-0" />
        <span className="sr-only">{direction === 'up' ? 'Up' : direction === 'down' ? 'Down' : 'No change,'} </span>
        {formatChange(card.change)}
      </span>{' '}
      <span className="whitespace-nowrap text-slate-600 dark:text-slate-400">vs yesterday ({formatCount(card.yesterday)})</span>
    </span>
  );
}

/** Today's Activity: unique sessions, calculations, decisions logged, OCR uploads (docs/product-rules.md R-EVENT-4). */
export function TodayActivity({ rows }: { rows: readonly DailyAnalyticsRow[] }) {
  const cards = todayActivity(rows);
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {cards.map((card) => (
        <li
          key={card.metric}
          aria-label={card.label}
          className="rounded-lg border border-slate-200 bg-slate-50 p-3 sm:p-4 dark:border-slate-800 dark:bg-slate-950/40"
        >
          <p className="text-sm font-medium text-slate-600 dark:text-slate-400">{card.label}</p>
          <p className="mt-1 text-3xl font-bold tabular-nums" data-testid={`today-${card.metric}`}>
            {formatCount(card.today)}
          </p>
          <p className="mt-1 text-sm" data-testid={`change-${card.metric}`}>
            <ChangeVsYesterday card={card} />
          </p>
        </li>
      ))}
    </ul>
  );
}
