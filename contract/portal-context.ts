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
  MyCertification,
} from "./catalogue.ts";
import type { NewsItem } from "./content.ts";
import type { UserInfo } from "./identity.ts";
import type { FrameData } from "./site.ts";

/** Site and language a page acts in, as the frame resolved them. */
export type PageScope = { siteId: number; languageId: number };

/**
 * What a page loader may ask of the server. Fastify fills it per request and
 * hands it to React Router through the router context (ARCHITECTURE §3), so
 * loaders call services directly instead of making HTTP calls to ourselves.
 * Every method checks the scope against the host's tenant.
 */
export type PortalContext = {
  /** Nonce for inline scripts, matching the Content-Security-Policy header. */
  cspNonce: string;
  /**
   * The frame of the site named by the path, or null when the host's tenant
   * has no such site.
   */
  loadFrame(input: { siteName: string; languageId: number | null }): Promise<FrameData | null>;
  /**
   * The site and language a page acts in, chosen exactly as loadFrame chooses
   * them (the remembered language when the site offers it, else its base
   * language), without loading the frame; null when the host's tenant has no
   * such site.
   */
  resolveScope(input: { siteName: string; languageId: number | null }): PageScope | null;
  /** The tenant's default site prefix, for "/" and unknown prefixes. */
  defaultSitePrefix(): string;
  /** Latest news of the site ("what's new" on the home page). */
  topNews(scope: PageScope, size?: number): Promise<NewsItem[]>;
  /** The logged-in user, or null for a visitor. */
  currentUser(): Promise<UserInfo | null>;
  /** Catalogue reads, acting for the request's logged-in learner (or a visitor). */
  catalogue: CatalogueContext;
};

/**
 * The catalogue for page loaders (learner §7 "Catalogue and detail"): the same
 * services as the API calls, scoped to the page's site and language and
 * computing statuses for the request's logged-in learner. A detail of another
 * site or language is null (the page shows not-found).
 */
export type CatalogueContext = {
  /** Certification releases of the site, optionally of one kind (gsc 0, hsc 1, workshopSeminar 2). */
  certificationList(scope: PageScope, kind?: number): Promise<CertificationSummary[]>;
  certificationDetail(scope: PageScope, id: number): Promise<CertificationDetail | null>;
  /** The courses of a certification release with requirement, credits and learning process. */
  courseList(scope: PageScope, certificationReleaseId: number): Promise<CertificationCourse[]>;
  /** Course page list: courseType 0 certification courses, 1 educational videos and topics. */
  coursePage(scope: PageScope, query: CoursePageInput): Promise<Page<CourseRow>>;
  courseDetail(scope: PageScope, id: number, courseType: number): Promise<CourseDetail | null>;
  topicDetail(scope: PageScope, id: number): Promise<TopicDetail | null>;
  banners(scope: PageScope, typeList: number[]): Promise<Banner[]>;
  /** Certification kinds with their names in the page's language. */
  kinds(scope: PageScope): Promise<KindEntry[]>;
  /** Filter lists: certification types with subtypes, version labels. */
  certificationTypeInfo(scope: PageScope): Promise<CertificationTypeInfo>;
  /** Full-text search; each group holds at most pageSize items. */
  search(scope: PageScope, keyword: string, pageSize?: number): Promise<SearchResult>;
  /** Recommended courses for the logged-in learner; empty for a visitor. */
  homeRecommendations(scope: PageScope): Promise<CourseRow[]>;
  /** The logged-in learner's certifications with their courses and progress; empty for a visitor. */
  myCertifications(scope: PageScope): Promise<MyCertification[]>;
};
