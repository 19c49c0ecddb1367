import type { OfferAccessorial } from '../../../domain/extract/offer-types';
import type { Equipment } from '../../../domain/schemas';

/** The offer review card's editable values, as text (like the load form's). */
export interface OfferValues {
  origin: string;
  destination: string;
  miles: string;
  rate: string;
  fsc: string;
  deadhead: string;
  /** '' when the offer names no equipment (the form's equipment is then kept). */
  equipment: Equipment | '';
  weightLbs: string;
  stops: string;
  /** The broker the offer names ('' when none): it fills the calculator's Broker field. */
  broker: string;
  /** Ticked accessorials go to the negotiation drawer. */
  accessorials: Record<OfferAccessorial, boolean>;
}

export type OfferTextField = Exclude<keyof OfferValues, 'accessorials'>;

/**
 * 'Apply to form' for an offer: the calculator's fields (as the upload's apply hands them, plus
 * deadheadMiles) and the negotiation drawer's accessorials (AccessorialValues keys).
 */
// A type, not an interface: it is handed on as a plain record (UploadSlotApi.applyValues).
export type OfferApplied = {
  origin?: string;
  destination?: string;
  miles?: string;
  rate?: string;
  fsc?: string;
  deadheadMiles?: string;
  broker?: string;
  equipment?: Equipment;
  accessorials: Partial<Record<OfferAccessorial, true>> & { stops?: string; weightLbs?: string };
};
