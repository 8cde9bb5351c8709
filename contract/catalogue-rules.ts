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

/** Banner type codes (learner §9). */
export const listBannerType = (kind: number) => (kind === Kind.gsc ? 4 : 3);
export const detailBannerType = (kind: number) => (kind === Kind.gsc ? 8 : 7);

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
