import { sql } from "drizzle-orm";
import {
  boolean,
  char,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { id, siteScope, timestamps } from "../columns.ts";
import { certificationReleases } from "./catalogue.ts";
import { users } from "./identity.ts";
import { languages, sites } from "./site.ts";

/**
 * Instructor-led training sessions (frame §3 "Classroom training", learner §4):
 * onsite (0) or online (1); seminar (0), workshop (1) or webinar (2); of a
 * certification release (its classroom tabs) or not certificated (the
 * workshop/seminar list). `seats_taken` counts the enrolments holding a seat
 * and never passes `capacity`: the database refuses it (issue 12, "seats are
 * never oversold").
 */
export const classrooms = pgTable(
  "classrooms",
  {
    id: id(),
    siteId: siteScope().references(() => sites.id, { onDelete: "cascade" }),
    languageId: integer("language_id")
      .notNull()
      .references(() => languages.id),
    /** The certification release whose training this is; null for non-certification training. */
    certificationReleaseId: integer("certification_release_id").references(
      () => certificationReleases.id,
      { onDelete: "cascade" },
    ),
    /** Whether attending earns a (non-certification) certificate. */
    certificated: boolean("certificated").notNull().default(false),
    classroomName: varchar("classroom_name", { length: 200 }).notNull(),
    description: text("description").notNull().default(""),
    type: smallint("type").notNull(),
    format: smallint("format").notNull(),
    credits: smallint("credits").notNull().default(0),
    trainerName: varchar("trainer_name", { length: 120 }).notNull(),
    /**
     * The trainer's account, when the trainer signs in to the portal: they may show the
     * session's check-in code (decision 0045) beside the site's staff. Null: staff only.
     */
    trainerUserId: integer("trainer_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    capacity: integer("capacity").notNull(),
    seatsTaken: integer("seats_taken").notNull().default(0),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** The venue's IANA time zone: the session's own time is shown in it. */
    timeZone: varchar("time_zone", { length: 64 }).notNull(),
    /** Country of the venue (or of the audience, online); ISO 3166-1 alpha-2. */
    countryCode: char("country_code", { length: 2 }).notNull(),
    /** Onsite: the address. */
    location: varchar("location", { length: 300 }).notNull().default(""),
    /** Online: shown only to learners whose enrolment is approved. */
    liveLink: varchar("live_link", { length: 500 }).notNull().default(""),
    livePassword: varchar("live_password", { length: 100 }).notNull().default(""),
    /** Enrolment closes this many hours before the start. */
    enrolBeforeHours: smallint("enrol_before_hours").notNull().default(0),
    /** Late enrolment stays open this many hours after the start (0: none). */
    enrolAfterHours: smallint("enrol_after_hours").notNull().default(0),
    /**
     * Enrolments are approved at once instead of by the site's approver; for a certification's
     * training only where the certification approves its enrolments automatically (decision 0047).
     */
    autoApprove: boolean("auto_approve").notNull().default(false),
    /** Food is ordered for the session: enrolment asks for dietary requirements and allergies. */
    orderFood: boolean("order_food").notNull().default(false),
    /**
     * Paid training (frame §3 "Payment summary", decision 0023): the training fee per
     * person in the currency's minor units (cents; yen for a currency without decimals),
     * never a float. Null for free training. A paid session is enrolled in only through
     * an order of the commerce module, which holds a seat while the payment is awaited.
     */
    feeMinor: integer("fee_minor"),
    /**
     * ISO 4217 code of the fee; set exactly when the fee is, and always the
     * site's own currency (decision 0053): the database refuses another, and a
     * change of the site's currency while it has priced sessions.
     */
    currency: char("currency", { length: 3 }),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    check(
      "classrooms_fee_check",
      sql`(${t.feeMinor} is null and ${t.currency} is null) or (${t.feeMinor} > 0 and ${t.currency} is not null)`,
    ),
    check("classrooms_seats_check", sql`${t.seatsTaken} >= 0 and ${t.seatsTaken} <= ${t.capacity}`),
    check("classrooms_time_check", sql`${t.endsAt} > ${t.startsAt}`),
    // A free session (no currency) refers to nothing (MATCH SIMPLE).
    foreignKey({
      name: "classrooms_site_currency_fk",
      columns: [t.siteId, t.currency],
      foreignColumns: [sites.id, sites.currency],
    }),
    // The check of a site's currency change: its priced sessions.
    index("classrooms_site_currency_idx")
      .on(t.siteId, t.currency)
      .where(sql`${t.currency} is not null`),
    index("classrooms_site_start_idx").on(t.siteId, t.startsAt),
    // The settling sweep: sessions that have ended.
    index("classrooms_ends_idx").on(t.endsAt),
    index("classrooms_release_start_idx").on(t.certificationReleaseId, t.startsAt),
    // Whether a user trains a session is asked at every sign-in (staff facts, decision 0043).
    index("classrooms_trainer_user_idx").on(t.trainerUserId),
  ],
);

/**
 * A learner's enrolment in a classroom session (frame §4 "Enrolment"): pending
 * until approved (at once with auto-approval or an invitation letter), rejected, cancelled by the
 * learner, then checked in, absent or finished. Pending, approved and checked
 * in hold a seat, and so does `reserved`: a seat of a paid session held for the
 * learner's order while its payment is awaited (decision 0023), which becomes
 * pending or approved once paid, or cancelled when the order lapses. One live enrolment per learner and session (10024), and per
 * learner and certification release (10015), kept by the database.
 */
export const classroomEnrolments = pgTable(
  "classroom_enrolments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    classroomId: integer("classroom_id")
      .notNull()
      .references(() => classrooms.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    siteId: siteScope().references(() => sites.id, { onDelete: "cascade" }),
    /** The session's certification release, copied so one live training per release is an index. */
    certificationReleaseId: integer("certification_release_id"),
    status: varchar("status", {
      length: 12,
      enum: [
        "reserved",
        "pending",
        "approved",
        "rejected",
        "cancelled",
        "checked_in",
        "absent",
        "finished",
        "expired",
      ],
    }).notNull(),
    dietaryRequirements: varchar("dietary_requirements", { length: 200 }),
    allergies: varchar("allergies", { length: 200 }),
    /** The invitation letter the enrolment came with (approved at once), if any. */
    invitationCode: varchar("invitation_code", { length: 64 }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** The learner's first check-in with the session's code; a second scan keeps it (decision 0045). */
    checkedInAt: timestamp("checked_in_at", { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    // One seat per learner and session: a seat, once taken, is given back only by cancelling,
    // rejecting or the expiry of a pending enrolment (decision 0017), so finished and absent
    // enrolments keep theirs and the learner cannot take a second one.
    uniqueIndex("classroom_enrolments_seat_idx")
      .on(t.classroomId, t.userId)
      .where(
        sql`status in ('reserved', 'pending', 'approved', 'checked_in', 'finished', 'absent')`,
      ),
    uniqueIndex("classroom_enrolments_live_release_idx")
      .on(t.userId, t.certificationReleaseId)
      .where(
        sql`status in ('reserved', 'pending', 'approved', 'checked_in') and certification_release_id is not null`,
      ),
    index("classroom_enrolments_user_idx").on(t.userId, t.createdAt),
    index("classroom_enrolments_classroom_idx").on(t.classroomId, t.status),
    // The approver's lists, by site and state.
    index("classroom_enrolments_site_status_idx").on(t.siteId, t.status, t.createdAt),
  ],
);

/**
 * A learner waiting for a seat of a full classroom session (issue 12 "Optional
 * waiting list", decision 0019): first come, first served by `joined_at`. When
 * a seat frees while enrolment is open, the first entry whose learner can take
 * it becomes an enrolment in the same transaction (promoted); the learner may
 * leave; an entry that can never be served is dropped with the reason. One
 * waiting entry per learner and session, kept by the database.
 */
export const classroomWaitingEntries = pgTable(
  "classroom_waiting_entries",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    classroomId: integer("classroom_id")
      .notNull()
      .references(() => classrooms.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    siteId: siteScope().references(() => sites.id, { onDelete: "cascade" }),
    /** The page language the learner joined in: the e-mail of a seat is written in it. */
    languageId: integer("language_id")
      .notNull()
      .references(() => languages.id),
    status: varchar("status", {
      length: 10,
      enum: ["waiting", "promoted", "left", "dropped"],
    }).notNull(),
    /**
     * Why an entry was dropped: the learner took a seat of the session another way
     * (`enrolled`), holds another session of its certification (`other_session`, 10015),
     * or enrolment closed before a seat freed (`closed`), or the learner is no longer admitted
     * to the certification's training when a seat frees (`prerequisite`: its prerequisite or
     * their approved enrolment in it is gone, decisions 0045, 0047).
     */
    reason: varchar("reason", {
      length: 16,
      enum: ["enrolled", "other_session", "closed", "prerequisite"],
    }),
    /** The order extras asked on joining where food is ordered; the enrolment takes them. */
    dietaryRequirements: varchar("dietary_requirements", { length: 200 }),
    allergies: varchar("allergies", { length: 200 }),
    /** The enrolment a promotion gave the learner. */
    enrolmentId: integer("enrolment_id").references(() => classroomEnrolments.id, {
      onDelete: "set null",
    }),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("classroom_waiting_once_idx")
      .on(t.classroomId, t.userId)
      .where(sql`status = 'waiting'`),
    // The queue: promotion takes its head, positions and counts are read from it.
    index("classroom_waiting_queue_idx")
      .on(t.classroomId, t.joinedAt, t.id)
      .where(sql`status = 'waiting'`),
    index("classroom_waiting_user_idx").on(t.userId, t.joinedAt),
  ],
);

/**
 * A learner's evaluation of a session attended (learner §7 `evaluate/classroom`,
 * `evaluate/queryByUserId`): one per learner and session.
 */
export const classroomEvaluations = pgTable(
  "classroom_evaluations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    classroomId: integer("classroom_id")
      .notNull()
      .references(() => classrooms.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    siteId: siteScope().references(() => sites.id, { onDelete: "cascade" }),
    /** Overall, the trainer and the content, each 1 to 5. */
    overall: smallint("overall").notNull(),
    trainer: smallint("trainer").notNull(),
    content: smallint("content").notNull(),
    comment: varchar("comment", { length: 1000 }).notNull().default(""),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("classroom_evaluations_once_idx").on(t.classroomId, t.userId),
    index("classroom_evaluations_user_idx").on(t.userId),
    check(
      "classroom_evaluations_scores_check",
      sql`${t.overall} between 1 and 5 and ${t.trainer} between 1 and 5 and ${t.content} between 1 and 5`,
    ),
  ],
);

/**
 * Regions practical exams are held in (learner §3 "Practical exam": region
 * {regionId, name}; `practicalExam/getRegion`), per tenant.
 */
export const practicalExamRegions = pgTable(
  "practical_exam_regions",
  {
    id: id(),
    tenantId: integer("tenant_id").notNull(),
    /** Name per language pack; "en" is the fallback. */
    names: jsonb("names").$type<Record<string, string>>().notNull(),
    sort: smallint("sort").notNull().default(0),
  },
  (t) => [index("practical_exam_regions_tenant_idx").on(t.tenantId, t.sort)],
);

/**
 * Practical exam sessions of a certification release (frame §2 "Practical
 * exam": time, location, trainer, capacity, available seats; frame §9: pass
 * 80 of 100). Seats are counted like a classroom's and never oversold (10008).
 */
export const practicalExams = pgTable(
  "practical_exams",
  {
    id: id(),
    siteId: siteScope().references(() => sites.id, { onDelete: "cascade" }),
    languageId: integer("language_id")
      .notNull()
      .references(() => languages.id),
    certificationReleaseId: integer("certification_release_id")
      .notNull()
      .references(() => certificationReleases.id, { onDelete: "cascade" }),
    regionId: integer("region_id")
      .notNull()
      .references(() => practicalExamRegions.id),
    practicalExamName: varchar("practical_exam_name", { length: 200 }).notNull(),
    /** Onsite 0 (length set by the examiner), online 1 (one hour). */
    type: smallint("type").notNull().default(0),
    trainerName: varchar("trainer_name", { length: 120 }).notNull(),
    location: varchar("location", { length: 300 }).notNull().default(""),
    capacity: integer("capacity").notNull(),
    seatsTaken: integer("seats_taken").notNull().default(0),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    timeZone: varchar("time_zone", { length: 64 }).notNull(),
    countryCode: char("country_code", { length: 2 }).notNull(),
    /** Enrolment closes this many hours before the start. */
    enrolBeforeHours: smallint("enrol_before_hours").notNull().default(0),
    /** Food is ordered: enrolment asks for dietary requirements and allergies. */
    orderFood: boolean("order_food").notNull().default(false),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    check(
      "practical_exams_seats_check",
      sql`${t.seatsTaken} >= 0 and ${t.seatsTaken} <= ${t.capacity}`,
    ),
    check("practical_exams_time_check", sql`${t.endsAt} > ${t.startsAt}`),
    index("practical_exams_release_start_idx").on(t.certificationReleaseId, t.startsAt),
    index("practical_exams_site_start_idx").on(t.siteId, t.startsAt),
  ],
);

/**
 * A learner's enrolment in a practical exam session: pending until approved
 * (at once with an invitation letter), rejected, cancelled, then finished with
 * a score and a result (success, fail, absent). One live enrolment per learner
 * and certification release (10009), kept by the database.
 */
export const practicalExamEnrolments = pgTable(
  "practical_exam_enrolments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    practicalExamId: integer("practical_exam_id")
      .notNull()
      .references(() => practicalExams.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    siteId: siteScope().references(() => sites.id, { onDelete: "cascade" }),
    certificationReleaseId: integer("certification_release_id").notNull(),
    status: varchar("status", {
      length: 12,
      enum: ["pending", "approved", "rejected", "cancelled", "finished", "expired"],
    }).notNull(),
    /** Set when finished: success, fail or absent (frame §4 "Classroom/practical results"). */
    result: varchar("result", { length: 8, enum: ["success", "fail", "absent"] }),
    score: smallint("score"),
    dietaryRequirements: varchar("dietary_requirements", { length: 200 }),
    allergies: varchar("allergies", { length: 200 }),
    invitationCode: varchar("invitation_code", { length: 64 }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("practical_exam_enrolments_live_idx")
      .on(t.userId, t.certificationReleaseId)
      .where(sql`status in ('pending', 'approved')`),
    index("practical_exam_enrolments_exam_idx").on(t.practicalExamId, t.status),
    index("practical_exam_enrolments_user_idx").on(t.userId, t.createdAt),
    index("practical_exam_enrolments_site_status_idx").on(t.siteId, t.status, t.createdAt),
    check(
      "practical_exam_enrolments_score_check",
      sql`${t.score} is null or ${t.score} between 0 and 100`,
    ),
  ],
);
