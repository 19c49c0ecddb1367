import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getAppState, resetAppStoreForTests } from '../../lib/app-store';
import { TOUR_STEPS } from './tour-modal';
import { TourLink, WelcomeCard } from './welcome-card';

beforeEach(() => {
  localStorage.clear();
  resetAppStoreForTests();
});
afterEach(() => cleanup());

describe('WelcomeCard', () => {
  it('stays dismissed across reloads (persisted), unlike the tour', async () => {
    const user = userEvent.setup();
    render(<WelcomeCard />);
    await user.click(screen.getByRole('button', { name: 'Dismiss welcome' }));
    expect(screen.queryByRole('heading', { name: 'Welcome' })).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('lm:v2:onboarding')!)).toEqual({ welcomeCardDismissed: true, hasOpenedCostEditor: false });

    cleanup();
    resetAppStoreForTests();
    render(<WelcomeCard />);
    expect(screen.queryByRole('heading', { name: 'Welcome' })).not.toBeInTheDocument();
    expect(getAppState().onboarding.welcomeCardDismissed).toBe(true);
  });

  it('opens the tour, which steps forward and back and closes without persisting', async () => {
    const user = userEvent.setup();
    render(<WelcomeCard />);
    await user.click(screen.getByRole('button', { name: 'Take the tour' }));
    const tour = await screen.findByRole('dialog', { name: 'Quick tour' });
    expect(within(tour).getByText(`Step 1 of ${TOUR_STEPS.length}`)).toBeInTheDocument();
    expect(within(tour).queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    for (let i = 1; i < TOUR_STEPS.length; i++) await user.click(within(tour).getByRole('button', { name: 'Next' }));
    expect(within(tour).getByText(TOUR_STEPS.at(-1)!.title)).toBeInTheDocument();
    await user.click(within(tour).getByRole('button', { name: 'Back' }));
    expect(within(tour).getByText(`Step ${TOUR_STEPS.length - 1} of ${TOUR_STEPS.length}`)).toBeInTheDocument();
    await user.click(within(tour).getByRole('button', { name: 'Skip tour' }));
    expect(screen.queryByRole('dialog', { name: 'Quick tour' })).not.toBeInTheDocument();
    expect(localStorage.getItem('lm:v2:onboarding')).toBeNull();
  });

  it('after the card is dismissed, the tour can still be taken from the footer link', async () => {
    const user = userEvent.setup();
    render(
      <>
        <WelcomeCard />
        <TourLink />
      </>,
    );
    expect(screen.getAllByRole('button', { name: 'Take the tour' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Got it' }));
    const link = screen.getByRole('button', { name: 'Take the tour' });
    await user.click(link);
    const tour = await screen.findByRole('dialog', { name: 'Quick tour' });
    await user.click(within(tour).getByRole('button', { name: 'Skip tour' }));
    expect(screen.queryByRole('dialog', { name: 'Quick tour' })).not.toBeInTheDocument();
    expect(link).toHaveFocus();
  });
});
