import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelopeSchema } from "#contract/envelope.ts";
import {
  countryEntrySchema,
  countryTreeSchema,
  currencyTypeSchema,
  dictItemSchema,
  dictTypeSchema,
  feedbackConfigSchema,
  footerLinkSchema,
  languageSchema,
  regionListItemSchema,
  seoConfigSchema,
  siteInfoSchema,
  siteNameSchema,
  socialItemSchema,
  supplementInfoSchema,
  userTypeSchema,
} from "#contract/site.ts";
import { notFound } from "../../errors.ts";
import { ok } from "../../plugins/envelope.ts";

const tags = ["site"];
const idList = z.union([
  z.coerce.number().int().positive(),
  z.array(z.coerce.number().int().positive()).max(100),
]);

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
        body: z.object({ siteName: siteNameSchema }),
        response: { 200: envelopeSchema(siteInfoSchema) },
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
      schema: {
        tags,
        summary: "Site by name: the siteId of a site name",
        querystring: z.object({ siteName: siteNameSchema }),
        response: { 200: envelopeSchema(z.object({ siteId: z.number().int() })) },
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
      schema: {
        tags,
        summary: "Every language the tenant's sites offer",
        response: { 200: envelopeSchema(z.array(languageSchema)) },
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
        response: { 200: envelopeSchema(z.array(languageSchema)) },
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
        response: { 200: envelopeSchema(z.array(seoConfigSchema)) },
      },
    },
    async (request) => ok(await site.seo(request.scope)),
  );

  app.get(
    "/certification/footer/searchFooter",
    {
      schema: {
        tags,
        summary: "Footer links (areaKind 1-6) and social items (areaKind 7)",
        response: {
          200: envelopeSchema(
            z.object({ links: z.array(footerLinkSchema), social: z.array(socialItemSchema) }),
          ),
        },
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
        response: { 200: envelopeSchema(z.object({ iso_code: z.string().nullable() })) },
      },
    },
    async (request) => ok({ iso_code: site.countryOf(request) }),
  );

  app.get(
    "/certification/dictData/getDictModelList",
    {
      schema: {
        tags,
        summary: "Dictionary items of one type",
        querystring: z.object({ dictType: dictTypeSchema }),
        response: { 200: envelopeSchema(z.array(dictItemSchema)) },
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
        body: z.object({ dictTypeList: z.array(dictTypeSchema).min(1).max(20) }),
        response: { 200: envelopeSchema(z.record(z.string(), z.array(dictItemSchema))) },
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
        response: { 200: envelopeSchema(z.array(countryEntrySchema)) },
      },
    },
    async (request) => ok(await site.countryLanguageList(request.scope.tenant)),
  );

  app.post(
    "/certification/site/getListByIds",
    {
      schema: {
        tags,
        summary: "Site info for site ids of this tenant",
        body: z.object({ id: idList }),
        response: { 200: envelopeSchema(z.array(siteInfoSchema)) },
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
        response: { 200: envelopeSchema(z.boolean()) },
      },
    },
    async (request) => ok(request.scope.site.nonCertificationMenu),
  );

  app.get(
    "/certification/siteFeedback/getBySiteId",
    {
      schema: {
        tags,
        summary: "Feedback popup configuration of the site",
        response: { 200: envelopeSchema(feedbackConfigSchema) },
      },
    },
    async (request) => ok(await site.feedback(request.scope)),
  );

  app.get(
    "/certification/currency/getCurrencyTypeList",
    {
      schema: {
        tags,
        summary: "Currencies (id to symbol)",
        response: { 200: envelopeSchema(z.array(currencyTypeSchema)) },
      },
    },
    async () => ok(await site.currencyTypes()),
  );

  app.get(
    "/certification/regionInfo/getList",
    {
      schema: {
        tags,
        summary: "Countries (type 1), provinces (2) or cities (3)",
        querystring: z.object({
          type: z.coerce
            .number()
            .pipe(z.union([z.literal(1), z.literal(2), z.literal(3)]))
            .default(1),
          countryQueryType: z.enum(["all", "site"]).default("all"),
          parentId: z.coerce.number().int().positive().optional(),
        }),
        response: { 200: envelopeSchema(z.array(regionListItemSchema)) },
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
        body: z.object({
          countryCodeList: z.array(z.string().trim().toUpperCase().length(2)).max(300).optional(),
          nameList: z.array(z.string().trim().min(1).max(100)).max(300).optional(),
          type: z.number().int().min(1).max(3).optional(),
        }),
        response: { 200: envelopeSchema(z.array(z.number().int())) },
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
      schema: {
        tags,
        summary: "Countries with provinces and cities for the information-gathering selects",
        response: { 200: envelopeSchema(z.array(countryTreeSchema)) },
      },
    },
    async () => ok(await site.provinceCityTree()),
  );

  app.get(
    "/certification/supplementInfo/query",
    {
      schema: {
        tags,
        summary: "Personal fields required before enrolment in the site's region",
        response: { 200: envelopeSchema(supplementInfoSchema) },
      },
    },
    async (request) => ok(await site.supplementInfo(request.scope)),
  );

  app.get(
    "/user/getTypeList",
    {
      schema: {
        tags,
        summary: "User types (job roles) in the request's language",
        response: { 200: envelopeSchema(z.array(userTypeSchema)) },
      },
    },
    async (request) => ok(await site.userTypeList(request.scope)),
  );
}
