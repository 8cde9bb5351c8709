import path from "node:path";
import fastifyStatic from "@fastify/static";
import { createRequest, fastifyReactRouter, sendResponse } from "@mcansh/react-router-fastify";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { portalContext } from "#app/context.ts";
import { PAGE_SIZE } from "#contract/catalogue-rules.ts";
import { Code } from "#contract/codes.ts";
import { TOP_NEWS_DEFAULT } from "#contract/content.ts";
import type { PortalContext, SitePortal } from "#contract/portal-context.ts";
import { ApiError } from "./errors.ts";
import { toUserInfo } from "./modules/identity/users.service.ts";
import { PageCache, withNonce } from "./page-cache.ts";
import type { CatalogueScope } from "./modules/catalogue/catalogue.service.ts";
import { hasSessionCookie } from "./session-cookie.ts";

const BUILD_DIR = path.resolve("build");
const ASSET_CACHE_CONTROL = "public, max-age=31536000, immutable";
const FILE_CACHE_CONTROL = "public, max-age=3600";

/** Loaders render not-found for a missing detail instead of catching a thrown 404. */
async function orNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (err) {
    if (err instanceof ApiError && err.code === Code.notFound) return null;
    throw err;
  }
}

/** A read done at most once: every later call gets the first call's promise. */
function once<T>(read: () => Promise<T>): () => Promise<T> {
  let result: Promise<T> | undefined;
  return () => (result ??= read());
}

/** Server-rendered pages: React Router behind every path the API does not own. */
export async function pages(
  app: FastifyInstance,
  options: { devServer: ViteDevServer | undefined; pageCacheSeconds: number },
) {
  const { site, content, catalogue } = app.services;

  function getLoadContext(request: FastifyRequest, reply: FastifyReply) {
    const countryCode = site.countryOf(request);
    const sites = new Map<string, SitePortal | null>();
    const portal: PortalContext = {
      cspNonce: reply.cspScriptNonce,
      defaultSitePrefix: () => site.defaultSitePrefix(request.tenant),
      currentUser: once(async () => {
        if (request.userId === null) return null;
        const user = await app.identity.users.byId(request.userId);
        return user ? toUserInfo(user) : null;
      }),
      site: (input) => {
        const key = `${input.siteName}|${input.languageId ?? ""}`;
        if (!sites.has(key)) {
          const scope = site.scopeFor(request.tenant, input.siteName, input.languageId);
          sites.set(key, scope && sitePortal({ ...scope, userId: request.userId }, countryCode));
        }
        return sites.get(key)!;
      },
    };
    const context = new RouterContextProvider();
    context.set(portalContext, portal);
    return context;
  }

  /** One site in one language for a request's loaders; the frame is built once. */
  function sitePortal(scope: CatalogueScope, countryCode: string | null): SitePortal {
    const learner = scope.userId;
    return {
      scope: { siteId: scope.site.id, languageId: scope.language.id },
      frame: once(async () => {
        const [frame, kinds] = await Promise.all([
          site.frame(scope, countryCode),
          catalogue.kinds(scope),
        ]);
        return { ...frame, kinds };
      }),
      topNews: (size = TOP_NEWS_DEFAULT) => content.topNews(scope, size),
      catalogue: {
        certificationList: (kind) => catalogue.certificationList(scope, kind),
        classroomCertifications: (kind) => catalogue.classroomCertifications(scope, kind),
        certificationDetail: (id) => orNull(() => catalogue.certificationDetail(scope, id)),
        coursePage: (query) => catalogue.coursePage(scope, query),
        courseDetail: (id, courseType) =>
          orNull(() => catalogue.courseDetail(scope, id, courseType)),
        topicDetail: (id) => orNull(() => catalogue.topicDetail(scope, id)),
        banners: (typeList) => catalogue.banners(scope, typeList),
        certificationTypeInfo: () => catalogue.certificationTypeInfo(scope),
        search: (keyword, pageSize = PAGE_SIZE.desktop) =>
          catalogue.search(scope, keyword, pageSize),
        homeRecommendations: async () =>
          learner === null ? [] : catalogue.homeRecommendations({ ...scope, userId: learner }),
        myCertifications: async () =>
          learner === null ? [] : catalogue.myCertifications({ ...scope, userId: learner }),
      },
    };
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
