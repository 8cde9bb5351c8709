import { asc, eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { chapterProgress, courseProgress } from "#db/schema/learning.ts";

/**
 * A learner's progress for their export: courses and chapters, one query each.
 * Account deletion leaves it, anonymous (decision 0022).
 */
export function createLearningLearnerData(db: Db) {
  return {
    async exportOf(userId: number) {
      const [courses, chapters] = await Promise.all([
        db
          .select({
            courseReleaseId: courseProgress.courseReleaseId,
            learningProcess: courseProgress.learningProcess,
            exerciseProcess: courseProgress.exerciseProcess,
            lastChapterId: courseProgress.lastChapterId,
            payDuration: courseProgress.payDuration,
            notificationStatus: courseProgress.notificationStatus,
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
            updatedAt: chapterProgress.updatedAt,
          })
          .from(chapterProgress)
          .where(eq(chapterProgress.userId, userId))
          .orderBy(asc(chapterProgress.chapterId)),
      ]);
      return { courses, chapters };
    },
  };
}
