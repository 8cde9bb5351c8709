import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
} from "drizzle-orm/pg-core";
import { courseChapters, courseReleases } from "./catalogue.ts";
import { users } from "./identity.ts";

/**
 * A learner's progress in a course release: learning process (notStart 0,
 * learning 1, learnEnd 2, success 3, fail 4), exercise process (pending 0,
 * learning 1, finish 2), and the last play position (payDuration).
 */
export const courseProgress = pgTable(
  "course_progress",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseReleaseId: integer("course_release_id")
      .notNull()
      .references(() => courseReleases.id, { onDelete: "cascade" }),
    learningProcess: smallint("learning_process").notNull().default(0),
    exerciseProcess: smallint("exercise_process").notNull().default(0),
    lastChapterId: integer("last_chapter_id"),
    payDuration: integer("pay_duration").notNull().default(0),
    /** 0 not subscribed, 1 subscribed, 2 cancelled (learner §4 "Notification"). */
    notificationStatus: smallint("notification_status").notNull().default(0),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.courseReleaseId] }),
    index("course_progress_release_idx").on(t.courseReleaseId),
  ],
);

/** Per chapter: the furthest position watched and whether it was completed. */
export const chapterProgress = pgTable(
  "chapter_progress",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    chapterId: integer("chapter_id")
      .notNull()
      .references(() => courseChapters.id, { onDelete: "cascade" }),
    payDuration: integer("pay_duration").notNull().default(0),
    completed: boolean("completed").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.chapterId] })],
);
