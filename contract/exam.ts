import { z } from "zod";
import { endpoints, idSchema, scopeSchema } from "./endpoint.ts";
import { isOptionNo } from "./exam-rules.ts";

/*
 * The exam and quiz calls (learner §3 "Exam info/result", §7 "Exam"). The spec
 * names the fields; where it shows no payload the shapes below fit those names:
 *
 * - `examId` (getContent) is the attempt, the exam record: the same number is
 *   `examRefId` and `paperHisRefId` of submitAnswer (the attempt's own copy of
 *   the paper) and `examRecordsId` of a result.
 * - `questionHisRefId` / `questionHisId` is the attempt's copy of a question,
 *   `optionNo` its letter in that copy.
 * - An answer is one letter for single choice (1) and true/false (4) and a list
 *   of letters for multiple choice (2) (learner §5: "sent as a serialised list").
 */

/**
 * What is examined on the exam page (learner §4, decision 0056): 0 theory exam
 * of a certification release, 1 quiz of a course release, 2 quiz of a topic,
 * 3 exam of a course no certification lists.
 */
export const examRelationType = z.number().int().min(0).max(3);

const optionNo = z.string().refine(isOptionNo, "An option letter A to Z");
/** One letter, or a non-empty list of letters for multiple choice. */
export const answerSchema = z.union([optionNo, z.array(optionNo).min(1).max(26)]);
export type Answer = z.infer<typeof answerSchema>;

/** Which release or topic the call is about, and how it is examined (examRelationType). */
const examTarget = scopeSchema.extend({ releaseId: idSchema, relationType: examRelationType });

/** Why entry was refused (entryStatus 0), so the unqualified dialog can say it. */
export const entryRefusalSchema = z.enum([
  "notEnrolled",
  /** Credits incomplete: a compulsory course not learned, or its quiz not passed. */
  "creditsIncomplete",
  "examWindowClosed",
  "alreadyPassed",
  "attemptsUsed",
  /** The waiting period after the relearning's failure is not over: see availableAt. */
  "relearnWaiting",
  /** No attempt left in any learning cycle (decision 0041). */
  "attemptsExhausted",
  "noExam",
]);

export const examEntrySchema = z.object({
  entryStatus: z.number().int(),
  reason: entryRefusalSchema.nullable(),
  /** With relearnWaiting: when the exam may be sat again (ISO 8601). */
  availableAt: z.string().optional(),
});
export type ExamEntry = z.infer<typeof examEntrySchema>;

export const hisOptionSchema = z.object({ optionNo: z.string(), content: z.string() });

export const questionHisSchema = z.object({
  questionHisRefId: z.number().int(),
  paperHisRefId: z.number().int(),
  /** 1 single choice, 2 multiple choice, 4 true/false. */
  questionType: z.number().int(),
  content: z.string(),
  points: z.number().int(),
  hisOptionList: z.array(hisOptionSchema),
  /** The answer already saved for this question, or null. */
  checkedId: answerSchema.nullable(),
});
export type QuestionHis = z.infer<typeof questionHisSchema>;

/** getContent: the open attempt as the learner may see it — never an answer key or a score. */
export const examContentSchema = z.object({
  examId: z.number().int(),
  /** Exam type 0, quiz 1. */
  examType: z.number().int(),
  examName: z.string(),
  /** Seconds left, from the deadline fixed on the server at start; null without a time limit. */
  countDown: z.number().int().nullable(),
  totalScore: z.number().int(),
  passScore: z.number().int(),
  questionHisList: z.array(questionHisSchema),
  /**
   * The paper's flags (learner §3, §6): what a learner finished with the exam
   * (passed, or no attempt left ever) may see. Whether that is now is the
   * result's answerDetailsOpen.
   */
  viewAnswerDetails: z.boolean(),
  viewAnswer: z.boolean(),
  viewPaperAnalusis: z.boolean(),
});
export type ExamContent = z.infer<typeof examContentSchema>;

export const savedAnswerSchema = z.object({
  questionHisId: z.number().int(),
  countDown: z.number().int().nullable(),
});

export const submitResultSchema = z.object({
  theoryExamScore: z.number().int(),
  examRecordsId: z.number().int(),
  passStatus: z.number().int(),
});
export type SubmitResult = z.infer<typeof submitResultSchema>;

