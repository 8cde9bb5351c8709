import { CourseType } from "#contract/catalogue-rules.ts";
import { inForce } from "#contract/certificate-rules.ts";
import type { Certificate } from "#contract/certificate.ts";
import { monthOf, statisticMonths } from "#contract/my-learning-rules.ts";
import type { ClassifiedStatistic } from "#contract/personal-centre.ts";
import type { Scope } from "../../scope.ts";
import type { ReleaseFacts } from "../catalogue/release-facts.ts";
import type { ClassroomFacts } from "../classroom/classroom-facts.ts";
import type { RegistrationFacts } from "../enrolment/registration-facts.ts";
import type { ExamFacts } from "../exam/exam-facts.ts";
import type { ProgressFacts } from "../learning/progress-facts.ts";

export type StatisticsDeps = {
  classrooms: Pick<ClassroomFacts, "finishedCreditsByMonth">;
  progress: Pick<ProgressFacts, "learnedCourses">;
  releases: Pick<ReleaseFacts, "creditFacts">;
  exams: Pick<ExamFacts, "passedCounts">;
  registrations: Pick<RegistrationFacts, "liveCertificationReleaseIds">;
  certificates: { listOf(tenantId: number, userId: number): Promise<Certificate[]> };
  clock?: () => Date;
};

/** A course the learner finished, and when its credits started to count. */
export type LearnedCourse = { courseReleaseId: number; learnedAt: Date };

/** A certification's link to a course (or to the version that replaced it), with its credits. */
export type CreditLink = {
  courseReleaseId: number;
  replacesCourseReleaseId: number | null;
  credits: number;
};

/**
 * The credits of certification courses learned, each when it was learned:
 * learner §9's credits are a course's in a certification, so `links` are
 * those of the certifications the learner is enrolled in. A course counts
 * once however many of them (or versions of one) list it — with its largest
 * credits among them, in the month the first of its versions was learned
 * (frame §4: a course replaced by a new version keeps its credits).
 */
export function courseCredits(
  learned: readonly LearnedCourse[],
  links: readonly CreditLink[],
): { credits: number; at: Date }[] {
  const learnedAt = new Map(learned.map((course) => [course.courseReleaseId, course.learnedAt]));
  const byCourse = new Map<number, { credits: number; sources: Set<number> }>();
  for (const link of links) {
    const entry = byCourse.get(link.courseReleaseId) ?? {
      credits: 0,
      sources: new Set([link.courseReleaseId]),
    };
    entry.credits = Math.max(entry.credits, link.credits);
    if (link.replacesCourseReleaseId !== null) entry.sources.add(link.replacesCourseReleaseId);
    byCourse.set(link.courseReleaseId, entry);
  }
  const counted = new Set<number>();
  const earned: { credits: number; at: Date }[] = [];
  // The larger credits first: a learned release shared by two groups counts where it gives most.
  for (const entry of [...byCourse.values()].sort((a, b) => b.credits - a.credits)) {
    const mine = [...entry.sources].filter((id) => learnedAt.has(id) && !counted.has(id));
    if (mine.length === 0 || entry.credits <= 0) continue;
    for (const id of entry.sources) if (learnedAt.has(id)) counted.add(id);
    const at = new Date(Math.min(...mine.map((id) => learnedAt.get(id)!.getTime())));
    earned.push({ credits: entry.credits, at });
  }
  return earned;
}

/**
 * POST /user/personalCenter/classifiedStatistic (frame §1 "credits and
 * statistics"): the learner's credits on the request's site by source, what
 * they did by kind, and the credits of each of the last twelve months. Each
 * module answers for its own tables with a query that aggregates in SQL where
 * it can (classroom credits by month, passed exams, enrolments); the learned
 * courses and their certification links are a learner's own rows, joined
 * here. Eight queries whatever the learner did: a course's credits are those
 * of the learner's certifications (enrolled, pending or approved), so a course
 * learned for a certification since left counts as finished, without credits.
 */
export function createStatistics(deps: StatisticsDeps) {
  const clock = deps.clock ?? (() => new Date());
  return {
    async classified(scope: Scope, userId: number): Promise<ClassifiedStatistic> {
      const siteId = scope.site.id;
      const [classroomMonths, learnedRows, passed, enrolled, certificates] = await Promise.all([
        deps.classrooms.finishedCreditsByMonth(userId, siteId),
        deps.progress.learnedCourses(userId),
        deps.exams.passedCounts(userId, siteId),
        deps.registrations.liveCertificationReleaseIds(userId, siteId),
        deps.certificates.listOf(scope.tenant.id, userId),
      ]);
      const facts = await deps.releases.creditFacts(
        scope,
        learnedRows.map((row) => row.courseReleaseId),
        enrolled,
      );
      const onSite = new Map(facts.courses.map((course) => [course.releaseId, course.courseType]));
      const learned = learnedRows
        .filter((row) => onSite.has(row.courseReleaseId))
        .map((row) => ({
          courseReleaseId: row.courseReleaseId,
          learnedAt: row.finishedAt ?? row.updatedAt,
        }));
      const earned = courseCredits(learned, facts.links);

      const months = statisticMonths(clock()).map((month) => ({
        month,
        certificationCourses: 0,
        classrooms: 0,
      }));
      const monthEntry = new Map(months.map((entry) => [entry.month, entry]));
      for (const course of earned) {
        const entry = monthEntry.get(monthOf(course.at));
        if (entry) entry.certificationCourses += course.credits;
      }
      for (const row of classroomMonths) {
        const entry = monthEntry.get(row.month);
        if (entry) entry.classrooms += row.credits;
      }

      const courseCreditTotal = earned.reduce((sum, course) => sum + course.credits, 0);
      const classroomCreditTotal = classroomMonths.reduce((sum, row) => sum + row.credits, 0);
      const ofType = (courseType: number) =>
        learned.filter((course) => onSite.get(course.courseReleaseId) === courseType).length;
      return {
        credits: {
          certificationCourses: courseCreditTotal,
          classrooms: classroomCreditTotal,
          total: courseCreditTotal + classroomCreditTotal,
        },
        counts: {
          certificationsEnrolled: enrolled.length,
          certificationsCertified: new Set(certificates.map((c) => c.certificationId)).size,
          coursesFinished: ofType(CourseType.course),
          videosFinished: ofType(CourseType.video),
          examsPassed: passed.exams,
          quizzesPassed: passed.quizzes,
          certificatesValid: certificates.filter((c) => inForce(c.status)).length,
          classroomsFinished: classroomMonths.reduce((sum, row) => sum + row.sessions, 0),
        },
        months,
      };
    },
  };
}

export type Statistics = ReturnType<typeof createStatistics>;
