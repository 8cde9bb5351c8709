import type { FastifyInstance } from "fastify";
import { classroomApi } from "#contract/classroom.ts";
import { registerCalls, type CallTable } from "../../call-table.ts";
import type { Classrooms } from "./classrooms.service.ts";

type ClassroomApi = typeof classroomApi;

/** The lists answer visitors too (userStatus notLogin); enrolling needs a login (401). */
const classroomCalls = (classrooms: Classrooms): CallTable<ClassroomApi> => ({
  ofCertification: {
    summary:
      "A certification release's classroom sessions (onsite 0 / online 1; seminar 0, workshop 1, webinar 2) with seats left and the learner's standing; the live link only once approved",
    handle: (request, { relationId, ...filter }) =>
      classrooms.ofCertification(request.scope, request.userId, relationId, filter),
  },
  nonCertificationList: {
    summary: "The site's non-certification webinars, workshops and seminars, a page at a time",
    handle: (request, input) =>
      classrooms.nonCertificationList(request.scope, request.userId, input),
  },
  enrollClassroom: {
    summary:
      "Enrol in a session of a certification: a seat is taken at once (10014 when full), pending until approved; 10024 already enrolled, 10015 another session of the certification is current, 10013 enrolment closed",
    handle: (request, input) =>
      classrooms.enrol(request.scope, request.requireUser(), "certification", input),
  },
  cancelClassroom: {
    summary:
      "Cancel the learner's enrolment in a session of a certification; 10011 within 24 hours before the start",
    handle: (request, input) =>
      classrooms.cancel(request.scope, request.requireUser(), "certification", input.classroomId),
  },
  enrollNonCertificated: {
    summary:
      "Enrol in a non-certification webinar, workshop or seminar (the same rules as enrollClassroom)",
    handle: (request, input) =>
      classrooms.enrol(request.scope, request.requireUser(), "nonCertification", input),
  },
  cancelNonCertificated: {
    summary:
      "Cancel an enrolment in a non-certification session; 10011 within 24 hours before the start",
    handle: (request, input) =>
      classrooms.cancel(
        request.scope,
        request.requireUser(),
        "nonCertification",
        input.classroomId,
      ),
  },
  myClassrooms: {
    summary:
      "The learner's classroom enrolments on this site, newest first (My Learning, instructor-led training)",
    handle: (request) => classrooms.mine(request.scope, request.requireUser()),
  },
});

/** Classroom training calls (learner §7 "Classroom and practical exam"). */
export async function classroomRoutes(app: FastifyInstance) {
  const { classrooms } = app.services;
  // Seats and standings change with every enrolment: never kept by a browser or a CDN.
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });
  registerCalls(app, classroomApi, classroomCalls(classrooms), ["classroom"]);
}
