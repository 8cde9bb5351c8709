import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  varchar,
} from "drizzle-orm/pg-core";
import {
  generatedId,
  id,
  regconfig,
  searchVector,
  siteScope,
  tenantScope,
  timestamps,
  tsvector,
} from "../columns.ts";
import { languages, sites, tenants } from "./site.ts";

/**
 * Certification kinds of a tenant (learner §4: gsc 0, hsc 1, workshopSeminar 2)
 * with their display names; the names form the tenant-specific listing paths
 * (/overview/{kind-name}).
 */
export const certificationKinds = pgTable(
  "certification_kinds",
  {
    tenantId: tenantScope().references(() => tenants.id, { onDelete: "cascade" }),
    kindType: smallint("kind_type").notNull(),
    /** Name per language pack; "en" is the fallback. */
    kindNames: jsonb("kind_names").$type<Record<string, string>>().notNull(),
    sort: smallint("sort").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.kindType] })],
);

/** Certification types (video security, access control...) and their subtypes. */
export const certificationTypes = pgTable(
  "certification_types",
  {
    id: id(),
    tenantId: tenantScope().references(() => tenants.id, { onDelete: "cascade" }),
    parentId: integer("parent_id"),
    typeNames: jsonb("type_names").$type<Record<string, string>>().notNull(),
    sort: smallint("sort").notNull().default(0),
  },
  (t) => [index("certification_types_tenant_idx").on(t.tenantId, t.parentId)],
);

export const productLines = pgTable("product_lines", {
  id: id(),
  tenantId: tenantScope().references(() => tenants.id, { onDelete: "cascade" }),
  names: jsonb("names").$type<Record<string, string>>().notNull(),
  sort: smallint("sort").notNull().default(0),
});

export const videoTypes = pgTable("video_types", {
  id: id(),
  tenantId: tenantScope().references(() => tenants.id, { onDelete: "cascade" }),
  names: jsonb("names").$type<Record<string, string>>().notNull(),
  sort: smallint("sort").notNull().default(0),
});

/**
 * A certification program (learner §3 "Certification detail"): kind, level,
 * type, credits needed, practical exam, classrooms, prerequisite.
 */
export const certifications = pgTable(
  "certifications",
  {
    id: id(),
    tenantId: tenantScope().references(() => tenants.id, { onDelete: "cascade" }),
    kind: smallint("kind").notNull(),
    /** HCSA, HCSP, HCSE (hsc); CGSA, CGSP (gsc). */
    level: varchar("level", { length: 8 }).notNull(),
    typeId: integer("type_id").references(() => certificationTypes.id),
    subtypeId: integer("subtype_id").references(() => certificationTypes.id),
    /** Credits needed before the exam (learner §9: 9 brand, 12 general). */
    creditsNeeded: smallint("credits_needed").notNull(),
    practicalExam: boolean("practical_exam").notNull().default(false),
    hasOnlineClassroom: boolean("has_online_classroom").notNull().default(false),
    hasOnsiteClassroom: boolean("has_onsite_classroom").notNull().default(false),
    /** The certification to hold first (associate before professional). */
    prerequisiteId: integer("prerequisite_id"),
    /** "manual": registrations wait for an approver; "automatic": approved at once. */
    approvalPolicy: varchar("approval_policy", { length: 10, enum: ["manual", "automatic"] })
      .notNull()
      .default("manual"),
    /**
     * Days after the failure that forced relearning before the theory exam
     * may be sat again (decision 0041, frame §4 "Two theory failures force relearning").
     */
    relearnWaitDays: smallint("relearn_wait_days").notNull().default(14),
    /** Learning cycles of theory attempts a learner has per release, in all (decision 0041). */
    maxLearningCycles: smallint("max_learning_cycles").notNull().default(3),
    sort: smallint("sort").notNull().default(0),
  },
  (t) => [
    check("certifications_relearn_wait_check", sql`${t.relearnWaitDays} >= 0`),
    check("certifications_learning_cycles_check", sql`${t.maxLearningCycles} >= 1`),
    index("certifications_tenant_kind_idx").on(t.tenantId, t.kind, t.sort),
    // Type and subtype filters of the course page list and the classroom/practical-exam type lists.
    index("certifications_type_idx").on(t.tenantId, t.typeId, t.subtypeId),
  ],
);

