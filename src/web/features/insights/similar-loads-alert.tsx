import { useMemo } from 'react';
import { History } from 'lucide-react';
import { similarLoadsAlert, type SimilarWord } from '../../../domain/insights';
import type { LoadDecision } from '../../../domain/schemas';
import { useAppState } from '../../lib/app-store';
import { cn } from '../../ui/cn';

export interface SimilarLoadsAlertProps {
  origin: string;
  destination: string;
  /** Net RPM of the load on the calculator (unrounded). */
  netRpm: number;
  /** The calculator form is complete; nothing is shown before that. */
  ready: boolean;
  className?: string;
}

const TONE: Record<SimilarWord, string> = {
  usually: 'border-green-300 bg-green-50 text-green-950 dark:border-green-800 dark:bg-green-950 dark:text-green-100',
  sometimes: 'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100',
  rarely: 'border-slate-300 bg-slate-50 text-slate-900 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100',
};

const selectHistory = (s: { history: LoadDecision[] }) => s.history;

/**
 * Similar-loads alert for the calculator's slot (docs/product-rules.md R-INSIGHT-3): when at least
 * two logged loads match the current one, e.g. 'You usually book loads like this (3 of 4).'
 * The live region is always rendered so screen readers announce the text when it appears.
 */
export function SimilarLoadsAlert({ origin, destination, netRpm, ready, className }: SimilarLoadsAlertProps) {
  const history = useAppState(selectHistory);
  const alert = useMemo(
    () => (ready ? similarLoadsAlert(history, { origin, destination, rpm: netRpm }) : null),
    [history, origin, destination, netRpm, ready],
  );
  return (
    <div role="status" aria-live="polite" aria-atomic="true" data-testid="similar-loads" className={className}>
      {alert ? (
        <p className={cn('flex items-start gap-2 rounded-xl border px-3 py-2 text-sm font-medium', TONE[alert.word])}>
          <History aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          <span>{alert.message}</span>
        </p>
      ) : null}
    </div>
  );
}
