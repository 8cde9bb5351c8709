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
import type { PageScope, PortalContext } from "#contract/portal-context.ts";
import { ApiError, notFound } from "./errors.ts";
import { toUserInfo } from "./modules/identity/users.service.ts";
import { PageCache, withNonce } from "./page-cache.ts";
import type { Scope } from "./scope.ts";
import { hasSessionCookie } from "./session-cookie.ts";

const BUILD_DIR = path.resolve("build");
const ASSET_CACHE_CONTROL = "public, max-age=31536000, immutable";
const FILE_CACHE_CONTROL = "public, max-age=3600";

/** Server-rendered pages: React Router behind every path the API does not own. */
export async function pages(
  app: FastifyInstance,
  options: { devServer: ViteDevServer | undefined; pageCacheSeconds: number },
) {
  const { site, content, catalogue } = app.services;

  /** A page's site and language, checked against the host's tenant like an API call. */
  function pageScope(request: FastifyRequest, input: PageScope): Scope {
    const directory = app.siteDirectory();
    const found = directory.site(input.siteId);
    const language =
      found && directory.languagesOf(found.id).find((l) => l.id === input.languageId);
    if (!found || found.tenantId !== request.tenant.id || !language) throw notFound("No such site");
    return { tenant: request.tenant, site: found, language };
  }

  function getLoadContext(request: FastifyRequest, reply: FastifyReply) {
    /** A page's scope with the request's learner, for the catalogue's statuses. */
    const learner = (scope: PageScope) => ({
      ...pageScope(request, scope),
      userId: request.userId,
    });
    // Loaders render not-found for a missing detail instead of catching a thrown 404.
    const orNull = async <T>(read: () => Promise<T>): Promise<T | null> => {
      try {
        return await read();
      } catch (err) {
        if (err instanceof ApiError && err.code === Code.notFound) return null;
        throw err;
      }
    };
    const portal: PortalContext = {
      cspNonce: reply.cspScriptNonce,
      loadFrame: async (input) => {
        const frame = await site.loadFrame({
          tenant: request.tenant,
          countryCode: site.countryOf(request),
          ...input,
        });
        if (!frame) return null;
        const kinds = await catalogue.kinds({
          tenant: request.tenant,
          site: app.siteDirectory().site(frame.site.siteId)!,
          language: app.siteDirectory().language(frame.language.id)!,
          userId: null,
        });
        return { ...frame, kinds };
      },
      resolveScope: (input) => {
        const scope = site.scopeFor(request.tenant, input.siteName, input.languageId);
        return scope ? { siteId: scope.site.id, languageId: scope.language.id } : null;
      },
      defaultSitePrefix: () => site.defaultSitePrefix(request.tenant),
      topNews: (scope, size = TOP_NEWS_DEFAULT) => content.topNews(pageScope(request, scope), size),
      currentUser: async () => {
        if (request.userId === null) return null;
        const user = await app.services.users.byId(request.userId);
        return user ? toUserInfo(user) : null;
      },
      catalogue: {
        certificationList: (scope, kind) => catalogue.certificationList(learner(scope), kind),
        certificationDetail: (scope, id) =>
          orNull(() => catalogue.certificationDetail(learner(scope), id)),
        courseList: (scope, id) => catalogue.courseList(learner(scope), id),
        coursePage: (scope, query) => catalogue.coursePage(learner(scope), query),
        courseDetail: (scope, id, courseType) =>
          orNull(() => catalogue.courseDetail(learner(scope), id, courseType)),
        topicDetail: (scope, id) => orNull(() => catalogue.topicDetail(learner(scope), id)),
        banners: (scope, typeList) => catalogue.banners(learner(scope), typeList),
        kinds: (scope) => catalogue.kinds(learner(scope)),
        certificationTypeInfo: (scope) => catalogue.certificationTypeInfo(learner(scope)),
        search: (scope, keyword, pageSize = PAGE_SIZE.desktop) =>
          catalogue.search(learner(scope), keyword, pageSize),
        homeRecommendations: async (scope) =>
          request.userId === null
            ? []
            : catalogue.homeRecommendations({
                ...pageScope(request, scope),
                userId: request.userId,
              }),
        myCertifications: async (scope) =>
          request.userId === null
            ? []
            : catalogue.myCertifications({ ...pageScope(request, scope), userId: request.userId }),
      },
    };
    const context = new RouterContextProvider();
    context.set(portalContext, portal);
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
