import { fastifyReactRouter } from "@mcansh/react-router-fastify";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { RouterContextProvider } from "react-router";
import type { ViteDevServer } from "vite";
import { portalContext } from "#app/context.ts";
import { TOP_NEWS_DEFAULT } from "#contract/content.ts";
import type { PageScope, PortalContext } from "#contract/portal-context.ts";
import { notFound } from "./errors.ts";
import type { Scope } from "./scope.ts";

/** Server-rendered pages: React Router behind every path the API does not own. */
export async function pages(
  app: FastifyInstance,
  options: { devServer: ViteDevServer | undefined },
) {
  const { site, content } = app.services;

  /** A page's site and language, checked against the host's tenant like an API call. */
  function pageScope(request: FastifyRequest, input: PageScope): Scope {
    const directory = app.siteDirectory();
    const found = directory.site(input.siteId);
    const language =
      found && directory.languagesOf(found.id).find((l) => l.id === input.languageId);
    if (!found || found.tenantId !== request.tenant.id || !language) throw notFound("No such site");
    return { tenant: request.tenant, site: found, language };
  }

  await app.register(fastifyReactRouter, {
    devServer: options.devServer,
    // Hashed file names never change content.
    assetCacheControl: "public, max-age=31536000, immutable",
    fileCacheControl: "public, max-age=3600",
    getLoadContext(request, reply) {
      const portal: PortalContext = {
        cspNonce: reply.cspScriptNonce,
        loadFrame: (input) =>
          site.loadFrame({
            tenant: request.tenant,
            countryCode: site.countryOf(request),
            ...input,
          }),
        defaultSitePrefix: () => site.defaultSitePrefix(request.tenant),
        topNews: (scope, size = TOP_NEWS_DEFAULT) =>
          content.topNews(pageScope(request, scope), size),
      };
      const context = new RouterContextProvider();
      context.set(portalContext, portal);
      return context;
    },
  });
}
