/** The extraction fields of a rate confirmation, in the order the review card lists them. */
export const FIELD_NAMES = ['origin', 'destination', 'miles', 'rate', 'fsc', 'tolls', 'loadReference'] as const;
export type FieldName = (typeof FIELD_NAMES)[number];
