import { memo, useId } from 'react';
import { ArrowLeftRight, Check, Pencil, X } from 'lucide-react';
import { formatMoney, formatRpm } from '../../../domain/format';
import { OUTCOME_LABELS, type LoadDecision, type Outcome } from '../../../domain/schemas';
import { cn } from '../../ui/cn';
import { formatEntryDate, formatMiles, routeLabel } from './display';

const BADGE: Record<Outcome, { className: string; Icon: typeof Check }> = {
  book: { className: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200', Icon: Check },
  counter: { className: 'bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-200', Icon: ArrowLeftRight },
  pass: { className: 'bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-slate-100', Icon: X },
};

/** The outcome as words plus an icon, so colour is never the only signal. */
export function OutcomeBadge({ outcome }: { outcome: Outcome }) {
  const { className, Icon } = BADGE[outcome];
  return (
    <span className={cn('inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold', className)}>
      <Icon aria-hidden="true" className="h-3.5 w-3.5" />
      {OUTCOME_LABELS[outcome]}
    </span>
  );
}

export interface HistoryEntryProps {
  entry: LoadDecision;
  onEdit: (id: string) => void;
}

/** One logged load: route, date, outcome, profit, net RPM and an edit button. */
export const HistoryEntry = memo(function HistoryEntry({ entry, onEdit }: HistoryEntryProps) {
  const metaId = useId();
  const route = routeLabel(entry.origin, entry.destination);
  return (
    <li
      data-testid="history-entry"
      data-entry-id={entry.id}
      className="rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <p data-testid="history-route" className="break-words font-semibold leading-snug">
            {route}
          </p>
          <p id={metaId} className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
            <time dateTime={entry.createdAt}>{formatEntryDate(entry.createdAt)}</time>
            <span aria-hidden="true">·</span>
            <span>{formatMiles(entry.miles)}</span>
            <OutcomeBadge outcome={entry.outcome} />
          </p>
        </div>
        <button
          type="button"
          onClick={() => onEdit(entry.id)}
          aria-label={`Edit ${route}`}
          aria-describedby={metaId}
          className="-mr-1 -mt-1 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          <Pencil aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>
      <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1">
        <div className="flex items-baseline gap-1.5">
          <dt className="text-xs text-slate-600 dark:text-slate-400">Profit</dt>
          <dd
            data-testid="history-profit"
            className={cn('text-lg font-bold tabular-nums', entry.profit < 0 && 'text-red-700 dark:text-red-400')}
          >
            {formatMoney(entry.profit)}
          </dd>
        </div>
        <div className="flex items-baseline gap-1.5">
          <dt className="text-xs text-slate-600 dark:text-slate-400">Net RPM</dt>
          <dd data-testid="history-rpm" className="text-lg font-bold tabular-nums">
            {formatRpm(entry.rpm)}
            <span className="text-xs font-medium text-slate-600 dark:text-slate-400">/mi</span>
          </dd>
        </div>
      </dl>
      {entry.notes ? <p className="mt-1 line-clamp-2 break-words text-sm text-slate-700 dark:text-slate-300">{entry.notes}</p> : null}
    </li>
  );
});
