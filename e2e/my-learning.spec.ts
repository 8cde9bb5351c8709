import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./support/test.ts";
import { demoCertifiedLearner } from "../db/seed/demo/certificate-holders.ts";
import { openWith } from "./support/controls.ts";
import { newLearner, signInOnProvider, signUpOnProvider } from "./support/identity.ts";

/**
 * My Learning's tabs (frame §1, issue 13) as the demo learner with something
 * in each (certified@, db/seed/demo/my-learning-story.ts) walks them: the tab
 * is in the address, so it survives a reload and can be linked; desktop,
 * mobile and Arabic.
 */

async function signInAsCasey(page: Page, target: string) {
  await page.goto(`/user/sso/login?target=${encodeURIComponent(target)}`);
  await signInOnProvider(page, {
    firstName: demoCertifiedLearner.firstName,
    lastName: demoCertifiedLearner.lastName,
    email: demoCertifiedLearner.email,
    password: demoCertifiedLearner.password,
    country: "GB",
  });
}

/** Chooses a tab of the desktop row (a click before hydration does nothing). */
async function openTab(page: Page, tab: string) {
  await openWith(page.getByTestId(`tab-${tab}`), page.getByTestId(`panel-${tab}`));
  await expect(page.getByTestId(`tab-${tab}`)).toHaveAttribute("aria-selected", "true");
}

