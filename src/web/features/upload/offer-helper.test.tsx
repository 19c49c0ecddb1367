import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decodeGazetteer, indexGazetteer } from '../../../domain/distance';
import { NO_LOAD_FOUND_MESSAGE, OFFER_TOO_LONG_MESSAGE } from '../../../domain/extract/offer-types';
import { OfferHelper } from './offer-helper';
import { holdSharedOffer } from './shared-offer';

// The real offer reader (src/domain/extract/offer.ts) reads the texts below, with a gazetteer of
// the few places they name (the app hands it the build's). The edges faked here are the
// browser's: the clipboard, and the network (the analytics POST).

const PLACES = indexGazetteer(
  decodeGazetteer(['Dallas|TX|3278|-9681', 'Atlanta|GA|3375|-8439', 'Denver|CO|3974|-10498', 'Phoenix|AZ|3345|-11207'].join('\n')),
);
const loadPlaces = () => Promise.resolve(PLACES);

const OFFER = 'Dallas TX to Atlanta GA 781mi $1850 hotshot pu tmrw';
const TWO_LOADS = ['Hi, 2 loads for you:', '1) Dallas TX to Atlanta GA 781mi $1850 tarp', '2) Denver CO to Phoenix AZ 820 miles $2400'].join('\n');

let events: Array<{ event_name: string; payload: Record<string, unknown> }>;

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
  act(() => void toast.dismiss());
  cleanup();
  vi.unstubAllGlobals();
});

type Clipboard = { readText?: () => Promise<string> } | undefined;

function setup(clipboard: Clipboard) {
  const user = userEvent.setup();
  // user-event installs its own clipboard in setup(); the browser's (or none) replaces it.
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
  const onApply = vi.fn();
  render(
    <>
      <OfferHelper onApply={onApply} loadPlaces={loadPlaces} />
      <Toaster />
    </>,
  );
  return { user, onApply };
}

const review = () => screen.findByRole('region', { name: 'Extracted fields review' });
const offerEvents = () => events.filter((e) => e.event_name === 'offer_read');

