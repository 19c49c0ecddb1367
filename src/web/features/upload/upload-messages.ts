/**
 * Upload copy of docs/product-rules.md R-UPLOAD-2..4, word for word, split into toast title and description, and the
 * mapping from a failed extraction to its toast.
 */
export interface ToastCopy {
  title: string;
  description: string;
  tone: 'error' | 'warning' | 'success';
}

const FALLBACK = 'Try a clearer image or enter data manually.';

export const UPLOAD_TOASTS = {
  invalidFile: { title: 'Invalid file', description: 'Please upload an image file (JPG, PNG, WEBP).', tone: 'error' },
  tooLarge: { title: 'File too large', description: 'Please upload an image smaller than 10MB.', tone: 'error' },
  connection: {
    title: 'Connection issue',
    description: 'We could not reach the OCR service. Check your connection or try a smaller image.',
    tone: 'error',
  },
  rateLimited: {
    title: 'Too many requests',
    description: 'Please wait a moment before trying again, or enter data manually.',
    tone: 'error',
  },
  paymentRequired: { title: 'AI credits depleted', description: 'Manual entry is always available!', tone: 'error' },
  lowConfidence: {
    title: 'Low confidence',
    description: 'Please review the extracted fields carefully before applying.',
    tone: 'warning',
  },
  extracted: { title: 'Data extracted', description: 'Review and apply the extracted fields to your form.', tone: 'success' },
  applied: { title: 'Fields applied', description: 'Form has been auto-filled with extracted data.', tone: 'success' },
} as const satisfies Record<string, ToastCopy>;

/** What went wrong with an upload, as seen by the browser. */
export type UploadFailure =
  /** fetch itself failed (offline, connection reset, CORS...). */
  | { kind: 'network'; message?: string }
  /** The server answered; `body` is its parsed JSON or null. */
  | { kind: 'response'; status: number; body: unknown };

function field(body: unknown, name: 'error' | 'message'): string | undefined {
  if (body && typeof body === 'object' && name in body) {
    const v = (body as Record<string, unknown>)[name];
    return typeof v === 'string' && v.trim() ? v : undefined;
  }
  return undefined;
}

/** R-UPLOAD-4 upload toasts: connection, 429, 402, error in body, other — in that order. */
export function failureToast(failure: UploadFailure): ToastCopy {
  if (failure.kind === 'network') {
    return UPLOAD_TOASTS.connection;
  }
  const code = field(failure.body, 'error');
  const message = field(failure.body, 'message');
  if (message?.includes('Failed to send a request')) return UPLOAD_TOASTS.connection;
  if (failure.status === 429 || code === 'rate_limit') return UPLOAD_TOASTS.rateLimited;
  if (failure.status === 402 || code === 'payment_required') return UPLOAD_TOASTS.paymentRequired;
  if (code) return { title: 'Could not extract data', description: message ?? FALLBACK, tone: 'error' };
  return { title: 'Upload failed', description: message ?? FALLBACK, tone: 'error' };
}
