/** Invitation codes are at most this long; longer input is refused before any lookup. */
export const INVITATION_CODE_MAX_LENGTH = 64;

/**
 * The learner's supplementary-information flags. Kept here rather than beside the enrolment
 * flow: the frame's popups ask for them too, and importing the flow would put it in every
 * page's first load.
 */
export const SUPPLEMENT_INFO_PATH = "/certification/supplementInfo/query";
