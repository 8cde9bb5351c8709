import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { catalogueApi } from "#contract/catalogue.ts";
import { envelopeSchema } from "#contract/envelope.ts";
import { ok } from "../../plugins/envelope.ts";
import type { CatalogueScope } from "./catalogue.service.ts";

const tags = ["catalogue"];

/** The request's site and language with its learner (null for a visitor). */
const scopeOf = (request: FastifyRequest): CatalogueScope => ({
  ...request.scope,
  userId: request.userId,
});
/** The same for calls that need a login (HTTP 401, code 401 otherwise). */
const learnerOf = (request: FastifyRequest) => ({
  ...request.scope,
  userId: request.requireUser(),
});

/** Catalogue and detail calls (learner §7), scoped to the request's site and language. */
export async function catalogueRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const catalogue = app.services.catalogue;

  app.get(
    "/certification/release/course/page/list",
    {
      config: { sharedWithVisitors: true },
      schema: {
        tags,
        summary:
          "Course page list: courseType 0 courses of certifications (certification list filter), 1 educational videos and topics (video list filter)",
        querystring: catalogueApi.coursePage.request,
        response: { 200: envelopeSchema(catalogueApi.coursePage.response) },
      },
    },
    async (request) => ok(await catalogue.coursePage(scopeOf(request), request.query)),
  );

  app.get(
    "/certification/release/course/detail",
    {
      config: { sharedWithVisitors: true },
      schema: {
        tags,
        summary: "Course or video detail with chapters (locked ones marked), never a video file",
        querystring: catalogueApi.courseDetail.request,
        response: { 200: envelopeSchema(catalogueApi.courseDetail.response) },
      },
    },
    async (request) =>
      ok(
        await catalogue.courseDetail(scopeOf(request), request.query.id, request.query.courseType),
      ),
  );

  app.get(
    "/certification/release/topic/detail",
    {
      config: { sharedWithVisitors: true },
      schema: {
        tags,
        summary: "Topic (stand-alone educational video) detail",
        querystring: catalogueApi.topicDetail.request,
        response: { 200: envelopeSchema(catalogueApi.topicDetail.response) },
      },
    },
    async (request) => ok(await catalogue.topicDetail(scopeOf(request), request.query.id)),
  );

  app.get(
    "/certification/release/certification/detail",
    {
      config: { sharedWithVisitors: true },
      schema: {
        tags,
        summary: "Certification detail: statuses for the learner, credits, child versions, courses",
        querystring: catalogueApi.certificationDetail.request,
        response: { 200: envelopeSchema(catalogueApi.certificationDetail.response) },
      },
    },
    async (request) => ok(await catalogue.certificationDetail(scopeOf(request), request.query.id)),
  );

  app.get(
    "/certification/release/course/list",
    {
      config: { sharedWithVisitors: true },
      schema: {
        tags,
        summary: "Courses of a certification release with requirement and credits",
        querystring: catalogueApi.courseList.request,
        response: { 200: envelopeSchema(catalogueApi.courseList.response) },
      },
    },
    async (request) =>
      ok(await catalogue.courseList(scopeOf(request), request.query.certificationId)),
  );

  app.get(
    "/certification/release/certification/list",
    {
      config: { sharedWithVisitors: true },
      schema: {
        tags,
        summary: "Certification releases of the site (top-level versions), optionally of one kind",
        querystring: catalogueApi.certificationList.request,
        response: { 200: envelopeSchema(catalogueApi.certificationList.response) },
      },
    },
    async (request) => ok(await catalogue.certificationList(scopeOf(request), request.query.kind)),
  );

  app.get(
    "/certification/release/certification/getByCountryLanguage",
    {
      // languageId names the language wanted, which may belong to another site.
      config: { languageScope: "tenant", sharedWithVisitors: true },
      schema: {
        tags,
        summary: "The release of the same certification in another language of the tenant, or null",
        querystring: catalogueApi.releaseInLanguage.request,
        response: { 200: envelopeSchema(catalogueApi.releaseInLanguage.response) },
      },
    },
    async (request) =>
      ok(
        await catalogue.releaseInLanguage(
          scopeOf(request),
          request.query.releaseCertificationId,
          request.query.languageId,
        ),
      ),
  );

  app.post(
    "/certification/getCertificationTypeInfo",
    {
      schema: {
        tags,
        summary: "Certification types with subtypes and version labels (list filters)",
        body: catalogueApi.certificationTypeInfo.request,
        response: { 200: envelopeSchema(catalogueApi.certificationTypeInfo.response) },
      },
    },
    async (request) => ok(await catalogue.certificationTypeInfo(scopeOf(request))),
  );

  app.post(
    "/certification/getVideoTypeInfo",
    {
      schema: {
        tags,
        summary:
          "Product lines and video types of the site's educational videos (video list filters)",
        body: catalogueApi.videoTypeInfo.request,
        response: { 200: envelopeSchema(catalogueApi.videoTypeInfo.response) },
      },
    },
    async (request) => ok(await catalogue.videoTypeInfo(scopeOf(request))),
  );

  app.post(
    "/certification/banner/release/query",
    {
      schema: {
        tags,
        summary:
          "Banners of type codes (list pages: kind 0 -> 4, 1 -> 3; certification detail: 0 -> 8, 1 -> 7)",
        body: catalogueApi.banners.request,
        response: { 200: envelopeSchema(catalogueApi.banners.response) },
      },
    },
    async (request) => ok(await catalogue.banners(scopeOf(request), request.body.typeList)),
  );

  app.get(
    "/certification/getKindList",
    {
      config: { sharedWithVisitors: true },
      schema: {
        tags,
        summary: "Certification kinds (kindType, kindName in the request's language)",
        querystring: catalogueApi.kinds.request,
        response: { 200: envelopeSchema(catalogueApi.kinds.response) },
      },
    },
    async (request) => ok(await catalogue.kinds(scopeOf(request))),
  );

  app.get(
    "/certification/getCertificationTypeListByClassroom",
    {
      config: { sharedWithVisitors: true },
      schema: {
        tags,
        summary: "Types of the site's certifications that have online or onsite classrooms",
        querystring: catalogueApi.typesWithClassroom.request,
        response: { 200: envelopeSchema(catalogueApi.typesWithClassroom.response) },
      },
    },
    async (request) =>
      ok(
        await catalogue.typesOfCertificationsWith(
          scopeOf(request),
          "classroom",
          request.query.kind,
        ),
      ),
  );

  app.get(
    "/certification/getCertificationTypeListByPracticalExam",
    {
      config: { sharedWithVisitors: true },
      schema: {
        tags,
        summary: "Types of the site's certifications that have a practical exam",
        querystring: catalogueApi.typesWithPracticalExam.request,
        response: { 200: envelopeSchema(catalogueApi.typesWithPracticalExam.response) },
      },
    },
    async (request) =>
      ok(
        await catalogue.typesOfCertificationsWith(
          scopeOf(request),
          "practicalExam",
          request.query.kind,
        ),
      ),
  );

  app.get(
    "/certification/getCertificationLanguageBySiteId",
    {
      config: { sharedWithVisitors: true },
      schema: {
        tags,
        summary: "Languages in which the site has certification releases",
        querystring: catalogueApi.certificationLanguages.request,
        response: { 200: envelopeSchema(catalogueApi.certificationLanguages.response) },
      },
    },
    async (request) => ok(await catalogue.certificationLanguages(scopeOf(request))),
  );

  app.get(
    "/certification/release/my/courseOfCertification",
    {
      schema: {
        tags,
        summary: "The learner's certifications on this site with courses and progress (login)",
        querystring: catalogueApi.myCertifications.request,
        response: { 200: envelopeSchema(catalogueApi.myCertifications.response) },
      },
    },
    async (request) => ok(await catalogue.myCertifications(learnerOf(request))),
  );

  app.post(
    "/certification/recommendation/getHomePageCourseList",
    {
      schema: {
        tags,
        summary:
          "Home page recommendations (login): unfinished courses of enrolled certifications, else the newest",
        body: catalogueApi.homeCourses.request,
        response: { 200: envelopeSchema(catalogueApi.homeCourses.response) },
      },
    },
    async (request) => ok(await catalogue.homeRecommendations(learnerOf(request))),
  );

  app.get(
    "/certification/search",
    {
      config: { sharedWithVisitors: true },
      schema: {
        tags,
        summary: "Search certifications, courses and videos of the site (full text, ranked)",
        querystring: catalogueApi.search.request,
        response: { 200: envelopeSchema(catalogueApi.search.response) },
      },
    },
    async (request) =>
      ok(await catalogue.search(scopeOf(request), request.query.keyword, request.query.pageSize)),
  );
}
