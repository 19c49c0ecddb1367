import { PER_DIEM_HINT } from '../../../domain/take-home';
import type { SetAsidesText } from '../../../domain/set-asides-edit';
import { Switch } from '../../ui/switch';
import { TextField } from '../../ui/text-field';

export interface SetAsidesSectionProps {
  value: SetAsidesText;
  onChange: (next: SetAsidesText) => void;
}

/**
 * 'Set-asides' of the Cost Profile sheet: what comes off net profit before "You keep"
 * (docs/product-rules.md R-KEEP-1..3). Saved with the rest of the sheet.
 */
export function SetAsidesSection({ value, onChange }: SetAsidesSectionProps) {
  const set = (patch: Partial<SetAsidesText>) => onChange({ ...value, ...patch });
  return (
    <section aria-labelledby="set-asides-heading" className="flex flex-col gap-3">
      <div>
        <h3 id="set-asides-heading" className="text-base font-bold">
          Set-asides
        </h3>
        <p className="text-sm text-slate-600 dark:text-slate-400">Money you put aside from each load. "You keep" is net profit minus these.</p>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label="Maintenance reserve per mile"
          type="number"
          inputMode="decimal"
          min={0}
          max={100}
          step={0.01}
          value={value.maintenanceReservePerMile}
          hint="$ per mile driven, loaded and empty"
          onChange={(e) => set({ maintenanceReservePerMile: e.target.value })}
        />
        <TextField
          label="Tax set-aside (%)"
          type="number"
          inputMode="decimal"
          min={0}
          max={100}
          step={1}
          value={value.taxPercent}
          hint="% of profit; 25–30 % is the usual advice"
          onChange={(e) => set({ taxPercent: e.target.value })}
        />
      </div>
      <Switch label="Claim per diem" checked={value.perDiemEnabled} onCheckedChange={(perDiemEnabled) => set({ perDiemEnabled })} className="min-h-11" />
      {value.perDiemEnabled ? (
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label="Per diem per day"
            type="number"
            inputMode="decimal"
            min={0}
            step={1}
            value={value.perDiemDaily}
            hint={`IRS: $${PER_DIEM_HINT.dailyConus} in the US, $${PER_DIEM_HINT.dailyOutsideConus} outside (${PER_DIEM_HINT.source})`}
            onChange={(e) => set({ perDiemDaily: e.target.value })}
          />
          <TextField
            label="Deductible share (%)"
            type="number"
            inputMode="decimal"
            min={0}
            max={100}
            step={1}
            value={value.perDiemDeductiblePercent}
            hint={`${PER_DIEM_HINT.deductiblePercent} % under DOT hours of service`}
            onChange={(e) => set({ perDiemDeductiblePercent: e.target.value })}
          />
        </div>
      ) : null}
    </section>
  );
}
