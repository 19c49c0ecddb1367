import { PAY_TYPES, PAY_TYPE_LABELS, type PayType } from '../../../domain/pay';
import type { PayText } from '../../../domain/pay-edit';
import { SelectField } from '../../ui/select-field';
import { Slider } from '../../ui/slider';
import { Switch } from '../../ui/switch';
import { TextField } from '../../ui/text-field';

export interface PaySectionProps {
  value: PayText;
  onChange: (next: PayText) => void;
}

const PAY_TYPE_OPTIONS = PAY_TYPES.map((value) => ({ value, label: PAY_TYPE_LABELS[value] }));

const PAY_TYPE_HINTS: Record<PayType, string> = {
  own: 'All of the linehaul and the FSC are yours.',
  percentage: 'Your carrier pays you a share of the load (the carrier split).',
  perMile: 'Paid for the miles: the linehaul does not change your pay.',
  flat: 'The same pay whatever the load pays: the linehaul does not change it.',
};

/**
 * 'How you're paid' of the Cost Profile sheet (docs/product-rules.md R-PAY-1 to R-PAY-6). Saved
 * with the rest of the sheet; 'Percentage' sets the calculator's carrier split and its percent.
 */
export function PaySection({ value, onChange }: PaySectionProps) {
  const set = (patch: Partial<PayText>) => onChange({ ...value, ...patch });
  const money = (label: string, field: 'perLoadedMile' | 'perEmptyMile' | 'flatPerLoad', hint: string, step: number) => (
    <TextField
      label={label}
      type="number"
      inputMode="decimal"
      min={0}
      step={step}
      value={value[field]}
      hint={hint}
      onChange={(e) => set({ [field]: e.target.value })}
    />
  );
  return (
    <section aria-labelledby="pay-heading" className="flex flex-col gap-3">
      <h3 id="pay-heading" className="text-base font-bold">
        How you&apos;re paid
      </h3>
      <SelectField
        label="Pay type"
        options={PAY_TYPE_OPTIONS}
        value={value.type}
        onChange={(e) => set({ type: e.target.value as PayType })}
      />
      <p className="-mt-2 text-sm text-slate-600 dark:text-slate-400">{PAY_TYPE_HINTS[value.type]}</p>
      {value.type === 'percentage' ? (
        <>
          <div className="flex items-center gap-3">
            <Slider
              label="Split percent"
              value={value.splitPercent}
              min={0}
              max={100}
              step={5}
              valueText={`${value.splitPercent}%`}
              onValueChange={(splitPercent) => set({ splitPercent })}
            />
            <output className="w-24 shrink-0 text-right text-sm font-semibold tabular-nums" aria-live="off">
              {value.splitPercent === 0 ? '0% → 100%' : `You keep ${value.splitPercent}%`}
            </output>
          </div>
          <Switch
            label="FSC included in my percentage"
            checked={value.fscInPercentage}
            onCheckedChange={(fscInPercentage) => set({ fscInPercentage })}
            className="min-h-11"
          />
          {value.fscInPercentage ? null : <p className="-mt-2 text-sm text-slate-600 dark:text-slate-400">The FSC is paid to you in full.</p>}
        </>
      ) : null}
      {value.type === 'perMile' ? (
        <div className="grid grid-cols-2 gap-3">
          {money('Pay per loaded mile', 'perLoadedMile', '$ for each loaded mile', 0.01)}
          {money('Pay per empty mile', 'perEmptyMile', '$ for each deadhead mile', 0.01)}
        </div>
      ) : null}
      {value.type === 'flat' ? money('Flat pay per load', 'flatPerLoad', '$ for the load, whatever its miles', 1) : null}
      <Switch label="I pay fuel" checked={value.payFuel} onCheckedChange={(payFuel) => set({ payFuel })} className="min-h-11" />
      <Switch label="I pay tolls" checked={value.payTolls} onCheckedChange={(payTolls) => set({ payTolls })} className="min-h-11" />
    </section>
  );
}
