import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "./support/test.ts";
import { hydrated, openWith } from "./support/controls.ts";
import { classroomLearner } from "./support/classroom.ts";
import { signInAsApprover } from "./support/enrolment.ts";
import { journeyState } from "./support/journey-state.ts";
import {
  newLearner,
  signInOnProvider,
  signUpOnProvider,
  type Learner,
} from "./support/identity.ts";

/**
 * The invitation-letter pages as an invited learner walks them (frame §2
 * /invitation and /invitation/practical-exam, §4 auto-approved with a letter,
 * §8, §9): the approver generates a letter, the learner opens its link, signs
 * in if needed, sees what the letter is for and the approval rule, chooses a
 * session, gives meal wishes where food is ordered and is approved at once —
 * on desktop, /mobile and in Arabic.
 *
 * The journeys share one server and database with the other workers: each
 * learner is its own (a demo invitee per journey, db/seed/demo/invitees.ts,
 * or for the training a demo learner holding the certification's prerequisite,
 * db/seed/demo/classroom-learners.ts), no journey counts on a session's seats,
 * and each cancels at the end so its seat is given back.
 */

/** Demo sessions (db/seed/demo/practical-exams.ts, classrooms.ts). */
const Session = { london: 9101, dubai: 9121, hcspOnsite: 9001 } as const;

/** The demo invitees: theory passed, no practical exam enrolment (README). */
const invitee = (email: string): Learner => ({
  firstName: "",
  lastName: "",
  email,
  password: "Invite-Demo-2026",
  country: "",
});

/** A letter for a certification release, as the site's approver generates it through the API. */
async function letterFor(
  browser: Browser,
  baseURL: string,
  scope: { siteId: number; languageId: number },
  relationId: number,
): Promise<string> {
  const approver = await signInAsApprover(browser, baseURL);
  const generated = await approver.page.request.post("/api/admin/invitation/generate", {
    data: { ...scope, relationType: 0, relationId },
  });
  const body = await generated.json();
  await approver.context.close();
  expect(body.code).toBe(200);
  return body.data[0].code as string;
}

const practicalCard = (page: Page, id: number) =>
  page.locator(`[data-testid="practical-session"][data-session-id="${id}"]`);

