import { and, asc, eq, inArray } from "drizzle-orm";
import type { Banner, KindEntry } from "#contract/catalogue.ts";
import { banners, certificationKinds } from "#db/schema/catalogue.ts";
import type { Scope } from "../../scope.ts";
import type { ServiceDeps } from "../../services.ts";
import { createCertificationReads } from "./certifications.service.ts";
import { createCourseReads } from "./courses.service.ts";
import { createSearch } from "./search.service.ts";
import { kindPathName } from "#contract/catalogue-rules.ts";
import { localName } from "./text.ts";

/** Who the catalogue acts for: the request's site and language, and the learner (null: a visitor). */
export type CatalogueScope = Scope & { userId: number | null };

/**
 * The catalogue (learner §7 "Catalogue and detail"): certifications, courses,
 * videos and topics of one site in one language, with the statuses of the
 * learner asking. Shared by the API routes and the page loaders.
 */
export function createCatalogueService(deps: Pick<ServiceDeps, "db" | "siteDirectory">) {
  const { db } = deps;
  const certificationReads = createCertificationReads(deps);
  const courseReads = createCourseReads(deps, certificationReads);
  const { search } = createSearch(deps, certificationReads, courseReads);

  return {
    certificationList: certificationReads.certificationList,
    certificationDetail: certificationReads.certificationDetail,
    courseList: certificationReads.courseList,
    myCertifications: certificationReads.myCertifications,
    releaseInLanguage: certificationReads.releaseInLanguage,
    certificationTypeInfo: certificationReads.certificationTypeInfo,
    typesOfCertificationsWith: certificationReads.typesOfCertificationsWith,
    certificationLanguages: certificationReads.certificationLanguages,
    coursePage: courseReads.coursePage,
    courseDetail: courseReads.courseDetail,
    topicDetail: courseReads.topicDetail,
    homeRecommendations: courseReads.homeRecommendations,
    search,

    /** POST /certification/banner/release/query: banners of the given type codes (learner §9). */
    async banners(scope: CatalogueScope, typeList: readonly number[]): Promise<Banner[]> {
      if (typeList.length === 0) return [];
      return db
        .select({
          id: banners.id,
          type: banners.type,
          title: banners.title,
          subtitle: banners.subtitle,
          image: banners.image,
          link: banners.link,
        })
        .from(banners)
        .where(
          and(
            eq(banners.siteId, scope.site.id),
            eq(banners.languageId, scope.language.id),
            inArray(banners.type, [...new Set(typeList)]),
          ),
        )
        .orderBy(asc(banners.type), asc(banners.sort), asc(banners.id));
    },

    /** GET /certification/getKindList: the tenant's kinds, named in the request's language. */
    async kinds(scope: CatalogueScope): Promise<KindEntry[]> {
      const rows = await db
        .select()
        .from(certificationKinds)
        .where(eq(certificationKinds.tenantId, scope.tenant.id))
        .orderBy(asc(certificationKinds.sort), asc(certificationKinds.kindType));
      return rows.map((row) => ({
        kindType: row.kindType,
        kindName: localName(row.kindNames, scope.language),
        // Paths stay the same in every language of the site.
        pathName: kindPathName(row.kindNames.en ?? Object.values(row.kindNames)[0] ?? String(row.kindType)),
      }));
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
