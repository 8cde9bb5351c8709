/* Codes and rules of the catalogue (learner §4, §9), free of zod for the browser bundle. */

/** Type codes (learner §4). */
export const Kind = { gsc: 0, hsc: 1, workshopSeminar: 2 } as const;
export type KindType = (typeof Kind)[keyof typeof Kind];
export const CourseType = { course: 0, video: 1 } as const;
/**
 * Enrolment relation types: a certification, a course (1) or a video (2); a
 * classroom session (3) where a list mixes training with them (the learner's
 * incomplete projects).
 */
export const RelationType = { certification: 0, course: 1, video: 2, classroom: 3 } as const;
export const Requirement = { elective: 0, compulsory: 1 } as const;
/** Video list filter `type`: 0 all, 1 topic, 2 course. */
export const VideoListType = { all: 0, topic: 1, course: 2 } as const;

export const RegistrationStatus = { NotEnrolled: 0, NotAudited: 1, Audited: 2 } as const;
export type RegistrationStatusValue = (typeof RegistrationStatus)[keyof typeof RegistrationStatus];
export const LearningProcess = {
  notStart: 0,
  learning: 1,
  learnEnd: 2,
  success: 3,
  fail: 4,
} as const;
export const ExerciseProcess = { pending: 0, learning: 1, finish: 2 } as const;

/** Certification progress, `currentStatus` (learner §4). */
export const CertificationStatus = {
  enrol: 0,
  learning: 1,
  exam: 2,
  practicalExam: 3,
  apply: 4,
  finish: 5,
  approved: 6,
} as const;
export type CertificationStatusValue =
  (typeof CertificationStatus)[keyof typeof CertificationStatus];

/**
 * `childStatus` refines the enrol step: 0 not enrolled, 1 registration
 * failed (rejected: may enrol again), 2 registration approved, 3 waiting for
 * review (actions disabled).
 */
export const ChildStatus = {
  none: 0,
  registrationFailed: 1,
  registrationApproved: 2,
  pending: 3,
} as const;
export type ChildStatusValue = (typeof ChildStatus)[keyof typeof ChildStatus];

/** Credits needed before the exam (learner §9, frame §9). */
export const CREDITS_NEEDED: Record<number, number> = { [Kind.hsc]: 9, [Kind.gsc]: 12 };

/** Page sizes (learner §9). */
export const PAGE_SIZE = { desktop: 15, mobile: 10 } as const;

/**
 * Banner type codes (learner §9): the list (track) pages kind gsc 0 -> 4, hsc
 * 1 -> 3; the certification detail area 0 -> 8, 1 -> 7. The workshopSeminar
 * kind 2 has codes of its own, 5 and 9 (decision 0058): a track never shows
 * another kind's banner. Another kind has none (null).
 */
const LIST_BANNER_TYPES: Record<number, number> = {
  [Kind.gsc]: 4,
  [Kind.hsc]: 3,
  [Kind.workshopSeminar]: 5,
};
const DETAIL_BANNER_TYPES: Record<number, number> = {
  [Kind.gsc]: 8,
  [Kind.hsc]: 7,
  [Kind.workshopSeminar]: 9,
};
export const listBannerType = (kind: number): number | null => LIST_BANNER_TYPES[kind] ?? null;
export const detailBannerType = (kind: number): number | null => DETAIL_BANNER_TYPES[kind] ?? null;

/** The hint shown under the progress steps, as an i18n key, by status and childStatus (learner §4). */
export function statusHintKey(currentStatus: number, childStatus: number): string | null {
  switch (currentStatus) {
    case CertificationStatus.enrol:
      if (childStatus === ChildStatus.registrationFailed)
        return "certification.hint.registrationFailed";
      if (childStatus === ChildStatus.registrationApproved)
        return "certification.hint.registrationApproved";
      if (childStatus === ChildStatus.pending) return "certification.hint.pending";
      return null;
    case CertificationStatus.exam:
    case CertificationStatus.practicalExam:
      return "certification.hint.exam";
    case CertificationStatus.apply:
      return "certification.hint.readyToApply";
    case CertificationStatus.finish:
      return "certification.hint.applied";
    case CertificationStatus.approved:
      return "certification.hint.appliedSuccess";
    default:
      return null;
  }
}

