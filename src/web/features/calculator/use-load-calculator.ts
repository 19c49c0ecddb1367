import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { applyPreset } from '../../../domain/cost-profile';
import {
  ALL_TOUCHED,
  DEFAULT_OUTCOME,
  UNTOUCHED,
  applyIncomingValues,
  createEmptyForm,
  fieldErrors,
  isFormReady,
  type RequiredField,
  type TouchedFields,
} from '../../../domain/form';
import { getGuidance, type Guidance } from '../../../domain/guidance';
import { makeDecision } from '../../../domain/history';
import { isMilestone, MILESTONE_TOAST } from '../../../domain/insights';
import { parseNumber } from '../../../domain/parse';
import { calculateLoad, verdictFigures, type CalculateLoadInput } from '../../../domain/profit';
import type { CalculationResult, CostProfile, Equipment, LoadForm, Outcome } from '../../../domain/schemas';
import { track } from '../../lib/analytics';
import { appActions, getAppState, useAppState } from '../../lib/app-store';
import { repairSplitPercent, type Settings } from '../../lib/storage';
import { notify } from '../../ui/toast';
import { newId } from './new-id';
import { useLatest } from './use-latest';

/**
 * The form's own text fields; equipment and split percent live in the persisted settings. Deadhead
 * miles and trip days are beyond the contract (docs/product-rules.md R-CALC-7, R-CALC-9): optional,
 * empty by default.
 */
export type LoadTextFields = Omit<LoadForm, 'equipment' | 'splitPercent'> & { deadheadMiles: string; tripDays: string; broker: string };
export type LoadTextField = keyof LoadTextFields;

const EMPTY_TEXT: LoadTextFields = toTextFields(createEmptyForm());

/** Beyond-the-spec fields incoming values may also fill (e.g. deadhead from a miles estimate). */
const EXTRA_INCOMING_FIELDS = ['deadheadMiles', 'tripDays', 'broker'] as const;

type ExtraText = Pick<LoadTextFields, (typeof EXTRA_INCOMING_FIELDS)[number]>;

function toTextFields(form: LoadForm, extra: ExtraText = { deadheadMiles: '', tripDays: '', broker: '' }): LoadTextFields {
  return {
    ...extra,
    origin: form.origin,
    destination: form.destination,
    miles: form.miles,
    rate: form.rate,
    fsc: form.fsc,
    tolls: form.tolls,
    fuelCost: form.fuelCost,
    notes: form.notes,
  };
}

/** How long the 'Auto-filled from image' badge stays (R-FORM-5: 5 s). */
const AUTO_FILL_BADGE_MS = 5000;
/**
 * calculation_submitted is sent when a complete form (R-FORM-2) has stayed
 * unchanged for this long: the driver has stopped typing and is reading the result. It is sent
 * once per distinct set of figures, so editing a load and pausing again counts as a new
 * calculation, while toggling back to figures already reported does not.
 */
const CALCULATION_STABLE_MS = 2000;

/** What an auto-fill came from: a rate-confirmation image or a load offer's text. */
export type AutoFillSource = 'image' | 'offer';

type CalculatorForm = LoadForm & ExtraText;

export interface LoadCalculator {
  form: CalculatorForm;
  settings: Settings;
  /** The profile the figures use: the saved one, with the equipment's presets when switched on. */
  profile: CostProfile;
  result: CalculationResult;
  /** What `result` was calculated from. */
  input: CalculateLoadInput;
  /** Miles and rate > 0: the figures mean something and a verdict can be given. */
  hasFigures: boolean;
  guidance: Guidance | null;
  ready: boolean;
  touched: TouchedFields;
  errors: Partial<Record<RequiredField, string>>;
  outcome: Outcome;
  /** Set for 5 s after an auto-fill: what it came from (the badge names it). */
  autoFilled: AutoFillSource | null;
  /**
   * The negotiation accessorials the last auto-fill carried (a load offer's tarp, stops, ...),
   * for the drawer; null after a fill without them and once the decision is logged.
   */
  accessorials: Readonly<Record<string, unknown>> | null;
  setField: (field: LoadTextField, value: string) => void;
  touch: (field: RequiredField) => void;
  setOutcome: (outcome: Outcome) => void;
  setEquipment: (equipment: Equipment) => void;
  setSetting: <K extends keyof Settings>(key: K, value: Settings[K]) => void;
  applyValues: (values: Record<string, unknown>, source?: AutoFillSource) => void;
  /** Log the decision, or (when not ready) mark the four required fields touched. Returns whether it logged. */
  logDecision: () => boolean;
}

