import { useEffect, useState } from 'react';
import { WifiOff } from 'lucide-react';
import { useOnline } from '../lib/use-online';

/**
 * The connection banner: with no network, says what still works (everything on this device) and
 * what needs a connection (sign-in, sync, reading a rate confirmation); a short 'Back online'
 * when the network returns (sync resumes by itself then). A polite live region, so the change is
 * announced without moving focus; text and icon, never colour alone.
 */
export function PwaConnectionStatus() {
  const online = useOnline();
  const [previous, setPrevious] = useState(online);
  const [backOnline, setBackOnline] = useState(false);
  if (online !== previous) {
    // Adjusted while rendering (not in an effect): 'Back online' exactly when offline → online.
    setPrevious(online);
    setBackOnline(online);
  }

  useEffect(() => {
    if (!backOnline) return;
    const t = setTimeout(() => setBackOnline(false), 4000);
    return () => clearTimeout(t);
  }, [backOnline]);

  return (
    <div role="status" aria-live="polite" data-testid="connection-status" data-online={online}>
      {!online && (
        <p className="flex items-start justify-center gap-2 bg-amber-100 px-3 py-2 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100">
          <WifiOff aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          <span>
            <strong className="font-semibold">You’re offline.</strong> Calculating, negotiating, logging, history and CSV export
            work on this phone. Sign-in, sync and reading a rate confirmation need a connection.
          </span>
        </p>
      )}
      {online && backOnline && (
        <p className="bg-emerald-100 px-3 py-2 text-center text-sm text-emerald-950 dark:bg-emerald-950 dark:text-emerald-100">
          Back online.
        </p>
      )}
    </div>
  );
}