/**
 * The name of where a learner stands in a certification, as an i18n key
 * (learner §4 "Certification progress"): the enrol step says what became of
 * the registration (childStatus), every later step is its currentStatus. One
 * name for the detail page's badge and My Learning's card, so neither says
 * "enrolled" beside "your certificate has been approved".
 */
export function certificationStatusKey(currentStatus: number, childStatus: number): string {
  return currentStatus === CertificationStatus.enrol
    ? `catalogue.childStatus.${childStatus}`
    : `catalogue.status.${currentStatus}`;
}

/** Actions are disabled when childStatus is 3 or the status is finish. */
export const actionsDisabled = (currentStatus: number, childStatus: number) =>
  childStatus === ChildStatus.pending || currentStatus === CertificationStatus.finish;

/** Enrolment is allowed when the status is enrol and childStatus is 0 or 1. */
export const canEnrol = (currentStatus: number, childStatus: number) =>
  currentStatus === CertificationStatus.enrol &&
  (childStatus === ChildStatus.none || childStatus === ChildStatus.registrationFailed);

/** Exam button groups by status code: continue 0 and 1; start exam 2 and 3; apply 4 and 5; passed 6. */
export type ExamButtonGroup = "continue" | "startExam" | "apply" | "passed";
export function examButtonGroup(currentStatus: number): ExamButtonGroup {
  if (currentStatus <= CertificationStatus.learning) return "continue";
  if (currentStatus <= CertificationStatus.practicalExam) return "startExam";
  if (currentStatus <= CertificationStatus.finish) return "apply";
  return "passed";
}

/**
 * Course content is reachable only with an audited registration, or for a
 * video; a visitor sees the lock for videos too (learner §4).
 */
export function chapterLocked(input: {
  loggedIn: boolean;
  courseType: number;
  registrationStatus: number;
}): boolean {
  if (!input.loggedIn) return true;
  if (input.courseType === CourseType.video) return false;
  return input.registrationStatus !== RegistrationStatus.Audited;
}

/** Where "take the quiz" leads (learner §4 "Quiz"): the exam anchor once the credits are earned. */
export function quizAnchor(currentStatus: number): "#take-exam" | "#course-list-position" {
  return currentStatus === CertificationStatus.exam ||
    currentStatus === CertificationStatus.apply ||
    currentStatus === CertificationStatus.finish
    ? "#take-exam"
    : "#course-list-position";
}

/** A kind name as a path segment: lower-cased, spaces to hyphens (learner §2). */
export const kindPathName = (kindName: string) =>
  kindName.trim().toLowerCase().replace(/\s+/g, "-");

export type CreditSum = { earned: number; total: number };

/**
 * The credits that count towards a certification (learner §4, §9; frame §9):
 * every compulsory course is needed and the credits needed in all, so
 * compulsory credits count up to the compulsory total, and elective credits
 * only up to what the compulsory courses leave of the credits needed.
 * `required` is the credits needed, or the compulsory total when that is
 * more. `counted` never exceeds `required` and reaches it exactly when the
 * credits are complete (what opens the exam); `beyond` is what the learner
 * earned on top, `compulsoryLeft` the compulsory credits still to earn.
 */
export function countedCredits(
  compulsory: CreditSum,
  elective: CreditSum,
  creditsNeeded: number,
): { counted: number; required: number; beyond: number; compulsoryLeft: number } {
  const required = Math.max(creditsNeeded, compulsory.total);
  const fromCompulsory = Math.min(compulsory.earned, compulsory.total);
  const fromElective = Math.min(elective.earned, Math.max(0, required - compulsory.total));
  const counted = fromCompulsory + fromElective;
  return {
    counted,
    required,
    beyond: Math.max(0, compulsory.earned + elective.earned - counted),
    compulsoryLeft: Math.max(0, compulsory.total - compulsory.earned),
  };
}
