import type { FastifyInstance, FastifyRequest } from "fastify";
import { certificateApi } from "#contract/certificate.ts";
import { Code } from "#contract/codes.ts";
import { registerCalls } from "../../call-table.ts";
import { ApiError } from "../../errors.ts";
import { addressKey } from "../../rate-limiter.ts";

const VAT_QUERIES_PER_MINUTE = 10;

/** Certificate application and the learner's certificates (learner §7), and the approver's calls. */
export async function certificateRoutes(app: FastifyInstance) {
  const { certificates, completions, certificateLinks, registrations, limiter } = app.services;

  const requireApprover = (request: FastifyRequest) =>
    registrations.requireApprover(request.requireUser(), request.scope.site.id);

  /** The VAT query and the company certificate list a company's staff: a few a minute. */
  async function throttleCompanyLookups(keys: string[]) {
    const hits = await Promise.all(keys.map((key) => limiter.hit(key, VAT_QUERIES_PER_MINUTE, 60)));
    if (hits.some((hit) => !hit.allowed))
      throw new ApiError(Code.tooFrequent, "Too many queries: please wait a minute");
  }

  registerCalls(
    app,
    certificateApi,
    {
      apply: {
        summary: "Apply for the certificate of a passed certification release",
        handle: (request, input) =>
          certificates.apply(request.scope, request.requireUser(), input.releaseCertificationId),
      },
      myCertificates: {
        summary: "The learner's certificates, newest first",
        handle: (request) => certificates.listOf(request.tenant.id, request.requireUser()),
      },
      authLink: {
        summary: "Short-lived links to the learner's certificate of a release (PDF, credential)",
        // Learner §7 names the release in the query (…getCertificateAuthLink?releaseCertificationId=).
        preValidation: async (request) => {
          const query = request.query as { releaseCertificationId?: string };
          const body = (request.body ?? {}) as Record<string, unknown>;
          if (body.releaseCertificationId === undefined && query.releaseCertificationId)
            request.body = {
              ...body,
              releaseCertificationId: Number(query.releaseCertificationId),
            };
        },
        handle: async (request, input) => {
          const own = await certificates.ownOfRelease(
            request.tenant.id,
            request.requireUser(),
            input.releaseCertificationId,
          );
          return certificateLinks.linksFor(own.certificateNumber, app.identity.originFor(request));
        },
      },
      acknowledgeCourseUpdate: {
        summary: "The notice that a course of the certification has a new version was read",
        handle: async (request, input) => {
          await certificates.acknowledgeCourseUpdate(request.scope, request.requireUser(), input);
          return null;
        },
      },
      reminders: {
        summary:
          "The required-certificate reminders due: certifications the learner is enrolled in whose prerequisite certificate they no longer hold, not dismissed",
        handle: (request) => certificates.reminders(request.scope, request.requireUser()),
      },
      dismissReminder: {
        summary: "The required-certificate reminder of a release was dismissed",
        handle: async (request, input) => {
          await certificates.dismissReminder(
            request.scope,
            request.requireUser(),
            input.releaseCertificationId,
          );
          return null;
        },
      },
      renew: {
        summary:
          "Renew a certificate that is about to expire or has expired: a new cycle in this release",
        handle: (request, input) =>
          certificates.renew(request.scope, request.requireUser(), input.releaseCertificationId),
      },
      medals: {
        summary: "The learner's valid certificates by level, and their medal",
        handle: (request) => certificates.medals(request.tenant.id, request.requireUser()),
      },
      vatQuery: {
        summary: "Valid certificates of a company's staff, by the company's VAT number",
        handle: async (request, input) => {
          // A visitor's query: throttled so the register cannot be walked number by number.
          await throttleCompanyLookups([`vat:ip:${addressKey(request.ip)}`]);
          const staff = await certificates.byVatNumber(request.tenant.id, input.vatNumber);
          // Holder, certification and expiry only: the numbers stay with their holders.
          return staff.map(({ holderName, certificationName, level, validUntil }) => ({
            holderName,
            certificationName,
            level,
            validUntil: validUntil.toISOString(),
          }));
        },
      },
      completionConfigured: {
        summary: "Whether the site issues certificates of completion for non-certification courses",
        handle: (request) => ({ isConfig: completions.isConfigured(request.scope) }),
      },
      myCompletionCertificates: {
        summary: "The learner's certificates of completion for non-certification courses",
        handle: (request) => completions.mine(request.scope, request.requireUser()),
      },
      completionPdfLink: {
        summary: "A short-lived link to the PDF of a certificate of completion",
        handle: async (request, input) => {
          const own = await completions.ownOfCourse(
            request.scope,
            request.requireUser(),
            input.releaseCourseId,
          );
          return certificateLinks.linkTo("completion", own.certificateNumber);
        },
      },
      companyCertificate: {
        summary:
          "A short-lived link to the company certificate: the certified staff of the learner's company",
        handle: async (request) => {
          const userId = request.requireUser();
          // The profile's VAT number is the learner's word: listing a company is throttled like the VAT query.
          await throttleCompanyLookups([`vat:user:${userId}`, `vat:ip:${addressKey(request.ip)}`]);
          const { user, staff } = await certificates.companyOf(request.scope, userId);
          return {
            ...certificateLinks.linkTo("company", String(user.id)),
            staffCount: staff.length,
          };
        },
      },
      pendingApplications: {
        summary: "Certificate applications of the site waiting for a decision",
        tags: ["admin"],
        handle: async (request) => {
          await requireApprover(request);
          return certificates.pending(request.scope);
        },
      },
      approveApplication: {
        summary: "Approve a certificate application: the certificate is issued",
        tags: ["admin"],
        handle: async (request, input) =>
          certificates.decide(
            request.scope,
            await requireApprover(request),
            input,
            "approved",
            app.identity.originFor(request),
          ),
      },
      rejectApplication: {
        summary: "Reject a certificate application",
        tags: ["admin"],
        handle: async (request, input) =>
          certificates.decide(
            request.scope,
            await requireApprover(request),
            input,
            "rejected",
            app.identity.originFor(request),
          ),
      },
    },
    ["certificate"],
  );
}