/** getExamResult (learner §3 "Exam result"). */
export const examResultSchema = z.object({
  /** The certification's currentStatus after the exam (theory), or the course's exercise process (quiz). */
  status: z.number().int(),
  /** Of the latest graded attempt: 0 fail, 1 pass, 2 not participated. */
  passStatus: z.number().int(),
  theoryExamScore: z.number().int().nullable(),
  examRecordsId: z.number().int().nullable(),
  /** Graded attempts in the current learning cycle, and the most allowed (0: no limit). */
  examNums: z.number().int(),
  maxExamNums: z.number().int(),
  /** Whether the learner may sit (again) now: qualified, not passed, attempts left. */
  ifStatusChecked: z.boolean(),
  /** A prerequisite certificate is required and not held: show the reminder dialog. */
  isNeedReminder: z.boolean(),
  /** An attempt is open: the learner is in the exam (logout is blocked). */
  inExam: z.boolean(),
  /** The last allowed attempt failed: progress was reset and the learner must enrol again. */
  mustRelearn: z.boolean(),
  /** No attempt is left in any learning cycle: the exam cannot be sat again (decision 0041). */
  attemptsExhausted: z.boolean(),
  /**
   * Whether getExamAnswerDetails answers for examRecordsId now: the paper shows
   * answer details and the learner is finished with the exam (a theory exam
   * passed or with no attempt left ever, a quiz passed).
   */
  answerDetailsOpen: z.boolean(),
  /**
   * Where a quiz result leads (learner §4 "Quiz"): the certification release the
   * course belongs to on this site, if any, and the learner's currentStatus in it.
   * For a theory exam, the exam's own release and status.
   */
  certificationReleaseId: z.number().int().nullable(),
  certificationStatus: z.number().int().nullable(),
});
export type ExamResult = z.infer<typeof examResultSchema>;

/** One question of a graded attempt as the analysis shows it (learner §3 questionHisCheckList). */
export const questionHisCheckSchema = z.object({
  questionRefId: z.number().int(),
  questionType: z.number().int(),
  content: z.string(),
  hisOptionList: z.array(hisOptionSchema),
  /** The correct letters, only when the paper lets learners view answers. */
  answer: z.string().nullable(),
  userAnswer: z.string().nullable(),
  answerPass: z.boolean(),
  /** The explanation, only when the paper allows the paper analysis. */
  analysis: z.string().nullable(),
});
export type QuestionHisCheck = z.infer<typeof questionHisCheckSchema>;

export const answerDetailsSchema = z.object({
  examRecordsId: z.number().int(),
  theoryExamScore: z.number().int(),
  passStatus: z.number().int(),
  viewAnswer: z.boolean(),
  viewPaperAnalusis: z.boolean(),
  questionHisCheckList: z.array(questionHisCheckSchema),
});
export type AnswerDetails = z.infer<typeof answerDetailsSchema>;

/** A course's exercise (its quiz) for the course page. */
export const exerciseResultSchema = z.object({
  releaseCourseId: z.number().int(),
  quizExist: z.boolean(),
  /** Exercise process: pending 0, learning 1, finish 2. */
  exerciseProcess: z.number().int(),
  learningProcess: z.number().int(),
  passStatus: z.number().int(),
  score: z.number().int().nullable(),
  examRecordsId: z.number().int().nullable(),
  examNums: z.number().int(),
});
export type ExerciseResult = z.infer<typeof exerciseResultSchema>;

/** One graded sitting in the learner's records: the score and result only, never a question or an answer. */
export const examRecordAttemptSchema = z.object({
  examRecordsId: z.number().int(),
  score: z.number().int(),
  totalScore: z.number().int(),
  passScore: z.number().int(),
  /** 0 fail, 1 pass. */
  passStatus: z.number().int(),
  gradedAt: z.string(),
  /** Of a learning cycle that ended in forced relearning (frame §4): kept, no longer counted. */
  superseded: z.boolean(),
});
export type ExamRecordAttempt = z.infer<typeof examRecordAttemptSchema>;

