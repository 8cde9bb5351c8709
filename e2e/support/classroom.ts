import { expect, type Browser, type Page } from "@playwright/test";
import { demoClassroomLearners } from "../../db/seed/demo/classroom-learners.ts";
import { dialogOf, signInAsApprover, signUpAt } from "./enrolment.ts";
import type { Learner } from "./identity.ts";
import { journeyState } from "./journey-state.ts";

/**
 * The address a session's check-in QR encodes this minute (decision 0045), as
 * the site's approver sees it on the trainer's full-screen page (path and
 * query, to open on the journey's own server). The code changes every minute
 * and is taken for two: ask again rather than keep it.
 */
export async function checkInAddress(
  browser: Browser,
  baseURL: string,
  classroomId: number,
  siteId: number,
) {
  const { context, page } = await signInAsApprover(browser, baseURL);
  const prefix = SITE_PREFIX[siteId];
  if (!prefix) throw new Error(`no site prefix known for site ${siteId}`);
  await page.goto(`${prefix}/classroom/check-in/code/${classroomId}`);
  const qr = page.getByTestId("check-in-code-qr");
  await expect(qr.locator("svg")).toBeVisible();
  const checkInUrl = await qr.getAttribute("data-check-in-url");
  await context.close();
  const url = new URL(checkInUrl!);
  return url.pathname + url.search;
}

/** The path prefixes of the demo sites the journeys check in on. */
const SITE_PREFIX: Record<number, string> = { 1: "/en", 3: "/ar" };

/**
 * A demo learner holding the prerequisite of the certification whose training
 * a journey takes a seat of (db/seed/demo/classroom-learners.ts), one per
 * journey: classroom.<name>@academy.example.
 */
export function classroomLearner(name: string): Pick<Learner, "email" | "password"> {
  const learner = demoClassroomLearners.find(
    (candidate) => candidate.email === `classroom.${name}@academy.example`,
  );
  if (!learner) throw new Error(`no demo classroom learner ${name}`);
  return { email: learner.email, password: learner.password };
}

/**
 * The enrol dialog of a session (decision 0047), opened by its Enrol button: says whether the
 * seat is approved at once or reviewed (`approval`), then sends the enrolment.
 */
export async function confirmSeat(page: Page, approval?: RegExp) {
  const dialog = page.getByRole("dialog", { name: "Enrol in the session" });
  await expect(dialog).toBeVisible();
  if (approval) await expect(dialog.getByTestId("seat-approval")).toContainText(approval);
  await dialog.getByTestId("classroom-confirm").click();
  await expect(dialog).toBeHidden();
}

/**
 * A learner who has just signed up holds no certificate and no enrolment, so a
 * seat of a certification's training is refused (10026, decisions 0045, 0047):
 * in a context of its own, a fresh learner signs up at `url` and `enrol` sends
 * the enrolment (or joins the waiting list); the prerequisite dialog names the
 * certification to obtain first and then the certification itself, to enrol
 * in, each linked to its page, and says what they are needed for.
 */
export async function refusedWithoutPrerequisite(
  browser: Browser,
  baseURL: string,
  url: string,
  enrol: (page: Page) => Promise<void>,
  prerequisite: { name: RegExp; releaseId: number },
  certification: { name: RegExp; releaseId: number },
): Promise<void> {
  const context = await browser.newContext({ baseURL, storageState: journeyState });
  const page = await context.newPage();
  await signUpAt(page, url, "Newcomer");
  const sent = page.waitForResponse(
    (response) =>
      response.request().method() === "POST" &&
      /\/api\/user\/registration\/(enrollClassroom|waitingList\/join)$/.test(response.url()),
  );
  await enrol(page);
  expect((await (await sent).json()).code).toBe(10026);
  const dialog = dialogOf(page, "prerequisite-dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("A seat of this certification's training needs");
  const items = dialog.getByTestId("prerequisite-item");
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText(prerequisite.name);
  await expect(items.first().getByRole("link")).toHaveAttribute(
    "href",
    `/en/certification/detail/${prerequisite.releaseId}`,
  );
  await expect(items.last()).toContainText(certification.name);
  await expect(items.last().getByTestId("prerequisite-enrolment")).toHaveText(
    /^Enrol in this certification first/,
  );
  await expect(items.last().getByRole("link")).toHaveAttribute(
    "href",
    `/en/certification/detail/${certification.releaseId}`,
  );
  await dialog.getByRole("button", { name: "Ok" }).click();
  await expect(dialog).toBeHidden();
  await context.close();
}
