import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LoadDecision } from '../../../domain/schemas';
import { fakeDecision } from '../../../domain/test-data';
import { appActions, resetAppStoreForTests } from '../../lib/app-store';
import { PatternsCard } from './patterns-card';
import { seedHistory } from '../../testing/helpers';

beforeEach(() => {
  localStorage.clear();
  resetAppStoreForTests();
});
afterEach(() => cleanup());

const FIVE: LoadDecision[] = [
  fakeDecision({ outcome: 'book', rpm: 0.8, profit: 200, origin: 'Dallas, TX', destination: 'Houston, TX' }),
  fakeDecision({ outcome: 'pass', rpm: 0.5, profit: -100, origin: 'Tulsa, OK', destination: 'Denver, CO' }),
  fakeDecision({ outcome: 'book', rpm: 1.2, profit: 400, origin: 'dallas, tx', destination: 'houston, tx' }),
  fakeDecision({ outcome: 'counter', rpm: 1.3, profit: 300, origin: 'Austin, TX', destination: 'Memphis, TN' }),
  fakeDecision({ outcome: 'book', rpm: 2.6, profit: 1200, origin: 'Dallas, TX', destination: 'Houston, TX' }),
];

describe('PatternsCard', () => {
  it('asks for more loads below 5 decisions, in the domain words', () => {
    seedHistory(FIVE.slice(0, 2));
    render(<PatternsCard />);
    const card = screen.getByRole('region', { name: 'Your Decision Patterns' });
    expect(card).toHaveTextContent('Log 3 more load(s) to see which rates you book.');
    expect(within(card).getByRole('progressbar', { name: 'Loads logged toward your patterns' })).toHaveAttribute('value', '2');
    expect(within(card).queryByTestId('rpm-buckets')).not.toBeInTheDocument();
  });

  it('from 5 decisions shows booking rate, average profit, best RPM, most common route and the RPM buckets', () => {
    seedHistory(FIVE.slice(0, 4));
    render(<PatternsCard />);
    expect(screen.getByText(/Log 1 more load\(s\)/)).toBeInTheDocument();
    act(() => appActions.addDecision(FIVE[4]!));

    expect(screen.queryByText(/more load/)).not.toBeInTheDocument();
    expect(screen.getByTestId('patterns-booking-rate')).toHaveTextContent('60%');
    // (200 − 100 + 400 + 300 + 1200) / 5 = 400
    expect(screen.getByTestId('patterns-avg-profit')).toHaveTextContent('$400.00');
    expect(screen.getByTestId('patterns-best-rpm')).toHaveTextContent('$2.60/mi');
    expect(screen.getByTestId('patterns-total')).toHaveTextContent('5');
    expect(screen.getByTestId('patterns-route')).toHaveTextContent(/^Dallas, TX → Houston, TX$/i);

    const chart = screen.getByRole('figure', { name: 'Booking rate by net RPM' });
    const bars = within(chart).getAllByTestId('rpm-bucket').map((li) => li.textContent);
    expect(bars).toEqual([
      'Under $1.00/mi50% · 1 of 2 booked',
      '$1.00–1.50/mi50% · 1 of 2 booked',
      '$1.50–2.00/miNo loads',
      '$2.00–2.50/miNo loads',
      '$2.50+/mi100% · 1 of 1 booked',
    ]);
  });
});
