import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { QuestionType, rulesTotal } from "#contract/exam-rules.ts";
import { openTestDatabase } from "../testing.ts";
import { certificationReleases, courseReleases } from "../schema/catalogue.ts";
import { examOptions, examPaperRules, examPapers, examQuestions } from "../schema/exam.ts";
import { seedDemoData } from "./demo.ts";

let database: Awaited<ReturnType<typeof openTestDatabase>>;

beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate();
  await seedDemoData(database.db);
});
afterAll(() => database.drop());

describe("demo question banks", () => {
  test("HCSA on /en and in Arabic, and the IP Camera Fundamentals quiz in both", async () => {
    const papers = await database.db.select().from(examPapers).orderBy(examPapers.id);
    expect(papers.map((p) => [p.relationType, p.relationId, p.languageId])).toEqual([
      [0, 101, 1],
      [0, 201, 2],
      [1, 2001, 1],
      [1, 2201, 2],
    ]);
  });

  test("every paper belongs to a release of its own site and language", async () => {
    for (const paper of await database.db.select().from(examPapers)) {
      const release = paper.relationType === 0 ? certificationReleases : courseReleases;
      const rows = await database.db
        .select({ id: release.id })
        .from(release)
        .where(
          and(
            eq(release.id, paper.relationId),
            eq(release.siteId, paper.siteId),
            eq(release.languageId, paper.languageId),
          ),
        );
      expect(rows, `paper ${paper.id}`).toHaveLength(1);
    }
  });

  test("rules add up to the paper's total and the bank holds more than each rule draws", async () => {
    for (const paper of await database.db.select().from(examPapers)) {
      const rules = await database.db
        .select()
        .from(examPaperRules)
        .where(eq(examPaperRules.paperId, paper.id));
      expect(rulesTotal(rules), `paper ${paper.id}`).toBe(paper.totalScore);
      for (const rule of rules) {
        const [bank] = await database.db
          .select({ count: sql<number>`count(*)::int` })
          .from(examQuestions)
          .where(
            and(
              eq(examQuestions.relationType, paper.relationType),
              eq(examQuestions.relationId, paper.relationId),
              eq(examQuestions.questionType, rule.questionType),
              eq(examQuestions.active, true),
            ),
          );
        expect(bank!.count, `paper ${paper.id} type ${rule.questionType}`).toBeGreaterThan(
          rule.questionCount,
        );
      }
    }
  });

  test("single choice and true/false have one right option, multiple choice at least one", async () => {
    const rows = await database.db
      .select({
        questionType: examQuestions.questionType,
        options: sql<number>`count(*)::int`,
        correct: sql<number>`count(*) filter (where ${examOptions.correct})::int`,
      })
      .from(examQuestions)
      .innerJoin(examOptions, eq(examOptions.questionId, examQuestions.id))
      .groupBy(examQuestions.id, examQuestions.questionType);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      if (row.questionType === QuestionType.trueFalse)
        expect(row).toMatchObject({ options: 2, correct: 1 });
      else if (row.questionType === QuestionType.single) expect(row.correct).toBe(1);
      else expect(row.correct).toBeGreaterThanOrEqual(1);
      expect(row.options).toBeGreaterThan(row.correct);
    }
  });
});
