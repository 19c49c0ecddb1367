import { lazy, Suspense, useEffect, useId, useRef } from 'react';
import { ClipboardPaste } from 'lucide-react';
import { Button } from '../../ui/button';
import { cn } from '../../ui/cn';
import type { OfferApplied } from './offer-values';
import { loadOfferReview, useOfferReading, type LoadPlaces } from './use-offer-reading';

/** Loaded with the reader on first use (not part of the first paint of '/'). */
const OfferReview = lazy(() => loadOfferReview().then((m) => ({ default: m.OfferReview })));

export interface OfferHelperProps {
  /** 'Apply to form': the calculator's fields and the negotiation drawer's accessorials. */
  onApply: (values: OfferApplied) => void;
  /** The gazetteer index, loaded on first use (places spelled as the gazetteer does, miles estimated). */
  loadPlaces?: LoadPlaces;
  className?: string;
}

/**
 * 'Paste offer' (docs/decisions/014-paste-and-share-offers.md): reads a load offer's text from
 * the clipboard (or, where the browser does not allow it, from the 'Load offer text' box) and
 * shows what it found in the 'Extracted fields review' card. An offer shared to LoadMath from
 * another app arrives here too (the /share route).
 */
export function OfferHelper({ onApply, loadPlaces, className }: OfferHelperProps) {
  const offer = useOfferReading(onApply, loadPlaces);
  const { state, busy } = offer;
  const headingId = useId();
  const hintId = useId();
  const textId = useId();
  const messageId = useId();
  const textBox = useRef<HTMLTextAreaElement>(null);
  const asking = state.status === 'asking';
  const message = asking ? state.message : null;

  // The text box opens focused, so one tap on the field's 'Paste' (or the keyboard) fills it.
  useEffect(() => {
    if (asking) textBox.current?.focus();
  }, [asking, message]);

  return (
    <section
      aria-labelledby={headingId}
      aria-busy={busy}
      data-testid="offer-helper"
      className={cn('rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-900', className)}
    >
      <div className="flex items-center justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-base font-semibold">
            Load offer
          </h2>
          <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
            Text, e-mail or load-board post
          </p>
        </div>
        <Button variant="secondary" className="shrink-0" onClick={() => void offer.paste()} disabled={busy} aria-describedby={hintId}>
          <ClipboardPaste aria-hidden="true" className="h-5 w-5" />
          Paste offer
        </Button>
      </div>
      {asking ? (
        <form
          className="mt-3 flex flex-col gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            offer.readTyped();
          }}
        >
          <label htmlFor={textId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
            Load offer text
          </label>
          <textarea
            ref={textBox}
            id={textId}
            rows={5}
            value={state.text}
            onChange={(e) => offer.setText(e.target.value)}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? messageId : undefined}
            placeholder="Paste the offer here"
            className={cn(
              'w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500',
              'focus:outline focus:outline-2 focus:outline-offset-1 focus:outline-blue-600 dark:bg-slate-900 dark:text-slate-100',
              message ? 'border-red-600 dark:border-red-400' : 'border-slate-300 dark:border-slate-600',
            )}
          />
          {message ? (
            <p id={messageId} role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
              {message}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={busy}>
              {busy ? 'Reading...' : 'Read offer'}
            </Button>
            <Button variant="secondary" onClick={offer.cancel}>
              Cancel
            </Button>
          </div>
        </form>
      ) : null}
      {busy ? (
        <p role="status" className="sr-only">
          Reading the offer
        </p>
      ) : null}
      {state.status === 'review' ? (
        <div className="mt-3">
          <Suspense fallback={null}>
            <OfferReview
              loads={state.loads}
              chosen={state.chosen}
              values={state.values}
              onChoose={offer.choose}
              onChange={offer.edit}
              onTick={offer.tick}
              onApply={offer.apply}
              onCancel={offer.cancel}
            />
          </Suspense>
        </div>
      ) : null}
    </section>
  );
}
