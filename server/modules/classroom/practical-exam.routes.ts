import type { FastifyInstance, FastifyRequest } from "fastify";
import { practicalExamApi } from "#contract/practical-exam.ts";
import { registerCalls, type CallTable } from "../../call-table.ts";
import type { PracticalExamAdmin } from "./practical-exam-admin.service.ts";
import { lettersOf, type LetterFor } from "./certification-letter.ts";
import type { PracticalExams } from "./practical-exams.service.ts";

type PracticalExamApi = typeof practicalExamApi;

/** The lists and a session answer visitors too (no standing); enrolling needs a login (401). */
const practicalExamCalls = (
  practicalExams: PracticalExams,
  admin: PracticalExamAdmin,
  requireApprover: (request: FastifyRequest) => Promise<number>,
  letterFor: (request: FastifyRequest, invitationCode: string) => LetterFor,
): CallTable<PracticalExamApi> => ({
  enrollByInvitationCode: {
    summary:
      "Enrol in a practical exam session with an invitation letter (a training code of the certification): approved at once, the code used only if the enrolment stands; the invitation codes 10000-10019 and 10022, then the enrolment's rules",
    handle: (request, input) =>
      practicalExams.enrol(
        request.scope,
        request.requireUser(),
        input,
        letterFor(request, input.invitationCode),
      ),
  },
  enrolments: {
    summary: "The site's practical exam enrolments in one state (pending by default), by session",
    tags: ["admin"],
    handle: async (request, input) => {
      await requireApprover(request);
      return admin.enrolments(request.scope, input);
    },
  },
  approve: {
    summary: "Approve a pending practical exam enrolment",
    tags: ["admin"],
    handle: async (request, input) => {
      await requireApprover(request);
      return admin.decide(request.scope, input.id, "approved");
    },
  },
  reject: {
    summary: "Reject a pending or approved practical exam enrolment; its seat is given back",
    tags: ["admin"],
    handle: async (request, input) => {
      await requireApprover(request);
      return admin.decide(request.scope, input.id, "rejected");
    },
  },
  result: {
    summary:
      "Record an approved enrolment's result once the exam has begun: a score out of 100 (success from 80, else fail) or absent",
    tags: ["admin"],
    handle: async (request, input) => {
      await requireApprover(request);
      return admin.recordResult(request.scope, input.id, input);
    },
  },
  regions: {
    summary:
      "The regions with practical exam sessions of a certification release (certificationId) still to come on this site, named in the request's language",
    handle: (request, input) => practicalExams.regions(request.scope, input.certificationId),
  },
  ofCertification: {
    summary:
      "A certification release's practical exam sessions on this site that have not ended, soonest first (optionally in one region), with seats left and the learner's standing: enrolment status, result and score",
    handle: (request, input) =>
      practicalExams.ofCertification(
        request.scope,
        request.userId,
        input.relationId,
        input.regionId,
      ),
  },
  cards: {
    summary:
      "The learner's practical exam enrolments on this site, newest first (My Learning): session, status, result and score",
    handle: (request) => practicalExams.cards(request.scope, request.requireUser()),
  },
  byId: {
    summary: "One practical exam session of this site, with the learner's standing",
    handle: (request, input) => practicalExams.byId(request.scope, request.userId, input.id),
  },
  enroll: {
    summary:
      "Enrol in a practical exam session: needs the theory exam of the release passed (403); a seat is taken at once (10008 when full), pending until approved; 10024 already enrolled in it, 10009 another session of the release is current, 10010 a valid certificate is held, 10013 enrolment closed",
    handle: (request, input) => practicalExams.enrol(request.scope, request.requireUser(), input),
  },
  cancel: {
    summary:
      "Cancel the learner's pending or approved enrolment in a practical exam session; 10011 within 24 hours before the start",
    handle: (request, input) =>
      practicalExams.cancel(request.scope, request.requireUser(), input.practicalExamId),
  },
});

/** Practical exam calls (learner §7 "Classroom and practical exam"). */
export async function practicalExamRoutes(app: FastifyInstance) {
  // Seats and standings change with every enrolment: never kept by a browser or a CDN.
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });
  const { practicalExams, practicalExamAdmin, registrations } = app.services;
  registerCalls(
    app,
    practicalExamApi,
    practicalExamCalls(
      practicalExams,
      practicalExamAdmin,
      (request) => registrations.requireApprover(request.requireUser(), request.scope.site.id),
      lettersOf(app),
    ),
    ["classroom"],
  );
}
