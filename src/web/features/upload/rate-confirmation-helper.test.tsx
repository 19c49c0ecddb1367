import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RateConfirmationHelper } from './rate-confirmation-helper';
import { jsonResponse } from '../../testing/helpers';

// The component's third-party edge is the network: fetch is faked here, our server is not mocked
// (tests/e2e/upload.spec.ts drives the real one).

const EXTRACTED = {
  origin: 'Dallas, TX',
  destination: 'Memphis, TN',
  miles: 452,
  rate: 1250,
  fsc: 95.5,
  tolls: null,
  loadReference: 'LD123456',
  confidence: 0.92,
};

type Handler = () => Promise<Response>;
let extractHandler: Handler;
let calls: Array<{ url: string; init?: RequestInit }>;

beforeEach(() => {
  calls = [];
  extractHandler = () => jsonResponse(EXTRACTED);
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      calls.push({ url, init });
      if (url === '/api/events') return jsonResponse({ ok: true }, 202);
      if (url === '/api/extract-load-data') return extractHandler();
      return Promise.reject(new Error(`unexpected fetch ${url}`));
    }),
  );
});

afterEach(() => {
  toast.dismiss();
  cleanup();
  vi.unstubAllGlobals();
});

function setup() {
  const onApply = vi.fn();
  const user = userEvent.setup({ applyAccept: false });
  render(
    <>
      <RateConfirmationHelper onApply={onApply} />
      <Toaster />
    </>,
  );
  const input = screen.getByLabelText('Rate confirmation image') as HTMLInputElement;
  return { onApply, user, input };
}

