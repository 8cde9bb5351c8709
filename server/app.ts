import { randomBytes } from "node:crypto";
import http from "node:http";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import pino from "pino";
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { ViteDevServer } from "vite";
import { openDatabase, type Database } from "#db/client.ts";
import { proxyTrust, type Config } from "./config.ts";
import { plainErrorHandler } from "./faults.ts";
import { canonicalPaths } from "./canonical-path.ts";
import { embeddedIssuer } from "./prepare-database.ts";
import { redactPath } from "./log-redaction.ts";
import { apiRoutes } from "./api.ts";
import { identity } from "./modules/identity/identity.plugin.ts";
import { sharedSecret } from "./modules/identity/secrets.ts";
import { uploadRoutes } from "./modules/identity/avatar.routes.ts";
import { brandLogoRoutes } from "./modules/site/brand-logo.routes.ts";
import { mediaRoutes } from "./modules/learning/learning.routes.ts";
import { certificateDocumentRoutes } from "./modules/certificate/documents.routes.ts";
import { newsFeedRoutes } from "./modules/content/news-feed.routes.ts";
import { classroomCalendarRoutes } from "./modules/classroom/calendar.routes.ts";
import { paymentWebhookRoutes } from "./modules/commerce/webhook.routes.ts";
import { authentication } from "./plugins/authentication.ts";
import { apiEnvelope } from "./plugins/envelope.ts";
import { metrics } from "./plugins/metrics.ts";
import { sameOrigin } from "./plugins/same-origin.ts";
import { security } from "./plugins/security.ts";
import { tenantAndSite } from "./plugins/tenant-and-site.ts";
import { languagePacks } from "./delivery/language-packs.ts";
import { pages } from "./delivery/pages.ts";
import { createPageFront, type PageFront } from "./delivery/page-front.ts";
import { createServices, type Services } from "./services.ts";
import { createJobs, type Jobs } from "./jobs/jobs.ts";
import { createVisitorResponses } from "./delivery/visitor-responses.ts";

declare module "fastify" {
  interface FastifyInstance {
    database: Database;
    services: Services;
    /** The job queue: background work and schedules (server/jobs/jobs.ts, decision 0040). */
    jobs: Jobs;
    /** Kept pages answered before routing (server/delivery/page-front.ts). */
    pageFront: PageFront;
  }
}

export type AppOptions = {
  /** An open database; by default one is opened from the configuration. */
  database?: Database;
  /**
   * How pages are served: the production build, Vite's dev server, or not at
   * all (an API-only node).
   */
  pages?: { mode: "build" } | { mode: "dev"; vite: ViteDevServer } | { mode: "none" };
};

/**
 * Log lines go to stdout through a 4 KB buffer written off the request path:
 * one write per few dozen lines instead of one per line, which on a busy
 * server cost a third of serving a cached page. It is flushed when the server
 * closes (close-with-grace also on a crash).
 */
const logDestination = () => pino.destination({ dest: 1, sync: false, minLength: 4096 });

/** The levels at which every request is logged. */
const REQUEST_LOG_LEVELS = new Set(["info", "debug", "trace"]);

/** One line per request, when it is answered, with the request in it; none when it arrives. */
class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    if (error)
      reply.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        "request errored",
      );
    else
      reply.log.info(
        { req: request, res: reply, responseTime: reply.elapsedTime },
        "request completed",
      );
  }
}

