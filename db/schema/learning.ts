import {
  boolean,
  doublePrecision,
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
 * learning 1, finish 2), the chapter last reported (where the course reopens)
 * and the play position in it (payDuration).
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
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.courseReleaseId] }),
    index("course_progress_release_idx").on(t.courseReleaseId),
  ],
);

/**
 * Per chapter: the last position reported, whether it was completed, when its
 * video URL was first issued to the learner (power/check; progress counts only
 * after it) and the seconds of the learner's watch clock credited to it
 * (decision 0042).
 */
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
    issuedAt: timestamp("issued_at", { withTimezone: true }),
    watchedSeconds: doublePrecision("watched_seconds").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.chapterId] })],
);

/**
 * One watch clock per learner (decision 0042): the moment up to which the
 * learner's wall-clock time has been spent on reports, and the chapter it was
 * last spent on. Every progress report locks this row first, so time is
 * credited to one chapter at a time, never to several at once.
 */
export const watchClock = pgTable("watch_clock", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  reportedAt: timestamp("reported_at", { withTimezone: true }).notNull(),
  chapterId: integer("chapter_id").references(() => courseChapters.id, { onDelete: "set null" }),
});

/**
 * A learner's notification choice for a course release (learner §4
 * "Notification", decision 0055): 0 not subscribed, 1 subscribed, 2
 * cancelled, the status updateNotificationStatus sets. Kept apart from the
 * progress: a choice is no progress (a row of progress would end the progress
 * a new version carries over, frame §4) and outlives a cleared history or a
 * forced relearning.
 */
export const courseNotifications = pgTable(
  "course_notifications",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseReleaseId: integer("course_release_id")
      .notNull()
      .references(() => courseReleases.id, { onDelete: "cascade" }),
    notificationStatus: smallint("notification_status").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.courseReleaseId] }),
    index("course_notifications_release_idx").on(t.courseReleaseId),
  ],
);
