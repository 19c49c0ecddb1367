import { memo, useId } from 'react';
import { NOT_READY_TOOLTIP } from '../../../domain/form';
import { OUTCOME_LABELS, type Outcome } from '../../../domain/schemas';
import { Button } from '../../ui/button';
import { SegmentedControl } from '../../ui/segmented-control';

/** Order of docs/product-rules.md R-FORM-4: Book it, Pass, Counter offer. */
const OUTCOME_OPTIONS = (['book', 'pass', 'counter'] as const).map((value) => ({ value, label: OUTCOME_LABELS[value] }));

export interface DecisionPanelProps {
  outcome: Outcome;
  ready: boolean;
  onOutcome: (outcome: Outcome) => void;
  onLog: () => void;
}

/**
 * Decision choices and 'Log decision'. While the form is not ready the button is aria-disabled
 * (not `disabled`), so it stays focusable, its tooltip can be read, and a click can mark the
 * required fields touched as R-FORM-2 asks.
 */
export const DecisionPanel = memo(function DecisionPanel({ outcome, ready, onOutcome, onLog }: DecisionPanelProps) {
  const hintId = useId();
  return (
    <div className="flex flex-col gap-3">
      <SegmentedControl legend="Decision" value={outcome} onValueChange={onOutcome} options={OUTCOME_OPTIONS} />
      <Button
        size="lg"
        className="w-full"
        aria-disabled={ready ? undefined : true}
        aria-describedby={ready ? undefined : hintId}
        title={ready ? undefined : NOT_READY_TOOLTIP}
        onClick={onLog}
      >
        Log decision
      </Button>
      {ready ? null : (
        <p id={hintId} className="text-center text-xs text-slate-600 dark:text-slate-400">
          {NOT_READY_TOOLTIP}
        </p>
      )}
    </div>
  );
});