export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const logStream = config.logLevel === "silent" ? null : logDestination();
  const pageFront = createPageFront({ countryHeader: config.geoipCountryHeader });
  const app = Fastify({
    // The server Fastify would make, with the page front ahead of Fastify's own handler.
    serverFactory(handler, options) {
      const server = http.createServer(options.http ?? {}, (request, response) => {
        if (!pageFront.serve(request, response)) handler(request, response);
      });
      const timeouts = options as {
        keepAliveTimeout: number;
        requestTimeout: number;
        connectionTimeout: number;
      };
      server.keepAliveTimeout = timeouts.keepAliveTimeout;
      server.requestTimeout = timeouts.requestTimeout;
      server.setTimeout(timeouts.connectionTimeout);
      return server;
    },
    logController: new OneLinePerRequest(),
    logger:
      logStream === null
        ? false
        : {
            level: config.logLevel,
            stream: logStream,
            redact: ["req.headers.cookie", "req.headers.authorization"],
            serializers: {
              // Secrets travel in some query strings and media paths: never log their values.
              req: (request: FastifyRequest) => ({
                method: request.method,
                url: redactPath(request.url),
                host: request.host,
                remoteAddress: request.ip,
              }),
            },
          },
    trustProxy: proxyTrust(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // Starting the page renderers' worker threads (each loads the pages' build) takes longer
    // than Fastify's 10 s on a busy machine; a renderer that cannot start still fails at once.
    pluginTimeout: 120_000,
    // Request ids from a trusted proxy would let callers forge log correlation.
    requestIdHeader: false,
  }).withTypeProvider<ZodTypeProvider>();
  plainErrorHandler(app);
  // Before every other hook: no limit or cache sees two spellings of one path (decision 0044).
  canonicalPaths(app);
  if (logStream) app.addHook("onClose", async () => logStream.flushSync());
  app.decorate("pageFront", pageFront);
  // A closing server answers every request itself (Fastify's 503 with Connection: close).
  app.addHook("preClose", async () => pageFront.stop());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database =
    options.database ??
    (await openDatabase(
      config.databaseUrl
        ? {
            databaseUrl: config.databaseUrl,
            onPoolError: (error) => app.log.warn({ err: error }, "database connection lost"),
          }
        : { dataDir: config.dataDir },
    ));
  app.decorate("database", database);
  if (!options.database) app.addHook("onClose", () => database.close());

  const pageMode = options.pages ?? { mode: "build" };
  const issuer = config.oidc?.issuer ?? embeddedIssuer(config);
  await app.register(security, {
    dev: pageMode.mode === "dev",
    formTargets: issuer ? [new URL(issuer).origin] : [],
  });
  // Visitors' catalogue and frame calls, answered from what was kept (decision 0015). Kept as
  // serialised, before compression (an onSend hook ahead of @fastify/compress's).
  const visitorResponses = createVisitorResponses({
    ttlSeconds: config.pageCacheSeconds,
    front: pageFront,
  });
  app.decorateRequest("visitorResponseGeneration", null);
  app.addHook("onSend", visitorResponses.keep);
  // The encodings cached pages are kept in: one representation per ETag (server/delivery/pages.ts).
  await app.register(compress, { threshold: 1024, encodings: ["br", "gzip"] });
  const cookieSecret = await sharedSecret(database.db, "cookie_secret", () =>
    randomBytes(32).toString("base64url"),
  );
  await app.register(cookie, { secret: cookieSecret });
  await app.register(sameOrigin);
  await app.register(metrics, { access: config.metrics });
  pageFront.countWith((request, route, status, seconds) => {
    app.countFrontResponse(route, status, seconds);
    // The line the portal logs for each request (OneLinePerRequest).
    if (REQUEST_LOG_LEVELS.has(app.log.level))
      app.log.info(
        {
          req: {
            method: request.method,
            url: request.url,
            host: request.headers.host,
            ip: request.socket.remoteAddress,
          },
          res: { statusCode: status },
          responseTime: seconds * 1000,
        },
        "request completed",
      );
  });
  await app.register(tenantAndSite, { db: database.db });
  const jobs = createJobs({ database, work: config.backgroundJobs, log: app.log });
  app.decorate("jobs", jobs);
  const services = await createServices({
    db: database.db,
    config,
    siteDirectory: () => app.siteDirectory(),
    log: app.log,
    jobs,
  });
  app.decorate("services", services);
  services.catalogue.onInvalidate(visitorResponses.clear);
  services.broadcast.subscribe("caches-invalidated", (what) => {
    visitorResponses.clear();
    // Answers made between the notice and the new directory are dropped once it is read.
    if (what === "sites")
      app
        .reloadSiteDirectory()
        .then(visitorResponses.clear)
        .catch((err: unknown) => app.log.error({ err }, "site directory reload failed"));
  });
  app.addHook("onClose", () => services.close());
  // Queues and schedules are declared while the app is built; workers start once it is ready,
  // and finish their jobs before the database closes.
  app.addHook("onReady", () => jobs.start());
  app.addHook("onClose", () => jobs.stop());
  await app.register(authentication, {
    sessions: services.sessions,
    secureCookies: config.publicUrl ? new URL(config.publicUrl).protocol === "https:" : false,
    isStaff: services.staff.isStaff,
    staffIdleSeconds: config.staffSessionIdleSeconds,
  });
  await app.register(identity, { config, db: database.db });
  await app.register(uploadRoutes, { dataDir: config.dataDir });
  await app.register(brandLogoRoutes, { dataDir: config.dataDir });
  await app.register(mediaRoutes, { dir: config.media.dir, signer: services.mediaSigner });
  await app.register(classroomCalendarRoutes);
  await app.register(newsFeedRoutes, { visitorResponses });
  await app.register(paymentWebhookRoutes);
  await app.register(certificateDocumentRoutes, {
    lookupsPerMinute: config.certificateLookupsPerMinute,
  });

  app.get("/healthz", { schema: { hide: true }, config: { tenantless: true } }, async () => ({
    status: "ok",
  }));
  app.get(
    "/readyz",
    { schema: { hide: true }, config: { tenantless: true } },
    async (request, reply) => {
      try {
        await database.ping();
        // Not ready until set up: every page and call would answer 503 (issue 35, docs/deploy.md).
        if (!(await app.checkSetUp()))
          return reply.status(503).send({ status: "not set up", database: database.kind });
        return { status: "ok", database: database.kind };
      } catch (err) {
        request.log.error({ err }, "database not reachable");
        return reply.status(503).send({ status: "unavailable" });
      }
    },
  );

  await app.register(swagger, {
    openapi: {
      info: {
        title: "Academy portal API",
        description:
          "Every response is { code, data, message, errorContext }. code 200 is success; other codes come from one catalogue (contract/codes.ts).",
        version: "1.0.0",
      },
    },
    transform: jsonSchemaTransform,
  });

  await app.register(
    async (api) => {
      await api.register(apiEnvelope);
      // After the session is read (a root hook): only a visitor gets a kept answer.
      api.addHook("onRequest", visitorResponses.answer);
      if (config.apiDocs) await api.register(swaggerUi, { routePrefix: "/docs", staticCSP: true });
      await api.register(apiRoutes, { dataDir: config.dataDir });
    },
    { prefix: "/api" },
  );

  // The pages' language packs (server/delivery/language-packs.ts).
  await app.register(languagePacks);
  if (pageMode.mode !== "none") {
    await app.register(pages, {
      devServer: pageMode.mode === "dev" ? pageMode.vite : undefined,
      pageCacheSeconds: config.pageCacheSeconds,
      renderThreads: config.renderThreads,
      countryHeader: config.geoipCountryHeader,
    });
  }
  return app;
}
