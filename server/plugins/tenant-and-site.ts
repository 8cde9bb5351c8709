import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { z } from "zod";
import type { Db } from "#db/client.ts";
import { badRequest } from "../errors.ts";
import {
  loadSiteDirectory,
  type SiteDirectory,
  type Tenant,
} from "../modules/site/site-directory.ts";
import type { Scope } from "../scope.ts";

declare module "fastify" {
  interface FastifyInstance {
    siteDirectory(): SiteDirectory;
    reloadSiteDirectory(): Promise<void>;
  }
  interface FastifyContextConfig {
    /** Operational routes (health, metrics) answer without a tenant. */
    tenantless?: boolean;
    /**
     * "tenant": the call's languageId names a language to switch to, which may
     * belong to another site of the tenant; the handler checks it and the
     * request acts in the site's own language.
     */
    languageScope?: "site" | "tenant";
  }
  interface FastifyRequest {
    /** The tenant chosen by the host name (frame §1). */
    tenant: Tenant;
    /** Site and language of an API call, checked against the tenant. */
    scope: Scope;
  }
}

const RELOAD_INTERVAL_MS = 60_000;

export const tenantAndSite = fp(async function tenantAndSite(
  app: FastifyInstance,
  options: { db: Db },
) {
  let directory = await loadSiteDirectory(options.db);
  app.decorate("siteDirectory", () => directory);
  app.decorate("reloadSiteDirectory", async () => {
    directory = await loadSiteDirectory(options.db);
  });
  const timer = setInterval(() => {
    app
      .reloadSiteDirectory()
      .catch((err: unknown) => app.log.error({ err }, "site directory reload failed"));
  }, RELOAD_INTERVAL_MS);
  timer.unref();
  app.addHook("onClose", async () => clearInterval(timer));

  app.decorateRequest("tenant", null as unknown as Tenant);
  app.decorateRequest("scope", null as unknown as Scope);
  app.addHook("onRequest", async (request) => {
    if (request.routeOptions.config.tenantless) return;
    request.tenant = directory.tenantForHost(request.hostname);
  });
});

const idParam = z.coerce.number().int().positive();

/**
 * Reads `siteId` and `languageId` from the query (GET) or the body (POST) and
 * checks them against the host's tenant (learner §7). Registered for every API
 * path except those under /front-api/.
 */
export function resolveApiScope(app: FastifyInstance, request: FastifyRequest): Scope {
  const bodyIsObject = typeof request.body === "object" && request.body !== null;
  const source = (
    request.method === "GET" || !bodyIsObject ? request.query : request.body
  ) as Record<string, unknown>;
  const siteId = idParam.safeParse(
    source?.siteId ?? (request.query as Record<string, unknown>)?.siteId,
  );
  if (!siteId.success)
    throw badRequest({ siteId: "siteId is required and must be a positive integer" });
  const directory = app.siteDirectory();
  const site = directory.site(siteId.data);
  if (!site || site.tenantId !== request.tenant.id) {
    throw badRequest({ siteId: "siteId is not a site of this portal" });
  }
  const rawLanguageId =
    source?.languageId ?? (request.query as Record<string, unknown>)?.languageId;
  let languageId = site.baseLanguageId;
  if (rawLanguageId !== undefined && rawLanguageId !== "") {
    const parsed = idParam.safeParse(rawLanguageId);
    if (!parsed.success) throw badRequest({ languageId: "languageId must be a positive integer" });
    languageId = parsed.data;
  }
  const offered = directory.languagesOf(site.id);
  let language = offered.find((l) => l.id === languageId);
  if (!language && request.routeOptions.config.languageScope === "tenant") {
    language = offered.find((l) => l.id === site.baseLanguageId) ?? offered[0];
  }
  if (!language) throw badRequest({ languageId: "languageId is not a language of this site" });
  return { tenant: request.tenant, site, language };
}
