import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { Code } from "#contract/codes.ts";
import { envelopeSchema } from "#contract/envelope.ts";
import { ApiError } from "../../errors.ts";
import { ok } from "../../plugins/envelope.ts";

const tags = ["enrolment"];
const id = z.coerce.number().int().positive();
/** 0 not subscribed, 1 subscribed, 2 cancelled; the enrol dialog defaults to 0 (learner §5). */
const notification = z.number().int().min(0).max(2).default(0);
const relationType = z.number().int().min(0).max(2);
const codeField = z.string().max(64).optional();

const registrationResult = z.object({
  id: z.number().int(),
  relationId: z.number().int(),
  relationType: z.number().int(),
  registrationStatus: z.number().int(),
});
const invitationDetail = z.object({
  code: z.string(),
  relationId: z.number().int(),
  relationType: z.number().int(),
  kind: z.enum(["training", "sales"]),
  expiresAt: z.string(),
  relationName: z.string(),
  versionLabel: z.string(),
});

/** Registration and invitation calls (learner §7), and the approver's calls. */
export async function enrolmentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { registrations, invitations, learning } = app.services;

  app.post(
    "/user/registration/addRegistration",
    {
      schema: {
        tags,
        summary:
          "Enrol in a certification release (no courseType), a course (courseType 0) or a video (1)",
        body: z.object({
          relationId: id,
          emailNotificationStatus: notification,
          courseType: z.number().int().min(0).max(1).nullish(),
        }),
        response: { 200: envelopeSchema(registrationResult) },
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
        response: {
          200: envelopeSchema(
            z.array(
              z.object({
                relationId: z.number().int(),
                relationType: z.number().int(),
                certificationName: z.string(),
                versionLabel: z.string(),
                registrationStatus: z.number().int(),
                createdAt: z.string(),
              }),
            ),
          ),
        },
      },
    },
    async (request) =>
      ok(await registrations.incompleteProjects(request.scope, request.requireUser())),
  );

  app.post(
    "/user/registration/getLatestOrderingByUserId",
    {
      schema: {
        tags,
        summary: "The learner's latest registration",
        response: {
          200: envelopeSchema(
            registrationResult
              .extend({
                status: z.enum(["pending", "approved", "rejected", "cancelled"]),
                createdAt: z.string(),
              })
              .nullable(),
          ),
        },
      },
    },
    async (request) => ok(await registrations.latest(request.requireUser())),
  );

  app.post(
    "/user/course/process/updateNotificationStatus",
    {
      schema: {
        tags,
        summary: "Set a course's e-mail notification status (2 cancels)",
        body: z.object({ releaseCourseId: id, notificationStatus: z.number().int().min(0).max(2) }),
        response: { 200: envelopeSchema(z.null()) },
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
        querystring: z.object({ invitationCode: codeField }),
        response: { 200: envelopeSchema(invitationDetail) },
      },
    },
    async (request) =>
      ok(
        await invitations.detail(
          request.scope,
          request.requireUser(),
          request.ip,
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
        querystring: z.object({ code: codeField }),
        response: {
          200: envelopeSchema(
            z.object({
              relationId: z.number().int(),
              certificationName: z.string(),
              versionLabel: z.string(),
            }),
          ),
        },
      },
    },
    async (request) =>
      ok(
        await invitations.certificationReleaseInfo(
          request.scope,
          request.requireUser(),
          request.ip,
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
        body: z.object({ code: codeField, emailNotificationStatus: notification }),
        response: { 200: envelopeSchema(registrationResult) },
      },
    },
    async (request) =>
      ok(await invitations.use(request.scope, request.requireUser(), request.ip, request.body)),
  );

  app.post(
    "/user/invitation/sales/use",
    {
      schema: {
        tags,
        summary: "Enrol with a sales code for the given relation: approved at once",
        body: z.object({
          code: codeField,
          relationId: id,
          relationType,
          emailNotificationStatus: notification,
        }),
        response: { 200: envelopeSchema(registrationResult) },
      },
    },
    async (request) =>
      ok(
        await invitations.salesUse(request.scope, request.requireUser(), request.ip, request.body),
      ),
  );

  // ---- approver calls ----

  async function requireApprover(request: FastifyRequest) {
    const userId = request.requireUser();
    if (!(await registrations.isApprover(userId, request.scope.site.id))) {
      throw new ApiError(Code.forbidden, "Approvers only");
    }
    return userId;
  }

  app.get(
    "/admin/registration/pending",
    {
      schema: {
        tags: ["admin"],
        summary: "Registrations of the site waiting for a decision",
        response: {
          200: envelopeSchema(
            z.array(
              z.object({
                id: z.number().int(),
                relationId: z.number().int(),
                relationType: z.number().int(),
                relationName: z.string(),
                learnerName: z.string(),
                learnerEmail: z.string(),
                createdAt: z.string(),
              }),
            ),
          ),
        },
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
          body: z.object({ id }),
          response: {
            200: envelopeSchema(
              z.object({
                id: z.number().int(),
                status: z.string(),
                registrationStatus: z.number().int(),
              }),
            ),
          },
        },
      },
      async (request) => {
        const approverId = await requireApprover(request);
        return ok(await registrations.decide(request.scope, approverId, request.body.id, decision));
      },
    );
  }

  app.post(
    "/admin/invitation/generate",
    {
      schema: {
        tags: ["admin"],
        summary: "Create invitation codes for a release of the site",
        body: z.object({
          relationType,
          relationId: id,
          count: z.number().int().min(1).max(500).default(1),
          validDays: z.number().int().min(1).max(365).default(30),
          kind: z.enum(["training", "sales"]).default("training"),
          email: z.email().optional(),
          countryCode: z
            .string()
            .trim()
            .toUpperCase()
            .regex(/^[A-Z]{2}$/)
            .optional(),
        }),
        response: {
          200: envelopeSchema(z.array(z.object({ code: z.string(), expiresAt: z.string() }))),
        },
      },
    },
    async (request) =>
      ok(await invitations.generate(request.scope, await requireApprover(request), request.body)),
  );
}
