import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./support/test.ts";
import { openWith } from "./support/controls.ts";
import { dialogOf, signUpAt } from "./support/enrolment.ts";

/**
 * The practical exam tab of a certification as a learner sees it (learner §2
 * "A region filter for practical exams", §3 "Practical exam"; frame §4, §9):
 * the release's sessions with time, place, examiner, region and seats, the
 * region filter, the login tip for a visitor and the refusal for a learner who
 * has not passed the theory exam, on desktop, /mobile and in Arabic.
 *
 * The journeys share one server and database with the other workers and none
 * takes a seat, so the seats are read as the seed leaves them.
 */

const HCSP = "/en/certification/detail/102";
const AR_HCSP = "/ar/certification/detail/202";

/** Demo sessions (db/seed/demo/practical-exams.ts). */
const Session = {
  london: 9101,
  munich: 9102,
  singapore: 9103,
  past: 9104,
  dubai: 9121,
  riyadh: 9122,
} as const;

const sessionCard = (page: Page, id: number) =>
  page.locator(`[data-testid="practical-session"][data-session-id="${id}"]`);

/** Opens the practical exam tab (a click before hydration does nothing). */
async function openTab(page: Page) {
  await openWith(page.getByTestId("tab-practical-exam"), page.getByTestId("practical-exam"));
  await expect(page.getByTestId("classroom-loading")).toHaveCount(0);
}

async function contrastFailures(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withRules(["color-contrast"]).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${node.target.join(" ")}: ${node.failureSummary ?? ""}`),
  );
}

test("a visitor sees the sessions of HCSP by region and gets the login tip on Enrol", async ({
  page,
}) => {
  await page.goto(HCSP);
  await openTab(page);
  const cards = page.getByTestId("practical-session");
  // Soonest first; the session held last month is not listed.
  await expect(cards).toHaveCount(3);
  await expect(cards.nth(0)).toHaveAttribute("data-session-id", String(Session.munich));
  await expect(sessionCard(page, Session.past)).toHaveCount(0);

  const london = sessionCard(page, Session.london);
  await expect(london.getByRole("heading", { level: 3 })).toHaveText(
    "HCSP practical exam: recorders, storage and HikCentral",
  );
  await expect(london.getByTestId("session-location")).toContainText("14 Kingsway, London");
  await expect(london.getByTestId("session-trainer")).toHaveText("Marta Kowalska");
  await expect(london.getByTestId("session-region")).toHaveText("UK & Ireland");
  await expect(london.getByTestId("session-time")).toContainText(/GMT|UTC|BST/);
  await expect(london.getByTestId("session-seats")).toHaveText(/^\d+ of 12 seats left$/);
  await expect(london).toContainText("Enrolment closes");
  const munich = sessionCard(page, Session.munich);
  await expect(munich.getByTestId("session-time")).toContainText(/GMT\+[12]/);
  await expect(munich.getByTestId("session-seats")).toHaveText(
    /^(1 of 8 seats left|Full: all 8 seats taken)$/,
  );
  await expect(sessionCard(page, Session.singapore).getByTestId("session-region")).toHaveText(
    "Southeast Asia",
  );
  expect(await contrastFailures(page)).toEqual([]);

  // The region filter: the regions with sessions to come, then all again.
  const filter = page.getByTestId("region-filter");
  await expect(filter.locator("option")).toHaveText([
    "All regions",
    "UK & Ireland",
    "DACH (Germany, Austria, Switzerland)",
    "Southeast Asia",
  ]);
  const listed = page.waitForRequest("**/api/certification/practicalExam/getOfCertification");
  await filter.selectOption({ label: "Southeast Asia" });
  expect((await listed).postDataJSON()).toMatchObject({ relationId: 102, regionId: 4 });
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toHaveAttribute("data-session-id", String(Session.singapore));
  await filter.selectOption({ label: "All regions" });
  await expect(cards).toHaveCount(3);

  // A visitor's Enrol asks to log in, and would come back here.
  const tip = dialogOf(page, "login-tip");
  await openWith(london.getByTestId("session-enrol"), tip);
  await expect(tip.getByRole("link", { name: "Log in" })).toHaveAttribute(
    "href",
    "/user/sso/login?target=%2Fen%2Fcertification%2Fdetail%2F102",
  );
});

test("a learner who has not passed the theory exam is refused in the Tips dialog", async ({
  page,
}) => {
  await signUpAt(page, HCSP, "Petra");
  await openTab(page);
  const singapore = sessionCard(page, Session.singapore);
  await expect(singapore.getByTestId("session-enrol")).toBeEnabled();
  const answered = page.waitForResponse("**/api/user/practicalExamApprove/enroll");
  await singapore.getByTestId("session-enrol").click();
  expect((await (await answered).json()).code).toBe(403);
  const tips = page.getByRole("dialog", { name: "Tips" });
  await expect(tips).toBeVisible();
  await expect(tips).toContainText("not allowed");
  // Nothing changed: the list was read again and still offers Enrol.
  await expect(singapore.getByTestId("session-enrol")).toBeEnabled();
  await expect(singapore.getByTestId("session-pending")).toHaveCount(0);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the practical exam tab on /en/mobile", async ({ page }) => {
    await page.goto("/en/mobile/certification/detail/102");
    await expect(page.getByTestId("mobile-header")).toBeVisible();
    await openTab(page);
    await expect(page.getByTestId("practical-session")).toHaveCount(3);
    await page.getByTestId("region-filter").selectOption({ label: "UK & Ireland" });
    await expect(page.getByTestId("practical-session")).toHaveCount(1);
    const london = sessionCard(page, Session.london);
    await expect(london).toContainText("Academy Training Centre");
    await openWith(london.getByTestId("session-enrol"), dialogOf(page, "login-tip"));
    await page.keyboard.press("Escape");
    expect(await contrastFailures(page)).toEqual([]);
  });
});

test("in Arabic the practical exam sessions read right to left", async ({ page }) => {
  await page.goto(AR_HCSP);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await openTab(page);
  await expect(page.getByTestId("practical-session")).toHaveCount(2);
  const card = sessionCard(page, Session.dubai);
  await expect(card.getByRole("heading", { level: 3 })).toHaveText(
    "الاختبار العملي HCSP: أجهزة التسجيل والتخزين",
  );
  await expect(card.getByTestId("session-region")).toHaveText("الشرق الأوسط");
  await expect(card).toContainText("المقاعد المتبقية");
  await expect(card.getByTestId("session-enrol")).toHaveText("التسجيل");
  await expect(page.getByTestId("region-filter").locator("option")).toHaveText([
    "جميع المناطق",
    "الشرق الأوسط",
  ]);
  expect(await card.evaluate((element) => getComputedStyle(element).direction)).toBe("rtl");
  const cardBox = (await card.boundingBox())!;
  const factBox = (await card.locator("dt").first().boundingBox())!;
  expect(cardBox.x + cardBox.width - (factBox.x + factBox.width)).toBeLessThan(
    factBox.x - cardBox.x,
  );
  expect(await contrastFailures(page)).toEqual([]);
});
