/**
 * Marks an unconfirmed account whose password a later sign-up replaced (auth_verifications row,
 * for as long as a confirmation link lives). Confirming such an account keeps no password.
 */
export const contendedMark = (userId: string) => `contended-sign-up:${userId}`;
