import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Check, Copy, TrendingDown, TrendingUp, MoveRight } from 'lucide-react';
import { formatMoney, formatRpm, formatWholeDollars } from '../../../domain/format';
import { EQUIPMENT_DEFAULTS, RESULT_COLOR_LABELS, counterMessage, milesBasisText, negotiate, type ResultColor } from '../../../domain/negotiation';
import type { PayTerms } from '../../../domain/pay';
import { payNegotiation } from '../../../domain/pay-negotiation';
import { EQUIPMENT_LABELS, type Equipment } from '../../../domain/schemas';
import { track } from '../../lib/analytics';
import { Button } from '../../ui/button';
import { cn } from '../../ui/cn';
import { Collapsible } from '../../ui/collapsible';
import { Sheet } from '../../ui/sheet';
import { NO_ACCESSORIALS, toNegotiationInput, type AccessorialValues } from './accessorial-fields';
import { AccessorialsForm } from './accessorials-form';
import { useCopyMessage } from './use-copy-message';

export interface NegotiationLoad {
  miles: number;
  rate: number;
  equipment: Equipment;
  origin: string;
  destination: string;
  /** Empty miles to the pickup: the tiers then count all miles (docs/product-rules.md R-PAY-9). */
  deadheadMiles?: number;
  /** Pay per mile or per load: no linehaul tiers, the levers that move the pay instead (R-PAY-10). */
  pay?: PayTerms;
}

export interface NegotiationDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The calculator's load: parsed miles and rate (the broker's offer), trimmed places. */
  load: NegotiationLoad;
  /**
   * Record `negotiation_opened` when the drawer opens (default true). Pass false where the
   * opener already records it, so one opening is counted once.
   */
  trackOpened?: boolean;
  /**
   * Accessorials the load came with (a load offer's tarp, stops, weight...: the calculator hands
   * on what its last auto-fill carried). The drawer starts from them instead of none; keys that
   * are not accessorials, or values of the wrong type, are ignored.
   */
  preset?: Readonly<Record<string, unknown>> | null;
  /** A compared offer's tie counter (docs/product-rules.md R-COMPARE-3): shown first, with its message. */
  counterRate?: number;
}

export const EMPTY_TEMPLATES_TEXT = 'No specific templates available. Use the rate tiers above to guide your negotiation.';

const TIERS = [
  { key: 'anchor', short: 'Ask', label: 'Ask Rate', caption: 'Start here for strong leverage', testId: 'tier-ask' },
  { key: 'target', short: 'Target', label: 'Target Rate', caption: 'Realistic goal based on costs', testId: 'tier-target' },
  { key: 'floor', short: 'Floor', label: 'Floor Rate', caption: 'Minimum to break even', testId: 'tier-floor' },
] as const;

const COLOR_STYLES: Record<ResultColor, string> = {
  red: 'border-red-300 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200',
  yellow: 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-200',
  green: 'border-green-300 bg-green-50 text-green-800 dark:border-green-800 dark:bg-green-950 dark:text-green-200',
};
const COLOR_ICONS = { red: TrendingDown, yellow: MoveRight, green: TrendingUp } as const;

const loadKey = (l: NegotiationLoad, preset: AccessorialValues) =>
  JSON.stringify([l.miles, l.rate, l.equipment, l.origin, l.destination, l.deadheadMiles ?? 0, preset]);

const NO_ACCESSORIALS_KEY = JSON.stringify(NO_ACCESSORIALS);

/**
 * The terms the load's rate confirmation printed, as the upload's 'Apply to form' words them
 * ('Layover: $150 per day'): shown in the Accessorials section, never priced into the counter
 * (docs/product-rules.md R-UPLOAD-7). At most four short lines.
 */
function sheetTermsOf(preset: Readonly<Record<string, unknown>> | null | undefined): string[] {
  const terms = preset?.rateConTerms;
  if (!Array.isArray(terms)) return [];
  return terms.filter((t): t is string => typeof t === 'string' && t.trim() !== '').slice(0, 4).map((t) => t.slice(0, 120));
}

