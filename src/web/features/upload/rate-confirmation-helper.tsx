import { lazy, Suspense, useId, useRef, useState, type DragEvent } from 'react';
import { Button } from '../../ui/button';
import { cn } from '../../ui/cn';
import { ACCEPT_ATTRIBUTE, UPLOAD_HINT, UPLOAD_PDF_HINT } from './upload-hints';
import { loadReviewCard, useRateConfirmationUpload, type AppliedValues } from './use-rate-confirmation-upload';

/** Loaded with the upload flow when a file is chosen (not part of the first paint of '/'). */
const ExtractedFieldsReview = lazy(() => loadReviewCard().then((m) => ({ default: m.ExtractedFieldsReview })));

export interface RateConfirmationHelperProps {
  /**
   * Called by 'Apply to form' with the reviewed values as text (origin, destination, miles, rate,
   * fsc, tolls, loadReference; empty ones left out; equipment / splitPercent only when the service
   * sent them). The calculator fills the known fields and shows its 'Auto-filled from image' badge.
   */
  onApply: (values: AppliedValues) => void;
  className?: string;
}

/**
 * Optional rate-confirmation screenshot helper (docs/product-rules.md R-UPLOAD-1): a drop zone and 'Browse files'
 * ('Scanning...' while the server reads the image), then the 'Extracted fields review' card.
 * On a phone, 'Browse files' also offers the camera (accept="image/*"); a PDF rate confirmation
 * (e-mailed by the broker) can be picked too.
 */
export function RateConfirmationHelper({ onApply, className }: RateConfirmationHelperProps) {
  const { state, scanning, upload, edit, apply, cancel } = useRateConfirmationUpload(onApply);
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const headingId = useId();
  const hintId = useId();
  const pdfHintId = useId();
  const describedBy = `${hintId} ${pdfHintId}`;

  const takeFirst = (files: FileList | null | undefined) => {
    const file = files?.[0];
    if (file) void upload(file);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!scanning) takeFirst(event.dataTransfer?.files);
  };

  return (
    <section
      aria-labelledby={headingId}
      className={cn('rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-900', className)}
    >
      <h2 id={headingId} className="text-base font-semibold">
        Rate confirmation (optional)
      </h2>
      <div
        role="group"
        aria-label="Rate confirmation drop zone"
        aria-describedby={describedBy}
        aria-busy={scanning}
        data-testid="rate-con-drop-zone"
        onDragOver={(e) => {
          e.preventDefault();
          if (!scanning) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'mt-3 flex flex-col items-center gap-2 rounded-lg border-2 border-dashed px-4 py-6 text-center transition-colors',
          dragging ? 'border-blue-600 bg-blue-50 dark:bg-blue-950/40' : 'border-slate-300 dark:border-slate-600',
        )}
      >
        <p className="text-sm text-slate-700 dark:text-slate-300">Drop a screenshot or photo of the rate confirmation here</p>
        <Button variant="secondary" onClick={() => inputRef.current?.click()} disabled={scanning} aria-describedby={describedBy}>
          {scanning ? 'Scanning...' : 'Browse files'}
        </Button>
        <input
          ref={inputRef}
          type="file"
          accept={ACCEPT_ATTRIBUTE}
          aria-label="Rate confirmation image"
          className="sr-only"
          tabIndex={-1}
          disabled={scanning}
          onChange={(e) => {
            takeFirst(e.target.files);
            e.target.value = ''; // the same file can be chosen again
          }}
        />
        <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
          {UPLOAD_HINT}
        </p>
        <p id={pdfHintId} className="-mt-2 text-xs text-slate-600 dark:text-slate-400">
          {UPLOAD_PDF_HINT}
        </p>
        {scanning ? (
          <p role="status" className="sr-only">
            Scanning {state.status === 'scanning' ? state.fileName : 'image'}
          </p>
        ) : null}
      </div>
      {state.status === 'review' ? (
        <div className="mt-4">
          <Suspense fallback={null}>
            <ExtractedFieldsReview
              values={state.values}
              confidence={state.confidence}
              uncertain={state.uncertain}
              terms={state.terms}
              onChange={edit}
              onApply={apply}
              onCancel={cancel}
            />
          </Suspense>
        </div>
      ) : null}
    </section>
  );
}
