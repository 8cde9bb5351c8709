import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { envelopeSchema } from "#contract/envelope.ts";
import { siteApi } from "#contract/site.ts";
import { registerCalls } from "../../call-table.ts";
import { notFound } from "../../errors.ts";
import { ok } from "../../plugins/envelope.ts";

const tags = ["site"];

/** A visitor's answer is the same for every visitor: it may be kept (visitor-responses.ts). */
const shared = { sharedWithVisitors: true } as const;

/*
 * siteInfo and siteByName stay hand-written: they are mounted under the
 * /front-api prefix, outside the plugin whose hook resolves `request.scope`
 * (api.ts), since they name a site instead of carrying one; a call table
 * registers the contract's whole path in the plugin it is given.
 */
const { siteInfo, siteByName, ...scopedCalls } = siteApi;

/** Start-up calls that name a site instead of carrying one (no siteId/languageId). */
export async function frontApiRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const site = app.services.site;

  app.post(
    "/getSiteInfo",
    {
      schema: {
        tags,
        summary: "Site info for a site name of this host's tenant",
        body: siteInfo.request,
        response: { 200: envelopeSchema(siteInfo.response) },
      },
    },
    async (request) => {
      const found = site.siteByName(request.tenant, request.body.siteName);
      if (!found) throw notFound("No such site");
      return ok(site.toSiteInfo(found));
    },
  );

  app.get(
    "/site/getByName",
    {
      config: shared,
      schema: {
        tags,
        summary: "Site by name: the siteId of a site name",
        querystring: siteByName.request,
        response: { 200: envelopeSchema(siteByName.response) },
      },
    },
    async (request) => {
      const found = site.siteByName(request.tenant, request.query.siteName);
      if (!found) throw notFound("No such site");
      return ok({ siteId: found.id });
    },
  );
}

/** Start-up calls scoped to the site and language of the request (learner §7, frame §7). */
export async function siteRoutes(app: FastifyInstance) {
  const site = app.services.site;

  registerCalls(
    app,
    scopedCalls,
    {
      tenantLanguages: {
        summary: "Every language the tenant's sites offer",
        config: shared,
        handle: (request) => site.tenantLanguages(request.scope.tenant),
      },
      siteLanguages: {
        summary: "Languages of the current site (the top language bar)",
        handle: (request) => site.siteLanguages(request.scope),
      },
      seo: {
        summary: "SEO title and description per URL of the site",
        handle: (request) => site.seo(request.scope),
      },
      footer: {
        summary: "Footer links (areaKind 1-6) and social items (areaKind 7)",
        config: shared,
        handle: (request) => site.footer(request.scope),
      },
      countryByIp: {
        summary: "ISO country code of the caller",
        handle: (request) => ({ iso_code: site.countryOf(request) }),
      },
      dictionary: {
        summary: "Dictionary items of one type",
        config: shared,
        handle: async (request, input) => {
          const grouped = await site.dictionary(request.scope, [input.dictType]);
          return grouped[input.dictType] ?? [];
        },
      },
      dictionaries: {
        summary: "Dictionary items of several types, grouped by type",
        handle: (request, input) =>
          site.dictionary(request.scope, [...new Set(input.dictTypeList)]),
      },
      countryLanguages: {
        summary: "Countries with the languages (and sites) that serve them",
        handle: (request) =>
          site.countryLanguageList(request.scope.tenant, request.scope.language.languageSimple),
      },
      sitesByIds: {
        summary: "Site info for site ids of this tenant",
        handle: (request, input) =>
          site.sitesByIds(request.scope.tenant, Array.isArray(input.id) ? input.id : [input.id]),
      },
      nonCertificationMenu: {
        summary: "Whether the non-certification menu is on for the site",
        handle: (request) => request.scope.site.nonCertificationMenu,
      },
      feedback: {
        summary: "Feedback popup configuration of the site",
        config: shared,
        handle: (request) => site.feedback(request.scope),
      },
      currencyTypes: {
        summary: "Currencies (id to symbol)",
        config: shared,
        handle: () => site.currencyTypes(),
      },
      regionList: {
        summary: "Countries (type 1), provinces (2) or cities (3)",
        config: shared,
        handle: (request, input) => site.regionList(request.scope.tenant, input),
      },
      regionIds: {
        summary: "Region ids matching country codes or names",
        handle: (_request, input) =>
          site.regionIdsByParam({
            countryCodes: input.countryCodeList,
            names: input.nameList,
            type: input.type,
          }),
      },
      provinceCityTree: {
        summary: "Countries with provinces and cities for the information-gathering selects",
        config: shared,
        handle: () => site.provinceCityTree(),
      },
      supplementInfo: {
        summary: "Personal fields required before enrolment in the site's region",
        config: shared,
        handle: (request) => site.supplementInfo(request.scope),
      },
      userTypes: {
        summary: "User types (job roles) in the request's language",
        config: shared,
        handle: (request) => site.userTypeList(request.scope),
      },
    },
    tags,
  );
}
