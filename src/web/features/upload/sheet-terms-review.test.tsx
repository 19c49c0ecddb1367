import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RateConfirmationHelper } from './rate-confirmation-helper';
import { jsonResponse } from '../../testing/helpers';

// The terms the sheet prints on the 'Extracted fields review' card, and what 'Apply to form'
// carries to the negotiation drawer (docs/product-rules.md R-UPLOAD-6, R-UPLOAD-7). The network is
// faked; tests/e2e/rate-con-terms.spec.ts drives the real server.

const FIELDS = { origin: 'Memphis, TN', destination: 'Atlanta, GA', miles: 392, rate: 1450, fsc: 120, tolls: null, loadReference: 'GP771204', confidence: 0.9 };
const TERMS = {
  detention: { perHour: 45, freeHours: 2, source: 'Detention: $45.00 per hour after 2 hours free' },
  layover: { amount: 150, per: 'day', source: 'Layover: $150.00 per day' },
  tonu: { amount: 200, source: 'TONU: $200.00' },
};

let answer: Record<string, unknown>;
beforeEach(() => {
  answer = { ...FIELDS, terms: TERMS };
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      if (url === '/api/events') return jsonResponse({ ok: true }, 202);
      if (url === '/api/extract-load-data') return jsonResponse(answer);
      return Promise.reject(new Error(`unexpected fetch ${url}`));
    }),
  );
});
afterEach(() => {
  toast.dismiss();
  cleanup();
  vi.unstubAllGlobals();
});

async function review() {
  const onApply = vi.fn();
  const user = userEvent.setup({ applyAccept: false });
  render(
    <>
      <RateConfirmationHelper onApply={onApply} />
      <Toaster />
    </>,
  );
  await user.upload(screen.getByLabelText('Rate confirmation image'), new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'r.png', { type: 'image/png' }));
  const card = within(await screen.findByRole('region', { name: 'Extracted fields review' }));
  return { onApply, user, card };
}

describe('Extracted fields review: terms on the sheet', () => {
  it('lists the printed terms and names the missing one; Apply carries them to the drawer', async () => {
    const { onApply, user, card } = await review();
    const list = card.getByRole('list', { name: 'Terms on the sheet' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Detention: $45/h after 2 free hours',
      'Layover: $150 per day',
      'TONU: $200',
    ]);
    expect(card.getByTestId('missing-terms')).toHaveTextContent('Not on the sheet: Lumper. Ask the broker before you book.');
    expect(onApply).not.toHaveBeenCalled();

    await user.click(card.getByRole('button', { name: 'Apply to form' }));
    expect(onApply).toHaveBeenCalledTimes(1);
    expect(onApply).toHaveBeenCalledWith({
      origin: 'Memphis, TN',
      destination: 'Atlanta, GA',
      miles: '392',
      rate: '1450',
      fsc: '120',
      loadReference: 'GP771204',
      accessorials: { detentionRate: '45', rateConTerms: ['Layover: $150 per day', 'TONU: $200'] },
    });
  });

  it('a sheet without terms: all four named as missing, and Apply carries no accessorials', async () => {
    answer = { ...FIELDS };
    const { onApply, user, card } = await review();
    expect(card.queryByRole('list', { name: 'Terms on the sheet' })).not.toBeInTheDocument();
    expect(card.getByTestId('missing-terms')).toHaveTextContent('Not on the sheet: Detention, layover, TONU and lumper.');
    await user.click(card.getByRole('button', { name: 'Apply to form' }));
    expect(onApply.mock.calls[0]![0]).not.toHaveProperty('accessorials');
  });

  it('lumper terms are listed in words and carried; nothing is missing when all four are printed', async () => {
    answer = { ...FIELDS, terms: { ...TERMS, lumper: { amount: null, paidBy: 'shipper', reimbursed: false, source: 'Lumper fees paid by shipper' } } };
    const { onApply, user, card } = await review();
    expect(card.getByRole('list', { name: 'Terms on the sheet' })).toHaveTextContent('Lumper: paid by shipper');
    expect(card.queryByTestId('missing-terms')).not.toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Apply to form' }));
    expect(onApply.mock.calls[0]![0].accessorials.rateConTerms).toEqual(['Layover: $150 per day', 'TONU: $200', 'Lumper: paid by shipper']);
  });

  it('Cancel hands nothing to the form', async () => {
    const { onApply, user, card } = await review();
    await user.click(card.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('region', { name: 'Extracted fields review' })).not.toBeInTheDocument();
    expect(onApply).not.toHaveBeenCalled();
  });
});
