import type { FastifyInstance, FastifyRequest } from "fastify";
import { catalogueApi } from "#contract/catalogue.ts";
import { registerCalls } from "../../call-table.ts";
import type { CatalogueScope } from "./catalogue.service.ts";

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

/** A visitor's answer is the same for every visitor: it may be kept (visitor-responses.ts). */
const shared = { sharedWithVisitors: true } as const;

/** Catalogue and detail calls (learner §7), scoped to the request's site and language. */
export async function catalogueRoutes(app: FastifyInstance) {
  const catalogue = app.services.catalogue;

  registerCalls(
    app,
    catalogueApi,
    {
      coursePage: {
        summary:
          "Course page list: courseType 0 courses of certifications (certification list filter), 1 educational videos and topics (video list filter)",
        config: shared,
        handle: (request, input) => catalogue.coursePage(scopeOf(request), input),
      },
      courseDetail: {
        summary: "Course or video detail with chapters (locked ones marked), never a video file",
        config: shared,
        handle: (request, input) =>
          catalogue.courseDetail(scopeOf(request), input.id, input.courseType),
      },
      topicDetail: {
        summary: "Topic (stand-alone educational video) detail",
        config: shared,
        handle: (request, input) => catalogue.topicDetail(scopeOf(request), input.id),
      },
      certificationDetail: {
        summary: "Certification detail: statuses for the learner, credits, child versions, courses",
        config: shared,
        handle: (request, input) => catalogue.certificationDetail(scopeOf(request), input.id),
      },
      courseList: {
        summary: "Courses of a certification release with requirement and credits",
        config: shared,
        handle: (request, input) => catalogue.courseList(scopeOf(request), input.certificationId),
      },
      certificationList: {
        summary: "Certification releases of the site (top-level versions), optionally of one kind",
        config: shared,
        handle: (request, input) => catalogue.certificationList(scopeOf(request), input.kind),
      },
      releaseInLanguage: {
        summary: "The release of the same certification in another language of the tenant, or null",
        // languageId names the language wanted, which may belong to another site.
        config: { languageScope: "tenant", sharedWithVisitors: true },
        handle: (request, input) =>
          catalogue.releaseInLanguage(
            scopeOf(request),
            input.releaseCertificationId,
            input.languageId,
          ),
      },
      certificationTypeInfo: {
        summary: "Certification types with subtypes and version labels (list filters)",
        handle: (request) => catalogue.certificationTypeInfo(scopeOf(request)),
      },
      videoTypeInfo: {
        summary:
          "Product lines and video types of the site's educational videos (video list filters)",
        handle: (request) => catalogue.videoTypeInfo(scopeOf(request)),
      },
      banners: {
        summary:
          "Banners of type codes (list pages: kind 0 -> 4, 1 -> 3; certification detail: 0 -> 8, 1 -> 7)",
        handle: (request, input) => catalogue.banners(scopeOf(request), input.typeList),
      },
      kinds: {
        summary: "Certification kinds (kindType, kindName in the request's language)",
        config: shared,
        handle: (request) => catalogue.kinds(scopeOf(request)),
      },
      typesWithClassroom: {
        summary: "Types of the site's certifications that have online or onsite classrooms",
        config: shared,
        handle: (request, input) =>
          catalogue.typesOfCertificationsWith(scopeOf(request), "classroom", input.kind),
      },
      typesWithPracticalExam: {
        summary: "Types of the site's certifications that have a practical exam",
        config: shared,
        handle: (request, input) =>
          catalogue.typesOfCertificationsWith(scopeOf(request), "practicalExam", input.kind),
      },
      certificationLanguages: {
        summary: "Languages in which the site has certification releases",
        config: shared,
        handle: (request) => catalogue.certificationLanguages(scopeOf(request)),
      },
      myCertifications: {
        summary: "The learner's certifications on this site with courses and progress (login)",
        handle: (request) => catalogue.myCertifications(learnerOf(request)),
      },
      homeCourses: {
        summary:
          "Home page recommendations (login): unfinished courses of enrolled certifications, else the newest",
        handle: (request) => catalogue.homeRecommendations(learnerOf(request)),
      },
      search: {
        summary: "Search certifications, courses and videos of the site (full text, ranked)",
        config: shared,
        handle: (request, input) =>
          catalogue.search(scopeOf(request), input.keyword, input.pageSize),
      },
    },
    ["catalogue"],
  );
}