async function contrastFailures(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withRules(["color-contrast"]).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${node.target.join(" ")}: ${node.failureSummary ?? ""}`),
  );
}

/**
 * Enrols in the session of the card with meal wishes and the letter's code,
 * and reads the approval: the toast, the page's success with My Learning and
 * the card's standing.
 */
async function enrolWithMeal(
  page: Page,
  card: ReturnType<typeof practicalCard>,
  code: string,
  texts: { dialog: string; toast: RegExp; approved: string },
) {
  const dietary = page.getByRole("dialog", { name: texts.dialog });
  await openWith(card.getByTestId("session-enrol"), dietary);
  await dietary.getByTestId("dietary-requirements").fill("Halal");
  await dietary.getByTestId("dietary-allergies").fill("Sesame");
  const sent = page.waitForRequest("**/api/user/practicalExamApprove/enrollByInvitationCode");
  await dietary.getByTestId("dietary-submit").click();
  expect((await sent).postDataJSON()).toMatchObject({
    invitationCode: code,
    dietaryRequirements: "Halal",
    allergies: "Sesame",
  });
  await expect(page.getByTestId("enrol-toast").last()).toContainText(texts.toast);
  await expect(page.getByTestId("invitation-enrolled")).toBeVisible();
  await expect(card.getByTestId("session-approved")).toHaveText(texts.approved);
}

/** Gives the seat back, so the journey can run again on the same database. */
async function cancelEnrolment(page: Page, card: ReturnType<typeof practicalCard>) {
  await card.getByTestId("session-cancel").click();
  await page.getByTestId("cancel-confirm").click();
  await expect(card.getByTestId("session-enrol")).toBeEnabled();
}

test("a visitor opens a practical exam letter, signs in, and enrols in London with meal wishes, approved at once", async ({
  page,
  browser,
  baseURL,
}) => {
  const code = await letterFor(browser, baseURL!, { siteId: 1, languageId: 1 }, 102);
  const address = `/en/invitation/practical-exam?code=${code}`;

  // A visitor is sent to sign in, with the letter's address as the way back.
  const answer = await page.request.get(address, { maxRedirects: 0 });
  expect(answer.status()).toBe(302);
  expect(answer.headers().location).toBe(`/user/sso/login?target=${encodeURIComponent(address)}`);
  await page.goto(address);
  await expect(page).toHaveURL(/\/idp\/interaction\//);
  await signInOnProvider(page, invitee("invited@academy.example"));
  await expect(page).toHaveURL(address);

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Invitation letter: practical exam",
  );
  await expect(page.getByTestId("approval-rule")).toContainText(
    "approved at once. Without one, approval is expected within 3 days.",
  );
  await expect(page.getByTestId("invitation-code")).toHaveValue(code);
  await expect(page.getByTestId("invitation-detail")).toContainText("v2.0");
  await expect(page.getByTestId("invitation-detail")).toContainText("HCSP");
  await expect(
    page.getByRole("heading", { level: 2, name: "Practical exam sessions you can enrol in" }),
  ).toBeVisible();

  // The release's sessions by region, as on the certification's tab.
  const filter = page.getByTestId("region-filter");
  await expect(filter.locator("option")).toContainText(["All regions", "UK & Ireland"]);
  await filter.selectOption({ label: "UK & Ireland" });
  await expect(page.getByTestId("practical-session")).toHaveCount(1);
  const london = practicalCard(page, Session.london);
  await expect(london.getByTestId("session-location")).toContainText("14 Kingsway, London");

  await enrolWithMeal(page, london, code, {
    dialog: "Meals at the session",
    toast: /You are enrolled in HCSP practical exam/,
    approved: "Approved",
  });
  await expect(page.getByTestId("invitation-my-learning")).toHaveAttribute(
    "href",
    "/en/my-learning",
  );
  expect(await contrastFailures(page)).toEqual([]);

  // The letter is used: opened again it says so.
  await page.goto(address);
  await expect(page.getByTestId("invitation-error")).toHaveText(
    "The invitation letter has already been used.",
  );
  await expect(page.getByTestId("practical-session")).toHaveCount(0);

  await page.goto("/en/certification/detail/102");
  await openWith(page.getByTestId("tab-practical-exam"), page.getByTestId("practical-exam"));
  await cancelEnrolment(page, practicalCard(page, Session.london));
});

test("the code is asked for when missing, and a wrong one is refused with its text", async ({
  page,
}) => {
  await page.goto("/en/invitation/practical-exam?code=");
  await signInOnProvider(page, invitee("invited@academy.example"));
  await expect(page.getByTestId("invitation-page")).toContainText(
    "Please enter your invitation code.",
  );
  await page.getByTestId("invitation-code").fill("NOT-A-LETTER");
  await page.getByTestId("invitation-check").click();
  await expect(page).toHaveURL(/\?code=NOT-A-LETTER$/);
  await expect(page.getByTestId("invitation-error")).toHaveText(
    "The invitation letter is incorrect.",
  );
  // Emptied again: asked for, without a call. (Before the page has hydrated, the form is a
  // plain one and sends the empty code to the server, which asks for it too.)
  await hydrated(page);
  await page.getByTestId("invitation-code").fill("");
  await page.getByTestId("invitation-check").click();
  await expect(page.getByTestId("invitation-page")).toContainText(
    "Please enter your invitation code.",
  );
  await expect(page).toHaveURL(/\?code=NOT-A-LETTER$/);
});

/**
 * The onsite HCSP workshop's card on a training letter's page, its enrol dialog (a letter's
 * seat is confirmed at once, decision 0047) with the meal fields, and the enrolment sent.
 */
async function enrolWithLetter(page: Page, code: string) {
  await openWith(page.getByTestId("tab-onsite-classroom"), page.getByTestId("onsite-classroom"));
  const card = page.locator(
    `[data-testid="classroom-session"][data-session-id="${Session.hcspOnsite}"]`,
  );
  const dietary = page.getByRole("dialog", { name: "Enrol in the session" });
  await openWith(card.getByTestId("session-enrol"), dietary);
  await expect(dietary.getByTestId("seat-approval")).toContainText(
    "confirmed as soon as you enrol",
  );
  await dietary.getByTestId("dietary-requirements").fill("Vegetarian");
  const sent = page.waitForRequest("**/api/user/registration/enrollClassroom");
  await dietary.getByTestId("classroom-confirm").click();
  expect((await sent).postDataJSON()).toMatchObject({
    classroomId: Session.hcspOnsite,
    invitationCode: code,
    dietaryRequirements: "Vegetarian",
  });
  return card;
}

test("a training letter enrols a learner holding HCSA in the onsite HCSP workshop, approved at once; a new learner is refused and leaves the letter unused", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const code = await letterFor(browser, baseURL!, { siteId: 1, languageId: 1 }, 102);
  const address = `/en/invitation?code=${code}`;

  // A letter approves the enrolment in HCSP with the seat (decision 0047) but does not stand in
  // for the prerequisite (decision 0045): a learner who has just signed up, without HCSA, is
  // refused the seat (10026), and the code stays unused.
  const other = await browser.newContext({ baseURL, storageState: journeyState });
  const newcomer = await other.newPage();
  await newcomer.goto(address);
  await expect(newcomer).toHaveURL(/\/idp\/interaction\//);
  await signUpOnProvider(newcomer, newLearner("Iris"));
  await expect(newcomer).toHaveURL(address);
  await enrolWithLetter(newcomer, code);
  await expect(newcomer.getByTestId("invitation-error")).toHaveText(
    "The prerequisite certifications have not been obtained yet.",
  );
  await expect(newcomer.getByTestId("invitation-error")).toHaveAttribute("data-code", "10026");
  await expect(newcomer.getByTestId("invitation-enrolled")).toHaveCount(0);
  await other.close();

  // A demo learner holding HCSA (db/seed/demo/classroom-learners.ts) signs in to the letter.
  await page.goto(address);
  await expect(page).toHaveURL(/\/idp\/interaction\//);
  await signInOnProvider(page, classroomLearner("iris"));
  await expect(page).toHaveURL(address);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Invitation letter: classroom training",
  );
  await expect(page.getByTestId("invitation-detail")).toContainText("v2.0");

  const card = await enrolWithLetter(page, code);
  await expect(page.getByTestId("invitation-enrolled")).toContainText("approved");
  await expect(card.getByTestId("session-enrolled")).toBeVisible();
  expect(await contrastFailures(page)).toEqual([]);
  await cancelEnrolment(page, card);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });
  // The invitee's London seat goes back even when a later step failed, so a retry finds it free.
  test.afterEach(async ({ page }) => {
    const london = practicalCard(page, Session.london);
    if (await london.getByTestId("session-cancel").isVisible()) await cancelEnrolment(page, london);
  });

  test("a practical exam letter on /en/mobile", async ({ page, browser, baseURL }) => {
    const code = await letterFor(browser, baseURL!, { siteId: 1, languageId: 1 }, 102);
    const address = `/en/mobile/invitation/practical-exam?code=${code}`;
    await page.goto(address);
    await signInOnProvider(page, invitee("invited.too@academy.example"));
    await expect(page).toHaveURL(address);
    await expect(page.getByTestId("mobile-header")).toBeVisible();
    await expect(page.getByTestId("invitation-detail")).toContainText("v2.0");
    const london = practicalCard(page, Session.london);
    await enrolWithMeal(page, london, code, {
      dialog: "Meals at the session",
      toast: /You are enrolled in HCSP practical exam/,
      approved: "Approved",
    });
    expect(await contrastFailures(page)).toEqual([]);
    await cancelEnrolment(page, london);
  });
});

test("in Arabic the letter's page reads right to left and enrols in Dubai", async ({
  page,
  browser,
  baseURL,
}) => {
  const code = await letterFor(browser, baseURL!, { siteId: 3, languageId: 2 }, 202);
  const address = `/ar/invitation/practical-exam?code=${code}`;
  await page.goto(address);
  // The identity provider speaks the site's language.
  await page.getByLabel("البريد الإلكتروني").fill("invited.ar@academy.example");
  await page.getByLabel("كلمة المرور").fill("Invite-Demo-2026");
  await page.getByRole("button", { name: "تسجيل الدخول", exact: true }).click();
  await expect(page).toHaveURL(address);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");

  // The same letter opened on /en is for another site: named, with the way to it (10018).
  await page.goto(`/en/invitation/practical-exam?code=${code}`);
  await expect(page.getByTestId("invitation-error")).toContainText(
    "This invitation letter is valid only on the United Arab Emirates site.",
  );
  await expect(page.getByTestId("invitation-site-link")).toHaveAttribute("href", "/ar");
  await page.goto(address);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("خطاب الدعوة: الامتحان العملي");
  await expect(page.getByTestId("approval-rule")).toContainText("خلال 3 أيام");
  const dubai = practicalCard(page, Session.dubai);
  await enrolWithMeal(page, dubai, code, {
    dialog: "الوجبات في الجلسة",
    toast: /أنت مسجّل الآن في/,
    approved: "تمت الموافقة",
  });
  expect(await contrastFailures(page)).toEqual([]);
  await cancelEnrolment(page, dubai);
});
