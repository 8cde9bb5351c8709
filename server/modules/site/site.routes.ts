import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { envelopeSchema } from "#contract/envelope.ts";
import { siteApi } from "#contract/site.ts";
import { notFound } from "../../errors.ts";
import { ok } from "../../plugins/envelope.ts";

const tags = ["site"];

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
        body: siteApi.siteInfo.request,
        response: { 200: envelopeSchema(siteApi.siteInfo.response) },
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
      config: { sharedWithVisitors: true },
      schema: {
        tags,
        summary: "Site by name: the siteId of a site name",
        querystring: siteApi.siteByName.request,
        response: { 200: envelopeSchema(siteApi.siteByName.response) },
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
export async function siteRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const site = app.services.site;

  app.get(
    "/certification/language/multi",
    {
      config: { sharedWithVisitors: true },
      schema: {
        tags,
        summary: "Every language the tenant's sites offer",
        querystring: siteApi.tenantLanguages.request,
        response: { 200: envelopeSchema(siteApi.tenantLanguages.response) },
      },
    },
    async (request) => ok(site.tenantLanguages(request.scope.tenant)),
  );

  app.post(
    "/certification/languageSwitch/listByParam",
    {
      schema: {
        tags,
        summary: "Languages of the current site (the top language bar)",
        body: siteApi.siteLanguages.request,
        response: { 200: envelopeSchema(siteApi.siteLanguages.response) },
      },
    },
    async (request) => ok(site.siteLanguages(request.scope)),
  );

  app.post(
    "/certification/seo/getRelBySiteId",
    {
      schema: {
        tags,
        summary: "SEO title and description per URL of the site",
        body: siteApi.seo.request,
        response: { 200: envelopeSchema(siteApi.seo.response) },
      },
    },
    async (request) => ok(await site.seo(request.scope)),
  );

  app.get(
    "/certification/footer/searchFooter",
    {
      config: { sharedWithVisitors: true },
      schema: {
        tags,
        summary: "Footer links (areaKind 1-6) and social items (areaKind 7)",
        querystring: siteApi.footer.request,
        response: { 200: envelopeSchema(siteApi.footer.response) },
      },
    },
    async (request) => ok(await site.footer(request.scope)),
  );

  app.get(
    "/certification/location/getCountryByIp",
    {
      schema: {
        tags,
        summary: "ISO country code of the caller",
        querystring: siteApi.countryByIp.request,
        response: { 200: envelopeSchema(siteApi.countryByIp.response) },
      },
    },
    async (request) => ok({ iso_code: site.countryOf(request) }),
  );

  app.get(
    "/certification/dictData/getDictModelList",
    {
      config: { sharedWithVisitors: true },
      schema: {
        tags,
        summary: "Dictionary items of one type",
        querystring: siteApi.dictionary.request,
        response: { 200: envelopeSchema(siteApi.dictionary.response) },
      },
    },
    async (request) => {
      const grouped = await site.dictionary(request.scope, [request.query.dictType]);
      return ok(grouped[request.query.dictType] ?? []);
    },
  );

  app.post(
    "/certification/dictData/batchQueryDictModelList",
    {
      schema: {
        tags,
        summary: "Dictionary items of several types, grouped by type",
        body: siteApi.dictionaries.request,
        response: { 200: envelopeSchema(siteApi.dictionaries.response) },
      },
    },
    async (request) =>
      ok(await site.dictionary(request.scope, [...new Set(request.body.dictTypeList)])),
  );

  app.post(
    "/certification/countryLanguage/getList",
    {
      schema: {
        tags,
        summary: "Countries with the languages (and sites) that serve them",
        body: siteApi.countryLanguages.request,
        response: { 200: envelopeSchema(siteApi.countryLanguages.response) },
      },
    },
    async (request) =>
      ok(
        await site.countryLanguageList(request.scope.tenant, request.scope.language.languageSimple),
      ),
  );

  app.post(
    "/certification/site/getListByIds",
    {
      schema: {
        tags,
        summary: "Site info for site ids of this tenant",
        body: siteApi.sitesByIds.request,
        response: { 200: envelopeSchema(siteApi.sitesByIds.response) },
      },
    },
    async (request) => {
      const ids = Array.isArray(request.body.id) ? request.body.id : [request.body.id];
      return ok(site.sitesByIds(request.scope.tenant, ids));
    },
  );

  app.post(
    "/certification/site/openNonCertificationOrNot",
    {
      schema: {
        tags,
        summary: "Whether the non-certification menu is on for the site",
        body: siteApi.nonCertificationMenu.request,
        response: { 200: envelopeSchema(siteApi.nonCertificationMenu.response) },
      },
    },
    async (request) => ok(request.scope.site.nonCertificationMenu),
  );

  app.get(
    "/certification/siteFeedback/getBySiteId",
    {
      config: { sharedWithVisitors: true },
      schema: {
        tags,
        summary: "Feedback popup configuration of the site",
        querystring: siteApi.feedback.request,
        response: { 200: envelopeSchema(siteApi.feedback.response) },
      },
    },
    async (request) => ok(await site.feedback(request.scope)),
  );

  app.get(
    "/certification/currency/getCurrencyTypeList",
    {
      config: { sharedWithVisitors: true },
      schema: {
        tags,
        summary: "Currencies (id to symbol)",
        querystring: siteApi.currencyTypes.request,
        response: { 200: envelopeSchema(siteApi.currencyTypes.response) },
      },
    },
    async () => ok(await site.currencyTypes()),
  );

  app.get(
    "/certification/regionInfo/getList",
    {
      config: { sharedWithVisitors: true },
      schema: {
        tags,
        summary: "Countries (type 1), provinces (2) or cities (3)",
        querystring: siteApi.regionList.request,
        response: { 200: envelopeSchema(siteApi.regionList.response) },
      },
    },
    async (request) => ok(await site.regionList(request.scope.tenant, request.query)),
  );

  app.post(
    "/certification/regionInfo/listRegionIdByParam",
    {
      schema: {
        tags,
        summary: "Region ids matching country codes or names",
        body: siteApi.regionIds.request,
        response: { 200: envelopeSchema(siteApi.regionIds.response) },
      },
    },
    async (request) =>
      ok(
        await site.regionIdsByParam({
          countryCodes: request.body.countryCodeList,
          names: request.body.nameList,
          type: request.body.type,
        }),
      ),
  );

  app.get(
    "/certification/provinceCity/getListForSupplement",
    {
      config: { sharedWithVisitors: true },
      schema: {
        tags,
        summary: "Countries with provinces and cities for the information-gathering selects",
        querystring: siteApi.provinceCityTree.request,
        response: { 200: envelopeSchema(siteApi.provinceCityTree.response) },
      },
    },
    async () => ok(await site.provinceCityTree()),
  );

  app.get(
    "/certification/supplementInfo/query",
    {
      config: { sharedWithVisitors: true },
      schema: {
        tags,
        summary: "Personal fields required before enrolment in the site's region",
        querystring: siteApi.supplementInfo.request,
        response: { 200: envelopeSchema(siteApi.supplementInfo.response) },
      },
    },
    async (request) => ok(await site.supplementInfo(request.scope)),
  );

  app.get(
    "/user/getTypeList",
    {
      config: { sharedWithVisitors: true },
      schema: {
        tags,
        summary: "User types (job roles) in the request's language",
        querystring: siteApi.userTypes.request,
        response: { 200: envelopeSchema(siteApi.userTypes.response) },
      },
    },
    async (request) => ok(await site.userTypeList(request.scope)),
  );
}
