import { and, eq, inArray, sql } from "drizzle-orm";
import { Code } from "#contract/codes.ts";
import { ExerciseProcess, LearningProcess } from "#contract/catalogue-rules.ts";
import type { Db } from "#db/client.ts";
import { chapterProgress, courseProgress } from "#db/schema/learning.ts";
import { ApiError, notFound } from "../../errors.ts";
import type { Scope } from "../../scope.ts";
import type { CatalogueService } from "../catalogue/catalogue.service.ts";
import type { ReleaseFacts } from "../catalogue/release-facts.ts";
import type { MediaSigner } from "./media-signing.ts";

/** A chapter counts as watched when the position reaches its last second. */
const END_TOLERANCE_SECONDS = 1;

/**
 * How far a reported position may run ahead of the time that passed (issue 9,
 * item 6): videos play at up to twice their speed, and the player's first
 * report comes after up to 10 s of play, so up to 20 s in.
 */
export const PLAYBACK_RATE_LIMIT = 2;
export const FIRST_REPORT_SECONDS = 20;

/**
 * The furthest position a report may set: nothing kept yet, the first report's
 * allowance; else the position kept plus what could have been watched since it
 * was kept. A forged report that skips ahead is cut back, so a chapter is
 * complete only after time that could have watched it.
 */
export function allowedPosition(
  kept: { payDuration: number; updatedAt: Date } | undefined,
  now: Date,
): number {
  if (!kept) return FIRST_REPORT_SECONDS;
  const elapsed = Math.max(0, (now.getTime() - kept.updatedAt.getTime()) / 1000);
  return Math.floor(kept.payDuration + PLAYBACK_RATE_LIMIT * elapsed);
}

/**
 * When a report is cut back, the clock of the kept position moves on only by
 * the time the granted seconds took, so the rest carries over to the next
 * report (a burst of reports gains nothing; a 2x viewer never falls behind).
 */
export function keptSince(
  kept: { payDuration: number; updatedAt: Date } | undefined,
  position: number,
  cutBack: boolean,
  now: Date,
): Date {
  if (!kept || !cutBack) return now;
  const used = (Math.max(0, position - kept.payDuration) / PLAYBACK_RATE_LIMIT) * 1000;
  return new Date(Math.min(now.getTime(), kept.updatedAt.getTime() + used));
}

export type LearningDeps = {
  db: Db;
  catalogue: CatalogueService;
  facts: ReleaseFacts;
  signer: MediaSigner;
};

/**
 * Watching courses (learner §4 "Learning process", "Exercise process"): video
 * access only with access to the course, progress per chapter and course, and
 * completion that moves credits and the certification status.
 */
