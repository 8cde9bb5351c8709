import { and, inArray, notInArray, sql } from "drizzle-orm";
import {
  ExamKind,
  ExamRelationType,
  QUIZ,
  QuestionType,
  THEORY_EXAM,
  type PaperRule,
} from "#contract/exam-rules.ts";
import { examOptions, examPaperRules, examPapers, examQuestions } from "../../schema/exam.ts";
import { upsert, insertAll, type Tx } from "../write.ts";
import { CertificationId as C, releaseSeeds } from "./catalogue-certifications.ts";
import { courseIdOf, courseReleaseRows } from "./catalogue.ts";
import { quizTopicIds, topicRows } from "./catalogue-topics.ts";
import { accessQuestions } from "./exam-banks-access.ts";
import { analyticsQuestions } from "./exam-banks-analytics.ts";
import { cameraQuestions } from "./exam-banks-cameras.ts";
import { deepLearningQuestions, designQuestions } from "./exam-banks-expert.ts";
import { intrusionQuestions } from "./exam-banks-intrusion.ts";
import { cyberQuestions, networkQuestions } from "./exam-banks-network.ts";
import { integrationQuestions, surveyQuestions } from "./exam-banks-projects.ts";
import { storageQuestions, vmsQuestions } from "./exam-banks-recording.ts";
import { surveillanceQuestions } from "./exam-banks-surveillance.ts";
import { bispectrumQuestions, thermalInstallQuestions } from "./exam-banks-thermal-projects.ts";
import { thermalBasicsQuestions, thermalPerimeterQuestions } from "./exam-banks-thermal.ts";
import { questionIn, type Pool, type QuestionSeed } from "./exam-questions.ts";
import { TenantId as T } from "./tenants.ts";

/*
 * Demo question banks: a theory exam for every demo certification release
 * (child versions included) and a quiz for every course release with
 * quizExist, each in its release's site and language. Questions are written
 * once per topic (exam-banks-*.ts). A topic that a quiz covers is split: its
 * first questions of each type (practiceShare) are the quizzes' practice, the
 * rest is the exam's. A certification's theory exam draws the exam questions
 * of the topics its courses teach, and never a practice question (decision
 * 0041: a quiz's score would tell a theory question's answer; the server
 * leaves such a question out of a theory draw too). Every theory bank holds
 * at least twice the questions of each type its paper draws, so two attempts
 * draw different papers; a quiz bank holds at least one paper. A paper's id
 * is its release's id; a question's id is the paper's id x 100 + its number.
 */

/** Theory exams: 6 single choice x 10, 2 multiple choice x 10, 4 true/false x 5 = 100. */
export const theoryRules: PaperRule[] = [
  { questionType: QuestionType.single, questionCount: 6, points: 10 },
  { questionType: QuestionType.multiple, questionCount: 2, points: 10 },
  { questionType: QuestionType.trueFalse, questionCount: 4, points: 5 },
];
/** A quiz: five questions of 20 points (frame §9). */
export const quizRules: PaperRule[] = [
  { questionType: QuestionType.single, questionCount: 3, points: QUIZ.pointsPerQuestion },
  { questionType: QuestionType.multiple, questionCount: 1, points: QUIZ.pointsPerQuestion },
  { questionType: QuestionType.trueFalse, questionCount: 1, points: QUIZ.pointsPerQuestion },
];

const hcsaTopics = [cameraQuestions, storageQuestions, analyticsQuestions, networkQuestions];
const cgsaTopics = [surveillanceQuestions, networkQuestions, accessQuestions, intrusionQuestions];

/** The topics of each certification's theory exam (its compulsory and elective courses). */
const theoryTopics: Record<number, Pool[]> = {
  [C.hcsa]: hcsaTopics,
  // Recording and analytics: what the NVR and expert courses build on, and enough exam
  // questions beside three quizzed topics' practice.
  [C.hcsp]: [vmsQuestions, cyberQuestions, analyticsQuestions, storageQuestions],
  [C.hcse]: [designQuestions, deepLearningQuestions, cyberQuestions, analyticsQuestions],
  [C.cgsa]: cgsaTopics,
  [C.cgsp]: [surveyQuestions, integrationQuestions, intrusionQuestions, storageQuestions],
  [C.thermalAssociate]: [
    thermalBasicsQuestions,
    thermalInstallQuestions,
    thermalPerimeterQuestions,
  ],
  [C.thermalProfessional]: [
    bispectrumQuestions,
    thermalPerimeterQuestions,
    thermalInstallQuestions,
  ],
  [C.neutralCgsa]: cgsaTopics,
};

