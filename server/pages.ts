import path from "node:path";
import fastifyStatic from "@fastify/static";
import { createRequest, fastifyReactRouter, sendResponse } from "@mcansh/react-router-fastify";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { portalContext } from "#app/context.ts";
import { PageCache, withNonce } from "./page-cache.ts";
import { createPagePortal } from "./page-portal.ts";
import { hasSessionCookie } from "./session-cookie.ts";

const BUILD_DIR = path.resolve("build");
const ASSET_CACHE_CONTROL = "public, max-age=31536000, immutable";
const FILE_CACHE_CONTROL = "public, max-age=3600";

/** Server-rendered pages: React Router behind every path the API does not own. */
export async function pages(
  app: FastifyInstance,
  options: { devServer: ViteDevServer | undefined; pageCacheSeconds: number },
) {
  const { site } = app.services;

  function getLoadContext(request: FastifyRequest, reply: FastifyReply) {
    const context = new RouterContextProvider();
    context.set(portalContext, createPagePortal(app, request, reply));
    return context;
  }

  if (options.devServer) {
    await app.register(fastifyReactRouter, { devServer: options.devServer, getLoadContext });
    return;
  }

  await app.register(async (scope) => {
    await scope.register(fastifyStatic, {
      root: path.join(BUILD_DIR, "client"),
      wildcard: false,
      cacheControl: false,
      dotfiles: "ignore",
      setHeaders(reply, filePath) {
        const isAsset = filePath.startsWith(path.join(BUILD_DIR, "client", "assets"));
        reply.header("cache-control", isAsset ? ASSET_CACHE_CONTROL : FILE_CACHE_CONTROL);
      },
    });

    const build = () => import(path.join(BUILD_DIR, "server", "index.js")) as Promise<ServerBuild>;
    const handle = createRequestHandler(build, "production");
    const cache = new PageCache({ ttlSeconds: options.pageCacheSeconds });

    // Form posts reach React Router actions as raw bodies.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", (_request, payload, done) => done(null, payload));

    scope.all("*", async (request, reply) => {
      const cacheable =
        cache.enabled && request.method === "GET" && !hasSessionCookie(request.cookies);
      const key = cacheable
        ? [
            request.hostname,
            request.url,
            request.cookies.languageCheckedId ?? "",
            site.countryOf(request) ?? "",
          ].join("|")
        : "";
      const cached = cacheable ? cache.get(key) : undefined;
      if (cached) {
        reply
          .status(cached.status)
          .headers(Object.fromEntries(cached.headers))
          .header("x-page-cache", "hit");
        return reply.send(withNonce(cached, reply.cspScriptNonce));
      }
      const response = await handle(createRequest(request, reply), getLoadContext(request, reply));
      if (!cacheable || response.status !== 200 || response.headers.has("set-cookie")) {
        return sendResponse(reply, response);
      }
      const body = await response.text();
      const headers = [...response.headers.entries()];
      cache.set(key, { status: response.status, headers, body, nonce: reply.cspScriptNonce });
      reply
        .status(response.status)
        .headers(Object.fromEntries(headers))
        .header("x-page-cache", "miss");
      return reply.send(body);
    });
  });
}
