import { useMemo, useState } from 'react';
import { Lightbulb, Sparkles } from 'lucide-react';
import {
  COST_FIELD_STEPS,
  DEFAULT_THRESHOLDS,
  EXTRA_FIELD_LIMITS,
  applyCostEdits,
  applyExtraCostEdits,
  costProfileToText,
  extraCostText,
  presetFor,
  resetThresholds,
  type CostProfileText,
  type ExtraCostText,
} from '../../../domain/cost-profile';
import { suggestThresholds, type SuggestedThresholds } from '../../../domain/deal';
import { formatMoney, formatWholeDollars } from '../../../domain/format';
import {
  EXTRA_COST_FIELDS,
  FUEL_TYPES,
  FUEL_TYPE_LABELS,
  type CostNumberField,
  type CostProfile,
  type Equipment,
  type ExtraCostField,
  type FuelType,
  type LoadDecision,
} from '../../../domain/schemas';
import { DEFAULT_SET_ASIDES, normaliseSetAsides } from '../../../domain/take-home';
import { applySetAsideEdits, setAsidesToText, type SetAsidesText } from '../../../domain/set-asides-edit';
import { applyPayEdits, payToText, type PayText } from '../../../domain/pay-edit';
import { track } from '../../lib/analytics';
import { appActions, getAppState, useAppState } from '../../lib/app-store';
import { Button } from '../../ui/button';
import { SegmentedControl } from '../../ui/segmented-control';
import { Sheet } from '../../ui/sheet';
import { Switch } from '../../ui/switch';
import { TextField } from '../../ui/text-field';
import { notify } from '../../ui/toast';
import { PaySection } from './pay-section';
import { SetAsidesSection } from './set-asides-section';

export const FIRST_OPEN_TIP = 'Customize MPG, fuel price & costs to match your truck.';

export interface CostProfileSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The first-open tip (R-PROFILE-5: shown the first time the editor opens). */
  showTip: boolean;
}

const FIELD_LABELS: Record<CostNumberField, string> = {
  fuelPricePerGallon: 'Fuel price per gallon',
  averageMPG: 'Average MPG',
  dailyFixedCosts: 'Daily fixed costs',
  variableCostPerMile: 'Variable cost per mile',
  goodRpm: 'Good Net RPM',
  fairRpm: 'Fair Net RPM',
  goodProfit: 'Good Profit',
  fairProfit: 'Fair Profit',
};

const FIELD_HINTS: Partial<Record<CostNumberField, string>> = {
  fuelPricePerGallon: '$ per gallon',
  dailyFixedCosts: '$ per day: insurance, payments, phone… (spread per mile below)',
  variableCostPerMile: '$ per mile: maintenance, tires, wear',
  goodRpm: '$ per mile at or above this (with Good Profit): Book it',
  fairRpm: '$ per mile below this: Pass',
  goodProfit: '$ at or above this (with Good Net RPM): Book it',
  fairProfit: '$ below this: Pass',
};

/** Beyond the contract (R-CALC-7..9): fees, miles per day and the fixed-cost spread. */
const EXTRA_LABELS: Record<ExtraCostField, string> = {
  factoringPercent: 'Factoring fee (%)',
  dispatcherPercent: 'Dispatcher fee (%)',
  milesPerDay: 'Miles per day',
  fixedCostSpreadMiles: 'Fixed-cost spread (miles)',
};

const EXTRA_HINTS: Record<ExtraCostField, string> = {
  factoringPercent: '% of your share the factoring company keeps',
  dispatcherPercent: '% of your share your dispatcher takes',
  milesPerDay: 'For profit per day when no trip days are entered',
  fixedCostSpreadMiles:
    'Fixed cost per mile = daily fixed costs ÷ this. 2,500 is the standard; enter the miles you really run in a day for your true cost.',
};

const PRESET_FIELDS = ['averageMPG', 'variableCostPerMile', 'dailyFixedCosts'] as const;
const THRESHOLD_FIELDS = ['goodRpm', 'fairRpm', 'goodProfit', 'fairProfit'] as const;
const COST_FIELDS = ['fuelPricePerGallon', 'averageMPG', 'dailyFixedCosts', 'variableCostPerMile'] as const;

const FUEL_OPTIONS = FUEL_TYPES.map((value) => ({ value, label: FUEL_TYPE_LABELS[value] }));

interface Draft {
  text: CostProfileText;
  extra: ExtraCostText;
  setAsides: SetAsidesText;
  pay: PayText;
  fuelType: FuelType;
  usePresets: boolean;
}

function withPreset(text: CostProfileText, equipment: Equipment, fuelType: FuelType): CostProfileText {
  const preset = presetFor(equipment, fuelType);
  return {
    ...text,
    averageMPG: String(preset.averageMPG),
    variableCostPerMile: String(preset.variableCostPerMile),
    dailyFixedCosts: String(preset.dailyFixedCosts),
  };
}

