import {
  CertificationStatus,
  ChildStatus,
  ExerciseProcess,
  LearningProcess,
  RegistrationStatus,
  RelationType,
  Requirement,
  type CertificationStatusValue,
  type ChildStatusValue,
  type RegistrationStatusValue,
} from "#contract/catalogue-rules.ts";
import { ExamRelationType } from "#contract/exam-rules.ts";
import type { ApplicationState, CertificateFacts } from "../certificate/certificate-facts.ts";
import type { RegistrationFacts } from "../enrolment/registration-facts.ts";
import type { AttemptSummary, ExamFacts } from "../exam/exam-facts.ts";
import type { PracticalExamFacts } from "../classroom/practical-exam-facts.ts";
import type { ProgressFacts } from "../learning/progress-facts.ts";

/** A learner's registration for one relation: its latest row's state, or "none". */
export type RegistrationState = "none" | "pending" | "approved" | "rejected" | "cancelled";

/**
 * Registration status (learner §4): no row or a rejected/cancelled one is
 * NotEnrolled 0, pending is NotAudited 1, approved is Audited 2.
 */
export function registrationStatusOf(state: RegistrationState): RegistrationStatusValue {
  if (state === "approved") return RegistrationStatus.Audited;
  if (state === "pending") return RegistrationStatus.NotAudited;
  return RegistrationStatus.NotEnrolled;
}

/**
 * A course's registration status: its own registration, or that of a
 * certification release containing it; the furthest one counts, so an
 * approved certification opens its courses (learner §4 "Registration status").
 */
export function courseRegistrationStatus(
  own: RegistrationState,
  ofCertifications: readonly RegistrationState[],
): RegistrationStatusValue {
  return Math.max(
    registrationStatusOf(own),
    ...ofCertifications.map(registrationStatusOf),
  ) as RegistrationStatusValue;
}

export type CreditTotals = { earned: number; total: number };

/** The courses of a certification release as the credit sums need them. */
export type CreditCourse = {
  requirement: number;
  credits: number;
  learningProcess: number;
  exerciseProcess: number;
};

/**
 * A course's credits are earned once it is learned (learningProcess learnEnd 2
 * or later) and its exercise finished (learner §4: exam buttons stay disabled
 * until the courses are learned and any exercise is finished; a course without
 * a quiz finishes its exercise when it is learned).
 */
export const creditsEarned = (course: Pick<CreditCourse, "learningProcess" | "exerciseProcess">) =>
  course.learningProcess >= LearningProcess.learnEnd &&
  course.exerciseProcess === ExerciseProcess.finish;

/** Compulsory and elective credits, summed separately (learner §9). */
export function creditTotals(courses: readonly CreditCourse[]): {
  compulsoryCredits: CreditTotals;
  electiveCredits: CreditTotals;
} {
  const compulsoryCredits = { earned: 0, total: 0 };
  const electiveCredits = { earned: 0, total: 0 };
  for (const course of courses) {
    const sum = course.requirement === Requirement.compulsory ? compulsoryCredits : electiveCredits;
    sum.total += course.credits;
    if (creditsEarned(course)) sum.earned += course.credits;
  }
  return { compulsoryCredits, electiveCredits };
}

/** Every compulsory course learned and at least the credits needed in all (learner §4, §9). */
export function creditsComplete(
  totals: ReturnType<typeof creditTotals>,
  creditsNeeded: number,
): boolean {
  const { compulsoryCredits: c, electiveCredits: e } = totals;
  return c.earned >= c.total && c.earned + e.earned >= creditsNeeded;
}

/**
 * When the credits became complete: walking the earned courses in the order
 * they were finished, the moment the running sums first satisfy
 * `creditsComplete`; null while they are not (brand exams open for 30 days
 * from it, frame §9).
 */
export function creditsCompletedAt(
  courses: readonly (CreditCourse & { finishedAt: Date | null })[],
  creditsNeeded: number,
): Date | null {
  const earned = courses
    .filter((course) => creditsEarned(course) && course.finishedAt !== null)
    .sort((a, b) => a.finishedAt!.getTime() - b.finishedAt!.getTime());
  const pending: CreditCourse[] = courses.map((course) => ({
    ...course,
    exerciseProcess: ExerciseProcess.pending,
  }));
  for (const course of earned) {
    const index = courses.indexOf(course);
    pending[index] = course;
    if (creditsComplete(creditTotals(pending), creditsNeeded)) return course.finishedAt;
  }
  return null;
}

