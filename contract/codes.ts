/**
 * The one catalogue of response codes: learner §8 and frame §8 together.
 * `code` 200 is success; every other number here is a refusal the UI maps to
 * the text `error.{code}`. No other numbers are sent.
 */
export const Code = {
  success: 200,
  /** Validation failed; errorContext.fields names the failing fields. */
  badRequest: 400,
  /** A login is needed (HTTP 401 as well). */
  needLogin: 401,
  /** Forbidden / request method anomaly. */
  forbidden: 403,
  notFound: 404,
  /** Failed: our fault; never carries internals. */
  failed: 500,
  /** Other: the server message itself is shown. */
  other: 501,
  /** Third-party (remote) service anomaly. */
  remoteError: 200001,

  examPaperFetchFailed: 30000,
  examSubmitAnswerFailed: 30001,
  examStartFailed: 30002,
  examRenewFailed: 30003,

  invitationIncorrect: 10000,
  invitationExpired: 10001,
  repeatSubmit: 10002,
  alreadyHasCertificate: 10003,
  applyNameNull: 10004,
  invitationInvalid: 10005,
  invitationUsed: 10006,
  invitationEmailMismatch: 10007,
  practicalExamFull: 10008,
  finishCurrentPracticalExam: 10009,
  noReEnrolUntilCertificateExpires: 10010,
  noCancelWithin24Hours: 10011,
  traineeOnlyInvitedToPracticalExam: 10012,
  enrolmentExpired: 10013,
  trainingFull: 10014,
  finishCurrentTraining: 10015,
  noReEnrolUntilExpiry: 10016,
  alreadyEnrolledWithoutInvitation: 10017,
  invitationWrongSite: 10018,
  wrongCountryOrRegion: 10019,
  tooFrequent: 10022,
  alreadyRegistered: 10024,
  prerequisiteNotMet: 10026,
  applicationPending: 20036,
  signInBeforeClassroomStart: 20037,
} as const;

export type CodeName = keyof typeof Code;
export type CodeValue = (typeof Code)[CodeName];

export const allCodes: readonly CodeValue[] = Object.values(Code);

export function isKnownCode(value: unknown): value is CodeValue {
  return typeof value === "number" && (allCodes as readonly number[]).includes(value);
}

/** Codes the browser client handles without the Tips dialog (learner §8). */
export const quietCodes: readonly CodeValue[] = [
  Code.success,
  Code.notFound,
  Code.needLogin,
  Code.prerequisiteNotMet,
];
