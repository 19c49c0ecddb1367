import type { Equipment } from '../../../domain/schemas';
import { Switch } from '../../ui/switch';
import { TextField } from '../../ui/text-field';
import { fieldsFor, type AccessorialValues } from './accessorial-fields';

export interface AccessorialsFormProps {
  equipment: Equipment;
  values: AccessorialValues;
  onChange: <K extends keyof AccessorialValues>(field: K, value: AccessorialValues[K]) => void;
  /** The load's rate confirmation printed a detention rate: offer its field (R-UPLOAD-7). */
  sheetDetentionRate?: boolean;
}

/**
 * The accessorial inputs that apply to the selected equipment (docs/product-rules.md R-NEG-2,
 * R-NEG-3): numbers first in a two-column grid, then the item type, then one full-width row per
 * on/off charge with its price.
 */
export function AccessorialsForm({ equipment, values, onChange, sheetDetentionRate = false }: AccessorialsFormProps) {
  const fields = fieldsFor(equipment, sheetDetentionRate ? { detentionRate: values.detentionRate } : {});
  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-x-3 gap-y-4">
        {fields.map((spec) =>
          spec.kind === 'number' ? (
            <TextField
              key={spec.field}
              label={spec.label}
              inputMode={spec.inputMode}
              autoComplete="off"
              enterKeyHint="done"
              value={values[spec.field]}
              onChange={(e) => onChange(spec.field, e.target.value)}
              hint={spec.hint(equipment)}
            />
          ) : null,
        )}
      </div>
      {fields.map((spec) =>
        spec.kind === 'text' ? (
          <TextField
            key={spec.field}
            label={spec.label}
            autoComplete="off"
            enterKeyHint="done"
            placeholder={spec.placeholder}
            value={values[spec.field]}
            onChange={(e) => onChange(spec.field, e.target.value)}
            hint={spec.hint(equipment)}
          />
        ) : null,
      )}
      <ul className="flex flex-col divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-700 dark:border-slate-700">
        {fields.map((spec) =>
          spec.kind === 'toggle' ? (
            <li key={spec.field} className="flex min-h-12 items-center justify-between gap-3 px-3 py-1">
              <Switch
                label={spec.label}
                checked={values[spec.field]}
                onCheckedChange={(checked) => onChange(spec.field, checked)}
                className="min-h-11 flex-1 gap-3 [&>label]:flex-1 [&>label]:py-3 [&>label]:text-base"
              />
              <span className="shrink-0 text-sm font-semibold tabular-nums text-slate-600 dark:text-slate-300">
                {spec.price(equipment)}
              </span>
            </li>
          ) : null,
        )}
      </ul>
    </div>
  );
}