export type CertificationProgressInput = {
  /** null for a visitor. */
  registration: RegistrationState | null;
  /** Any course of the release started (learningProcess learning 1 or later). */
  hasProgress: boolean;
  creditsComplete: boolean;
  practicalExam: boolean;
  theoryExamPassed: boolean;
  /** The practical exam of the release passed (a finished enrolment with the result success). */
  practicalExamPassed: boolean;
  certificateApplication?: ApplicationState;
};

/**
 * `currentStatus` and `childStatus` of a certification release for a learner
 * (learner §4 "Certification progress"):
 *
 * | registration | progress / credits | currentStatus | childStatus |
 * |---|---|---|---|
 * | visitor, none, cancelled | - | enrol 0 | 0 |
 * | rejected | - | enrol 0 | 1 registration failed |
 * | pending | - | enrol 0 | 3 waiting for review |
 * | approved | no course started | enrol 0 | 2 registration approved |
 * | approved | started, credits incomplete | learning 1 | 0 |
 * | approved | credits complete | exam 2 | 0 |
 * | approved | theory passed, practical exam pending | practical exam 3 | 0 |
 * | approved | exams passed, not applied | apply 4 | 0 |
 * | approved | applied | finish 5 | 0 |
 * | approved | certificate approved | approved 6 | 0 |
 */
export function certificationProgress(input: CertificationProgressInput): {
  currentStatus: CertificationStatusValue;
  childStatus: ChildStatusValue;
} {
  const enrol = (childStatus: ChildStatusValue) => ({
    currentStatus: CertificationStatus.enrol,
    childStatus,
  });
  const at = (currentStatus: CertificationStatusValue) => ({
    currentStatus,
    childStatus: ChildStatus.none,
  });
  switch (input.registration) {
    case null:
    case "none":
    case "cancelled":
      return enrol(ChildStatus.none);
    case "rejected":
      return enrol(ChildStatus.registrationFailed);
    case "pending":
      return enrol(ChildStatus.pending);
    case "approved":
      break;
  }
  if (!input.creditsComplete) {
    return input.hasProgress
      ? at(CertificationStatus.learning)
      : enrol(ChildStatus.registrationApproved);
  }
  if (!input.theoryExamPassed) return at(CertificationStatus.exam);
  if (input.practicalExam && !input.practicalExamPassed)
    return at(CertificationStatus.practicalExam);
  if (input.certificateApplication === "approved") return at(CertificationStatus.approved);
  if (input.certificateApplication === "applied") return at(CertificationStatus.finish);
  return at(CertificationStatus.apply);
}

/** What the catalogue knows about one learner, loaded for many rows at once (no N+1). */
export type LearnerState = {
  loggedIn: boolean;
  registration(relationType: number, relationId: number): RegistrationState;
  learningProcess(courseReleaseId: number): number;
  exerciseProcess(courseReleaseId: number): number;
  /** When the course was learned with its exercise finished, or null. */
  finishedAt(courseReleaseId: number): Date | null;
  /** The theory exam of a certification release in the current learning cycle. */
  theoryExam(certificationReleaseId: number): AttemptSummary | undefined;
  /** The certificate application of a certification release. */
  application(certificationReleaseId: number): ApplicationState;
  /** Whether the practical exam of a certification release is passed. */
  practicalExamPassed(certificationReleaseId: number): boolean;
  /**
   * The replaced course release whose progress a new version carries for the
   * learner (frame §4: progress 100%, credits kept), or null.
   */
  inheritedFrom(courseReleaseId: number): number | null;
  chapterCompleted(chapterId: number): boolean;
  /** The chapter of the course the learner last reported from (reload), with the position there. */
  lastChapter(courseReleaseId: number): LastChapter | null;
};

export type LastChapter = { chapterId: number; payDuration: number };

/**
 * The chapter a course reopens on (learner §4 "Next chapter", §7 reload): the
 * chapter last watched, so the position kept in it (payDuration) resumes
 * where the learner left; if that chapter was played to its end, the learner
 * was on the way to the next one (the player loads it when a chapter ends),
 * so the next one, unless it was the last. A course never watched, or whose
 * last chapter is no longer among its chapters, opens on its first chapter.
 */
export function resumeChapterId(
  chapters: readonly { id: number; duration: number }[],
  last: LastChapter | null,
): number | null {
  const first = chapters[0]?.id ?? null;
  if (!last) return first;
  const index = chapters.findIndex((chapter) => chapter.id === last.chapterId);
  if (index < 0) return first;
  const chapter = chapters[index]!;
  // The player treats the last second as the end too (it restarts a chapter from there).
  const ended = chapter.duration > 0 && last.payDuration >= chapter.duration - 1;
  return ended && index + 1 < chapters.length ? chapters[index + 1]!.id : chapter.id;
}