/** NO_ACCESSORIALS with the preset's values where they have the field's type. */
function startingValues(preset: Readonly<Record<string, unknown>> | null | undefined): AccessorialValues {
  const values: AccessorialValues = { ...NO_ACCESSORIALS };
  if (!preset) return values;
  for (const key of Object.keys(values) as (keyof AccessorialValues)[]) {
    const v = preset[key];
    if (typeof v === typeof values[key]) Object.assign(values, { [key]: v });
    else if (typeof v === 'number' && typeof values[key] === 'string' && Number.isFinite(v)) Object.assign(values, { [key]: String(v) });
  }
  return values;
}

/**
 * The Negotiation Assistant drawer (docs/product-rules.md R-NEG-4..6): rate tiers, the offer's RPM
 * against the equipment's targets, accessorials the driver enters for this load, and up to three
 * broker messages to copy. Every figure comes from the domain engine (src/domain/negotiation.ts).
 */
export function NegotiationDrawer({ open, onOpenChange, load, trackOpened = true, preset, counterRate }: NegotiationDrawerProps) {
  // Accessorials belong to one load: opening the drawer for a different load starts from none
  // (or from those the load came with).
  const start = useMemo(() => startingValues(preset), [preset]);
  const sheetTerms = useMemo(() => sheetTermsOf(preset), [preset]);
  const sheetTermsId = useId();
  const key = loadKey(load, start);
  const startKey = JSON.stringify(start);
  const [entry, setEntry] = useState<{ key: string; values: AccessorialValues }>({ key, values: start });
  if (open && entry.key !== key) setEntry({ key, values: start });
  const values = entry.key === key ? entry.values : start;

  const setValue = useCallback(<K extends keyof AccessorialValues>(field: K, value: AccessorialValues[K]) => {
    setEntry((prev) => ({ ...prev, values: { ...prev.values, [field]: value } }));
  }, []);

  const wasOpen = useRef(false);
  useEffect(() => {
    if (open && !wasOpen.current && trackOpened) track('negotiation_opened', { equipment: load.equipment });
    wasOpen.current = open;
  }, [open, trackOpened, load.equipment]);

  const input = useMemo(() => toNegotiationInput(load, values), [load, values]);
  const result = useMemo(() => negotiate(input), [input]);
  // R-PAY-10: pay per mile or per load does not follow the linehaul.
  const payMode = useMemo(() => (load.pay ? payNegotiation(input, load.pay) : null), [input, load.pay]);
  const templates = payMode ? payMode.templates : result.templates;
  const { copiedId, copy } = useCopyMessage();
  // Each Copy Message button is named as in R-NEG-6 and described by its template heading.
  const templateIdBase = useId();

  const equipmentLabel = EQUIPMENT_LABELS[load.equipment];
  const targets = EQUIPMENT_DEFAULTS[load.equipment].rpmTargets;
  const route = [load.origin, load.destination].filter(Boolean).join(' → ');
  const ColorIcon = COLOR_ICONS[result.resultColor];

  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title="Negotiation Assistant"
      description={[equipmentLabel, route, `${load.miles.toLocaleString('en-US')} mi`, `offer ${formatWholeDollars(load.rate)}`]
        .filter(Boolean)
        .join(' · ')}
      // Not "Close …": the drawer's Close is its footer button, and getByRole(name: "Close") must find only it.
      closeLabel="Dismiss"
      footer={
        <Button variant="secondary" size="lg" className="w-full" onClick={() => onOpenChange(false)}>
          Close
        </Button>
      }
    >
      <div className="flex flex-col gap-5">
        {counterRate !== undefined ? (
          <section aria-labelledby="negotiation-counter" className="rounded-xl border border-emerald-300 bg-emerald-50 px-3 py-2 text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-50">
            <h3 id="negotiation-counter" className="text-sm font-medium">
              Counter to match your best offer
            </h3>
            <p className="text-2xl font-bold tabular-nums">
              <span data-testid="negotiation-counter-rate">{formatWholeDollars(counterRate)}</span>
              {load.miles > 0 ? <span className="text-sm font-medium"> · {formatRpm(counterRate / load.miles)}/mi</span> : null}
            </p>
            <p data-testid="negotiation-counter-message" className="mt-1 text-sm">
              {counterMessage(load, load.miles, counterRate)}
            </p>
            <Button size="sm" className="mt-2" onClick={() => void copy('counter', counterMessage(load, load.miles, counterRate))}>
              {copiedId === 'counter' ? <Check aria-hidden="true" className="h-4 w-4" /> : <Copy aria-hidden="true" className="h-4 w-4" />}
              {copiedId === 'counter' ? 'Copied!' : 'Copy counter message'}
            </Button>
          </section>
        ) : null}
        {payMode ? (
          <section aria-labelledby="negotiation-pay" data-testid="negotiation-pay" className="rounded-xl border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
            <h3 id="negotiation-pay" className="text-base font-semibold">
              The linehaul does not change your pay
            </h3>
            <p className="mt-1 text-sm">
              You are paid {payMode.payDescription}: a higher linehaul goes to your carrier, not to you, so there are no linehaul
              tiers here.
            </p>
            <p className="mt-1 text-sm">
              Your pay for this load:{' '}
              <strong data-testid="negotiation-your-pay" className="tabular-nums">
                {formatMoney(payMode.pay)}
              </strong>{' '}
              ({payMode.payWorking})
            </p>
            <h4 className="mt-2 text-sm font-semibold">What moves your pay</h4>
            <ul className="mt-1 flex flex-col gap-1 text-sm" data-testid="negotiation-levers">
              {payMode.levers.map((l) => (
                <li key={l.label}>
                  <strong>{l.label}:</strong> {l.detail}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {payMode ? null : (
          <section aria-labelledby="negotiation-rpm" className={cn('rounded-xl border px-3 py-2', COLOR_STYLES[result.resultColor])}>
            <div className="flex items-center justify-between gap-3">
              <h3 id="negotiation-rpm" className="text-sm font-medium">
                Offer RPM
              </h3>
              <p className="text-xl font-bold tabular-nums">
                <span data-testid="negotiation-base-rpm">{formatRpm(result.baseRpm)}</span>
                <span className="text-sm font-medium">/mi</span>
              </p>
            </div>
            <p className="flex items-center gap-1.5 text-base font-semibold" data-testid="negotiation-rpm-color" data-color={result.resultColor}>
              <ColorIcon aria-hidden="true" className="h-5 w-5 shrink-0" />
              {RESULT_COLOR_LABELS[result.resultColor]}
            </p>
            <p className="text-xs opacity-90">
              {equipmentLabel} targets: under {formatRpm(targets.red)}/mi is low, {formatRpm(targets.green)}/mi or more is strong.
            </p>
          </section>
        )}

        {payMode ? null : (
          <section aria-labelledby="negotiation-tiers">
            <h3 id="negotiation-tiers" className="sr-only">
              Rate tiers
            </h3>
            {!result.ready ? (
              <p className="mb-2 text-sm text-slate-700 dark:text-slate-300">Enter loaded miles and a rate above $0 to get rate tiers.</p>
            ) : null}
            <dl className="flex flex-col gap-2">
              {TIERS.map((tier, i) => (
                <div
                  key={tier.key}
                  className={cn(
                    'flex items-center justify-between gap-3 rounded-xl border px-3 py-2',
                    i === 0
                      ? 'border-blue-300 bg-blue-50 dark:border-blue-800 dark:bg-blue-950'
                      : 'border-slate-200 bg-slate-50 dark:border-slate-700 dark:bg-slate-800',
                  )}
                >
                  <dt className="min-w-0">
                    <span className="block text-base font-semibold">{tier.label}</span>
                    <span className="block text-sm text-slate-600 dark:text-slate-300">{tier.caption}</span>
                  </dt>
                  <dd data-testid={tier.testId} className="shrink-0 text-2xl font-extrabold tabular-nums">
                    {formatWholeDollars(result.negotiation[tier.key])}
                  </dd>
                </div>
              ))}
            </dl>
            {result.ready && result.milesBasis.deadhead > 0 ? (
              <p data-testid="negotiation-miles-basis" className="mt-2 text-sm text-slate-700 dark:text-slate-300">
                RPM and per-mile charges are based {milesBasisText(result.milesBasis)}: every mile the truck runs.
              </p>
            ) : null}
          </section>
        )}

        {!payMode && result.appliedSurcharges.length > 0 ? (
          <section aria-labelledby="negotiation-applied" className="rounded-xl border border-slate-200 px-3 py-2 dark:border-slate-700">
            <h3 id="negotiation-applied" className="text-sm font-semibold">
              Accessorials in these rates
            </h3>
            <ul className="mt-1 flex flex-col text-sm" data-testid="negotiation-applied">
              {result.appliedSurcharges.map((s) => (
                <li key={s.name} className="flex justify-between gap-3 py-0.5">
                  <span>{s.detail}</span>
                  <span className="font-semibold tabular-nums">{formatWholeDollars(s.amount)}</span>
                </li>
              ))}
            </ul>
            <p className="mt-1 flex justify-between gap-3 border-t border-slate-200 pt-1 text-sm dark:border-slate-700">
              <span>
                Offer {formatWholeDollars(load.rate)} + accessorials {formatWholeDollars(result.surchargeTotal)}
              </span>
              <span className="font-bold tabular-nums" data-testid="negotiation-total">
                {formatWholeDollars(result.total)}
              </span>
            </p>
          </section>
        ) : null}

        {/* Open from the start when the load came with accessorials, so the driver sees them. */}
        <Collapsible
          key={startKey}
          label="Accessorials"
          defaultOpen={startKey !== NO_ACCESSORIALS_KEY}
          className="rounded-xl border border-slate-200 dark:border-slate-700"
        >
          <div className="px-1 pb-1">
            <p className="mb-3 text-sm text-slate-600 dark:text-slate-300">
              Enter what applies to this {equipmentLabel.toLowerCase()} load. The rates and messages update as you type.
            </p>
            {sheetTerms.length > 0 ? (
              <div className="mb-3 rounded-lg bg-slate-50 px-3 py-2 text-sm dark:bg-slate-800">
                <h4 id={sheetTermsId} className="font-medium">
                  On the rate confirmation
                </h4>
                <ul aria-labelledby={sheetTermsId} className="mt-1 list-disc pl-5">
                  {sheetTerms.map((t) => (
                    <li key={t}>{t}</li>
                  ))}
                </ul>
                <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">Paid by the broker if it happens; not added to your counter.</p>
              </div>
            ) : null}
            <AccessorialsForm equipment={load.equipment} values={values} onChange={setValue} sheetDetentionRate={start.detentionRate !== ''} />
            {/* The tiers are scrolled away while typing here: repeat them where the driver looks. */}
            {payMode ? null : (
              <p
                aria-live="polite"
                data-testid="negotiation-live-tiers"
                className="mt-3 grid grid-cols-3 gap-2 rounded-lg bg-blue-50 px-3 py-2 text-center tabular-nums text-blue-950 dark:bg-blue-950 dark:text-blue-100"
              >
                {TIERS.map((tier) => (
                  <span key={tier.key}>
                    <span className="block text-xs font-medium">{tier.short}</span>{' '}
                    <span className="block text-base font-bold">{formatWholeDollars(result.negotiation[tier.key])}</span>{' '}
                  </span>
                ))}
              </p>
            )}
          </div>
        </Collapsible>

        <section aria-labelledby="negotiation-messages">
          <h3 id="negotiation-messages" className="mb-2 text-base font-semibold">
            Suggested Messages
          </h3>
          {templates.length === 0 ? (
            <p className="text-sm text-slate-700 dark:text-slate-300">{EMPTY_TEMPLATES_TEXT}</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {templates.map((t, i) => {
                const copied = copiedId === t.label;
                const headingId = `${templateIdBase}-${i}`;
                return (
                  <li key={t.label} className="rounded-xl border border-slate-200 p-3 dark:border-slate-700">
                    <h4 id={headingId} className="text-sm font-semibold text-slate-700 dark:text-slate-200">
                      {t.label}
                    </h4>
                    <p className="mt-1 select-text text-base leading-relaxed">{t.message}</p>
                    <Button
                      variant={copied ? 'secondary' : 'primary'}
                      className="mt-3 w-full"
                      aria-describedby={headingId}
                      onClick={() => void copy(t.label, t.message)}
                    >
                      {copied ? <Check aria-hidden="true" className="h-5 w-5" /> : <Copy aria-hidden="true" className="h-5 w-5" />}
                      {copied ? 'Copied!' : 'Copy Message'}
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      </div>
    </Sheet>
  );
}
