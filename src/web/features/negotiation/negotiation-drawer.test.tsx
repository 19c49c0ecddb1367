import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Toaster, toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_TEMPLATES_TEXT, NegotiationDrawer, type NegotiationLoad } from './negotiation-drawer';

// Figures are worked by hand from docs/product-rules.md R-NEG-3..5 in each test; the engine
// itself is tested in src/domain/negotiation.test.ts. The third-party edges faked here are the
// network (analytics POST) and the clipboard.

const makeLoad = (over: Partial<NegotiationLoad> = {}): NegotiationLoad => ({
  miles: 500,
  rate: 1000,
  equipment: 'hotshot',
  origin: 'Dallas, TX',
  destination: 'Denver, CO',
  ...over,
});

let events: unknown[];

beforeEach(() => {
  events = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      if (url === '/api/events') {
        events.push(JSON.parse(String(init?.body)));
        return Promise.resolve(new Response('{"ok":true}', { status: 202 }));
      }
      return Promise.reject(new Error(`unexpected fetch ${url}`));
    }),
  );
});

afterEach(() => {
  // sonner replays still-active toasts to a new Toaster: dismiss them so tests stay independent.
  act(() => void toast.dismiss());
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The calculator's side of the slot: it owns the open state. */
function Host({
  load,
  initiallyOpen = true,
  trackOpened,
  preset,
}: {
  load: NegotiationLoad;
  initiallyOpen?: boolean;
  trackOpened?: boolean;
  preset?: Record<string, unknown> | null;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Generate Negotiation Message
      </button>
      <NegotiationDrawer open={open} onOpenChange={setOpen} load={load} trackOpened={trackOpened} preset={preset} />
      <Toaster />
    </>
  );
}

function setup(load = makeLoad(), opts: { initiallyOpen?: boolean; trackOpened?: boolean } = {}) {
  const user = userEvent.setup();
  const writeText = vi.fn((_text: string) => Promise.resolve());
  // user-event installs its own clipboard stub in setup(); ours replaces it.
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  const view = render(<Host load={load} initiallyOpen={opts.initiallyOpen} trackOpened={opts.trackOpened} />);
  return { user, writeText, view };
}

const drawer = () => screen.getByRole('dialog', { name: 'Negotiation Assistant' });
const tier = (id: 'ask' | 'target' | 'floor') => within(drawer()).getByTestId(`tier-${id}`);

describe('NegotiationDrawer: tiers and RPM', () => {
  it('shows Ask, Target and Floor with their captions in whole dollars', () => {
    // Hotshot, 500 mi, offer $1,000, nothing applied: total 1,000
    //   ask 1,000 × 1.15 = 1,150; target × 1.08 = 1,080; floor × 1.02 = 1,020
    setup();
    const d = drawer();
    expect(within(d).getByText('Ask Rate')).toBeInTheDocument();
    expect(within(d).getByText('Start here for strong leverage')).toBeInTheDocument();
    expect(within(d).getByText('Target Rate')).toBeInTheDocument();
    expect(within(d).getByText('Realistic goal based on costs')).toBeInTheDocument();
    expect(within(d).getByText('Floor Rate')).toBeInTheDocument();
    expect(within(d).getByText('Minimum to break even')).toBeInTheDocument();
    expect(tier('ask')).toHaveTextContent('$1,150');
    expect(tier('target')).toHaveTextContent('$1,080');
    expect(tier('floor')).toHaveTextContent('$1,020');
    // No applied-surcharge list when nothing applies (spec behaviour).
    expect(within(d).queryByTestId('negotiation-applied')).not.toBeInTheDocument();
    expect(d).toHaveAccessibleDescription(/Hotshot · Dallas, TX → Denver, CO · 500 mi · offer \$1,000/);
  });

  it.each([
    // Hotshot targets 1.5 / 2 / 2.5: 500 / 500 = 1.00 < 1.5 → red
    { rate: 500, rpm: '$1.00', color: 'red', words: 'Below target' },
    // 1,000 / 500 = 2.00: not < 2, not ≥ 2.5 → yellow
    { rate: 1000, rpm: '$2.00', color: 'yellow', words: 'Fair' },
    // 1,300 / 500 = 2.60 ≥ 2.5 → green
    { rate: 1300, rpm: '$2.60', color: 'green', words: 'Strong' },
  ])('offer $rate on 500 mi: base RPM $rpm, $color shown as $words', ({ rate, rpm, color, words }) => {
    setup(makeLoad({ rate }));
    expect(within(drawer()).getByTestId('negotiation-base-rpm')).toHaveTextContent(rpm);
    const colour = within(drawer()).getByTestId('negotiation-rpm-color');
    expect(colour).toHaveTextContent(words);
    expect(colour).toHaveAttribute('data-color', color);
  });

  it('uses the selected equipment targets (cargo van 1.2 / 1.5 / 2)', () => {
    // 500 / 250 = 2.00 ≥ 2 → green for a cargo van (it would be yellow for a hotshot)
    setup(makeLoad({ equipment: 'cargo_van', miles: 250, rate: 500 }));
    expect(within(drawer()).getByTestId('negotiation-rpm-color')).toHaveTextContent('Strong');
    expect(within(drawer()).getByText(/Cargo Van targets: under \$1\.20\/mi is low, \$2\.00\/mi or more is strong/)).toBeInTheDocument();
  });
});

describe('NegotiationDrawer: messages', () => {
  it('offers three default messages when nothing applies', () => {
    setup();
    const d = drawer();
    expect(within(d).getByRole('heading', { name: 'Suggested Messages' })).toBeInTheDocument();
    for (const label of ['Strong Opening', 'Counter Offer', 'Final Position']) {
      expect(within(d).getByRole('heading', { name: label })).toBeInTheDocument();
    }
    expect(within(d).getAllByRole('button', { name: 'Copy Message' })).toHaveLength(3);
    expect(within(d).queryByText(EMPTY_TEMPLATES_TEXT)).not.toBeInTheDocument();
  });

  it('copies a message, says Copied! for 2 seconds and shows the toast', async () => {
    const { writeText } = setup();
    // Fake only the timeouts, from here on (React's scheduler and user-event keep real timers;
    // the click is a plain event so nothing waits on a faked timer).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(within(drawer()).getByRole('button', { name: 'Copy Message', description: 'Strong Opening' }));
    await act(async () => {}); // let the clipboard promise settle
    act(() => vi.advanceTimersByTime(0)); // sonner renders a new toast on the next tick

    expect(writeText).toHaveBeenCalledTimes(1);
    expect(writeText.mock.calls[0]?.[0]).toMatch(/^Hi, thanks for the offer on the hotshot load from Dallas, TX to Denver, CO \(500 miles\)\..*\$1,150/);
    expect(screen.getByText('Message copied! Paste into your broker chat.')).toBeInTheDocument();
    expect(within(drawer()).getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    // Only the copied message changes.
    expect(within(drawer()).getAllByRole('button', { name: 'Copy Message' })).toHaveLength(2);

    act(() => vi.advanceTimersByTime(1999));
    expect(within(drawer()).getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(within(drawer()).queryByRole('button', { name: 'Copied!' })).not.toBeInTheDocument();
    expect(within(drawer()).getAllByRole('button', { name: 'Copy Message' })).toHaveLength(3);
  });

  it('a refused clipboard gets an error toast, not Copied!', async () => {
    const { user, writeText } = setup();
    writeText.mockImplementation(() => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')));
    await user.click(within(drawer()).getByRole('button', { name: 'Copy Message', description: 'Final Position' }));
    expect(await screen.findByText('Could not copy the message')).toBeInTheDocument();
    expect(screen.queryByText('Message copied! Paste into your broker chat.')).not.toBeInTheDocument();
    expect(within(drawer()).queryByRole('button', { name: 'Copied!' })).not.toBeInTheDocument();
  });

  it('a browser without a clipboard gets the same error toast', async () => {
    const { user } = setup();
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    await user.click(within(drawer()).getByRole('button', { name: 'Copy Message', description: 'Counter Offer' }));
    expect(await screen.findByText('Could not copy the message')).toBeInTheDocument();
  });

  it('shows the empty text when there are no templates (rate 0: empty result)', () => {
    setup(makeLoad({ rate: 0 }));
    const d = drawer();
    expect(within(d).getByText(EMPTY_TEMPLATES_TEXT)).toBeInTheDocument();
    expect(within(d).queryByRole('button', { name: /Copy Message/ })).not.toBeInTheDocument();
    expect(tier('ask')).toHaveTextContent('$0');
    expect(within(d).getByTestId('negotiation-rpm-color')).toHaveTextContent('Below target');
  });
});

describe('NegotiationDrawer: accessorials', () => {
  const open = async (user: ReturnType<typeof userEvent.setup>) =>
    user.click(within(drawer()).getByRole('button', { name: 'Accessorials' }));
  const ALL = [
    'Pickup within (hours)',
    'Stops',
    'Jobsite delivery',
    'Detention (hours)',
    'Tarp',
    'Width (ft)',
    'Height (ft)',
    'Weight (lbs)',
    'Item type',
    'Weekend',
    'After-hours',
    'Liftgate',
    'Pallet jack',
    'Inside delivery',
    'Residential',
  ];

  it.each([
    {
      equipment: 'hotshot' as const,
      shown: ['Pickup within (hours)', 'Stops', 'Jobsite delivery', 'Detention (hours)', 'Tarp', 'Width (ft)', 'Height (ft)', 'Weight (lbs)', 'Item type'],
    },
    {
      equipment: 'cargo_van' as const,
      shown: ['Pickup within (hours)', 'Stops', 'Jobsite delivery', 'Detention (hours)', 'Weekend', 'After-hours', 'Inside delivery', 'Residential'],
    },
    {
      equipment: 'straight_truck' as const,
      shown: ['Pickup within (hours)', 'Stops', 'Jobsite delivery', 'Detention (hours)', 'Liftgate', 'Pallet jack', 'Inside delivery', 'Residential'],
    },
  ])('$equipment: only the accessorials that apply', async ({ equipment, shown }) => {
    const { user } = setup(makeLoad({ equipment }));
    await open(user);
    const d = drawer();
    for (const label of ALL) {
      if (shown.includes(label)) expect(within(d).getByLabelText(label)).toBeInTheDocument();
      else expect(within(d).queryByLabelText(label)).not.toBeInTheDocument();
    }
    // Defaults: nothing applies.
    for (const toggle of within(d).getAllByRole('switch')) expect(toggle).not.toBeChecked();
    for (const label of ['Pickup within (hours)', 'Stops', 'Detention (hours)']) {
      expect(within(d).getByLabelText(label)).toHaveValue('');
      expect(within(d).getByLabelText(label)).toHaveAttribute('inputmode');
    }
  });

  it('shows each accessorial price for the equipment', async () => {
    const { user } = setup(makeLoad({ equipment: 'straight_truck' }));
    await open(user);
    const d = drawer();
    expect(within(d).getByText('Every stop after the first: +$100')).toBeInTheDocument();
    expect(within(d).getByText('Within 6 h is a rush: +$150')).toBeInTheDocument();
    expect(within(d).getByText('$50 per hour')).toBeInTheDocument();
    expect(within(d).getByLabelText('Liftgate').closest('li')).toHaveTextContent('+$150');
  });

  it('tarp + 2 stops on a hotshot: tiers, messages and the listed surcharges update live', async () => {
    // Offer $1,000, 500 mi. Tarp 100 + multi-stop (2 − 1) × 75 = 175 → total 1,175.
    //   ask 1,175 × 1.15 = 1,351.25 → $1,351; target × 1.08 = 1,269.00 → $1,269;
    //   floor × 1.02 = 1,198.50 → $1,199 (half away from zero).
    const { user } = setup();
    await open(user);
    const d = drawer();
    await user.click(within(d).getByLabelText('Tarp'));
    expect(within(d).getByLabelText('Tarp')).toBeChecked();
    expect(tier('ask')).toHaveTextContent('$1,265'); // 1,100 × 1.15
    await user.type(within(d).getByLabelText('Stops'), '2');

    expect(tier('ask')).toHaveTextContent('$1,351');
    expect(tier('target')).toHaveTextContent('$1,269');
    expect(tier('floor')).toHaveTextContent('$1,199');
    // Repeated under the inputs, where the driver is looking while typing.
    expect(within(d).getByTestId('negotiation-live-tiers')).toHaveTextContent('Ask $1,351 Target $1,269 Floor $1,199');
    const applied = within(d).getByTestId('negotiation-applied');
    const rows = within(applied).getAllByRole('listitem').map((li) => li.textContent);
    expect(rows).toEqual(['Tarp$100', 'Extra stops (1 × $75)$75']);
    expect(within(d).getByTestId('negotiation-total')).toHaveTextContent('$1,175');
    // The base RPM is the offer's alone: 1,000 / 500.
    expect(within(d).getByTestId('negotiation-base-rpm')).toHaveTextContent('$2.00');
    // Messages switch to the accessorial templates and name the charges.
    expect(within(d).getByRole('heading', { name: 'Opening with Accessorials' })).toBeInTheDocument();
    expect(within(d).getAllByText(/Accessorials: Tarp: \$100; Extra stops \(1 × \$75\): \$75\./)).toHaveLength(2);

    // Back to none: the messages without accessorials again.
    await user.click(within(d).getByLabelText('Tarp'));
    await user.clear(within(d).getByLabelText('Stops'));
    expect(tier('ask')).toHaveTextContent('$1,150');
    expect(within(d).queryByTestId('negotiation-applied')).not.toBeInTheDocument();
  });

  it('heavy, oversize and securement on a hotshot', async () => {
    // 500 mi: heavy 0.15 × 500 = 75; width 9 > 8.5 → 250; item 'Steel coils' → securement 150.
    // total 1,000 + 475 = 1,475 → ask 1,475 × 1.15 = 1,696.25 → $1,696
    const { user } = setup();
    await open(user);
    const d = drawer();
    await user.type(within(d).getByLabelText('Weight (lbs)'), '8000');
    await user.type(within(d).getByLabelText('Width (ft)'), '9');
    await user.type(within(d).getByLabelText('Item type'), 'Steel coils');
    expect(within(d).getByTestId('negotiation-total')).toHaveTextContent('$1,475');
    expect(tier('ask')).toHaveTextContent('$1,696');
  });

  it('keeps what was entered when reopened for the same load; starts over for a different load', async () => {
    const { user, view } = setup();
    await open(user);
    await user.click(within(drawer()).getByLabelText('Tarp'));
    await user.click(within(drawer()).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Generate Negotiation Message' }));
    expect(tier('ask')).toHaveTextContent('$1,265'); // tarp still on: 1,100 × 1.15
    await user.click(within(drawer()).getByRole('button', { name: 'Close' }));

    view.rerender(<Host load={makeLoad({ miles: 600 })} initiallyOpen={false} />);
    await user.click(screen.getByRole('button', { name: 'Generate Negotiation Message' }));
    expect(tier('ask')).toHaveTextContent('$1,150');
    await open(user);
    expect(within(drawer()).getByLabelText('Tarp')).not.toBeChecked();
  });

  it('starts from the accessorials the load came with (a load offer), ignoring unknown keys and wrong types', async () => {
    // Offer $1,000, 500 mi: tarp 100 + (2 − 1) × 75 = 175 → total 1,175 → ask $1,351.
    const user = userEvent.setup();
    const preset = { tarp: true, stops: '2', weightLbs: 3000, liftgate: 'yes', bogus: true };
    const view = render(<Host load={makeLoad()} preset={preset} />);
    const d = drawer();
    expect(within(d).getByLabelText('Tarp')).toBeChecked();
    expect(within(d).getByLabelText('Stops')).toHaveValue('2');
    expect(within(d).getByLabelText('Weight (lbs)')).toHaveValue('3000');
    expect(within(d).getByTestId('negotiation-total')).toHaveTextContent('$1,175');
    expect(tier('ask')).toHaveTextContent('$1,351');
    // The driver can still change them; without a preset the next load starts from none.
    await user.click(within(d).getByLabelText('Tarp'));
    expect(within(d).getByLabelText('Tarp')).not.toBeChecked();
    await user.click(within(d).getByRole('button', { name: 'Close' }));
    view.rerender(<Host load={makeLoad({ miles: 600 })} initiallyOpen={false} preset={null} />);
    await user.click(screen.getByRole('button', { name: 'Generate Negotiation Message' }));
    expect(tier('ask')).toHaveTextContent('$1,150');
    await open(user);
    expect(within(drawer()).getByLabelText('Stops')).toHaveValue('');
    expect(within(drawer()).getByLabelText('Tarp')).not.toBeChecked();
  });

  it('a different equipment drops accessorials that no longer apply', async () => {
    const { user, view } = setup();
    await open(user);
    await user.click(within(drawer()).getByLabelText('Tarp'));
    await user.click(within(drawer()).getByRole('button', { name: 'Close' }));
    view.rerender(<Host load={makeLoad({ equipment: 'cargo_van' })} initiallyOpen={false} />);
    await user.click(screen.getByRole('button', { name: 'Generate Negotiation Message' }));
    expect(tier('ask')).toHaveTextContent('$1,150');
  });
});

describe('NegotiationDrawer: open, close, analytics', () => {
  it('records negotiation_opened once per opening', async () => {
    const { user } = setup(makeLoad(), { initiallyOpen: false });
    expect(events).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Generate Negotiation Message' }));
    expect(events).toMatchObject([{ event_name: 'negotiation_opened', payload: { equipment: 'hotshot' } }]);
    await user.type(within(drawer()).getByRole('button', { name: 'Accessorials' }), '{Enter}');
    expect(events).toHaveLength(1);
    await user.click(within(drawer()).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Generate Negotiation Message' }));
    expect(events).toHaveLength(2);
  });

  it('records nothing when the opener already does (trackOpened false)', async () => {
    const { user } = setup(makeLoad(), { initiallyOpen: false, trackOpened: false });
    await user.click(screen.getByRole('button', { name: 'Generate Negotiation Message' }));
    expect(drawer()).toBeInTheDocument();
    expect(events).toHaveLength(0);
  });

  it('Close, the × (Dismiss) and Escape close the drawer', async () => {
    const { user } = setup();
    // Only the footer button answers to the name 'Close', even with a partial match.
    expect(within(drawer()).getAllByRole('button', { name: /close/i })).toHaveLength(1);
    await user.click(within(drawer()).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate Negotiation Message' }));
    await user.click(within(drawer()).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate Negotiation Message' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
