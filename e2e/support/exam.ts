import { expect, type Locator, type Page } from "@playwright/test";
import { examBankRows } from "../../db/seed/demo/exam.ts";
import { dialogOf, enrolUntil } from "./enrolment.ts";

/*
 * The exam page never shows a correct answer, so a journey that must pass or
 * fail on purpose looks the question up in the demo bank the seed writes,
 * by its text, and picks options by their text (the attempt's letters are
 * its own).
 */

type BankQuestion = { questionType: number; right: string[]; wrong: string[] };

const bank: Map<string, BankQuestion> = (() => {
  const { questions, options } = examBankRows();
  const byStem = new Map<string, BankQuestion>();
  for (const question of questions) {
    const own = options.filter((option) => option.questionId === question.id);
    byStem.set(question.stem, {
      questionType: question.questionType,
      right: own.filter((option) => option.correct).map((option) => option.content),
      wrong: own.filter((option) => !option.correct).map((option) => option.content),
    });
  }
  return byStem;
})();

export function bankQuestion(stem: string): BankQuestion {
  const found = bank.get(stem.trim());
  if (!found) throw new Error(`Not in the demo bank: ${stem}`);
  return found;
}

/** The option letters of an attempt's copy of a question that are right (or one that is wrong). */
export function lettersFor(
  question: { content: string; hisOptionList: { optionNo: string; content: string }[] },
  mode: "right" | "wrong",
): string[] {
  const known = bankQuestion(question.content);
  const texts = mode === "right" ? known.right : known.wrong.slice(0, 1);
  return question.hisOptionList
    .filter((option) => texts.includes(option.content))
    .map((option) => option.optionNo);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** An option of the question shown, by its text ("A. H.265" is named by "H.265"). */
export function optionByText(question: Locator, questionType: number, text: string) {
  return question.getByRole(questionType === 2 ? "checkbox" : "radio", {
    name: new RegExp(`^[A-Z]\\. ${escape(text)}$`),
  });
}

export type Pick = "right" | "wrong" | "skip";

/**
 * Answers the question shown as asked: exactly the right options, or one
 * wrong option, or nothing; waits until the answer is saved. Returns its text.
 */
export async function answerShown(page: Page, pick: Pick): Promise<string> {
  const question = page.getByTestId("exam-question");
  const stem = (await question.getByTestId("question-stem").textContent())!.trim();
  if (pick === "skip") return stem;
  const known = bankQuestion(stem);
  const chosen = pick === "right" ? known.right : known.wrong.slice(0, 1);
  for (const text of chosen) await optionByText(question, known.questionType, text).check();
  // Multiple choice: a box ticked before that is not part of the answer is cleared.
  if (known.questionType === 2)
    for (const text of [...known.right, ...known.wrong].filter((t) => !chosen.includes(t)))
      await optionByText(question, known.questionType, text).uncheck();
  await expect(question.getByTestId("save-state")).toHaveAttribute("data-status", "saved");
  return stem;
}

/**
 * Answers the whole paper question by question with Next; `plan` says for
 * each position what to pick. Returns the stems with their picks.
 */
export async function answerPaper(page: Page, plan: (index: number) => Pick) {
  const count = await page.getByTestId("sheet-item").count();
  const answered: { stem: string; pick: Pick }[] = [];
  for (let index = 0; index < count; index += 1) {
    await expect(page.getByTestId("exam-question")).toBeVisible();
    await expect(page.getByTestId("sheet-item").nth(index)).toHaveAttribute("aria-current", "step");
    const pick = plan(index);
    answered.push({ stem: await answerShown(page, pick), pick });
    if (index < count - 1) await page.getByTestId("exam-next").click();
  }
  return answered;
}

/** From the exam page's rules to the first question (a click before hydration does nothing). */
export async function startPaper(page: Page) {
  await enrolUntil(page.getByTestId("exam-start"), page.getByTestId("exam-paper"));
}

/** The submit button, then the confirmation (all answered) or the unanswered warning. */
export async function submitPaper(page: Page, expectWarning: boolean) {
  await page.getByTestId("exam-submit").click();
  if (expectWarning) {
    const warning = dialogOf(page, "unanswered-dialog");
    await expect(warning).toBeVisible();
    await warning.getByTestId("unanswered-submit").click();
  } else {
    const confirm = dialogOf(page, "submit-dialog");
    await expect(confirm).toBeVisible();
    await confirm.getByTestId("submit-confirm").click();
  }
  await expect(page.getByTestId("exam-result")).toBeVisible();
}

type Scope = { siteId: number; languageId: number };

/**
 * Finishes every chapter of a certification release's courses through the
 * progress API from the learner's own session (as the player reports the end
 * of a chapter), so a journey reaches the exam without watching videos.
 */
export async function finishCourses(page: Page, scope: Scope, certificationId: number) {
  const listed = await page.request.get("/api/certification/release/course/list", {
    params: { ...scope, certificationId },
  });
  const courses = (await listed.json()).data as { id: number; courseType: number }[];
  expect(courses.length).toBeGreaterThan(0);
  for (const course of courses) {
    const detail = await page.request.get("/api/certification/release/course/detail", {
      params: { ...scope, id: course.id, courseType: course.courseType },
    });
    const chapters = (await detail.json()).data.courseContentReleaseDTOS as {
      id: number;
      duration: number;
    }[];
    for (const chapter of chapters) {
      const reloaded = await page.request.post("/api/certification/release/course/reload", {
        data: {
          ...scope,
          releaseCourseId: course.id,
          releaseCourseContentId: chapter.id,
          payDuration: chapter.duration,
        },
      });
      expect((await reloaded.json()).code).toBe(200);
    }
  }
}

/** A certification detail's progress status as the page shows it. */
export const detailStatus = (page: Page) =>
  page.getByTestId("certification-detail").getAttribute("data-status");
