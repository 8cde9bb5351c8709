import path from "node:path";
import fastifyStatic from "@fastify/static";
import { createRequest, fastifyReactRouter, sendResponse } from "@mcansh/react-router-fastify";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { RouterContextProvider } from "react-router";
import type { ViteDevServer } from "vite";
import { portalContext } from "#app/context.ts";
import {
  matchesTag,
  PageCache,
  pickEncoding,
  preparePage,
  sharedScripts,
  type CachedPage,
  type Encoding,
} from "./page-cache.ts";
import { createPagePortal, pageRequestOf, type PageRequest } from "../page-portal.ts";
import { siteTableOf } from "../modules/site/site-table.ts";
import { createRenderer } from "./page-renderer.ts";
import { startRenderPool } from "./render-pool.ts";
import { stylesheetBundles } from "./stylesheet-bundles.ts";
import { hasSessionCookie } from "../session-cookie.ts";
import { isSharedWithLearners } from "#app/frame/learner-pages.ts";
import { recordedConsent } from "#app/frame/consent.ts";

const BUILD_DIR = path.resolve("build");
const ASSET_CACHE_CONTROL = "public, max-age=31536000, immutable";
const FILE_CACHE_CONTROL = "public, max-age=3600";
/** What a page answers: it is read (HEAD is GET without the body). */
const PAGE_METHODS = ["GET", "HEAD"];