export interface LoadCalculatorOptions {
  /** The driver profile in force, recorded on each logged decision (docs/product-rules.md R-PAY-8). */
  profileName?: string;
}

export function useLoadCalculator(options: LoadCalculatorOptions = {}): LoadCalculator {
  const settings = useAppState((s) => s.settings);
  const savedProfile = useAppState((s) => s.costProfile);
  const [text, setText] = useState<LoadTextFields>(EMPTY_TEXT);
  const [touched, setTouched] = useState<TouchedFields>(UNTOUCHED);
  const [outcome, setOutcome] = useState<Outcome>(DEFAULT_OUTCOME);
  const [autoFilled, setAutoFilled] = useState<AutoFillSource | null>(null);
  const [accessorials, setAccessorials] = useState<Readonly<Record<string, unknown>> | null>(null);

  const form = useMemo<CalculatorForm>(
    () => ({ ...text, equipment: settings.equipment, splitPercent: String(settings.splitPercent) }),
    [text, settings.equipment, settings.splitPercent],
  );

  const profile = useMemo(
    () => (savedProfile.useSmartHopPresets ? applyPreset(savedProfile, settings.equipment) : savedProfile),
    [savedProfile, settings.equipment],
  );

  // One calculation per change of an input it reads; Notes, origin and destination do not
  // recalculate. The timestamp is the time of that calculation.
  const { miles, rate, fsc, tolls, deadheadMiles, tripDays } = text;
  const { includeFsc, includeTolls, includeFuel, useSplit, splitPercent } = settings;
  const input = useMemo<CalculateLoadInput>(
    () => ({
      load: { miles, rate, fsc, tolls, deadheadMiles, tripDays },
      profile,
      toggles: { includeFsc, includeTolls, includeFuel, useSplit, splitPercent },
      now: new Date(),
    }),
    [miles, rate, fsc, tolls, deadheadMiles, tripDays, profile, includeFsc, includeTolls, includeFuel, useSplit, splitPercent],
  );
  const result = useMemo(() => calculateLoad(input), [input]);

  const hasFigures = parseNumber(miles) > 0 && parseNumber(rate) > 0;
  const guidance = useMemo(
    // With deadhead the verdict judges all-in RPM (domain verdictFigures); otherwise net RPM.
    () => (hasFigures ? getGuidance(verdictFigures(result), profile) : null),
    [hasFigures, result, profile],
  );
  const ready = isFormReady(form);
  const errors = useMemo(() => fieldErrors(form, touched), [form, touched]);

  // --- calculation_submitted: once per distinct complete form, after 2 s without changes ---
  const lastReported = useRef<string | null>(null);
  const reportKey = ready
    ? JSON.stringify([form.origin.trim(), form.destination.trim(), miles, rate, fsc, tolls, deadheadMiles, tripDays, settings, profile])
    : null;
  const reportPayload = useLatest({ equipment: settings.equipment as string, guidance: guidance?.code ?? 'none' });
  useEffect(() => {
    if (reportKey === null || reportKey === lastReported.current) return;
    const timer = window.setTimeout(() => {
      lastReported.current = reportKey;
      track('calculation_submitted', reportPayload.current);
    }, CALCULATION_STABLE_MS);
    return () => window.clearTimeout(timer);
  }, [reportKey, reportPayload]);

  // --- auto-fill badge ---
  const badgeTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(badgeTimer.current), []);

  const formRef = useLatest(form);

  const setField = useCallback((field: LoadTextField, value: string) => {
    setText((prev) => (prev[field] === value ? prev : { ...prev, [field]: value }));
  }, []);

  const touch = useCallback((field: RequiredField) => {
    setTouched((prev) => (prev[field] ? prev : { ...prev, [field]: true }));
  }, []);

  const setSetting = useCallback(<K extends keyof Settings>(key: K, value: Settings[K]) => {
    appActions.setSetting(key, value);
  }, []);

  const setEquipment = useCallback((equipment: Equipment) => appActions.setSetting('equipment', equipment), []);

  const applyValues = useCallback((values: Record<string, unknown>, source: AutoFillSource = 'image') => {
    // Accessorials belong to the load being filled: each fill replaces those of the one before.
    const carried = values.accessorials;
    setAccessorials(
      carried && typeof carried === 'object' && !Array.isArray(carried) && Object.keys(carried).length > 0
        ? { ...(carried as Record<string, unknown>) }
        : null,
    );
    const applied = applyIncomingValues(formRef.current, values);
    const extra: ExtraText = { deadheadMiles: formRef.current.deadheadMiles, tripDays: formRef.current.tripDays, broker: formRef.current.broker };
    let extraFilled = 0;
    for (const field of EXTRA_INCOMING_FIELDS) {
      const v = values[field];
      const text = typeof v === 'number' && Number.isFinite(v) ? String(v) : typeof v === 'string' ? v.trim() : '';
      if (text === '') continue;
      extra[field] = text;
      extraFilled += 1;
    }
    if (applied.filled.length === 0 && extraFilled === 0) return;
    setText(toTextFields(applied.form, extra));
    if (applied.filled.includes('equipment')) appActions.setSetting('equipment', applied.form.equipment);
    if (applied.splitPercent !== undefined) {
      appActions.setSetting('splitPercent', repairSplitPercent(parseNumber(applied.splitPercent)));
    }
    setAutoFilled(source);
    // R-FORM-5's toast: the form side of an auto-fill, whoever supplied the values.
    notify.success('Fields auto-filled!', 'Review and adjust the values before calculating');
    window.clearTimeout(badgeTimer.current);
    badgeTimer.current = window.setTimeout(() => setAutoFilled(null), AUTO_FILL_BADGE_MS);
  }, [formRef]);

  const stateRef = useLatest({ ready, form, result, outcome, profile, profileName: options.profileName });

  const logDecision = useCallback((): boolean => {
    const s = stateRef.current;
    if (!s.ready) {
      setTouched({ ...ALL_TOUCHED });
      return false;
    }
    const milestone = isMilestone(getAppState().history.length);
    const decision = makeDecision({
      form: s.form,
      result: s.result,
      outcome: s.outcome,
      fuelType: s.profile.fuelType,
      id: newId(),
      now: new Date(),
      // Beyond the contract (R-HIST-1): the entry keeps the profile it was computed with (presets applied).
      profile: s.profile,
      broker: s.form.broker,
      ...(s.profileName ? { profileName: s.profileName } : {}),
    });
    appActions.addDecision(decision);
    track('decision_logged', { decisionType: s.outcome });
    if (milestone) notify.success(MILESTONE_TOAST.title, MILESTONE_TOAST.description);
    // Reset (R-FORM-4): empty form, split and equipment kept (they live in settings), outcome
    // back to book, touched flags cleared.
    setText(EMPTY_TEXT);
    setAccessorials(null);
    setTouched({ ...UNTOUCHED });
    setOutcome(DEFAULT_OUTCOME);
    return true;
  }, [stateRef]);

  return {
    form,
    settings,
    profile,
    result,
    input,
    hasFigures,
    guidance,
    ready,
    touched,
    errors,
    outcome,
    autoFilled,
    accessorials,
    setField,
    touch,
    setOutcome,
    setEquipment,
    setSetting,
    applyValues,
    logDecision,
  };
}
