import { describe, expect, it } from 'vitest';
import { failureToast, UPLOAD_TOASTS } from './upload-messages';

describe('failureToast (R-UPLOAD-4)', () => {
  it('treats a message containing "Failed to send a request" as a connection issue', () => {
    expect(failureToast({ kind: 'response', status: 500, body: { error: 'x', message: 'Failed to send a request to the function' } })).toBe(
      UPLOAD_TOASTS.connection,
    );
  });

  it('maps rate_limit and payment_required codes even with another status', () => {
    expect(failureToast({ kind: 'response', status: 400, body: { error: 'rate_limit' } })).toBe(UPLOAD_TOASTS.rateLimited);
    expect(failureToast({ kind: 'response', status: 400, body: { error: 'payment_required' } })).toBe(UPLOAD_TOASTS.paymentRequired);
  });

  it('uses the server message for other failures, or the fallback', () => {
    expect(failureToast({ kind: 'response', status: 500, body: { message: 'Boom' } })).toEqual({
      title: 'Upload failed',
      description: 'Boom',
      tone: 'error',
    });
    expect(failureToast({ kind: 'response', status: 500, body: null }).description).toBe('Try a clearer image or enter data manually.');
  });
});
