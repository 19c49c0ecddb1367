import { useEffect, useMemo, useState } from 'react';
import { Scale, TriangleAlert } from 'lucide-react';
import { brokerRecord, describeBrokerRecord, slowPayCaution, suggestBrokers } from '../../../domain/broker-pay';
import { rankOffers, MAX_COMPARED_OFFERS, type ComparedOffer } from '../../../domain/compare-offers';
import type { GazetteerIndex } from '../../../domain/distance';
import { emptyMilesAfterDrop, roundTripKeep } from '../../../domain/empty-miles';
import { formatMoney, formatNumber, formatWholeDollars } from '../../../domain/format';
import { getGuidance } from '../../../domain/guidance';
import { verdictFigures, type CalculateLoadInput } from '../../../domain/profit';
import { EQUIPMENT_LABELS, type Equipment } from '../../../domain/schemas';
import { normaliseSetAsides } from '../../../domain/take-home';
import { useAppState } from '../../lib/app-store';
import { Button } from '../../ui/button';
import { cn } from '../../ui/cn';
import { compareActions, useCompareItems, type CompareItem } from './compare-store';

/** The load to open the negotiation drawer with, at a counter rate. */
interface CounterLoad {
  miles: number;
  rate: number;
  equipment: Equipment;
  origin: string;
  destination: string;
}

export interface LoadNotesProps {
  /** Mounted once there is something to show (ui/deferred.tsx). */
  open: boolean;
  /** The calculator's load, exactly as it calculates it. */
  input: CalculateLoadInput;
  form: { origin: string; destination: string; broker: string; equipment: Equipment };
  /** Miles and rate > 0. */
  hasFigures: boolean;
  /** The form is complete: it can be added to the comparison. */
  ready: boolean;
  /** id of the Broker field's <datalist>. */
  brokerListId: string;
  /** The US places, loaded on first use. */
  loadPlaces: () => Promise<GazetteerIndex>;
  /** 'Use this counter': the negotiation drawer opens for that load at that rate. */
  onCounter: (load: CounterLoad, rate: number) => void;
}

const routeOf = (origin: string, destination: string) => `${origin || '?'} → ${destination || '?'}`;

/**
 * Under the verdict: the broker's pay record (a slow payer as a caution line), the empty miles
 * after the drop with the round-trip view, and the offers compared side by side
 * (docs/product-rules.md R-BROKER, R-EMPTY, R-COMPARE). The verdict itself never changes here.
 */
