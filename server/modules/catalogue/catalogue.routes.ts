import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  bannerSchema,
  certificationCourseSchema,
  certificationDetailSchema,
  certificationLanguageSchema,
  certificationSummarySchema,
  certificationTypeEntrySchema,
  certificationTypeInfoSchema,
  courseDetailSchema,
  coursePageQuerySchema,
  courseRowSchema,
  kindSchema,
  languageReleaseSchema,
  myCertificationSchema,
  pageSchema,
  searchQuerySchema,
  searchResultSchema,
  topicDetailSchema,
} from "#contract/catalogue.ts";
import { envelopeSchema } from "#contract/envelope.ts";
import { ok } from "../../plugins/envelope.ts";
import type { CatalogueScope } from "./catalogue.service.ts";

const tags = ["catalogue"];
const id = z.coerce.number().int().positive().max(2_147_483_647);
const courseType = z.coerce
  .number()
  .pipe(z.union([z.literal(0), z.literal(1)]))
  .default(0);
const kind = z.coerce.number().int().min(0).max(2);

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
      schema: {
        tags,
        summary:
          "Course page list: courseType 0 courses of certifications (certification list filter), 1 educational videos and topics (video list filter)",
        querystring: coursePageQuerySchema,
        response: { 200: envelopeSchema(pageSchema(courseRowSchema)) },
      },
    },
    async (request) => ok(await catalogue.coursePage(scopeOf(request), request.query)),
  );

  app.get(
    "/certification/release/course/detail",
    {
      schema: {
        tags,
        summary: "Course or video detail with chapters (locked ones marked), never a video file",
        querystring: z.object({ id, courseType }),
        response: { 200: envelopeSchema(courseDetailSchema) },
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
      schema: {
        tags,
        summary: "Topic (stand-alone educational video) detail",
        querystring: z.object({ id }),
        response: { 200: envelopeSchema(topicDetailSchema) },
      },
    },
    async (request) => ok(await catalogue.topicDetail(scopeOf(request), request.query.id)),
  );

  app.get(
    "/certification/release/certification/detail",
    {
      schema: {
        tags,
        summary: "Certification detail: statuses for the learner, credits, child versions, courses",
        querystring: z.object({ id }),
        response: { 200: envelopeSchema(certificationDetailSchema) },
      },
    },
    async (request) => ok(await catalogue.certificationDetail(scopeOf(request), request.query.id)),
  );

  app.get(
    "/certification/release/course/list",
    {
      schema: {
        tags,
        summary: "Courses of a certification release with requirement and credits",
        querystring: z.object({ certificationId: id }),
        response: { 200: envelopeSchema(z.array(certificationCourseSchema)) },
      },
    },
    async (request) =>
      ok(await catalogue.courseList(scopeOf(request), request.query.certificationId)),
  );

  app.get(
    "/certification/release/certification/list",
    {
      schema: {
        tags,
        summary: "Certification releases of the site (top-level versions), optionally of one kind",
        querystring: z.object({ kind: kind.optional() }),
        response: { 200: envelopeSchema(z.array(certificationSummarySchema)) },
      },
    },
    async (request) => ok(await catalogue.certificationList(scopeOf(request), request.query.kind)),
  );

  app.get(
    "/certification/release/certification/getByCountryLanguage",
    {
      // languageId names the language wanted, which may belong to another site.
      config: { languageScope: "tenant" },
      schema: {
        tags,
        summary: "The release of the same certification in another language of the tenant, or null",
        querystring: z.object({ releaseCertificationId: id, languageId: id }),
        response: { 200: envelopeSchema(languageReleaseSchema) },
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
        response: { 200: envelopeSchema(certificationTypeInfoSchema) },
      },
    },
    async (request) => ok(await catalogue.certificationTypeInfo(scopeOf(request))),
  );

  app.post(
    "/certification/banner/release/query",
    {
      schema: {
        tags,
        summary:
          "Banners of type codes (list pages: kind 0 -> 4, 1 -> 3; certification detail: 0 -> 8, 1 -> 7)",
        body: z.object({
          typeList: z.array(z.number().int().min(0).max(99)).min(1).max(20),
        }),
        response: { 200: envelopeSchema(z.array(bannerSchema)) },
      },
    },
    async (request) => ok(await catalogue.banners(scopeOf(request), request.body.typeList)),
  );

  app.get(
    "/certification/getKindList",
    {
      schema: {
        tags,
        summary: "Certification kinds (kindType, kindName in the request's language)",
        response: { 200: envelopeSchema(z.array(kindSchema)) },
      },
    },
    async (request) => ok(await catalogue.kinds(scopeOf(request))),
  );

  app.get(
    "/certification/getCertificationTypeListByClassroom",
    {
      schema: {
        tags,
        summary: "Types of the site's certifications that have online or onsite classrooms",
        querystring: z.object({ kind: kind.optional() }),
        response: { 200: envelopeSchema(z.array(certificationTypeEntrySchema)) },
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
      schema: {
        tags,
        summary: "Types of the site's certifications that have a practical exam",
        querystring: z.object({ kind: kind.optional() }),
        response: { 200: envelopeSchema(z.array(certificationTypeEntrySchema)) },
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
      schema: {
        tags,
        summary: "Languages in which the site has certification releases",
        response: { 200: envelopeSchema(z.array(certificationLanguageSchema)) },
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
        response: { 200: envelopeSchema(z.array(myCertificationSchema)) },
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
        response: { 200: envelopeSchema(z.array(courseRowSchema)) },
      },
    },
    async (request) => ok(await catalogue.homeRecommendations(learnerOf(request))),
  );

  app.post(
    "/certification/recommendation/getHomePageClassroom",
    {
      schema: {
        tags,
        summary: "Home page classroom recommendations (login); empty until classrooms exist",
        response: { 200: envelopeSchema(z.array(z.object({ id: z.number().int() }))) },
      },
    },
    async (request) => {
      learnerOf(request);
      // Classrooms (seminar, workshop, webinar) arrive with the classroom issue;
      // until then there is nothing to recommend, and the call answers an empty list.
      return ok([]);
    },
  );

  app.get(
    "/certification/search",
    {
      schema: {
        tags,
        summary: "Search certifications, courses and videos of the site (full text, ranked)",
        querystring: searchQuerySchema,
        response: { 200: envelopeSchema(searchResultSchema) },
      },
    },
    async (request) =>
      ok(await catalogue.search(scopeOf(request), request.query.keyword, request.query.pageSize)),
  );
}
