import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { Code } from "#contract/codes.ts";
import { ApiError } from "../errors.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Whether a state-changing request carrying cookies comes from a page of
 * this portal. Browsers name the page's origin (`Origin`) and its relation to
 * the target (`Sec-Fetch-Site`); a request from another site is refused even
 * though SameSite=Lax would already keep the session cookie off most of them.
 * Clients that send neither (server-to-server, scripts) carry no ambient
 * cookies of a victim, so they are let through.
 */
export function isCrossSite(request: FastifyRequest): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  if (!request.headers.cookie) return false;
  const fetchSite = request.headers["sec-fetch-site"];
  if (fetchSite === "cross-site") return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  if (origin === "null") return true;
  try {
    return new URL(origin).host !== request.host;
  } catch {
    return true;
  }
}

/** Refuses cross-site state changes with 403 (the envelope under /api). */
export const sameOrigin = fp(async function sameOrigin(app: FastifyInstance) {
  app.addHook("onRequest", async (request) => {
    // The identity provider's token and back-channel endpoints are called by servers, cookie-less.
    if (isCrossSite(request))
      throw new ApiError(Code.forbidden, "Cross-site request refused", { httpStatus: 403 });
  });
});
