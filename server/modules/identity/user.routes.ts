import type { FastifyInstance, FastifyRequest } from "fastify";
import { Code } from "#contract/codes.ts";
import { identityApi } from "#contract/identity.ts";
import { mailSubscriptionAfter } from "#contract/identity-rules.ts";
import { registerCalls } from "../../call-table.ts";
import { ApiError, badRequest } from "../../errors.ts";
import { currentUserOf } from "./current-user.ts";
import { toUserInfo } from "./users.service.ts";

const tags = ["identity"];
/** Data exports per learner and hour. */
const EXPORTS_PER_HOUR = 5;

/** Account calls (frame §7) under /api. */
export async function userRoutes(app: FastifyInstance) {
  const { users, limiter, site, accountData, cookieConsents } = app.services;
  const currentUser = currentUserOf(users);
  /**
   * The identity calls not in this table: the avatar upload is multipart
   * (avatar.routes.ts), the one-click sign starts a session on the reply
   * (one-click-sign.routes.ts), and the data export answers a file with its own
   * headers, not an envelope (hand-written below).
   */
  const { uploadAvatar: _upload, verifySign: _sign, personalData, ...accountCalls } = identityApi;

  /** A language the tenant offers (the new language may belong to another of its sites). */
  function checkTenantLanguage(request: FastifyRequest, languageId: number) {
    const directory = app.siteDirectory();
    const offered = directory
      .sitesOf(request.tenant.id)
      .some((site) => directory.languagesOf(site.id).some((l) => l.id === languageId));
    if (!offered) throw badRequest({ languageId: "not a language of this portal" });
  }

  registerCalls(
    app,
    accountCalls,
    {
      userInfo: {
        summary: "The logged-in user (HTTP 401 without a session)",
        handle: async (request) => toUserInfo(await currentUser(request)),
      },
      userById: {
        summary: "A user record: one's own only",
        handle: async (request, input) => {
          const user = await currentUser(request);
          if (user.id !== input.id) throw new ApiError(Code.forbidden, "Not your record");
          return toUserInfo(user);
        },
      },
      update: {
        summary: "Save the user info (profile edit, information gathering, language change)",
        config: { languageScope: "tenant" },
        handle: async (request, input) => {
          // Only the signed-in user's own record: the body names no user.
          const user = await currentUser(request);
          if (input.languageId != null) checkTenantLanguage(request, input.languageId);
          const [flags, regions] = await Promise.all([
            site.supplementInfo(request.scope),
            site.provinceCityTree(),
          ]);
          const lockedCountry = () => app.services.invitations.lockedCountryOf(user.id);
          return toUserInfo(await users.update(user.id, input, { flags, regions, lockedCountry }));
        },
      },
      updateLanguage: {
        summary: "Save the user's language: one of the languages of the site the call names",
        handle: async (request) => {
          const user = await currentUser(request);
          // The scope check already refused a language the named site does not offer (code 400).
          return toUserInfo(await users.setLanguage(user.id, request.scope.language.id));
        },
      },
      updateEmailNotification: {
        summary: "Subscribe to or cancel the Academy's e-mails (the user's mail subscription flag)",
        handle: async (request, input) => {
          const user = await currentUser(request);
          const status = mailSubscriptionAfter(user.emailNotificationStatus, input.subscribe);
          await users.setEmailNotificationStatus(user.id, status);
          return toUserInfo({ ...user, emailNotificationStatus: status });
        },
      },
      recordCookieConsent: {
        summary: "Record the learner's cookie consent choice with the server's date",
        handle: (request, input) => {
          const userId = request.requireUser();
          const { functionality, analytics, version } = input;
          return cookieConsents.record(userId, request.scope.site.id, {
            functionality,
            analytics,
            version,
          });
        },
      },
      dismissMigrationNotice: {
        summary: "The migration notice was seen",
        handle: async (request) => {
          await users.dismissMigrationNotice((await currentUser(request)).id);
          return null;
        },
      },
      sendEmailConfirmation: {
        summary: "Mail a new link that confirms the learner's e-mail address",
        handle: async (request) => {
          const user = await currentUser(request);
          if (user.emailVerified)
            throw new ApiError(Code.other, "Your e-mail address is already confirmed");
          // Each mail is a message to someone's inbox: a few an hour.
          const limited = await limiter.hit(`confirm-mail:user:${user.id}`, 3, 60 * 60);
          if (!limited.allowed)
            throw new ApiError(
              Code.tooFrequent,
              "A link was sent recently: please check your inbox",
            );
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
          return { sentTo: user.email };
        },
      },
    },
    tags,
  );

  app.get(
    personalData.path,
    {
      schema: {
        tags,
        summary:
          "Download my data: the learner's own profile, enrolments, progress, attempts and certificates, as a JSON file (a refusal is the envelope)",
        querystring: personalData.request,
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
}
