import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { certificateApi } from "#contract/certificate.ts";
import { Code } from "#contract/codes.ts";
import { envelopeSchema } from "#contract/envelope.ts";
import { ApiError } from "../../errors.ts";
import { ok } from "../../plugins/envelope.ts";

const tags = ["certificate"];
const VAT_QUERIES_PER_MINUTE = 10;

/** Certificate application and the learner's certificates (learner §7), and the approver's calls. */
export async function certificateRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { certificates, certificateLinks, registrations, limiter } = app.services;

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

  app.post(
    certificateApi.renew.path,
    {
      schema: {
        tags,
        summary:
          "Renew a certificate that is about to expire or has expired: a new cycle in this release",
        body: certificateApi.renew.request,
        response: { 200: envelopeSchema(certificateApi.renew.response) },
      },
    },
    async (request) =>
      ok(
        await certificates.renew(
          request.scope,
          request.requireUser(),
          request.body.releaseCertificationId,
        ),
      ),
  );

  app.get(
    certificateApi.medals.path,
    {
      schema: {
        tags,
        summary: "The learner's valid certificates by level, and their medal",
        querystring: certificateApi.medals.request,
        response: { 200: envelopeSchema(certificateApi.medals.response) },
      },
    },
    async (request) => ok(await certificates.medals(request.requireUser())),
  );

  app.get(
    certificateApi.vatQuery.path,
    {
      schema: {
        tags,
        summary: "Valid certificates of a company's staff, by the company's VAT number",
        querystring: certificateApi.vatQuery.request,
        response: { 200: envelopeSchema(certificateApi.vatQuery.response) },
      },
    },
    async (request) => {
      // A visitor's query: throttled so the register cannot be walked number by number.
      const hit = await limiter.hit(`vat:ip:${request.ip}`, VAT_QUERIES_PER_MINUTE, 60);
      if (!hit.allowed)
        throw new ApiError(Code.tooFrequent, "Too many queries: please wait a minute");
      return ok(await certificates.byVatNumber(request.tenant.id, request.query.vatNumber));
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
