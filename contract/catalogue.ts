import { z } from "zod";
import { PAGE_SIZE } from "./catalogue-rules.ts";
import { endpoints, idSchema, scopeSchema } from "./endpoint.ts";

// ---- Shapes of the catalogue calls (learner §7 "Catalogue and detail") ----

const pageQuery = {
  pageNum: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(128).default(PAGE_SIZE.desktop),
};

/**
 * GET /certification/release/course/page/list. courseType 0 lists the courses
 * of certifications (certification list filter), 1 the educational videos
 * (video list filter), both learner §3.
 */
export const coursePageQuerySchema = z.object({
  courseType: z.coerce
    .number()
    .pipe(z.union([z.literal(0), z.literal(1)]))
    .default(0),
  kind: z.coerce.number().int().min(0).max(2).optional(),
  keyword: z.string().trim().max(100).optional(),
  certificationTypeName: z.string().trim().max(100).optional(),
  certificationSubtypeName: z.string().trim().max(100).optional(),
  requirement: z.coerce
    .number()
    .pipe(z.union([z.literal(0), z.literal(1)]))
    .optional(),
  languageComplete: z.string().trim().max(100).optional(),
  versionLabel: z.string().trim().max(20).optional(),
  productLineId: idSchema.optional(),
  videoTypeId: idSchema.optional(),
  type: z.coerce
    .number()
    .pipe(z.union([z.literal(0), z.literal(1), z.literal(2)]))
    .default(0),
  ...pageQuery,
});
export type CoursePageQuery = z.infer<typeof coursePageQuerySchema>;

export const courseRowSchema = z.object({
  /** Course release id, or topic id when `isTopic`. */
  id: z.number().int(),
  courseType: z.number().int(),
  isTopic: z.boolean(),
  courseName: z.string(),
  summary: z.string(),
  coverImage: z.string(),
  duration: z.number().int(),
  versionLabel: z.string(),
  languageComplete: z.string(),
  chapterCount: z.number().int(),
  /** The certification release the course counts for (first one), if any. */
  relationId: z.number().int().nullable(),
  certificationName: z.string().nullable(),
  kind: z.number().int().nullable(),
  requirement: z.number().int().nullable(),
  credits: z.number().int().nullable(),
  productLineName: z.string().nullable(),
  videoTypeName: z.string().nullable(),
  publishedAt: z.string(),
  /** The learner's learning process, null for visitors. */
  learningProcess: z.number().int().nullable(),
});
export type CourseRow = z.infer<typeof courseRowSchema>;

export const pageSchema = <T extends z.ZodType>(row: T) =>
  z.object({ rows: z.array(row), total: z.number().int() });

export const chapterSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  duration: z.number().int(),
  /** Whether the learner cannot open it yet (lock icon). */
  locked: z.boolean(),
  /** Completed by the learner. */
  completed: z.boolean(),
});

/** GET /certification/release/course/detail (learner §3 "Course detail"). */
export const courseDetailSchema = z.object({
  id: z.number().int(),
  relationId: z.number().int().nullable(),
  kind: z.number().int().nullable(),
  courseType: z.number().int(),
  courseName: z.string(),
  description: z.string(),
  coverImage: z.string(),
  duration: z.number().int(),
  versionLabel: z.string(),
  quizExist: z.boolean(),
  learningProcess: z.number().int(),
  exerciseProcess: z.number().int(),
  registrationStatus: z.number().int(),
  /** The certification's currentStatus, for the quiz entry (learner §4 "Quiz"). */
  certificationStatus: z.number().int().nullable(),
  /**
   * The credits the course gives in that certification (learner §3 "Course
   * inside a certification"); null when it belongs to no certification, so
   * it earns none (decision 0020).
   */
  credits: z.number().int().nullable(),
  /**
   * The chapter the course opens on: the one last watched (or the next, when
   * that one was watched to its end); the first for a course not started.
   */
  resumeChapterId: z.number().int().nullable(),
  courseContentReleaseDTOS: z.array(chapterSchema),
  /** Practice labs the course offers (frame §2 "Hands-on practice"; decision 0059); 0: no such button. */
  practiceLabCount: z.number().int(),
});
export type CourseDetail = z.infer<typeof courseDetailSchema>;

export const certificationCourseSchema = z.object({
  id: z.number().int(),
  relationId: z.number().int(),
  courseType: z.number().int(),
  courseName: z.string(),
  summary: z.string(),
  coverImage: z.string(),
  duration: z.number().int(),
  requirement: z.number().int(),
  credits: z.number().int(),
  learningProcess: z.number().int(),
});
export type CertificationCourse = z.infer<typeof certificationCourseSchema>;

