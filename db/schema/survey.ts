import {
  boolean,
  char,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { generatedId, siteScope, timestamps } from "../columns.ts";
import { users } from "./identity.ts";
import { languages, sites } from "./site.ts";

/**
 * A survey released on a site in one language (frame §3 "Survey"): the id is
 * the `releaseSurveyId` of /user/survey/save. `popUp` lets the frame open it
 * by itself; only a `released` survey is the site's configured one.
 */
export const surveyReleases = pgTable(
  "survey_releases",
  {
    id: generatedId(),
    siteId: siteScope().references(() => sites.id, { onDelete: "cascade" }),
    languageId: integer("language_id")
      .notNull()
      .references(() => languages.id),
    surveyName: varchar("survey_name", { length: 200 }).notNull(),
    description: text("description").notNull().default(""),
    popUp: boolean("pop_up").notNull().default(true),
    released: boolean("released").notNull().default(true),
    ...timestamps(),
  },
  (t) => [index("survey_releases_scope_idx").on(t.siteId, t.languageId, t.released)],
);

/**
 * A question of a survey: type '0' single choice, '1' multiple choice, '2'
 * free text; required '1' (frame §5 "Survey"). Choices are kept in order.
 */
export const surveyQuestions = pgTable(
  "survey_questions",
  {
    id: generatedId(),
    releaseSurveyId: integer("release_survey_id")
      .notNull()
      .references(() => surveyReleases.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    content: varchar("content", { length: 500 }).notNull(),
    type: char("type", { length: 1, enum: ["0", "1", "2"] }).notNull(),
    required: char("required", { length: 1, enum: ["0", "1"] })
      .notNull()
      .default("0"),
    options: jsonb("options").$type<string[]>().notNull().default([]),
  },
  (t) => [index("survey_questions_release_idx").on(t.releaseSurveyId, t.position)],
);

/**
 * One learner's answers to one survey, written in one row so a submission is
 * stored whole or not at all; one per user and survey (frame §4).
 */
export const surveyResponses = pgTable(
  "survey_responses",
  {
    id: generatedId(),
    releaseSurveyId: integer("release_survey_id")
      .notNull()
      .references(() => surveyReleases.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: jsonb("content").$type<{ questionId: number; answer: string }[]>().notNull(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("survey_responses_user_idx").on(t.releaseSurveyId, t.userId)],
);
