import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { enrolmentApi } from "#contract/enrolment.ts";
import { envelopeSchema } from "#contract/envelope.ts";
import { ok } from "../../plugins/envelope.ts";
import type { Caller } from "./invitations.service.ts";

const tags = ["enrolment"];

/** Registration and invitation calls (learner §7), and the approver's calls. */
export async function enrolmentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { registrations, invitations, learning, site } = app.services;
  /** Who presents an invitation code: address and, on demand, country. */
  const callerOf = (request: FastifyRequest): Caller => ({
    ip: request.ip,
    country: () => site.countryOf(request),
  });

  app.post(
    "/user/registration/addRegistration",
    {
      schema: {
        tags,
        summary:
          "Enrol in a certification release (no courseType), a course (courseType 0) or a video (1)",
        body: enrolmentApi.addRegistration.request,
        response: { 200: envelopeSchema(enrolmentApi.addRegistration.response) },
      },
    },
    async (request) =>
      ok(await registrations.addRegistration(request.scope, request.requireUser(), request.body)),
  );

  app.post(
    "/user/registration/listUserIncompleteProject",
    {
      schema: {
        tags,
        summary: "The learner's live certification enrolments without a certificate yet",
        body: enrolmentApi.incompleteProjects.request,
        response: { 200: envelopeSchema(enrolmentApi.incompleteProjects.response) },
      },
    },
    async (request) =>
      ok(await registrations.incompleteProjects(request.scope, request.requireUser())),
  );

  app.post(
    "/user/course/process/updateNotificationStatus",
    {
      schema: {
        tags,
        summary: "Set a course's notification status (2 cancels its update notices)",
        body: enrolmentApi.updateNotificationStatus.request,
        response: { 200: envelopeSchema(enrolmentApi.updateNotificationStatus.response) },
      },
    },
    async (request) => {
      await learning.updateNotificationStatus(
        request.scope,
        request.requireUser(),
        request.body.releaseCourseId,
        request.body.notificationStatus,
      );
      return ok(null);
    },
  );

  app.get(
    "/user/invitation/getDetail",
    {
      schema: {
        tags,
        summary: "What an invitation code enrols in (checks validity)",
        querystring: enrolmentApi.invitationDetail.request,
        response: { 200: envelopeSchema(enrolmentApi.invitationDetail.response) },
      },
    },
    async (request) =>
      ok(
        await invitations.detail(
          request.scope,
          request.requireUser(),
          callerOf(request),
          request.query.invitationCode,
        ),
      ),
  );

  app.get(
    "/user/invitation/certification/release/info",
    {
      schema: {
        tags,
        summary: "The certification release of an invitation code",
        querystring: enrolmentApi.invitationRelease.request,
        response: { 200: envelopeSchema(enrolmentApi.invitationRelease.response) },
      },
    },
    async (request) =>
      ok(
        await invitations.certificationReleaseInfo(
          request.scope,
          request.requireUser(),
          callerOf(request),
          request.query.code,
        ),
      ),
  );

  app.post(
    "/user/invitation/use",
    {
      schema: {
        tags,
        summary: "Enrol with an invitation letter code: approved at once",
        body: enrolmentApi.useInvitation.request,
        response: { 200: envelopeSchema(enrolmentApi.useInvitation.response) },
      },
    },
    async (request) =>
      ok(
        await invitations.use(
          request.scope,
          request.requireUser(),
          callerOf(request),
          request.body,
        ),
      ),
  );

  app.post(
    "/user/invitation/sales/use",
    {
      schema: {
        tags,
        summary: "Enrol with a sales code for the given relation: approved at once",
        body: enrolmentApi.useSalesCode.request,
        response: { 200: envelopeSchema(enrolmentApi.useSalesCode.response) },
      },
    },
    async (request) =>
      ok(
        await invitations.salesUse(
          request.scope,
          request.requireUser(),
          callerOf(request),
          request.body,
        ),
      ),
  );

  // ---- approver calls ----

  const requireApprover = (request: FastifyRequest) =>
    registrations.requireApprover(request.requireUser(), request.scope.site.id);

  app.get(
    "/admin/registration/pending",
    {
      schema: {
        tags: ["admin"],
        summary: "Registrations of the site waiting for a decision",
        querystring: enrolmentApi.pendingRegistrations.request,
        response: { 200: envelopeSchema(enrolmentApi.pendingRegistrations.response) },
      },
    },
    async (request) => {
      await requireApprover(request);
      return ok(await registrations.pending(request.scope));
    },
  );

  for (const [path, decision] of [
    ["/admin/registration/approve", "approved"],
    ["/admin/registration/reject", "rejected"],
  ] as const) {
    app.post(
      path,
      {
        schema: {
          tags: ["admin"],
          summary:
            decision === "approved"
              ? "Approve a pending registration"
              : "Reject a pending registration",
          // Approve and reject share one request and response shape.
          body: enrolmentApi.approveRegistration.request,
          response: { 200: envelopeSchema(enrolmentApi.approveRegistration.response) },
        },
      },
      async (request) => {
        const approverId = await requireApprover(request);
        return ok(
          await registrations.decide(
            request.scope,
            approverId,
            request.body.id,
            decision,
            app.identity.originFor(request),
          ),
        );
      },
    );
  }

  app.post(
    "/admin/invitation/generate",
    {
      schema: {
        tags: ["admin"],
        summary: "Create invitation codes for a release of the site",
        body: enrolmentApi.generateInvitations.request,
        response: { 200: envelopeSchema(enrolmentApi.generateInvitations.response) },
      },
    },
    async (request) =>
      ok(await invitations.generate(request.scope, await requireApprover(request), request.body)),
  );
}
