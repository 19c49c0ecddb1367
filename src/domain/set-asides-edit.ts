/**
 * The Cost Profile editor's side of the set-asides (docs/product-rules.md R-KEEP): the fields as
 * typed, and Save's rule. Apart from take-home.ts so the calculator's start-up code does not carry
 * the editor's.
 */
import { normaliseSetAsides, type SetAsides } from './take-home';

/** The editor's text of the set-asides (numbers as typed, the per-diem switch as is). */
export interface SetAsidesText {
  maintenanceReservePerMile: string;
  taxPercent: string;
  perDiemEnabled: boolean;
  perDiemDaily: string;
  perDiemDeductiblePercent: string;
}

const SET_ASIDE_NUMBERS = ['maintenanceReservePerMile', 'taxPercent', 'perDiemDaily', 'perDiemDeductiblePercent'] as const;

export function setAsidesToText(s: SetAsides): SetAsidesText {
  return {
    maintenanceReservePerMile: String(s.maintenanceReservePerMile),
    taxPercent: String(s.taxPercent),
    perDiemEnabled: s.perDiemEnabled,
    perDiemDaily: String(s.perDiemDaily),
    perDiemDeductiblePercent: String(s.perDiemDeductiblePercent),
  };
}

/** Save of the editor: a field left empty, unparseable or out of range keeps its saved value. */
export function applySetAsideEdits(saved: SetAsides, text: SetAsidesText): SetAsides {
  const next: SetAsides = { ...saved, perDiemEnabled: text.perDiemEnabled };
  for (const f of SET_ASIDE_NUMBERS) {
    const raw = text[f].trim();
    if (raw === '') continue;
    const candidate = normaliseSetAsides({ ...next, [f]: Number(raw) });
    // normaliseSetAsides puts an invalid value back to its default; only a valid one is taken.
    if (candidate[f] === Number(raw)) next[f] = candidate[f];
  }
  return next;
}
