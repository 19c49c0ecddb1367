import { useState } from 'react';
import { Route } from 'lucide-react';
import { ROAD_FACTOR } from '../../../domain/road-factor';
import { Button } from '../../ui/button';
import { CityField } from './city-field';
import { formatNumber } from '../../../domain/format';
import { loadGazetteer } from './gazetteer';

export interface MilesEstimateProps {
  origin: string;
  destination: string;
  /** The Loaded miles text: the note stays only while it still holds the estimate. */
  miles: string;
  onMiles: (miles: string) => void;
  /** With these, a 'Current location' field lets the same action fill Deadhead miles (to the origin). */
  deadheadMiles?: string;
  onDeadheadMiles?: (miles: string) => void;
}

interface Note {
  /** The inputs the note was made for; it disappears when any of them changes. */
  key: string;
  text: string;
  problem: boolean;
}

/** The road factor as the UI states it: '× 1.2'. */
const ROAD_FACTOR_TEXT = `× ${ROAD_FACTOR}`;

/**
 * 'Estimate miles' (docs/decisions/013): Loaded miles from Origin and Destination, and Deadhead
 * miles from an optional current location to the origin, with no network: the straight line between
 * the places × the road factor, stated as an estimate every time. Stays mounted (rendering nothing
 * until both places are typed) so the current location survives edits of the route.
 */
export function MilesEstimate({ origin, destination, miles, onMiles, deadheadMiles, onDeadheadMiles }: MilesEstimateProps) {
  const [note, setNote] = useState<Note | null>(null);
  const [busy, setBusy] = useState(false);
  const [current, setCurrent] = useState('');
  const withDeadhead = onDeadheadMiles !== undefined;
  const keyOf = (m: string, d: string) => [origin.trim(), destination.trim(), current.trim(), m.trim(), d.trim()].join('|');
  if (!origin.trim() || !destination.trim()) return null;

  const estimate = async () => {
    setBusy(true);
    try {
      const gazetteer = await loadGazetteer();
      const trip = gazetteer.estimate(origin, destination);
      if (!trip.ok) {
        const names = trip.notFound.map((end) => `'${(end === 'from' ? origin : destination).trim()}'`).join(' or ');
        setNote({ key: keyOf(miles, deadheadMiles ?? ''), problem: true, text: `Couldn't find ${names}. Pick a place from the suggestions, or enter miles yourself.` });
        return;
      }
      const loaded = String(trip.miles);
      onMiles(loaded);
      let text =
        `Estimated ${formatNumber(trip.miles)} mi from ${gazetteer.format(trip.from)} to ${gazetteer.format(trip.to)}: ` +
        `${formatNumber(Math.round(trip.greatCircleMiles))} mi straight line ${ROAD_FACTOR_TEXT} road factor.`;
      let deadhead = deadheadMiles ?? '';
      let problem = false;
      if (withDeadhead && current.trim()) {
        const empty = gazetteer.estimate(current, origin);
        if (empty.ok) {
          deadhead = String(empty.miles);
          onDeadheadMiles(deadhead);
          text += ` Deadhead ${formatNumber(empty.miles)} mi from ${gazetteer.format(empty.from)}: ${formatNumber(Math.round(empty.greatCircleMiles))} mi ${ROAD_FACTOR_TEXT}.`;
        } else {
          problem = true;
          text += ` Couldn't find '${current.trim()}' for deadhead.`;
        }
      }
      setNote({ key: keyOf(loaded, deadhead), problem, text: `${text} Check it against your route.` });
    } catch {
      setNote({ key: keyOf(miles, deadheadMiles ?? ''), problem: true, text: "The city list couldn't load. Enter miles yourself." });
    } finally {
      setBusy(false);
    }
  };

  // A note belongs to the places and figures it was made for.
  const shown = note && note.key === keyOf(miles, deadheadMiles ?? '') ? note : null;

  return (
    <div className="col-span-2 flex flex-col gap-2">
      {withDeadhead ? (
        <CityField
          label="Current location"
          placeholder="City, ST"
          hint="Optional: where the truck is now, to estimate deadhead to the origin"
          enterKeyHint="done"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
          onPick={setCurrent}
        />
      ) : null}
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
        className={shown?.problem ? 'text-sm text-amber-800 dark:text-amber-300' : 'text-sm text-slate-700 dark:text-slate-300'}
      >
        {shown?.text}
      </p>
    </div>
  );
}
