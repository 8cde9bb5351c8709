import { sql } from "drizzle-orm";
import {
  boolean,
  char,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { generatedId, id, siteScope, timestamps } from "../columns.ts";
import { users } from "./identity.ts";
import { languages, sites } from "./site.ts";

/*
 * The exam engine's tables (learner §3 "Exam info/result", §4 "Exam entry/run",
 * frame §4 "Exam flow in prose"). A bank of questions belongs to what is
 * examined: a certification release (relationType 0, the theory exam), a
 * course release (relationType 1, its quiz) or a topic (relationType 2, its
 * quiz; decision 0056), so it is already in that release's site and language. An attempt copies the questions it drew into its own rows
 * (the spec's questionHis / hisOption), so editing or deleting the bank never
 * changes an attempt, its grade or its analysis.
 */

/**
 * How a paper is drawn for one release: the exam kind (exam 0, quiz 1), time,
 * scores, attempts and the analysis flags of learner §6. One paper per release.
 */
export const examPapers = pgTable(
  "exam_papers",
  {
    id: id(),
    siteId: siteScope().references(() => sites.id, { onDelete: "cascade" }),
    languageId: integer("language_id")
      .notNull()
      .references(() => languages.id),
    /** 0 certification release (theory exam), 1 course release (quiz), 2 topic (quiz, decision 0056). */
    relationType: smallint("relation_type").notNull(),
    relationId: integer("relation_id").notNull(),
    /** Exam type 0, quiz 1 (learner §4). */
    kind: smallint("kind").notNull(),
    /** Null: no time limit (quizzes). */
    durationSeconds: integer("duration_seconds"),
    totalScore: smallint("total_score").notNull(),
    passScore: smallint("pass_score").notNull(),
    /** Theory attempts per learning cycle (default 2, frame §9). */
    maxAttempts: smallint("max_attempts").notNull().default(2),
    /** Questions drawn in a random order (and options in a random order). */
    shuffle: boolean("shuffle").notNull().default(true),
    /*
     * What a learner finished with the exam may see (learner §6; decision 0041):
     * the analysis at all, the correct options, the explanations. Off unless
     * set: a theory exam's answers would otherwise serve the next learner.
     * Before a learner is finished none of it is sent, whatever they say.
     */
    viewAnswerDetails: boolean("view_answer_details").notNull().default(false),
    viewAnswer: boolean("view_answer").notNull().default(false),
    viewPaperAnalusis: boolean("view_paper_analusis").notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("exam_papers_relation_idx").on(t.relationType, t.relationId),
    index("exam_papers_scope_idx").on(t.siteId, t.languageId),
    check("exam_papers_kind_check", sql`${t.kind} in (0, 1)`),
    check("exam_papers_pass_check", sql`${t.passScore} between 0 and ${t.totalScore}`),
  ],
);

/** A paper's draw rule: this many questions of this type, each worth `points`. */
export const examPaperRules = pgTable(
  "exam_paper_rules",
  {
    paperId: integer("paper_id")
      .notNull()
      .references(() => examPapers.id, { onDelete: "cascade" }),
    /** 1 single choice, 2 multiple choice, 4 true/false. */
    questionType: smallint("question_type").notNull(),
    questionCount: smallint("question_count").notNull(),
    points: smallint("points").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.paperId, t.questionType] }),
    check("exam_paper_rules_type_check", sql`${t.questionType} in (1, 2, 4)`),
    check("exam_paper_rules_count_check", sql`${t.questionCount} > 0 and ${t.points} > 0`),
  ],
);

/**
 * A question's text as a learner recognises it, whatever bank holds it: the
 * stem with case and runs of white space ignored, hashed. Two banks asking the
 * same question share it (decision 0041: a theory exam never draws a question
 * any quiz holds; seen questions count across a certification's releases).
 */
export const questionTextKey = (stem: unknown) =>
  sql<string>`md5(lower(regexp_replace(btrim(${stem}), '[[:space:]]+', ' ', 'g')))`;

/** The bank: questions of one release, in that release's language. */
export const examQuestions = pgTable(
  "exam_questions",
  {
    id: id(),
    siteId: siteScope().references(() => sites.id, { onDelete: "cascade" }),
    languageId: integer("language_id")
      .notNull()
      .references(() => languages.id),
    relationType: smallint("relation_type").notNull(),
    relationId: integer("relation_id").notNull(),
    questionType: smallint("question_type").notNull(),
    stem: text("stem").notNull(),
    /** Shown in the answer analysis after submission, when the paper allows it. */
    analysis: text("analysis").notNull().default(""),
    /** Retired questions stay for reference but are no longer drawn. */
    active: boolean("active").notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    // The draw: active questions of one release and type.
    index("exam_questions_draw_idx")
      .on(t.relationType, t.relationId, t.questionType)
      .where(sql`active`),
    index("exam_questions_scope_idx").on(t.siteId, t.languageId),
    // Quiz questions (a course's or a topic's) by their text: a theory draw leaves out what a
    // quiz can show (decisions 0041, 0056).
    index("exam_questions_practice_text_idx")
      .on(questionTextKey(t.stem))
      .where(sql`relation_type <> 0`),
    check("exam_questions_type_check", sql`${t.questionType} in (1, 2, 4)`),
  ],
);

