/** Invitation codes are at most this long; longer input is refused before any lookup. */
export const INVITATION_CODE_MAX_LENGTH = 64;

/**
 * The learner's supplementary-information flags. Kept here rather than beside the enrolment
 * flow: the frame's popups ask for them too, and importing the flow would put it in every
 * page's first load.
 */
export const SUPPLEMENT_INFO_PATH = "/certification/supplementInfo/query";

/**
 * A course's notification status (learner §4 "Notification", §7
 * updateNotificationStatus): 0 not subscribed, 1 subscribed, 2 cancelled. A
 * cancelled course sends the learner no update notice (decision 0055).
 */
export const NotificationStatus = { none: 0, subscribed: 1, cancelled: 2 } as const;
export const NOTIFICATION_STATUS_PATH = "/user/course/process/updateNotificationStatus";
