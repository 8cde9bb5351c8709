/** Invitation codes are at most this long; longer input is refused before any lookup. */
export const INVITATION_CODE_MAX_LENGTH = 64;