/** A question's options A–Z and which are correct. */
export const examOptions = pgTable(
  "exam_options",
  {
    questionId: integer("question_id")
      .notNull()
      .references(() => examQuestions.id, { onDelete: "cascade" }),
    optionNo: char("option_no", { length: 1 }).notNull(),
    content: text("content").notNull(),
    correct: boolean("correct").notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.questionId, t.optionNo] }),
    check("exam_options_no_check", sql`${t.optionNo} between 'A' and 'Z'`),
  ],
);

/**
 * One sitting of an exam or quiz (the exam record, examRecordsId). The
 * deadline is fixed when it starts; it is `open` until graded, and grading is
 * the single conditional update `state open -> graded` (papers.ts), so two
 * submissions at once grade it once. passStatus: 0 fail, 1 pass, 2 not
 * participated (learner §4) — 2 while open.
 */
export const examAttempts = pgTable(
  "exam_attempts",
  {
    id: generatedId(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    siteId: siteScope().references(() => sites.id, { onDelete: "cascade" }),
    relationType: smallint("relation_type").notNull(),
    relationId: integer("relation_id").notNull(),
    kind: smallint("kind").notNull(),
    paperId: integer("paper_id")
      .notNull()
      .references(() => examPapers.id),
    /** Copied from the paper at the start, so a later change of the paper does not regrade. */
    totalScore: smallint("total_score").notNull(),
    passScore: smallint("pass_score").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    /** Null: no time limit. */
    deadline: timestamp("deadline", { withTimezone: true }),
    state: varchar("state", { length: 8, enum: ["open", "graded"] })
      .notNull()
      .default("open"),
    score: smallint("score"),
    passStatus: smallint("pass_status").notNull().default(2),
    gradedAt: timestamp("graded_at", { withTimezone: true }),
    /**
     * Set on every attempt of a learning cycle that ended in forced relearning
     * (frame §4): the attempts stay in the history but no longer count against
     * the attempts of the next enrolment.
     */
    supersededAt: timestamp("superseded_at", { withTimezone: true }),
  },
  (t) => [
    index("exam_attempts_user_idx").on(t.userId, t.relationType, t.relationId),
    // One open attempt per learner and relation, even when entry is called twice at once.
    uniqueIndex("exam_attempts_open_idx")
      .on(t.userId, t.relationType, t.relationId)
      .where(sql`state = 'open'`),
    // The sweep that grades attempts whose deadline passed without a submission.
    index("exam_attempts_deadline_idx")
      .on(t.deadline)
      .where(sql`state = 'open'`),
    index("exam_attempts_site_idx").on(t.siteId, t.relationType, t.relationId),
    check(
      "exam_attempts_graded_check",
      sql`(${t.state} = 'open' and ${t.score} is null and ${t.passStatus} = 2 and ${t.gradedAt} is null)
        or (${t.state} = 'graded' and ${t.score} is not null and ${t.passStatus} in (0, 1) and ${t.gradedAt} is not null)`,
    ),
  ],
);

/** The attempt's own copy of a drawn question (questionHis; its id is questionHisId). */
export const examAttemptQuestions = pgTable(
  "exam_attempt_questions",
  {
    id: generatedId(),
    attemptId: integer("attempt_id")
      .notNull()
      .references(() => examAttempts.id, { onDelete: "cascade" }),
    /** The bank question it was copied from; kept null once the bank question is deleted. */
    questionId: integer("question_id").references(() => examQuestions.id, {
      onDelete: "set null",
    }),
    position: smallint("position").notNull(),
    questionType: smallint("question_type").notNull(),
    stem: text("stem").notNull(),
    analysis: text("analysis").notNull().default(""),
    points: smallint("points").notNull(),
  },
  (t) => [uniqueIndex("exam_attempt_questions_position_idx").on(t.attemptId, t.position)],
);

/** The attempt's own copy of a question's options (hisOption). */
export const examAttemptOptions = pgTable(
  "exam_attempt_options",
  {
    attemptQuestionId: integer("attempt_question_id")
      .notNull()
      .references(() => examAttemptQuestions.id, { onDelete: "cascade" }),
    /** The letter shown in this attempt (options may be shuffled, letters stay A, B, C...). */
    optionNo: char("option_no", { length: 1 }).notNull(),
    content: text("content").notNull(),
    correct: boolean("correct").notNull(),
  },
  (t) => [primaryKey({ columns: [t.attemptQuestionId, t.optionNo] })],
);

/**
 * The learner's saved answer to one attempt question: one row, replaced as the
 * learner changes it. `answer` holds the chosen letters in order ("A", "AC").
 */
export const examAnswers = pgTable(
  "exam_answers",
  {
    attemptId: integer("attempt_id")
      .notNull()
      .references(() => examAttempts.id, { onDelete: "cascade" }),
    attemptQuestionId: integer("attempt_question_id")
      .notNull()
      .references(() => examAttemptQuestions.id, { onDelete: "cascade" }),
    answer: varchar("answer", { length: 26 }).notNull(),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.attemptId, t.attemptQuestionId] }),
    check("exam_answers_letters_check", sql`${t.answer} ~ '^[A-Z]+$'`),
  ],
);
