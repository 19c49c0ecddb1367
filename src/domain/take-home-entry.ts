/** You keep of a logged history entry (docs/product-rules.md R-KEEP-6). */
import { decisionTotalMiles, decisionTripDays } from './history';
import type { LoadDecision } from './schemas';
import { normaliseSetAsides, takeHome, type TakeHome } from './take-home';

/**
 * R-KEEP-6: You keep of a logged load, from its profit and the set-asides of the profile it was
 * computed with (an entry logged before set-asides existed reads the defaults).
 */
export function decisionTakeHome(d: Pick<LoadDecision, 'profit' | 'miles' | 'deadheadMiles' | 'tripDays' | 'costProfile'>): TakeHome {
  return takeHome(
    { breakdown: { netProfit: d.profit }, totalMiles: decisionTotalMiles(d), tripDays: decisionTripDays(d) },
    normaliseSetAsides(d.costProfile?.setAsides),
  );
}

/**
 * The patterns card's "You keep per day": all You keep ÷ all trip days, like its average profit
 * per day, over the entries that carry a profile snapshot; null when none does.
 */
export function averageYouKeepPerDay(history: readonly LoadDecision[]): number | null {
  let keep = 0;
  let days = 0;
  let counted = 0;
  for (const d of history) {
    if (!d.costProfile) continue;
    const k = decisionTakeHome(d);
    keep += k.youKeep;
    days += k.tripDays;
    counted += 1;
  }
  if (counted === 0) return null;
  return days > 0 ? keep / days : 0;
}