/** A certification's theory exam in the records: its sittings and the opportunities left (frame §9: two). */
export const theoryExamRecordSchema = z.object({
  certificationReleaseId: z.number().int(),
  certificationName: z.string(),
  versionLabel: z.string(),
  passed: z.boolean(),
  bestScore: z.number().int(),
  /** Attempts allowed in a learning cycle, and those used in the current one. */
  maxAttempts: z.number().int(),
  attemptsUsed: z.number().int(),
  /** Attempts left in the current cycle; 0 once passed. */
  remainingAttempts: z.number().int(),
  /** Newest first. */
  attempts: z.array(examRecordAttemptSchema),
});
export type TheoryExamRecord = z.infer<typeof theoryExamRecordSchema>;

/** A course's quiz in the records (frame §9: 100 points, pass 60; no limit on attempts). */
export const quizRecordSchema = z.object({
  /** A course's quiz (1) or a topic's (2, decision 0056). */
  relationType: z.number().int(),
  /** The course release, or the topic for relationType 2. */
  courseReleaseId: z.number().int(),
  /** The course's or the topic's name. */
  courseName: z.string(),
  /** Course 0, video 1: the course page's courseType (a topic is a video). */
  courseType: z.number().int(),
  passed: z.boolean(),
  bestScore: z.number().int(),
  /** Newest first. */
  attempts: z.array(examRecordAttemptSchema),
});
export type QuizRecord = z.infer<typeof quizRecordSchema>;

/** POST /user/personalCenter/examRecords: the learner's graded exams and quizzes on this site. */
export const examRecordsSchema = z.object({
  /** The latest sitting first. */
  theoryExams: z.array(theoryExamRecordSchema),
  quizzes: z.array(quizRecordSchema),
});
export type ExamRecords = z.infer<typeof examRecordsSchema>;

const answerItem = z.object({
  questionHisId: idSchema,
  questionType: z.number().int(),
  answer: answerSchema,
});

/** Exam and course-exercise calls (learner §7 "Exam"). */
export const examApi = endpoints({
  entry: {
    path: "/certification/exam/entry",
    method: "POST",
    request: examTarget,
    response: examEntrySchema,
  },
  getContent: {
    path: "/certification/exam/getContent",
    method: "POST",
    request: examTarget,
    response: examContentSchema,
  },
  saveAnswer: {
    path: "/certification/exam/saveAnswer",
    method: "POST",
    request: scopeSchema.extend({
      examRefId: idSchema,
      questionHisId: idSchema,
      questionType: z.number().int(),
      /** null clears the answer: nothing is chosen any more (a multiple choice unticked). */
      answer: answerSchema.nullable(),
    }),
    response: savedAnswerSchema,
  },
  submitAnswer: {
    path: "/certification/exam/submitAnswer",
    method: "POST",
    request: examTarget.extend({
      examRefId: idSchema,
      paperHisRefId: idSchema,
      answerList: z.array(answerItem).max(500).default([]),
    }),
    response: submitResultSchema,
  },
  getExamResult: {
    path: "/certification/exam/getExamResult",
    method: "POST",
    request: examTarget,
    response: examResultSchema,
  },
  getExamAnswerDetails: {
    path: "/certification/exam/getExamAnswerDetails",
    method: "POST",
    request: scopeSchema.extend({ examRecordsId: idSchema }),
    response: answerDetailsSchema,
  },
  getExerciseResult: {
    path: "/certification/skillLearn/getExerciseResult",
    method: "POST",
    request: scopeSchema.extend({ releaseCourseId: idSchema }),
    response: exerciseResultSchema,
  },
  getExamId: {
    path: "/certification/skillLearn/getExamId",
    method: "POST",
    request: scopeSchema.extend({ releaseCourseId: idSchema }),
    response: z.object({ examId: z.number().int().nullable() }),
  },
  skillExamResult: {
    path: "/certification/skillLearn/getExamResult",
    method: "POST",
    request: scopeSchema.extend({ examRecordsId: idSchema }),
    response: submitResultSchema,
  },
  examRecords: {
    path: "/user/personalCenter/examRecords",
    method: "POST",
    request: scopeSchema,
    response: examRecordsSchema,
  },
  inExam: {
    path: "/certification/exam/inExam",
    method: "GET",
    request: scopeSchema,
    response: z.object({ inExam: z.boolean() }),
  },
});
