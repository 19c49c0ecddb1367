import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_COST_PROFILE } from '../../../domain/cost-profile';
import { track } from '../../lib/analytics';
import { appActions, getAppState, resetAppStoreForTests } from '../../lib/app-store';
import { CostProfileEditor } from './cost-profile-editor';
import { CostProfileSheet, FIRST_OPEN_TIP } from './cost-profile-sheet';

vi.mock('../../lib/analytics', () => ({ track: vi.fn() }));

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  // sonner captures the pointer on a toast; jsdom has no pointer capture.
  Element.prototype.setPointerCapture ??= () => {};
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.hasPointerCapture ??= () => false;
});

beforeEach(() => {
  localStorage.clear();
  resetAppStoreForTests();
  vi.mocked(track).mockClear();
});

afterEach(() => cleanup());

function setup(options: Parameters<typeof userEvent.setup>[0] = {}) {
  const user = userEvent.setup(options);
  render(
    <>
      <CostProfileEditor Sheet={CostProfileSheet} />
      <Toaster />
    </>,
  );
  return { user };
}

async function open(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Edit Cost Assumptions' }));
  return screen.getByRole('dialog', { name: 'Cost Profile' });
}

const input = (sheet: HTMLElement, label: string) => within(sheet).getByLabelText(label) as HTMLInputElement;

describe('Edit Cost Assumptions trigger', () => {
  it('pulses until first opened; the first open shows the tip and records the event once', async () => {
    const { user } = setup();
    const trigger = screen.getByRole('button', { name: 'Edit Cost Assumptions' });
    expect(trigger).toHaveAttribute('data-onboarding', 'cost-editor-trigger');
    const dot = screen.getByTestId('cost-editor-dot');
    // Still until the driver first uses the page, then pulsing.
    const ring = () => dot.querySelector('span');
    expect(ring()).not.toHaveClass('animate-ping');
    await user.keyboard('{Tab}');
    expect(ring()).toHaveClass('animate-ping');
    expect(ring()).toHaveAttribute('data-pulsing', 'true');

    const sheet = await open(user);
    expect(within(sheet).getByText(FIRST_OPEN_TIP)).toBeInTheDocument();
    expect(track).toHaveBeenCalledWith('cost_editor_first_open');
    expect(getAppState().onboarding.hasOpenedCostEditor).toBe(true);
    expect(screen.queryByTestId('cost-editor-dot')).not.toBeInTheDocument();

    await user.click(within(sheet).getByRole('button', { name: 'Cancel' }));
    const again = await open(user);
    expect(within(again).queryByText(FIRST_OPEN_TIP)).not.toBeInTheDocument();
    expect(vi.mocked(track).mock.calls.filter(([n]) => n === 'cost_editor_first_open')).toHaveLength(1);
  });
});

