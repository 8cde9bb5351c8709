import type { FastifyInstance, FastifyRequest } from "fastify";
import { attendanceApi, classroomApi } from "#contract/classroom.ts";
import { registerCalls, type CallTable } from "../../call-table.ts";
import type { Attendance } from "./attendance.service.ts";
import { lettersOf, type LetterFor } from "./certification-letter.ts";
import type { Classrooms } from "./classrooms.service.ts";
import type { OrderExtras } from "./order-extras.service.ts";
import type { WaitingList } from "./waiting-list.service.ts";

type ClassroomApi = typeof classroomApi;
type AttendanceApi = typeof attendanceApi;

/**
 * The lists answer visitors too (userStatus notLogin); enrolling needs a login (401).
 * `origin` is where the e-mail to a learner given a seat from the waiting list links to.
 */
const classroomCalls = (
  classrooms: Classrooms,
  waitingList: WaitingList,
  orderExtras: OrderExtras,
  letterFor: (request: FastifyRequest, invitationCode: string) => LetterFor,
  origin: (request: FastifyRequest) => string,
): CallTable<ClassroomApi> => ({
  ofCertification: {
    summary:
      "A certification release's classroom sessions (onsite 0 / online 1; seminar 0, workshop 1, webinar 2) with seats left and the learner's standing; the live link only once approved",
    handle: (request, { relationId, ...filter }) =>
      classrooms.ofCertification(request.scope, request.userId, relationId, filter),
  },
  ofCertificateType: {
    summary:
      "A track's classroom schedule: the sessions of the kind's certifications on this site starting between from and to (at most 100 days), by training method, country and session language, with the learner's standing",
    handle: (request, input) => classrooms.ofKind(request.scope, request.userId, input),
  },
  nonCertificationList: {
    summary: "The site's non-certification webinars, workshops and seminars, a page at a time",
    handle: (request, input) =>
      classrooms.nonCertificationList(request.scope, request.userId, input),
  },
  byId: {
    summary:
      "One classroom session of this site (its detail page), past ones too, with the learner's standing and the certification it trains for; the live link only once approved; another site's or a hidden one is 404",
    handle: (request, input) => classrooms.byId(request.scope, request.userId, input.id),
  },
  enrollClassroom: {
    summary:
      "Enrol in a session of a certification: a seat is taken at once (10014 when full), pending until approved; 10024 already enrolled, 10015 another session of the certification is current, 10013 enrolment closed. With invitationCode (an invitation letter of the session's certification release) approved at once, the code used only if the enrolment stands: the invitation codes 10000-10019 and 10022 first, 10012 once the learner's training of the release has been approved or rejected",
    handle: (request, { invitationCode, ...input }) =>
      classrooms.enrol(
        request.scope,
        request.requireUser(),
        "certification",
        input,
        invitationCode === undefined ? undefined : letterFor(request, invitationCode),
      ),
  },
  cancelClassroom: {
    summary:
      "Cancel the learner's enrolment in a session of a certification; 10011 within 24 hours before the start. While enrolment is open the seat goes at once to the first learner on the waiting list who can take it, who is e-mailed",
    handle: (request, input) =>
      classrooms.cancel(
        request.scope,
        request.requireUser(),
        "certification",
        input.classroomId,
        origin(request),
      ),
  },
  enrollNonCertificated: {
    summary:
      "Enrol in a non-certification webinar, workshop or seminar (the same rules as enrollClassroom)",
    handle: (request, input) =>
      classrooms.enrol(request.scope, request.requireUser(), "nonCertification", input),
  },
  cancelNonCertificated: {
    summary:
      "Cancel an enrolment in a non-certification session; 10011 within 24 hours before the start; the seat goes to the waiting list like cancelClassroom's",
    handle: (request, input) =>
      classrooms.cancel(
        request.scope,
        request.requireUser(),
        "nonCertification",
        input.classroomId,
        origin(request),
      ),
  },
  joinWaitingList: {
    summary:
      "Join the waiting list of a full session (either kind), with the order extras where food is ordered: waitingPosition is the learner's place (1 is next). The rules of enrolling but for the seat: 10024 enrolled in or waiting for the session already, 10013 enrolment closed, 10015 another session of the certification is current. A seat found free is taken at once instead (status pending or approved, as enrolling gives)",
    handle: (request, input) => waitingList.join(request.scope, request.requireUser(), input),
  },
  leaveWaitingList: {
    summary: "Leave the waiting list of a session; 404 when not on it",
    handle: (request, input) =>
      waitingList.leave(request.scope, request.requireUser(), input.classroomId),
  },
  homeClassrooms: {
    summary:
      "Home page classroom recommendations (login): sessions still taking enrolments with seats left, the learner's certifications first, none they are enrolled in",
    handle: (request) => classrooms.homeRecommendations(request.scope, request.requireUser()),
  },
  myClassrooms: {
    summary:
      "The learner's classroom enrolments on this site, newest first (My Learning, instructor-led training)",
    handle: (request) => classrooms.mine(request.scope, request.requireUser()),
  },
  latestOrdering: {
    summary:
      "The dietary requirements and allergies of the learner's most recent classroom or practical-exam enrolment on this site that gave any (to fill in the meal form again), or null",
    handle: (request) => orderExtras.latest(request.scope, request.requireUser()),
  },
});

