import { randomInt } from "node:crypto";
import { and, asc, eq, inArray, isNull, lt, ne, sql } from "drizzle-orm";
import { Code } from "#contract/codes.ts";
import {
  acceptsInput,
  ANSWER_GRACE_SECONDS,
  checkBank,
  ExamRelationType,
  gradePaper,
  type BankCheck,
  normaliseAnswer,
  optionLetter,
  QuestionType,
  type PassStatusValue,
} from "#contract/exam-rules.ts";
import { LRUCache } from "lru-cache";
import type { Db } from "#db/client.ts";
import {
  examAnswers,
  examAttemptOptions,
  examAttemptQuestions,
  examAttempts,
  examOptions,
  examPaperRules,
  examPapers,
  examQuestions,
  questionTextKey,
} from "#db/schema/exam.ts";
import { ApiError, badRequest, notFound } from "../../errors.ts";
import { createTtlCache } from "../../ttl-cache.ts";
import { attemptsAcross, attemptsOf, releaseAlone, type SiblingReleases } from "./attempt-scope.ts";

/** An attempt's questions as answers are checked against them, and its deadline. */
type AnswerSheet = {
  deadline: Date | null;
  questions: Map<number, { questionType: number; letters: string }>;
};

type Paper = typeof examPapers.$inferSelect;

/** What papers of one release are drawn from (papers.ts `bankOf`). */
type Bank = {
  rules: { questionType: number; questionCount: number; points: number }[];
  /** `key`: the question's text as a learner recognises it (questionTextKey). */
  questions: { id: number; questionType: number; key: string; optionNos: string[] }[];
};

/** The start statement's answer: the new attempt and its copies, or why none was written. */
type StartRow = {
  attempt_id: number | null;
  open_id: number | null;
  n: number;
  ok: boolean;
  /** [id, position, question_type, stem, points] */
  questions: [number, number, number, string, number][] | null;
  /** [attempt_question_id, option_no, content] */
  options: [number, string, string][] | null;
};

/** A question of a new attempt as the learner sees it: its copy, with no answer key. */
export type StartedQuestion = {
  id: number;
  position: number;
  questionType: number;
  stem: string;
  points: number;
  options: { optionNo: string; content: string }[];
};

/**
 * A start's result: the open attempt resumed, or a new one with what the
 * learner is shown of it (so the caller need not read it back).
 */
export type Started =
  | { attemptId: number; resumed: true }
  | {
      attemptId: number;
      resumed: false;
      kind: number;
      totalScore: number;
      passScore: number;
      deadline: Date | null;
      questions: StartedQuestion[];
    };

function startedPaper(
  attemptId: number,
  paper: Paper,
  deadline: Date | null,
  row: StartRow,
): Extract<Started, { resumed: false }> {
  const optionsOf = new Map<number, { optionNo: string; content: string }[]>();
  for (const [questionId, optionNo, content] of row.options ?? []) {
    const list = optionsOf.get(Number(questionId)) ?? [];
    list.push({ optionNo, content });
    optionsOf.set(Number(questionId), list);
  }
  return {
    attemptId,
    resumed: false,
    kind: paper.kind,
    totalScore: paper.totalScore,
    passScore: paper.passScore,
    deadline,
    questions: (row.questions ?? []).map(([id, position, questionType, stem, points]) => ({
      id: Number(id),
      position,
      questionType,
      stem,
      points,
      options: optionsOf.get(Number(id)) ?? [],
    })),
  };
}

/** A number in [0, 1): the source of every shuffle, so a draw can be replayed from a seed. */
export type Random = () => number;

/** Uniform over [0, 1) from the operating system's CSPRNG: learners cannot predict a paper. */
export const secureRandom: Random = () => randomInt(2 ** 47) / 2 ** 47;

