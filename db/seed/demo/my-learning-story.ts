import { and, eq, inArray } from "drizzle-orm";
import { ExerciseProcess, LearningProcess, RelationType } from "#contract/catalogue-rules.ts";
import { ExamRelationType, PassStatus } from "#contract/exam-rules.ts";
import { courseChapters } from "../../schema/catalogue.ts";
import { classroomEnrolments } from "../../schema/classroom.ts";
import { registrations } from "../../schema/enrolment.ts";
import { examAttempts, examPapers } from "../../schema/exam.ts";
import { chapterProgress, courseProgress } from "../../schema/learning.ts";
import { practiceLabCompletions, practiceStepChecks } from "../../schema/practice.ts";
import type { Tx } from "../write.ts";
import { ClassroomId, recountSeats } from "./classrooms.ts";
import { practiceLabId, practiceStepId } from "./practice-labs.ts";

const DAY = 86_400_000;

/** The course releases of the story on /en (catalogue.ts: block 2000 + slot). */
export const StoryCourse = {
  /** Self-paced, quiz passed: "pass". */
  handover: 2041,
  /** Self-paced, learned, quiz failed: "wait for quiz". */
  siteSafety: 2042,
  /** Self-paced, one chapter of three: "studying". */
  cabling: 2043,
  /** Educational videos: one watched, one half watched. */
  sadpVideo: 2051,
  colorVuWebinar: 2057,
} as const;

/** Order extras the story gives at its last enrolment (getLatestOrderingByUserId). */
export const storyOrderExtras = { dietaryRequirements: "Vegetarian", allergies: "Peanuts" };

type Progress = {
  courseReleaseId: number;
  /** Chapters watched to the end, from the first. */
  chaptersDone: number;
  learningProcess: number;
  exerciseProcess: number;
  daysAgo: number;
  finished: boolean;
};

/**
 * What a learner does beside a certification, so every tab of My Learning
 * (frame §1) has something to show for certified@ (Casey Certified) on /en:
 * the three self-paced courses in each state of frame §4's filters (with a
 * passed and a failed quiz), two educational videos, a finished classroom
 * session with credits (last month), an approved webinar and a pending
 * workshop with a meal, and hands-on practice begun on HCSA's first course. Dated from the seed and written again by every seed
 * (seedEnrolledLearner removes the learner's progress, enrolments and
 * attempts first; the classroom enrolments go here), so `npm run db:seed`
 * stays idempotent.
 */
