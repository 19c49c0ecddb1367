import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOT_READY_TOOLTIP } from '../../../domain/form';
import { track } from '../../lib/analytics';
import { getAppState, resetAppStoreForTests } from '../../lib/app-store';
import { CalculatorScreen, type CalculatorScreenProps, type NegotiationSlotProps } from './calculator-screen';

vi.mock('../../lib/analytics', () => ({ track: vi.fn() }));

beforeAll(() => {
  // Radix measures its switch and slider thumbs; jsdom has no ResizeObserver.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

beforeEach(() => {
  localStorage.clear();
  resetAppStoreForTests();
  vi.mocked(track).mockClear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function setup(props: CalculatorScreenProps = {}, userOptions: Parameters<typeof userEvent.setup>[0] = {}) {
  const user = userEvent.setup(userOptions);
  render(
    <>
      <CalculatorScreen {...props} />
      <Toaster />
    </>,
  );
  return { user };
}

const field = (label: string) => screen.getByLabelText(label, { selector: 'input,textarea,select' });

async function fillLoad(user: ReturnType<typeof userEvent.setup>, load: Record<string, string>) {
  for (const [label, value] of Object.entries(load)) {
    await user.clear(field(label));
    await user.type(field(label), value);
  }
}

const LOAD_A = { Origin: 'Dallas, TX', Destination: 'Houston, TX', 'Loaded miles': '500', 'Linehaul rate': '1400', FSC: '100', Tolls: '25' };

describe('CalculatorScreen form states', () => {
  it('labels every field as R-FORM-1 names it, with numeric keyboards for numbers', () => {
    setup();
    expect(field('Origin')).toHaveAttribute('placeholder', 'City, ST');
    for (const label of ['Loaded miles', 'Linehaul rate', 'FSC', 'Tolls']) expect(field(label)).toHaveAttribute('inputmode', 'decimal');
    expect(field('Fuel')).toHaveAttribute('readonly');
    expect(screen.getByRole('combobox', { name: 'Equipment' })).toHaveDisplayValue('Hotshot');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Hotshot', 'Cargo Van', 'Straight Truck']);
    for (const name of ['Include FSC', 'Include tolls', 'Include fuel', 'Carrier split']) expect(screen.getByRole('switch', { name })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Book it' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Pass' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Counter offer' })).not.toBeChecked();
  });

  it("shows 'Required' once a required field is touched and left empty", async () => {
    const { user } = setup();
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
    await user.click(field('Origin'));
    await user.tab();
    const error = screen.getByText('Required');
    expect(field('Origin')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Origin')).toHaveAccessibleDescription('Required');
    expect(error).toHaveClass('text-red-700');
    await user.type(field('Origin'), 'Dallas, TX');
    expect(field('Origin')).not.toHaveAttribute('aria-invalid');
    // Destination was focused by the Tab and left empty: now it is touched too.
    expect(field('Destination')).toHaveAccessibleDescription('Required');
    expect(screen.getAllByText('Required')).toHaveLength(1);
  });

  it('keeps Log decision disabled with a tooltip until ready; a click marks all four fields', async () => {
    const { user } = setup();
    const log = screen.getByRole('button', { name: 'Log decision' });
    expect(log).toHaveAttribute('aria-disabled', 'true');
    expect(log).toHaveAttribute('title', NOT_READY_TOOLTIP);
    expect(log).toHaveAccessibleDescription(NOT_READY_TOOLTIP);
    expect(screen.queryByRole('button', { name: 'Generate Negotiation Message' })).not.toBeInTheDocument();

    await user.click(log);
    expect(screen.getAllByText('Required')).toHaveLength(4);
    expect(field('Origin')).toHaveFocus();
    expect(getAppState().history).toHaveLength(0);

    await fillLoad(user, { Origin: 'Dallas, TX', Destination: 'Houston, TX', 'Loaded miles': '0', 'Linehaul rate': '900' });
    expect(screen.getByText('Must be greater than 0')).toBeInTheDocument();
    expect(log).toHaveAttribute('aria-disabled', 'true');
    await user.clear(field('Loaded miles'));
    await user.type(field('Loaded miles'), '240');
    expect(log).not.toHaveAttribute('aria-disabled');
    expect(log).not.toHaveAttribute('title');
    expect(screen.getByRole('button', { name: 'Generate Negotiation Message' })).toBeInTheDocument();
  });

  it('shows the figures and a breakdown that add up (load A, default profile)', async () => {
    const { user } = setup();
    await fillLoad(user, LOAD_A);
    // revenue 1500; fuel 500/6.5×3.89 = 299.230769; variable 175; fixed 50; tolls 25 → profit 950.769231
    expect(screen.getByTestId('result-profit')).toHaveTextContent('$950.77');
    expect(screen.getByTestId('result-gross-rpm')).toHaveTextContent('$3.00');
    expect(screen.getByTestId('result-net-rpm')).toHaveTextContent('$1.90');
    expect(screen.getByTestId('guidance')).toHaveAttribute('data-verdict', 'book');
    expect(screen.getByTestId('guidance')).toHaveAttribute('aria-live', 'polite');
    expect(field('Fuel')).toHaveValue('$299.23');

    await user.click(screen.getByRole('button', { name: 'Show breakdown' }));

    // The details load on first opening (calculator-screen.tsx).

    await screen.findByTestId('breakdown');
    const breakdown = screen.getByTestId('breakdown');
    const value = (id: string) => within(breakdown).getByTestId(`breakdown-${id}`).textContent;
    expect(value('linehaul')).toBe('$1,400.00');
    expect(value('fsc')).toBe('$100.00');
    expect(value('revenue')).toBe('$1,500.00');
    expect(value('fuel')).toBe('$299.23');
    expect(value('tolls')).toBe('$25.00');
    expect(value('variable')).toBe('$175.00');
    expect(value('fixed')).toBe('$50.00');
    expect(value('costs')).toBe('$549.23');
    expect(value('profit')).toBe('$950.77');
    expect(value('fuel-price')).toBe('$3.89/gal');
    expect(value('timestamp')).toMatch(/\d{4}/);

    await user.click(screen.getByRole('button', { name: 'How is this calculated?' }));

    await screen.findByTestId('explanation');
    const explanation = screen.getByTestId('explanation');
    expect(explanation).toHaveTextContent('500 mi ÷ 6.5 MPG × $3.89/gal = $299.23');
    expect(explanation).toHaveTextContent('$250.00/day ÷ 2,500 mi × 500 mi = $50.00');
    expect(explanation).toHaveTextContent('$1,500.00 − $549.23 = $950.77');
  });

  it("labels Gross RPM 'Your Share RPM' when the split is on, and uses the split", async () => {
    const { user } = setup();
    await fillLoad(user, LOAD_A);
    expect(screen.getByText('Gross RPM')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Carrier split' }));
    const slider = screen.getByRole('slider', { name: 'Split percent' });
    expect(slider).toHaveValue('100');
    expect(slider).toHaveAttribute('step', '5');
    // jsdom does not move a native range with the keyboard (Chromium does: tests/e2e/calculator.spec.ts).
    fireEvent.change(slider, { target: { value: '80' } });
    expect(slider).toHaveValue('80');
    expect(slider).toHaveAttribute('aria-valuetext', '80%');
    expect(screen.getByText('Your Share RPM')).toBeInTheDocument();
    // share 1500 × 0.8 = 1200 → profit 650.769231; share RPM 2.40
    expect(screen.getByTestId('result-profit')).toHaveTextContent('$650.77');
    expect(screen.getByTestId('result-gross-rpm')).toHaveTextContent('$2.40');
    expect(localStorage.getItem('lm:splitPercent')).toBe('80');
    expect(localStorage.getItem('lm:useSplit')).toBe('true');
  });
});

describe('logging a decision', () => {
  it('stores the entry, resets the form but keeps split and equipment, and tracks it', async () => {
    const { user } = setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Equipment' }), 'Cargo Van');
    await fillLoad(user, { ...LOAD_A, Notes: '  tarped ' });
    await user.click(screen.getByRole('radio', { name: 'Counter offer' }));
    await user.click(field('Origin'));
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Log decision' }));

    const [entry] = getAppState().history;
    expect(entry).toMatchObject({ outcome: 'counter', origin: 'Dallas, TX', notes: 'tarped', miles: 500, rate: 1400, fsc: 100, tolls: 25 });
    expect(entry!.profit).toBeCloseTo(950.769231, 5);
    expect(entry!.splitPercent).toBeUndefined();
    expect(track).toHaveBeenCalledWith('decision_logged', { decisionType: 'counter' });

    for (const label of ['Origin', 'Destination', 'Loaded miles', 'Linehaul rate', 'FSC', 'Tolls', 'Notes']) expect(field(label)).toHaveValue('');
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Book it' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Equipment' })).toHaveDisplayValue('Cargo Van');
  });

  it("toasts 'Milestone!' when the fifth decision is logged", async () => {
    const { user } = setup();
    for (let i = 0; i < 5; i++) {
      await fillLoad(user, { Origin: 'A', Destination: 'B', 'Loaded miles': '100', 'Linehaul rate': String(400 + i) });
      await user.click(screen.getByRole('button', { name: 'Log decision' }));
      if (i < 4) expect(screen.queryByText('Milestone!')).not.toBeInTheDocument();
    }
    expect(await screen.findByText('Milestone!')).toBeInTheDocument();
    expect(screen.getByText('Check your Pattern Insights to see booking trends')).toBeInTheDocument();
    expect(getAppState().history).toHaveLength(5);
  });
});

describe('slots', () => {
  it('upload applyValues fills known fields only, accepts valid equipment, stores the split and shows the badge for 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let apply: ((values: Record<string, unknown>) => void) | undefined;
    setup(
      {
        renderUpload: ({ applyValues }) => {
          apply = applyValues;
          return <p>upload helper</p>;
        },
      },
      { advanceTimers: vi.advanceTimersByTime },
    );
    expect(screen.getByText('upload helper')).toBeInTheDocument();
    act(() =>
      apply!({ origin: 'Reno, NV', destination: '  ', miles: 420, rate: '$1,250', fsc: null, equipment: 'straight_truck', splitPercent: 85, loadReference: 'X1', bogus: 'y' }),
    );
    expect(field('Origin')).toHaveValue('Reno, NV');
    expect(field('Destination')).toHaveValue('');
    expect(field('Loaded miles')).toHaveValue('420');
    expect(field('Linehaul rate')).toHaveValue('$1,250');
    expect(field('FSC')).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Equipment' })).toHaveDisplayValue('Straight Truck');
    expect(getAppState().settings.splitPercent).toBe(85);
    expect(screen.getByText('Auto-filled from image')).toBeInTheDocument();
    expect(await screen.findByText('Fields auto-filled!')).toBeInTheDocument();
    expect(screen.getByText('Review and adjust the values before calculating')).toBeInTheDocument();

    act(() => apply!({ equipment: 'semi-truck', miles: 100 }));
    expect(screen.getByRole('combobox', { name: 'Equipment' })).toHaveDisplayValue('Straight Truck');
    expect(field('Loaded miles')).toHaveValue('100');

    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByText('Auto-filled from image')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Auto-filled from image')).not.toBeInTheDocument();
  });

  it("an offer's fill says so on the badge and hands its accessorials to the negotiation slot until the decision is logged", async () => {
    let apply: ((values: Record<string, unknown>, source?: 'image' | 'offer') => void) | undefined;
    const seen: NegotiationSlotProps['accessorials'][] = [];
    const { user } = setup({
      renderUpload: ({ applyValues }) => {
        apply = applyValues;
        return null;
      },
      renderNegotiation: (p) => {
        seen.push(p.accessorials);
        return null;
      },
    });
    act(() =>
      apply!(
        { origin: 'Dallas, TX', destination: 'Atlanta, GA', miles: '781', rate: '1850', deadheadMiles: '45', accessorials: { tarp: true, stops: '3' } },
        'offer',
      ),
    );
    expect(field('Deadhead miles')).toHaveValue('45');
    expect(screen.getByText('Auto-filled from offer')).toBeInTheDocument();
    expect(screen.queryByText('Auto-filled from image')).not.toBeInTheDocument();
    expect(seen.at(-1)).toEqual({ tarp: true, stops: '3' });

    await user.click(screen.getByRole('button', { name: 'Log decision' }));
    expect(field('Origin')).toHaveValue('');
    expect(seen.at(-1)).toBeNull();

    // An image's fill carries none: the offer's are dropped.
    act(() => apply!({ origin: 'Reno, NV', accessorials: { tarp: true } }, 'offer'));
    expect(seen.at(-1)).toEqual({ tarp: true });
    act(() => apply!({ origin: 'Boise, ID' }));
    expect(seen.at(-1)).toBeNull();
  });

  it('negotiation: the calculator owns the button and open state and passes the parsed load', async () => {
    const seen: NegotiationSlotProps[] = [];
    const { user } = setup({
      renderNegotiation: (p) => {
        seen.push(p);
        return p.open ? (
          <div role="dialog" aria-label="Negotiation">
            <button type="button" onClick={() => p.onOpenChange(false)}>
              Close
            </button>
          </div>
        ) : null;
      },
    });
    await fillLoad(user, { Origin: ' Dallas, TX ', Destination: 'Houston, TX', 'Loaded miles': '1,200', 'Linehaul rate': '$2,400' });
    await user.click(screen.getByRole('button', { name: 'Generate Negotiation Message' }));
    expect(screen.getByRole('dialog', { name: 'Negotiation' })).toBeInTheDocument();
    expect(seen.at(-1)!.load).toEqual({ miles: 1200, rate: 2400, equipment: 'hotshot', origin: 'Dallas, TX', destination: 'Houston, TX' });
    expect(track).toHaveBeenCalledWith('negotiation_opened', { equipment: 'hotshot' });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Negotiation' })).not.toBeInTheDocument();
  });

  it('similar loads get the current origin, destination, net RPM and readiness', async () => {
    const renderSimilarLoads = vi.fn(() => null);
    const { user } = setup({ renderSimilarLoads });
    await fillLoad(user, { Origin: 'Dallas, TX', Destination: 'Houston, TX', 'Loaded miles': '500', 'Linehaul rate': '1400' });
    const last = renderSimilarLoads.mock.calls.at(-1) as unknown as [{ origin: string; destination: string; netRpm: number; ready: boolean }];
    expect(last[0]).toMatchObject({ origin: 'Dallas, TX', destination: 'Houston, TX', ready: true });
    // (1400 − 524.230769) / 500
    expect(last[0].netRpm).toBeCloseTo(1.751538, 5);
  });
});

describe('calculation_submitted', () => {
  it('is sent once after a complete form has been stable for 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = setup({}, { advanceTimers: vi.advanceTimersByTime });
    await fillLoad(user, { Origin: 'A', Destination: 'B', 'Loaded miles': '100', 'Linehaul rate': '400' });
    const submitted = () => vi.mocked(track).mock.calls.filter(([name]) => name === 'calculation_submitted').length;
    act(() => vi.advanceTimersByTime(1900));
    expect(submitted()).toBe(0);
    act(() => vi.advanceTimersByTime(200));
    expect(submitted()).toBe(1);
    act(() => vi.advanceTimersByTime(5000));
    expect(submitted()).toBe(1);
  });
});