/** A certification as published on one site in one language, in one version. */
export const certificationReleases = pgTable(
  "certification_releases",
  {
    id: id(),
    certificationId: integer("certification_id")
      .notNull()
      .references(() => certifications.id, { onDelete: "cascade" }),
    siteId: siteScope().references(() => sites.id, { onDelete: "cascade" }),
    languageId: integer("language_id")
      .notNull()
      .references(() => languages.id),
    /** A child version hangs under its parent release (sonCertificationReleaseDTOList). */
    parentReleaseId: integer("parent_release_id"),
    versionLabel: varchar("version_label", { length: 20 }).notNull(),
    certificationName: varchar("certification_name", { length: 200 }).notNull(),
    summary: text("summary").notNull().default(""),
    /** Rich text, sanitised on output. */
    description: text("description").notNull().default(""),
    coverImage: varchar("cover_image", { length: 300 }).notNull().default(""),
    /** Intro video (learner §3 detailFile). */
    detailFile: varchar("detail_file", { length: 300 }).notNull().default(""),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
    sort: smallint("sort").notNull().default(0),
    searchConfig: regconfig("search_config").notNull().default("simple"),
    search: tsvector("search").generatedAlwaysAs(searchVector("certification_name", "summary")),
    ...timestamps(),
  },
  (t) => [
    index("certification_releases_scope_idx").on(t.siteId, t.languageId, t.sort),
    index("certification_releases_parent_idx").on(t.parentReleaseId),
    // The same certification in another language (getByCountryLanguage), prerequisites.
    index("certification_releases_certification_idx").on(t.certificationId, t.languageId),
    index("certification_releases_search_idx").using("gin", t.search),
  ],
);

/** A course (type 0) or a video (type 1). */
export const courses = pgTable(
  "courses",
  {
    id: id(),
    tenantId: tenantScope().references(() => tenants.id, { onDelete: "cascade" }),
    courseType: smallint("course_type").notNull(),
    productLineId: integer("product_line_id").references(() => productLines.id),
    videoTypeId: integer("video_type_id").references(() => videoTypes.id),
  },
  (t) => [
    index("courses_tenant_type_idx").on(t.tenantId, t.courseType),
    // Video list filters (learner §3): product line, video type.
    index("courses_product_line_idx").on(t.productLineId),
    index("courses_video_type_idx").on(t.videoTypeId),
  ],
);

export const courseReleases = pgTable(
  "course_releases",
  {
    id: id(),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    siteId: siteScope().references(() => sites.id, { onDelete: "cascade" }),
    languageId: integer("language_id")
      .notNull()
      .references(() => languages.id),
    courseName: varchar("course_name", { length: 200 }).notNull(),
    description: text("description").notNull().default(""),
    coverImage: varchar("cover_image", { length: 300 }).notNull().default(""),
    /** Seconds of video in all chapters. */
    duration: integer("duration").notNull().default(0),
    versionLabel: varchar("version_label", { length: 20 }).notNull().default(""),
    /** Whether a quiz closes the course (learner §4 "Quiz"). */
    quizExist: boolean("quiz_exist").notNull().default(false),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
    searchConfig: regconfig("search_config").notNull().default("simple"),
    search: tsvector("search").generatedAlwaysAs(searchVector("course_name", "description")),
    ...timestamps(),
  },
  (t) => [
    index("course_releases_scope_idx").on(t.siteId, t.languageId, t.publishedAt),
    index("course_releases_course_idx").on(t.courseId),
    index("course_releases_search_idx").using("gin", t.search),
  ],
);