async function accessibilityFailures(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .include("main")
    .withTags(["wcag2a", "wcag2aa"])
    .analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id} ${node.target.join(" ")}: ${node.failureSummary ?? ""}`,
    ),
  );
}

test("the demo learner walks the tabs: the address names the tab, a reload keeps it", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsCasey(page, "/en/my-learning");
  await expect(page).toHaveURL(/\/en\/my-learning$/);
  // The certifications, as the page showed them before the tabs, come first.
  await expect(page.getByTestId("tab-certifications")).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("panel-certifications")).toContainText(
    "Hikvision Certified Security Associate",
  );
  // The certified learner's card follows the certification (learner §4): certified, with the
  // credits it requires, never more, and the extra credit said apart.
  const hcsa = page
    .getByTestId("my-certification")
    .filter({ hasText: "Hikvision Certified Security Associate" });
  await expect(hcsa.getByTestId("my-certification-status")).toHaveText("Certified");
  await expect(hcsa).toContainText("Congratulations, your certificate has been approved.");
  await expect(hcsa.getByTestId("my-certification-credits")).toHaveText("9 of 9 credits");
  await expect(hcsa.getByTestId("my-certification-credits-beyond")).toHaveText(
    "You have earned 1 credit more than this certification needs.",
  );
  // Hands-on practice begun on IP Camera Fundamentals (decision 0059): a line on its course.
  await expect(page.getByTestId("panel-certifications").getByTestId("practice-line")).toHaveText(
    "Hands-on practice: 1 of 2 labs completed",
  );

  // Credits and statistics: HCSA's 10 credits and last month's finished classroom session.
  await openTab(page, "statistics");
  await expect(page).toHaveURL(/\/en\/my-learning\?tab=statistics$/);
  await expect(page.getByTestId("credits-total-value")).toHaveText("12");
  await expect(page.getByTestId("credits-classrooms-value")).toHaveText("2");
  await expect(page.getByTestId("count-classroomsFinished-value")).toHaveText("1");
  // The chart's code arrives with the tab and draws the bars.
  await expect(
    page.getByTestId("credits-chart").locator("path.recharts-rectangle").first(),
  ).toBeVisible();
  // The chart's chunk brings stylesheets the page's bundles hold already: the tabs keep theirs.
  expect(
    await page
      .getByTestId("tab-statistics")
      .evaluate((tab) => getComputedStyle(tab).paddingInlineStart),
  ).not.toBe("0px");
  expect(await accessibilityFailures(page)).toEqual([]);
  await page.reload();
  await expect(page.getByTestId("tab-statistics")).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("credits-total-value")).toHaveText("12");

  // Self-paced courses, one in each state; the filter and the page size are in the address.
  await openTab(page, "courses");
  await expect(page).toHaveURL(/\?tab=courses$/);
  const courses = page.getByTestId("course-process");
  await expect(courses).toHaveCount(3);
  await expect(page.getByTestId("filter-waitForQuiz")).toHaveText("Waiting for quiz (1)");
  await page.getByTestId("filter-waitForQuiz").click();
  await expect(page).toHaveURL(/\?tab=courses&filter=waitForQuiz$/);
  await expect(courses).toHaveCount(1);
  await expect(courses).toContainText("Working Safely on Site");
  await expect(courses.getByTestId("course-state")).toHaveText("Waiting for quiz");
  await page.getByTestId("page-size").selectOption("20");
  await expect(page).toHaveURL(/\?tab=courses&filter=waitForQuiz&pageSize=20$/);
  await page.getByTestId("filter-pass").click();
  await expect(page).toHaveURL(/\?tab=courses&filter=pass&pageSize=20$/);
  await expect(courses).toHaveCount(1);
  await expect(courses.getByRole("link")).toHaveAttribute(
    "href",
    /\/en\/course\/detail\/2041\?courseType=0$/,
  );

  // Instructor-led training: the HCSP session finished last month.
  await openTab(page, "instructor-led");
  const training = page.getByTestId("my-classroom");
  await expect(training).toHaveCount(1);
  await expect(training).toContainText("HCSP onsite workshop: storage sizing");
  await expect(training.getByTestId("enrolment-state")).toHaveText("Finished");
  await expect(training.getByRole("link", { name: /storage sizing/ })).toHaveAttribute(
    "href",
    "/en/classroom/detail/9003",
  );
  await expect(training.getByTestId("my-classroom-calendar")).toHaveCount(0);

  // Webinars, workshops and seminars: approved and pending, each with its calendar file.
  await openTab(page, "webinars");
  const sessions = page.getByTestId("my-classroom");
  await expect(sessions).toHaveCount(2);
  const workshop = sessions.filter({ hasText: "Workshop: installing intrusion alarm panels" });
  await expect(workshop.getByTestId("enrolment-state")).toHaveText("Enrolled, pending review");
  await expect(workshop).toContainText("Vegetarian");
  const webinar = sessions.filter({ hasText: "Webinar: what's new in network video recorders" });
  await expect(webinar.getByTestId("enrolment-state")).toHaveText("Approved");
  await expect(webinar.getByTestId("my-classroom-calendar")).toHaveAttribute(
    "href",
    "/classroom/calendar/9011.ics",
  );
  expect(await accessibilityFailures(page)).toEqual([]);

  // Exams and quizzes: HCSA passed, a quiz passed and one to take again; never an answer.
  await openTab(page, "exams");
  await expect(page.getByTestId("theory-exam-record")).toContainText("Passed");
  await expect(page.getByTestId("quiz-record")).toHaveCount(2);
  await expect(
    page.getByTestId("quiz-record").filter({ hasText: "Working Safely on Site" }),
  ).toContainText("Not passed");

  // Educational videos, medals, certificates and the personal information.
  await openTab(page, "videos");
  await expect(page.getByTestId("course-process")).toHaveCount(2);
  await openTab(page, "medals");
  await expect(page.getByTestId("medals")).toHaveAttribute("data-medal", "bronze");
  await openTab(page, "certificates");
  await expect(page.getByTestId("my-certificate").getByTestId("certificate-status")).toHaveText(
    "Valid",
  );
  await openTab(page, "personal");
  await expect(page.getByTestId("panel-personal")).toContainText(demoCertifiedLearner.email);
  // Company and VAT number on file: the company certificate can be asked for.
  await expect(page.getByTestId("company-certificate")).toBeVisible();
});

test("the meal form of the next enrolment starts from the learner's latest order extras", async ({
  page,
}) => {
  await signInAsCasey(page, "/en/certification/detail/102");
  await openWith(page.getByTestId("tab-onsite-classroom"), page.getByTestId("onsite-classroom"));
  const session = page.locator('[data-testid="classroom-session"][data-session-id="9001"]');
  await openWith(session.getByTestId("session-enrol"), page.getByTestId("dietary-form"));
  await expect(page.getByTestId("dietary-requirements")).toHaveValue("Vegetarian");
  await expect(page.getByTestId("dietary-allergies")).toHaveValue("Peanuts");
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("dietary-form")).toHaveCount(0);
});

test("on a phone a new learner's empty webinars tab fits the screen", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/en/mobile/my-learning?tab=webinars");
  await signUpOnProvider(page, newLearner("Rana"));
  await expect(page).toHaveURL(/\/en\/mobile\/my-learning\?tab=webinars$/);
  await expect(page.getByTestId("classrooms-empty")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("a new learner sees the empty tabs and clears a study history after confirming", async ({
  page,
}) => {
  await page.goto("/en/my-learning?tab=videos");
  await signUpOnProvider(page, newLearner("Noor"));
  await expect(page).toHaveURL(/\/en\/my-learning\?tab=videos$/);
  await expect(page.getByTestId("courses-empty")).toContainText(
    "You have not watched an educational video yet.",
  );
  await openWith(
    page.getByTestId("clear-study-history"),
    page.getByRole("dialog", { name: "Clear your study history?" }),
  );
  const cleared = page.waitForResponse((r) =>
    r.url().endsWith("/api/user/cleanCurrentUserStudyRecord"),
  );
  await page.getByTestId("clear-confirm").click();
  expect((await (await cleared).json()).data).toEqual({ courses: 0, videos: 0 });
  await expect(page.getByText("Study history cleared: 0 courses and 0 videos.")).toBeVisible();

  await openTab(page, "statistics");
  await expect(page.getByTestId("credits-total-value")).toHaveText("0");
  await expect(page.getByTestId("credits-chart-empty")).toBeVisible();
  await openTab(page, "webinars");
  await expect(page.getByTestId("classrooms-empty")).toBeVisible();

  // Preferences (frame §1): the mail subscription, off until asked, kept once switched on.
  await openTab(page, "personal");
  // No company on file: the company certificate says what it needs instead of failing.
  await expect(page.getByTestId("company-certificate")).toHaveCount(0);
  await expect(page.getByTestId("company-certificate-needs-company")).toContainText(
    "add your company name and VAT number first",
  );
  const subscription = page.getByRole("switch", {
    name: "E-mail me about trainings, campaigns and news",
  });
  await expect(subscription).not.toBeChecked();
  const saved = page.waitForResponse((r) =>
    r.url().endsWith("/api/user/updateEmailNotificationStatus"),
  );
  await subscription.click();
  expect((await (await saved).json()).data.emailNotificationStatus).toBe(1);
  await page.reload();
  await expect(subscription).toBeChecked();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the mobile twin chooses its tab from a list, kept in the address", async ({ page }) => {
    await signInAsCasey(page, "/en/mobile/my-learning?tab=webinars");
    await expect(page.getByTestId("mobile-header")).toBeVisible();
    await expect(page.getByTestId("my-learning-tabs")).toHaveAttribute("data-tab", "webinars");
    await expect(page.getByTestId("my-classroom")).toHaveCount(2);
    const select = page.getByTestId("my-learning-tab-select");
    await expect(async () => {
      await select.selectOption("exams");
      await expect(page).toHaveURL(/\/en\/mobile\/my-learning\?tab=exams$/, { timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
    await expect(page.getByTestId("quiz-record")).toHaveCount(2);
    await page.reload();
    await expect(select).toHaveValue("exams");
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
  });
});

test("in Arabic the tabs read right to left, with the Arabic site's own (empty) data", async ({
  page,
}) => {
  // The provider's pages speak the language of the site signed in from: English here.
  await signInAsCasey(page, "/en/my-learning");
  await expect(page).toHaveURL(/\/en\/my-learning$/);
  await page.goto("/ar/my-learning?tab=statistics");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByTestId("tab-statistics")).toHaveText("نقاط الاعتماد والإحصاءات");
  await expect(page.getByTestId("tab-statistics")).toHaveAttribute("aria-selected", "true");
  // Casey's credits are on /en: the Arabic site counts its own.
  await expect(page.getByTestId("credits-total-value")).toHaveText("0");
  await openTab(page, "courses");
  await expect(page.getByTestId("courses-empty")).toContainText("لم تبدأ أي دورة ذاتية بعد.");
  expect(await accessibilityFailures(page)).toEqual([]);
});