function draftFrom(profile: CostProfile, equipment: Equipment, split: { useSplit: boolean; splitPercent: number }): Draft {
  const usePresets = profile.useSmartHopPresets === true;
  const text = costProfileToText(profile);
  return {
    text: usePresets ? withPreset(text, equipment, profile.fuelType) : text,
    extra: extraCostText(profile),
    setAsides: setAsidesToText(normaliseSetAsides(profile.setAsides)),
    pay: payToText(profile.pay, split),
    fuelType: profile.fuelType,
    usePresets,
  };
}

function thresholdText(t: Pick<CostProfile, (typeof THRESHOLD_FIELDS)[number]>) {
  return { goodRpm: String(t.goodRpm), fairRpm: String(t.fairRpm), goodProfit: String(t.goodProfit), fairProfit: String(t.fairProfit) };
}

/**
 * The Cost Profile bottom sheet (docs/product-rules.md R-PROFILE-2, R-PROFILE-4), opened by the
 * 'Edit Cost Assumptions' trigger (cost-profile-editor.tsx). The editor holds text, rebuilt from
 * the saved profile each time the sheet opens; Save applies it (an unparseable or negative field
 * keeps its saved value), Cancel / × / Escape revert. 'Reset to Defaults' restores the four
 * thresholds at once (saved), with an Undo in its toast that puts the previous ones back.
 */
export function CostProfileSheet({ open, onOpenChange, showTip }: CostProfileSheetProps) {
  const equipment = useAppState((s) => s.settings.equipment);
  const [draft, setDraft] = useState<Draft>(() => draftFrom(getAppState().costProfile, equipment, getAppState().settings));
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setDraft(draftFrom(getAppState().costProfile, equipment, getAppState().settings));
  }

  const close = () => onOpenChange(false);

  const setText = (field: CostNumberField, value: string) => setDraft((d) => ({ ...d, text: { ...d.text, [field]: value } }));

  const setUsePresets = (enabled: boolean) => {
    track('preset_toggled', { enabled });
    setDraft((d) => ({ ...d, usePresets: enabled, text: enabled ? withPreset(d.text, equipment, d.fuelType) : d.text }));
  };

  const setFuelType = (fuelType: FuelType) => {
    track('fuel_type_changed', { fuelType, equipment });
    setDraft((d) => ({ ...d, fuelType, text: d.usePresets ? withPreset(d.text, equipment, fuelType) : d.text }));
  };

  const save = () => {
    const saved = getAppState().costProfile;
    const next = applyExtraCostEdits(
      applyCostEdits(saved, draft.text, {
        fuelType: draft.fuelType,
        useSmartHopPresets: draft.usePresets,
      }),
      draft.extra,
    );
    const setAsides = applySetAsideEdits(normaliseSetAsides(saved.setAsides), draft.setAsides);
    // A profile that never had set-asides gains them only once the driver changes one.
    if (saved.setAsides || JSON.stringify(setAsides) !== JSON.stringify(DEFAULT_SET_ASIDES)) next.setAsides = setAsides;
    // R-PAY: a profile that never had pay gains it only once the driver changes it from the default.
    const payEdit = applyPayEdits(saved.pay, draft.pay);
    if (payEdit.pay) next.pay = payEdit.pay;
    if (payEdit.split) {
      appActions.setSetting('useSplit', payEdit.split.useSplit);
      if (payEdit.split.splitPercent !== undefined) appActions.setSetting('splitPercent', payEdit.split.splitPercent);
    }
    appActions.setCostProfile(next);
    appActions.setOnboarding({ hasOpenedCostEditor: true });
    track('cost_assumptions_edited');
    close();
  };

  const resetToDefaults = () => {
    const before = getAppState().costProfile;
    const previous = { goodRpm: before.goodRpm, fairRpm: before.fairRpm, goodProfit: before.goodProfit, fairProfit: before.fairProfit };
    appActions.setCostProfile(resetThresholds(before));
    setDraft((d) => ({ ...d, text: { ...d.text, ...thresholdText(DEFAULT_THRESHOLDS) } }));
    notify.withAction('Defaults restored.', undefined, {
      label: 'Undo',
      onClick: () => {
        appActions.setCostProfile({ ...getAppState().costProfile, ...previous });
        setDraft((d) => ({ ...d, text: { ...d.text, ...thresholdText(previous) } }));
      },
    });
  };

  const field = (name: CostNumberField) => {
    const locked = draft.usePresets && (PRESET_FIELDS as readonly string[]).includes(name);
    return (
      <TextField
        key={name}
        label={FIELD_LABELS[name]}
        type="number"
        inputMode="decimal"
        min={0}
        step={COST_FIELD_STEPS[name]}
        value={draft.text[name]}
        disabled={locked}
        hint={locked ? 'From industry presets' : FIELD_HINTS[name]}
        onChange={(e) => setText(name, e.target.value)}
      />
    );
  };

  const extraField = (name: ExtraCostField) => {
    const limits = EXTRA_FIELD_LIMITS[name];
    return (
      <TextField
        key={name}
        label={EXTRA_LABELS[name]}
        type="number"
        inputMode="decimal"
        min={limits.min}
        max={limits.max}
        step={limits.step}
        value={draft.extra[name]}
        hint={EXTRA_HINTS[name]}
        containerClassName={name === 'fixedCostSpreadMiles' ? 'col-span-2' : undefined}
        onChange={(e) => {
          const value = e.target.value;
          setDraft((d) => ({ ...d, extra: { ...d.extra, [name]: value } }));
        }}
      />
    );
  };

  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title="Cost Profile"
      description="Your truck's costs and the thresholds behind the verdict."
      footer={
        <div className="flex gap-2 sm:justify-end">
          <Button variant="secondary" className="flex-1 sm:flex-none" onClick={close}>
            Cancel
          </Button>
          <Button className="flex-1 sm:flex-none" onClick={save}>
            Save Changes
          </Button>
        </div>
      }
    >
      <div className="flex flex-col gap-4">
        {showTip ? (
          <p
            role="note"
            className="flex items-start gap-2 rounded-xl border border-blue-200 bg-blue-50 px-3 py-2 text-sm text-blue-950 dark:border-blue-800 dark:bg-blue-950/60 dark:text-blue-50"
          >
            <Sparkles aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
            {FIRST_OPEN_TIP}
          </p>
        ) : null}

        <PaySection value={draft.pay} onChange={(pay) => setDraft((d) => ({ ...d, pay }))} />

        <SegmentedControl legend="Fuel type" value={draft.fuelType} onValueChange={setFuelType} options={FUEL_OPTIONS} />
        <Switch label="Use industry presets" checked={draft.usePresets} onCheckedChange={setUsePresets} className="min-h-11" />

        <div className="grid grid-cols-2 gap-3">{COST_FIELDS.map(field)}</div>

        <section aria-labelledby="fees-days-heading" className="flex flex-col gap-3">
          <h3 id="fees-days-heading" className="text-base font-bold">
            Fees, days and fixed-cost spread
          </h3>
          <div className="grid grid-cols-2 gap-3">{EXTRA_COST_FIELDS.map(extraField)}</div>
        </section>

        <SetAsidesSection value={draft.setAsides} onChange={(setAsides) => setDraft((d) => ({ ...d, setAsides }))} />

        <section aria-labelledby="thresholds-heading" className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 id="thresholds-heading" className="text-base font-bold">
              Decision Guidance Thresholds
            </h3>
            {/* Resets the four thresholds only (R-PROFILE-4), hence its place in this section. */}
            <Button variant="secondary" size="sm" className="min-h-11" onClick={resetToDefaults}>
              Reset to Defaults
            </Button>
          </div>
          <div className="grid grid-cols-2 gap-3">{THRESHOLD_FIELDS.map(field)}</div>
          <ThresholdSuggestions
            onUse={(t) => setDraft((d) => ({ ...d, text: { ...d.text, ...thresholdText(t) } }))}
          />
        </section>
      </div>
    </Sheet>
  );
}

