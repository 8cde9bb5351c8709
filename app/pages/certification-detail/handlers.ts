/**
 * Hand-over points for the issues after the catalogue. The buttons that call
 * these already follow the catalogue's rules (learner §4): they show per
 * canEnrol / examButtonGroup, are disabled per actionsDisabled, and a visitor
 * gets the login-tip dialog before any of these runs.
 */

export type EnrolRequest = {
  relationId: number;
  kind: number;
  /** The invitation-code enrol dialog of the hsc kind (learner §2). */
  withInvitationCode: boolean;
};

/**
 * ENROLMENT ISSUE: learner §4 "Enrol flow" steps 2-6 go here: fetch the
 * supplement information, show the missing-information (hsc) or
 * gather-information (second tenant) dialog, then the enrol or invitation-code
 * dialog, POST /user/registration/addRegistration, reload the detail and show
 * global.enrollSubmitSuccess. Until then the click does nothing.
 */
export function startEnrolment(_request: EnrolRequest): void {}

/**
 * EXAM ISSUE: learner §4 "Exam entry": POST /certification/exam/entry, then the
 * exam page /exam?relationId=&relationType=0&courseType=0. Until then the click
 * does nothing.
 */
export function startTheoryExam(_relationId: number): void {}

/**
 * CERTIFICATE ISSUE: POST /user/certificationApply/apply and the certificate
 * apply dialog (frame §2 "Other screens"). Until then the click does nothing.
 */
export function applyForCertificate(_relationId: number): void {}
