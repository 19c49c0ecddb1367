import { useId } from 'react';
import { AlertTriangle } from 'lucide-react';
import { OFFER_ACCESSORIALS, type FoundField, type OfferAccessorial, type OfferReading } from '../../../domain/extract/offer-types';
import { CONFIDENCE_THRESHOLD, EQUIPMENT, EQUIPMENT_LABELS, type Equipment } from '../../../domain/schemas';
import { cn } from '../../ui/cn';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { ReviewCard } from './extracted-fields-review';
import { loadChoiceLabel, readingConfidence } from './offer-flow';
import type { OfferTextField, OfferValues } from './offer-values';

export interface OfferReviewProps {
  loads: OfferReading[];
  chosen: number;
  values: OfferValues;
  onChoose: (index: number) => void;
  onChange: (field: OfferTextField, value: string) => void;
  onTick: (accessorial: OfferAccessorial, on: boolean) => void;
  onApply: () => void;
  onCancel: () => void;
}

const ACCESSORIAL_LABELS: Record<OfferAccessorial, string> = {
  tarp: 'Tarp',
  liftgate: 'Liftgate',
  inside: 'Inside delivery',
  residential: 'Residential',
  palletJack: 'Pallet jack',
  weekend: 'Weekend',
  afterHours: 'After-hours',
  jobsite: 'Jobsite delivery',
};

const uncertain = (f: FoundField<unknown> | null | undefined) => !!f && f.confidence < CONFIDENCE_THRESHOLD;

/**
 * The visible marks: 'Estimated' (worked out, not in the text) and 'Check' (unsure), in words, not
 * colour alone. Hidden from screen readers, who hear the same in the field's description (hintOf).
 */
function Marks({ field }: { field: FoundField<unknown> | null | undefined }) {
  if (!field || (!field.estimated && !uncertain(field))) return null;
  return (
    <span aria-hidden="true" className="inline-flex flex-wrap gap-1 align-middle">
      {field.estimated ? (
        <span className="rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900 dark:bg-sky-900/60 dark:text-sky-100">Estimated</span>
      ) : null}
      {uncertain(field) ? (
        <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900/60 dark:text-amber-100">
          <AlertTriangle aria-hidden="true" className="h-3 w-3" />
          Check
        </span>
      ) : null}
    </span>
  );
}

/**
 * What a screen reader hears after the field (and everyone reads under it): the working note
 * (rate per mile, how miles were estimated), that a value was worked out rather than read, and
 * for an uncertain value the words it was read from.
 */
function hintOf(field: FoundField<unknown> | null | undefined): string | undefined {
  if (!field) return undefined;
  const parts: string[] = [];
  if (field.note) {
    const note = /[.!?]$/.test(field.note) ? field.note : `${field.note}.`;
    parts.push(field.estimated && !/^estimated/i.test(note) ? `Estimated: ${note}` : note);
  }
  else if (field.estimated) parts.push(`Estimated from ${field.source}, not in the text.`);
  if (uncertain(field)) parts.push(field.estimated ? 'Check this estimate.' : `Check: read from “${field.source}”.`);
  return parts.length ? parts.join(' ') : undefined;
}

const equipmentOptions = [
  { value: '', label: 'Keep the form’s' },
  ...EQUIPMENT.map((value) => ({ value, label: EQUIPMENT_LABELS[value] })),
];

/**
 * The 'Extracted fields review' card for a load offer: a choice of load when the text holds
 * several, every field found (editable, marked 'Check' below 0.7 confidence and 'Estimated' when
 * worked out), the accessorials it mentions (ticked ones go to the negotiation drawer) and what
 * the form has no field for (pick-up date, reference, broker).
 */
