import { sql } from "drizzle-orm";
import {
  char,
  index,
  integer,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { generatedId, siteScope, timestamps } from "../columns.ts";
import { users } from "./identity.ts";
import { sites } from "./site.ts";

/**
 * A learner's enrolment in a certification release (relationType 0), a course
 * (1) or a video (2). Registration status (learner §4): no row or a
 * rejected/cancelled one is NotEnrolled 0, pending is NotAudited 1, approved
 * is Audited 2.
 */
export const registrations = pgTable(
  "registrations",
  {
    id: generatedId(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    siteId: siteScope().references(() => sites.id, { onDelete: "cascade" }),
    relationType: smallint("relation_type").notNull(),
    relationId: integer("relation_id").notNull(),
    status: varchar("status", {
      length: 10,
      enum: ["pending", "approved", "rejected", "cancelled"],
    }).notNull(),
    /** 0 not subscribed, 1 subscribed, 2 cancelled. */
    emailNotificationStatus: smallint("email_notification_status").notNull().default(0),
    invitationCode: varchar("invitation_code", { length: 64 }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: integer("decided_by"),
    ...timestamps(),
  },
  (t) => [
    // One live enrolment per learner and relation, even under parallel requests (code 10024).
    uniqueIndex("registrations_live_idx")
      .on(t.userId, t.relationType, t.relationId)
      .where(sql`status in ('pending', 'approved')`),
    index("registrations_user_idx").on(t.userId, t.relationType),
    index("registrations_pending_idx").on(t.siteId, t.status),
  ],
);

/**
 * Invitation codes (learner §7 "Registration, invitation and certificate"):
 * random, expiring, single use, for one certification release or course on
 * one site, optionally for one e-mail or one country. A code used for an
 * enrolment is approved at once.
 */
export const invitationCodes = pgTable(
  "invitation_codes",
  {
    id: generatedId(),
    /** The code as typed by the learner (CSPRNG, base32 without look-alike characters). */
    code: varchar("code", { length: 32 }).notNull(),
    siteId: siteScope().references(() => sites.id, { onDelete: "cascade" }),
    relationType: smallint("relation_type").notNull(),
    relationId: integer("relation_id").notNull(),
    /** "training": an invitation letter; "sales": a code handed out by sales. */
    kind: varchar("kind", { length: 10, enum: ["training", "sales"] })
      .notNull()
      .default("training"),
    /** When set, only this e-mail may use the code (code 10007). */
    email: varchar("email", { length: 254 }),
    /** When set, only learners of this country may use it (code 10019). */
    countryCode: char("country_code", { length: 2 }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Revoked by an approver (code 10005). */
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    usedAt: timestamp("used_at", { withTimezone: true }),
    usedBy: integer("used_by").references(() => users.id, { onDelete: "set null" }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("invitation_codes_code_idx").on(t.code),
    index("invitation_codes_relation_idx").on(t.relationType, t.relationId),
    // A profile save asks whether a code the learner used holds their country (decision 0044).
    index("invitation_codes_used_by_idx")
      .on(t.usedBy)
      .where(sql`country_code is not null`),
  ],
);

/**
 * Roles beyond learner: an approver decides the registrations of one site; an
 * administrator (the first one made by `npm run setup`, issue 35) may do all an
 * approver may, and will run the staff console. A role is always scoped to a
 * site; someone acting for several sites has one row per site.
 */
export const staffRoles = ["approver", "administrator"] as const;
export type StaffRole = (typeof staffRoles)[number];

export const userRoles = pgTable(
  "user_roles",
  {
    id: generatedId(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: varchar("role", { length: 20, enum: staffRoles }).notNull(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
  },
  (t) => [uniqueIndex("user_roles_user_role_site_idx").on(t.userId, t.role, t.siteId)],
);