/** Check-in, evaluation, and the site approver's calls (attendance, decisions, the QR). */
const attendanceCalls = (
  attendance: Attendance,
  requireApprover: (request: FastifyRequest) => Promise<number>,
  origin: (request: FastifyRequest) => string,
): CallTable<AttendanceApi> => ({
  qrDetail: {
    summary:
      "The session's check-in QR to show full screen (the session's trainer or the site's staff, else 403): an SVG of the check-in page's address with this minute's signed code, taken this minute and the next; ask again at refreshAt",
    tags: ["admin"],
    handle: (request, input) =>
      attendance.qrDetail(request.scope, request.requireUser(), input.classroomId, origin(request)),
  },
  checkIn: {
    summary:
      "Check in with the code of the session's QR: an approved enrolment, from 30 minutes before the start until the end (20037 before); 400 for a code that is not ours, 403 for a code older than a minute or a session ended; a second check-in answers the first",
    handle: (request, input) =>
      attendance.checkIn(request.scope, request.requireUser(), input.token),
  },
  evaluate: {
    summary:
      "Evaluate a session attended (checked in or finished): overall, trainer and content 1-5 and a comment; once (10002 after)",
    handle: (request, input) => attendance.evaluate(request.scope, request.requireUser(), input),
  },
  evaluationOf: {
    summary: "The learner's evaluation of a session (relationId), or null",
    handle: (request, input) =>
      attendance.evaluationOf(request.scope, request.requireUser(), input.relationId),
  },
  enrolments: {
    summary: "The site's classroom enrolments in one state (pending by default), by session",
    tags: ["admin"],
    handle: async (request, input) => {
      await requireApprover(request);
      return attendance.enrolments(request.scope, input);
    },
  },
  approve: {
    summary: "Approve a pending classroom enrolment",
    tags: ["admin"],
    handle: async (request, input) => {
      await requireApprover(request);
      return attendance.decide(request.scope, input.id, "approved", origin(request));
    },
  },
  reject: {
    summary:
      "Reject a pending or approved classroom enrolment; its seat is given back, to the first learner on the waiting list who can take it while enrolment is open",
    tags: ["admin"],
    handle: async (request, input) => {
      await requireApprover(request);
      return attendance.decide(request.scope, input.id, "rejected", origin(request));
    },
  },
  attendance: {
    summary:
      "Record whether an enrolled learner attended (finished) or not (absent), once the session has begun",
    tags: ["admin"],
    handle: async (request, input) => {
      await requireApprover(request);
      return attendance.recordAttendance(request.scope, input.id, input.attended);
    },
  },
});

/** Classroom training calls (learner §7 "Classroom and practical exam"). */
export async function classroomRoutes(app: FastifyInstance) {
  const { classrooms, orderExtras, attendance, registrations, waitingList } = app.services;
  const origin = (request: FastifyRequest) => app.identity.originFor(request);
  // Seats and standings change with every enrolment: never kept by a browser or a CDN.
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });
  registerCalls(
    app,
    classroomApi,
    classroomCalls(classrooms, waitingList, orderExtras, lettersOf(app), origin),
    ["classroom"],
  );
  registerCalls(
    app,
    attendanceApi,
    attendanceCalls(
      attendance,
      (request) => registrations.requireApprover(request.requireUser(), request.scope.site.id),
      origin,
    ),
    ["classroom"],
  );
}