/** The topic of each course with a quiz, by tenant and course slot (catalogue-courses*.ts). */
const quizTopics: [tenantId: number, slot: number, topic: Pool][] = [
  [T.main, 1, cameraQuestions],
  [T.main, 3, analyticsQuestions],
  [T.main, 4, networkQuestions],
  [T.main, 6, vmsQuestions],
  [T.main, 7, cyberQuestions],
  [T.main, 9, designQuestions],
  [T.main, 12, deepLearningQuestions],
  [T.main, 21, surveillanceQuestions],
  [T.main, 22, accessQuestions],
  [T.main, 24, storageQuestions],
  [T.main, 27, surveyQuestions],
  [T.main, 28, integrationQuestions],
  // The self-paced courses outside the certifications (handover, site safety).
  [T.main, 41, integrationQuestions],
  [T.main, 42, surveyQuestions],
  [T.thermal, 1, thermalBasicsQuestions],
  [T.thermal, 3, thermalPerimeterQuestions],
  [T.thermal, 5, bispectrumQuestions],
  // The neutral tenant republishes the general track's courses 21, 4 and 22.
  [T.neutral, 1, surveillanceQuestions],
  [T.neutral, 2, networkQuestions],
  [T.neutral, 3, accessQuestions],
];

export type BankSeed = {
  paperId: number;
  siteId: number;
  languageId: number;
  relationType: number;
  kind: number;
  rules: PaperRule[];
  questions: QuestionSeed[];
};

/** Of a topic that a quiz covers, how many questions of each type are the quizzes' practice. */
const practiceShare: Record<number, number> = {
  [QuestionType.single]: 4,
  [QuestionType.multiple]: 1,
  [QuestionType.trueFalse]: 1,
};

/** A topic's practice questions: the first of each type, as practiceShare says. */
function practiceOf(topic: Pool): QuestionSeed[] {
  const taken = new Map<number, number>();
  return topic.filter((question) => {
    const n = taken.get(question.type) ?? 0;
    taken.set(question.type, n + 1);
    return n < (practiceShare[question.type] ?? 0);
  });
}

/** Every question some quiz draws: no theory exam draws one. */
const practiceQuestions = new Set(quizTopics.flatMap(([, , topic]) => practiceOf(topic)));

function theoryBank(certificationId: number): QuestionSeed[] {
  const topics = theoryTopics[certificationId];
  if (!topics) throw new Error(`Certification ${certificationId} has no theory exam topics`);
  return [...new Set(topics.flat())].filter((question) => !practiceQuestions.has(question));
}

const quizCourses = courseReleaseRows.filter((release) => release.quizExist);
const quizCourseIds = new Set(quizCourses.map((release) => release.courseId));
const quizTopicByCourse = new Map(
  quizTopics.map(([tenantId, slot, topic]) => {
    const courseId = courseIdOf(tenantId, slot);
    // A quiz for a course without one would never be offered: keep the table honest.
    if (!quizCourseIds.has(courseId)) throw new Error(`Course ${courseId} has no quiz`);
    return [courseId, topic] as const;
  }),
);

function quizBank(courseId: number): QuestionSeed[] {
  const topic = quizTopicByCourse.get(courseId);
  if (!topic) throw new Error(`Course ${courseId} has a quiz but no question topic`);
  return practiceOf(topic);
}

/** The topics' quizzes (decision 0056): practice questions of the topic they are about. */
const topicQuizzes: [topicId: number, topic: Pool][] = [[3001, cameraQuestions]];
for (const [topicId] of topicQuizzes)
  if (!quizTopicIds.includes(topicId)) throw new Error(`Topic ${topicId} has no quiz`);

