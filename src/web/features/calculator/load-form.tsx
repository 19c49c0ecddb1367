import { memo, type ReactNode, type RefObject } from 'react';
import { Sparkles } from 'lucide-react';
import { EQUIPMENT, EQUIPMENT_LABELS, type Equipment } from '../../../domain/schemas';
import type { RequiredField } from '../../../domain/form';
import { formatMoney } from '../../../domain/format';
import { SelectField } from '../../ui/select-field';
import { Slider } from '../../ui/slider';
import { Switch } from '../../ui/switch';
import { TextField } from '../../ui/text-field';
import type { Settings } from '../../lib/storage';
import { CityField } from './city-field';
import { MilesEstimate } from './miles-estimate';
import type { AutoFillSource, LoadTextField, LoadTextFields } from './use-load-calculator';

/** The Broker field's suggestion list; the load-notes slot renders the <datalist> with this id. */
export const BROKER_SUGGESTIONS_ID = 'broker-suggestions';

const EQUIPMENT_OPTIONS = EQUIPMENT.map((value) => ({ value, label: EQUIPMENT_LABELS[value] }));

export interface LoadFormProps {
  text: LoadTextFields;
  settings: Settings;
  errors: Partial<Record<RequiredField, string>>;
  /** The fuel cost of the trip as calculated (miles ÷ MPG × price), before the include toggle. */
  fuelCost: number;
  fuelHint: string;
  /** Beyond the contract (R-CALC-9): the derived trip days shown in the empty Trip days field, and its hint. */
  tripDaysPlaceholder?: string;
  tripDaysHint?: string;
  /** What the last auto-fill came from, while its badge shows. */
  autoFilled: AutoFillSource | null;
  fieldRefs: RefObject<Partial<Record<RequiredField, HTMLInputElement | null>>>;
  costEditor?: ReactNode;
  /** The compact 'Profile' control beside Equipment (R-PAY-8). */
  profileControl?: ReactNode;
  /** Set when the pay does not follow the linehaul: shown in place of the carrier split (R-PAY-3/4). */
  payNote?: string;
  /** The carrier pays the fuel / tolls ('I pay fuel' / 'I pay tolls' off, R-PAY-6). */
  carrierPaysFuel?: boolean;
  carrierPaysTolls?: boolean;
  onField: (field: LoadTextField, value: string) => void;
  onTouch: (field: RequiredField) => void;
  onEquipment: (equipment: Equipment) => void;
  onSetting: <K extends keyof Settings>(key: K, value: Settings[K]) => void;
}

/** Text of a number field: decimal keypad on phones, no autocorrect. */
const numericProps = {
  type: 'text',
  inputMode: 'decimal',
  autoComplete: 'off',
  autoCorrect: 'off',
  spellCheck: false,
  enterKeyHint: 'next',
} as const;

/**
 * The load form (docs/product-rules.md R-FORM-1): split, equipment, the four required fields, FSC,
 * tolls, fuel, notes.
 */
