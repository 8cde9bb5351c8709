import { sql } from "drizzle-orm";
import {
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { generatedId, timestamps } from "../columns.ts";
import { certificationReleases, certifications, courseReleases } from "./catalogue.ts";
import { users } from "./identity.ts";
import { sites } from "./site.ts";

/**
 * A learner's application for the certificate of a certification release
 * they passed (learner §4 status apply 4 → finish 5 → approved 6). An
 * approver of the site decides; the result is due within three business days.
 */
export const certificateApplications = pgTable(
  "certificate_applications",
  {
    id: generatedId(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    certificationReleaseId: integer("certification_release_id")
      .notNull()
      .references(() => certificationReleases.id, { onDelete: "cascade" }),
    /** The site the application was made on: its approvers decide it. */
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    /** "renewed": an approved application whose certificate the learner has set out to renew. */
    status: varchar("status", { length: 10, enum: ["pending", "approved", "rejected", "renewed"] })
      .notNull()
      .default("pending"),
    decidedBy: integer("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    /** Why an application was rejected, for the learner's e-mail. */
    reason: text("reason").notNull().default(""),
    ...timestamps(),
  },
  (t) => [
    // One pending application per learner and release (code 20036), also under parallel requests.
    uniqueIndex("certificate_applications_pending_idx")
      .on(t.userId, t.certificationReleaseId)
      .where(sql`${t.status} = 'pending'`),
    index("certificate_applications_user_idx").on(t.userId, t.certificationReleaseId),
    // The approver's queue of a site.
    index("certificate_applications_site_status_idx").on(t.siteId, t.status, t.createdAt),
  ],
);

/**
 * Certificates held by learners. Enrolment reads them for the prerequisite
 * rule (associate before professional) and the no-re-enrolment rule; an
 * approved application issues one.
 */
export const certificates = pgTable(
  "certificates",
  {
    id: generatedId(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    certificationId: integer("certification_id")
      .notNull()
      .references(() => certifications.id, { onDelete: "cascade" }),
    /** The release (version, language) the learner passed; null for certificates from before releases were recorded. */
    certificationReleaseId: integer("certification_release_id").references(
      () => certificationReleases.id,
      { onDelete: "set null" },
    ),
    applicationId: integer("application_id").references(() => certificateApplications.id, {
      onDelete: "set null",
    }),
    /** Unguessable: the public verification page is found by it. */
    certificateNumber: varchar("certificate_number", { length: 40 }).notNull(),
    /** The holder's name as it was when issued, as printed on the certificate. */
    holderName: varchar("holder_name", { length: 100 }).notNull().default(""),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    /** Certificates renew every two years (frame §9). */
    validUntil: timestamp("valid_until", { withTimezone: true }).notNull(),
    status: varchar("status", { length: 10, enum: ["valid", "revoked"] })
      .notNull()
      .default("valid"),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("certificates_number_idx").on(t.certificateNumber),
    index("certificates_user_idx").on(t.userId, t.certificationId),
    uniqueIndex("certificates_application_idx").on(t.applicationId),
  ],
);

/**
 * Certificates of completion for non-certification courses (learner §7
 * nonCertification/*): one per learner and course release, numbered when the
 * learner first lists them after finishing the course.
 */
export const completionCertificates = pgTable(
  "completion_certificates",
  {
    id: generatedId(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseReleaseId: integer("course_release_id")
      .notNull()
      .references(() => courseReleases.id, { onDelete: "cascade" }),
    certificateNumber: varchar("certificate_number", { length: 40 }).notNull(),
    holderName: varchar("holder_name", { length: 100 }).notNull().default(""),
    completedAt: timestamp("completed_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("completion_certificates_user_course_idx").on(t.userId, t.courseReleaseId),
    uniqueIndex("completion_certificates_number_idx").on(t.certificateNumber),
  ],
);

/**
 * The required-certificate reminder dismissed (learner §4 "Reminder",
 * certificationApply/updateWindowRemindStatus): not shown again for that
 * release.
 */
export const certificateReminderDismissals = pgTable(
  "certificate_reminder_dismissals",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    certificationReleaseId: integer("certification_release_id")
      .notNull()
      .references(() => certificationReleases.id, { onDelete: "cascade" }),
    dismissedAt: timestamp("dismissed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.certificationReleaseId] })],
);

/**
 * A learner has seen the notice that a course of a certification was replaced
 * by a new version (certificationApply/clickUserCourseUpdate).
 */
export const courseUpdateViews = pgTable(
  "course_update_views",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    certificationReleaseId: integer("certification_release_id")
      .notNull()
      .references(() => certificationReleases.id, { onDelete: "cascade" }),
    courseReleaseId: integer("course_release_id")
      .notNull()
      .references(() => courseReleases.id, { onDelete: "cascade" }),
    viewedAt: timestamp("viewed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.certificationReleaseId, t.courseReleaseId] })],
);
