import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { needLogin } from "../errors.ts";
import type { Sessions } from "../modules/identity/sessions.ts";
import { SESSION_IDLE_SECONDS, SESSION_TTL_SECONDS } from "../modules/identity/sessions.ts";
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from "../session-cookie.ts";

export type Authentication = {
  cookieName: string;
  cookieOptions: { httpOnly: true; sameSite: "lax"; secure: boolean; path: "/"; maxAge: number };
  /**
   * Logs the request's browser in as `userId`: a new session id at every
   * login, so a cookie planted before the login is worth nothing after it.
   */
  startSession(
    request: FastifyRequest,
    reply: FastifyReply,
    userId: number,
    idTokenHint: string | null,
  ): Promise<void>;
  /** Ends the request's session, if any, and drops its cookie. */
  endSession(request: FastifyRequest, reply: FastifyReply): Promise<void>;
};

declare module "fastify" {
  interface FastifyInstance {
    authentication: Authentication;
  }
  interface FastifyRequest {
    /** The session token from the cookie, when it names a live session. */
    sessionToken: string | null;
    /** The logged-in user's id, or null for a visitor. */
    userId: number | null;
    idTokenHint: string | null;
    /** The logged-in user's id, or HTTP 401 / code 401 (learner §8). */
    requireUser(): number;
  }
}

/**
 * Who a request acts for: the session cookie is read once per request (every
 * route except tenantless ones) into `request.userId`; handlers that need a
 * login call `request.requireUser()`.
 */
export const authentication = fp(async function authentication(
  app: FastifyInstance,
  options: {
    sessions: Sessions;
    secureCookies: boolean;
    /** Whether the user holds a role beyond learner: their session ends sooner when idle. */
    isStaff(userId: number): Promise<boolean>;
    /** Seconds without a request after which a staff session ends (STAFF_SESSION_IDLE_MINUTES). */
    staffIdleSeconds: number;
  },
) {
  const { sessions, secureCookies, isStaff, staffIdleSeconds } = options;
  const cookieName = secureCookies ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
  const cookieOptions = {
    httpOnly: true,
    sameSite: "lax",
    secure: secureCookies,
    path: "/",
    maxAge: SESSION_TTL_SECONDS,
  } as const;

  app.decorate("authentication", {
    cookieName,
    cookieOptions,
    async startSession(request, reply, userId, idTokenHint) {
      if (request.sessionToken) await sessions.destroy(request.sessionToken);
      // Decided at sign-in: a role granted later takes effect at the next one.
      const idleSeconds = (await isStaff(userId)) ? staffIdleSeconds : SESSION_IDLE_SECONDS;
      const token = await sessions.create(userId, idTokenHint, idleSeconds);
      reply.setCookie(cookieName, token, cookieOptions);
    },
    async endSession(request, reply) {
      if (request.sessionToken) await sessions.destroy(request.sessionToken);
      // The same attributes as when it was set: a `__Host-` cookie is only removed with Secure.
      const { maxAge: _maxAge, ...attributes } = cookieOptions;
      reply.clearCookie(cookieName, attributes);
    },
  } satisfies Authentication);

  app.decorateRequest("sessionToken", null);
  app.decorateRequest("userId", null);
  app.decorateRequest("idTokenHint", null);
  app.decorateRequest("requireUser", function requireUser(this: FastifyRequest) {
    if (this.userId === null) throw needLogin();
    return this.userId;
  });
  app.addHook("onRequest", async (request) => {
    if (request.routeOptions.config.tenantless) return;
    const token = request.cookies[cookieName];
    if (!token) return;
    const session = await sessions.find(token);
    if (!session) return;
    request.sessionToken = token;
    request.userId = session.userId;
    request.idTokenHint = session.idTokenHint;
  });
});