export const certificationSummarySchema = z.object({
  id: z.number().int(),
  certificationId: z.number().int(),
  kind: z.number().int(),
  level: z.string(),
  certificationName: z.string(),
  summary: z.string(),
  coverImage: z.string(),
  versionLabel: z.string(),
  creditsNeeded: z.number().int(),
  practicalExam: z.boolean(),
  certificationTypeName: z.string().nullable(),
  certificationSubtypeName: z.string().nullable(),
  isExpand: z.boolean(),
  currentStatus: z.number().int(),
  childStatus: z.number().int(),
});
export type CertificationSummary = z.infer<typeof certificationSummarySchema>;

/** GET /certification/release/certification/detail (learner §3 "Certification detail"). */
export const certificationDetailSchema = certificationSummarySchema.extend({
  description: z.string(),
  detailFile: z.string(),
  hasOnlineClassroom: z.boolean(),
  hasOnsiteClassroom: z.boolean(),
  registrationStatus: z.number().int(),
  /**
   * Whether an enrolment without an invitation code is approved at once (frame §4
   * "auto-approved"), by the certification's approval policy (decision 0048); otherwise the
   * site's approver reviews it in about 1 to 3 working days (frame §9).
   */
  autoApprove: z.boolean(),
  compulsoryCredits: z.object({ earned: z.number().int(), total: z.number().int() }),
  electiveCredits: z.object({ earned: z.number().int(), total: z.number().int() }),
  prerequisite: z
    .object({
      certificationReleaseId: z.number().int(),
      certificationName: z.string(),
      versionLabel: z.string(),
    })
    .nullable(),
  userCourseUpdateDTO: z
    .object({ id: z.number().int(), viewExamTips: z.number().int(), viewUpdate: z.number().int() })
    .nullable(),
  sonCertificationReleaseDTOList: z.array(certificationSummarySchema),
  courses: z.array(certificationCourseSchema),
});
export type CertificationDetail = z.infer<typeof certificationDetailSchema>;

