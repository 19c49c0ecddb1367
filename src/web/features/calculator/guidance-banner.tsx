import { CircleCheck, CircleX, Info, TriangleAlert, type LucideIcon } from 'lucide-react';
import type { Guidance, GuidanceCode } from '../../../domain/guidance';
import { formatMoney, formatRpm } from '../../../domain/format';
import type { CostProfile } from '../../../domain/schemas';
import { cn } from '../../ui/cn';

type Thresholds = Pick<CostProfile, 'goodRpm' | 'fairRpm' | 'goodProfit' | 'fairProfit'>;

/** Colour + icon + words per verdict: never colour alone. */
const VERDICT_STYLES: Record<GuidanceCode, { icon: LucideIcon; className: string; chipClassName: string }> = {
  book: {
    icon: CircleCheck,
    className: 'border-green-600 bg-green-50 text-green-950 dark:border-green-500 dark:bg-green-950/60 dark:text-green-50',
    chipClassName: 'bg-green-700 text-white dark:bg-green-500 dark:text-green-950',
  },
  counter: {
    icon: TriangleAlert,
    className: 'border-amber-500 bg-amber-50 text-amber-950 dark:border-amber-400 dark:bg-amber-950/60 dark:text-amber-50',
    chipClassName: 'bg-amber-400 text-amber-950 dark:bg-amber-400 dark:text-amber-950',
  },
  pass: {
    icon: CircleX,
    className: 'border-red-600 bg-red-50 text-red-950 dark:border-red-500 dark:bg-red-950/60 dark:text-red-50',
    chipClassName: 'bg-red-700 text-white dark:bg-red-500 dark:text-red-950',
  },
};

function reason(code: GuidanceCode, t: Thresholds): string {
  switch (code) {
    case 'book':
      return `Net RPM and profit meet your Good targets (${formatRpm(t.goodRpm)}/mi and ${formatMoney(t.goodProfit)}).`;
    case 'counter':
      return `Above your Fair targets but short of Good (${formatRpm(t.goodRpm)}/mi and ${formatMoney(t.goodProfit)}): ask for more.`;
    case 'pass':
      return `Below your Fair Net RPM (${formatRpm(t.fairRpm)}/mi) or Fair Profit (${formatMoney(t.fairProfit)}).`;
  }
}

const NO_VERDICT_TEXT = 'Enter loaded miles and linehaul rate to see a verdict.';

/**
 * Decision guidance banner. The live region holds only the verdict and its reason, so a screen
 * reader hears a new verdict when it changes, not every figure on every keystroke.
 */
export function GuidanceBanner({ guidance, thresholds }: { guidance: Guidance | null; thresholds: Thresholds }) {
  const style = guidance ? VERDICT_STYLES[guidance.code] : null;
  const Icon = style?.icon ?? Info;
  return (
    <div aria-live="polite" aria-atomic="true" data-testid="guidance" data-verdict={guidance?.code ?? 'none'}>
      <div
        className={cn(
          'flex items-start gap-3 rounded-xl border-2 px-3 py-3',
          style?.className ?? 'border-dashed border-slate-300 text-slate-600 dark:border-slate-700 dark:text-slate-300',
        )}
      >
        <Icon aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0" />
        {guidance ? (
          <div>
            <p className="text-lg font-bold leading-tight">{guidance.label}</p>
            <p className="text-sm">{reason(guidance.code, thresholds)}</p>
          </div>
        ) : (
          <p className="text-sm">{NO_VERDICT_TEXT}</p>
        )}
      </div>
    </div>
  );
}

/** Compact verdict for the phone result bar. */
export function VerdictChip({ guidance, className }: { guidance: Guidance | null; className?: string }) {
  if (!guidance) return <span className="text-sm text-slate-600 dark:text-slate-300">Enter miles &amp; rate</span>;
  const { icon: Icon, chipClassName } = VERDICT_STYLES[guidance.code];
  return (
    <span className={cn('inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2.5 py-1.5 text-sm font-bold', chipClassName, className)}>
      <Icon aria-hidden="true" className="h-4 w-4 shrink-0" />
      {guidance.label}
    </span>
  );
}
