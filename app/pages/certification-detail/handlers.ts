/**
 * Hand-over points for the issues after the catalogue. The buttons that call
 * these already follow the catalogue's rules (learner §4): they show per
 * canEnrol / examButtonGroup, are disabled per actionsDisabled, and a visitor
 * gets the login-tip dialog before any of these runs.
 */

/**
 * CERTIFICATE ISSUE: POST /user/certificationApply/apply and the certificate
 * apply dialog (frame §2 "Other screens"). Until then the click does nothing.
 */
export function applyForCertificate(_relationId: number): void {}
