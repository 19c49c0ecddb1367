import { useEffect, useState } from 'react';
import { RefreshCw } from 'lucide-react';
import { Button } from '../ui/button';
import { registerServiceWorker } from './pwa-register';

/**
 * Registers the service worker (production builds only) and, when a new version has been
 * downloaded, shows 'Update available' with a Reload action. 'Later' hides it; the new version
 * then starts by itself the next time the app is opened with no LoadMath tab left open.
 */
export function PwaUpdatePrompt() {
  const [apply, setApply] = useState<(() => void) | null>(null);

  useEffect(() => {
    if (!import.meta.env.PROD) return;
    return registerServiceWorker({ onUpdateReady: (next) => setApply(() => next) });
  }, []);

  return (
    // Always in the DOM so screen readers announce the prompt when it appears.
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 top-2 z-50 flex justify-center px-3">
      {apply && (
        <div
          data-testid="pwa-update-prompt"
          className="pointer-events-auto flex w-full max-w-md flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-slate-300 bg-white p-3 shadow-lg dark:border-slate-600 dark:bg-slate-900"
        >
          <p className="min-w-0 flex-1 text-sm">
            <strong className="block font-semibold">Update available</strong>
            <span className="text-slate-700 dark:text-slate-300">A new version of LoadMath is ready.</span>
          </p>
          <div className="flex gap-2">
            <Button variant="ghost" onClick={() => setApply(null)}>
              Later
            </Button>
            <Button onClick={apply}>
              <RefreshCw aria-hidden="true" className="h-4 w-4" />
              Reload
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