const visitorState: LearnerState = {
  loggedIn: false,
  registration: () => "none",
  learningProcess: () => LearningProcess.notStart,
  exerciseProcess: () => 0,
  finishedAt: () => null,
  theoryExam: () => undefined,
  application: () => "none",
  practicalExamPassed: () => false,
  inheritedFrom: () => null,
  chapterCompleted: () => false,
  lastChapter: () => null,
};

/** Courses and videos share one key: a course release is one or the other. */
const relationKey = (relationType: number, relationId: number) =>
  `${relationType === RelationType.certification ? "c" : "r"}:${relationId}`;

/** The read ports of the modules that own a learner's registrations and progress. */
export type LearnerFacts = {
  registrations: RegistrationFacts;
  progress: ProgressFacts;
  exams: ExamFacts;
  certificates: Pick<CertificateFacts, "applicationStates" | "viewedCourseUpdates">;
  practicalExams: PracticalExamFacts;
};

/**
 * Loads the learner's registrations for the given relations, progress for the
 * given course releases and chapters, and theory exams of the certification
 * releases: one query per table, whatever the number of rows on the page.
 */
export async function loadLearnerState(
  facts: LearnerFacts,
  userId: number | null,
  wanted: {
    certificationReleaseIds?: readonly number[];
    courseReleaseIds?: readonly number[];
    chapterIds?: readonly number[];
    /** The certification releases with a practical exam, whose result is read too. */
    practicalExamReleaseIds?: readonly number[];
    /** New course versions and the releases they replaced (new id → old id). */
    replacements?: ReadonlyMap<number, number>;
  },
): Promise<LearnerState> {
  if (userId === null) return visitorState;
  const replacements = wanted.replacements ?? new Map<number, number>();
  const courseIds = [...new Set([...(wanted.courseReleaseIds ?? []), ...replacements.values()])];
  const certificationIds = [...new Set(wanted.certificationReleaseIds ?? [])];
  const [registrationRows, progressRows, completedChapters, exams, applications, practical] =
    await Promise.all([
      facts.registrations.registrationsOf(userId, {
        certificationReleaseIds: certificationIds,
        courseReleaseIds: courseIds,
      }),
      facts.progress.courseProgressOf(userId, courseIds),
      facts.progress.completedChapterIds(userId, [...new Set(wanted.chapterIds ?? [])]),
      facts.exams.attemptSummaries(userId, ExamRelationType.certification, certificationIds),
      facts.certificates.applicationStates(userId, certificationIds),
      facts.practicalExams.passedReleaseIds(userId, [
        ...new Set(wanted.practicalExamReleaseIds ?? []),
      ]),
    ]);

  // A live row (pending, approved) wins; otherwise the latest closed one says whether it was rejected.
  const latest = new Map<string, RegistrationState>();
  const live = (state: RegistrationState | undefined) =>
    state === "pending" || state === "approved";
  for (const row of registrationRows.sort((a, b) => a.id - b.id)) {
    const key = relationKey(row.relationType, row.relationId);
    if (live(row.status) || !live(latest.get(key))) latest.set(key, row.status);
  }
  const progress = new Map(progressRows.map((row) => [row.courseReleaseId, row]));
  // A new version not started by the learner carries the replaced release's finished progress.
  const inherited = new Map<number, number>();
  for (const [next, replaced] of replacements) {
    const old = progress.get(replaced);
    if (progress.has(next) || !old || !creditsEarned(old)) continue;
    progress.set(next, { ...old, courseReleaseId: next });
    inherited.set(next, replaced);
  }
  const completed = new Set(completedChapters);
  const theoryExams = new Map(exams.map((summary) => [summary.relationId, summary]));
  return {
    loggedIn: true,
    registration: (relationType, relationId) =>
      latest.get(relationKey(relationType, relationId)) ?? "none",
    learningProcess: (id) => progress.get(id)?.learningProcess ?? LearningProcess.notStart,
    exerciseProcess: (id) => progress.get(id)?.exerciseProcess ?? 0,
    finishedAt: (id) => progress.get(id)?.finishedAt ?? null,
    theoryExam: (id) => theoryExams.get(id),
    application: (id) => applications.get(id) ?? "none",
    practicalExamPassed: (id) => practical.has(id),
    inheritedFrom: (id) => inherited.get(id) ?? null,
    chapterCompleted: (id) => completed.has(id),
    lastChapter: (id) => {
      const row = progress.get(id);
      return row?.lastChapterId == null
        ? null
        : { chapterId: row.lastChapterId, payDuration: row.payDuration };
    },
  };
}
