import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PAY } from '../../../domain/pay';
import { NegotiationDrawer, type NegotiationLoad } from './negotiation-drawer';

vi.mock('../../lib/analytics', () => ({ track: vi.fn() }));
afterEach(cleanup);

const load = (over: Partial<NegotiationLoad> = {}): NegotiationLoad => ({
  miles: 500,
  rate: 1500,
  equipment: 'hotshot',
  origin: 'Dallas, TX',
  destination: 'Houston, TX',
  ...over,
});

const drawer = () => screen.getByRole('dialog', { name: 'Negotiation Assistant' });

describe('the drawer follows the pay (docs/product-rules.md R-PAY-9, R-PAY-10)', () => {
  it('per mile: says the linehaul does not change the pay, no tiers, asks for empty miles, accessorials, detention', async () => {
    const user = userEvent.setup();
    const pay = { ...DEFAULT_PAY, type: 'perMile' as const, perLoadedMile: 1.6, perEmptyMile: 0.5 };
    render(<NegotiationDrawer open onOpenChange={() => {}} load={load({ deadheadMiles: 50, pay })} trackOpened={false} />);
    const d = drawer();
    expect(within(d).getByRole('heading', { name: 'The linehaul does not change your pay' })).toBeInTheDocument();
    expect(within(d).getByText(/You are paid per mile \(\$1\.60 a loaded mile, \$0\.50 an empty mile\)/)).toBeInTheDocument();
    expect(within(d).getByTestId('negotiation-your-pay')).toHaveTextContent('$825.00');
    expect(within(d).queryByTestId('tier-ask')).toBeNull();
    expect(within(d).queryByText('Ask Rate')).toBeNull();
    expect(within(d).queryByTestId('negotiation-live-tiers')).toBeNull();
    expect(within(d).queryByTestId('negotiation-base-rpm')).toBeNull();
    const messages = within(d).getAllByRole('heading', { level: 4 }).map((h) => h.textContent);
    expect(messages).toEqual(expect.arrayContaining(['Ask for paid empty miles', 'Ask for accessorial pay', 'Ask for detention pay']));

    // The accessorials entered feed the levers and the messages.
    await user.click(within(d).getByRole('button', { name: 'Accessorials' }));
    await user.click(within(d).getByRole('switch', { name: /Tarp/ }));
    expect(within(d).getByTestId('negotiation-levers')).toHaveTextContent('Accessorials: Tarp $100: $100 passed on to you.');
    expect(within(d).getByText(/Can that \$100 be passed on to me\?/)).toBeInTheDocument();
  });

  it('paid on the linehaul with deadhead: tiers as before, said to be based on loaded + deadhead miles', () => {
    render(<NegotiationDrawer open onOpenChange={() => {}} load={load({ deadheadMiles: 50 })} trackOpened={false} />);
    const d = drawer();
    expect(within(d).getByTestId('tier-ask')).toHaveTextContent('$1,725');
    expect(within(d).getByTestId('negotiation-base-rpm')).toHaveTextContent('$2.73');
    expect(within(d).getByTestId('negotiation-miles-basis')).toHaveTextContent('based on 550 mi: 500 loaded + 50 deadhead');
  });

  it('without deadhead: no miles note', () => {
    render(<NegotiationDrawer open onOpenChange={() => {}} load={load()} trackOpened={false} />);
    expect(within(drawer()).queryByTestId('negotiation-miles-basis')).toBeNull();
    expect(within(drawer()).getByTestId('negotiation-base-rpm')).toHaveTextContent('$3.00');
  });
});
