import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAppStoreForTests } from '../../lib/app-store';
import { CalculatorScreen } from './calculator-screen';

// The gazetteer here is src/testing/us-cities-fixture.ts (vitest.config.ts aliases the build's
// virtual module to it), with the coordinates the real build ships.
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

function setup() {
  const user = userEvent.setup();
  render(<CalculatorScreen />);
  return { user };
}

const miles = () => screen.getByLabelText('Loaded miles');
const note = () => screen.getByTestId('miles-estimate-note');

describe('City, ST suggestions', () => {
  it('Origin and Destination are comboboxes named by their labels that suggest places from the gazetteer', async () => {
    const { user } = setup();
    const origin = screen.getByRole('combobox', { name: 'Origin' });
    expect(origin).toHaveAttribute('placeholder', 'City, ST');
    await user.type(origin, 'dal');
    expect(await screen.findByRole('option', { name: 'Dallas, TX' })).toBeInTheDocument();
    const list = screen.getByRole('listbox', { name: 'City suggestions' });
    expect(within(list).getAllByRole('option').map((o) => o.textContent)).toEqual(['Dallas, TX', 'Dallas, GA']);

    await user.keyboard('{ArrowDown}{Enter}');
    expect(origin).toHaveValue('Dallas, TX');
    expect(screen.queryByRole('listbox')).toBeNull();

    const destination = screen.getByRole('combobox', { name: 'Destination' });
    await user.type(destination, 'Ft W');
    await user.click(await screen.findByRole('option', { name: 'Fort Worth, TX' }));
    expect(destination).toHaveValue('Fort Worth, TX');
  });
});

describe('Estimate miles', () => {
  it('appears once both places are typed and states its road factor', async () => {
    const { user } = setup();
    expect(screen.queryByRole('button', { name: 'Estimate miles' })).toBeNull();
    await user.type(screen.getByRole('combobox', { name: 'Origin' }), 'Dallas, TX');
    expect(screen.queryByRole('button', { name: 'Estimate miles' })).toBeNull();
    await user.type(screen.getByRole('combobox', { name: 'Destination' }), 'Houston, TX');
    expect(screen.getByRole('button', { name: 'Estimate miles' })).toBeVisible();
    expect(screen.getByText('Straight line × 1.2 road factor, offline')).toBeVisible();
  });

  it('Dallas, TX → Houston, TX fills 271 mi (225.54 straight × 1.2) and the profit follows', async () => {
    const { user } = setup();
    await user.type(screen.getByRole('combobox', { name: 'Origin' }), 'Dallas, TX');
    await user.type(screen.getByRole('combobox', { name: 'Destination' }), 'houston tx');
    await user.type(screen.getByLabelText('Linehaul rate'), '1000');
    expect(screen.getByTestId('result-profit')).toHaveTextContent('$1,000.00');

    await user.click(screen.getByRole('button', { name: 'Estimate miles' }));
    expect(miles()).toHaveValue('271');
    expect(note()).toHaveTextContent(
      'Estimated 271 mi from Dallas, TX to Houston, TX: 226 mi straight line × 1.2 road factor. Check it against your route.',
    );
    // Default profile: fuel 271 ÷ 6.5 MPG × $3.89 = $162.18; variable 271 × $0.35 = $94.85;
    // fixed $250 ÷ 2,500 × 271 = $27.10 → profit 1,000 − 284.13 = $715.87.
    expect(screen.getByTestId('result-profit')).toHaveTextContent('$715.87');

    // Editing the miles by hand removes the note: the figure is no longer the estimate.
    await user.type(miles(), '5');
    expect(note()).toBeEmptyDOMElement();
  });

  it('with a current location also fills Deadhead miles, to the origin', async () => {
    const { user } = setup();
    await user.type(screen.getByRole('combobox', { name: 'Origin' }), 'Dallas, TX');
    await user.type(screen.getByRole('combobox', { name: 'Destination' }), 'Houston, TX');
    await user.type(screen.getByLabelText('Linehaul rate'), '1000');
    const current = screen.getByRole('combobox', { name: 'Current location' });
    expect(current).toHaveAccessibleDescription('Optional: where the truck is now, to estimate deadhead to the origin');
    await user.type(current, 'ft w');
    await user.click(await screen.findByRole('option', { name: 'Fort Worth, TX' }));
    await user.click(screen.getByRole('button', { name: 'Estimate miles' }));

    // Fort Worth (32.73, −97.32) → Dallas (32.78, −96.81): 29.84 mi straight × 1.2 = 35.80 → 36
    expect(miles()).toHaveValue('271');
    expect(screen.getByLabelText('Deadhead miles')).toHaveValue('36');
    expect(note()).toHaveTextContent(
      'Estimated 271 mi from Dallas, TX to Houston, TX: 226 mi straight line × 1.2 road factor. ' +
        'Deadhead 36 mi from Fort Worth, TX: 30 mi × 1.2. Check it against your route.',
    );
    // 271 + 36 = 307 mi of costs: fuel 307 / 6.5 × 3.89 = 183.73; variable 107.45; fixed 30.70
    // → profit 1,000 − 321.88 = $678.12
    expect(screen.getByTestId('result-profit')).toHaveTextContent('$678.12');
  });

  it('fills the loaded miles but says so when the current location is unknown', async () => {
    const { user } = setup();
    await user.type(screen.getByRole('combobox', { name: 'Origin' }), 'Dallas, TX');
    await user.type(screen.getByRole('combobox', { name: 'Destination' }), 'Houston, TX');
    await user.type(screen.getByRole('combobox', { name: 'Current location' }), 'Nowhere, TX');
    await user.click(screen.getByRole('button', { name: 'Estimate miles' }));
    expect(miles()).toHaveValue('271');
    expect(screen.getByLabelText('Deadhead miles')).toHaveValue('');
    expect(note()).toHaveTextContent("Couldn't find 'Nowhere, TX' for deadhead.");
  });

  it('says which place it could not find and leaves the miles alone', async () => {
    const { user } = setup();
    await user.type(screen.getByRole('combobox', { name: 'Origin' }), 'Atlantis, TX');
    await user.type(screen.getByRole('combobox', { name: 'Destination' }), 'Denver, CO');
    await user.type(miles(), '900');
    await user.click(screen.getByRole('button', { name: 'Estimate miles' }));
    expect(await screen.findByText("Couldn't find 'Atlantis, TX'. Pick a place from the suggestions, or enter miles yourself.")).toBeVisible();
    expect(miles()).toHaveValue('900');
  });
});
