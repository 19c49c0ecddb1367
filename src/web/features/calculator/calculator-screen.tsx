import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { MessageSquareText } from 'lucide-react';
import { REQUIRED_FIELDS, type RequiredField } from '../../../domain/form';
import { formatMoney, formatNumber, formatRpm } from '../../../domain/format';
import { parseNumber } from '../../../domain/parse';
import { profileExtras } from '../../../domain/cost-profile';
import { grossRpmLabel, type CalculateLoadInput } from '../../../domain/profit';
import { normalisePay, type PayTerms } from '../../../domain/pay';
import { normaliseSetAsides, takeHome } from '../../../domain/take-home';
import type { Equipment } from '../../../domain/schemas';
import { track } from '../../lib/analytics';
import { Button } from '../../ui/button';
import { cn } from '../../ui/cn';
import { Collapsible } from '../../ui/collapsible';
import { DecisionPanel } from './decision-panel';
import { GuidanceBanner } from './guidance-banner';
import { BROKER_SUGGESTIONS_ID, LoadFormCard } from './load-form';
import { ResultBar } from './result-bar';
import { formatDays } from './display';
import { useLoadCalculator, type AutoFillSource } from './use-load-calculator';

/*
 * 'Show breakdown' and 'How is this calculated?' are closed at start and render their content
 * only while open, so their code loads on first opening (or when the page is idle: the service
 * worker precaches it too), keeping it out of the JS '/' runs at start-up.
 */
const loadDetails = () => import('./result-details');
const Breakdown = lazy(() => loadDetails().then((m) => ({ default: m.Breakdown })));
const Explanation = lazy(() => loadDetails().then((m) => ({ default: m.Explanation })));
/** Fetch the details' code ahead of the first opening (idle time). */
export const preloadResultDetails = () => loadDetails().then(() => undefined);
const detailsFallback = <p className="py-2 text-sm text-slate-600 dark:text-slate-400">Loading…</p>;

// ---------------------------------------------------------------------------------------------
// The slot contract. Other features fill these from src/web/app/home-page.tsx (features never
// import each other).
// ---------------------------------------------------------------------------------------------

export interface UploadSlotApi {
  /**
   * Fill the form from extracted values (docs/product-rules.md R-FORM-5): only known fields that
   * carry a value are filled (origin, destination, miles, rate, fsc, tolls, fuelCost, notes;
   * strings or finite numbers, blanks ignored); equipment only when it is a valid equipment; a
   * splitPercent also updates the stored split (rounded to the slider's step of 5). Shows the
   * 'Auto-filled from image' badge for 5 seconds ('Auto-filled from offer' when `source` is
   * 'offer'). Toasts ('Fields applied: ...') are the caller's. An `accessorials` record (a load
   * offer's tarp, stops, ...) is handed to the negotiation slot as `accessorials` until the next
   * fill or the next log.
   */
  applyValues: (values: Record<string, unknown>, source?: AutoFillSource) => void;
}

export interface NegotiationLoad {
  miles: number;
  rate: number;
  equipment: Equipment;
  origin: string;
  destination: string;
  /** Empty miles to the pickup (0 when none): the tiers then count all miles (R-PAY-9). */
  deadheadMiles?: number;
  /** Set when the pay does not follow the linehaul (per mile, flat): the drawer shows no tiers (R-PAY-10). */
  pay?: PayTerms;
}

export interface NegotiationSlotProps {
  /** The calculator owns the open state; it opens on 'Generate Negotiation Message'. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The load as parsed numbers (miles, rate) and trimmed text. */
  load: NegotiationLoad;
  /** Accessorials the last auto-fill carried (UploadSlotApi.applyValues), or null. */
  accessorials: Readonly<Record<string, unknown>> | null;
  /** Set when a compared offer's 'Use this counter' opened the drawer: the counter to ask for. */
  counterRate?: number;
}

/** What the load-notes slot (broker record, empty miles, compare) reads from the calculator. */
export interface LoadNotesSlotProps {
  input: CalculateLoadInput;
  form: { origin: string; destination: string; broker: string; equipment: Equipment };
  hasFigures: boolean;
  ready: boolean;
  /** id of the Broker field's suggestion <datalist>, rendered by the slot. */
  brokerListId: string;
  /** Open the negotiation drawer for `load` at a counter rate. */
  onCounter: (load: NegotiationLoad, counterRate: number) => void;
}

