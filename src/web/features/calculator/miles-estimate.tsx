import { useState } from 'react';
import { Route } from 'lucide-react';
import { ROAD_FACTOR } from '../../../domain/road-factor';
import { Button } from '../../ui/button';
import { formatNumber } from './display';
import { loadGazetteer } from './gazetteer';

export interface MilesEstimateProps {
  origin: string;
  destination: string;
  /** The Loaded miles text: the note stays only while it still holds the estimate. */
  miles: string;
  onMiles: (miles: string) => void;
}

type Note =
  | { kind: 'estimate'; for: string; miles: string; text: string }
  | { kind: 'problem'; for: string; text: string };

/** The road factor as the UI states it: '× 1.2'. */
export const ROAD_FACTOR_TEXT = `× ${ROAD_FACTOR}`;

/**
 * 'Estimate miles' (issue 12): Loaded miles from Origin and Destination with no network, as the
 * straight line between the two places × the road factor, stated as an estimate every time.
 */
export function MilesEstimate({ origin, destination, miles, onMiles }: MilesEstimateProps) {
  const [note, setNote] = useState<Note | null>(null);
  const [busy, setBusy] = useState(false);
  const route = `${origin.trim()}|${destination.trim()}`;
  if (!origin.trim() || !destination.trim()) return null;

  const estimate = async () => {
    setBusy(true);
    try {
      const gazetteer = await loadGazetteer();
      const trip = gazetteer.estimate(origin, destination);
      if (trip.ok) {
        const text = String(trip.miles);
        onMiles(text);
        setNote({
          kind: 'estimate',
          for: route,
          miles: text,
          text:
            `Estimated ${formatNumber(trip.miles)} mi from ${gazetteer.format(trip.from)} to ${gazetteer.format(trip.to)}: ` +
            `${formatNumber(Math.round(trip.greatCircleMiles))} mi straight line ${ROAD_FACTOR_TEXT} road factor. ` +
            'Check it against your route.',
        });
      } else {
        const names = trip.notFound.map((end) => `'${(end === 'from' ? origin : destination).trim()}'`).join(' or ');
        setNote({ kind: 'problem', for: route, text: `Couldn't find ${names}. Pick a place from the suggestions, or enter miles yourself.` });
      }
    } catch {
      setNote({ kind: 'problem', for: route, text: "The city list couldn't load. Enter miles yourself." });
    } finally {
      setBusy(false);
    }
  };

  // A note belongs to the places (and, for an estimate, the miles) it was made for.
  const shown = note && note.for === route && (note.kind === 'problem' || note.miles === miles.trim()) ? note : null;

  return (
    <div className="col-span-2 flex flex-col gap-1">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Button variant="secondary" size="sm" onClick={() => void estimate()} aria-busy={busy || undefined} disabled={busy}>
          <Route aria-hidden="true" className="h-4 w-4" />
          Estimate miles
        </Button>
        <span className="text-xs text-slate-600 dark:text-slate-400">Straight line {ROAD_FACTOR_TEXT} road factor, offline</span>
      </div>
      <p
        aria-live="polite"
        data-testid="miles-estimate-note"
        className={shown?.kind === 'problem' ? 'text-sm text-amber-800 dark:text-amber-300' : 'text-sm text-slate-700 dark:text-slate-300'}
      >
        {shown?.text}
      </p>
    </div>
  );
}
