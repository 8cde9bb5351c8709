import { expect, type Browser, type Locator, type Page } from "@playwright/test";
import { openWith } from "./controls.ts";
import { demoApprover } from "../../db/seed/demo/accounts.ts";
import {
  enterSecondFactorCode,
  newLearner,
  signInOnProvider,
  signUpOnProvider,
  type Learner,
} from "./identity.ts";
import { journeyState } from "./journey-state.ts";
import { pageText } from "./texts.ts";

/** The demo approver of every site (README "Demo data"). */
export const approver: Learner = {
  firstName: "",
  lastName: "",
  email: "approver@academy.example",
  password: "Approve-Demo-2026",
  country: "",
};

/**
 * A dialog by the test id of its Mantine modal: the root holds fixed-position
 * children and has no size of its own, so the dialog element is what shows.
 */
export const dialogOf = (page: Page, testId: string) =>
  page.getByTestId(testId).getByRole("dialog");

/** A fresh learner signs up from `url` (the header's Log in) and is back on it, signed in. */
export async function signUpAt(page: Page, url: string, firstName: string): Promise<Learner> {
  const learner = newLearner(firstName);
  await page.goto(url);
  await page
    .getByTestId("desktop-header")
    .getByRole("link", { name: await pageText(page, "header.login") })
    .click();
  await expect(page).toHaveURL(/\/idp\/interaction\//);
  await signUpOnProvider(page, learner);
  await expect(page.getByTestId("desktop-header").getByTestId("user-menu")).toBeVisible();
  return learner;
}

/**
 * A demo learner (db/seed/demo) signs in from `url` (the header's Log in) and is back on it,
 * signed in.
 */
export async function signInAt(
  page: Page,
  url: string,
  learner: Pick<Learner, "email" | "password">,
): Promise<void> {
  await page.goto(url);
  await page.getByTestId("desktop-header").getByRole("link", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/idp\/interaction\//);
  await signInOnProvider(page, learner);
  await expect(page.getByTestId("desktop-header").getByTestId("user-menu")).toBeVisible();
}

/** Clicks an enrol button until the flow answers with `opened` (a click before hydration does nothing). */
export async function enrolUntil(button: Locator, opened: Locator) {
  await openWith(button, opened);
}

/** A second browser context signed in as the approver. */
export async function signInAsApprover(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, storageState: journeyState });
  const page = await context.newPage();
  await page.goto("/user/sso/login?target=%2Fen");
  await signInOnProvider(page, approver);
  // Staff sign in with a second factor (decision 0043); the demo approver's key is published.
  await expect(page.getByRole("heading", { name: "Two-step verification" })).toBeVisible();
  await enterSecondFactorCode(page, demoApprover.totpSecret);
  await expect(page).toHaveURL(/\/en$/);
  return { context, page };
}

/** The approver approves the learner's pending registration for a release of site 1 (English). */
export async function approveRegistration(
  approverPage: Page,
  learner: Learner,
  relationId: number,
) {
  const scope = { siteId: 1, languageId: 1 };
  const pending = await approverPage.request.get("/api/admin/registration/pending", {
    params: scope,
  });
  const listed = await pending.json();
  expect(listed.code).toBe(200);
  const registration = listed.data.find(
    (row: { learnerEmail: string; relationId: number }) =>
      row.learnerEmail === learner.email && row.relationId === relationId,
  );
  expect(registration, "the learner's registration waits for a decision").toBeTruthy();
  const approved = await approverPage.request.post("/api/admin/registration/approve", {
    data: { ...scope, id: registration.id },
  });
  expect((await approved.json()).data.registrationStatus).toBe(2);
}

/** Picks an option of a Mantine select inside the dialog. */
export async function choose(page: Page, input: Locator, option: string) {
  await input.click();
  await page.getByRole("option", { name: option, exact: true }).click();
  await expect(input).toHaveValue(option);
}
