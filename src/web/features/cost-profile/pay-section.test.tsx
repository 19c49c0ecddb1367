import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_COST_PROFILE } from '../../../domain/cost-profile';
import { DEFAULT_PAY } from '../../../domain/pay';
import { appActions, getAppState, resetAppStoreForTests } from '../../lib/app-store';
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
  const sheet = screen.getByRole('dialog', { name: 'Cost Profile' });
  return { user, sheet, save: () => user.click(within(sheet).getByRole('button', { name: 'Save Changes' })) };
}

describe("Cost Profile: 'How you're paid' (docs/product-rules.md R-PAY)", () => {
  it('opens on own authority with both fuel and tolls paid; saving unchanged stores no pay', async () => {
    const { sheet, save } = await open();
    expect(within(sheet).getByRole('heading', { name: "How you're paid" })).toBeInTheDocument();
    expect(within(sheet).getByLabelText('Pay type')).toHaveDisplayValue('Own authority');
    expect(within(sheet).getByRole('switch', { name: 'I pay fuel' })).toBeChecked();
    expect(within(sheet).getByRole('switch', { name: 'I pay tolls' })).toBeChecked();
    await save();
    expect(getAppState().costProfile).toEqual(DEFAULT_COST_PROFILE);
    expect(getAppState().settings.useSplit).toBe(false);
  });

  it('per mile: the two rates are saved; the split toggle is left alone', async () => {
    appActions.setSetting('useSplit', true);
    const { user, sheet, save } = await open();
    expect(within(sheet).getByLabelText('Pay type')).toHaveDisplayValue('Percentage');
    await user.selectOptions(within(sheet).getByLabelText('Pay type'), 'Per mile');
    await user.type(within(sheet).getByLabelText('Pay per loaded mile'), '{selectall}1.60');
    await user.type(within(sheet).getByLabelText('Pay per empty mile'), '{selectall}0.50');
    await user.click(within(sheet).getByRole('switch', { name: 'I pay tolls' }));
    await save();
    expect(getAppState().costProfile.pay).toEqual({ ...DEFAULT_PAY, type: 'perMile', perLoadedMile: 1.6, perEmptyMile: 0.5, payTolls: false });
    expect(getAppState().settings.useSplit).toBe(true);
  });

  it('percentage: its slider (steps of 5) and FSC switch set the carrier split; own authority turns it off', async () => {
    const { user, sheet, save } = await open();
    await user.selectOptions(within(sheet).getByLabelText('Pay type'), 'Percentage');
    const slider = within(sheet).getByRole('slider', { name: 'Split percent' });
    expect(slider).toHaveAttribute('step', '5');
    // The DOM under test does not move a range input with arrow keys: set its value as the browser would.
    fireEvent.change(slider, { target: { value: '75' } });
    await user.click(within(sheet).getByRole('switch', { name: 'FSC included in my percentage' }));
    expect(within(sheet).getByText('The FSC is paid to you in full.')).toBeInTheDocument();
    await save();
    expect(getAppState().settings).toMatchObject({ useSplit: true, splitPercent: 75 });
    expect(getAppState().costProfile.pay).toEqual({ ...DEFAULT_PAY, type: 'percentage', fscInPercentage: false });

    await user.click(screen.getByRole('button', { name: 'Edit Cost Assumptions' }));
    const again = screen.getByRole('dialog', { name: 'Cost Profile' });
    expect(within(again).getByLabelText('Pay type')).toHaveDisplayValue('Percentage');
    await user.selectOptions(within(again).getByLabelText('Pay type'), 'Own authority');
    await user.click(within(again).getByRole('button', { name: 'Save Changes' }));
    expect(getAppState().settings.useSplit).toBe(false);
  });

  it('flat per load; Cancel keeps the saved pay', async () => {
    const { user, sheet, save } = await open();
    await user.selectOptions(within(sheet).getByLabelText('Pay type'), 'Flat per load');
    await user.type(within(sheet).getByLabelText('Flat pay per load'), '{selectall}900');
    await save();
    expect(getAppState().costProfile.pay).toEqual({ ...DEFAULT_PAY, type: 'flat', flatPerLoad: 900 });
    await user.click(screen.getByRole('button', { name: 'Edit Cost Assumptions' }));
    const again = screen.getByRole('dialog', { name: 'Cost Profile' });
    await user.selectOptions(within(again).getByLabelText('Pay type'), 'Per mile');
    await user.click(within(again).getByRole('button', { name: 'Cancel' }));
    expect(getAppState().costProfile.pay?.type).toBe('flat');
  });
});