export function OfferReview({ loads, chosen, values, onChoose, onChange, onTick, onApply, onCancel }: OfferReviewProps) {
  const reading = loads[chosen] ?? loads[0]!;
  const choiceName = useId();
  const idBase = useId();
  const field = (name: OfferTextField & keyof OfferReading, label: string, found: FoundField<unknown> | null, wide = false) => (
    <TextField
      key={name}
      label={label}
      value={values[name]}
      onChange={(e) => onChange(name, e.target.value)}
      inputMode={name === 'origin' || name === 'destination' ? undefined : 'decimal'}
      placeholder={name === 'origin' || name === 'destination' ? 'City, ST' : undefined}
      hint={hintOf(found) ? <Hint field={found} /> : undefined}
      containerClassName={wide ? 'col-span-2 sm:col-span-1' : undefined}
      autoComplete="off"
    />
  );
  const found = OFFER_ACCESSORIALS.filter((a) => reading.accessorials[a] !== undefined);
  const details: [string, FoundField<string>][] = [];
  for (const [label, f] of [
    ['Pick-up date', reading.pickupDate],
    ['Load reference', reading.loadReference],
    ['Broker', reading.broker],
  ] as const) {
    if (f) details.push([label, f]);
  }

  return (
    // Inside the offer helper's own card (bare): the fields keep the phone's whole width.
    <ReviewCard confidence={readingConfidence(reading)} onApply={onApply} onCancel={onCancel} bare>
      {loads.length > 1 ? (
        <fieldset className="mt-3">
          <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">{loads.length} loads in this text: pick one</legend>
          <div className="mt-2 flex flex-col gap-2">
            {loads.map((load, i) => (
              <label
                key={i}
                className={cn(
                  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm',
                  i === chosen ? 'border-blue-600 bg-blue-50 dark:bg-blue-950/40' : 'border-slate-300 dark:border-slate-600',
                )}
              >
                <input type="radio" name={choiceName} checked={i === chosen} onChange={() => onChoose(i)} className="h-5 w-5 shrink-0 accent-blue-700" />
                <span>{loadChoiceLabel(load, i)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <div className="mt-3 grid grid-cols-2 gap-3">
        {field('origin', 'Origin', reading.origin, true)}
        {field('destination', 'Destination', reading.destination, true)}
        {field('miles', 'Miles', reading.miles)}
        {field('rate', 'Rate', reading.rate)}
        {field('fsc', 'FSC', reading.fsc)}
        {field('deadhead', 'Deadhead miles', reading.deadhead)}
        {reading.equipment ? (
          <div className="col-span-2 flex flex-col gap-1">
            <SelectField
              label="Equipment"
              options={equipmentOptions}
              value={values.equipment}
              onChange={(e) => onChange('equipment', e.target.value as Equipment | '')}
              aria-describedby={uncertain(reading.equipment) ? `${idBase}-equipment` : undefined}
            />
            {uncertain(reading.equipment) ? <CheckNote id={`${idBase}-equipment`} field={reading.equipment} /> : null}
          </div>
        ) : null}
        {reading.weightLbs ? field('weightLbs', 'Weight (lbs)', reading.weightLbs) : null}
        {reading.stops ? field('stops', 'Stops', reading.stops) : null}
      </div>
      {found.length > 0 ? (
        <fieldset className="mt-3">
          <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">Accessorials (for the negotiation)</legend>
          <div className="mt-2 grid grid-cols-2 gap-2">
            {found.map((a) => {
              const f = reading.accessorials[a]!;
              const noteId = `${idBase}-${a}`;
              return (
                <div key={a} className="flex flex-col">
                  <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      checked={values.accessorials[a]}
                      onChange={(e) => onTick(a, e.target.checked)}
                      aria-describedby={uncertain(f) ? noteId : undefined}
                      className="h-5 w-5 shrink-0 accent-blue-700"
                    />
                    {ACCESSORIAL_LABELS[a]}
                    <Marks field={f} />
                  </label>
                  {uncertain(f) ? <CheckNote id={noteId} field={f} /> : null}
                </div>
              );
            })}
          </div>
        </fieldset>
      ) : null}
      {details.length > 0 ? (
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {details.map(([label, f]) => (
            <div key={label} className="contents">
              <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
              <dd className="flex flex-wrap items-center gap-2 font-medium">
                {f.value}
                {uncertain(f) ? (
                  <span className="text-xs font-semibold text-amber-900 dark:text-amber-200">(Check: read from “{f.source}”)</span>
                ) : null}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </ReviewCard>
  );
}

/** Under a field: its marks, then the words of hintOf (the field's accessible description). */
function Hint({ field }: { field: FoundField<unknown> | null }) {
  return (
    <span className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
      <Marks field={field} />
      <span>{hintOf(field)}</span>
    </span>
  );
}

function CheckNote({ id, field }: { id: string; field: FoundField<unknown> }) {
  return (
    <p id={id} className="text-xs text-slate-600 dark:text-slate-400">
      Check: read from “{field.source}”.
    </p>
  );
}
