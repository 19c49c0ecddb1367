import { memo, Suspense, useRef, useState } from 'react';
import { activeProfile } from '../../domain/driver-profiles';
import { CalculatorScreen } from '../features/calculator/calculator-screen';
import { loadGazetteer } from '../features/calculator/gazetteer';
import { CostProfileEditor } from '../features/cost-profile/cost-profile-editor';
import { SimilarLoadsAlert } from '../features/insights/similar-loads-alert';
import { TourLink, WelcomeCard } from '../features/onboarding/welcome-card';
import { OfferHelper } from '../features/upload/offer-helper';
import { RateConfirmationHelper } from '../features/upload/rate-confirmation-helper';
import { useDriverProfiles } from '../lib/profiles-store';
import { AccountArea } from './account-area';
import { AppHeader } from './app-header';
// Split into their own chunks (not needed for the first paint): see lazy-features.tsx.
import {
  CostProfileSheet,
  HistoryScreen,
  LoadNotes,
  NegotiationDrawer,
  PatternsCard,
  ProfileSwitcher,
  useOpenHistoryWhenNeeded,
  usePrefetchWhenIdle,
} from './lazy-features';

/** Whether offers are kept for comparison (features/take-home/compare-store.ts owns the key). */
function hasStoredCompare(): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem('loadmath.compare.v1') !== null;
  } catch {
    return false;
  }
}

/** The offer reader's places: the calculator's gazetteer, loaded on first use (it is lazy too). */
const loadPlaces = () => loadGazetteer().then((g) => g.places);

/**
 * '/' — composes the features (features never import each other; they meet here).
 *
 * Phone (< 1024 px): one column — welcome card, calculator (with a result bar fixed to the bottom
 * of the screen), then the decision history; the header's 'History' link jumps to #history.
 * Desktop: the calculator shows form and result side by side; the history follows below.
 */
export function HomePage() {
  usePrefetchWhenIdle();
  // Offers kept for comparison survive a reload: their panel loads at once when some are stored.
  const [compareStored] = useState(hasStoredCompare);
  // Each logged decision names the driver profile in force (docs/product-rules.md R-PAY-8), read
  // from the profiles in the same render as the settings it computes with: a Log decision tapped
  // the moment a switch lands gets that profile's name with that profile's figures.
  const profiles = useDriverProfiles();
  const profileName = profiles ? activeProfile(profiles).name : undefined;
  return (
    <div className="min-h-dvh">
      <AppHeader actions={<AccountArea />} />
      <main className="mx-auto flex max-w-6xl flex-col gap-4 px-3 pb-28 pt-3 sm:px-4 lg:pb-10">
        <WelcomeCard />
        <CalculatorScreen
          costEditor={<CostProfileEditor Sheet={CostProfileSheet} />}
          profileControl={
            <Suspense fallback={<div className="min-h-11" />}>
              <ProfileSwitcher />
            </Suspense>
          }
          profileName={profileName}
          renderUpload={({ applyValues }) => (
            <>
              {/* A load offer's accessorials ride with the fill to the negotiation drawer (below). */}
              <OfferHelper onApply={(values) => applyValues(values, 'offer')} loadPlaces={loadPlaces} />
              <RateConfirmationHelper onApply={applyValues} />
            </>
          )}
          // The calculator records negotiation_opened when its button opens the drawer.
          renderNegotiation={({ accessorials, ...p }) => <NegotiationDrawer {...p} preset={accessorials} trackOpened={false} />}
          renderSimilarLoads={(current) => <SimilarLoadsAlert {...current} />}
          renderLoadNotes={(p) => (
            <LoadNotes {...p} open={p.hasFigures || p.ready || p.form.broker.trim() !== '' || compareStored} loadPlaces={loadPlaces} />
          )}
        />
        <HistorySection />
        <footer className="flex justify-center">
          <TourLink />
        </footer>
      </main>
    </div>
  );
}

/**
 * The decision history and patterns. Below the fold on a phone: the browser skips its layout and
 * paint until it nears the screen, and on the pre-rendered page its code is loaded and hydrated
 * only once it is needed (lazy-features.tsx). Memoised, so nothing above re-renders it while it
 * waits: React would then have to throw its server HTML away.
 */
const HistorySection = memo(function HistorySection() {
  const section = useRef<HTMLElement>(null);
  useOpenHistoryWhenNeeded(section);
  return (
    <section
      ref={section}
      id="history"
      aria-label="Decision history and patterns"
      className="scroll-mt-4 flex flex-col gap-4 [contain-intrinsic-size:auto_640px] [content-visibility:auto]"
    >
      <Suspense fallback={null}>
        <HistoryScreen />
        <PatternsCard />
      </Suspense>
    </section>
  );
});