/** Chapters of a course release (courseContentReleaseDTOS). */
export const courseChapters = pgTable(
  "course_chapters",
  {
    id: id(),
    courseReleaseId: integer("course_release_id")
      .notNull()
      .references(() => courseReleases.id, { onDelete: "cascade" }),
    title: varchar("title", { length: 200 }).notNull(),
    /** Path of the video file below the media root; never sent without access. */
    videoFile: varchar("video_file", { length: 300 }).notNull(),
    duration: integer("duration").notNull().default(0),
    sort: smallint("sort").notNull().default(0),
  },
  (t) => [index("course_chapters_release_idx").on(t.courseReleaseId, t.sort)],
);

/** Courses inside a certification release, with requirement and credits (learner §3). */
export const certificationCourses = pgTable(
  "certification_courses",
  {
    certificationReleaseId: integer("certification_release_id")
      .notNull()
      .references(() => certificationReleases.id, { onDelete: "cascade" }),
    courseReleaseId: integer("course_release_id")
      .notNull()
      .references(() => courseReleases.id, { onDelete: "cascade" }),
    /** 1 compulsory, 0 elective. */
    requirement: smallint("requirement").notNull(),
    credits: smallint("credits").notNull(),
    sort: smallint("sort").notNull().default(0),
    /**
     * The course release this one replaced in the certification (a new
     * version of the course): who learned the old one keeps its progress and
     * credits here (frame §4 "A course replaced by a new version").
     */
    replacesCourseReleaseId: integer("replaces_course_release_id").references(
      () => courseReleases.id,
      { onDelete: "set null" },
    ),
  },
  (t) => [
    primaryKey({ columns: [t.certificationReleaseId, t.courseReleaseId] }),
    index("certification_courses_course_idx").on(t.courseReleaseId),
  ],
);

/** A topic: a stand-alone educational video with its description. */
export const topics = pgTable(
  "topics",
  {
    id: id(),
    siteId: siteScope().references(() => sites.id, { onDelete: "cascade" }),
    languageId: integer("language_id")
      .notNull()
      .references(() => languages.id),
    topicName: varchar("topic_name", { length: 200 }).notNull(),
    description: text("description").notNull().default(""),
    coverImage: varchar("cover_image", { length: 300 }).notNull().default(""),
    videoFile: varchar("video_file", { length: 300 }).notNull(),
    duration: integer("duration").notNull().default(0),
    /** The topic has a quiz, exam relation type 2 (learner §4, decision 0056). */
    quizExist: boolean("quiz_exist").notNull().default(false),
    productLineId: integer("product_line_id").references(() => productLines.id),
    videoTypeId: integer("video_type_id").references(() => videoTypes.id),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
    searchConfig: regconfig("search_config").notNull().default("simple"),
    search: tsvector("search").generatedAlwaysAs(searchVector("topic_name", "description")),
  },
  (t) => [
    index("topics_scope_idx").on(t.siteId, t.languageId, t.publishedAt),
    index("topics_product_line_idx").on(t.siteId, t.languageId, t.productLineId),
    index("topics_video_type_idx").on(t.siteId, t.languageId, t.videoTypeId),
    index("topics_search_idx").using("gin", t.search),
  ],
);

/** Banners by type code (learner §9: list pages kind 0 -> 4, 1 -> 3; detail kind 0 -> 8, 1 -> 7). */
export const banners = pgTable(
  "banners",
  {
    id: generatedId(),
    siteId: siteScope().references(() => sites.id, { onDelete: "cascade" }),
    languageId: integer("language_id")
      .notNull()
      .references(() => languages.id),
    type: smallint("type").notNull(),
    title: varchar("title", { length: 200 }).notNull().default(""),
    subtitle: varchar("subtitle", { length: 300 }).notNull().default(""),
    image: varchar("image", { length: 300 }).notNull(),
    link: varchar("link", { length: 500 }).notNull().default(""),
    sort: smallint("sort").notNull().default(0),
  },
  (t) => [index("banners_scope_idx").on(t.siteId, t.languageId, t.type, t.sort)],
);
