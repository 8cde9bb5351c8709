import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { certificateApi } from "#contract/certificate.ts";
import { Code } from "#contract/codes.ts";
import { envelopeSchema } from "#contract/envelope.ts";
import { ApiError } from "../../errors.ts";
import { ok } from "../../plugins/envelope.ts";

const tags = ["certificate"];

/** Certificate application and the learner's certificates (learner §7), and the approver's calls. */
export async function certificateRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { certificates, certificateLinks, registrations } = app.services;

  async function requireApprover(request: FastifyRequest) {
    const userId = request.requireUser();
    if (!(await registrations.isApprover(userId, request.scope.site.id)))
      throw new ApiError(Code.forbidden, "Approvers only");
    return userId;
  }

  app.post(
    certificateApi.apply.path,
    {
      schema: {
        tags,
        summary: "Apply for the certificate of a passed certification release",
        body: certificateApi.apply.request,
        response: { 200: envelopeSchema(certificateApi.apply.response) },
      },
    },
    async (request) =>
      ok(
        await certificates.apply(
          request.scope,
          request.requireUser(),
          request.body.releaseCertificationId,
        ),
      ),
  );

  app.post(
    certificateApi.myCertificates.path,
    {
      schema: {
        tags,
        summary: "The learner's certificates, newest first",
        body: certificateApi.myCertificates.request,
        response: { 200: envelopeSchema(certificateApi.myCertificates.response) },
      },
    },
    async (request) => ok(await certificates.listOf(request.requireUser())),
  );

  app.post(
    certificateApi.authLink.path,
    {
      schema: {
        tags,
        summary: "Short-lived links to the learner's certificate of a release (PDF, credential)",
        body: certificateApi.authLink.request,
        response: { 200: envelopeSchema(certificateApi.authLink.response) },
      },
    },
    async (request) => {
      const own = await certificates.ownOfRelease(
        request.requireUser(),
        request.body.releaseCertificationId,
      );
      return ok(certificateLinks.linksFor(own.certificateNumber, app.identity.originFor(request)));
    },
  );

  app.get(
    certificateApi.pendingApplications.path,
    {
      schema: {
        tags: ["admin"],
        summary: "Certificate applications of the site waiting for a decision",
        querystring: certificateApi.pendingApplications.request,
        response: { 200: envelopeSchema(certificateApi.pendingApplications.response) },
      },
    },
    async (request) => {
      await requireApprover(request);
      return ok(await certificates.pending(request.scope));
    },
  );

  for (const [call, decision] of [
    [certificateApi.approveApplication, "approved"],
    [certificateApi.rejectApplication, "rejected"],
  ] as const) {
    app.post(
      call.path,
      {
        schema: {
          tags: ["admin"],
          summary:
            decision === "approved"
              ? "Approve a certificate application: the certificate is issued"
              : "Reject a certificate application",
          body: call.request,
          response: { 200: envelopeSchema(call.response) },
        },
      },
      async (request) => {
        const approverId = await requireApprover(request);
        return ok(await certificates.decide(request.scope, approverId, request.body, decision));
      },
    );
  }
}