const png = (name = 'ratecon.png', size?: number) => {
  const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

const extractCalls = () => calls.filter((c) => c.url === '/api/extract-load-data');

describe('RateConfirmationHelper', () => {
  it('shows the drop zone, Browse files, the hint, and accepts any image (camera on phones) or a PDF', () => {
    const { input } = setup();
    expect(screen.getByRole('button', { name: 'Browse files' })).toBeEnabled();
    expect(screen.getByText('Supported: JPG, PNG, WEBP. Max 10MB.')).toBeInTheDocument();
    expect(screen.getByText('PDF rate confirmations work too.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Browse files' })).toHaveAccessibleDescription(
      'Supported: JPG, PNG, WEBP. Max 10MB. PDF rate confirmations work too.',
    );
    expect(screen.getByRole('group', { name: 'Rate confirmation drop zone' })).toBeInTheDocument();
    expect(input).toHaveAttribute('accept', 'image/*,application/pdf');
    expect(screen.queryByRole('region', { name: 'Extracted fields review' })).not.toBeInTheDocument();
  });

  it('scans, then shows the review card with every field and a green confidence', async () => {
    let release!: () => void;
    extractHandler = () => new Promise((resolve) => (release = () => resolve(new Response(JSON.stringify(EXTRACTED)))));
    const { user, input } = setup();
    await user.upload(input, png());

    expect(await screen.findByRole('button', { name: 'Scanning...' })).toBeDisabled();
    const sent = extractCalls()[0]!;
    expect(sent.init?.method).toBe('POST');
    expect((sent.init?.body as FormData).get('file')).toBeInstanceOf(File);
    expect(calls.some((c) => c.url === '/api/events' && String(c.init?.body).includes('screenshot_uploaded'))).toBe(true);

    await act(async () => release());
    const card = await screen.findByRole('region', { name: 'Extracted fields review' });
    const r = within(card);
    expect(r.getByLabelText('Origin')).toHaveValue('Dallas, TX');
    expect(r.getByLabelText('Destination')).toHaveValue('Memphis, TN');
    expect(r.getByLabelText('Miles')).toHaveValue('452');
    expect(r.getByLabelText('Rate')).toHaveValue('1250');
    expect(r.getByLabelText('FSC')).toHaveValue('95.5');
    expect(r.getByLabelText('Tolls')).toHaveValue('');
    expect(r.getByLabelText('Load reference')).toHaveValue('LD123456');
    const confidence = r.getByTestId('extraction-confidence');
    expect(confidence).toHaveTextContent('92%');
    expect(confidence).toHaveAttribute('data-level', 'high');
    expect(confidence.className).toContain('green');
    expect(await screen.findByText('Data extracted')).toBeInTheDocument();
    expect(screen.getByText('Review and apply the extracted fields to your form.')).toBeInTheDocument();
    expect(screen.queryByText('Low confidence')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Browse files' })).toBeEnabled();
  });

  it('applies the edited values (empty ones left out), toasts and clears the card', async () => {
    const { user, input, onApply } = setup();
    await user.upload(input, png());
    const card = await screen.findByRole('region', { name: 'Extracted fields review' });
    const rate = within(card).getByLabelText('Rate');
    await user.clear(rate);
    await user.type(rate, '1300');
    await user.click(within(card).getByRole('button', { name: 'Apply to form' }));

    expect(onApply).toHaveBeenCalledWith({
      origin: 'Dallas, TX',
      destination: 'Memphis, TN',
      miles: '452',
      rate: '1300',
      fsc: '95.5',
      loadReference: 'LD123456',
    });
    expect(await screen.findByText('Fields applied')).toBeInTheDocument();
    expect(screen.getByText('Form has been auto-filled with extracted data.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Extracted fields review' })).not.toBeInTheDocument();
  });

  it('passes equipment and splitPercent through when the service sends them', async () => {
    extractHandler = () => jsonResponse({ ...EXTRACTED, equipment: 'cargo_van', splitPercent: 85 });
    const { user, input, onApply } = setup();
    await user.upload(input, png());
    await user.click(await screen.findByRole('button', { name: 'Apply to form' }));
    expect(onApply).toHaveBeenCalledWith(expect.objectContaining({ equipment: 'cargo_van', splitPercent: 85 }));
  });

  it('shows the broker the sheet names, editable, and applies it for the Broker field (R-BROKER-6)', async () => {
    extractHandler = () => jsonResponse({ ...EXTRACTED, broker: 'Cornerstone Logistics' });
    const { user, input, onApply } = setup();
    await user.upload(input, png());
    const card = within(await screen.findByRole('region', { name: 'Extracted fields review' }));
    expect(card.getByLabelText('Broker')).toHaveValue('Cornerstone Logistics');
    await user.click(card.getByRole('button', { name: 'Apply to form' }));
    expect(onApply).toHaveBeenCalledWith(expect.objectContaining({ broker: 'Cornerstone Logistics', rate: '1250' }));
  });

  it('marks each field that failed a cross-check, and only those', async () => {
    extractHandler = () => jsonResponse({ ...EXTRACTED, fieldConfidence: { origin: 0.95, destination: 0.95, miles: 0.95, rate: 0.3, fsc: 0.3, tolls: 0, loadReference: 0.95 } });
    const { user, input } = setup();
    await user.upload(input, png());
    const card = within(await screen.findByRole('region', { name: 'Extracted fields review' }));
    for (const name of ['Rate', 'FSC']) {
      expect(card.getByLabelText(name)).toHaveAccessibleDescription('Check this value: it did not pass a cross-check.');
    }
    // Tolls was not found (empty), so there is nothing to check; the others passed.
    for (const name of ['Origin', 'Destination', 'Miles', 'Tolls', 'Load reference']) {
      expect(card.getByLabelText(name)).not.toHaveAccessibleDescription();
    }
  });

  it('Cancel clears the card without applying', async () => {
    const { user, input, onApply } = setup();
    await user.upload(input, png());
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('region', { name: 'Extracted fields review' })).not.toBeInTheDocument();
    expect(onApply).not.toHaveBeenCalled();
  });

  it('warns on low confidence and shows it amber', async () => {
    extractHandler = () => jsonResponse({ ...EXTRACTED, miles: null, confidence: 0.55 });
    const { user, input } = setup();
    await user.upload(input, png());
    const confidence = await screen.findByTestId('extraction-confidence');
    expect(confidence).toHaveTextContent('55%');
    expect(confidence).toHaveAttribute('data-level', 'low');
    expect(confidence.className).toContain('amber');
    expect(await screen.findByText('Low confidence')).toBeInTheDocument();
    expect(screen.getByText('Please review the extracted fields carefully before applying.')).toBeInTheDocument();
  });

  it('reads a file dropped on the zone', async () => {
    setup();
    fireEvent.drop(screen.getByRole('group', { name: 'Rate confirmation drop zone' }), { dataTransfer: { files: [png()] } });
    expect(await screen.findByRole('region', { name: 'Extracted fields review' })).toBeInTheDocument();
  });

  it('refuses a non-image before sending anything', async () => {
    const { user, input } = setup();
    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Invalid file')).toBeInTheDocument();
    expect(screen.getByText('Please upload an image file (JPG, PNG, WEBP).')).toBeInTheDocument();
    expect(extractCalls()).toHaveLength(0);
  });

  it('sends a PDF rate confirmation (by type, or by name when the browser gives no type)', async () => {
    const { user, input } = setup();
    await user.upload(input, new File(['%PDF-1.7'], 'ratecon.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('region', { name: 'Extracted fields review' })).toBeInTheDocument();
    expect(((extractCalls()[0]!.init?.body as FormData).get('file') as File).name).toBe('ratecon.pdf');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.upload(input, new File(['%PDF-1.7'], 'RATECON.PDF', { type: '' }));
    await screen.findByRole('region', { name: 'Extracted fields review' });
    expect(extractCalls()).toHaveLength(2);
  });

  it('refuses a PDF over 10 MB before sending anything, with the R-UPLOAD-2 toast', async () => {
    const { user, input } = setup();
    const big = new File(['%PDF-1.7'], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(input, big);
    expect(await screen.findByText('File too large')).toBeInTheDocument();
    expect(extractCalls()).toHaveLength(0);
  });

  it('refuses a file that is neither an image nor a PDF (a Word file) with the R-UPLOAD-2 toast', async () => {
    const { user, input } = setup();
    await user.upload(input, new File(['PK'], 'ratecon.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }));
    expect(await screen.findByText('Invalid file')).toBeInTheDocument();
    expect(screen.getByText('Please upload an image file (JPG, PNG, WEBP).')).toBeInTheDocument();
    expect(extractCalls()).toHaveLength(0);
  });

  it('refuses an image over 10 MB before sending anything', async () => {
    const { user, input } = setup();
    await user.upload(input, png('huge.png', 10 * 1024 * 1024 + 1));
    expect(await screen.findByText('File too large')).toBeInTheDocument();
    expect(screen.getByText('Please upload an image smaller than 10MB.')).toBeInTheDocument();
    expect(extractCalls()).toHaveLength(0);
  });

  it.each([
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch')), 'Connection issue', 'We could not reach the OCR service. Check your connection or try a smaller image.'],
    ['429', () => jsonResponse({ error: 'rate_limit', message: 'Too many requests. Please wait a moment and try again.' }, 429), 'Too many requests', 'Please wait a moment before trying again, or enter data manually.'],
    ['402', () => jsonResponse({ error: 'payment_required', message: 'x' }, 402), 'AI credits depleted', 'Manual entry is always available!'],
    ['an error in the body (415)', () => jsonResponse({ error: 'unsupported_media_type', message: 'Please upload an image file (JPG, PNG, WEBP).' }, 415), 'Could not extract data', 'Please upload an image file (JPG, PNG, WEBP).'],
    ['an error in a 200 body without message', () => jsonResponse({ error: 'no_load_data', confidence: 0 }), 'Could not extract data', 'Try a clearer image or enter data manually.'],
    ['another failure (502 without JSON)', () => Promise.resolve(new Response('<html>Bad gateway</html>', { status: 502 })), 'Upload failed', 'Try a clearer image or enter data manually.'],
  ])('maps %s to its toast and returns to idle', async (_name, handler, title, description) => {
    extractHandler = handler as Handler;
    const { user, input } = setup();
    await user.upload(input, png());
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(description)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Browse files' })).toBeEnabled());
    expect(screen.queryByRole('region', { name: 'Extracted fields review' })).not.toBeInTheDocument();
  });
});
