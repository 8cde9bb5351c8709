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

/**
 * The HTTP status of every code, named one by one (ARCHITECTURE §4: 2xx
 * success, 4xx the caller's fault, 5xx ours). Never derived from the number's
 * range: the exam refusals 30000–30003 once answered 500 that way although
 * each is the caller's to resolve. A code added above without a status here
 * does not compile.
 */
const httpStatusByName = {
  success: 200,
  badRequest: 400,
  needLogin: 401,
  forbidden: 403,
  notFound: 404,
  failed: 500,
  other: 500,
  remoteError: 502,

  /** The paper or its analysis is not available in the attempt's state (not submitted, not finished). */
  examPaperFetchFailed: 409,
  /** The attempt is closed: graded, or its time is over. */
  examSubmitAnswerFailed: 409,
  /** The learner does not qualify to start now (entry rules, attempts, waiting period). */
  examStartFailed: 403,
  /** The attempt changed meanwhile (graded by a racing call). */
  examRenewFailed: 409,

  invitationIncorrect: 409,
  invitationExpired: 409,
  repeatSubmit: 409,
  alreadyHasCertificate: 409,
  applyNameNull: 409,
  invitationInvalid: 409,
  invitationUsed: 409,
  invitationEmailMismatch: 409,
  practicalExamFull: 409,
  finishCurrentPracticalExam: 409,
  noReEnrolUntilCertificateExpires: 409,
  noCancelWithin24Hours: 409,
  traineeOnlyInvitedToPracticalExam: 409,
  enrolmentExpired: 409,
  trainingFull: 409,
  finishCurrentTraining: 409,
  noReEnrolUntilExpiry: 409,
  alreadyEnrolledWithoutInvitation: 409,
  invitationWrongSite: 409,
  wrongCountryOrRegion: 409,
  tooFrequent: 429,
  alreadyRegistered: 409,
  prerequisiteNotMet: 409,
  applicationPending: 409,
  signInBeforeClassroomStart: 409,
} as const satisfies { readonly [Name in CodeName]: number };

const httpStatusByCode = new Map<number, number>(
  (Object.keys(Code) as CodeName[]).map((name) => [Code[name], httpStatusByName[name]]),
);

/** The HTTP status a response with this code answers. */
export function httpStatusOf(code: CodeValue): number {
  return httpStatusByCode.get(code)!;
}

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
