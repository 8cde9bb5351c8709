import { and, desc, eq, sql } from "drizzle-orm";
import type {
  ExamRecordAttempt,
  ExamRecords,
  QuizRecord,
  TheoryExamRecord,
} from "#contract/exam.ts";
import { CourseType } from "#contract/catalogue-rules.ts";
import { attemptsLeft, ExamRelationType, PassStatus } from "#contract/exam-rules.ts";
import type { Db } from "#db/client.ts";
import { examAttempts, examPapers } from "#db/schema/exam.ts";
import type { Scope } from "../../scope.ts";
import type { ReleaseFacts } from "../catalogue/release-facts.ts";

export type ExamRecordsDeps = {
  db: Db;
  releases: Pick<ReleaseFacts, "certifiedReleases" | "coursesByIds" | "topicsByIds">;
};

type AttemptRow = {
  id: number;
  relationType: number;
  relationId: number;
  score: number | null;
  totalScore: number;
  passScore: number;
  passStatus: number;
  gradedAt: Date | null;
  superseded: boolean;
  maxAttempts: number;
};

const recordOf = (row: AttemptRow): ExamRecordAttempt => ({
  examRecordsId: row.id,
  score: row.score ?? 0,
  totalScore: row.totalScore,
  passScore: row.passScore,
  passStatus: row.passStatus,
  gradedAt: (row.gradedAt ?? new Date(0)).toISOString(),
  superseded: row.superseded,
});

/** Attempts by release, newest first within each; releases in the order of their newest attempt. */
function byRelation(rows: readonly AttemptRow[]): AttemptRow[][] {
  const groups = new Map<number, AttemptRow[]>();
  for (const row of rows) {
    const group = groups.get(row.relationId) ?? [];
    group.push(row);
    groups.set(row.relationId, group);
  }
  return [...groups.values()];
}

/**
 * The learner's exam records (My Learning "exams and quizzes", frame §1, §3
 * "Exam attempt: score, remaining opportunities"): every graded theory exam
 * and quiz of this site with its score and result, and for a theory exam the
 * attempts left of its learning cycle (frame §9: two). Only scores and
 * results: the questions and answers of an attempt stay behind the answer
 * analysis and its paper's flags. Three queries whatever the number.
 */
export function createExamRecords({ db, releases }: ExamRecordsDeps) {
  return {
    /** POST /user/personalCenter/examRecords. */
    async records(scope: Scope, userId: number): Promise<ExamRecords> {
      const rows: AttemptRow[] = await db
        .select({
          id: examAttempts.id,
          relationType: examAttempts.relationType,
          relationId: examAttempts.relationId,
          score: examAttempts.score,
          totalScore: examAttempts.totalScore,
          passScore: examAttempts.passScore,
          passStatus: examAttempts.passStatus,
          gradedAt: examAttempts.gradedAt,
          superseded: sql<boolean>`${examAttempts.supersededAt} is not null`,
          maxAttempts: examPapers.maxAttempts,
        })
        .from(examAttempts)
        .innerJoin(examPapers, eq(examPapers.id, examAttempts.paperId))
        .where(
          and(
            eq(examAttempts.userId, userId),
            eq(examAttempts.siteId, scope.site.id),
            // An open attempt has no score yet: it shows once graded.
            eq(examAttempts.state, "graded"),
          ),
        )
        .orderBy(desc(examAttempts.gradedAt), desc(examAttempts.id));
      const theory = byRelation(
        rows.filter((row) => row.relationType === ExamRelationType.certification),
      );
      const quizzes = byRelation(
        rows.filter((row) => row.relationType === ExamRelationType.course),
      );
      // A topic's quiz is kept too (decision 0056): its record is what it gives.
      const topicQuizzes = byRelation(
        rows.filter((row) => row.relationType === ExamRelationType.topic),
      );
      const [certifications, courses, topics] = await Promise.all([
        releases.certifiedReleases(theory.map((group) => group[0]!.relationId)),
        releases.coursesByIds(quizzes.map((group) => group[0]!.relationId)),
        releases.topicsByIds(topicQuizzes.map((group) => group[0]!.relationId)),
      ]);
      const best = (group: readonly AttemptRow[]) =>
        Math.max(...group.map((row) => row.score ?? 0));
      const passed = (group: readonly AttemptRow[]) =>
        group.some((row) => row.passStatus === PassStatus.pass);

      const theoryExams = theory.map((group): TheoryExamRecord => {
        const release = certifications.get(group[0]!.relationId);
        // Only the current learning cycle counts against the attempts (frame §4).
        const attemptsUsed = group.filter((row) => !row.superseded).length;
        const maxAttempts = group[0]!.maxAttempts;
        const done = passed(group.filter((row) => !row.superseded));
        return {
          certificationReleaseId: group[0]!.relationId,
          certificationName: release?.certificationName ?? "",
          versionLabel: release?.versionLabel ?? "",
          passed: done,
          bestScore: best(group),
          maxAttempts,
          attemptsUsed,
          remainingAttempts: done ? 0 : attemptsLeft(attemptsUsed, maxAttempts),
          attempts: group.map(recordOf),
        };
      });
      const quizRecords = quizzes.map((group): QuizRecord => {
        const course = courses.get(group[0]!.relationId);
        return {
          relationType: ExamRelationType.course,
          courseReleaseId: group[0]!.relationId,
          courseName: course?.courseName ?? "",
          courseType: course?.courseType ?? 0,
          passed: passed(group),
          bestScore: best(group),
          attempts: group.map(recordOf),
        };
      });
      const topicRecords = topicQuizzes.map((group): QuizRecord => ({
        relationType: ExamRelationType.topic,
        courseReleaseId: group[0]!.relationId,
        courseName: topics.get(group[0]!.relationId)?.topicName ?? "",
        courseType: CourseType.video,
        passed: passed(group),
        bestScore: best(group),
        attempts: group.map(recordOf),
      }));
      // The latest sitting first, courses' and topics' alike.
      const all = [...quizRecords, ...topicRecords].sort((a, b) =>
        b.attempts[0]!.gradedAt.localeCompare(a.attempts[0]!.gradedAt),
      );
      return { theoryExams, quizzes: all };
    },
  };
}

export type ExamRecordsService = ReturnType<typeof createExamRecords>;
