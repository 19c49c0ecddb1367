import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_COST_PROFILE } from '../../../domain/cost-profile';
import { appActions, getAppState, resetAppStoreForTests } from '../../lib/app-store';
import { CalculatorScreen } from './calculator-screen';

/*
 * Beyond the contract (docs/product-rules.md R-CALC-7..10) on the calculator screen, default
 * profile (fuel 3.89/gal, 6.5 MPG, fixed 250/day over 2,500 mi, variable 0.35/mi):
 *   500 loaded + 100 deadhead, $1,500: costs on 600 mi = 359.076923 + 210 + 60 = 629.076923
 *   → profit 870.923077 ($870.92); net RPM 870.92 / 500 = $1.74; all-in 870.92 / 600 = $1.45;
 *   days 600 / 500 = 1.2 → $725.77 a day; 870.92 < 900 good profit → Consider countering
 *   (without deadhead: profit $975.77 → Book it, 1 day → $975.77 a day)
 */

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

const field = (label: string) => screen.getByLabelText(label, { selector: 'input,textarea,select' });

async function fill(user: ReturnType<typeof userEvent.setup>, load: Record<string, string>) {
  for (const [label, value] of Object.entries(load)) {
    await user.clear(field(label));
    await user.type(field(label), value);
  }
}

const LOAD = { Origin: 'Dallas, TX', Destination: 'Houston, TX', 'Loaded miles': '500', 'Linehaul rate': '1500' };

describe('calculator: deadhead, fees and money per day (R-CALC-7..9)', () => {
  it('Deadhead miles and Trip days are optional numeric fields; empty, the figures are those of R-CALC-5', async () => {
    const user = userEvent.setup();
    render(<CalculatorScreen />);
    expect(field('Deadhead miles')).toHaveAttribute('inputmode', 'decimal');
    expect(field('Trip days')).toHaveAttribute('inputmode', 'decimal');
    await fill(user, LOAD);
    expect(screen.getByTestId('result-profit')).toHaveTextContent('$975.77');
    expect(screen.queryByTestId('result-all-in-rpm')).not.toBeInTheDocument();
    expect(screen.queryByTestId('verdict-basis')).not.toBeInTheDocument();
    expect(screen.getByTestId('result-profit-per-day')).toHaveTextContent('$975.77');
    expect(screen.getByTestId('guidance')).toHaveAttribute('data-verdict', 'book');
    expect(field('Trip days')).toHaveAttribute('placeholder', '1');
  });

  it('deadhead: costs on all miles, all-in RPM beside net RPM, verdict on the all-in figures', async () => {
    const user = userEvent.setup();
    render(<CalculatorScreen />);
    await fill(user, { ...LOAD, 'Deadhead miles': '100' });
    expect(screen.getByTestId('result-profit')).toHaveTextContent('$870.92');
    expect(screen.getByTestId('result-net-rpm')).toHaveTextContent('$1.74');
    expect(screen.getByTestId('result-all-in-rpm')).toHaveTextContent('$1.45');
    expect(screen.getByTestId('result-profit-per-day')).toHaveTextContent('$725.77');
    expect(screen.getByTestId('verdict-basis')).toHaveTextContent('The verdict uses all-in.');
    expect(screen.getByTestId('guidance')).toHaveAttribute('data-verdict', 'counter');
    expect(field('Fuel')).toHaveValue('$359.08');

    await user.click(screen.getByRole('button', { name: 'Show breakdown' }));

    // The details load on first opening (calculator-screen.tsx).

    await screen.findByTestId('breakdown');
    expect(screen.getByTestId('breakdown-miles')).toHaveTextContent('On 600 mi: 500 loaded + 100 deadhead');
    expect(screen.getByTestId('breakdown-all-in-rpm')).toHaveTextContent('$1.45/mi');
    expect(screen.getByTestId('breakdown-verdict-basis')).toHaveTextContent('Verdict uses all-in figures');
    await user.click(screen.getByRole('button', { name: 'How is this calculated?' }));
    await screen.findByTestId('explanation');
    const explanation = screen.getByTestId('explanation');
    expect(explanation).toHaveTextContent('500 mi loaded + 100 mi deadhead = 600 mi');
    expect(explanation).toHaveTextContent('600 mi ÷ 6.5 MPG × $3.89/gal = $359.08');
    expect(explanation).toHaveTextContent('$870.92 ÷ 600 mi = $1.45');
    expect(explanation).toHaveTextContent('$870.92 ÷ (600 mi ÷ 500 mi/day = 1.2 days) = $725.77');
    // The miles estimate states its method and credits its data (GeoNames is CC BY 4.0).
    expect(explanation).toHaveTextContent('straight line between the two places × 1.2 road factor');
    expect(explanation).toHaveTextContent('Place data from GeoNames (geonames.org), CC BY 4.0.');
  });

  it('entered trip days give profit per day; the fee lines show when the profile has fees', async () => {
    appActions.setCostProfile({ ...DEFAULT_COST_PROFILE, factoringPercent: 3, dispatcherPercent: 10 });
    const user = userEvent.setup();
    render(<CalculatorScreen />);
    // share 1500; factoring 45.00; dispatch 150.00; profit 1500 − 195 − 524.230769 = 780.769231; 2 days → 390.38
    await fill(user, { ...LOAD, 'Trip days': '2' });
    expect(screen.getByTestId('result-profit')).toHaveTextContent('$780.77');
    expect(screen.getByTestId('result-profit-per-day')).toHaveTextContent('$390.38');
    await user.click(screen.getByRole('button', { name: 'Show breakdown' }));
    // The details load on first opening (calculator-screen.tsx).
    await screen.findByTestId('breakdown');
    expect(screen.getByTestId('breakdown-factoring')).toHaveTextContent('$45.00');
    expect(screen.getByText('Factoring (3%)')).toBeInTheDocument();
    expect(screen.getByTestId('breakdown-dispatch')).toHaveTextContent('$150.00');
    expect(screen.getByText('Dispatcher (10%)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'How is this calculated?' }));
    await screen.findByTestId('explanation');
    expect(screen.getByTestId('explanation')).toHaveTextContent('$1,500.00 × (3% factoring + 10% dispatcher) = $45.00 + $150.00');
    expect(screen.getByTestId('explanation')).toHaveTextContent('$1,500.00 − fees $195.00 − $524.23 = $780.77');
  });

  it('a logged decision keeps deadhead, days, fees and a snapshot of the profile used', async () => {
    appActions.setCostProfile({ ...DEFAULT_COST_PROFILE, factoringPercent: 3 });
    const user = userEvent.setup();
    render(<CalculatorScreen />);
    await fill(user, { ...LOAD, 'Deadhead miles': '100', 'Trip days': '2' });
    await user.click(screen.getByRole('button', { name: 'Log decision' }));
    const [entry] = getAppState().history;
    expect(entry).toMatchObject({ miles: 500, deadheadMiles: 100, tripDays: 2, factoringFee: 45 });
    expect(entry?.costProfile).toEqual({ ...DEFAULT_COST_PROFILE, factoringPercent: 3 });
    expect(field('Deadhead miles')).toHaveValue('');
    expect(field('Trip days')).toHaveValue('');
  });
});