describe('OfferHelper: Paste offer', () => {
  it('reads the clipboard into the review card; nothing is applied before Apply to form', async () => {
    const { user, onApply } = setup({ readText: () => Promise.resolve(OFFER) });
    await user.click(screen.getByRole('button', { name: 'Paste offer' }));
    const card = within(await review());
    expect(card.getByLabelText('Origin')).toHaveValue('Dallas, TX');
    expect(card.getByLabelText('Destination')).toHaveValue('Atlanta, GA');
    expect(card.getByLabelText('Miles')).toHaveValue('781');
    expect(card.getByLabelText('Rate')).toHaveValue('1850');
    expect(card.getByRole('combobox', { name: 'Equipment' })).toHaveDisplayValue('Hotshot');
    expect(card.getByTestId('extraction-confidence')).toHaveTextContent(/Confidence: \d+%/);
    expect(screen.queryByLabelText('Load offer text')).not.toBeInTheDocument();
    expect(onApply).not.toHaveBeenCalled();

    // The event names what was found, never the words.
    await waitFor(() => expect(offerEvents()).toHaveLength(1));
    const { payload } = offerEvents()[0]!;
    expect(payload).toMatchObject({ loads: 1, source: 'paste' });
    expect(payload.fields).toEqual(expect.arrayContaining(['origin', 'destination', 'miles', 'rate', 'equipment']));
    expect(JSON.stringify(payload)).not.toMatch(/Dallas|Atlanta|1850/);

    await user.clear(card.getByLabelText('Rate'));
    await user.type(card.getByLabelText('Rate'), '1900');
    await user.click(card.getByRole('button', { name: 'Apply to form' }));
    expect(onApply).toHaveBeenCalledTimes(1);
    expect(onApply.mock.calls[0]![0]).toMatchObject({
      origin: 'Dallas, TX',
      destination: 'Atlanta, GA',
      miles: '781',
      rate: '1900',
      equipment: 'hotshot',
      accessorials: {},
    });
    expect(screen.queryByRole('region', { name: 'Extracted fields review' })).not.toBeInTheDocument();
  });

  it.each([
    ['the browser refuses the clipboard', { readText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) }],
    ['the browser has no clipboard API', undefined],
    ['the clipboard is empty', { readText: () => Promise.resolve('   ') }],
  ])('opens the Load offer text box when %s; Read offer reads what is typed', async (_why, clipboard: Clipboard) => {
    const { user, onApply } = setup(clipboard);
    await user.click(screen.getByRole('button', { name: 'Paste offer' }));
    const box = await screen.findByLabelText('Load offer text');
    expect(box).toHaveFocus();
    await user.type(box, OFFER);
    await user.click(screen.getByRole('button', { name: 'Read offer' }));
    const card = within(await review());
    expect(card.getByLabelText('Origin')).toHaveValue('Dallas, TX');
    expect(screen.queryByLabelText('Load offer text')).not.toBeInTheDocument();
    await waitFor(() => expect(offerEvents().at(-1)?.payload).toMatchObject({ source: 'text', loads: 1 }));
    expect(onApply).not.toHaveBeenCalled();
  });

  it("a text with no load says 'No load found in this text.' and applies nothing", async () => {
    const { user, onApply } = setup({ readText: () => Promise.resolve('Hey, are you running this weekend? Call me back.') });
    await user.click(screen.getByRole('button', { name: 'Paste offer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(NO_LOAD_FOUND_MESSAGE);
    // The pasted text stays in the box to correct; the message describes it.
    const box = screen.getByLabelText('Load offer text');
    expect(box).toHaveValue('Hey, are you running this weekend? Call me back.');
    expect(box).toHaveAccessibleDescription(NO_LOAD_FOUND_MESSAGE);
    expect(screen.queryByRole('region', { name: 'Extracted fields review' })).not.toBeInTheDocument();
    await waitFor(() => expect(offerEvents().at(-1)?.payload).toEqual({ fields: [], confidence: 0, loads: 0, source: 'paste' }));
    expect(onApply).not.toHaveBeenCalled();
  });

  it('a text over 20,000 characters gets the too-long message', async () => {
    const { user, onApply } = setup({ readText: () => Promise.resolve(`${OFFER}\n${'x'.repeat(20_001)}`) });
    await user.click(screen.getByRole('button', { name: 'Paste offer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(OFFER_TOO_LONG_MESSAGE);
    expect(onApply).not.toHaveBeenCalled();
  });

  it('Cancel drops the reading and changes nothing', async () => {
    const { user, onApply } = setup({ readText: () => Promise.resolve(OFFER) });
    await user.click(screen.getByRole('button', { name: 'Paste offer' }));
    await user.click(within(await review()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('region', { name: 'Extracted fields review' })).not.toBeInTheDocument();
    expect(onApply).not.toHaveBeenCalled();
  });

  it('several loads in one text: the driver picks one and Apply hands on that one', async () => {
    const { user, onApply } = setup({ readText: () => Promise.resolve(TWO_LOADS) });
    await user.click(screen.getByRole('button', { name: 'Paste offer' }));
    const card = within(await review());
    const first = card.getByRole('radio', { name: 'Dallas, TX → Atlanta, GA · $1,850' });
    const second = card.getByRole('radio', { name: 'Denver, CO → Phoenix, AZ · $2,400' });
    expect(first).toBeChecked();
    expect(card.getByLabelText('Origin')).toHaveValue('Dallas, TX');
    await user.click(second);
    expect(second).toBeChecked();
    expect(card.getByLabelText('Origin')).toHaveValue('Denver, CO');
    expect(card.getByLabelText('Rate')).toHaveValue('2400');
    await user.click(card.getByRole('button', { name: 'Apply to form' }));
    expect(onApply.mock.calls[0]![0]).toEqual({ origin: 'Denver, CO', destination: 'Phoenix, AZ', miles: '820', rate: '2400', accessorials: {} });
    await waitFor(() => expect(offerEvents().at(-1)?.payload).toMatchObject({ loads: 2 }));
  });
});

describe('OfferHelper: shared to LoadMath', () => {
  it('reads an offer the /share route held, once', async () => {
    holdSharedOffer(new URLSearchParams({ title: 'Load offer', text: OFFER, url: '' }));
    setup(undefined);
    const card = within(await review());
    expect(card.getByLabelText('Origin')).toHaveValue('Dallas, TX');
    await waitFor(() => expect(offerEvents().at(-1)?.payload).toMatchObject({ source: 'share', loads: 1 }));
    cleanup();
    setup(undefined);
    // The reader is loaded by now: a second reading would be on screen within a few ticks.
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(screen.queryByRole('region', { name: 'Extracted fields review' })).not.toBeInTheDocument();
    expect(offerEvents()).toHaveLength(1);
  });
});
