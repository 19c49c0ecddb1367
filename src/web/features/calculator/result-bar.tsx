import { useEffect, useState, type RefObject } from 'react';
import { ChevronUp } from 'lucide-react';
import type { Guidance } from '../../../domain/guidance';
import { formatMoney, formatRpm } from '../../../domain/format';
import { cn } from '../../ui/cn';
import { VerdictChip } from './guidance-banner';

export interface ResultBarProps {
  profit: number;
  netRpm: number;
  /** Beyond the contract (docs/product-rules.md R-CALC-9): profit per trip day, after Net RPM. */
  profitPerDay?: number;
  hasFigures: boolean;
  guidance: Guidance | null;
  /** The result panel: the bar shows only while it is still below the screen. */
  target: RefObject<HTMLElement | null>;
}

/**
 * Phones only (< 1024 px): a bar fixed to the bottom of the screen with profit, Net RPM and the
 * verdict, so a driver typing the load sees the answer without scrolling. It hides once the
 * result panel itself is on screen (or scrolled past), and a tap scrolls to the panel.
 */
export function ResultBar({ profit, netRpm, profitPerDay, hasFigures, guidance, target }: ResultBarProps) {
  const [panelBelow, setPanelBelow] = useState(true);
  useEffect(() => {
    const el = target.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setPanelBelow(!entry.isIntersecting && entry.boundingClientRect.top > 0);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [target]);

  return (
    <div
      data-testid="result-bar"
      data-visible={panelBelow}
      inert={!panelBelow}
      className={cn(
        'fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 shadow-[0_-4px_16px_rgba(15,23,42,0.12)] backdrop-blur transition-transform duration-200 lg:hidden',
        'pb-[env(safe-area-inset-bottom)] dark:border-slate-800 dark:bg-slate-900/95',
        panelBelow ? 'translate-y-0' : 'translate-y-full',
      )}
    >
      <button
        type="button"
        onClick={() =>
          target.current?.scrollIntoView({
            behavior: window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
            block: 'start',
          })
        }
        aria-label="Show result details"
        className="mx-auto flex min-h-16 w-full max-w-xl items-center gap-2 px-4 py-2 text-left focus-visible:outline focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-600"
      >
        <span className="flex min-w-0 flex-col">
          <span className="text-xs font-medium text-slate-600 dark:text-slate-400">Net profit</span>
          <span
            data-testid="bar-profit"
            className={cn('text-2xl font-extrabold tabular-nums leading-tight', hasFigures && profit < 0 && 'text-red-700 dark:text-red-400')}
          >
            {hasFigures ? formatMoney(profit) : '—'}
          </span>
          <span className="whitespace-nowrap text-xs font-medium text-slate-600 dark:text-slate-400">
            Net RPM{' '}
            <span data-testid="bar-net-rpm" className="text-sm font-bold tabular-nums text-slate-900 dark:text-slate-100">
              {hasFigures ? formatRpm(netRpm) : '—'}
            </span>
            {hasFigures && profitPerDay !== undefined ? (
              <>
                <span aria-hidden="true"> · </span>
                <span data-testid="bar-profit-per-day" className="text-sm font-bold tabular-nums text-slate-900 dark:text-slate-100">
                  {formatMoney(profitPerDay)}
                </span>
                /day
              </>
            ) : null}
          </span>
        </span>
        <span className="ml-auto flex shrink-0 items-center gap-1" data-testid="bar-verdict">
          <VerdictChip guidance={guidance} />
          <ChevronUp aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-500" />
        </span>
      </button>
    </div>
  );
}
