import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { isUsableVat, maskedNumber, verifyPath } from "#contract/certificate-rules.ts";
import {
  buildAchievementCredential,
  CREDENTIAL_MEDIA_TYPE,
  issuerProfile,
  signCredential,
} from "./credential.ts";
import {
  levelName,
  renderCertificatePdf,
  renderCompanyCertificatePdf,
  renderCompletionCertificatePdf,
} from "./document.ts";
import type { DocumentKind } from "./certificate-links.ts";
import { addressKey } from "../../rate-limiter.ts";

type NumberParams = { Params: { number: string }; Querystring: { exp?: string; sig?: string } };

/**
 * The certificate's documents outside /api: the PDF and the signed credential
 * behind short-lived links, the issuer profile a verifier fetches, and the
 * QR code's stable address that leads to the verification page of the site
 * the certificate was earned on.
 */
export const certificateDocumentRoutes = fp(async function certificateDocumentRoutes(
  app: FastifyInstance,
  options: {
    /**
     * Public certificate pages are found by number: a few lookups a minute per
     * address keep enumeration hopeless (CERTIFICATE_LOOKUPS_PER_MINUTE, 30).
     */
    lookupsPerMinute: number;
  },
) {
  const { certificates, completions, certificateLinks, credentialKey, limiter, users } =
    app.services;

  // Every way to the verification page (the QR address, the page of a site, its data requests) counts,
  // a repeat of its kept page too: the page front leaves those requests to this hook.
  app.pageFront.passThrough(isVerificationPath);
  app.addHook("onRequest", async (request, reply) => {
    if (!isVerificationPath(request.url)) return;
    const hit = await limiter.hit(
      `certificate:ip:${addressKey(request.ip)}`,
      options.lookupsPerMinute,
      60,
    );
    if (hit.allowed) return;
    await reply
      .status(429)
      .header("retry-after", String(hit.retryAfterSeconds))
      .type("text/plain; charset=utf-8")
      .send("Too many requests. Please wait a minute and try again.");
  });

  /** A certificate of this tenant by number, or null (another tenant's does not exist here). */
  const found = (request: FastifyRequest, number: string) =>
    certificates.byNumber(request.tenant.id, number);

  const origin = (request: FastifyRequest) => app.identity.originFor(request);
  const issuerUrl = (request: FastifyRequest) => `${origin(request)}/certificate/issuer`;

  const pdfReply = (reply: FastifyReply, pdf: Uint8Array, filename: string) =>
    reply
      .type("application/pdf")
      .header("cache-control", "private, no-store")
      .header("content-disposition", `attachment; filename="${filename}"`)
      .send(Buffer.from(pdf));

  /** Whether a link is genuine; answers the 404 itself when it is not. */
  async function signed(
    kind: DocumentKind,
    request: FastifyRequest<NumberParams>,
    reply: FastifyReply,
  ) {
    const { exp = "", sig = "" } = request.query;
    if (certificateLinks.verify(kind, request.params.number, exp, sig)) return true;
    await reply
      .status(404)
      .type("text/plain; charset=utf-8")
      .send("This link is invalid or has expired. Please open it again from My Learning.");
    return false;
  }

  /** The document behind a signed link, or a 404 that says nothing about why. */
  async function document(
    kind: DocumentKind,
    request: FastifyRequest<NumberParams>,
    reply: FastifyReply,
  ) {
    const { number } = request.params;
    if (!(await signed(kind, request, reply))) return null;
    const certificate = await found(request, number);
    // A revoked certificate has no documents: no PDF, and no credential signed for it.
    if (!certificate || certificate.verification.status === "revoked") {
      await reply.status(404).type("text/plain; charset=utf-8").send("Not found");
      return null;
    }
    const language = certificate.release
      ? (app.siteDirectory().language(certificate.release.languageId)?.languageSimple ?? "en")
      : "en";
    const { verification } = certificate;
    return {
      number,
      holderName: verification.holderName,
      certificationName: verification.certificationName,
      level: levelName(verification.level, language),
      version: verification.versionLabel,
      issuedAt: certificate.issuedAt,
      validUntil: certificate.validUntil,
      language,
      brandName: request.tenant.brandName,
      verifyUrl: `${origin(request)}${verifyPath(number)}`,
    };
  }

  app.get<NumberParams>("/certificate/pdf/:number", async (request, reply) => {
    const input = await document("pdf", request, reply);
    if (!input) return reply;
    return pdfReply(reply, await renderCertificatePdf(input), `certificate-${input.number}.pdf`);
  });

  app.get<NumberParams>("/certificate/credential/:number", async (request, reply) => {
    const input = await document("credential", request, reply);
    if (!input) return reply;
    const credential = buildAchievementCredential({
      ...input,
      issuerUrl: issuerUrl(request),
      credentialUrl: `${origin(request)}/certificate/credential/${encodeURIComponent(input.number)}`,
      achievementUrl: `${origin(request)}/certificate/achievement/${encodeURIComponent(input.level)}`,
      description: `${input.certificationName} ${input.version}, ${input.level}`,
    });
    return reply
      .type(CREDENTIAL_MEDIA_TYPE)
      .header("cache-control", "private, no-store")
      .header("content-disposition", `attachment; filename="certificate-${input.number}.jwt"`)
      .send(await signCredential(credential, credentialKey));
  });

  const siteLanguage = (siteId: number) => {
    const site = app.siteDirectory().site(siteId);
    return (site && app.siteDirectory().language(site.baseLanguageId)?.languageSimple) ?? "en";
  };

  // A certificate of completion of a non-certification course.
  app.get<NumberParams>("/certificate/completion/:number", async (request, reply) => {
    if (!(await signed("completion", request, reply))) return reply;
    const found = await completions.byNumber(request.tenant.id, request.params.number);
    if (!found) return reply.status(404).type("text/plain; charset=utf-8").send("Not found");
    const { verification } = found;
    const pdf = await renderCompletionCertificatePdf({
      number: verification.certificateNumber,
      holderName: verification.holderName,
      courseName: verification.certificationName,
      completedAt: found.completedAt,
      language: siteLanguage(found.site.id),
      brandName: request.tenant.brandName,
      verifyUrl: `${origin(request)}${verifyPath(verification.certificateNumber)}`,
    });
    return pdfReply(reply, pdf, `certificate-${verification.certificateNumber}.pdf`);
  });

  // The company certificate a learner asked for: the link names the learner, whose company it lists.
  app.get<NumberParams>("/certificate/company/:number", async (request, reply) => {
    if (!(await signed("company", request, reply))) return reply;
    const user = await users.byId(Number(request.params.number));
    if (!user || !isUsableVat(user.vatNumber))
      return reply.status(404).type("text/plain; charset=utf-8").send("Not found");
    const staff = await certificates.byVatNumber(request.tenant.id, user.vatNumber);
    const pdf = await renderCompanyCertificatePdf({
      companyName: user.companyName,
      vatNumber: user.vatNumber,
      issuedAt: new Date(),
      language: user.languageId
        ? (app.siteDirectory().language(user.languageId)?.languageSimple ?? "en")
        : "en",
      brandName: request.tenant.brandName,
      // The document lists up to 200 people; a larger company gets the first 200 by name.
      staff: staff.slice(0, 200).map((row) => ({
        holderName: row.holderName,
        certificationName: row.certificationName,
        level: row.level,
        // The list goes to whoever claims the VAT number: numbers stay with their holders.
        number: maskedNumber(row.certificateNumber),
        validUntil: row.validUntil,
      })),
      verifyBaseUrl: `${origin(request)}/certificate/verify/`,
    });
    return pdfReply(reply, pdf, "company-certificate.pdf");
  });

  // The issuer profile with its public key: what a verifier fetches to check a credential.
  app.get("/certificate/issuer", async (request, reply) =>
    reply
      .header("cache-control", "public, max-age=3600")
      .send(issuerProfile(issuerUrl(request), request.tenant.brandName, credentialKey.publicJwk)),
  );

  // The address in the QR code: the verification page of the site the certificate was earned on.
  app.get<NumberParams>("/certificate/verify/:number", async (request, reply) => {
    const certificate = await found(request, request.params.number);
    const prefix =
      certificate?.site?.pathPrefix ?? app.services.site.defaultSitePrefix(request.tenant);
    return reply.redirect(verifyPath(request.params.number, prefix), 302);
  });
});

/**
 * Whether a request may reach a verification page. Only the canonical
 * spelling of a path gets this far (server/canonical-path.ts) and pages match
 * case exactly (decision 0044); reading the path decoded and in any case
 * still counts a lookup for every spelling a router might fold into it, as
 * counting one too many is safe.
 */
export function isVerificationPath(url: string): boolean {
  const path = url.split("?")[0]!;
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // Malformed escapes: judge the raw path.
  }
  return decoded.toLowerCase().includes("/certificate/verify/");
}
