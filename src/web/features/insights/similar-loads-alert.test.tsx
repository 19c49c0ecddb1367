import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeDecision } from '../../../domain/test-data';
import { appActions, resetAppStoreForTests } from '../../lib/app-store';
import { SimilarLoadsAlert } from './similar-loads-alert';
import { seedHistory } from '../../testing/helpers';

beforeEach(() => {
  localStorage.clear();
  resetAppStoreForTests();
});
afterEach(() => cleanup());

const route = { origin: 'Dallas, TX', destination: 'Houston, TX' };
const current = { origin: 'dallas', destination: 'HOUSTON', netRpm: 1.3, ready: true };

describe('SimilarLoadsAlert', () => {
  it('says how often similar loads were booked, in a polite live region', () => {
    seedHistory([
      fakeDecision({ ...route, rpm: 1.2, outcome: 'book' }),
      fakeDecision({ ...route, rpm: 1.5, outcome: 'book' }),
      fakeDecision({ ...route, rpm: 1.05, outcome: 'book' }),
      fakeDecision({ ...route, rpm: 1.4, outcome: 'pass' }),
      fakeDecision({ ...route, rpm: 1.6, outcome: 'pass' }), // 0.30 away: not similar
      fakeDecision({ origin: 'Austin, TX', destination: 'Houston, TX', rpm: 1.3, outcome: 'pass' }), // other origin
    ]);
    render(<SimilarLoadsAlert {...current} />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('You usually book loads like this (3 of 4).');
  });

  it('uses sometimes and rarely by booking rate', () => {
    seedHistory([fakeDecision({ ...route, rpm: 1.3, outcome: 'book' }), fakeDecision({ ...route, rpm: 1.3, outcome: 'counter' })]);
    render(<SimilarLoadsAlert {...current} />);
    expect(screen.getByRole('status')).toHaveTextContent('You sometimes book loads like this (1 of 2).');
    act(() => appActions.addDecision(fakeDecision({ ...route, rpm: 1.3, outcome: 'pass' })));
    expect(screen.getByRole('status')).toHaveTextContent('You rarely book loads like this (1 of 3).');
  });

  it('shows nothing with fewer than 2 matches or while the form is not ready', () => {
    seedHistory([fakeDecision({ ...route, rpm: 1.3 }), fakeDecision({ ...route, rpm: 1.3 })]);
    const { rerender } = render(<SimilarLoadsAlert {...current} ready={false} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    rerender(<SimilarLoadsAlert {...current} netRpm={2} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    rerender(<SimilarLoadsAlert {...current} />);
    expect(screen.getByRole('status')).toHaveTextContent('You usually book loads like this (2 of 2).');
  });
});
