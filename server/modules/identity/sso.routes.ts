import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { randomBytes } from "node:crypto";
import { ACCOUNT_DELETED_PATH, safeTarget } from "#contract/identity-rules.ts";
import { LANGUAGE_PARAM, parseLanguageId } from "#contract/language-rules.ts";
import { siteNameFromPath } from "#contract/site-paths.ts";
import type { LoginTransaction } from "./relying-party.ts";

const LOGIN_COOKIE = "academy_sso_login";
const LOGOUT_COOKIE = "academy_sso_logout";
const TRANSACTION_SECONDS = 600;
/** Login and logout answer at the top level and under any site prefix (learner §2). */
const SITE_PREFIXES = ["", "/:site", "/eu/:site", "/asia/:site"];

type Query = { target?: string; state?: string };

/**
 * The single-sign-on redirects (learner §2): /user/sso/login?target=,
 * /user/sso/callback, /user/sso/logout?target=, and the delete-account hand-off.
 */
export async function ssoRoutes(app: FastifyInstance) {
  const { identity, authentication } = app;
  const { users } = app.services;

  const transactionCookie = () => ({
    path: "/user/sso",
    httpOnly: true,
    sameSite: "lax" as const,
    secure: authentication.cookieOptions.secure,
    maxAge: TRANSACTION_SECONDS,
    signed: true,
  });

  function readSigned<T>(request: FastifyRequest, name: string): T | null {
    const raw = request.cookies[name];
    if (!raw) return null;
    const unsigned = request.unsignCookie(raw);
    if (!unsigned.valid || !unsigned.value) return null;
    try {
      return JSON.parse(unsigned.value) as T;
    } catch {
      return null;
    }
  }

  /**
   * The page that says an account was deleted (decision 0052), on the site and
   * layout (desktop or /mobile) of the page the deletion started from.
   */
  function deletedPageFor(request: FastifyRequest, from: string): string {
    const rest = siteNameFromPath(from.split(/[?#]/)[0]!)?.rest ?? "/";
    const mobile = rest === "/mobile" || rest.startsWith("/mobile/");
    return `${homeFor(request, from)}${mobile ? "/mobile" : ""}${ACCOUNT_DELETED_PATH}`;
  }

  /** The home of the site the target belongs to, or the tenant's default site. */
  function homeFor(request: FastifyRequest, target: string | null): string {
    const named = target ? siteNameFromPath(target.split(/[?#]/)[0]!) : null;
    const site = named && app.siteDirectory().siteByName(request.tenant.id, named.siteName);
    return site?.pathPrefix ?? app.services.site.defaultSitePrefix(request.tenant);
  }

  /**
   * The site and language a page of the target shows this visitor (frame §4:
   * the language the target's address names, the cookie, the country and the
   * browser's languages), or null for a target outside every site.
   */
  function pageScopeFor(request: FastifyRequest, target: string) {
    const [path, query = ""] = target.split("#")[0]!.split("?");
    const named = siteNameFromPath(path!);
    if (!named) return null;
    const fromTarget = parseLanguageId(new URLSearchParams(query).get(LANGUAGE_PARAM) ?? undefined);
    const candidates = app.services.site.pageLanguageCandidates(request, null);
    return app.services.site.scopeFor(
      request.tenant,
      named.siteName,
      fromTarget === null ? candidates : [fromTarget, ...candidates],
    );
  }

  /** The identity provider's pages speak the language of the page the visitor came from. */
  function languageFor(request: FastifyRequest, target: string): string {
    return pageScopeFor(request, target)?.language.languageSimple ?? "en";
  }

  async function startLogin(request: FastifyRequest, reply: FastifyReply, target: string) {
    const origin = identity.originFor(request);
    const { url, transaction } = await identity.rp.startLogin({
      redirectUri: `${origin}/user/sso/callback`,
      target,
      uiLocales: languageFor(request, target),
    });
    reply.setCookie(LOGIN_COOKIE, JSON.stringify(transaction), transactionCookie());
    return reply.header("cache-control", "no-store").redirect(url, 302);
  }

  /** The site prefix the SSO path was called under ("/en/user/sso/login"), if any. */
  const prefixHome = (request: FastifyRequest) =>
    homeFor(request, request.url.split("/user/sso/")[0] || null);

  for (const prefix of SITE_PREFIXES) {
    app.get<{ Querystring: Query }>(`${prefix}/user/sso/login`, async (request, reply) => {
      const target = safeTarget(request.query.target, prefixHome(request));
      return startLogin(request, reply, target);
    });
  }

  app.get<{ Querystring: Record<string, string> }>("/user/sso/callback", async (request, reply) => {
    const transaction = readSigned<LoginTransaction>(request, LOGIN_COOKIE);
    reply.clearCookie(LOGIN_COOKIE, { path: "/user/sso" }).header("cache-control", "no-store");
    if (!transaction) return reply.redirect(homeFor(request, null), 302);
    const target = safeTarget(transaction.target, homeFor(request, null));
    try {
      const callbackUrl = new URL(request.url, transaction.redirectUri);
      const { claims, idToken, authMethods } = await identity.rp.finishLogin(
        callbackUrl,
        transaction,
      );
      const page = pageScopeFor(request, target);
      const site = page?.site ?? app.siteDirectory().site(request.tenant.defaultSiteId)!;
      // A new account keeps the language its first page was shown in (frame §4: the choice
      // made before signing up survives it); an existing one keeps its saved language.
      const user = await users.upsertFromClaims(claims, {
        siteId: site.id,
        languageId: page?.language.id ?? site.baseLanguageId,
        region: site.region,
        profileCountryOf: (countryCode) => app.services.site.profileCountryOf(countryCode),
      });
      // Staff get a session only after a second factor (decision 0043). The embedded provider
      // asks for it itself; this holds should a login without it ever come back from there.
      if (
        identity.secondFactorOfStaff &&
        !authMethods.includes("otp") &&
        (await app.services.staff.isStaff(user.id))
      ) {
        request.log.warn({ userId: user.id }, "staff sign-in without a second factor refused");
        return reply.redirect(target, 302);
      }
      await authentication.startSession(request, reply, user.id, idToken);
      return reply.redirect(target, 302);
    } catch (err) {
      request.log.warn({ err }, "sign-in callback refused");
      return reply.redirect(target, 302);
    }
  });

  // The portal's pages log out with a POST (a form); a link elsewhere cannot end a session.
  // The form carries nothing (the target is in the query): its body is read and ignored.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );
  for (const prefix of SITE_PREFIXES) {
    app.post<{ Querystring: Query }>(`${prefix}/user/sso/logout`, logout);
    app.get<{ Querystring: Query }>(`${prefix}/user/sso/logout`, logout);
  }

  async function logout(request: FastifyRequest<{ Querystring: Query }>, reply: FastifyReply) {
    const target = safeTarget(request.query.target, prefixHome(request));
    // A GET from another site (a link or an image there) is not the learner asking to leave;
    // the identity provider's own return after an account deletion is.
    const fetchSite = request.headers["sec-fetch-site"];
    if (
      request.method === "GET" &&
      (fetchSite === "cross-site" || fetchSite === "same-site") &&
      refererOrigin(request) !== identity.providerOrigin
    )
      return reply.header("cache-control", "no-store").redirect(target, 302);
    const idTokenHint = request.idTokenHint;
    await authentication.endSession(request, reply);
    reply.header("cache-control", "no-store");
    // Frame §4: logout is performed only for the tenants that offer it; elsewhere the
    // portal session ends without the provider's round trip.
    if (!request.tenant.offersLogout || !idTokenHint) return reply.redirect(target, 302);
    const state = randomBytes(16).toString("base64url");
    const url = await identity.rp
      .logoutUrl({
        idTokenHint,
        postLogoutRedirectUri: `${identity.originFor(request)}/user/sso/logout/callback`,
        state,
      })
      .catch((err: unknown) => {
        request.log.warn({ err }, "provider logout unavailable");
        return null;
      });
    if (!url) return reply.redirect(target, 302);
    reply.setCookie(LOGOUT_COOKIE, JSON.stringify({ state, target }), transactionCookie());
    return reply.redirect(url, 302);
  }

  app.get<{ Querystring: Query }>("/user/sso/logout/callback", async (request, reply) => {
    const pending = readSigned<{ state: string; target: string }>(request, LOGOUT_COOKIE);
    reply.clearCookie(LOGOUT_COOKIE, { path: "/user/sso" }).header("cache-control", "no-store");
    const home = homeFor(request, null);
    if (!pending || pending.state !== request.query.state) return reply.redirect(home, 302);
    return reply.redirect(safeTarget(pending.target, home), 302);
  });

  // The second factor's settings are the embedded provider's page (decision 0043), which asks
  // for the password; it leads back to the page the learner came from.
  app.get<{ Querystring: Query }>("/user/sso/secondFactor", async (request, reply) => {
    const target = safeTarget(request.query.target, homeFor(request, null));
    reply.header("cache-control", "no-store");
    if (!request.userId)
      return reply.redirect(`/user/sso/login?target=${encodeURIComponent(target)}`, 302);
    const user = await users.byId(request.userId);
    const url =
      user &&
      identity.secondFactorUrl({
        subject: user.idpSubject,
        returnUrl: `${identity.originFor(request)}${target}`,
        language: languageFor(request, target),
      });
    return reply.redirect(url ?? target, 302);
  });

  // Frame §4: deletion happens at the identity provider, which gets the user's id and a logout return URL.
  app.get<{ Querystring: Query }>("/user/sso/deleteAccount", async (request, reply) => {
    const target = safeTarget(request.query.target, homeFor(request, null));
    if (!request.userId)
      return reply.redirect(`/user/sso/login?target=${encodeURIComponent(target)}`, 302);
    const user = await users.byId(request.userId);
    const url =
      user &&
      identity.deleteAccountUrl({
        subject: user.idpSubject,
        returnUrl: `${identity.originFor(request)}/user/sso/logout?target=${encodeURIComponent(deletedPageFor(request, target))}`,
        language: languageFor(request, target),
      });
    if (!url) return reply.redirect(target, 302);
    return reply.redirect(url, 302);
  });
}

/** The origin a request's Referer names, if any (browsers send at least the origin cross-site). */
function refererOrigin(request: FastifyRequest): string | null {
  const referer = request.headers.referer;
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}
