import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { Code } from "#contract/codes.ts";
import { envelopeSchema } from "#contract/envelope.ts";
import { identityApi } from "#contract/identity.ts";
import { mailSubscriptionAfter } from "#contract/identity-rules.ts";
import { ApiError, badRequest } from "../../errors.ts";
import { ok } from "../../plugins/envelope.ts";
import { currentUserOf } from "./current-user.ts";
import { toUserInfo } from "./users.service.ts";

const tags = ["identity"];
/** Data exports per learner and hour. */
const EXPORTS_PER_HOUR = 5;

/** Account calls (frame §7) under /api. */
export async function userRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { users, limiter, site, accountData, cookieConsents } = app.services;
  const currentUser = currentUserOf(users);

  /** A language the tenant offers (the new language may belong to another of its sites). */
  function checkTenantLanguage(request: FastifyRequest, languageId: number) {
    const directory = app.siteDirectory();
    const offered = directory
      .sitesOf(request.tenant.id)
      .some((site) => directory.languagesOf(site.id).some((l) => l.id === languageId));
    if (!offered) throw badRequest({ languageId: "not a language of this portal" });
  }

  app.get(
    "/user/sso/getUserInfo",
    {
      schema: {
        tags,
        summary: "The logged-in user (HTTP 401 without a session)",
        querystring: identityApi.userInfo.request,
        response: { 200: envelopeSchema(identityApi.userInfo.response) },
      },
    },
    async (request) => ok(toUserInfo(await currentUser(request))),
  );

  app.get(
    "/user/getUserById",
    {
      schema: {
        tags,
        summary: "A user record: one's own only",
        querystring: identityApi.userById.request,
        response: { 200: envelopeSchema(identityApi.userById.response) },
      },
    },
    async (request) => {
      const user = await currentUser(request);
      if (user.id !== request.query.id) throw new ApiError(Code.forbidden, "Not your record");
      return ok(toUserInfo(user));
    },
  );

  app.post(
    "/user/update",
    {
      config: { languageScope: "tenant" },
      schema: {
        tags,
        summary: "Save the user info (profile edit, information gathering, language change)",
        body: identityApi.update.request,
        response: { 200: envelopeSchema(identityApi.update.response) },
      },
    },
    async (request) => {
      // Only the signed-in user's own record: the body names no user.
      const user = await currentUser(request);
      if (request.body.languageId != null) checkTenantLanguage(request, request.body.languageId);
      const [flags, regions] = await Promise.all([
        site.supplementInfo(request.scope),
        site.provinceCityTree(),
      ]);
      const lockedCountry = () => app.services.invitations.lockedCountryOf(user.id);
      return ok(
        toUserInfo(await users.update(user.id, request.body, { flags, regions, lockedCountry })),
      );
    },
  );

  app.post(
    "/user/updateLanguageId",
    {
      schema: {
        tags,
        summary: "Save the user's language: one of the languages of the site the call names",
        body: identityApi.updateLanguage.request,
        response: { 200: envelopeSchema(identityApi.updateLanguage.response) },
      },
    },
    async (request) => {
      const user = await currentUser(request);
      // The scope check already refused a language the named site does not offer (code 400).
      return ok(toUserInfo(await users.setLanguage(user.id, request.scope.language.id)));
    },
  );

  app.post(
    identityApi.updateEmailNotification.path,
    {
      schema: {
        tags,
        summary: "Subscribe to or cancel the Academy's e-mails (the user's mail subscription flag)",
        body: identityApi.updateEmailNotification.request,
        response: { 200: envelopeSchema(identityApi.updateEmailNotification.response) },
      },
    },
    async (request) => {
      const user = await currentUser(request);
      const status = mailSubscriptionAfter(user.emailNotificationStatus, request.body.subscribe);
      await users.setEmailNotificationStatus(user.id, status);
      return ok(toUserInfo({ ...user, emailNotificationStatus: status }));
    },
  );

  app.post(
    identityApi.recordCookieConsent.path,
    {
      schema: {
        tags,
        summary: "Record the learner's cookie consent choice with the server's date",
        body: identityApi.recordCookieConsent.request,
        response: { 200: envelopeSchema(identityApi.recordCookieConsent.response) },
      },
    },
    async (request) => {
      const userId = request.requireUser();
      const { functionality, analytics, version } = request.body;
      return ok(
        await cookieConsents.record(userId, request.scope.site.id, {
          functionality,
          analytics,
          version,
        }),
      );
    },
  );

  app.post(
    "/user/updateMigrationPopStatus",
    {
      schema: {
        tags,
        summary: "The migration notice was seen",
        body: identityApi.dismissMigrationNotice.request,
        response: { 200: envelopeSchema(identityApi.dismissMigrationNotice.response) },
      },
    },
    async (request) => {
      await users.dismissMigrationNotice((await currentUser(request)).id);
      return ok(null);
    },
  );

  app.get(
    identityApi.personalData.path,
    {
      schema: {
        tags,
        summary:
          "Download my data: the learner's own profile, enrolments, progress, attempts and certificates, as a JSON file (a refusal is the envelope)",
        querystring: identityApi.personalData.request,
      },
    },
    async (request, reply) => {
      const user = await currentUser(request);
      // Each export reads every table of the learner: a few an hour is plenty.
      const limited = await limiter.hit(`data-export:user:${user.id}`, EXPORTS_PER_HOUR, 60 * 60);
      if (!limited.allowed) {
        reply.header("retry-after", String(limited.retryAfterSeconds));
        throw new ApiError(
          Code.tooFrequent,
          "You downloaded your data recently: please try later",
          {
            errorContext: {
              reason: "dataExports",
              max: EXPORTS_PER_HOUR,
              retryAfterSeconds: limited.retryAfterSeconds,
            },
          },
        );
      }
      const data = await accountData.exportOf(user.id);
      const day = data.exportedAt.slice(0, 10);
      // The file is the learner's data itself, indented to be read, not an answer of the API.
      return reply
        .type("application/json; charset=utf-8")
        .header("content-disposition", `attachment; filename="my-data-${day}.json"`)
        .header("cache-control", "private, no-store")
        .send(JSON.stringify(data, null, 2));
    },
  );

  app.post(
    identityApi.sendEmailConfirmation.path,
    {
      schema: {
        tags,
        summary: "Mail a new link that confirms the learner's e-mail address",
        body: identityApi.sendEmailConfirmation.request,
        response: { 200: envelopeSchema(identityApi.sendEmailConfirmation.response) },
      },
    },
    async (request) => {
      const user = await currentUser(request);
      if (user.emailVerified)
        throw new ApiError(Code.other, "Your e-mail address is already confirmed");
      // Each mail is a message to someone's inbox: a few an hour.
      const limited = await limiter.hit(`confirm-mail:user:${user.id}`, 3, 60 * 60);
      if (!limited.allowed)
        throw new ApiError(Code.tooFrequent, "A link was sent recently: please check your inbox");
      const { site, tenant, language } = request.scope;
      const sent = await app.identity.sendEmailConfirmation(user, {
        tenant,
        language: language.languageSimple,
        returnTo: `${app.identity.originFor(request)}${site.pathPrefix}/my-learning`,
      });
      if (!sent) {
        throw new ApiError(
          Code.other,
          "Your sign-in provider confirms your address: confirm it there, then sign in again",
        );
      }
      return ok({ sentTo: user.email });
    },
  );
}
