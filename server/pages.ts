import { fastifyReactRouter } from "@mcansh/react-router-fastify";
import type { FastifyInstance } from "fastify";
import { RouterContextProvider } from "react-router";
import type { ViteDevServer } from "vite";
import { portalContext } from "#app/context.ts";
import type { PortalContext } from "#contract/portal-context.ts";

/** Server-rendered pages: React Router behind every path the API does not own. */
export async function pages(
  app: FastifyInstance,
  options: { devServer: ViteDevServer | undefined },
) {
  await app.register(fastifyReactRouter, {
    devServer: options.devServer,
    // Hashed file names never change content.
    assetCacheControl: "public, max-age=31536000, immutable",
    fileCacheControl: "public, max-age=3600",
    getLoadContext(request, reply) {
      const site = app.services.site;
      const portal: PortalContext = {
        cspNonce: reply.cspScriptNonce,
        loadFrame: (input) =>
          site.loadFrame({
            tenant: request.tenant,
            countryCode: site.countryOf(request),
            ...input,
          }),
        defaultSitePrefix: () => site.defaultSitePrefix(request.tenant),
      };
      const context = new RouterContextProvider();
      context.set(portalContext, portal);
      return context;
    },
  });
}
