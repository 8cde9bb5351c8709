import { expect, type Locator, type Page } from "@playwright/test";
import { demoExamCandidates } from "../../db/seed/demo/exam-candidates.ts";
import { examBankRows } from "../../db/seed/demo/exam.ts";
import { dialogOf, enrolUntil } from "./enrolment.ts";
import { signInOnProvider } from "./identity.ts";

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
 * wrong option, or nothing; with `saved`, waits until the server has the
 * answer. Returns the question's text.
 */
export async function answerShown(page: Page, pick: Pick, saved = true): Promise<string> {
  const question = page.getByTestId("exam-question");
  const stem = (await question.getByTestId("question-stem").textContent())!.trim();
  if (pick === "skip") return stem;
  const known = bankQuestion(stem);
  const chosen = pick === "right" ? known.right : known.wrong.slice(0, 1);
  for (const text of chosen) await optionByText(question, known.questionType, text).check();
  // Multiple choice: a box ticked before that is not part of the answer is cleared.
  if (known.questionType === 2)
    for (const text of [...known.right, ...known.wrong].filter((t) => !chosen.includes(t))) {
      const option = optionByText(question, known.questionType, text);
      if (await option.isChecked()) await option.uncheck();
    }
  if (saved)
    await expect(question.getByTestId("save-state")).toHaveAttribute("data-status", "saved");
  return stem;
}

/**
 * Answers the whole paper question by question with Next; `plan` says for
 * each position what to pick. Every answer is saved as it is picked and sent
 * again with the submission, so only the first waits for its save. Returns
 * the stems with their picks.
 */
export async function answerPaper(page: Page, plan: (index: number) => Pick) {
  const count = await page.getByTestId("sheet-item").count();
  const answered: { stem: string; pick: Pick }[] = [];
  for (let index = 0; index < count; index += 1) {
    await expect(page.getByTestId("exam-question")).toBeVisible();
    await expect(page.getByTestId("sheet-item").nth(index)).toHaveAttribute("aria-current", "step");
    const pick = plan(index);
    answered.push({ stem: await answerShown(page, pick, index === 0), pick });
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

/**
 * Signs in as one of the demo learners ready for the HCSA theory exam
 * (db/seed/demo/exam-candidates.ts: enrolled, every course learned, no
 * attempt) and opens `url`. Earning the credits in the browser takes as long
 * as watching every course (decision 0042), minutes a journey cannot spend.
 */
export async function signInAsCandidate(page: Page, email: string, url: string) {
  const candidate = demoExamCandidates.find((learner) => learner.email === email);
  if (!candidate) throw new Error(`Not a demo exam candidate: ${email}`);
  // Through the English sign-in page whatever the site: the provider's texts follow the target.
  await page.goto(`/user/sso/login?target=${encodeURIComponent("/en")}`);
  await signInOnProvider(page, candidate);
  await expect(page.getByTestId("desktop-header").getByTestId("user-menu")).toBeVisible();
  await page.goto(url);
}

/** A certification detail's progress status as the page shows it. */
export const detailStatus = (page: Page) =>
  page.getByTestId("certification-detail").getAttribute("data-status");
