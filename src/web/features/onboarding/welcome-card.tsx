import { useState } from 'react';
import { Truck, X } from 'lucide-react';
import { appActions, useAppState } from '../../lib/app-store';
import { Button } from '../../ui/button';
import { deferUntilOpen } from '../../ui/deferred';

/** The tour's dialog loads when it is first opened: the first paint of '/' does not need it. */
const TourModal = deferUntilOpen(() => import('./tour-modal').then((m) => m.TourModal));

/**
 * Onboarding (docs/product-rules.md R-STORE-1): a welcome card until dismissed (persisted as
 * welcomeCardDismissed) and a tour modal opened from it (tourModalOpen is not persisted).
 */
export function WelcomeCard() {
  const dismissed = useAppState((s) => s.onboarding.welcomeCardDismissed);
  const [tourOpen, setTourOpen] = useState(false);
  const dismiss = () => appActions.setOnboarding({ welcomeCardDismissed: true });

  return (
    <>
      {dismissed ? null : (
        <section
          aria-labelledby="welcome-heading"
          className="relative flex items-start gap-3 rounded-2xl border border-blue-200 bg-blue-50 p-3 pr-12 text-blue-950 dark:border-blue-900 dark:bg-blue-950/50 dark:text-blue-50"
        >
          <Truck aria-hidden="true" className="mt-0.5 hidden h-6 w-6 shrink-0 sm:block" />
          <div className="flex flex-col gap-2">
            <h2 id="welcome-heading" className="font-bold">
              Welcome
            </h2>
            <p className="text-sm">
              Type a load's miles and rate to see your profit, rate per mile and whether to book it, counter or pass.
            </p>
            <div className="flex flex-wrap gap-2">
              <Button size="sm" className="min-h-11" onClick={() => setTourOpen(true)}>
                Take the tour
              </Button>
              <Button size="sm" variant="ghost" className="min-h-11" onClick={dismiss}>
                Got it
              </Button>
            </div>
          </div>
          <button
            type="button"
            aria-label="Dismiss welcome"
            onClick={dismiss}
            className="absolute right-1 top-1 inline-flex h-11 w-11 items-center justify-center rounded-lg hover:bg-blue-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-blue-600 dark:hover:bg-blue-900"
          >
            <X aria-hidden="true" className="h-5 w-5" />
          </button>
        </section>
      )}
      <TourModal open={tourOpen} onOpenChange={setTourOpen} />
    </>
  );
}

/**
 * Once the welcome card is dismissed, the tour stays reachable from here (the page's footer):
 * a driver who said 'Got it' too early can still take it.
 */
export function TourLink() {
  const dismissed = useAppState((s) => s.onboarding.welcomeCardDismissed);
  const [tourOpen, setTourOpen] = useState(false);
  if (!dismissed) return null;
  return (
    <>
      <Button size="sm" variant="ghost" className="min-h-11" onClick={() => setTourOpen(true)}>
        Take the tour
      </Button>
      <TourModal open={tourOpen} onOpenChange={setTourOpen} />
    </>
  );
}
