import { and, eq, inArray } from "drizzle-orm";
import { ExerciseProcess, LearningProcess } from "#contract/catalogue-rules.ts";
import { NotificationStatus } from "#contract/enrolment-rules.ts";
import type { Db } from "#db/client.ts";
import { anyOf, param } from "#db/prepared.ts";
import { chapterProgress, courseNotifications, courseProgress } from "#db/schema/learning.ts";

/**
 * What other modules may know of a learner's progress (the catalogue's
 * statuses and credits), read from the learning tables by the module that
 * owns them: one query per table, whatever the number of rows asked for.
 */
export function createProgressFacts(db: Db) {
  // Built once and only executed after: every page a learner opens reads them (decision 0032).
  const progressOfCourses = db
    .select({
      courseReleaseId: courseProgress.courseReleaseId,
      learningProcess: courseProgress.learningProcess,
      exerciseProcess: courseProgress.exerciseProcess,
      finishedAt: courseProgress.finishedAt,
      // The chapter last reported and the position in it: where the course reopens.
      lastChapterId: courseProgress.lastChapterId,
      payDuration: courseProgress.payDuration,
    })
    .from(courseProgress)
    .where(
      and(
        eq(courseProgress.userId, param("userId")),
        anyOf(courseProgress.courseReleaseId, "courseReleaseIds"),
      ),
    )
    .prepare("course_progress_of_learner");
  const completedChapters = db
    .select({ chapterId: chapterProgress.chapterId })
    .from(chapterProgress)
    .where(
      and(
        eq(chapterProgress.userId, param("userId")),
        anyOf(chapterProgress.chapterId, "chapterIds"),
        eq(chapterProgress.completed, true),
      ),
    )
    .prepare("completed_chapters_of_learner");

  return {
    async courseProgressOf(userId: number, courseReleaseIds: readonly number[]) {
      if (courseReleaseIds.length === 0) return [];
      return progressOfCourses.execute({ userId, courseReleaseIds: [...courseReleaseIds] });
    },

    /**
     * Every course the learner has finished: learned to the end, or its quiz
     * passed, with the exercise finished (a failed quiz is not finished).
     */
    async learnedCourses(userId: number) {
      return db
        .select({
          courseReleaseId: courseProgress.courseReleaseId,
          finishedAt: courseProgress.finishedAt,
          updatedAt: courseProgress.updatedAt,
        })
        .from(courseProgress)
        .where(
          and(
            eq(courseProgress.userId, userId),
            inArray(courseProgress.learningProcess, [
              LearningProcess.learnEnd,
              LearningProcess.success,
            ]),
            eq(courseProgress.exerciseProcess, ExerciseProcess.finish),
          ),
        );
    },

    /** Those of the given course releases whose notifications the learner cancelled (learner §4). */
    async cancelledNotifications(
      userId: number,
      courseReleaseIds: readonly number[],
    ): Promise<Set<number>> {
      if (courseReleaseIds.length === 0) return new Set();
      const rows = await db
        .select({ courseReleaseId: courseNotifications.courseReleaseId })
        .from(courseNotifications)
        .where(
          and(
            eq(courseNotifications.userId, userId),
            inArray(courseNotifications.courseReleaseId, [...courseReleaseIds]),
            eq(courseNotifications.notificationStatus, NotificationStatus.cancelled),
          ),
        );
      return new Set(rows.map((row) => row.courseReleaseId));
    },

    /** The given chapters the learner has watched to the end. */
    async completedChapterIds(userId: number, chapterIds: readonly number[]): Promise<number[]> {
      if (chapterIds.length === 0) return [];
      const rows = await completedChapters.execute({ userId, chapterIds: [...chapterIds] });
      return rows.map((row) => row.chapterId);
    },
  };
}

export type ProgressFacts = ReturnType<typeof createProgressFacts>;