/** Server-rendered pages: React Router behind every path the API does not own. */
export async function pages(
  app: FastifyInstance,
  options: {
    devServer: ViteDevServer | undefined;
    pageCacheSeconds: number;
    /** Worker threads rendering pages; 0 renders on the main thread. */
    renderThreads: number;
    /** The trusted proxy header naming the visitor's country, which pages vary on. */
    countryHeader?: string | undefined;
  },
) {
  const { site } = app.services;

  async function getLoadContext(request: FastifyRequest, reply: FastifyReply) {
    const context = new RouterContextProvider();
    const page = await pageRequestOf(app, request);
    context.set(portalContext, createPagePortal(app, request, reply, page));
    return context;
  }

  if (options.devServer) {
    await app.register(fastifyReactRouter, { devServer: options.devServer, getLoadContext });
    return;
  }

  /**
   * An anonymous page differs by encoding, the language cookie (and whether
   * a session cookie or a consent choice is there at all), the browser's languages and the
   * visitor's country (both choose the page's language, frame §4). A shared
   * cache in front may keep it for the TTL only when it can tell the country
   * (a trusted country header it varies on); otherwise it must ask again, and
   * gets a 304 while the page is unchanged.
   */
  const vary = [
    "Accept-Encoding",
    "Cookie",
    "Accept-Language",
    ...(options.countryHeader ? [options.countryHeader] : []),
  ];
  const sharedCacheControl = options.countryHeader
    ? `public, max-age=0, s-maxage=${options.pageCacheSeconds}, must-revalidate`
    : "public, max-age=0, must-revalidate";

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
    // The routes' stylesheets joined, one file per route (decision 0016).
    await scope.register(stylesheetBundles, {
      assetsDir: path.join(BUILD_DIR, "client", "assets"),
    });

    // Pages render in worker threads when there are any (decision 0013), else here.
    const pool =
      options.renderThreads > 0
        ? await startRenderPool({
            size: options.renderThreads,
            renderer: new URL("./page-renderer.ts", import.meta.url),
            log: app.log,
          })
        : null;
    const renderHere = pool ? null : await createRenderer();
    scope.addHook("onClose", async () => pool?.close());
    /** React Router's answer to the request, with the request's portal to the server. */
    /**
     * `encoding`: a worker compresses the page in it before handing it over
     * (a page kept for visitors is compressed when it is kept instead).
     */
    function handle(
      request: FastifyRequest,
      reply: FastifyReply,
      page: PageRequest,
      encoding: Encoding = "identity",
    ): Promise<Response> {
      const portal = createPagePortal(app, request, reply, page);
      const fetchRequest = createRequest(request, reply);
      if (!pool) return renderHere!(fetchRequest, portal);
      return pool.render(
        fetchRequest,
        portal,
        {
          sites: siteTableOf(app.siteDirectory(), request.tenant.id),
          languageCandidates: page.languageCandidates,
        },
        request.log,
        encoding,
      );
    }
    const cache = new PageCache({ ttlSeconds: options.pageCacheSeconds });
    const rendering = new Map<string, Promise<CachedPage | null>>();
    // Pages show the catalogue and the sites: when those change, no page of them is kept.
    // A render begun before a change is not kept after it (`generation`); a change of the sites
    // drops the pages once the site directory is read again.
    let generation = 0;
    const dropPages = () => {
      generation += 1;
      cache.clear();
      app.pageFront.clear();
    };
    app.services.broadcast.subscribe("caches-invalidated", (what) => {
      dropPages();
      if (what === "sites")
        app
          .reloadSiteDirectory()
          .then(dropPages, (err: unknown) =>
            app.log.error({ err }, "site directory reload failed"),
          );
    });

    /** Sends a page kept for every visitor: its bytes in the best encoding, or 304. */
    function sendShared(
      request: FastifyRequest,
      reply: FastifyReply,
      key: string,
      page: CachedPage,
      state: "hit" | "miss" | "off",
    ) {
      // Signed-in learners' pages hold nothing of theirs, but a shared cache in front has no
      // business keeping what is only shown to someone signed in: their browser revalidates.
      const cacheControl = page.learnerPending ? "private, no-cache" : sharedCacheControl;
      const encoding = pickEncoding(request.headers["accept-encoding"]);
      const etag = page.etags[encoding];
      setPolicy(reply, page.contentSecurityPolicy);
      reply
        .headers(Object.fromEntries(page.headers))
        .header("etag", etag)
        .header("cache-control", cacheControl)
        .header("vary", vary.join(", "))
        .header("x-page-cache", state);
      if (matchesTag(request.headers["if-none-match"], etag)) return reply.status(304).send();
      // Repeats of a visitor's kept page are answered before routing (decision 0030).
      if (!page.learnerPending)
        app.pageFront.remember(
          request.raw,
          reply.raw,
          {
            body: page,
            status: page.status,
            route: request.routeOptions.url ?? "*",
            lookup: () => cache.get(key),
            variesBy: "visitor",
          },
          encoding,
        );
      reply.status(page.status);
      // Already compressed: @fastify/compress leaves a response with a Content-Encoding alone.
      if (encoding !== "identity") reply.header("content-encoding", encoding);
      return reply.send(page.bodies[encoding]);
    }

    // Form posts reach React Router actions as raw bodies.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", (_request, payload, done) => done(null, payload));

    scope.all("*", async (request, reply) => {
      // Pages are read, never written to (they have no actions; forms call the API). Any other
      // method is refused here: a Fetch Request cannot even carry some (TRACE, CONNECT).
      if (!PAGE_METHODS.includes(request.method))
        return reply
          .status(405)
          .header("allow", PAGE_METHODS.join(", "))
          .header("cache-control", "no-store")
          .type("text/plain; charset=utf-8")
          .send("Method not allowed");
      const shared = request.method === "GET" ? await sharedPageRequest(request) : null;
      if (!shared) {
        // The learner's own page: rendered with this response's nonce, kept by no cache,
        // compressed by the worker that rendered it (@fastify/compress leaves it alone then).
        const response = await handle(
          request,
          reply,
          await pageRequestOf(app, request),
          pickEncoding(request.headers["accept-encoding"]),
        );
        if (!response.headers.has("cache-control"))
          reply.header("cache-control", "private, no-store");
        return sendResponse(reply, response);
      }

      const key = [
        request.hostname,
        request.url,
        shared.languageCandidates.join(","),
        site.countryOf(request) ?? "",
        shared.learnerPending ? "learner" : "visitor",
        // The page shows the consent banner until the browser holds a choice (root loader).
        recordedConsent(request.headers.cookie ?? null) === null ? "banner" : "",
      ].join("|");
      const cached = cache.get(key);
      if (cached) return sendShared(request, reply, key, cached, "hit");
      // A page being rendered for another visitor of the variant: wait for it rather than
      // render it again (when it expires under load, one render instead of one per connection).
      const inFlight = rendering.get(key);
      if (inFlight) {
        const page = await inFlight;
        if (page) return sendShared(request, reply, key, page, "hit");
      }

      let settle: (page: CachedPage | null) => void = () => {};
      if (cache.enabled && !inFlight)
        rendering.set(key, new Promise<CachedPage | null>((resolve) => (settle = resolve)));
      try {
        const renderedIn = generation;
        const kept = await renderShared(request, reply, shared);
        const current = renderedIn === generation;
        settle(current ? kept : null);
        if (kept && current) cache.set(key, kept);
        return kept ? sendShared(request, reply, key, kept, cache.enabled ? "miss" : "off") : reply;
      } catch (error) {
        settle(null);
        throw error;
      } finally {
        if (!inFlight) rendering.delete(key);
      }
    });

    /**
     * The page a GET may share with others, or null when it must be rendered for
     * the request alone. A visitor (no session cookie) gets the page of every
     * visitor of the variant; their language comes from the address, the cookie,
     * the country and the browser's languages, which the candidates sum up. A
     * signed-in learner gets, on every page but their own ones, the page of
     * every signed-in learner of the variant (decision 0027): their saved
     * language joins the candidates, and their own facts are read by the browser.
     * A session cookie whose session is gone renders afresh, as it always did.
     */
    async function sharedPageRequest(request: FastifyRequest): Promise<PageRequest | null> {
      if (!hasSessionCookie(request.cookies))
        return { user: null, languageCandidates: site.pageLanguageCandidates(request, null) };
      if (request.userId === null || !isSharedWithLearners(request.url)) return null;
      const saved = await app.services.users.savedLanguage(request.userId);
      return {
        user: null,
        languageCandidates: site.pageLanguageCandidates(request, saved),
        learnerPending: true,
      };
    }

    /**
     * Renders a page for every visitor of its variant: its own scripts carry the
     * secret nonce while it renders, then lose it, and the policy allows them by
     * their hashes instead (sharedScripts). Returns the page
     * to keep, or null when it was not the same for everyone (a missing page, a
     * redirect, a page that sets a cookie) and has been sent as it is.
     */
    async function renderShared(
      request: FastifyRequest,
      reply: FastifyReply,
      page: PageRequest,
    ): Promise<CachedPage | null> {
      // Rendered with this response's secret nonce, which only our own scripts carry; the kept
      // page loses it and its policy lists those scripts by hash.
      const nonce = reply.cspScriptNonce;
      const response = await handle(request, reply, page);
      if (!response.body) {
        await sendResponse(reply, response);
        return null;
      }
      const { scripts, page: body } = sharedScripts(await response.text(), nonce);
      const contentSecurityPolicy = app.contentSecurityPolicy.withScripts(scripts);
      if (response.status !== 200 || response.headers.has("set-cookie")) {
        setPolicy(reply, contentSecurityPolicy);
        await sendResponse(reply, new Response(body, response));
        return null;
      }
      return preparePage({
        learnerPending: page.learnerPending ?? false,
        status: response.status,
        headers: [...response.headers.entries()],
        body,
        contentSecurityPolicy,
      });
    }
  });
}

/** Replaces the nonce policy written at the start of the request. */
function setPolicy(reply: FastifyReply, policy: string) {
  reply.raw.setHeader("content-security-policy", policy);
  reply.header("content-security-policy", policy);
}
