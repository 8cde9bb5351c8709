import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { ApiScope } from "#contract/endpoint.ts";
import type { Db } from "#db/client.ts";
import { badRequest } from "../errors.ts";
import { answerNotSetUp } from "../not-set-up.ts";
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
    /**
     * Whether the install is set up (a tenant exists); while it is not, looks
     * again at most every few seconds, so `npm run setup` shows without a
     * restart even where no notice reaches this server (issue 35).
     */
    checkSetUp(): Promise<boolean>;
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
/**
 * While the install is not set up, how often requests may look whether it has
 * been meanwhile: a few queries on empty tables, at most once per interval
 * however many requests arrive.
 */
const NOT_SET_UP_RECHECK_MS = 2_000;

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

  let lastCheck = 0;
  let checking: Promise<void> | null = null;
  app.decorate("checkSetUp", async () => {
    if (directory.isSetUp()) return true;
    if (!checking && Date.now() - lastCheck >= NOT_SET_UP_RECHECK_MS) {
      lastCheck = Date.now();
      checking = app
        .reloadSiteDirectory()
        // The answer stays "not set up" (503): a database that is away is no reason for a 500.
        .catch((err: unknown) => app.log.warn({ err }, "site directory reload failed"))
        .finally(() => (checking = null));
    }
    if (checking) await checking;
    return directory.isSetUp();
  });

  app.decorateRequest("tenant", null as unknown as Tenant);
  app.decorateRequest("scope", null as unknown as Scope);
  app.addHook("onRequest", async (request, reply) => {
    if (request.routeOptions.config.tenantless) return;
    if (!(await app.checkSetUp())) return answerNotSetUp(request, reply);
    request.tenant = directory.tenantForHost(request.hostname);
  });
});

/**
 * Checks the call's `siteId` and `languageId` against the host's tenant
 * (learner §7). They were validated by the route's schema, the contract's scope
 * fragment: in the body where the route takes one (POST), else in the query
 * (GET, and the multipart upload). Registered for every API path except those
 * under /front-api/, after validation and before the handler.
 */
export function resolveApiScope(app: FastifyInstance, request: FastifyRequest): Scope {
  const declared = request.routeOptions.schema;
  const { siteId, languageId } = (declared?.body ? request.body : request.query) as ApiScope;
  const directory = app.siteDirectory();
  const site = directory.site(siteId);
  if (!site || site.tenantId !== request.tenant.id) {
    throw badRequest({ siteId: "siteId is not a site of this portal" });
  }
  const offered = directory.languagesOf(site.id);
  let language = offered.find((l) => l.id === (languageId ?? site.baseLanguageId));
  if (!language && request.routeOptions.config.languageScope === "tenant") {
    language = offered.find((l) => l.id === site.baseLanguageId) ?? offered[0];
  }
  if (!language) throw badRequest({ languageId: "languageId is not a language of this site" });
  return { tenant: request.tenant, site, language };
}
