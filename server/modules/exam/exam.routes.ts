import type { FastifyInstance } from "fastify";
import { examApi } from "#contract/exam.ts";
import { registerCalls, type CallTable } from "../../call-table.ts";
import type { ExamRecordsService } from "./exam-records.service.ts";
import type { ExamService } from "./exam.service.ts";

type ExamApi = typeof examApi;

/** The calls, for the signed-in learner (requireUser answers 401 to a visitor). */
const examCalls = (exams: ExamService, records: ExamRecordsService): CallTable<ExamApi> => ({
  entry: {
    summary:
      "Whether the learner may sit the theory exam (relationType 0) or the quiz (1) of a release now: entryStatus 1, or 0 with the reason",
    handle: (request, input) => exams.entry(request.scope, request.requireUser(), input),
  },
  getContent: {
    summary:
      "Start the attempt, or resume the open one: its own copy of the paper, answers saved so far (checkedId) and countDown in seconds from the server's deadline; 30002 when entry is refused. examId is examRefId and paperHisRefId of submitAnswer",
    handle: (request, input) => exams.getContent(request.scope, request.requireUser(), input),
  },
  saveAnswer: {
    summary:
      "Save one answer as it is picked (one letter; a list for multiple choice; null clears it); 30001 once the attempt is closed or its time is over",
    handle: (request, input) => exams.saveAnswer(request.scope, request.requireUser(), input),
  },
  submitAnswer: {
    summary:
      "Submit: save the answers sent while the attempt takes input, then grade it exactly once; a repeated submission gets the same grade",
    handle: (request, input) => exams.submitAnswer(request.scope, request.requireUser(), input),
  },
  getExamResult: {
    summary:
      "The learner's result and standing: status, passStatus, score, attempts (examNums of maxExamNums), whether they may sit now, reminder and relearning flags",
    handle: (request, input) => exams.getExamResult(request.scope, request.requireUser(), input),
  },
  getExamAnswerDetails: {
    summary:
      "A graded attempt's questions with the learner's answers; correct answers and analysis as the paper's flags allow; 30000 before submission",
    handle: (request, input) =>
      exams.getExamAnswerDetails(request.scope, request.requireUser(), input.examRecordsId),
  },
  getExerciseResult: {
    summary: "A course's exercise (its quiz): exercise and learning process, latest result",
    handle: (request, input) =>
      exams.getExerciseResult(request.scope, request.requireUser(), input.releaseCourseId),
  },
  getExamId: {
    summary: "The learner's latest quiz attempt (exam record) of a course, or null",
    handle: (request, input) =>
      exams.getExamId(request.scope, request.requireUser(), input.releaseCourseId),
  },
  skillExamResult: {
    summary: "One submitted quiz attempt's score and pass status",
    handle: (request, input) =>
      exams.skillExamResult(request.scope, request.requireUser(), input.examRecordsId),
  },
  examRecords: {
    summary:
      "The learner's graded theory exams (with the attempts left of the learning cycle, 0 once passed) and quizzes on this site: scores, results and dates only, never a question or an answer",
    tags: ["exam", "personal centre"],
    handle: (request) => records.records(request.scope, request.requireUser()),
  },
  inExam: {
    summary: "Whether a timed exam of the learner is running (logout waits for its submission)",
    handle: (request) => exams.inExam(request.requireUser()),
  },
});

/** The exam and course-exercise calls (learner §7 "Exam"); every one needs a signed-in learner. */
export async function examRoutes(app: FastifyInstance) {
  const { exams, examRecords } = app.services;
  // Exam data is the learner's own and changes with every answer: never cached.
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  registerCalls(app, examApi, examCalls(exams, examRecords), ["exam"]);
}
