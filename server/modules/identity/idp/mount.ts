import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type Provider from "oidc-provider";
import { allowFormTargets } from "../../../plugins/security.ts";

/**
 * Hands every /idp path that our own pages do not claim to oidc-provider (a
 * Koa app), with the /idp prefix removed as a mounted Koa app expects.
 */
export async function mountProvider(
  app: FastifyInstance,
  provider: Provider,
  portalOrigins: readonly string[],
) {
  const handle = provider.callback();
  // oidc-provider reads request bodies itself.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", (_request, _payload, done) => done(null));
  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    allowFormTargets(reply.raw, portalOrigins);
    // Like a mounted Koa app: the provider derives its mount path from originalUrl.
    const raw = request.raw as typeof request.raw & { originalUrl?: string };
    raw.originalUrl = raw.url;
    raw.url = raw.url!.replace(/^\/idp/, "") || "/";
    await handle(request.raw, reply.raw);
  };
  app.all("/idp", forward);
  app.all("/idp/*", forward);
}
