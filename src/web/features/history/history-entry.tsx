import { memo, useId } from 'react';
import { ArrowLeftRight, Check, Handshake, Pencil, Trash2, X } from 'lucide-react';
import { DEAL_RESULT_LABELS, offeredRateOf } from '../../../domain/deal';
import { isBookedLoad } from '../../../domain/history';
import { formatMoney, formatRpm } from '../../../domain/format';
import { OUTCOME_LABELS, type LoadDecision, type Outcome } from '../../../domain/schemas';
import { decisionTakeHome } from '../../../domain/take-home-entry';
import { appActions } from '../../lib/app-store';
import { cn } from '../../ui/cn';
import { formatEntryDate, formatMiles, routeLabel } from './display';

const BADGE: Record<Outcome, { className: string; Icon: typeof Check }> = {
  book: { className: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200', Icon: Check },
  counter: { className: 'bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-200', Icon: ArrowLeftRight },
  pass: { className: 'bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-slate-100', Icon: X },
};

/** The outcome as words plus an icon, so colour is never the only signal. */
function OutcomeBadge({ outcome }: { outcome: Outcome }) {
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
  /** 'Record result' of a counter offer (docs/product-rules.md R-DEAL-1). */
  onRecordResult: (id: string) => void;
  /** 'Delete', with an Undo (R-DEAL-6). */
  onDelete: (id: string) => void;
}

const ACTION =
  'inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-blue-600 dark:hover:bg-slate-800';

/**
 * One logged load: route, date, outcome, profit, net RPM, an edit button, and its actions. A
 * counter offer shows the offered rate and, once recorded, how it ended (R-DEAL-2).
 */
export const HistoryEntry = memo(function HistoryEntry({ entry, onEdit, onRecordResult, onDelete }: HistoryEntryProps) {
  const metaId = useId();
  const route = routeLabel(entry.origin, entry.destination);
  // You keep needs the profile the load was computed with (docs/product-rules.md R-KEEP-6).
  const keep = entry.costProfile ? decisionTakeHome(entry) : null;
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
            {/* The driver profile it was judged with (docs/product-rules.md R-PAY-8). */}
            {entry.profileName ? (
              <>
                <span aria-hidden="true">·</span>
                <span data-testid="history-profile">{entry.profileName}</span>
              </>
            ) : null}
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
        {keep ? (
          <div className="flex items-baseline gap-1.5">
            <dt className="text-xs text-slate-600 dark:text-slate-400">You keep</dt>
            <dd data-testid="history-you-keep" className="text-sm font-semibold tabular-nums">
              {formatMoney(keep.youKeep)}
              {keep.tripDays > 0 ? <span className="text-xs font-medium text-slate-600 dark:text-slate-400"> · {formatMoney(keep.youKeepPerDay)}/day</span> : null}
            </dd>
          </div>
        ) : null}
      </dl>
      {entry.outcome === 'counter' ? <DealLine entry={entry} /> : null}
      {entry.broker || isBookedLoad(entry) || entry.paidOn ? <BrokerPay entry={entry} route={route} /> : null}
      {entry.notes ? <p className="mt-1 line-clamp-2 break-words text-sm text-slate-700 dark:text-slate-300">{entry.notes}</p> : null}
      <div className="-mb-1 -ml-3 mt-1 flex flex-wrap gap-1">
        {entry.outcome === 'counter' ? (
          <button type="button" className={cn(ACTION, 'text-blue-800 dark:text-blue-300')} aria-label={`Record result for ${route}`} onClick={() => onRecordResult(entry.id)}>
            <Handshake aria-hidden="true" className="h-4 w-4" />
            Record result
          </button>
        ) : null}
        <button type="button" className={cn(ACTION, 'text-red-800 dark:text-red-300')} aria-label={`Delete ${route}`} onClick={() => onDelete(entry.id)}>
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          Delete
        </button>
      </div>
    </li>
  );
});

/** 'Offered $1,800 → agreed $1,944 · Got target' (R-DEAL-2); 'Offered $1,800 · No result yet'. */
function DealLine({ entry }: { entry: LoadDecision }) {
  const offered = formatMoney(offeredRateOf(entry));
  const result = entry.dealResult;
  const agreed = result !== undefined && result !== 'declined' && result !== 'pending';
  return (
    <p data-testid="history-deal" className="mt-1 text-sm text-slate-700 dark:text-slate-300">
      <span>Offered {offered}</span>
      {agreed ? (
        <>
          {' → '}
          <span className="font-semibold text-slate-900 dark:text-slate-100">agreed {formatMoney(entry.rate)}</span>
        </>
      ) : null}
      <span aria-hidden="true"> · </span>
      <span className="font-medium">{result ? DEAL_RESULT_LABELS[result] : 'No result yet'}</span>
    </p>
  );
}

const todayIso = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** Broker and payment of a hauled load (docs/product-rules.md R-BROKER-2/3): 'Mark paid' and its day. */
function BrokerPay({ entry, route }: { entry: LoadDecision; route: string }) {
  const setPaid = (paidOn: string | undefined) => {
    const next: LoadDecision = { ...entry };
    if (paidOn) next.paidOn = paidOn;
    else delete next.paidOn;
    appActions.updateDecision(next);
  };
  return (
    <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
      {entry.broker ? <span data-testid="history-broker">{entry.broker}</span> : null}
      {entry.paidOn ? (
        <>
          <label className="inline-flex items-center gap-1.5">
            <span>Paid on</span>
            <input
              type="date"
              value={entry.paidOn}
              max={todayIso()}
              aria-label={`Paid on, ${route}`}
              onChange={(e) => e.target.value && setPaid(e.target.value)}
              className="min-h-11 rounded-lg border border-slate-300 bg-white px-2 text-sm dark:border-slate-600 dark:bg-slate-900"
            />
          </label>
          <button
            type="button"
            onClick={() => setPaid(undefined)}
            aria-label={`Mark unpaid, ${route}`}
            className="min-h-11 rounded-lg px-2 text-sm font-medium text-blue-700 underline-offset-2 hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-blue-300"
          >
            Not paid
          </button>
        </>
      ) : (
        <button
          type="button"
          onClick={() => setPaid(todayIso())}
          aria-label={`Mark paid, ${route}`}
          className="min-h-11 rounded-lg px-2 text-sm font-medium text-blue-700 underline-offset-2 hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-blue-300"
        >
          Mark paid
        </button>
      )}
    </div>
  );
}
