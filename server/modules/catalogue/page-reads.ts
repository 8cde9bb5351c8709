import { detailBannerType, listBannerType } from "#contract/catalogue-rules.ts";
import type {
  CertificationPage,
  TrackListing,
  TrackListingQuery,
} from "#contract/portal-context.ts";
import type { Banner } from "#contract/catalogue.ts";
import type { CatalogueScope } from "./catalogue.service.ts";
import type { createCertificationReads } from "./certifications.service.ts";
import type { createCourseReads } from "./courses.service.ts";

type Reads = Pick<
  ReturnType<typeof createCertificationReads>,
  "certificationDetail" | "certificationList" | "certificationTypeInfo" | "classroomCertifications"
> &
  Pick<ReturnType<typeof createCourseReads>, "coursePage"> & {
    banners(scope: CatalogueScope, typeList: readonly number[]): Promise<Banner[]>;
  };

/**
 * What the catalogue's pages show, each in one call: the reads a page combines
 * are combined here, so the page loaders only parse their input and shape the
 * answer (ARCHITECTURE §3).
 */
export function createPageReads(reads: Reads) {
  /** The banners of a type code; none for a kind without one (decision 0058). */
  const bannersOf = async (scope: CatalogueScope, type: number | null) =>
    type === null ? [] : reads.banners(scope, [type]);

  return {
    /** The certification detail page (learner §2): the release and its kind's detail banner. */
    async certificationPage(scope: CatalogueScope, id: number): Promise<CertificationPage> {
      const detail = await reads.certificationDetail(scope, id);
      const [banner] = await bannersOf(scope, detailBannerType(detail.kind));
      return { detail, banner: banner ?? null };
    },

    /** A track page of one kind (frame §2): the banner and the tab's list. */
    async trackListing(scope: CatalogueScope, query: TrackListingQuery): Promise<TrackListing> {
      const listing: TrackListing = {
        banner: null,
        certifications: [],
        courses: null,
        typeInfo: null,
        classrooms: [],
      };
      const [[banner]] = await Promise.all([
        bannersOf(scope, listBannerType(query.kindType)),
        (async () => {
          if (query.page === "overview") {
            listing.certifications = await reads.certificationList(scope, query.kindType);
          } else if (query.page === "classroom") {
            listing.classrooms = await reads.classroomCertifications(scope, query.kindType);
          } else {
            [listing.courses, listing.typeInfo] = await Promise.all([
              reads.coursePage(scope, query.courses),
              reads.certificationTypeInfo(scope),
            ]);
          }
        })(),
      ]);
      listing.banner = banner ?? null;
      return listing;
    },
  };
}