export function createLearning({ db, catalogue, facts, signer }: LearningDeps) {
  /** The course as the learner may open it; refuses a chapter the learner cannot open (lock rule, learner §4). */
  async function openChapter(
    scope: Scope,
    userId: number,
    courseReleaseId: number,
    courseType: number,
    chapterId: number,
  ) {
    const course = await catalogue.courseAccess({ ...scope, userId }, courseReleaseId, courseType);
    const chapter = course.chapters.find((c) => c.id === chapterId);
    if (!chapter) throw notFound("No such chapter in this course");
    if (course.locked)
      throw new ApiError(Code.forbidden, "Enrol and wait for approval to watch this course");
    return { course, chapter };
  }

  return {
    /**
     * What a graded quiz moves (learner §4 "Exercise process", "Learning
     * process"): a pass finishes the course's exercise, a fail leaves it in
     * learning; a learned course becomes success 3 or fail 4, and a pass on a
     * learned course finishes it (its credits count from now). Runs in the
     * grading transaction.
     */
    async recordQuizResult(
      on: Db,
      input: { userId: number; courseReleaseId: number; passed: boolean; now: Date },
    ) {
      const exerciseProcess = input.passed ? ExerciseProcess.finish : ExerciseProcess.learning;
      const learned = sql`${courseProgress.learningProcess} >= ${LearningProcess.learnEnd}`;
      await on
        .insert(courseProgress)
        .values({
          userId: input.userId,
          courseReleaseId: input.courseReleaseId,
          learningProcess: LearningProcess.notStart,
          exerciseProcess,
        })
        .onConflictDoUpdate({
          target: [courseProgress.userId, courseProgress.courseReleaseId],
          set: {
            exerciseProcess,
            learningProcess: sql`case when ${learned} then ${
              input.passed ? LearningProcess.success : LearningProcess.fail
            } else ${courseProgress.learningProcess} end`,
            finishedAt: input.passed
              ? sql`coalesce(${courseProgress.finishedAt}, case when ${learned} then ${input.now.toISOString()}::timestamptz end)`
              : courseProgress.finishedAt,
            updatedAt: input.now,
          },
        });
    },

    /**
     * Forced relearning (frame §4): the learner's progress in these courses
     * and chapters goes back to nothing, so credits are 0 again. Runs in the
     * grading transaction of the failure that forced it.
     */
    async resetProgress(
      on: Db,
      input: { userId: number; courseReleaseIds: number[]; chapterIds: number[] },
    ) {
      // Chapters first, in the order reload locks them (chapter, then course): no deadlock.
      if (input.chapterIds.length > 0)
        await on
          .delete(chapterProgress)
          .where(
            and(
              eq(chapterProgress.userId, input.userId),
              inArray(chapterProgress.chapterId, input.chapterIds),
            ),
          );
      if (input.courseReleaseIds.length > 0)
        await on
          .delete(courseProgress)
          .where(
            and(
              eq(courseProgress.userId, input.userId),
              inArray(courseProgress.courseReleaseId, input.courseReleaseIds),
            ),
          );
    },

    /** POST /user/course/process/updateNotificationStatus (learner §4 "Notification"). */
    async updateNotificationStatus(
      scope: Scope,
      userId: number,
      releaseCourseId: number,
      notificationStatus: number,
    ) {
      const course = await facts.course(scope, releaseCourseId);
      if (!course) throw notFound("No such course on this site");
      await db
        .insert(courseProgress)
        .values({ userId, courseReleaseId: releaseCourseId, notificationStatus })
        .onConflictDoUpdate({
          target: [courseProgress.userId, courseProgress.courseReleaseId],
          set: { notificationStatus, updatedAt: new Date() },
        });
    },

    /** GET /certification/release/course/power/check: a signed, expiring URL and the resume position. */
    async powerCheck(
      scope: Scope,
      userId: number,
      input: { id: number; courseContentId: number; courseType: number },
    ) {
      await openChapter(scope, userId, input.id, input.courseType, input.courseContentId);
      const video = await facts.chapterVideo(input.id, input.courseContentId);
      if (!video) throw notFound("No video for this chapter");
      const [progress] = await db
        .select({ payDuration: chapterProgress.payDuration })
        .from(chapterProgress)
        .where(
          and(
            eq(chapterProgress.userId, userId),
            eq(chapterProgress.chapterId, input.courseContentId),
          ),
        );
      const signed = signer.url(video.videoFile, userId);
      return { key: signed.key, url: signed.url, payDuration: progress?.payDuration ?? 0 };
    },

    /** GET /certification/release/topic/power/check: a topic's signed, expiring URL. */
    async topicPowerCheck(scope: Scope, userId: number, topicId: number) {
      // A video locks only for visitors (learner §4), and the caller is signed in; a topic
      // of another site or language, or not published yet, is not found.
      const video = await facts.topicVideo(scope, topicId);
      if (!video) throw notFound("No such topic");
      const signed = signer.url(video.videoFile, userId);
      return { key: signed.key, url: signed.url };
    },

    /**
     * POST /certification/release/course/reload: records the play position and
     * chapter completion. Idempotent: the same report twice changes nothing;
     * completion and the learning process never go back.
     */
    async reload(
      scope: Scope,
      userId: number,
      input: { releaseCourseId: number; releaseCourseContentId: number; payDuration: number },
    ) {
      const courseType = await facts.courseTypeOf(input.releaseCourseId);
      if (courseType === null) throw notFound("No such course");
      const { course, chapter } = await openChapter(
        scope,
        userId,
        input.releaseCourseId,
        courseType,
        input.releaseCourseContentId,
      );
      const chapterIds = course.chapters.map((c) => c.id);

      return db.transaction(async (tx) => {
        const now = new Date();
        // The row is locked: two reports at once cannot both count the same elapsed time.
        const [kept] = await tx
          .select({
            payDuration: chapterProgress.payDuration,
            updatedAt: chapterProgress.updatedAt,
          })
          .from(chapterProgress)
          .where(and(eq(chapterProgress.userId, userId), eq(chapterProgress.chapterId, chapter.id)))
          .for("update");
        const reported = Math.min(Math.floor(input.payDuration), chapter.duration);
        const allowed = allowedPosition(kept, now);
        const position = Math.max(0, Math.min(reported, allowed));
        const since = keptSince(kept, position, reported > allowed, now);
        const reachedEnd = position >= chapter.duration - END_TOLERANCE_SECONDS;
        const [saved] = await tx
          .insert(chapterProgress)
          .values({
            userId,
            chapterId: chapter.id,
            payDuration: position,
            completed: reachedEnd,
            updatedAt: since,
          })
          .onConflictDoUpdate({
            target: [chapterProgress.userId, chapterProgress.chapterId],
            set: {
              payDuration: position,
              // Once watched to the end, a chapter stays completed.
              completed: reachedEnd ? true : chapterProgress.completed,
              updatedAt: since,
            },
          })
          .returning({ completed: chapterProgress.completed });
        const done = await tx
          .select({ chapterId: chapterProgress.chapterId })
          .from(chapterProgress)
          .where(
            and(
              eq(chapterProgress.userId, userId),
              inArray(chapterProgress.chapterId, chapterIds),
              eq(chapterProgress.completed, true),
            ),
          );
        const courseLearned = done.length === chapterIds.length;
        const [before] = await tx
          .select()
          .from(courseProgress)
          .where(
            and(eq(courseProgress.userId, userId), eq(courseProgress.courseReleaseId, course.id)),
          );
        const previous = before?.learningProcess ?? LearningProcess.notStart;
        const learningProcess = Math.max(
          previous,
          courseLearned ? LearningProcess.learnEnd : LearningProcess.learning,
        );
        // Without a quiz there is no exercise to do: it counts as finished once the course is learned.
        const exerciseProcess = course.quizExist
          ? (before?.exerciseProcess ?? ExerciseProcess.pending)
          : courseLearned
            ? ExerciseProcess.finish
            : (before?.exerciseProcess ?? ExerciseProcess.pending);
        // Finished: learned with the exercise done, the moment its credits count.
        const finishedAt =
          before?.finishedAt ??
          (learningProcess >= LearningProcess.learnEnd && exerciseProcess === ExerciseProcess.finish
            ? new Date()
            : null);
        await tx
          .insert(courseProgress)
          .values({
            userId,
            courseReleaseId: course.id,
            learningProcess,
            exerciseProcess,
            lastChapterId: chapter.id,
            payDuration: position,
            finishedAt,
          })
          .onConflictDoUpdate({
            target: [courseProgress.userId, courseProgress.courseReleaseId],
            set: {
              learningProcess,
              exerciseProcess,
              lastChapterId: chapter.id,
              payDuration: position,
              finishedAt,
              updatedAt: new Date(),
            },
          });
        return {
          payDuration: position,
          chapterCompleted: saved?.completed ?? reachedEnd,
          completedChapters: done.length,
          chapterCount: chapterIds.length,
          learningProcess,
          exerciseProcess,
        };
      });
    },
  };
}

export type Learning = ReturnType<typeof createLearning>;
