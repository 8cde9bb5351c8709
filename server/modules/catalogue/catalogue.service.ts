import type { Banner, KindEntry } from "#contract/catalogue.ts";
import type { Scope } from "../../scope.ts";
import type { ServiceDeps } from "../../services.ts";
import { createCertificationReads } from "./certifications.service.ts";
import { createCourseReads } from "./courses.service.ts";
import { createPageReads } from "./page-reads.ts";
import { createSearch } from "./search.service.ts";
import { createSnapshots } from "./snapshot.ts";
import type { LearnerFacts } from "./status.ts";
import type { PracticeCounts } from "./snapshot.ts";
import { kindPathName } from "#contract/catalogue-rules.ts";
import { localName } from "./text.ts";

/** Who the catalogue acts for: the request's site and language, and the learner (null: a visitor). */
export type CatalogueScope = Scope & { userId: number | null };
/** Reads that do not depend on the learner take either. */
type ReadScope = Scope & { userId?: number | null };

/**
 * The catalogue (learner §7 "Catalogue and detail"): certifications, courses,
 * videos and topics of one site in one language, with the statuses of the
 * learner asking. Shared by the API routes and the page loaders.
 */
export function createCatalogueService(
  deps: Pick<ServiceDeps, "db" | "siteDirectory"> & {
    learner: LearnerFacts;
    practice: PracticeCounts;
  },
) {
  const snapshots = createSnapshots(deps.db, deps.practice);
  const invalidationListeners = new Set<() => void>();
  const certificationReads = createCertificationReads(deps, snapshots);
  const courseReads = createCourseReads(deps, snapshots, certificationReads);
  const { search } = createSearch(deps, snapshots, certificationReads, courseReads);

  /** POST /certification/banner/release/query: banners of the given type codes (learner §9). */
  async function banners(scope: ReadScope, typeList: readonly number[]): Promise<Banner[]> {
    const wanted = new Set(typeList);
    return (await snapshots.of(scope)).banners.filter((banner) => wanted.has(banner.type));
  }

  return {
    ...createPageReads({ ...certificationReads, ...courseReads, banners }),
    banners,
    certificationList: certificationReads.certificationList,
    certificationDetail: certificationReads.certificationDetail,
    classroomCertifications: certificationReads.classroomCertifications,
    courseList: certificationReads.courseList,
    myCertifications: certificationReads.myCertifications,
    releaseInLanguage: certificationReads.releaseInLanguage,
    certificationTypeInfo: certificationReads.certificationTypeInfo,
    typesOfCertificationsWith: certificationReads.typesOfCertificationsWith,
    certificationLanguages: certificationReads.certificationLanguages,
    coursePage: courseReads.coursePage,
    videoTypeInfo: courseReads.videoTypeInfo,
    courseDetail: courseReads.courseDetail,
    courseAccess: courseReads.courseAccess,
    examStanding: certificationReads.examStanding,
    quizStanding: courseReads.quizStanding,
    topicDetail: courseReads.topicDetail,
    homeRecommendations: courseReads.homeRecommendations,
    search,
    /** Drops the cached catalogue copies (after an edit; tests), and what was kept of them. */
    invalidate() {
      snapshots.invalidate();
      for (const listener of invalidationListeners) listener();
    },
    /** Calls `listener` whenever the catalogue copies are dropped (answers derived from them go too). */
    onInvalidate(listener: () => void) {
      invalidationListeners.add(listener);
    },

    /** GET /certification/getKindList: the tenant's kinds, named in the request's language. */
    async kinds(scope: ReadScope): Promise<KindEntry[]> {
      const { kinds } = await snapshots.tenantLists(scope);
      return kinds.map((row) => ({
        kindType: row.kindType,
        kindName: localName(row.kindNames, scope.language),
        // Paths stay the same in every language of the site.
        pathName: kindPathName(
          row.kindNames.en ?? Object.values(row.kindNames)[0] ?? String(row.kindType),
        ),
      }));
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
