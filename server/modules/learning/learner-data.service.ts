import { asc, eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { chapterProgress, courseNotifications, courseProgress } from "#db/schema/learning.ts";

/**
 * A learner's progress for their export: courses, chapters and course
 * notification choices, one query each.
 * Account deletion leaves it, anonymous (decision 0022).
 */
export function createLearningLearnerData(db: Db) {
  return {
    async exportOf(userId: number) {
      const [courses, chapters, notifications] = await Promise.all([
        db
          .select({
            courseReleaseId: courseProgress.courseReleaseId,
            learningProcess: courseProgress.learningProcess,
            exerciseProcess: courseProgress.exerciseProcess,
            lastChapterId: courseProgress.lastChapterId,
            payDuration: courseProgress.payDuration,
            finishedAt: courseProgress.finishedAt,
            updatedAt: courseProgress.updatedAt,
          })
          .from(courseProgress)
          .where(eq(courseProgress.userId, userId))
          .orderBy(asc(courseProgress.courseReleaseId)),
        db
          .select({
            chapterId: chapterProgress.chapterId,
            payDuration: chapterProgress.payDuration,
            completed: chapterProgress.completed,
            // When the chapter's video was first issued and the seconds credited to it (decision 0042).
            issuedAt: chapterProgress.issuedAt,
            watchedSeconds: chapterProgress.watchedSeconds,
            updatedAt: chapterProgress.updatedAt,
          })
          .from(chapterProgress)
          .where(eq(chapterProgress.userId, userId))
          .orderBy(asc(chapterProgress.chapterId)),
        db
          .select({
            courseReleaseId: courseNotifications.courseReleaseId,
            notificationStatus: courseNotifications.notificationStatus,
            updatedAt: courseNotifications.updatedAt,
          })
          .from(courseNotifications)
          .where(eq(courseNotifications.userId, userId))
          .orderBy(asc(courseNotifications.courseReleaseId)),
      ]);
      return { courses, chapters, notifications };
    },
  };
}
