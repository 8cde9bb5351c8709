import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { id, siteScope, timestamps } from "../columns.ts";
import { courseReleases } from "./catalogue.ts";
import { users } from "./identity.ts";
import { sites } from "./site.ts";

/**
 * A practice lab of a course release (frame §1 "hands-on practice"; decision
 * 0059): a guided exercise on the vendor's online device simulator. Written
 * with the catalogue, so its ids are the writer's, like a chapter's; the site
 * is the course release's, kept here so every read of a lab is scoped to the
 * request's site without reading the catalogue's tables.
 */
export const practiceLabs = pgTable(
  "practice_labs",
  {
    id: id(),
    siteId: siteScope().references(() => sites.id, { onDelete: "cascade" }),
    courseReleaseId: integer("course_release_id")
      .notNull()
      .references(() => courseReleases.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    title: varchar("title", { length: 200 }).notNull(),
    goal: varchar("goal", { length: 500 }).notNull(),
    durationMinutes: smallint("duration_minutes").notNull(),
    /** Opened in a new tab from the learner's click: only an https address of a named host. */
    simulatorUrl: varchar("simulator_url", { length: 500 }).notNull(),
    ...timestamps(),
  },
  (t) => [
    // Every writer is held to what contract/practice-rules.ts checks, even one editing by hand.
    check(
      "practice_labs_simulator_url_check",
      sql`${t.simulatorUrl} ~ '^https://[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)+(:[0-9]+)?([/?#][^[:space:]]*)?$'`,
    ),
    check("practice_labs_duration_check", sql`${t.durationMinutes} between 1 and 480`),
    // The labs of a course on a site, in order (the dialog), and counted by course (the catalogue).
    index("practice_labs_course_idx").on(t.siteId, t.courseReleaseId, t.position),
    index("practice_labs_release_idx").on(t.courseReleaseId),
  ],
);

/** The ordered steps of a lab: what to do in the simulator, as plain text. */
export const practiceLabSteps = pgTable(
  "practice_lab_steps",
  {
    id: id(),
    labId: integer("lab_id")
      .notNull()
      .references(() => practiceLabs.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    instruction: varchar("instruction", { length: 1000 }).notNull(),
  },
  (t) => [uniqueIndex("practice_lab_steps_lab_idx").on(t.labId, t.position)],
);

/**
 * A step a learner ticked as done. Only the learner's own word: the
 * simulator tells the portal nothing, so no credit or certification rests
 * on it.
 */
export const practiceStepChecks = pgTable(
  "practice_step_checks",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    stepId: integer("step_id")
      .notNull()
      .references(() => practiceLabSteps.id, { onDelete: "cascade" }),
    checkedAt: timestamp("checked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.stepId] }),
    index("practice_step_checks_step_idx").on(t.stepId),
  ],
);

/**
 * A lab the learner marked complete. It counts as complete while every step
 * of it is still ticked (unticking one reopens it), so a step an editor adds
 * later asks the learner to come back.
 */
export const practiceLabCompletions = pgTable(
  "practice_lab_completions",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    labId: integer("lab_id")
      .notNull()
      .references(() => practiceLabs.id, { onDelete: "cascade" }),
    completedAt: timestamp("completed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.labId] }),
    index("practice_lab_completions_lab_idx").on(t.labId),
  ],
);
