import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NegotiationDrawer, type NegotiationLoad } from './negotiation-drawer';

// The rate confirmation's terms in the drawer (docs/product-rules.md R-UPLOAD-7). Figures worked by
// hand from R-NEG-3..5: hotshot, 500 mi, $1,000 offer; detention hours × the sheet's $/hour.

const load: NegotiationLoad = { miles: 500, rate: 1000, equipment: 'hotshot', origin: 'Memphis, TN', destination: 'Atlanta, GA' };

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('{"ok":true}', { status: 202 }))));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const drawer = () => screen.getByRole('dialog', { name: 'Negotiation Assistant' });

describe('NegotiationDrawer: terms from the rate confirmation', () => {
  it("prices detention at the sheet's rate and lists layover, TONU and lumper without pricing them", async () => {
    const user = userEvent.setup();
    const preset = { detentionRate: '45', rateConTerms: ['Layover: $150 per day', 'TONU (truck ordered not used): $200'] };
    render(<NegotiationDrawer open onOpenChange={() => {}} load={load} preset={preset} trackOpened={false} />);
    const d = within(drawer());
    // Open from the start: the load came with accessorials.
    expect(d.getByLabelText('Detention rate ($/hour)')).toHaveValue('45');
    expect(d.getByLabelText('Detention (hours)')).toHaveAccessibleDescription('$45 per hour (rate confirmation)');
    expect(d.getByRole('list', { name: 'On the rate confirmation' })).toHaveTextContent('Layover: $150 per dayTONU (truck ordered not used): $200');
    // Nothing priced yet: the offer alone, ask 1,000 × 1.15 = $1,150.
    expect(d.queryByTestId('negotiation-total')).not.toBeInTheDocument();
    expect(d.getByTestId('tier-ask')).toHaveTextContent('$1,150');

    // 3 h × $45 = $135 → total $1,135 → ask 1,135 × 1.15 = 1,305.25 → $1,305.
    await user.type(d.getByLabelText('Detention (hours)'), '3');
    expect(d.getByTestId('negotiation-total')).toHaveTextContent('$1,135');
    expect(d.getByTestId('tier-ask')).toHaveTextContent('$1,305');

    // Cleared, the equipment's $50/h applies again: 3 × 50 = 150 → $1,150.
    await user.clear(d.getByLabelText('Detention rate ($/hour)'));
    expect(d.getByTestId('negotiation-total')).toHaveTextContent('$1,150');
  });

  it('offers no detention-rate field and no terms list for a load without them', async () => {
    const user = userEvent.setup();
    render(<NegotiationDrawer open onOpenChange={() => {}} load={load} preset={{ tarp: true }} trackOpened={false} />);
    const d = within(drawer());
    expect(d.getByLabelText('Tarp')).toBeChecked();
    expect(d.queryByLabelText('Detention rate ($/hour)')).not.toBeInTheDocument();
    expect(d.queryByRole('list', { name: 'On the rate confirmation' })).not.toBeInTheDocument();
    await user.type(d.getByLabelText('Detention (hours)'), '3');
    // tarp 100 + 3 × 50 = 250 → $1,250.
    expect(d.getByTestId('negotiation-total')).toHaveTextContent('$1,250');
  });

  it('ignores terms that are not a list of words', () => {
    render(<NegotiationDrawer open onOpenChange={() => {}} load={load} preset={{ rateConTerms: 'TONU $200', detentionRate: 45 }} trackOpened={false} />);
    const d = within(drawer());
    expect(d.queryByRole('list', { name: 'On the rate confirmation' })).not.toBeInTheDocument();
    // A number is taken as the field's text (as for the other number fields).
    expect(d.getByLabelText('Detention rate ($/hour)')).toHaveValue('45');
  });
});
