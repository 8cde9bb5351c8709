import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { isUsableVat } from "#contract/certificate-rules.ts";
import { certificateApi } from "#contract/certificate.ts";
import { Code } from "#contract/codes.ts";
import { envelopeSchema } from "#contract/envelope.ts";
import { ApiError, badRequest, notFound } from "../../errors.ts";
import { ok } from "../../plugins/envelope.ts";

const tags = ["certificate"];
const VAT_QUERIES_PER_MINUTE = 10;

/** Certificate application and the learner's certificates (learner §7), and the approver's calls. */
export async function certificateRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { certificates, completions, certificateLinks, registrations, limiter, users, catalogue } =
    app.services;

  const requireApprover = (request: FastifyRequest) =>
    registrations.requireApprover(request.requireUser(), request.scope.site.id);

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
    async (request) => ok(await certificates.listOf(request.tenant.id, request.requireUser())),
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
      // Learner §7 names the release in the query (…getCertificateAuthLink?releaseCertificationId=).
      preValidation: async (request) => {
        const query = request.query as { releaseCertificationId?: string };
        const body = (request.body ?? {}) as Record<string, unknown>;
        if (body.releaseCertificationId === undefined && query.releaseCertificationId)
          request.body = {
            ...body,
            releaseCertificationId: Number(query.releaseCertificationId),
          } as typeof request.body;
      },
    },
    async (request) => {
      const own = await certificates.ownOfRelease(
        request.tenant.id,
        request.requireUser(),
        request.body.releaseCertificationId,
      );
      return ok(certificateLinks.linksFor(own.certificateNumber, app.identity.originFor(request)));
    },
  );

  app.post(
    certificateApi.acknowledgeCourseUpdate.path,
    {
      schema: {
        tags,
        summary: "The notice that a course of the certification has a new version was read",
        body: certificateApi.acknowledgeCourseUpdate.request,
        response: { 200: envelopeSchema(certificateApi.acknowledgeCourseUpdate.response) },
      },
    },
    async (request) => {
      const userId = request.requireUser();
      const { id, releaseCertificationId } = request.body;
      // Only a course of a release of this site and language.
      const standing = await catalogue.examStanding(
        { ...request.scope, userId },
        releaseCertificationId,
      );
      if (!standing.courseReleaseIds.includes(id))
        throw notFound("No such course in this certification");
      await certificates.acknowledgeCourseUpdate(userId, releaseCertificationId, id);
      return ok(null);
    },
  );

  app.post(
    certificateApi.dismissReminder.path,
    {
      schema: {
        tags,
        summary: "The required-certificate reminder of a release was dismissed",
        body: certificateApi.dismissReminder.request,
        response: { 200: envelopeSchema(certificateApi.dismissReminder.response) },
      },
    },
    async (request) => {
      // Only a release of this site and language.
      await catalogue.examStanding(
        { ...request.scope, userId: request.requireUser() },
        request.body.releaseCertificationId,
      );
      await certificates.dismissReminder(
        request.requireUser(),
        request.body.releaseCertificationId,
      );
      return ok(null);
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
    async (request) => ok(await certificates.medals(request.tenant.id, request.requireUser())),
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
      const staff = await certificates.byVatNumber(request.tenant.id, request.query.vatNumber);
      // Holder, certification and expiry only: the numbers stay with their holders.
      return ok(
        staff.map(({ holderName, certificationName, level, validUntil }) => ({
          holderName,
          certificationName,
          level,
          validUntil: validUntil.toISOString(),
        })),
      );
    },
  );

  app.post(
    certificateApi.completionConfigured.path,
    {
      schema: {
        tags,
        summary: "Whether the site issues certificates of completion for non-certification courses",
        body: certificateApi.completionConfigured.request,
        response: { 200: envelopeSchema(certificateApi.completionConfigured.response) },
      },
    },
    async (request) => ok({ isConfig: completions.isConfigured(request.scope) }),
  );

  app.post(
    certificateApi.myCompletionCertificates.path,
    {
      schema: {
        tags,
        summary: "The learner's certificates of completion for non-certification courses",
        body: certificateApi.myCompletionCertificates.request,
        response: { 200: envelopeSchema(certificateApi.myCompletionCertificates.response) },
      },
    },
    async (request) => ok(await completions.mine(request.scope, request.requireUser())),
  );

  app.post(
    certificateApi.completionPdfLink.path,
    {
      schema: {
        tags,
        summary: "A short-lived link to the PDF of a certificate of completion",
        body: certificateApi.completionPdfLink.request,
        response: { 200: envelopeSchema(certificateApi.completionPdfLink.response) },
      },
    },
    async (request) => {
      const own = await completions.ownOfCourse(
        request.scope,
        request.requireUser(),
        request.body.releaseCourseId,
      );
      return ok(certificateLinks.linkTo("completion", own.certificateNumber));
    },
  );

  app.post(
    certificateApi.companyCertificate.path,
    {
      schema: {
        tags,
        summary:
          "A short-lived link to the company certificate: the certified staff of the learner's company",
        body: certificateApi.companyCertificate.request,
        response: { 200: envelopeSchema(certificateApi.companyCertificate.response) },
      },
    },
    async (request) => {
      if (!request.scope.site.showCompanyCertificate)
        throw new ApiError(Code.forbidden, "This site does not issue company certificates");
      const user = await users.byId(request.requireUser());
      const vatOk = isUsableVat(user?.vatNumber ?? "");
      if (!user?.companyName.trim() || !vatOk)
        throw badRequest({
          ...(user?.companyName.trim() ? {} : { companyName: "required" }),
          ...(vatOk ? {} : { vatNumber: "a VAT number with at least 2 digits" }),
        });
      // The profile's VAT number is the learner's word: listing a company is throttled like the VAT query.
      const [byUser, byIp] = await Promise.all([
        limiter.hit(`vat:user:${user.id}`, VAT_QUERIES_PER_MINUTE, 60),
        limiter.hit(`vat:ip:${request.ip}`, VAT_QUERIES_PER_MINUTE, 60),
      ]);
      if (!byUser.allowed || !byIp.allowed)
        throw new ApiError(Code.tooFrequent, "Too many queries: please wait a minute");
      const staff = await certificates.byVatNumber(request.tenant.id, user.vatNumber);
      return ok({
        ...certificateLinks.linkTo("company", String(user.id)),
        staffCount: staff.length,
      });
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