export interface SimilarLoadsQuery {
  origin: string;
  destination: string;
  /** Net RPM of the current calculation (unrounded). */
  netRpm: number;
  /** The form is complete (R-FORM-2). */
  ready: boolean;
}

export interface CalculatorScreenProps {
  /** Rendered at the top of the calculator, above the load form (the rate-confirmation helper). */
  renderUpload?: (api: UploadSlotApi) => ReactNode;
  /**
   * Always rendered (so a drawer can animate open and closed) at the end of the result panel.
   * The calculator tracks negotiation_opened when its button opens it.
   */
  renderNegotiation?: (props: NegotiationSlotProps) => ReactNode;
  /** Rendered in the result panel directly under the guidance banner. */
  renderSimilarLoads?: (current: SimilarLoadsQuery) => ReactNode;
  /** Rendered under 'Log decision' (R-EMPTY-5): broker pay, empty miles after the drop, compare. */
  renderLoadNotes?: (props: LoadNotesSlotProps) => ReactNode;
  /** The 'Edit Cost Assumptions' trigger (+ its sheet), rendered in the load form's title row. */
  costEditor?: ReactNode;
  /** The compact 'Profile' control, rendered beside Equipment (docs/product-rules.md R-PAY-8). */
  profileControl?: ReactNode;
  /** The driver profile in force, recorded on each logged decision (R-PAY-8). */
  profileName?: string;
  className?: string;
}

/**
 * The calculator ('/'): load form, result panel with verdict, decision logging, and on
 * phones a result bar fixed to the bottom of the screen. All figures come from src/domain.
 */
