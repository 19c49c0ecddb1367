import { useId, useMemo, useState, type FormEvent } from 'react';
import { formatMoney, formatRpm } from '../../../domain/format';
import { recomputeEdited } from '../../../domain/history';
import { OUTCOME_LABELS, type LoadDecision, type Outcome } from '../../../domain/schemas';
import { Button } from '../../ui/button';
import { cn } from '../../ui/cn';
import { Dialog } from '../../ui/dialog';
import { SegmentedControl } from '../../ui/segmented-control';
import { TextField } from '../../ui/text-field';
import { ProfileSnapshot } from './profile-snapshot';
import { EDIT_FIELD_ORDER, NOTES_MAX, TEXT_MAX, checkEdit, toEditText, type EditErrors, type EditField, type EditText } from './edit-validation';

/** The order of the decision choices (docs/product-rules.md R-FORM-4). */
const OUTCOME_OPTIONS = (['book', 'pass', 'counter'] as const).map((value) => ({ value, label: OUTCOME_LABELS[value] }));

const numeric = {
  type: 'text',
  inputMode: 'decimal',
  autoComplete: 'off',
  spellCheck: false,
  maxLength: 20,
} as const;

export interface EditEntryDialogProps {
  /** The entry being edited; null keeps the dialog closed. */
  entry: LoadDecision | null;
  onClose: () => void;
  /** Called with the validated, recomputed entry (same id and createdAt). */
  onSave: (next: LoadDecision) => void;
}

/** 'Edit load entry' (docs/product-rules.md R-HIST-7): every field editable, profit and RPM recomputed live. */
export function EditEntryDialog({ entry, onClose, onSave }: EditEntryDialogProps) {
  const formId = useId();
  return (
    <Dialog
      open={entry !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Edit load entry"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId}>
            Save changes
          </Button>
        </>
      }
    >
      {/* Keyed by id: each opening starts from the entry as stored. */}
      {entry ? <EditEntryForm key={entry.id} formId={formId} entry={entry} onSave={onSave} /> : null}
    </Dialog>
  );
}

interface EditEntryFormProps {
  formId: string;
  entry: LoadDecision;
  onSave: (next: LoadDecision) => void;
}

function EditEntryForm({ formId, entry, onSave }: EditEntryFormProps) {
  const [text, setText] = useState<EditText>(() => toEditText(entry));
  const [errors, setErrors] = useState<EditErrors>({});
  const figures = useMemo(() => recomputeEdited(text), [text]);

  const set = (field: EditField) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setText((t) => ({ ...t, [field]: value }));
    // Clear a field's message as soon as it is edited; the rest stay until the next Save.
    if (errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const check = checkEdit(entry, text);
    if (check.next) {
      onSave(check.next);
      return;
    }
    setErrors(check.errors);
    const first = EDIT_FIELD_ORDER.find((f) => check.errors[f]);
    if (first) {
      const input = form.elements.namedItem(first);
      if (input instanceof HTMLInputElement) input.focus();
    }
  };

  const field = (name: EditField) => ({
    name,
    value: text[name],
    onChange: set(name),
    error: errors[name],
  });

  // Shown to the cent: the R-HIST-7 rule leaves out variable and fixed costs, so the figure usually moves.
  const changed = formatMoney(figures.profit) !== formatMoney(entry.profit);

  return (
    <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4">
      <SegmentedControl<Outcome>
        legend="Decision"
        value={text.outcome}
        onValueChange={(outcome) => setText((t) => ({ ...t, outcome }))}
        options={OUTCOME_OPTIONS}
      />
      <div className="rounded-xl bg-slate-100 p-3 dark:bg-slate-800">
        <dl className="grid grid-cols-2 gap-3">
          <div>
            <dt className="text-xs font-medium text-slate-600 dark:text-slate-400">Profit</dt>
            <dd
              data-testid="edit-profit"
              className={cn('text-xl font-bold tabular-nums', figures.profit < 0 && 'text-red-700 dark:text-red-400')}
            >
              {formatMoney(figures.profit)}
            </dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-slate-600 dark:text-slate-400">Net RPM</dt>
            <dd data-testid="edit-rpm" className="text-xl font-bold tabular-nums">
              {formatRpm(figures.rpm)}
              <span className="text-sm font-medium text-slate-600 dark:text-slate-400">/mi</span>
            </dd>
          </div>
        </dl>
        <p className="mt-2 text-xs text-slate-700 dark:text-slate-300">
          Recalculated as rate + FSC − fuel − tolls.
          {changed ? ` Was ${formatMoney(entry.profit)}.` : null}
        </p>
      </div>
      <div className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2">
        <TextField label="Origin" placeholder="City, ST" autoComplete="off" maxLength={TEXT_MAX} {...field('origin')} />
        <TextField label="Destination" placeholder="City, ST" autoComplete="off" maxLength={TEXT_MAX} {...field('destination')} />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <TextField label="Loaded miles" {...numeric} {...field('miles')} />
        <TextField label="Linehaul rate" {...numeric} {...field('rate')} />
        <TextField label="FSC" {...numeric} {...field('fsc')} />
        <TextField label="Tolls" {...numeric} {...field('tolls')} />
        <TextField label="Fuel cost" {...numeric} {...field('fuelCost')} />
      </div>
      <TextField label="Notes" autoComplete="off" maxLength={NOTES_MAX} {...field('notes')} />
      <ProfileSnapshot entry={entry} />

    </form>
  );
}
