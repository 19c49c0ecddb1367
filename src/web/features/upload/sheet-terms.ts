import { describeTerm, missingTerms, TERM_LABELS, TERM_NAMES, type SheetTerms, type TermName } from '../../../domain/extract/terms';

/**
 * The negotiation drawer's preset from the sheet's terms (docs/product-rules.md R-UPLOAD-7): the
 * detention rate for its 'Detention rate ($/hour)' field, and layover / TONU / lumper in words.
 */
export interface TermsAccessorials {
  detentionRate?: string;
  rateConTerms?: string[];
}

/** 'Detention: $45/h after 2 free hours', for each term the sheet prints, in TERM_NAMES order. */
export function termLines(terms: SheetTerms): Array<{ name: TermName; text: string }> {
  return TERM_NAMES.flatMap((name) => {
    const text = describeTerm(name, terms);
    return text ? [{ name, text: `${TERM_LABELS[name]}: ${text}` }] : [];
  });
}

/** 'Layover, TONU and lumper': the terms the sheet leaves out, for 'Not on the sheet'. */
export function missingTermsText(terms: SheetTerms): string {
  const names = missingTerms(terms).map((t, i) => (i === 0 || t === 'tonu' ? TERM_LABELS[t] : TERM_LABELS[t].toLowerCase()));
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * The sheet's terms as the drawer takes them (R-UPLOAD-7): detention's $/hour fills its
 * 'Detention rate ($/hour)'; layover, TONU and lumper have no drawer field and no price in the
 * counter (they are paid only if they happen), so they ride along in words. Undefined when the
 * sheet prints none.
 */
export function termsAccessorials(terms: SheetTerms): TermsAccessorials | undefined {
  const out: TermsAccessorials = {};
  if (terms.detention) out.detentionRate = String(terms.detention.perHour);
  const words = termLines(terms)
    .filter((l) => l.name !== 'detention')
    .map((l) => l.text);
  if (words.length > 0) out.rateConTerms = words;
  return Object.keys(out).length > 0 ? out : undefined;
}
