import { useId, type ReactNode } from 'react';
import { CONFIDENCE_THRESHOLD } from '../../../domain/schemas';
import { Button } from '../../ui/button';
import { cn } from '../../ui/cn';
import { TextField } from '../../ui/text-field';
import type { SheetTerms } from '../../../domain/extract/terms';
import { missingTermsText, termLines } from './sheet-terms';
import type { ReviewField, ReviewValues } from './use-rate-confirmation-upload';

// Apply's drawer preset, loaded with this card (not part of the first paint of '/').
export { termsAccessorials } from './sheet-terms';

const LABELS: Record<ReviewField, string> = {
  origin: 'Origin',
  destination: 'Destination',
  miles: 'Miles',
  rate: 'Rate',
  fsc: 'FSC',
  tolls: 'Tolls',
  loadReference: 'Load reference',
  // Beyond the card's contract fields: it fills the calculator's Broker field (R-BROKER-6).
  broker: 'Broker',
};

const NUMERIC: ReadonlySet<ReviewField> = new Set(['miles', 'rate', 'fsc', 'tolls']);

export interface ExtractedFieldsReviewProps {
  values: ReviewValues;
  confidence: number;
  /** Fields to look at before applying: they failed a cross-check (the total, the miles, the place). */
  uncertain?: readonly ReviewField[];
  /** Detention, layover, TONU and lumper as the sheet prints them (R-UPLOAD-6); {} when none. */
  terms?: SheetTerms;
  onChange: (field: ReviewField, value: string) => void;
  onApply: () => void;
  onCancel: () => void;
}

/**
 * 'Extracted fields review' card (R-UPLOAD-3): every field editable, confidence green ≥ 0.7, amber
 * below; a field that failed a cross-check gets an amber frame and a 'Check this value' hint tied
 * to its input (docs/decisions/009-ocr.md, 'Cross-checks and per-field confidence').
 */
export function ExtractedFieldsReview({ values, confidence, uncertain = [], terms = {}, onChange, onApply, onCancel }: ExtractedFieldsReviewProps) {
  return (
    <ReviewCard confidence={confidence} onApply={onApply} onCancel={onCancel}>
      <div className="mt-3 grid grid-cols-2 gap-3">
        {(Object.keys(LABELS) as ReviewField[]).map((field) => (
          <TextField
            key={field}
            label={LABELS[field]}
            value={values[field]}
            onChange={(e) => onChange(field, e.target.value)}
            inputMode={NUMERIC.has(field) ? 'decimal' : undefined}
            placeholder={field === 'origin' || field === 'destination' ? 'City, ST' : undefined}
            containerClassName={cn(
              (field === 'origin' || field === 'destination' || field === 'loadReference' || field === 'broker') && 'col-span-2 sm:col-span-1',
              uncertain.includes(field) && 'rounded-md bg-amber-50 p-1 ring-2 ring-amber-500 dark:bg-amber-950/40',
            )}
            hint={uncertain.includes(field) ? 'Check this value: it did not pass a cross-check.' : undefined}
            data-uncertain={uncertain.includes(field) ? 'true' : undefined}
            autoComplete="off"
          />
        ))}
      </div>
      <SheetTermsList terms={terms} />
    </ReviewCard>
  );
}

/**
 * The terms the sheet prints, and those it leaves out so the driver knows to ask
 * (docs/product-rules.md R-UPLOAD-6). 'Apply to form' carries them to the negotiation drawer (R-UPLOAD-7).
 */
function SheetTermsList({ terms }: { terms: SheetTerms }) {
  const headingId = useId();
  const lines = termLines(terms);
  const missing = missingTermsText(terms);
  return (
    <div className="mt-4 rounded-lg bg-slate-50 px-3 py-2 text-sm dark:bg-slate-800">
      <h4 id={headingId} className="font-medium">
        Terms on the sheet
      </h4>
      {lines.length > 0 ? (
        <ul aria-labelledby={headingId} className="mt-1 list-disc pl-5">
          {lines.map((l) => (
            <li key={l.name}>{l.text}</li>
          ))}
        </ul>
      ) : null}
      {missing ? (
        <p data-testid="missing-terms" className="mt-1 font-medium text-amber-900 dark:text-amber-200">
          Not on the sheet: {missing}. Ask the broker before you book.
        </p>
      ) : null}
    </div>
  );
}

export interface ReviewCardProps {
  confidence: number;
  onApply: () => void;
  onCancel: () => void;
  children: ReactNode;
  /** Inside another card: a rule above it instead of a second frame (the fields keep the width). */
  bare?: boolean;
}

/**
 * The card's frame, shared by the rate-confirmation reader and the offer reader (offer-review.tsx):
 * the 'Extracted fields review' heading, the confidence, the fields given, 'Apply to form' and 'Cancel'.
 */
export function ReviewCard({ confidence, onApply, onCancel, children, bare = false }: ReviewCardProps) {
  const headingId = useId();
  const high = confidence >= CONFIDENCE_THRESHOLD;
  const percent = Math.round(confidence * 100);
  return (
    <section
      aria-labelledby={headingId}
      className={
        bare
          ? 'border-t border-slate-200 pt-4 dark:border-slate-700'
          : 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-900'
      }
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-base font-semibold">
          Extracted fields review
        </h3>
        <p
          data-testid="extraction-confidence"
          data-level={high ? 'high' : 'low'}
          className={cn(
            'rounded-full px-2.5 py-0.5 text-sm font-semibold',
            high
              ? 'bg-green-100 text-green-800 dark:bg-green-900/50 dark:text-green-200'
              : 'bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100',
          )}
        >
          Confidence: {percent}%{high ? '' : ' (low)'}
        </p>
      </div>
      {children}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button onClick={onApply}>Apply to form</Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </section>
  );
}
