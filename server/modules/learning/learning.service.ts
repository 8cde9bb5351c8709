import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { Code } from "#contract/codes.ts";
import { ExerciseProcess, LearningProcess } from "#contract/catalogue-rules.ts";
import type { Db } from "#db/client.ts";
import {
  chapterProgress,
  courseNotifications,
  courseProgress,
  watchClock,
} from "#db/schema/learning.ts";
import { ApiError, notFound } from "../../errors.ts";
import type { Scope } from "../../scope.ts";
import type { CatalogueService } from "../catalogue/catalogue.service.ts";
import type { ReleaseFacts } from "../catalogue/release-facts.ts";
import type { MediaSigner } from "./media-signing.ts";
import { allowedPosition, completesChapter, creditWatch, keptSince } from "./watch-time.ts";

/** Where a new watch clock starts: before any issue, so the chapter's issue is the start. */
const CLOCK_ORIGIN = new Date(0);

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

    /**
     * POST /user/course/process/updateNotificationStatus (learner §4
     * "Notification"): the learner's choice for a course of the site, kept
     * apart from its progress (decision 0055).
     */
    async updateNotificationStatus(
      scope: Scope,
      userId: number,
      releaseCourseId: number,
      notificationStatus: number,
    ) {
      const course = await facts.course(scope, releaseCourseId);
      if (!course) throw notFound("No such course on this site");
      const now = new Date();
      await db
        .insert(courseNotifications)
        .values({ userId, courseReleaseId: releaseCourseId, notificationStatus, updatedAt: now })
        .onConflictDoUpdate({
          target: [courseNotifications.userId, courseNotifications.courseReleaseId],
          set: { notificationStatus, updatedAt: now },
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
      // The first issue is when watching the chapter can have begun: progress counts only after
      // it (decision 0042). Opening the chapter again keeps it and leaves the row unwritten.
      const now = new Date();
      const [issued] = await db
        .insert(chapterProgress)
        .values({ userId, chapterId: input.courseContentId, issuedAt: now, updatedAt: now })
        // A row without an issue (written by a server of the former rule during a rolling
        // upgrade) gets one now; any other is left as it is.
        .onConflictDoUpdate({
          target: [chapterProgress.userId, chapterProgress.chapterId],
          set: { issuedAt: now },
          setWhere: isNull(chapterProgress.issuedAt),
        })
        .returning({ payDuration: chapterProgress.payDuration });
      const [progress] = issued
        ? [issued]
        : await db
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
     * completion and the learning process never go back. Seconds watched come
     * from the learner's one watch clock (decision 0042); a chapter whose video
     * URL was never issued to the learner gains nothing and nothing is written.
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

      // Never issued: a script reporting without playing. It gains nothing and writes nothing.
      const [issue] = await db
        .select({
          issuedAt: chapterProgress.issuedAt,
          payDuration: chapterProgress.payDuration,
          completed: chapterProgress.completed,
        })
        .from(chapterProgress)
        .where(and(eq(chapterProgress.userId, userId), eq(chapterProgress.chapterId, chapter.id)));
      if (!issue?.issuedAt) return progressState(db, userId, course.id, chapterIds, issue);

      return db.transaction(async (tx) => {
        // The learner's clock is locked first, on every report: reports on several chapters at
        // once take turns, and each sees the time the others took (then chapter, then course, as
        // resetProgress deletes them: no deadlock).
        await tx
          .insert(watchClock)
          .values({ userId, reportedAt: CLOCK_ORIGIN })
          .onConflictDoNothing({ target: watchClock.userId });
        const [clock] = await tx
          .select({ reportedAt: watchClock.reportedAt })
          .from(watchClock)
          .where(eq(watchClock.userId, userId))
          .for("update");
        const [kept] = await tx
          .select({
            payDuration: chapterProgress.payDuration,
            updatedAt: chapterProgress.updatedAt,
            issuedAt: chapterProgress.issuedAt,
            watchedSeconds: chapterProgress.watchedSeconds,
            completed: chapterProgress.completed,
          })
          .from(chapterProgress)
          .where(and(eq(chapterProgress.userId, userId), eq(chapterProgress.chapterId, chapter.id)))
          .for("update");
        // Reset meanwhile (a forced relearning): the report belongs to progress that is gone.
        if (!kept?.issuedAt) return progressState(tx, userId, course.id, chapterIds, kept);
        // Read once the locks are held: a report that waited for another counts from the time
        // the other left on the clock.
        const now = new Date();

        const reported = Math.min(Math.floor(input.payDuration), chapter.duration);
        const allowed = allowedPosition(kept, now);
        const position = Math.max(0, Math.min(reported, allowed));
        const since = keptSince(kept, position, reported > allowed, now);
        const watch = creditWatch({
          clockAt: clock?.reportedAt ?? null,
          issuedAt: kept.issuedAt,
          now,
          advance: position - kept.payDuration,
          watched: kept.watchedSeconds,
          duration: chapter.duration,
        });
        const completes = completesChapter({
          position,
          duration: chapter.duration,
          watched: watch.watched,
          issuedAt: kept.issuedAt,
          now,
        });
        // Once completed, a chapter stays completed.
        const completed = kept.completed || completes;
        await tx
          .update(watchClock)
          .set({ reportedAt: watch.clockAt, chapterId: chapter.id })
          .where(eq(watchClock.userId, userId));
        await tx
          .update(chapterProgress)
          .set({
            payDuration: position,
            completed,
            watchedSeconds: watch.watched,
            updatedAt: since,
          })
          .where(
            and(eq(chapterProgress.userId, userId), eq(chapterProgress.chapterId, chapter.id)),
          );
        const done = await completedOf(tx, userId, chapterIds);
        const courseLearned = done === chapterIds.length;
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
            ? now
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
              updatedAt: now,
            },
          });
        return {
          payDuration: position,
          chapterCompleted: completed,
          completedChapters: done,
          chapterCount: chapterIds.length,
          learningProcess,
          exerciseProcess,
        };
      });
    },
  };
}

/** How many of the course's chapters the learner has completed. */
async function completedOf(on: Db, userId: number, chapterIds: number[]) {
  const done = await on
    .select({ chapterId: chapterProgress.chapterId })
    .from(chapterProgress)
    .where(
      and(
        eq(chapterProgress.userId, userId),
        inArray(chapterProgress.chapterId, chapterIds),
        eq(chapterProgress.completed, true),
      ),
    );
  return done.length;
}

/** What reload answers when a report changes nothing: the progress as it is. */
async function progressState(
  on: Db,
  userId: number,
  courseReleaseId: number,
  chapterIds: number[],
  chapter: { payDuration: number; completed: boolean } | undefined,
) {
  const [course] = await on
    .select({
      learningProcess: courseProgress.learningProcess,
      exerciseProcess: courseProgress.exerciseProcess,
    })
    .from(courseProgress)
    .where(
      and(eq(courseProgress.userId, userId), eq(courseProgress.courseReleaseId, courseReleaseId)),
    );
  return {
    payDuration: chapter?.payDuration ?? 0,
    chapterCompleted: chapter?.completed ?? false,
    completedChapters: await completedOf(on, userId, chapterIds),
    chapterCount: chapterIds.length,
    learningProcess: course?.learningProcess ?? LearningProcess.notStart,
    exerciseProcess: course?.exerciseProcess ?? ExerciseProcess.pending,
  };
}

export type Learning = ReturnType<typeof createLearning>;