export function CalculatorScreen({
  renderUpload,
  renderNegotiation,
  renderSimilarLoads,
  renderLoadNotes,
  costEditor,
  profileControl,
  profileName,
  className,
}: CalculatorScreenProps) {
  const calc = useLoadCalculator({ profileName });
  const { form, result, profile, settings, guidance, ready, hasFigures } = calc;
  const [negotiationOpen, setNegotiationOpen] = useState(false);
  // A compared offer's counter: the drawer shows that load at that rate until it closes.
  const [counter, setCounter] = useState<{ load: NegotiationLoad; rate: number } | null>(null);
  const onNegotiationOpenChange = useCallback((open: boolean) => {
    setNegotiationOpen(open);
    if (!open) setCounter(null);
  }, []);
  const onCounter = useCallback(
    (load: NegotiationLoad, rate: number) => {
      setCounter({ load, rate });
      setNegotiationOpen(true);
      track('negotiation_opened', { equipment: load.equipment });
    },
    [],
  );
  const notesForm = useMemo(
    () => ({ origin: form.origin, destination: form.destination, broker: form.broker, equipment: form.equipment }),
    [form.origin, form.destination, form.broker, form.equipment],
  );
  const resultRef = useRef<HTMLElement | null>(null);
  const fieldRefs = useRef<Partial<Record<RequiredField, HTMLInputElement | null>>>({});

  const { applyValues, logDecision } = calc;
  const uploadApi = useMemo<UploadSlotApi>(() => ({ applyValues }), [applyValues]);

  const onLog = useCallback(() => {
    if (logDecision()) return;
    // Not ready: the four fields are now touched; take the driver to the first one to fix.
    const first = REQUIRED_FIELDS.find((f) => {
      const el = fieldRefs.current[f];
      return el && (el.value.trim() === '' || ((f === 'miles' || f === 'rate') && !(parseNumber(el.value) > 0)));
    });
    if (first) fieldRefs.current[first]?.focus();
  }, [logDecision]);

  const openNegotiation = useCallback(() => {
    setNegotiationOpen(true);
    track('negotiation_opened', { equipment: settings.equipment });
  }, [settings.equipment]);

  const payType = result.payType;
  const savedPay = profile.pay;
  const negotiationLoad = useMemo<NegotiationLoad>(() => {
    const load: NegotiationLoad = {
      miles: parseNumber(form.miles),
      rate: parseNumber(form.rate),
      equipment: form.equipment,
      origin: form.origin.trim(),
      destination: form.destination.trim(),
    };
    const deadhead = Math.max(0, parseNumber(form.deadheadMiles));
    if (deadhead > 0) load.deadheadMiles = deadhead;
    if (payType === 'perMile' || payType === 'flat') load.pay = normalisePay(savedPay);
    return load;
  }, [form.miles, form.rate, form.equipment, form.origin, form.destination, form.deadheadMiles, payType, savedPay]);
  const payNote = payType === 'perMile' ? 'Paid per mile' : payType === 'flat' ? 'Paid flat per load' : undefined;

  const profit = result.breakdown.netProfit;
  const keep = useMemo(() => takeHome(result, normaliseSetAsides(profile.setAsides)), [result, profile.setAsides]);
  // Fuel burns on loaded + deadhead miles (the same as loaded when there is no deadhead).
  const fuelHint = `${formatNumber(result.totalMiles)} mi ÷ ${formatNumber(profile.averageMPG)} MPG × ${formatMoney(profile.fuelPricePerGallon)}/gal`;
  const deadhead = result.deadheadMiles > 0;
  const milesPerDay = profileExtras(profile).milesPerDay;
  const tripDaysPlaceholder = result.totalMiles > 0 ? formatNumber(Math.round(result.tripDays * 10) / 10) : undefined;
  const tripDaysHint = `Empty: miles ÷ ${formatNumber(milesPerDay)} a day`;

  return (
    <div className={cn('grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,25rem)] lg:items-start', className)}>
      <div className="flex min-w-0 flex-col gap-4">
        {renderUpload?.(uploadApi)}
        <LoadFormCard
          text={form}
          settings={settings}
          errors={calc.errors}
          fuelCost={result.adjustments.originalFuelCost}
          fuelHint={fuelHint}
          tripDaysPlaceholder={tripDaysPlaceholder}
          tripDaysHint={tripDaysHint}
          autoFilled={calc.autoFilled}
          fieldRefs={fieldRefs}
          costEditor={costEditor}
          profileControl={profileControl}
          payNote={payNote}
          carrierPaysFuel={savedPay?.payFuel === false}
          carrierPaysTolls={savedPay?.payTolls === false}
          onField={calc.setField}
          onTouch={calc.touch}
          onEquipment={calc.setEquipment}
          onSetting={calc.setSetting}
        />
      </div>

      <section
        ref={resultRef}
        aria-labelledby="result-heading"
        className="flex scroll-mt-4 flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm lg:sticky lg:top-4 dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 id="result-heading" className="sr-only">
          Result
        </h2>
        <div>
          {/* What the driver is paid for this load, before costs (docs/product-rules.md R-PAY-5). */}
          <p className="text-sm font-medium text-slate-600 dark:text-slate-400">
            Your pay{' '}
            <span data-testid="result-your-pay" className="text-base font-bold tabular-nums text-slate-900 dark:text-slate-100">
              {formatMoney(result.breakdown.yourShare)}
            </span>
          </p>
          <p className="text-sm font-medium text-slate-600 dark:text-slate-400">Net profit</p>
          <p
            data-testid="result-profit"
            className={cn(
              'text-4xl font-extrabold tabular-nums tracking-tight',
              hasFigures && profit < 0 && 'text-red-700 dark:text-red-400',
            )}
          >
            {formatMoney(profit)}
          </p>
          {/* After set-asides (docs/product-rules.md R-KEEP): net profit above stays as calculated. */}
          <p className="text-sm font-medium text-slate-600 dark:text-slate-400">
            You keep{' '}
            <span data-testid="result-you-keep" className={cn('text-base font-bold tabular-nums text-slate-900 dark:text-slate-100', hasFigures && keep.youKeep < 0 && 'text-red-700 dark:text-red-400')}>
              {formatMoney(keep.youKeep)}
            </span>
            {keep.tripDays > 0 ? (
              <>
                {' · '}
                <span data-testid="result-you-keep-per-day" className="font-semibold tabular-nums text-slate-900 dark:text-slate-100">
                  {formatMoney(keep.youKeepPerDay)}
                </span>
                /day
              </>
            ) : null}
          </p>
        </div>
        <dl className={cn('grid gap-3', deadhead ? 'grid-cols-3' : 'grid-cols-2')}>
          <div className="rounded-xl bg-slate-100 px-3 py-2 dark:bg-slate-800">
            <dt className="text-xs font-medium text-slate-600 dark:text-slate-400">{grossRpmLabel(result.useSplit, payType)}</dt>
            <dd className="text-xl font-bold tabular-nums">
              <span data-testid="result-gross-rpm">{formatRpm(result.grossRpm)}</span>
              <span className="text-sm font-medium text-slate-600 dark:text-slate-400">/mi</span>
            </dd>
          </div>
          <div className="rounded-xl bg-slate-100 px-3 py-2 dark:bg-slate-800">
            <dt className="text-xs font-medium text-slate-600 dark:text-slate-400">Net RPM</dt>
            <dd className="text-xl font-bold tabular-nums">
              <span data-testid="result-net-rpm">{formatRpm(result.netRpm)}</span>
              <span className="text-sm font-medium text-slate-600 dark:text-slate-400">/mi</span>
            </dd>
          </div>
          {deadhead ? (
            <div className="rounded-xl bg-slate-100 px-3 py-2 dark:bg-slate-800">
              <dt className="text-xs font-medium text-slate-600 dark:text-slate-400">All-in RPM</dt>
              <dd className="text-xl font-bold tabular-nums">
                <span data-testid="result-all-in-rpm">{formatRpm(result.allInRpm)}</span>
                <span className="text-sm font-medium text-slate-600 dark:text-slate-400">/mi</span>
              </dd>
            </div>
          ) : null}
          <div className={cn('flex items-baseline justify-between gap-2 rounded-xl bg-slate-100 px-3 py-2 dark:bg-slate-800', deadhead ? 'col-span-3' : 'col-span-2')}>
            <dt className="text-xs font-medium text-slate-600 dark:text-slate-400">
              Profit per day
              <span className="block font-normal">
                {result.tripDays > 0 ? `${formatDays(result.tripDays)}${result.tripDaysEntered ? '' : ` at ${formatNumber(milesPerDay)} mi/day`}` : 'No miles yet'}
              </span>
            </dt>
            <dd className="text-xl font-bold tabular-nums">
              <span data-testid="result-profit-per-day" className={cn(hasFigures && result.profitPerDay < 0 && 'text-red-700 dark:text-red-400')}>
                {formatMoney(result.profitPerDay)}
              </span>
              <span className="text-sm font-medium text-slate-600 dark:text-slate-400">/day</span>
            </dd>
          </div>
        </dl>
        {deadhead ? (
          <p data-testid="verdict-basis" className="-mt-1 text-xs text-slate-700 dark:text-slate-300">
            Net RPM is per loaded mile; all-in RPM is per mile driven ({formatNumber(result.totalMiles)} mi with deadhead). The verdict uses all-in.
          </p>
        ) : null}

        <GuidanceBanner guidance={guidance} thresholds={profile} />

        {renderSimilarLoads?.({ origin: form.origin, destination: form.destination, netRpm: result.netRpm, ready })}

        <div className="-mx-2 flex flex-col">
          <Collapsible label="Show breakdown">
            <Suspense fallback={detailsFallback}>
              <Breakdown result={result} profile={profile} />
            </Suspense>
          </Collapsible>
          <Collapsible label="How is this calculated?">
            <Suspense fallback={detailsFallback}>
              <Explanation result={result} profile={profile} />
            </Suspense>
          </Collapsible>
        </div>

        {ready ? (
          <Button variant="secondary" className="w-full px-3 leading-tight" onClick={openNegotiation}>
            <MessageSquareText aria-hidden="true" className="h-5 w-5" />
            Generate Negotiation Message
          </Button>
        ) : null}

        <DecisionPanel outcome={calc.outcome} ready={ready} onOutcome={calc.setOutcome} onLog={onLog} />

        {/*
         * Under the buttons: the notes' code and the US places they need arrive on first use, after
         * the form is complete, and what arrives late must not move a button the driver is about
         * to tap (docs/product-rules.md R-EMPTY-5).
         */}
        {renderLoadNotes?.({ input: calc.input, form: notesForm, hasFigures, ready, brokerListId: BROKER_SUGGESTIONS_ID, onCounter })}

        {renderNegotiation?.({
          open: negotiationOpen,
          onOpenChange: onNegotiationOpenChange,
          load: counter ? counter.load : negotiationLoad,
          accessorials: counter ? null : calc.accessorials,
          ...(counter ? { counterRate: counter.rate } : {}),
        })}
      </section>

      <ResultBar profit={profit} netRpm={result.netRpm} profitPerDay={result.profitPerDay} hasFigures={hasFigures} guidance={guidance} target={resultRef} />
    </div>
  );
}
