import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decodeGazetteer, indexGazetteer } from '../../../domain/distance';
import { OfferHelper } from './offer-helper';
import { RateConfirmationHelper } from './rate-confirmation-helper';
import { jsonResponse } from '../../testing/helpers';

// An uploaded screenshot of an offer (docs/decisions/014-paste-and-share-offers.md 'Offer
// screenshots'): the server's answer carries the image's text as offerText, and the real offer
// reader (src/domain/extract/offer.ts) reads it. Only the network is faked: the upload's answer
// (src/server/routes/extract.test.ts sends it from a real image) and the analytics POST.

const PLACES = indexGazetteer(decodeGazetteer(['Dallas|TX|3278|-9681', 'Atlanta|GA|3375|-8439'].join('\n')));
const loadPlaces = () => Promise.resolve(PLACES);
const NO_LOAD_DATA = 'No load details were found in this image. Try a clearer image or enter data manually.';
const MESSAGE_TEXT = 'Dallas TX to Atlanta GA 781 mi\n$1,850 all in, pu tmrw 8am\n';

type Handler = () => Promise<Response>;
let extractHandler: Handler;
let events: Array<{ event_name: string; payload: Record<string, unknown> }>;
beforeEach(() => {
  events = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      if (url === '/api/events') {
        events.push(JSON.parse(String(init?.body)));
        return jsonResponse({ ok: true }, 202);
      }
      if (url === '/api/extract-load-data') return extractHandler();
      return Promise.reject(new Error(`unexpected fetch ${url}`));
    }),
  );
});

afterEach(() => {
  act(() => void toast.dismiss());
  cleanup();
  vi.unstubAllGlobals();
});

/** The two helpers as the home page places them. */
function setup() {
  const onOffer = vi.fn();
  const onRateCon = vi.fn();
  const user = userEvent.setup({ applyAccept: false });
  render(
    <>
      <OfferHelper onApply={onOffer} loadPlaces={loadPlaces} />
      <RateConfirmationHelper onApply={onRateCon} />
      <Toaster />
    </>,
  );
  const input = screen.getByLabelText('Rate confirmation image') as HTMLInputElement;
  const screenshot = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'message.png', { type: 'image/png' });
  return { user, input, screenshot, onOffer, onRateCon };
}

const review = () => screen.findByRole('region', { name: 'Extracted fields review' });
/** The review card is the offer helper's (its 'Load offer' section), with the offer's fields. */
const inOfferHelper = (card: HTMLElement) => within(screen.getByRole('region', { name: 'Load offer' })).getByRole('region', { name: 'Extracted fields review' }) === card;

describe('Uploading a screenshot of an offer', () => {
  it('shows the offer review card (422 no_load_data with offerText), not the error toast', async () => {
    extractHandler = () => jsonResponse({ error: 'no_load_data', message: NO_LOAD_DATA, offerText: MESSAGE_TEXT }, 422);
    const { user, input, screenshot, onOffer, onRateCon } = setup();
    await user.upload(input, screenshot);
    const region = await review();
    expect(inOfferHelper(region)).toBe(true);
    const card = within(region);
    expect(card.getByLabelText('Origin')).toHaveValue('Dallas, TX');
    expect(card.getByLabelText('Destination')).toHaveValue('Atlanta, GA');
    expect(card.getByLabelText('Miles')).toHaveValue('781');
    expect(card.getByLabelText('Rate')).toHaveValue('1850');
    expect(screen.queryByText('Could not extract data')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Browse files' })).toBeEnabled());
    await waitFor(() =>
      expect(events.filter((e) => e.event_name === 'offer_read').at(-1)?.payload).toMatchObject({ source: 'image', loads: 1 }),
    );

    await user.click(card.getByRole('button', { name: 'Apply to form' }));
    expect(onOffer).toHaveBeenCalledWith(expect.objectContaining({ origin: 'Dallas, TX', destination: 'Atlanta, GA', miles: '781', rate: '1850' }));
    expect(onRateCon).not.toHaveBeenCalled();
  });

  it('reads a 200 with fewer than 3 fields and offerText as an offer too', async () => {
    extractHandler = () =>
      jsonResponse({ origin: null, destination: null, miles: null, rate: 1850, fsc: null, tolls: null, loadReference: null, confidence: 0.3, offerText: MESSAGE_TEXT });
    const { user, input, screenshot } = setup();
    await user.upload(input, screenshot);
    expect(inOfferHelper(await review())).toBe(true);
    expect(screen.queryByText('Data extracted')).not.toBeInTheDocument();
  });

  it("keeps today's error toast, word for word, when the image's text holds no load either", async () => {
    extractHandler = () => jsonResponse({ error: 'no_load_data', message: NO_LOAD_DATA, offerText: 'Happy birthday!! see you sunday' }, 422);
    const { user, input, screenshot } = setup();
    await user.upload(input, screenshot);
    expect(await screen.findByText('Could not extract data')).toBeInTheDocument();
    expect(screen.getByText(NO_LOAD_DATA)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Extracted fields review' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Load offer text')).not.toBeInTheDocument();
  });
});