export const bankSeeds: BankSeed[] = [
  ...releaseSeeds.map((release) => ({
    paperId: release.id,
    siteId: release.siteId,
    languageId: release.languageId,
    relationType: ExamRelationType.certification,
    kind: ExamKind.exam,
    rules: theoryRules,
    questions: theoryBank(release.certificationId),
  })),
  ...quizCourses.map((release) => ({
    paperId: release.id!,
    siteId: release.siteId,
    languageId: release.languageId,
    relationType: ExamRelationType.course,
    kind: ExamKind.quiz,
    rules: quizRules,
    questions: quizBank(release.courseId),
  })),
  ...topicQuizzes.map(([topicId, topic]) => {
    const row = topicRows.find((candidate) => candidate.id === topicId)!;
    return {
      paperId: topicId,
      siteId: row.siteId,
      languageId: row.languageId,
      relationType: ExamRelationType.topic,
      kind: ExamKind.quiz,
      rules: quizRules,
      questions: practiceOf(topic),
    };
  }),
];

export function examPaperRows(): (typeof examPapers.$inferInsert)[] {
  return bankSeeds.map((bank) => ({
    id: bank.paperId,
    siteId: bank.siteId,
    languageId: bank.languageId,
    relationType: bank.relationType,
    relationId: bank.paperId,
    kind: bank.kind,
    ...(bank.kind === ExamKind.exam
      ? {
          durationSeconds: THEORY_EXAM.durationSeconds,
          totalScore: THEORY_EXAM.totalScore,
          passScore: THEORY_EXAM.passScore,
          maxAttempts: THEORY_EXAM.defaultMaxAttempts,
          // Decision 0041: a theory exam's answers would serve the next learner.
          viewAnswerDetails: false,
          viewAnswer: false,
          viewPaperAnalusis: false,
        }
      : {
          durationSeconds: null,
          totalScore: QUIZ.totalScore,
          passScore: QUIZ.passScore,
          // A quiz may show its answers once passed (its practice questions are no exam's,
          // decision 0041); the demo's keep them off, as the journeys expect.
          viewAnswerDetails: false,
          viewAnswer: false,
          viewPaperAnalusis: false,
        }),
  }));
}

export function examBankRows() {
  const rules: (typeof examPaperRules.$inferInsert)[] = [];
  const questions: (typeof examQuestions.$inferInsert)[] = [];
  const options: (typeof examOptions.$inferInsert)[] = [];
  for (const bank of bankSeeds) {
    if (bank.questions.length > 99) throw new Error(`Bank ${bank.paperId} outgrows its id range`);
    rules.push(...bank.rules.map((rule) => ({ paperId: bank.paperId, ...rule })));
    bank.questions.forEach((seed, index) => {
      const id = bank.paperId * 100 + index + 1;
      const question = questionIn(seed, bank.languageId);
      questions.push({
        id,
        siteId: bank.siteId,
        languageId: bank.languageId,
        relationType: bank.relationType,
        relationId: bank.paperId,
        questionType: question.type,
        stem: question.stem,
        analysis: question.analysis,
        active: true,
      });
      question.options.forEach((option, letter) =>
        options.push({
          questionId: id,
          optionNo: String.fromCharCode(65 + letter),
          content: option.content,
          correct: option.correct,
        }),
      );
    });
  }
  return { rules, questions, options };
}

/**
 * Writes the banks idempotently: papers, rules and questions are upserted by
 * their keys; a seeded question's options are replaced, and questions of a
 * seeded bank that the seed no longer has are deleted. Attempts keep their own
 * copies, so this never changes a sat paper.
 */
export async function seedExamBanks(tx: Tx): Promise<void> {
  const { rules, questions, options } = examBankRows();
  const touch = { updatedAt: sql`now()` };
  await upsert(tx, examPapers, examPaperRows(), [examPapers.id], touch);
  const paperIds = bankSeeds.map((bank) => bank.paperId);
  await tx.delete(examPaperRules).where(inArray(examPaperRules.paperId, paperIds));
  await insertAll(tx, examPaperRules, rules);
  const questionIds = questions.map((question) => question.id!);
  const seededBanks = sql.join(
    bankSeeds.map((bank) => sql`(${bank.relationType}, ${bank.paperId})`),
    sql`, `,
  );
  await tx
    .delete(examQuestions)
    .where(
      and(
        sql`(${examQuestions.relationType}, ${examQuestions.relationId}) in (${seededBanks})`,
        notInArray(examQuestions.id, questionIds),
      ),
    );
  await upsert(tx, examQuestions, questions, [examQuestions.id], touch);
  await tx.delete(examOptions).where(inArray(examOptions.questionId, questionIds));
  await insertAll(tx, examOptions, options);
}
