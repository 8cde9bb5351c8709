import { and, eq, inArray } from "drizzle-orm";
import {
  CourseType,
  ExerciseProcess,
  LearningProcess,
  RegistrationStatus,
  RelationType,
} from "#contract/catalogue-rules.ts";
import {
  courseProcessQuerySchema,
  type ClearedStudyRecord,
  type CourseProcessPage,
  type CourseProcessQuery,
  type CourseProcessRow,
} from "#contract/learning.ts";
import { courseProcessState } from "#contract/my-learning-rules.ts";
import type { Db } from "#db/client.ts";
import { chapterProgress, courseProgress } from "#db/schema/learning.ts";
import type { Scope } from "../../scope.ts";
import type { ReleaseFacts } from "../catalogue/release-facts.ts";
import type { CertificateFacts } from "../certificate/certificate-facts.ts";
import type { RegistrationFacts } from "../enrolment/registration-facts.ts";
import { createProgressFacts } from "./progress-facts.ts";

export type MyCoursesDeps = {
  db: Db;
  releases: Pick<ReleaseFacts, "nonCertificationReleases">;
  registrations: Pick<RegistrationFacts, "liveCourseRegistrations">;
  certificates: Pick<CertificateFacts, "completionCourseReleaseIds">;
};

/**
 * The learner's own self-paced courses and educational videos (My Learning,
 * frame §1, §4): the non-certification ones they enrolled in or made progress
 * in, with the filters studying / wait for quiz / pass, and clearing that
 * study history. A learner has at most the site's catalogue of them, so the
 * list is read whole in a fixed number of queries (own progress, enrolments,
 * the releases, then the chapters of the page) and filtered and paged here:
 * the state joins progress (this module's tables) with the catalogue's.
 */