export const bannerSchema = z.object({
  id: z.number().int(),
  type: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  image: z.string(),
  link: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const kindSchema = z.object({
  kindType: z.number().int(),
  kindName: z.string(),
  /** The listing path segment (learner §2: the English kind name lower-cased, spaces to hyphens). */
  pathName: z.string(),
});
export type KindEntry = z.infer<typeof kindSchema>;

export const certificationTypeEntrySchema = z.object({
  id: z.number().int(),
  certificationTypeName: z.string(),
  subtypeList: z.array(z.object({ id: z.number().int(), certificationSubtypeName: z.string() })),
});

export const topicDetailSchema = z.object({
  id: z.number().int(),
  topicName: z.string(),
  description: z.string(),
  coverImage: z.string(),
  duration: z.number().int(),
  /** The topic has a quiz: the exam page's relation type 2 (learner §4, decision 0056). */
  quizExist: z.boolean(),
  productLineName: z.string().nullable(),
  videoTypeName: z.string().nullable(),
  publishedAt: z.string(),
  /** A visitor sees the lock (learner §4). */
  locked: z.boolean(),
});
export type TopicDetail = z.infer<typeof topicDetailSchema>;

export const searchResultSchema = z.object({
  certifications: z.array(certificationSummarySchema),
  courses: z.array(courseRowSchema),
  videos: z.array(courseRowSchema),
  total: z.number().int(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** POST /certification/getCertificationTypeInfo: the filter lists of the certification list. */
export const certificationTypeInfoSchema = z.object({
  certificationTypeList: z.array(certificationTypeEntrySchema),
  versionLabelList: z.array(z.string()),
});
export type CertificationTypeInfo = z.infer<typeof certificationTypeInfoSchema>;

/**
 * POST /certification/getVideoTypeInfo (decision 0057): the choices of the
 * video list filter's productLineId and videoTypeId (learner §3), those the
 * site's educational videos have, named in the site's language.
 */
export const videoTypeInfoSchema = z.object({
  productLineList: z.array(z.object({ id: z.number().int(), productLineName: z.string() })),
  videoTypeList: z.array(z.object({ id: z.number().int(), videoTypeName: z.string() })),
});
export type VideoTypeInfo = z.infer<typeof videoTypeInfoSchema>;

/** GET /certification/getCertificationLanguageBySiteId: languages with certification releases. */
export const certificationLanguageSchema = z.object({
  id: z.number().int(),
  languageComplete: z.string(),
});
export type CertificationLanguage = z.infer<typeof certificationLanguageSchema>;

/**
 * GET /certification/release/certification/getByCountryLanguage: the release
 * of the same certification in another language (and site) of the tenant.
 */
export const languageReleaseSchema = z.object({
  id: z.number().int(),
  siteId: z.number().int(),
  languageId: z.number().int(),
  pathPrefix: z.string(),
  certificationName: z.string(),
  versionLabel: z.string(),
});
export type LanguageRelease = z.infer<typeof languageReleaseSchema>;

/** GET /certification/release/my/courseOfCertification: a learner's certifications with progress. */
export const myCertificationSchema = certificationSummarySchema.extend({
  registrationStatus: z.number().int(),
  compulsoryCredits: z.object({ earned: z.number().int(), total: z.number().int() }),
  electiveCredits: z.object({ earned: z.number().int(), total: z.number().int() }),
  courses: z.array(certificationCourseSchema),
});
export type MyCertification = z.infer<typeof myCertificationSchema>;

/** Input of the course page list as a caller writes it (defaults filled by the schema). */
export type CoursePageInput = z.input<typeof coursePageQuerySchema>;
export type Page<T> = { rows: T[]; total: number };

/** GET /certification/search: the search page across certifications, courses and videos. */
export const searchQuerySchema = z.object({
  keyword: z.string().trim().min(1).max(100),
  pageSize: z.coerce.number().int().min(1).max(50).default(PAGE_SIZE.desktop),
});

const courseType = z.coerce
  .number<0 | 1>()
  .pipe(z.union([z.literal(0), z.literal(1)]))
  .default(0);
/** gsc 0, hsc 1, other 2. */
const kind = z.coerce.number<number>().int().min(0).max(2);
const kindQuery = scopeSchema.extend({ kind: kind.optional() });

/** The catalogue's calls (learner §7 "Catalogue and detail"). */
export const catalogueApi = endpoints({
  coursePage: {
    path: "/certification/release/course/page/list",
    method: "GET",
    request: scopeSchema.extend(coursePageQuerySchema.shape),
    response: pageSchema(courseRowSchema),
  },
  courseDetail: {
    path: "/certification/release/course/detail",
    method: "GET",
    request: scopeSchema.extend({ id: idSchema, courseType }),
    response: courseDetailSchema,
  },
  topicDetail: {
    path: "/certification/release/topic/detail",
    method: "GET",
    request: scopeSchema.extend({ id: idSchema }),
    response: topicDetailSchema,
  },
  certificationDetail: {
    path: "/certification/release/certification/detail",
    method: "GET",
    request: scopeSchema.extend({ id: idSchema }),
    response: certificationDetailSchema,
  },
  courseList: {
    path: "/certification/release/course/list",
    method: "GET",
    request: scopeSchema.extend({ certificationId: idSchema }),
    response: z.array(certificationCourseSchema),
  },
  certificationList: {
    path: "/certification/release/certification/list",
    method: "GET",
    request: kindQuery,
    response: z.array(certificationSummarySchema),
  },
  releaseInLanguage: {
    path: "/certification/release/certification/getByCountryLanguage",
    method: "GET",
    // languageId names the language wanted, which may belong to another site of the tenant.
    request: scopeSchema.extend({ releaseCertificationId: idSchema, languageId: idSchema }),
    // null when the certification has no release in that language.
    response: languageReleaseSchema.nullable(),
  },
  certificationTypeInfo: {
    path: "/certification/getCertificationTypeInfo",
    method: "POST",
    request: scopeSchema,
    response: certificationTypeInfoSchema,
  },
  videoTypeInfo: {
    path: "/certification/getVideoTypeInfo",
    method: "POST",
    request: scopeSchema,
    response: videoTypeInfoSchema,
  },
  banners: {
    path: "/certification/banner/release/query",
    method: "POST",
    request: scopeSchema.extend({
      typeList: z.array(z.number().int().min(0).max(99)).min(1).max(20),
    }),
    response: z.array(bannerSchema),
  },
  kinds: {
    path: "/certification/getKindList",
    method: "GET",
    request: scopeSchema,
    response: z.array(kindSchema),
  },
  typesWithClassroom: {
    path: "/certification/getCertificationTypeListByClassroom",
    method: "GET",
    request: kindQuery,
    response: z.array(certificationTypeEntrySchema),
  },
  typesWithPracticalExam: {
    path: "/certification/getCertificationTypeListByPracticalExam",
    method: "GET",
    request: kindQuery,
    response: z.array(certificationTypeEntrySchema),
  },
  certificationLanguages: {
    path: "/certification/getCertificationLanguageBySiteId",
    method: "GET",
    request: scopeSchema,
    response: z.array(certificationLanguageSchema),
  },
  myCertifications: {
    path: "/certification/release/my/courseOfCertification",
    method: "GET",
    request: scopeSchema,
    response: z.array(myCertificationSchema),
  },
  homeCourses: {
    path: "/certification/recommendation/getHomePageCourseList",
    method: "POST",
    request: scopeSchema,
    response: z.array(courseRowSchema),
  },
  search: {
    path: "/certification/search",
    method: "GET",
    request: scopeSchema.extend(searchQuerySchema.shape),
    response: searchResultSchema,
  },
});
