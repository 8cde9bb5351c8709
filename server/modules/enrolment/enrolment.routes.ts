import type { FastifyInstance, FastifyRequest } from "fastify";
import { enrolmentApi } from "#contract/enrolment.ts";
import { registerCalls } from "../../call-table.ts";
import type { Caller } from "./invitations.service.ts";

/** The approver's calls show under "admin" in /api/docs. */
const admin = ["admin"];

/** Registration and invitation calls (learner §7), and the approver's calls. */
export async function enrolmentRoutes(app: FastifyInstance) {
  const { registrations, invitations, learning, site } = app.services;
  /** Who presents an invitation code: address and, on demand, country. */
  const callerOf = (request: FastifyRequest): Caller => ({
    ip: request.ip,
    country: () => site.countryOf(request),
  });
  const requireApprover = (request: FastifyRequest) =>
    registrations.requireApprover(request.requireUser(), request.scope.site.id);
  /** Approve and reject take the same request and answer alike: only the decision differs. */
  const decide =
    (decision: "approved" | "rejected") => async (request: FastifyRequest, input: { id: number }) =>
      registrations.decide(
        request.scope,
        await requireApprover(request),
        input.id,
        decision,
        app.identity.originFor(request),
      );

  registerCalls(
    app,
    enrolmentApi,
    {
      addRegistration: {
        summary:
          "Enrol in a certification release (no courseType), a course (courseType 0) or a video (1)",
        handle: (request, input) =>
          registrations.addRegistration(request.scope, request.requireUser(), input),
      },
      incompleteProjects: {
        summary: "The learner's live certification enrolments without a certificate yet",
        handle: (request) => registrations.incompleteProjects(request.scope, request.requireUser()),
      },
      updateNotificationStatus: {
        summary: "Set a course's notification status (2 cancels its update notices)",
        handle: async (request, input) => {
          await learning.updateNotificationStatus(
            request.scope,
            request.requireUser(),
            input.releaseCourseId,
            input.notificationStatus,
          );
          return null;
        },
      },
      invitationDetail: {
        summary: "What an invitation code enrols in (checks validity)",
        handle: (request, input) =>
          invitations.detail(
            request.scope,
            request.requireUser(),
            callerOf(request),
            input.invitationCode,
          ),
      },
      invitationRelease: {
        summary: "The certification release of an invitation code",
        handle: (request, input) =>
          invitations.certificationReleaseInfo(
            request.scope,
            request.requireUser(),
            callerOf(request),
            input.code,
          ),
      },
      useInvitation: {
        summary: "Enrol with an invitation letter code: approved at once",
        handle: (request, input) =>
          invitations.use(request.scope, request.requireUser(), callerOf(request), input),
      },
      useSalesCode: {
        summary: "Enrol with a sales code for the given relation: approved at once",
        handle: (request, input) =>
          invitations.salesUse(request.scope, request.requireUser(), callerOf(request), input),
      },

      // ---- approver calls ----

      pendingRegistrations: {
        summary: "Registrations of the site waiting for a decision",
        tags: admin,
        handle: async (request) => {
          await requireApprover(request);
          return registrations.pending(request.scope);
        },
      },
      approveRegistration: {
        summary: "Approve a pending registration",
        tags: admin,
        handle: decide("approved"),
      },
      rejectRegistration: {
        summary: "Reject a pending registration",
        tags: admin,
        handle: decide("rejected"),
      },
      generateInvitations: {
        summary: "Create invitation codes for a release of the site",
        tags: admin,
        handle: async (request, input) =>
          invitations.generate(request.scope, await requireApprover(request), input),
      },
    },
    ["enrolment"],
  );
}
