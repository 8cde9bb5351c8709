import type {
  Banner,
  CertificationCourse,
  CertificationDetail,
  CertificationSummary,
  CertificationTypeInfo,
  CourseDetail,
  CoursePageInput,
  CourseRow,
  KindEntry,
  Page,
  SearchResult,
  TopicDetail,
} from "#contract/catalogue.ts";
import type { Scope } from "../../scope.ts";
import type { ServiceDeps } from "../../services.ts";

/** Who the catalogue acts for: the request's site and language, and the learner (null: a visitor). */
export type CatalogueScope = Scope & { userId: number | null };

export function createCatalogueService(_deps: Pick<ServiceDeps, "db">) {
  return {
    async certificationList(
      _scope: CatalogueScope,
      _kind?: number,
    ): Promise<CertificationSummary[]> {
      return [];
    },
    async certificationDetail(
      _scope: CatalogueScope,
      _id: number,
    ): Promise<CertificationDetail | null> {
      return null;
    },
    async courseList(_scope: CatalogueScope, _id: number): Promise<CertificationCourse[]> {
      return [];
    },
    async coursePage(_scope: CatalogueScope, _query: CoursePageInput): Promise<Page<CourseRow>> {
      return { rows: [], total: 0 };
    },
    async courseDetail(
      _scope: CatalogueScope,
      _id: number,
      _courseType: number,
    ): Promise<CourseDetail | null> {
      return null;
    },
    async topicDetail(_scope: CatalogueScope, _id: number): Promise<TopicDetail | null> {
      return null;
    },
    async banners(_scope: CatalogueScope, _typeList: number[]): Promise<Banner[]> {
      return [];
    },
    async kinds(_scope: CatalogueScope): Promise<KindEntry[]> {
      return [];
    },
    async certificationTypeInfo(_scope: CatalogueScope): Promise<CertificationTypeInfo> {
      return { certificationTypeList: [], versionLabelList: [] };
    },
    async search(
      _scope: CatalogueScope,
      _keyword: string,
      _pageSize: number,
    ): Promise<SearchResult> {
      return { certifications: [], courses: [], videos: [], total: 0 };
    },
    async homeRecommendations(_scope: CatalogueScope): Promise<CourseRow[]> {
      return [];
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
