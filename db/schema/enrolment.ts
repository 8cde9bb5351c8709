import { sql } from "drizzle-orm";
import {
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
