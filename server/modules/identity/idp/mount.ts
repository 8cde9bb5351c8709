import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type Provider from "oidc-provider";
import { allowFormTargets } from "../../../plugins/security.ts";

/**
 * Hands every /idp path that our own pages do not claim to oidc-provider (a
 * Koa app), with the /idp prefix removed as a mounted Koa app expects.
 *
 * The provider builds every address it advertises (discovery, endpoints,
 * form actions) from the request's protocol and host. Those are Fastify's
 * verdict, not Koa's: Fastify alone knows which proxies to believe
 * (TRUST_PROXY), and the protocol is always PUBLIC_URL's, as the portal is
 * reached only there. A TLS-terminating proxy talks http to us, and the
 * relying party's own calls to the provider come in-process with no
 * forwarded header at all; either way the provider must still say https.
 */
export async function mountProvider(
  app: FastifyInstance,
  provider: Provider,
  options: { portalOrigins: () => readonly string[]; publicProtocol: "http" | "https" },
) {
  const { portalOrigins, publicProtocol } = options;
  // Koa reads the X-Forwarded-* headers set below, and only those (they replace the client's).
  provider.proxy = true;
  const handle = provider.callback();
  // oidc-provider reads request bodies itself.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", (_request, _payload, done) => done(null));
  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    allowFormTargets(reply.raw, portalOrigins());
    // Like a mounted Koa app: the provider derives its mount path from originalUrl.
    const raw = request.raw as typeof request.raw & { originalUrl?: string };
    raw.originalUrl = raw.url;
    raw.headers["x-forwarded-proto"] = publicProtocol;
    raw.headers["x-forwarded-host"] = request.host;
    raw.headers["x-forwarded-for"] = request.ip;
    raw.url = raw.url!.replace(/^\/idp/, "") || "/";
    await handle(request.raw, reply.raw);
  };
  app.all("/idp", forward);
  app.all("/idp/*", forward);
}
