import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_COST_PROFILE } from '../../../domain/cost-profile';
import { fakeDecision } from '../../../domain/test-data';
import { ProfileSnapshot } from './profile-snapshot';

afterEach(cleanup);

describe('ProfileSnapshot (R-HIST-1)', () => {
  it('shows the profile an entry was computed with', () => {
    render(
      <ProfileSnapshot
        entry={fakeDecision({
          deadheadMiles: 100,
          tripDays: 2,
          dispatchFee: 150,
          costProfile: { ...DEFAULT_COST_PROFILE, fuelPricePerGallon: 4.05, fuelType: 'gas', dispatcherPercent: 10, fixedCostSpreadMiles: 600 },
        })}
      />,
    );
    const snapshot = screen.getByRole('region', { name: 'Cost profile used' });
    expect(snapshot).toHaveTextContent('Gas, $4.05/gal, 6.5 MPG');
    expect(snapshot).toHaveTextContent('$0.35/mi variable, $250.00/day fixed over 600 mi');
    expect(snapshot).toHaveTextContent('factoring 0%, dispatcher 10%');
    expect(snapshot).toHaveTextContent('500 mi a day');
    expect(snapshot).toHaveTextContent('Book it ≥ $0.80/mi and $900.00; Pass < $0.70/mi or $450.00');
    expect(snapshot).toHaveTextContent('100 mi deadhead, 2 trip days, dispatcher $150.00');
  });

  it('an entry logged before snapshots says so', () => {
    render(<ProfileSnapshot entry={fakeDecision()} />);
    expect(screen.getByRole('region', { name: 'Cost profile used' })).toHaveTextContent('Not recorded');
  });
});