/** A small seeded generator (mulberry32) for a reproducible draw. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** Fisher–Yates over a copy. */
export function shuffled<T>(items: readonly T[], random: Random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** The attempt just graded, for what follows from a grade (status moves, relearning). */
export type GradedAttempt = {
  attemptId: number;
  userId: number;
  siteId: number;
  relationType: number;
  relationId: number;
  kind: number;
  score: number;
  passStatus: PassStatusValue;
};

/** Where a bank too small for its paper is reported (the server's log). */
export type BankWarnings = { warn(details: object, message: string): void };

export type ExamPapersDeps = {
  db: Db;
  random?: Random;
  log?: BankWarnings;
  /**
   * Runs in the grading transaction, once per attempt, so a grade and what it
   * moves (exercise process, forced relearning) commit together or not at all.
   */
  onGraded?: (tx: Db, attempt: GradedAttempt) => Promise<void>;
  /** The releases whose theory attempts count together (decision 0041); alone by default. */
  siblingsOf?: SiblingReleases;
};

export type StartInput = {
  userId: number;
  siteId: number;
  relationType: number;
  relationId: number;
  now: Date;
  /**
   * Attempts allowed in the current learning cycle, open ones included; null
   * for no limit. Checked in the starting transaction: with one open attempt
   * at most (the partial unique index), racing starts cannot exceed it.
   */
  maxAttempts: number | null;
  /** The release's paper when the caller has read it already. */
  paper?: Paper;
};

export type Grade = {
  attemptId: number;
  score: number;
  passStatus: PassStatusValue;
  /** True only for the one call that graded the attempt. */
  gradedNow: boolean;
};

/**
 * A question `p` of a quiz's bank, a course's or a topic's (decision 0056):
 * written as a constant, not a parameter, so that it matches the partial
 * index's own condition in every plan.
 */
const quizQuestion = sql.raw(`p.relation_type <> ${ExamRelationType.certification}`);

/**
 * A bank question whose text no quiz holds (any site, retired questions too):
 * what a theory exam may draw (decision 0041). Quiz questions are found by
 * their text key (exam_questions_practice_text_idx).
 */
const notInAnyQuiz = sql`not exists (select 1 from ${examQuestions} p where ${quizQuestion} and ${questionTextKey(sql`p.stem`)} = ${questionTextKey(examQuestions.stem)})`;

/**
 * Drawing papers and grading attempts. Who may start is decided before (the
 * entry rules of contract/exam-rules.ts); here an attempt is created with its
 * own copy of the drawn questions, answers are saved one row per question, and
 * an attempt is graded from those rows exactly once.
 */
export function createExamPapers({
  db,
  random = secureRandom,
  onGraded,
  log,
  siblingsOf = releaseAlone,
}: ExamPapersDeps) {
  /** The releases whose attempts count with the target's: its certification's, for a theory exam. */
  const countedWith = (
    of: { relationType: number; relationId: number },
    on?: Pick<Db, "select">,
  ): Promise<number[]> =>
    of.relationType === ExamRelationType.certification
      ? siblingsOf(of.relationId, on)
      : Promise.resolve([of.relationId]);

  /**
   * What a paper is drawn from: its rules and the bank's active questions of
   * the rule types with their option letters. Read on every start and changed
   * only by whoever sets up exams, so kept for a minute; the copy an attempt
   * gets is taken from the bank itself when it starts, and a start whose
   * drawn questions or options no longer match the bank reads the bank again.
   */
  const banks = createTtlCache<Bank>({ ttlMs: 60_000 });
  async function loadBank(paper: Paper, relationType: number, relationId: number): Promise<Bank> {
    const rules = await db
      .select({
        questionType: examPaperRules.questionType,
        questionCount: examPaperRules.questionCount,
        points: examPaperRules.points,
      })
      .from(examPaperRules)
      .where(eq(examPaperRules.paperId, paper.id))
      .orderBy(asc(examPaperRules.questionType));
    const questions =
      rules.length === 0
        ? []
        : await db
            .select({
              id: examQuestions.id,
              questionType: examQuestions.questionType,
              key: questionTextKey(examQuestions.stem),
            })
            .from(examQuestions)
            .where(
              and(
                eq(examQuestions.relationType, relationType),
                eq(examQuestions.relationId, relationId),
                eq(examQuestions.active, true),
                inArray(
                  examQuestions.questionType,
                  rules.map((rule) => rule.questionType),
                ),
                // A theory exam never asks what a quiz can show (decision 0041): quizzes have
                // no attempt limit and their scores tell whether an answer is right.
                relationType === ExamRelationType.certification ? notInAnyQuiz : undefined,
              ),
            )
            .orderBy(asc(examQuestions.id));
    const options =
      questions.length === 0
        ? []
        : await db
            .select({ questionId: examOptions.questionId, optionNo: examOptions.optionNo })
            .from(examOptions)
            .where(
              inArray(
                examOptions.questionId,
                questions.map((question) => question.id),
              ),
            )
            .orderBy(asc(examOptions.questionId), asc(examOptions.optionNo));
    const optionsOf = new Map<number, string[]>();
    for (const option of options) {
      const list = optionsOf.get(option.questionId) ?? [];
      list.push(option.optionNo);
      optionsOf.set(option.questionId, list);
    }
    return {
      rules,
      questions: questions.map((question) => ({
        ...question,
        optionNos: optionsOf.get(question.id) ?? [],
      })),
    };
  }

  const bankCheckOf = (paper: Paper, bank: Bank): BankCheck[] =>
    checkBank(
      bank.rules,
      (type) => bank.questions.filter((question) => question.questionType === type).length,
      paper.kind,
    );

  /**
   * The learner's questions of earlier attempts, every cycle, at the release
   * or, for a theory exam, at any release of its certification (decision
   * 0041): by the question's text (another release's bank holds its own copy
   * of a question), the latest attempt that asked it (attempt ids grow with time).
   */
  async function seenBy(input: StartInput): Promise<Map<string, number>> {
    const key = questionTextKey(examAttemptQuestions.stem);
    const rows = await db
      .select({ key, lastAttemptId: sql<number>`max(${examAttempts.id})::int` })
      .from(examAttempts)
      .innerJoin(examAttemptQuestions, eq(examAttemptQuestions.attemptId, examAttempts.id))
      .where(attemptsAcross(input, await countedWith(input)))
      .groupBy(key);
    return new Map(rows.map((row) => [row.key, row.lastAttemptId]));
  }
  const bankOf = (paper: Paper, input: StartInput, fresh: boolean) => {
    const key = `${paper.id}:${input.relationType}:${input.relationId}`;
    if (fresh) banks.clear();
    return banks.get(key, async () => {
      const bank = await loadBank(paper, input.relationType, input.relationId);
      // Read once a minute per paper as papers are drawn: a bank too small to draw a second
      // attempt of unseen questions is said in the log the operator reads (decision 0041).
      const short = bankCheckOf(paper, bank).filter((rule) => rule.tooSmall);
      if (short.length > 0)
        log?.warn(
          {
            paperId: paper.id,
            relationType: input.relationType,
            relationId: input.relationId,
            rules: short,
          },
          "exam bank too small for its paper: a second attempt repeats questions",
        );
      return bank;
    });
  };

  /**
   * The paper drawn by its rules: questions in paper order, each option's bank
   * letter and the letter it gets. Questions the learner has not seen in any
   * earlier attempt come first, then the least recently seen (decision 0041):
   * a second attempt cannot be answered from the first one's questions.
   */
  function draw(paper: Paper, bank: Bank, seen: ReadonlyMap<string, number>) {
    const drawn = bank.rules.flatMap((rule) => {
      const ofType = bank.questions.filter(
        (question) => question.questionType === rule.questionType,
      );
      if (ofType.length < rule.questionCount)
        // The bank, not the learner, is at fault: a 500 the log explains.
        throw new ApiError(Code.examStartFailed, "The question bank is smaller than the paper", {
          httpStatus: 500,
        });
      // Random among equals: the sort is stable, unseen questions rank 0.
      return shuffled(ofType, random)
        .sort((a, b) => (seen.get(a.key) ?? 0) - (seen.get(b.key) ?? 0))
        .slice(0, rule.questionCount)
        .map((question) => ({ ...question, points: rule.points }));
    });
    const paperOrder = paper.shuffle ? shuffled(drawn, random) : drawn;
    return paperOrder.map((question) => {
      // True/false keeps "true, false"; choice options are reordered and lettered again.
      const order =
        paper.shuffle && question.questionType !== QuestionType.trueFalse
          ? shuffled(question.optionNos, random)
          : question.optionNos;
      return {
        questionId: question.id,
        points: question.points,
        options: order.map((optionNo, letter) => ({ from: optionNo, to: optionLetter(letter) })),
      };
    });
  }

  /**
   * Starts an attempt: draws the paper by its rules and writes the attempt with
   * its question and option copies (taken from the bank as it is now) in one
   * statement. A learner with an open attempt of the same relation gets that
   * attempt back (the partial unique index keeps it to one even when two
   * starts race). With an attempt limit the statement runs in a transaction
   * after a lock per learner and release, so racing starts count each other.
   */
  async function start(input: StartInput): Promise<Started> {
    const [paper] = input.paper
      ? [input.paper]
      : await db
          .select()
          .from(examPapers)
          .where(
            and(
              eq(examPapers.siteId, input.siteId),
              eq(examPapers.relationType, input.relationType),
              eq(examPapers.relationId, input.relationId),
            ),
          );
    if (!paper) throw notFound("No exam for this release");
    const deadline =
      paper.durationSeconds === null
        ? null
        : new Date(input.now.getTime() + paper.durationSeconds * 1000);

    const seen = await seenBy(input);
    const counted = await countedWith(input);
    const countedIn = sql.join(
      [...new Set([input.relationId, ...counted])].map((id) => sql`${id}`),
      sql`, `,
    );
    for (let round = 0; ; round++) {
      const bank = await bankOf(paper, input, round > 0);
      // A bank read too small a minute ago may have been mended since: read it again once.
      if (
        round === 0 &&
        bankCheckOf(paper, bank).some((rule) => rule.available < rule.questionCount)
      )
        continue;
      const drawn = draw(paper, bank, seen);
      const questionsJson = JSON.stringify(
        drawn.map((question, position) => ({
          question_id: question.questionId,
          position,
          points: question.points,
        })),
      );
      const optionsJson = JSON.stringify(
        drawn.flatMap((question) =>
          question.options.map((option) => ({
            question_id: question.questionId,
            option_no: option.from,
            letter: option.to,
          })),
        ),
      );
      const optionCount = drawn.reduce((sum, question) => sum + question.options.length, 0);
      const limit = input.maxAttempts ?? 32767;
      const theory = input.relationType === ExamRelationType.certification;
      // A theory exam's attempts count at every release of its certification (decision 0041);
      // the open attempt resumed is this release's.
      const statement = sql`
        with made as (
          select count(*) filter (where superseded_at is null)::int as n,
            max(id) filter (where state = 'open' and relation_id = ${input.relationId}) as open_id
          from exam_attempts
          where user_id = ${input.userId} and relation_type = ${input.relationType} and relation_id in (${countedIn})
        ),
        drawn as materialized (
          select * from json_to_recordset(${questionsJson}::json) as d(question_id int, position int, points int)
          limit ${drawn.length}
        ),
        drawn_options as materialized (
          select * from json_to_recordset(${optionsJson}::json) as d(question_id int, option_no char(1), letter char(1))
          limit ${optionCount}
        ),
        fits as (
          select (select count(*) from exam_questions q where q.id = any(array(select question_id from drawn)) and q.active) = ${drawn.length}
            ${theory ? sql`and not exists (select 1 from exam_questions q join exam_questions p on ${quizQuestion} and ${questionTextKey(sql`p.stem`)} = ${questionTextKey(sql`q.stem`)} where q.id = any(array(select question_id from drawn)))` : sql``}
            and o.every_option = ${optionCount} and o.drawn_option = ${optionCount} as ok
          from (
            select count(*) as every_option,
              count(*) filter (where (question_id, option_no) in (select question_id, option_no from drawn_options)) as drawn_option
            from exam_options where question_id = any(array(select question_id from drawn))
          ) o
        ),
        attempt as (
          insert into exam_attempts (user_id, site_id, relation_type, relation_id, kind, paper_id, total_score, pass_score, started_at, deadline)
          select ${input.userId}, ${input.siteId}, ${input.relationType}, ${input.relationId}, ${paper.kind}, ${paper.id},
            ${paper.totalScore}, ${paper.passScore}, ${input.now.toISOString()}::timestamptz, ${deadline?.toISOString() ?? null}::timestamptz
          from made, fits
          where made.open_id is null and made.n < ${limit} and fits.ok
          on conflict do nothing
          returning id
        ),
        questions as (
          insert into exam_attempt_questions (attempt_id, question_id, position, question_type, stem, analysis, points)
          select attempt.id, q.id, drawn.position, q.question_type, q.stem, q.analysis, drawn.points
          from attempt cross join drawn join exam_questions q on q.id = drawn.question_id
          order by drawn.position
          returning id, question_id, position, question_type, stem, points
        ),
        options as (
          insert into exam_attempt_options (attempt_question_id, option_no, content, correct)
          select questions.id, d.letter, o.content, o.correct
          from questions
          join drawn_options d on d.question_id = questions.question_id
          join exam_options o on o.question_id = d.question_id and o.option_no = d.option_no
          order by questions.position, d.letter
          returning attempt_question_id, option_no, content
        )
        select (select id from attempt) as attempt_id, made.open_id, made.n, fits.ok,
          (select json_agg(json_build_array(id, position, question_type, stem, points) order by position) from questions) as questions,
          (select json_agg(json_build_array(attempt_question_id, option_no, content) order by attempt_question_id, option_no) from options) as options
        from made, fits`;
      const run = async (on: Pick<Db, "execute">) =>
        ((await on.execute(statement)) as unknown as { rows: StartRow[] }).rows[0]!;
      const row =
        input.maxAttempts === null
          ? await run(db)
          : await db.transaction(async (tx) => {
              // One start at a time per learner and release (certification, for a theory exam):
              // a count read while another start has counted but not yet written would let a
              // third attempt through. The count runs in the statement after the lock, so it
              // sees every start committed before.
              await tx.execute(
                sql`select pg_advisory_xact_lock(${input.userId}::int, ${theory ? -Math.min(input.relationId, ...counted) : input.relationId}::int)`,
              );
              return run(tx);
            });
      if (row.attempt_id !== null) {
        const started = startedPaper(Number(row.attempt_id), paper, deadline, row);
        sheets.set(started.attemptId, {
          deadline,
          questions: new Map(
            started.questions.map((question) => [
              question.id,
              {
                questionType: question.questionType,
                letters: question.options.map((option) => option.optionNo).join(""),
              },
            ]),
          ),
        });
        return started;
      }
      if (row.open_id !== null) return { attemptId: Number(row.open_id), resumed: true };
      if (row.n >= limit)
        throw new ApiError(Code.examStartFailed, "No attempts left for this exam");
      // The bank changed since it was read: draw again from the bank as it is now.
      if (!row.ok && round === 0) continue;
      // A racing start won between the count and the insert: its attempt is the open one.
      const raced = await openAttemptId(input);
      if (raced === undefined) throw new ApiError(Code.examStartFailed, "Exam start failed");
      return { attemptId: raced, resumed: true };
    }
  }

  async function openAttemptId(input: StartInput, on: Pick<Db, "select"> = db) {
    const [row] = await on
      .select({ id: examAttempts.id })
      .from(examAttempts)
      .where(and(attemptsOf(input), eq(examAttempts.state, "open")));
    return row?.id;
  }

  /**
   * What answers are checked against: each question's type and option
   * letters, and the deadline. An attempt's copies and deadline never change
   * once it has started, so the sheet is read once per attempt and kept (per
   * process; nothing to invalidate). Who owns the attempt and whether it is
   * still open are never taken from here.
   */
  const sheets = new LRUCache<number, AnswerSheet>({ max: 20_000, ttl: 3 * 3600 * 1000 });
  async function sheetOf(attemptId: number): Promise<AnswerSheet | undefined> {
    const cached = sheets.get(attemptId);
    if (cached) return cached;
    const rows = await db
      .select({
        deadline: examAttempts.deadline,
        id: examAttemptQuestions.id,
        questionType: examAttemptQuestions.questionType,
        letters: sql<string>`(select coalesce(string_agg(o.option_no, '' order by o.option_no), '') from ${examAttemptOptions} o where o.attempt_question_id = ${examAttemptQuestions.id})`,
      })
      .from(examAttempts)
      .innerJoin(examAttemptQuestions, eq(examAttemptQuestions.attemptId, examAttempts.id))
      .where(eq(examAttempts.id, attemptId));
    if (rows.length === 0) return undefined;
    const sheet: AnswerSheet = {
      deadline: rows[0]!.deadline,
      questions: new Map(rows.map((row) => [row.id, row])),
    };
    sheets.set(attemptId, sheet);
    return sheet;
  }

  /**
   * Why answers cannot be taken, if they cannot: not the learner's attempt
   * (404), or closed — graded, or past its deadline (30001). Asked only on a
   * path that already failed, so the common save stays one statement.
   */
  async function refusal(input: {
    userId: number;
    attemptId: number;
    siteId?: number;
    now: Date;
  }): Promise<ApiError | null> {
    const [own] = await db
      .select({ state: examAttempts.state, deadline: examAttempts.deadline })
      .from(examAttempts)
      .where(
        and(
          eq(examAttempts.id, input.attemptId),
          eq(examAttempts.userId, input.userId),
          input.siteId === undefined ? undefined : eq(examAttempts.siteId, input.siteId),
        ),
      );
    if (!own) return notFound("No such exam");
    if (own.state !== "open" || !acceptsInput(own.deadline, input.now))
      return new ApiError(Code.examSubmitAnswerFailed, "This exam is closed");
    return null;
  }

  /**
   * Saves (or replaces, or with `answer: null` clears) the learner's answers
   * to questions of an open attempt: all of them or, when one does not fit
   * its question, none. One statement: it share-locks the attempt row while it
   * is the learner's, open and in time, and writes the answers, so grading
   * (which locks the row for update) sees either these answers or none.
   * Returns the attempt's deadline (the page re-syncs its countdown from it).
   */
  async function saveAnswers(input: {
    userId: number;
    attemptId: number;
    /** The site the request acts on: another site's attempt is not found. */
    siteId?: number;
    answers: readonly {
      attemptQuestionId: number;
      /** When given, it must be the question's type (learner §4 type codes). */
      questionType?: number;
      /** null clears the question's answer (nothing chosen any more). */
      answer: string | readonly string[] | null;
    }[];
    now: Date;
  }): Promise<{ deadline: Date | null }> {
    const sheet = await sheetOf(input.attemptId);
    if (!sheet) throw notFound("No such exam");
    const rows: { attemptQuestionId: number; answer: string | null }[] = [];
    for (const [index, item] of input.answers.entries()) {
      const question = sheet.questions.get(item.attemptQuestionId);
      const invalid = !question
        ? { [`answerList.${index}.questionHisId`]: "Not a question of this exam" }
        : item.questionType !== undefined && item.questionType !== question.questionType
          ? { [`answerList.${index}.questionType`]: "Not the type of this question" }
          : null;
      const answer =
        question && item.answer !== null
          ? normaliseAnswer(question.questionType, item.answer, [...question.letters])
          : null;
      if (invalid || (item.answer !== null && answer === null)) {
        // Another learner's attempt is not found and a closed one says so, whatever was sent.
        const refused = await refusal(input);
        if (refused) throw refused;
        throw badRequest(
          invalid ?? { [`answerList.${index}.answer`]: "Not an answer to this question" },
        );
      }
      rows.push({ attemptQuestionId: item.attemptQuestionId, answer });
    }
    if (!acceptsInput(sheet.deadline, input.now))
      throw (
        (await refusal(input)) ?? new ApiError(Code.examSubmitAnswerFailed, "This exam is closed")
      );

    // The last answer to a question in one request wins.
    const latest = [...new Map(rows.map((row) => [row.attemptQuestionId, row])).values()];
    // One statement text whatever is sent (the answers travel as one JSON parameter), so it is
    // parsed once per connection (a named statement, db/client.ts).
    const result = (await db.execute(sql`
      with attempt as (
        select id from exam_attempts
        -- "not graded" is "open" (exam_attempts_graded_check), said so that the row is found by
        -- its key: "state = 'open'" lets the planner walk exam_attempts_deadline_idx, every open attempt.
        where id = ${input.attemptId} and user_id = ${input.userId} and state <> 'graded'
          and (${input.siteId ?? null}::int is null or site_id = ${input.siteId ?? null}::int)
        for share
      ),
      sent as materialized (
        select * from json_to_recordset(${JSON.stringify(
          latest.map((row) => ({ question_id: row.attemptQuestionId, answer: row.answer })),
        )}::json) as v(question_id int, answer varchar)
      ),
      saved as (
        insert into exam_answers (attempt_id, attempt_question_id, answer, saved_at)
        select attempt.id, sent.question_id, sent.answer, ${input.now.toISOString()}::timestamptz
        from attempt cross join sent
        where sent.answer is not null
        on conflict (attempt_id, attempt_question_id)
        do update set answer = excluded.answer, saved_at = excluded.saved_at
        returning 1
      ),
      removed as (
        delete from exam_answers a using attempt, sent
        where a.attempt_id = attempt.id and a.attempt_question_id = sent.question_id and sent.answer is null
        returning 1
      )
      select (select count(*) from attempt)::int as open`)) as unknown as {
      rows: { open: number }[];
    };
    if (result.rows[0]?.open !== 1)
      throw (
        (await refusal(input)) ?? new ApiError(Code.examSubmitAnswerFailed, "This exam is closed")
      );
    return { deadline: sheet.deadline };
  }

  /** Saves one answer as the learner picks it, or clears it (see saveAnswers). */
  const saveAnswer = (input: {
    userId: number;
    attemptId: number;
    siteId?: number;
    attemptQuestionId: number;
    questionType?: number;
    answer: string | readonly string[] | null;
    now: Date;
  }) =>
    saveAnswers({
      userId: input.userId,
      attemptId: input.attemptId,
      siteId: input.siteId,
      answers: [input],
      now: input.now,
    });

  /**
   * Grades an attempt from its saved answers. The attempt row is locked and the
   * grade written by `update … where state = 'open'`: however many calls
   * arrive at once, one grades and the others read that grade.
   */
  async function grade(
    attemptId: number,
    userId: number | null,
    now: Date,
    /** When given, an attempt of another site or release is not found either. */
    of?: { siteId: number; relationType: number; relationId: number },
  ): Promise<Grade> {
    return db.transaction(async (tx) => {
      const owner = and(
        userId === null ? undefined : eq(examAttempts.userId, userId),
        of && eq(examAttempts.siteId, of.siteId),
        of && eq(examAttempts.relationType, of.relationType),
        of && eq(examAttempts.relationId, of.relationId),
      );
      const [attempt] = await tx
        .select({
          state: examAttempts.state,
          passScore: examAttempts.passScore,
          score: examAttempts.score,
          passStatus: examAttempts.passStatus,
          userId: examAttempts.userId,
          siteId: examAttempts.siteId,
          relationType: examAttempts.relationType,
          relationId: examAttempts.relationId,
          kind: examAttempts.kind,
        })
        .from(examAttempts)
        .where(and(eq(examAttempts.id, attemptId), owner))
        .for("update");
      if (!attempt) throw notFound("No such exam");
      if (attempt.state === "graded")
        return {
          attemptId,
          score: attempt.score!,
          passStatus: attempt.passStatus as PassStatusValue,
          gradedNow: false,
        };

      const questions = await tx
        .select({
          points: examAttemptQuestions.points,
          correctLetters: sql<string>`coalesce((select string_agg(o.option_no, '' order by o.option_no) from ${examAttemptOptions} o where o.attempt_question_id = ${examAttemptQuestions.id} and o.correct), '')`,
          answer: examAnswers.answer,
        })
        .from(examAttemptQuestions)
        .leftJoin(
          examAnswers,
          and(
            eq(examAnswers.attemptId, examAttemptQuestions.attemptId),
            eq(examAnswers.attemptQuestionId, examAttemptQuestions.id),
          ),
        )
        .where(eq(examAttemptQuestions.attemptId, attemptId));
      const result = gradePaper(questions, attempt.passScore);
      const [graded] = await tx
        .update(examAttempts)
        .set({ state: "graded", score: result.score, passStatus: result.passStatus, gradedAt: now })
        // Not graded is open; said so, the row is found by its key, not by walking every open
        // attempt in exam_attempts_deadline_idx (whose predicate "state = 'open'" would match).
        .where(and(eq(examAttempts.id, attemptId), ne(examAttempts.state, "graded")))
        .returning({ id: examAttempts.id });
      if (!graded) throw new ApiError(Code.examRenewFailed, "The exam was graded meanwhile");
      await onGraded?.(tx, {
        attemptId,
        userId: attempt.userId,
        siteId: attempt.siteId,
        relationType: attempt.relationType,
        relationId: attempt.relationId,
        kind: attempt.kind,
        ...result,
      });
      return { attemptId, ...result, gradedNow: true };
    });
  }

  /**
   * Grades attempts whose deadline (plus the grace) has passed without a
   * submission, with what was saved in time; returns how many it graded.
   */
  async function gradeExpired(now: Date, limit = 100): Promise<number> {
    const cutoff = new Date(now.getTime() - ANSWER_GRACE_SECONDS * 1000);
    const due = await db
      .select({ id: examAttempts.id })
      .from(examAttempts)
      .where(and(eq(examAttempts.state, "open"), lt(examAttempts.deadline, cutoff)))
      .limit(limit);
    let count = 0;
    for (const { id } of due) if ((await grade(id, null, now)).gradedNow) count++;
    return count;
  }

  /**
   * Ends a learning cycle (frame §4, forced relearning): its attempts stay in
   * the history but no longer count against the next enrolment's attempts.
   */
  async function supersedeCycle(
    on: Pick<Db, "update" | "select">,
    target: { userId: number; relationType: number; relationId: number },
    now: Date,
  ): Promise<void> {
    const releaseIds = await countedWith(target, on);
    await on
      .update(examAttempts)
      .set({ supersededAt: now })
      .where(and(attemptsAcross(target, releaseIds), isNull(examAttempts.supersededAt)));
  }

  /**
   * Whether a paper's bank is large enough (decision 0041): each rule's type
   * against twice its questions, read from the bank as it is now.
   */
  async function bankCheck(paper: Paper): Promise<BankCheck[]> {
    return bankCheckOf(paper, await loadBank(paper, paper.relationType, paper.relationId));
  }

  return { start, saveAnswer, saveAnswers, grade, gradeExpired, supersedeCycle, bankCheck };
}

export type ExamPapers = ReturnType<typeof createExamPapers>;