const selectHistory = (s: { history: LoadDecision[] }) => s.history;

/**
 * Thresholds suggested from the driver's own booked loads (docs/product-rules.md R-DEAL-5).
 * 'Use suggested' fills the four fields of the draft; nothing is saved until Save Changes.
 */
function ThresholdSuggestions({ onUse }: { onUse: (t: SuggestedThresholds) => void }) {
  const history = useAppState(selectHistory);
  const suggestion = useMemo(() => suggestThresholds(history), [history]);
  if (!suggestion.ready) {
    return (
      <p data-testid="threshold-suggestions" className="flex items-start gap-2 rounded-xl bg-slate-100 px-3 py-2 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-300">
        <Lightbulb aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
        {suggestion.message}
      </p>
    );
  }
  const t = suggestion.thresholds;
  return (
    <div
      data-testid="threshold-suggestions"
      role="group"
      aria-labelledby="threshold-suggestions-heading"
      className="flex flex-col gap-2 rounded-xl border border-blue-200 bg-blue-50 px-3 py-3 text-blue-950 dark:border-blue-800 dark:bg-blue-950/60 dark:text-blue-50"
    >
      <p id="threshold-suggestions-heading" className="flex items-start gap-2 text-sm font-semibold">
        <Lightbulb aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
        Suggested {suggestion.basis}
      </p>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        <SuggestedValue label="Good Net RPM" value={formatMoney(t.goodRpm)} testId="suggested-good-rpm" />
        <SuggestedValue label="Fair Net RPM" value={formatMoney(t.fairRpm)} testId="suggested-fair-rpm" />
        <SuggestedValue label="Good Profit" value={formatWholeDollars(t.goodProfit)} testId="suggested-good-profit" />
        <SuggestedValue label="Fair Profit" value={formatWholeDollars(t.fairProfit)} testId="suggested-fair-profit" />
      </dl>
      <p className="text-xs">Good: 70th percentile of those loads; Fair: 40th percentile.</p>
      <Button variant="secondary" size="sm" className="min-h-11 self-start" onClick={() => onUse(t)}>
        Use suggested
      </Button>
    </div>
  );
}

function SuggestedValue({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="flex items-baseline justify-between gap-2">
      <dt>{label}</dt>
      <dd data-testid={testId} className="font-bold tabular-nums">
        {value}
      </dd>
    </div>
  );
}