describe('Cost Profile sheet', () => {
  it('has the R-PROFILE-1 fields, numeric with the R-PROFILE-2 steps and minimum 0', async () => {
    const { user } = setup();
    const sheet = await open(user);
    const steps: Record<string, string> = {
      'Fuel price per gallon': '0.01',
      'Average MPG': '0.1',
      'Daily fixed costs': '1',
      'Variable cost per mile': '0.01',
      'Good Net RPM': '0.01',
      'Fair Net RPM': '0.01',
      'Good Profit': '1',
      'Fair Profit': '1',
    };
    for (const [label, step] of Object.entries(steps)) {
      const el = input(sheet, label);
      expect(el).toHaveAttribute('type', 'number');
      expect(el).toHaveAttribute('step', step);
      expect(el).toHaveAttribute('min', '0');
    }
    expect(within(sheet).getByRole('heading', { name: 'Decision Guidance Thresholds' })).toBeInTheDocument();
    expect(within(sheet).getByRole('radio', { name: 'Diesel' })).toBeChecked();
    expect(within(sheet).getByRole('radio', { name: 'Gas' })).not.toBeChecked();
    expect(input(sheet, 'Fuel price per gallon')).toHaveValue(3.89);
  });

  it('industry presets fill and disable MPG, variable and fixed costs; fuel type updates them; off re-enables', async () => {
    appActions.setSetting('equipment', 'cargo_van');
    const { user } = setup();
    const sheet = await open(user);
    await user.click(within(sheet).getByRole('switch', { name: 'Use industry presets' }));
    expect(track).toHaveBeenCalledWith('preset_toggled', { enabled: true });
    // cargo_van: 15 / 18 MPG, 0.40 per mile, 150 per day
    expect(input(sheet, 'Average MPG')).toBeDisabled();
    expect(input(sheet, 'Average MPG')).toHaveValue(18);
    expect(input(sheet, 'Variable cost per mile')).toBeDisabled();
    expect(input(sheet, 'Variable cost per mile')).toHaveValue(0.4);
    expect(input(sheet, 'Daily fixed costs')).toBeDisabled();
    expect(input(sheet, 'Daily fixed costs')).toHaveValue(150);
    expect(input(sheet, 'Fuel price per gallon')).toBeEnabled();

    await user.click(within(sheet).getByRole('radio', { name: 'Gas' }));
    expect(track).toHaveBeenCalledWith('fuel_type_changed', { fuelType: 'gas', equipment: 'cargo_van' });
    expect(input(sheet, 'Average MPG')).toHaveValue(15);

    await user.click(within(sheet).getByRole('button', { name: 'Save Changes' }));
    expect(getAppState().costProfile).toMatchObject({
      fuelType: 'gas',
      useSmartHopPresets: true,
      averageMPG: 15,
      variableCostPerMile: 0.4,
      dailyFixedCosts: 150,
    });
    expect(track).toHaveBeenCalledWith('cost_assumptions_edited');

    const again = await open(user);
    await user.click(within(again).getByRole('switch', { name: 'Use industry presets' }));
    expect(track).toHaveBeenLastCalledWith('preset_toggled', { enabled: false });
    expect(input(again, 'Average MPG')).toBeEnabled();
    expect(input(again, 'Average MPG')).toHaveValue(15);
  });

  it('Save keeps the previous value for a blank or negative field and applies the rest', async () => {
    const { user } = setup();
    const sheet = await open(user);
    await user.clear(input(sheet, 'Average MPG'));
    await user.clear(input(sheet, 'Daily fixed costs'));
    await user.type(input(sheet, 'Daily fixed costs'), '-40');
    await user.clear(input(sheet, 'Fuel price per gallon'));
    await user.type(input(sheet, 'Fuel price per gallon'), '4.25');
    await user.click(within(sheet).getByRole('button', { name: 'Save Changes' }));
    expect(screen.queryByRole('dialog', { name: 'Cost Profile' })).not.toBeInTheDocument();
    expect(getAppState().costProfile).toMatchObject({ averageMPG: 6.5, dailyFixedCosts: 250, fuelPricePerGallon: 4.25 });
    expect(JSON.parse(localStorage.getItem('lm:v2:state')!).costProfile.fuelPricePerGallon).toBe(4.25);
  });

  it('Cancel reverts unsaved edits', async () => {
    const { user } = setup();
    const sheet = await open(user);
    await user.clear(input(sheet, 'Fuel price per gallon'));
    await user.type(input(sheet, 'Fuel price per gallon'), '9.99');
    await user.click(within(sheet).getByRole('radio', { name: 'Gas' }));
    await user.click(within(sheet).getByRole('button', { name: 'Cancel' }));
    expect(getAppState().costProfile).toEqual(DEFAULT_COST_PROFILE);
    const again = await open(user);
    expect(input(again, 'Fuel price per gallon')).toHaveValue(3.89);
    expect(within(again).getByRole('radio', { name: 'Diesel' })).toBeChecked();
  });

  it("Reset to Defaults restores only the thresholds, toasts 'Defaults restored.' and Undo brings them back", async () => {
    appActions.setCostProfile({ ...DEFAULT_COST_PROFILE, fuelPricePerGallon: 4.1, goodRpm: 1.5, fairRpm: 1.1, goodProfit: 1200, fairProfit: 600 });
    // The modal sheet sets pointer-events: none outside itself; styles.css lets toasts through,
    // but jsdom loads no stylesheet, so skip that check here (the e2e test clicks Undo for real).
    const { user } = setup({ pointerEventsCheck: 0 });
    const sheet = await open(user);
    await user.click(within(sheet).getByRole('button', { name: 'Reset to Defaults' }));
    expect(getAppState().costProfile).toMatchObject({ fuelPricePerGallon: 4.1, goodRpm: 0.8, fairRpm: 0.7, goodProfit: 900, fairProfit: 450 });
    expect(input(sheet, 'Good Net RPM')).toHaveValue(0.8);
    expect(input(sheet, 'Fuel price per gallon')).toHaveValue(4.1);
    expect(await screen.findByText('Defaults restored.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(getAppState().costProfile).toMatchObject({ goodRpm: 1.5, fairRpm: 1.1, goodProfit: 1200, fairProfit: 600 });
    expect(input(sheet, 'Good Profit')).toHaveValue(1200);
    expect(screen.getByRole('dialog', { name: 'Cost Profile' })).toBeInTheDocument();
  });
});
