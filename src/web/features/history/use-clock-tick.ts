import { useEffect, useState } from 'react';

/** How often a screen left open re-reads the clock. */
const CLOCK_TICK_MS = 60_000;

/**
 * A counter that goes up every `intervalMs` and whenever the page becomes visible again (a
 * phone woken the next morning, a tab brought back), so a memo that reads the clock can list it
 * as a dependency and follow the time without recomputing on every render.
 */
export function useClockTick(intervalMs: number = CLOCK_TICK_MS): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const advance = () => setTick((t) => t + 1);
    const onVisibility = () => {
      if (document.visibilityState === 'visible') advance();
    };
    const timer = window.setInterval(advance, intervalMs);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [intervalMs]);
  return tick;
}
