import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_COST_PROFILE } from '../../../domain/cost-profile';
import { getAppState, resetAppStoreForTests } from '../../lib/app-store';
import { STORAGE_KEYS } from '../../lib/storage';
import { CostProfileEditor } from './cost-profile-editor';
import { CostProfileSheet } from './cost-profile-sheet';

vi.mock('../../lib/analytics', () => ({ track: vi.fn() }));

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
beforeEach(() => {
  localStorage.clear();
  resetAppStoreForTests();
});
afterEach(cleanup);

async function open() {
  const user = userEvent.setup();
  render(<CostProfileEditor Sheet={CostProfileSheet} />);
  await user.click(screen.getByRole('button', { name: 'Edit Cost Assumptions' }));
  return { user, sheet: screen.getByRole('dialog', { name: 'Cost Profile' }) };
}

const input = (sheet: HTMLElement, label: string) => within(sheet).getByLabelText(label) as HTMLInputElement;

describe('cost profile: fees, miles per day, fixed-cost spread (R-CALC-7..9)', () => {
  it('shows the defaults with a one-line explanation of the spread', async () => {
    const { sheet } = await open();
    expect(input(sheet, 'Factoring fee (%)')).toHaveValue(0);
    expect(input(sheet, 'Dispatcher fee (%)')).toHaveValue(0);
    expect(input(sheet, 'Miles per day')).toHaveValue(500);
    expect(input(sheet, 'Fixed-cost spread (miles)')).toHaveValue(2500);
    expect(input(sheet, 'Fixed-cost spread (miles)')).toHaveAttribute('inputmode', 'decimal');
    expect(within(sheet).getByText(/Fixed cost per mile = daily fixed costs ÷ this\./)).toBeInTheDocument();
  });

  it('Save applies valid values; an out-of-range one keeps the saved value', async () => {
    const { user, sheet } = await open();
    for (const [label, value] of [
      ['Factoring fee (%)', '3'],
      ['Dispatcher fee (%)', '150'],
      ['Miles per day', '650'],
      ['Fixed-cost spread (miles)', '600'],
    ] as const) {
      await user.clear(input(sheet, label));
      await user.type(input(sheet, label), value);
    }
    await user.click(within(sheet).getByRole('button', { name: 'Save Changes' }));
    expect(getAppState().costProfile).toEqual({ ...DEFAULT_COST_PROFILE, factoringPercent: 3, milesPerDay: 650, fixedCostSpreadMiles: 600 });
  });

  it('a profile stored before these fields opens with their defaults', async () => {
    const { factoringPercent: _f, dispatcherPercent: _d, milesPerDay: _m, fixedCostSpreadMiles: _s, ...old } = DEFAULT_COST_PROFILE;
    localStorage.setItem(STORAGE_KEYS.state, JSON.stringify({ history: [], costProfile: { ...old, fuelPricePerGallon: 4.2 }, clearedAt: null }));
    resetAppStoreForTests();
    const { sheet } = await open();
    expect(input(sheet, 'Fuel price per gallon')).toHaveValue(4.2);
    expect(input(sheet, 'Fixed-cost spread (miles)')).toHaveValue(2500);
  });
});
