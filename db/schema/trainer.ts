import {
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { generatedId, siteScope, timestamps } from "../columns.ts";
import { users } from "./identity.ts";
import { languages, sites } from "./site.ts";

/**
 * The trainer team page of a site in one language (frame §2 /trainer-team):
 * its heading and introduction, and whether it invites trainers to apply
 * (/join-us-as-a-trainer).
 */
export const trainerTeamConfigs = pgTable(
  "trainer_team_configs",
  {
    id: generatedId(),
    siteId: siteScope().references(() => sites.id, { onDelete: "cascade" }),
    languageId: integer("language_id")
      .notNull()
      .references(() => languages.id),
    heading: varchar("heading", { length: 200 }).notNull(),
    intro: text("intro").notNull().default(""),
    showJoinUs: boolean("show_join_us").notNull().default(true),
    joinUsTitle: varchar("join_us_title", { length: 200 }).notNull().default(""),
    joinUsText: text("join_us_text").notNull().default(""),
    ...timestamps(),
  },
  (t) => [uniqueIndex("trainer_team_configs_scope_idx").on(t.siteId, t.languageId)],
);

/** A trainer shown on the trainer team page and the home page's trainers section (frame §2). */
export const trainers = pgTable(
  "trainers",
  {
    id: generatedId(),
    siteId: siteScope().references(() => sites.id, { onDelete: "cascade" }),
    languageId: integer("language_id")
      .notNull()
      .references(() => languages.id),
    name: varchar("name", { length: 120 }).notNull(),
    photoUrl: varchar("photo_url", { length: 500 }).notNull().default(""),
    title: varchar("title", { length: 200 }).notNull().default(""),
    expertise: varchar("expertise", { length: 500 }).notNull().default(""),
    /** The country or region the trainer teaches in, as shown and filtered by. */
    region: varchar("region", { length: 100 }).notNull().default(""),
    sortOrder: integer("sort_order").notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    index("trainers_scope_order_idx").on(t.siteId, t.languageId, t.sortOrder, t.id),
    index("trainers_scope_region_idx").on(t.siteId, t.languageId, t.region),
  ],
);

/**
 * An image captcha issued for the trainer application form: the answer only as
 * a hash, valid until expiresAt and deleted on its first check, right or wrong.
 */
export const trainerCaptchas = pgTable(
  "trainer_captchas",
  {
    /** 128 random bits, hex: what the browser sends back with the answer. */
    id: varchar("id", { length: 32 }).primaryKey(),
    siteId: siteScope().references(() => sites.id, { onDelete: "cascade" }),
    answerHash: varchar("answer_hash", { length: 64 }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("trainer_captchas_expires_idx").on(t.expiresAt)],
);

/**
 * A CV uploaded for a trainer application. The file lives under DATA_DIR by a
 * random name; the uploader holds the token (kept here only as a hash) that
 * lets one application reference it. Unreferenced uploads are swept after a day.
 */
export const trainerCvUploads = pgTable(
  "trainer_cv_uploads",
  {
    id: generatedId(),
    siteId: siteScope().references(() => sites.id, { onDelete: "cascade" }),
    tokenHash: varchar("token_hash", { length: 64 }).notNull(),
    fileName: varchar("file_name", { length: 64 }).notNull(),
    originalName: varchar("original_name", { length: 255 }).notNull(),
    /** The type the bytes were sniffed as: pdf, doc or docx. */
    fileType: varchar("file_type", { length: 8 }).notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("trainer_cv_uploads_token_idx").on(t.tokenHash),
    index("trainer_cv_uploads_created_idx").on(t.createdAt),
  ],
);

/**
 * An application to join the trainer team (frame §9: a decision within 7
 * business days; on a decline the data is deleted within 3 business days, at
 * deleteAfter, by the sweep).
 */
export const trainerApplications = pgTable(
  "trainer_applications",
  {
    id: generatedId(),
    siteId: siteScope().references(() => sites.id, { onDelete: "cascade" }),
    languageId: integer("language_id")
      .notNull()
      .references(() => languages.id),
    fullName: varchar("full_name", { length: 120 }).notNull(),
    email: varchar("email", { length: 254 }).notNull(),
    phone: varchar("phone", { length: 40 }).notNull().default(""),
    region: varchar("region", { length: 100 }).notNull(),
    company: varchar("company", { length: 200 }).notNull().default(""),
    expertise: varchar("expertise", { length: 500 }).notNull(),
    message: text("message").notNull().default(""),
    cvUploadId: integer("cv_upload_id")
      .notNull()
      .references(() => trainerCvUploads.id),
    /** 0 pending, 1 accepted, 2 declined (contract/trainer-team-rules.ts). */
    status: smallint("status").notNull().default(0),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    /** The site's approver who decided. */
    decidedBy: integer("decided_by").references(() => users.id, { onDelete: "set null" }),
    /** Set on a decline: decidedAt plus 3 business days. */
    deleteAfter: timestamp("delete_after", { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("trainer_applications_cv_idx").on(t.cvUploadId),
    // The approvers' list: a site's undecided applications, newest first.
    index("trainer_applications_scope_status_created_idx").on(t.siteId, t.status, t.createdAt),
    index("trainer_applications_delete_after_idx").on(t.deleteAfter),
  ],
);