export const LoadFormCard = memo(function LoadFormCard({
  text,
  settings,
  errors,
  fuelCost,
  fuelHint,
  tripDaysPlaceholder,
  tripDaysHint,
  autoFilled,
  fieldRefs,
  costEditor,
  profileControl,
  payNote,
  carrierPaysFuel,
  carrierPaysTolls,
  onField,
  onTouch,
  onEquipment,
  onSetting,
}: LoadFormProps) {
  const required = (field: RequiredField) => ({
    ref: (el: HTMLInputElement | null) => {
      fieldRefs.current[field] = el;
    },
    value: text[field],
    error: errors[field],
    'aria-required': true,
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => onField(field, e.target.value),
    onBlur: () => onTouch(field),
  });

  return (
    <section
      aria-labelledby="load-heading"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <h2 id="load-heading" className="text-lg font-bold">
            Load
          </h2>
          {autoFilled ? (
            <span
              role="status"
              className="inline-flex items-center gap-1 rounded-full bg-violet-100 px-2.5 py-1 text-xs font-semibold text-violet-900 dark:bg-violet-900/60 dark:text-violet-100"
            >
              <Sparkles aria-hidden="true" className="h-3.5 w-3.5" />
              {autoFilled === 'offer' ? 'Auto-filled from offer' : 'Auto-filled from image'}
            </span>
          ) : null}
        </div>
        {costEditor}
      </div>

      <div className="grid grid-cols-2 gap-3">
        <SelectField
          label="Equipment"
          options={EQUIPMENT_OPTIONS}
          value={settings.equipment}
          onChange={(e) => onEquipment(e.target.value as Equipment)}
        />
        <div className="flex items-end">
          {payNote ? (
            <p data-testid="pay-note" className="flex min-h-11 items-center text-sm font-medium text-slate-700 dark:text-slate-300">
              {payNote}
            </p>
          ) : (
            <Switch
              label="Carrier split"
              checked={settings.useSplit}
              onCheckedChange={(on) => onSetting('useSplit', on)}
              className="min-h-11"
            />
          )}
        </div>
        {profileControl ? <div className="col-span-2 -mt-1">{profileControl}</div> : null}
        {settings.useSplit && !payNote ? (
          <div className="col-span-2 flex items-center gap-3">
              <Slider
                label="Split percent"
                value={settings.splitPercent}
                min={0}
                max={100}
                step={5}
                valueText={`${settings.splitPercent}%`}
                onValueChange={(v) => onSetting('splitPercent', v)}
              />
            <output className="w-24 shrink-0 text-right text-sm font-semibold tabular-nums" aria-live="off">
              {settings.splitPercent === 0 ? '0% → 100%' : `You keep ${settings.splitPercent}%`}
            </output>
          </div>
        ) : null}

        <CityField label="Origin" placeholder="City, ST" enterKeyHint="next" onPick={(v) => onField('origin', v)} {...required('origin')} />
        <CityField label="Destination" placeholder="City, ST" enterKeyHint="next" onPick={(v) => onField('destination', v)} {...required('destination')} />
        {/* Deadhead sits beside Loaded miles (R-CALC-7); 'Estimate miles' follows, since it fills both. */}
        <TextField label="Loaded miles" placeholder="0" {...numericProps} {...required('miles')} />
        <TextField
          label="Deadhead miles"
          placeholder="0"
          {...numericProps}
          value={text.deadheadMiles}
          onChange={(e) => onField('deadheadMiles', e.target.value)}
          hint="Empty miles to the pickup"
        />
        <MilesEstimate
          origin={text.origin}
          destination={text.destination}
          miles={text.miles}
          onMiles={(v) => onField('miles', v)}
          deadheadMiles={text.deadheadMiles}
          onDeadheadMiles={(v) => onField('deadheadMiles', v)}
        />

        <TextField label="Linehaul rate" placeholder="$0.00" {...numericProps} {...required('rate')} />
        <TextField
          label="Trip days"
          placeholder={tripDaysPlaceholder}
          {...numericProps}
          value={text.tripDays}
          onChange={(e) => onField('tripDays', e.target.value)}
          hint={tripDaysHint}
        />

        <TextField
          label="FSC"
          placeholder="$0.00"
          {...numericProps}
          value={text.fsc}
          onChange={(e) => onField('fsc', e.target.value)}
          labelAside={<Switch label="Include FSC" hideLabel checked={settings.includeFsc} onCheckedChange={(on) => onSetting('includeFsc', on)} />}
          hint={settings.includeFsc ? undefined : 'Not counted (carrier keeps it)'}
        />
        <TextField
          label="Tolls"
          placeholder="$0.00"
          {...numericProps}
          value={text.tolls}
          onChange={(e) => onField('tolls', e.target.value)}
          labelAside={<Switch label="Include tolls" hideLabel checked={settings.includeTolls} onCheckedChange={(on) => onSetting('includeTolls', on)} />}
          hint={carrierPaysTolls ? 'Not counted (your carrier pays tolls)' : settings.includeTolls ? undefined : 'Not counted (covered for you)'}
        />
        <TextField
          label="Fuel"
          readOnly
          tabIndex={-1}
          value={formatMoney(fuelCost)}
          containerClassName="col-span-2"
          className="tabular-nums"
          labelAside={<Switch label="Include fuel" hideLabel checked={settings.includeFuel} onCheckedChange={(on) => onSetting('includeFuel', on)} />}
          hint={
            carrierPaysFuel
              ? `Not counted (your carrier pays fuel). ${fuelHint}`
              : settings.includeFuel
                ? fuelHint
                : `Not counted (covered for you). ${fuelHint}`
          }
        />
        {/* Optional: the driver's own broker pay record follows it (docs/product-rules.md R-BROKER). */}
        <TextField
          label="Broker"
          placeholder="Optional"
          autoComplete="off"
          list={BROKER_SUGGESTIONS_ID}
          value={text.broker}
          onChange={(e) => onField('broker', e.target.value)}
          containerClassName="col-span-2"
        />
        <div className="col-span-2 flex flex-col gap-1">
          <label htmlFor="load-notes" className="text-sm font-medium text-slate-800 dark:text-slate-200">
            Notes
          </label>
          <textarea
            id="load-notes"
            rows={2}
            value={text.notes}
            onChange={(e) => onField('notes', e.target.value)}
            className="min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus:outline focus:outline-2 focus:outline-offset-1 focus:outline-blue-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
          />
        </div>
      </div>
    </section>
  );
});
