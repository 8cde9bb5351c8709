import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { envelopeSchema } from "#contract/envelope.ts";
import { examApi } from "#contract/exam.ts";
import { ok } from "../../plugins/envelope.ts";

const tags = ["exam"];

/** The exam and course-exercise calls (learner §7 "Exam"); every one needs a signed-in learner. */
export async function examRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { exams } = app.services;
  // Exam data is the learner's own and changes with every answer: never cached.
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.post(
    examApi.entry.path,
    {
      schema: {
        tags,
        summary:
          "Whether the learner may sit the theory exam (relationType 0) or the quiz (1) of a release now: entryStatus 1, or 0 with the reason",
        body: examApi.entry.request,
        response: { 200: envelopeSchema(examApi.entry.response) },
      },
    },
    async (request) => ok(await exams.entry(request.scope, request.requireUser(), request.body)),
  );

  app.post(
    examApi.getContent.path,
    {
      schema: {
        tags,
        summary:
          "Start the attempt, or resume the open one: its own copy of the paper, answers saved so far (checkedId) and countDown in seconds from the server's deadline; 30002 when entry is refused. examId is examRefId and paperHisRefId of submitAnswer",
        body: examApi.getContent.request,
        response: { 200: envelopeSchema(examApi.getContent.response) },
      },
    },
    async (request) =>
      ok(await exams.getContent(request.scope, request.requireUser(), request.body)),
  );

  app.post(
    examApi.saveAnswer.path,
    {
      schema: {
        tags,
        summary:
          "Save one answer as it is picked (one letter; a list for multiple choice); 30001 once the attempt is closed or its time is over",
        body: examApi.saveAnswer.request,
        response: { 200: envelopeSchema(examApi.saveAnswer.response) },
      },
    },
    async (request) =>
      ok(await exams.saveAnswer(request.scope, request.requireUser(), request.body)),
  );

  app.post(
    examApi.submitAnswer.path,
    {
      schema: {
        tags,
        summary:
          "Submit: save the answers sent while the attempt takes input, then grade it exactly once; a repeated submission gets the same grade",
        body: examApi.submitAnswer.request,
        response: { 200: envelopeSchema(examApi.submitAnswer.response) },
      },
    },
    async (request) =>
      ok(await exams.submitAnswer(request.scope, request.requireUser(), request.body)),
  );

  app.post(
    examApi.getExamResult.path,
    {
      schema: {
        tags,
        summary:
          "The learner's result and standing: status, passStatus, score, attempts (examNums of maxExamNums), whether they may sit now, reminder and relearning flags",
        body: examApi.getExamResult.request,
        response: { 200: envelopeSchema(examApi.getExamResult.response) },
      },
    },
    async (request) =>
      ok(await exams.getExamResult(request.scope, request.requireUser(), request.body)),
  );

  app.post(
    examApi.getExamAnswerDetails.path,
    {
      schema: {
        tags,
        summary:
          "A graded attempt's questions with the learner's answers; correct answers and analysis as the paper's flags allow; 30000 before submission",
        body: examApi.getExamAnswerDetails.request,
        response: { 200: envelopeSchema(examApi.getExamAnswerDetails.response) },
      },
    },
    async (request) =>
      ok(
        await exams.getExamAnswerDetails(
          request.scope,
          request.requireUser(),
          request.body.examRecordsId,
        ),
      ),
  );

  app.post(
    examApi.getExerciseResult.path,
    {
      schema: {
        tags,
        summary: "A course's exercise (its quiz): exercise and learning process, latest result",
        body: examApi.getExerciseResult.request,
        response: { 200: envelopeSchema(examApi.getExerciseResult.response) },
      },
    },
    async (request) =>
      ok(
        await exams.getExerciseResult(
          request.scope,
          request.requireUser(),
          request.body.releaseCourseId,
        ),
      ),
  );

  app.post(
    examApi.getExamId.path,
    {
      schema: {
        tags,
        summary: "The learner's latest quiz attempt (exam record) of a course, or null",
        body: examApi.getExamId.request,
        response: { 200: envelopeSchema(examApi.getExamId.response) },
      },
    },
    async (request) =>
      ok(await exams.getExamId(request.scope, request.requireUser(), request.body.releaseCourseId)),
  );

  app.post(
    examApi.skillExamResult.path,
    {
      schema: {
        tags,
        summary: "One submitted quiz attempt's score and pass status",
        body: examApi.skillExamResult.request,
        response: { 200: envelopeSchema(examApi.skillExamResult.response) },
      },
    },
    async (request) =>
      ok(
        await exams.skillExamResult(
          request.scope,
          request.requireUser(),
          request.body.examRecordsId,
        ),
      ),
  );

  app.get(
    examApi.inExam.path,
    {
      schema: {
        tags,
        summary: "Whether a timed exam of the learner is running (logout waits for its submission)",
        querystring: examApi.inExam.request,
        response: { 200: envelopeSchema(examApi.inExam.response) },
      },
    },
    async (request) => ok(await exams.inExam(request.requireUser())),
  );
}