export async function seedMyLearningStory(tx: Tx, userId: number): Promise<void> {
  const now = Date.now();
  const ago = (days: number) => new Date(now - days * DAY);

  // The sessions' seats are counted again below, with or without this learner's.
  const sessions = [ClassroomId.hcspPast, ClassroomId.webinar, ClassroomId.workshop];
  await tx.delete(classroomEnrolments).where(eq(classroomEnrolments.userId, userId));
  await tx.insert(classroomEnrolments).values([
    {
      classroomId: ClassroomId.hcspPast,
      userId,
      siteId: 1,
      certificationReleaseId: 102,
      status: "finished",
      decidedAt: ago(44),
      createdAt: ago(45),
      updatedAt: ago(29),
    },
    {
      classroomId: ClassroomId.webinar,
      userId,
      siteId: 1,
      certificationReleaseId: null,
      status: "approved",
      decidedAt: ago(2),
      createdAt: ago(2),
      updatedAt: ago(2),
    },
    {
      classroomId: ClassroomId.workshop,
      userId,
      siteId: 1,
      certificationReleaseId: null,
      status: "pending",
      ...storyOrderExtras,
      createdAt: ago(1),
      updatedAt: ago(1),
    },
  ]);
  await recountSeats(tx, sessions);

  // Self-paced courses need an approved enrolment to be watched (learner §4); videos do not.
  await tx.insert(registrations).values(
    [
      { relationId: StoryCourse.handover, daysAgo: 60 },
      { relationId: StoryCourse.siteSafety, daysAgo: 20 },
      { relationId: StoryCourse.cabling, daysAgo: 3 },
    ].map(({ relationId, daysAgo }) => ({
      userId,
      siteId: 1,
      relationType: RelationType.course,
      relationId,
      status: "approved" as const,
      decidedAt: ago(daysAgo),
      createdAt: ago(daysAgo),
      updatedAt: ago(daysAgo),
    })),
  );

  const progress: Progress[] = [
    {
      courseReleaseId: StoryCourse.handover,
      chaptersDone: 3,
      learningProcess: LearningProcess.success,
      exerciseProcess: ExerciseProcess.finish,
      daysAgo: 40,
      finished: true,
    },
    {
      courseReleaseId: StoryCourse.siteSafety,
      chaptersDone: 3,
      learningProcess: LearningProcess.fail,
      exerciseProcess: ExerciseProcess.learning,
      daysAgo: 5,
      finished: false,
    },
    {
      courseReleaseId: StoryCourse.cabling,
      chaptersDone: 1,
      learningProcess: LearningProcess.learning,
      exerciseProcess: ExerciseProcess.pending,
      daysAgo: 2,
      finished: false,
    },
    {
      courseReleaseId: StoryCourse.sadpVideo,
      chaptersDone: 1,
      learningProcess: LearningProcess.learnEnd,
      exerciseProcess: ExerciseProcess.finish,
      daysAgo: 10,
      finished: true,
    },
    {
      courseReleaseId: StoryCourse.colorVuWebinar,
      chaptersDone: 1,
      learningProcess: LearningProcess.learning,
      exerciseProcess: ExerciseProcess.pending,
      daysAgo: 1,
      finished: false,
    },
  ];
  const chapters = await tx
    .select({
      id: courseChapters.id,
      courseReleaseId: courseChapters.courseReleaseId,
      duration: courseChapters.duration,
      sort: courseChapters.sort,
    })
    .from(courseChapters)
    .where(
      inArray(
        courseChapters.courseReleaseId,
        progress.map((course) => course.courseReleaseId),
      ),
    );
  const watched = progress.flatMap((course) =>
    chapters
      .filter((chapter) => chapter.courseReleaseId === course.courseReleaseId)
      .sort((a, b) => a.sort - b.sort)
      .slice(0, course.chaptersDone)
      .map((chapter) => ({ course, chapter })),
  );
  await tx.insert(chapterProgress).values(
    watched.map(({ course, chapter }) => ({
      userId,
      chapterId: chapter.id,
      payDuration: chapter.duration,
      completed: true,
      // Watched through, as reload credits it (decision 0042).
      issuedAt: new Date(ago(course.daysAgo).getTime() - chapter.duration * 1000),
      watchedSeconds: chapter.duration,
      updatedAt: ago(course.daysAgo),
    })),
  );
  await tx.insert(courseProgress).values(
    progress.map((course) => {
      const last = watched.filter((w) => w.course === course).at(-1)?.chapter;
      return {
        userId,
        courseReleaseId: course.courseReleaseId,
        learningProcess: course.learningProcess,
        exerciseProcess: course.exerciseProcess,
        lastChapterId: last?.id ?? null,
        payDuration: last?.duration ?? 0,
        finishedAt: course.finished ? ago(course.daysAgo) : null,
        updatedAt: ago(course.daysAgo),
      };
    }),
  );

  // The quizzes of the two learned courses: passed with 80, failed with 40 (pass 60, frame §9).
  const papers = await tx
    .select()
    .from(examPapers)
    .where(
      and(
        eq(examPapers.relationType, ExamRelationType.course),
        inArray(examPapers.relationId, [StoryCourse.handover, StoryCourse.siteSafety]),
      ),
    );
  const quiz = (relationId: number, score: number, daysAgo: number) => {
    const paper = papers.find((p) => p.relationId === relationId);
    if (!paper) throw new Error(`Course release ${relationId} has no quiz paper`);
    const gradedAt = ago(daysAgo);
    return {
      userId,
      siteId: 1,
      relationType: ExamRelationType.course,
      relationId,
      kind: paper.kind,
      paperId: paper.id,
      totalScore: paper.totalScore,
      passScore: paper.passScore,
      startedAt: new Date(gradedAt.getTime() - 10 * 60_000),
      deadline: null,
      state: "graded" as const,
      score,
      passStatus: score >= paper.passScore ? PassStatus.pass : PassStatus.fail,
      gradedAt,
    };
  };
  await tx
    .insert(examAttempts)
    .values([quiz(StoryCourse.handover, 80, 40), quiz(StoryCourse.siteSafety, 40, 5)]);

  await seedStoryPractice(tx, userId, ago);
}

/** The HCSA course with two practice labs (practice-labs.ts), on /en. */
export const StoryPracticeCourse = 2001;

/**
 * Hands-on practice (decision 0059) beside the HCSA certification: the first
 * lab of IP Camera Fundamentals done, two steps of the second ticked, so My
 * Learning's card says "1 of 2 labs completed" and the dialog opens on the
 * lab begun.
 */
async function seedStoryPractice(tx: Tx, userId: number, ago: (days: number) => Date) {
  await tx.delete(practiceStepChecks).where(eq(practiceStepChecks.userId, userId));
  await tx.delete(practiceLabCompletions).where(eq(practiceLabCompletions.userId, userId));
  const done = practiceLabId(StoryPracticeCourse, 1);
  const begun = practiceLabId(StoryPracticeCourse, 2);
  await tx.insert(practiceStepChecks).values([
    ...[1, 2, 3, 4].map((position) => ({
      userId,
      stepId: practiceStepId(done, position),
      checkedAt: ago(6),
    })),
    ...[1, 2].map((position) => ({
      userId,
      stepId: practiceStepId(begun, position),
      checkedAt: ago(2),
    })),
  ]);
  await tx.insert(practiceLabCompletions).values({ userId, labId: done, completedAt: ago(6) });
}