export function LoadNotes({ input, form, hasFigures, ready, brokerListId, loadPlaces, onCounter }: LoadNotesProps) {
  const history = useAppState((s) => s.history);
  const setAsides = normaliseSetAsides(input.profile.setAsides);
  const [now] = useState(() => new Date());

  const suggestions = useMemo(() => suggestBrokers(history, form.broker), [history, form.broker]);
  const record = useMemo(() => (form.broker.trim() ? brokerRecord(history, form.broker, now) : null), [history, form.broker, now]);
  const caution = slowPayCaution(record);

  const [places, setPlaces] = useState<GazetteerIndex | null>(null);
  const wantsPlaces = hasFigures && form.destination.trim() !== '';
  useEffect(() => {
    if (!wantsPlaces || places) return;
    let live = true;
    loadPlaces().then(
      (p) => live && setPlaces(p),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wantsPlaces, places, loadPlaces]);
  const empty = useMemo(
    () => (wantsPlaces && places ? emptyMilesAfterDrop(history, form.destination, places, input.profile) : null),
    [wantsPlaces, places, history, form.destination, input.profile],
  );

  return (
    <div className="flex flex-col gap-2 text-sm">
      <datalist id={brokerListId}>
        {suggestions.map((b) => (
          <option key={b} value={b} />
        ))}
      </datalist>
      {caution ? (
        <p role="note" data-testid="slow-pay-caution" className="flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 px-3 py-2 font-medium text-amber-950 dark:border-amber-700 dark:bg-amber-950/60 dark:text-amber-50">
          <TriangleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          {caution}
        </p>
      ) : null}
      {record ? (
        <p data-testid="broker-record" className="text-slate-700 dark:text-slate-300">
          <span className="font-semibold">{record.broker}:</span> {describeBrokerRecord(record)}
        </p>
      ) : null}
      {empty && empty.kind === 'found' ? (
        <p data-testid="empty-miles" className="text-slate-700 dark:text-slate-300">
          {empty.figures.loads === 1 ? 'Your last load' : `Your last ${empty.figures.loads} loads`} out of the {empty.figures.area.name}, {empty.figures.area.state} area
          started {formatNumber(Math.round(empty.figures.averageEmptyMiles))} empty miles away: about {formatWholeDollars(empty.figures.cost)}.{' '}
          <span data-testid="round-trip-keep" className="font-semibold">
            Round trip: you keep {formatMoney(roundTripKeep(input, empty.figures.averageEmptyMiles, setAsides).youKeepPerDay)}/day
          </span>
        </p>
      ) : null}
      {empty && empty.kind === 'no-history' ? (
        <p data-testid="empty-miles" className="text-slate-600 dark:text-slate-400">
          No loads of yours started near {empty.area.name}, {empty.area.state} yet.
        </p>
      ) : null}
      <CompareOffers input={input} form={form} ready={ready} onCounter={onCounter} />
    </div>
  );
}

function itemInput(item: CompareItem, base: CalculateLoadInput): CalculateLoadInput {
  return { load: item.load, toggles: item.toggles, profile: base.profile, now: base.now };
}

function CompareOffers({ input, form, ready, onCounter }: Pick<LoadNotesProps, 'input' | 'form' | 'ready' | 'onCounter'>) {
  const items = useCompareItems();
  const [message, setMessage] = useState<string | null>(null);
  const setAsides = normaliseSetAsides(input.profile.setAsides);
  const ranked = useMemo(() => {
    const offers: ComparedOffer[] = items.map((i) => ({ id: i.id, input: itemInput(i, input) }));
    return rankOffers(offers, setAsides);
  }, [items, input, setAsides]);
  const byId = new Map(items.map((i) => [i.id, i]));

  const add = () => {
    const l = input.load;
    const t = input.toggles ?? {};
    const ok = compareActions.add({
      id: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
      equipment: form.equipment,
      origin: form.origin.trim(),
      destination: form.destination.trim(),
      load: {
        miles: String(l.miles),
        rate: String(l.rate),
        fsc: String(l.fsc ?? ''),
        tolls: String(l.tolls ?? ''),
        deadheadMiles: String(l.deadheadMiles ?? ''),
        tripDays: String(l.tripDays ?? ''),
      },
      toggles: {
        includeFsc: t.includeFsc ?? true,
        includeTolls: t.includeTolls ?? true,
        includeFuel: t.includeFuel ?? true,
        useSplit: t.useSplit ?? false,
        splitPercent: Number(t.splitPercent ?? 100),
      },
    });
    setMessage(ok ? null : `Compare holds ${MAX_COMPARED_OFFERS} loads. Remove one first.`);
  };

  if (!ready && items.length === 0) return null;
  return (
    <section aria-labelledby="compare-heading" className="flex flex-col gap-2">
      {ready ? (
        <Button variant="secondary" className="w-full" onClick={add}>
          <Scale aria-hidden="true" className="h-5 w-5" />
          Add to compare
        </Button>
      ) : null}
      {message ? (
        <p role="status" className="text-slate-700 dark:text-slate-300">
          {message}
        </p>
      ) : null}
      {items.length > 0 ? (
        <div className="rounded-xl border border-slate-200 p-3 dark:border-slate-700">
          <div className="flex items-baseline justify-between gap-2">
            <h3 id="compare-heading" className="text-base font-bold">
              Compare offers
            </h3>
            <Button variant="ghost" size="sm" onClick={() => compareActions.clear()}>
              Clear compare
            </Button>
          </div>
          <p className="text-xs text-slate-600 dark:text-slate-400">Ranked by what you keep per trip day, after set-asides.</p>
          <ol className="mt-2 flex flex-col gap-2" data-testid="compare-list">
            {ranked.map((r) => {
              const item = byId.get(r.id)!;
              const route = routeOf(item.origin, item.destination);
              const guidance = getGuidance(verdictFigures(r.result), input.profile);
              return (
                <li key={r.id} data-testid="compare-item" className={cn('rounded-lg bg-slate-100 px-3 py-2 dark:bg-slate-800', r.rank === 1 && 'ring-2 ring-emerald-600')}>
                  <div className="flex items-start justify-between gap-2">
                    <div className="min-w-0">
                      <p className="font-semibold">
                        <span className="sr-only">Rank </span>
                        {r.rank}. {route}
                      </p>
                      <p className="text-xs text-slate-600 dark:text-slate-400">
                        {EQUIPMENT_LABELS[item.equipment]} · {formatWholeDollars(Number(r.result.breakdown.linehaulRate))} · {formatNumber(r.result.miles)} mi · {guidance.label}
                      </p>
                    </div>
                    <p className="shrink-0 text-right">
                      <span data-testid="compare-keep-per-day" className="font-bold tabular-nums">
                        {formatMoney(r.keep.youKeepPerDay)}
                      </span>
                      <span className="text-xs">/day</span>
                    </p>
                  </div>
                  <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
                    {r.tieRate !== null ? (
                      <span data-testid="compare-tie">
                        Ties the leader at <strong>{formatWholeDollars(r.tieRate)}</strong>
                      </span>
                    ) : (
                      <span>{r.rank === 1 ? 'Leader' : 'No rate makes this tie'}</span>
                    )}
                    <span className="flex gap-1">
                      {r.tieRate !== null ? (
                        <Button
                          size="sm"
                          onClick={() =>
                            onCounter(
                              { miles: r.result.miles, rate: r.result.breakdown.linehaulRate, equipment: item.equipment, origin: item.origin, destination: item.destination },
                              r.tieRate!,
                            )
                          }
                        >
                          Use this counter
                        </Button>
                      ) : null}
                      <Button variant="ghost" size="sm" aria-label={`Remove ${route} from compare`} onClick={() => compareActions.remove(r.id)}>
                        Remove
                      </Button>
                    </span>
                  </div>
                </li>
              );
            })}
          </ol>
        </div>
      ) : null}
    </section>
  );
}
