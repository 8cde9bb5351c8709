import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import { envelopeSchema } from "#contract/envelope.ts";
import { examApi } from "#contract/exam.ts";
import { ok } from "../../plugins/envelope.ts";
import type { Scope } from "../../scope.ts";
import type { ExamService } from "./exam.service.ts";

type ExamApi = typeof examApi;

/** What a call does for the signed-in learner, and how /api/docs describes it. */
type Handler<K extends keyof ExamApi> = {
  summary: string;
  handle(
    exams: ExamService,
    scope: Scope,
    userId: number,
    input: z.output<ExamApi[K]["request"]>,
  ): Promise<z.input<ExamApi[K]["response"]>>;
};

const handlers: { [K in keyof ExamApi]: Handler<K> } = {
  entry: {
    summary:
      "Whether the learner may sit the theory exam (relationType 0) or the quiz (1) of a release now: entryStatus 1, or 0 with the reason",
    handle: (exams, scope, userId, input) => exams.entry(scope, userId, input),
  },
  getContent: {
    summary:
      "Start the attempt, or resume the open one: its own copy of the paper, answers saved so far (checkedId) and countDown in seconds from the server's deadline; 30002 when entry is refused. examId is examRefId and paperHisRefId of submitAnswer",
    handle: (exams, scope, userId, input) => exams.getContent(scope, userId, input),
  },
  saveAnswer: {
    summary:
      "Save one answer as it is picked (one letter; a list for multiple choice; null clears it); 30001 once the attempt is closed or its time is over",
    handle: (exams, scope, userId, input) => exams.saveAnswer(scope, userId, input),
  },
  submitAnswer: {
    summary:
      "Submit: save the answers sent while the attempt takes input, then grade it exactly once; a repeated submission gets the same grade",
    handle: (exams, scope, userId, input) => exams.submitAnswer(scope, userId, input),
  },
  getExamResult: {
    summary:
      "The learner's result and standing: status, passStatus, score, attempts (examNums of maxExamNums), whether they may sit now, reminder and relearning flags",
    handle: (exams, scope, userId, input) => exams.getExamResult(scope, userId, input),
  },
  getExamAnswerDetails: {
    summary:
      "A graded attempt's questions with the learner's answers; correct answers and analysis as the paper's flags allow; 30000 before submission",
    handle: (exams, scope, userId, input) =>
      exams.getExamAnswerDetails(scope, userId, input.examRecordsId),
  },
  getExerciseResult: {
    summary: "A course's exercise (its quiz): exercise and learning process, latest result",
    handle: (exams, scope, userId, input) =>
      exams.getExerciseResult(scope, userId, input.releaseCourseId),
  },
  getExamId: {
    summary: "The learner's latest quiz attempt (exam record) of a course, or null",
    handle: (exams, scope, userId, input) => exams.getExamId(scope, userId, input.releaseCourseId),
  },
  skillExamResult: {
    summary: "One submitted quiz attempt's score and pass status",
    handle: (exams, scope, userId, input) =>
      exams.skillExamResult(scope, userId, input.examRecordsId),
  },
  inExam: {
    summary: "Whether a timed exam of the learner is running (logout waits for its submission)",
    handle: (exams, _scope, userId) => exams.inExam(userId),
  },
};

/** The exam and course-exercise calls (learner §7 "Exam"); every one needs a signed-in learner. */
export async function examRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { exams } = app.services;
  // Exam data is the learner's own and changes with every answer: never cached.
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  for (const name of Object.keys(examApi) as (keyof ExamApi)[]) {
    const call = examApi[name];
    // Each handler takes its own call's input; the loop only pairs them by name.
    const { summary, handle } = handlers[name] as Handler<keyof ExamApi>;
    const input = call.method === "GET" ? "querystring" : "body";
    app.route({
      method: call.method,
      url: call.path,
      schema: {
        tags: ["exam"],
        summary,
        [input]: call.request,
        response: { 200: envelopeSchema(call.response) },
      },
      handler: async (request) =>
        ok(
          await handle(
            exams,
            request.scope,
            request.requireUser(),
            (input === "body" ? request.body : request.query) as never,
          ),
        ),
    });
  }
}
