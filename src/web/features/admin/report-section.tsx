import { useId, type ReactNode } from 'react';
import { Button } from '../../ui/button';
import { cn } from '../../ui/cn';
import type { ReportState } from './use-analytics-reports';

/** One dashboard section: a heading, then its report's loading, error or content. */
export function ReportSection<T>({
  title,
  description,
  state,
  onRetry,
  children,
}: {
  title: string;
  description?: ReactNode;
  state: ReportState<T>;
  onRetry: () => void;
  children: (rows: T) => ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900">
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      {description && <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">{description}</p>}
      <div className="mt-4">
        {state.status === 'loading' && (
          <p role="status" className="py-6 text-center text-sm text-slate-600 dark:text-slate-300">
            Loading {title}…
          </p>
        )}
        {state.status === 'error' && (
          <div className="flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100">
            <p>
              Could not load this report: <span className="font-medium">{state.message}</span>
            </p>
            <Button variant="secondary" size="sm" onClick={onRetry}>
              Try again
            </Button>
          </div>
        )}
        {state.status === 'ready' && children(state.rows)}
      </div>
    </section>
  );
}

/** A labelled chart region; its text alternative is the table that follows it. */
export function ChartFigure({ label, children }: { label: string; children: ReactNode }) {
  const captionId = useId();
  return (
    <figure aria-labelledby={captionId} className="m-0">
      <figcaption id={captionId} className="mb-2 text-sm text-slate-600 dark:text-slate-400">
        {label} <span className="sr-only">The table below lists the same figures.</span>
      </figcaption>
      <div className="min-h-[260px] w-full text-slate-500">{children}</div>
    </figure>
  );
}

/**
 * A table that scrolls sideways on a phone. The scroll box is focusable (so keyboard users can
 * scroll it) and named after the table. It is `relative` so visually hidden (absolutely
 * positioned) text in far-right cells is clipped by it instead of widening the whole page.
 */
export function TableScroll({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className={cn('relative overflow-x-auto rounded-lg border border-slate-200 focus-visible:outline focus-visible:outline-2 focus-visible:outline-blue-600 dark:border-slate-800', className)}>
      {children}
    </div>
  );
}

export const TABLE = 'w-full min-w-max border-collapse text-sm';
export const CAPTION = 'sr-only';
const TH_BASE = 'whitespace-nowrap border-b border-slate-200 bg-slate-50 px-3 py-2 font-semibold text-slate-700 dark:border-slate-800 dark:bg-slate-800/60 dark:text-slate-200';
export const TH = `${TH_BASE} text-left`;
export const TH_NUM = `${TH_BASE} text-right`;
const TD_BASE = 'whitespace-nowrap border-b border-slate-100 px-3 py-2 dark:border-slate-800';
export const TD = `${TD_BASE} text-left`;
export const TD_NUM = `${TD_BASE} text-right tabular-nums`;
