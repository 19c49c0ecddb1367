import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import {
  counterTiers,
  DEAL_RESULT_LABELS,
  DEAL_RESULT_ORDER,
  offeredRateOf,
  parseAgreedRate,
  recordDealResult,
  type DealResultInput,
} from '../../../domain/deal';
import { formatMoney, formatRpm } from '../../../domain/format';
import type { DealResult, LoadDecision } from '../../../domain/schemas';
import { Button } from '../../ui/button';
import { cn } from '../../ui/cn';
import { Dialog } from '../../ui/dialog';
import { TextField } from '../../ui/text-field';
import { routeLabel } from './display';

export interface RecordResultDialogProps {
  /** The counter offer whose result is being recorded; null keeps the dialog closed. */
  entry: LoadDecision | null;
  onClose: () => void;
  onSave: (next: LoadDecision) => void;
}

/**
 * 'Record result' of a counter offer (docs/product-rules.md R-DEAL-1, R-DEAL-2): got the ask,
 * target or floor, another agreed rate, declined or pending. The profit and net RPM at the
 * chosen rate are shown before saving.
 */
export function RecordResultDialog({ entry, onClose, onSave }: RecordResultDialogProps) {
  const formId = useId();
  return (
    <Dialog
      open={entry !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Record result"
      description={entry ? `${routeLabel(entry.origin, entry.destination)}: offered ${formatMoney(offeredRateOf(entry))}` : undefined}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId}>
            Save result
          </Button>
        </>
      }
    >
      {entry ? <RecordResultForm key={entry.id} formId={formId} entry={entry} onSave={onSave} /> : null}
    </Dialog>
  );
}

interface FormProps {
  formId: string;
  entry: LoadDecision;
  onSave: (next: LoadDecision) => void;
}

function RecordResultForm({ formId, entry, onSave }: FormProps) {
  const offered = offeredRateOf(entry);
  const tiers = useMemo(() => counterTiers(offered), [offered]);
  const [choice, setChoice] = useState<DealResult | null>(entry.dealResult ?? null);
  const [agreedText, setAgreedText] = useState(entry.dealResult === 'agreed' ? String(entry.rate) : '');
  const [error, setError] = useState<string | null>(null);
  const agreedRef = useRef<HTMLInputElement>(null);
  const groupId = useId();

  const input = useMemo((): DealResultInput | { error: string } | null => {
    if (choice === null) return null;
    if (choice !== 'agreed') return { result: choice };
    const parsed = parseAgreedRate(agreedText);
    return 'error' in parsed ? parsed : { result: 'agreed', agreedRate: parsed.rate };
  }, [choice, agreedText]);
  const preview = input && !('error' in input) ? recordDealResult(entry, input) : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (input === null) {
      setError('Choose how the call ended.');
      return;
    }
    if ('error' in input) {
      setError(input.error);
      agreedRef.current?.focus();
      return;
    }
    onSave(recordDealResult(entry, input));
  };

  const amountOf = (result: DealResult): string | null =>
    result === 'ask' || result === 'target' || result === 'floor' ? formatMoney(tiers[result]) : null;

  return (
    <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4">
      <fieldset aria-describedby={error && choice === null ? `${groupId}-error` : undefined}>
        <legend className="mb-2 text-sm font-medium text-slate-800 dark:text-slate-200">How did the call end?</legend>
        <div className="grid grid-cols-1 gap-2 min-[400px]:grid-cols-2">
          {DEAL_RESULT_ORDER.map((result) => {
            const amount = amountOf(result);
            return (
              <label
                key={result}
                className={cn(
                  'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm',
                  choice === result
                    ? 'border-blue-700 bg-blue-50 dark:border-blue-400 dark:bg-blue-950'
                    : 'border-slate-300 dark:border-slate-600',
                )}
              >
                <input
                  type="radio"
                  name={groupId}
                  value={result}
                  checked={choice === result}
                  onChange={() => {
                    setChoice(result);
                    setError(null);
                  }}
                  className="h-4 w-4 accent-blue-700"
                />
                <span className="font-semibold">{DEAL_RESULT_LABELS[result]}</span>
                {amount ? <span className="ml-auto tabular-nums text-slate-700 dark:text-slate-300">{amount}</span> : null}
              </label>
            );
          })}
        </div>
        {error && choice === null ? (
          <p id={`${groupId}-error`} className="mt-2 text-sm font-medium text-red-700 dark:text-red-400">
            {error}
          </p>
        ) : null}
      </fieldset>

      {choice === 'agreed' ? (
        <TextField
          ref={agreedRef}
          label="Agreed rate ($)"
          name="agreedRate"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          maxLength={20}
          placeholder="e.g. 1950"
          value={agreedText}
          error={error ?? undefined}
          hint="The linehaul the broker agreed to, in dollars"
          onChange={(e) => {
            setAgreedText(e.target.value);
            setError(null);
          }}
        />
      ) : null}

      <div className="rounded-xl bg-slate-100 p-3 dark:bg-slate-800">
        <dl className="grid grid-cols-2 gap-3">
          <div>
            <dt className="text-xs font-medium text-slate-600 dark:text-slate-400">Profit</dt>
            <dd data-testid="result-preview-profit" className={cn('text-xl font-bold tabular-nums', preview && preview.profit < 0 && 'text-red-700 dark:text-red-400')}>
              {preview ? formatMoney(preview.profit) : '—'}
            </dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-slate-600 dark:text-slate-400">Net RPM</dt>
            <dd data-testid="result-preview-rpm" className="text-xl font-bold tabular-nums">
              {preview ? `${formatRpm(preview.rpm)}/mi` : '—'}
            </dd>
          </div>
        </dl>
        <p className="mt-2 text-xs text-slate-700 dark:text-slate-300">
          {preview
            ? `At ${formatMoney(preview.rate)}, with the costs as logged.`
            : `Offered ${formatMoney(offered)}: profit ${formatMoney(recordDealResult(entry, { result: 'pending' }).profit)}.`}
        </p>
      </div>
    </form>
  );
}