export function createMyCourses(deps: MyCoursesDeps) {
  const { db, releases, registrations } = deps;
  const progressFacts = createProgressFacts(db);

  /** The learner's progress rows, every course and video. */
  const progressOf = (userId: number) =>
    db
      .select({
        courseReleaseId: courseProgress.courseReleaseId,
        learningProcess: courseProgress.learningProcess,
        exerciseProcess: courseProgress.exerciseProcess,
        updatedAt: courseProgress.updatedAt,
      })
      .from(courseProgress)
      .where(eq(courseProgress.userId, userId));

  return {
    /**
     * POST /user/course/process/getNonCertificateCourseProcess: the learner's
     * non-certification courses (courseType 0) or videos (1) of the site, most
     * recently active first, a page at a time (frame §9: 10, 20, 30 or 40).
     */
    async courseProcess(
      scope: Scope,
      userId: number,
      input: CourseProcessQuery,
    ): Promise<CourseProcessPage> {
      const query = courseProcessQuerySchema.parse(input);
      const [progress, enrolled] = await Promise.all([
        progressOf(userId),
        registrations.liveCourseRegistrations(userId, scope.site.id),
      ]);
      const relationType =
        query.courseType === CourseType.video ? RelationType.video : RelationType.course;
      const ownEnrolments = enrolled.filter((row) => row.relationType === relationType);
      const candidates = [
        ...progress.map((row) => row.courseReleaseId),
        ...ownEnrolments.map((row) => row.relationId),
      ];
      const found = (await releases.nonCertificationReleases(scope, candidates)).filter(
        (release) => release.courseType === query.courseType,
      );
      const progressById = new Map(progress.map((row) => [row.courseReleaseId, row]));
      const enrolmentById = new Map(ownEnrolments.map((row) => [row.relationId, row]));
      const listed = found
        .map((release) => {
          const own = progressById.get(release.releaseId);
          const enrolment = enrolmentById.get(release.releaseId);
          const learningProcess = own?.learningProcess ?? LearningProcess.notStart;
          const exerciseProcess = own?.exerciseProcess ?? ExerciseProcess.pending;
          const active = [own?.updatedAt, enrolment?.createdAt].filter((d) => d !== undefined);
          return {
            release,
            learningProcess,
            exerciseProcess,
            state: courseProcessState({ learningProcess, exerciseProcess }),
            registrationStatus:
              enrolment?.status === "approved"
                ? RegistrationStatus.Audited
                : enrolment?.status === "pending"
                  ? RegistrationStatus.NotAudited
                  : RegistrationStatus.NotEnrolled,
            updatedAt: new Date(Math.max(...active.map((date) => date.getTime()))),
          };
        })
        .sort(
          (a, b) =>
            b.updatedAt.getTime() - a.updatedAt.getTime() ||
            a.release.releaseId - b.release.releaseId,
        );
      const counts = { all: listed.length, studying: 0, waitForQuiz: 0, pass: 0 };
      for (const row of listed) counts[row.state] += 1;
      const matching =
        query.filter === "all" ? listed : listed.filter((row) => row.state === query.filter);
      const page = matching.slice(
        (query.pageNum - 1) * query.pageSize,
        query.pageNum * query.pageSize,
      );
      const completed = new Set(
        await progressFacts.completedChapterIds(
          userId,
          page.flatMap((row) => row.release.chapterIds),
        ),
      );
      const rows: CourseProcessRow[] = page.map((row) => ({
        id: row.release.releaseId,
        courseType: row.release.courseType,
        courseName: row.release.courseName,
        coverImage: row.release.coverImage,
        duration: row.release.duration,
        versionLabel: row.release.versionLabel,
        quizExist: row.release.quizExist,
        chapterCount: row.release.chapterIds.length,
        completedChapters: row.release.chapterIds.filter((id) => completed.has(id)).length,
        learningProcess: row.learningProcess,
        exerciseProcess: row.exerciseProcess,
        state: row.state,
        registrationStatus: row.registrationStatus,
        updatedAt: row.updatedAt.toISOString(),
      }));
      return { rows, total: matching.length, counts };
    },

    /**
     * POST /user/cleanCurrentUserStudyRecord, defined narrowly (decision 0020):
     * the learner's progress (course and chapter progress) in this site's
     * non-certification courses and educational videos, every language of the
     * site. Never a course of any certification, since its progress is the
     * credits of the learner's certifications (learner §9); never a course
     * whose certificate of completion was issued, which My Learning lists
     * from that progress; never enrolments, exam or quiz attempts, or another
     * learner's or site's rows. One transaction: all of it is cleared or none.
     */
    async cleanStudyRecord(scope: Scope, userId: number): Promise<ClearedStudyRecord> {
      const progress = await progressOf(userId);
      const candidates = await releases.nonCertificationReleases(
        scope,
        progress.map((row) => row.courseReleaseId),
        { anyLanguage: true },
      );
      const certified = await deps.certificates.completionCourseReleaseIds(
        userId,
        candidates.map((release) => release.releaseId),
      );
      const cleared = candidates.filter((release) => !certified.has(release.releaseId));
      if (cleared.length === 0) return { courses: 0, videos: 0 };
      const chapterIds = cleared.flatMap((release) => release.chapterIds);
      await db.transaction(async (tx) => {
        // Chapters first, in the order reload locks them (chapter, then course): no deadlock.
        if (chapterIds.length > 0)
          await tx
            .delete(chapterProgress)
            .where(
              and(
                eq(chapterProgress.userId, userId),
                inArray(chapterProgress.chapterId, chapterIds),
              ),
            );
        await tx.delete(courseProgress).where(
          and(
            eq(courseProgress.userId, userId),
            inArray(
              courseProgress.courseReleaseId,
              cleared.map((release) => release.releaseId),
            ),
          ),
        );
      });
      const videos = cleared.filter((release) => release.courseType === CourseType.video).length;
      return { courses: cleared.length - videos, videos };
    },
  };
}

export type MyCourses = ReturnType<typeof createMyCourses>;
