import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "./support/test.ts";
import { classroomLearner, confirmSeat, refusedWithoutPrerequisite } from "./support/classroom.ts";
import { openWith } from "./support/controls.ts";
import { dialogOf, signInAt, signUpAt } from "./support/enrolment.ts";
import { journeyState } from "./support/journey-state.ts";

/**
 * Classroom training as a learner sees it (learner §2, §4, §7; frame §3–§5):
 * the onsite and online tabs of a certification and the webinar, workshop
 * and seminar list, with seats, enrolling (with the meal form where food is
 * ordered), pending, full and cancelling, on desktop, /mobile and in Arabic.
 *
 * The journeys share one server and database with the other workers. Only the
 * first journey takes the nearly-full HCSP session (9002) and gives its seat
 * back; the others read it without counting on its seats, and the webinar's
 * seats are checked relative to what the page showed before.
 *
 * A seat of a certification's training needs the certification's prerequisite
 * and an approved enrolment in it (decisions 0045, 0047): the journeys that take
 * one sign in as a demo learner holding and enrolled in them, one each
 * (db/seed/demo/classroom-learners.ts), and a learner who has just signed up is
 * refused first. Every enrolment goes through the session's enrol dialog, which
 * says whether the seat is approved at once or reviewed.
 */

const HCSP = "/en/certification/detail/102";
const AR_HCSP = "/ar/certification/detail/202";
const WORKSHOP_SEMINAR = "/en/workshop-seminar/list";

/** Demo sessions (db/seed/demo/classrooms.ts). */
const Session = {
  hcspOnsite: 9001,
  hcspNearlyFull: 9002,
  webinar: 9011,
  workshop: 9012,
  seminar: 9013,
  paidWorkshop: 9014,
  cgspFull: 9007,
  arHcspOnsite: 9021,
  arWebinar: 9022,
} as const;

const sessionCard = (page: Page, id: number) =>
  page.locator(`[data-testid="classroom-session"][data-session-id="${id}"]`);

/** Opens a certification's classroom tab (a click before hydration does nothing). */
async function openTab(page: Page, tab: "onsite-classroom" | "online-classroom") {
  await openWith(page.getByTestId(`tab-${tab}`), page.getByTestId(tab));
  await expect(page.getByTestId("classroom-loading")).toHaveCount(0);
}

/** The card's Enrol button until what it opens shows (or the call it makes is answered). */
async function clickUntil(button: Locator, opened: Locator) {
  await openWith(button, opened);
}

async function contrastFailures(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withRules(["color-contrast"]).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${node.target.join(" ")}: ${node.failureSummary ?? ""}`),
  );
}

test("a new learner gets no seat of HCSP training without HCSA and an enrolment in HCSP; an enrolled holder enrols with meal wishes, is told it is reviewed, is pending, takes the last seat of the nearly-full session, and cancels it to the learner on its waiting list", async ({
  page,
  browser,
  baseURL,
}) => {
  // A new learner is refused, then two learners sign in and walk enrol, cancel, the last
  // seat and its waiting list: about a minute on an idle 2-core machine, so the usual minute
  // leaves no room when the other worker is busy.
  test.setTimeout(180_000);
  // Without HCSA, the last seat of the nearly-full session is refused and stays free (below).
  await refusedWithoutPrerequisite(
    browser,
    baseURL!,
    HCSP,
    async (newcomer) => {
      await openTab(newcomer, "onsite-classroom");
      await clickUntil(
        sessionCard(newcomer, Session.hcspNearlyFull).getByTestId("session-enrol"),
        newcomer.getByRole("dialog", { name: "Enrol in the session" }),
      );
      await confirmSeat(newcomer);
    },
    { name: /HCSA/, releaseId: 101 },
    { name: /HCSP/, releaseId: 102 },
  );

  await signInAt(page, HCSP, classroomLearner("nadia"));
  await openTab(page, "onsite-classroom");
  const sessions = page.getByTestId("onsite-classroom").getByTestId("classroom-session");
  await expect(sessions).toHaveCount(2);

  // The session with a meal, in London: venue time with its zone, trainer, place, seats.
  const withMeal = sessionCard(page, Session.hcspOnsite);
  await expect(withMeal.getByRole("heading", { level: 3 })).toHaveText(
    "HCSP onsite workshop: NVRs and storage in practice",
  );
  await expect(withMeal.getByTestId("session-format")).toHaveText("Workshop");
  await expect(withMeal).toContainText("Marta Kowalska");
  await expect(withMeal.getByTestId("session-location")).toContainText("14 Kingsway, London");
  await expect(withMeal.getByTestId("session-time")).toContainText(/GMT|UTC|BST/);
  await expect(withMeal.getByTestId("session-seats")).toHaveText(/^\d+ of 20 seats left$/);
  await expect(withMeal).toContainText("Enrolment closes");

  // The nearly-full session in Munich: its own zone (GMT+1 or +2), one seat left.
  const nearlyFull = sessionCard(page, Session.hcspNearlyFull);
  await expect(nearlyFull.getByTestId("session-time")).toContainText(/GMT\+[12]/);
  await expect(nearlyFull.getByTestId("session-seats")).toHaveText("1 of 12 seats left");

  // The enrol dialog says HCSP's seats are reviewed (decision 0047) and, where food is
  // ordered, asks for dietary requirements and allergies (200 at most).
  const dietary = page.getByRole("dialog", { name: "Enrol in the session" });
  await clickUntil(withMeal.getByTestId("session-enrol"), dietary);
  await expect(dietary.getByTestId("seat-approval")).toContainText(
    "reviewed by the site's approver, usually within 1 to 3 working days",
  );
  const requirements = dietary.getByTestId("dietary-requirements");
  await requirements.fill("v".repeat(250));
  await expect(requirements).toHaveValue("v".repeat(200));
  await requirements.fill("Vegetarian");
  await dietary.getByTestId("dietary-allergies").fill("Peanuts");
  const sent = page.waitForRequest("**/api/user/registration/enrollClassroom");
  await dietary.getByTestId("classroom-confirm").click();
  expect((await sent).postDataJSON()).toMatchObject({
    classroomId: Session.hcspOnsite,
    dietaryRequirements: "Vegetarian",
    allergies: "Peanuts",
  });
  await expect(page.getByTestId("enrol-toast").last()).toContainText("pending approval");
  await expect(withMeal.getByTestId("session-pending")).toHaveText("Pending");
  // The enrolment's calendar file, tentative while it waits for approval.
  const calendar = withMeal.getByTestId("session-calendar");
  await expect(calendar).toHaveAttribute("href", `/classroom/calendar/${Session.hcspOnsite}.ics`);
  const ics = await page.request.get(`/classroom/calendar/${Session.hcspOnsite}.ics`);
  expect(ics.headers()["content-type"]).toMatch(/^text\/calendar/);
  expect(await ics.text()).toContain("STATUS:TENTATIVE");
  // One session of a certification at a time (10015).
  await expect(nearlyFull.getByTestId("session-enrol")).toBeDisabled();
  await expect(nearlyFull).toContainText("You are enrolled in another session");
  expect(await contrastFailures(page)).toEqual([]);

  // Cancelling asks first; keeping the seat changes nothing.
  const confirm = page.getByRole("dialog", { name: "Cancel enrolment" });
  await withMeal.getByTestId("session-cancel").click();
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Keep my seat" }).click();
  await expect(confirm).toBeHidden();
  await expect(withMeal.getByTestId("session-pending")).toBeVisible();
  await withMeal.getByTestId("session-cancel").click();
  await confirm.getByTestId("cancel-confirm").click();
  await expect(page.getByTestId("enrol-toast").last()).toContainText("is cancelled");
  await expect(withMeal.getByTestId("session-enrol")).toBeEnabled();

  // The last seat of the nearly-full session: no meal fields, pending, none left.
  await nearlyFull.getByTestId("session-enrol").click();
  await expect(dietary).toBeVisible();
  await expect(dietary.getByTestId("dietary-requirements")).toHaveCount(0);
  await confirmSeat(page);
  await expect(nearlyFull.getByTestId("session-pending")).toHaveText("Pending");
  await expect(nearlyFull.getByTestId("session-seats")).toHaveText("Full: all 12 seats taken");

  // Another learner finds it full and joins its waiting list instead: first in line.
  const other = await browser.newContext({ baseURL, storageState: journeyState });
  const otherPage = await other.newPage();
  await signInAt(otherPage, HCSP, classroomLearner("bilal"));
  await openTab(otherPage, "onsite-classroom");
  const fullForOther = sessionCard(otherPage, Session.hcspNearlyFull);
  await expect(fullForOther.getByTestId("session-seats")).toHaveText("Full: all 12 seats taken");
  await expect(fullForOther.getByTestId("session-enrol")).toHaveCount(0);
  const join = fullForOther.getByTestId("session-join-waiting-list");
  await expect(join).toHaveText("Join the waiting list");
  const waiting = fullForOther.getByTestId("session-waiting");
  await clickUntil(join, waiting);
  await expect(waiting).toHaveText("On the waiting list: position 1");
  await expect(otherPage.getByTestId("enrol-toast").last()).toContainText("in position 1");
  await expect(fullForOther.getByTestId("session-waiting-count")).toHaveText("1 learner waiting");
  await expect(fullForOther.getByTestId("session-leave-waiting-list")).toBeVisible();
  expect(await contrastFailures(otherPage)).toEqual([]);

  // The first learner cancels: the seat goes at once to the learner waiting for it.
  await nearlyFull.getByTestId("session-cancel").click();
  await confirm.getByTestId("cancel-confirm").click();
  await expect(page.getByTestId("enrol-toast").last()).toContainText("is cancelled");
  await expect(nearlyFull.getByTestId("session-seats")).toHaveText("Full: all 12 seats taken");
  await expect(nearlyFull.getByTestId("session-join-waiting-list")).toBeVisible();
  await otherPage.reload();
  await openTab(otherPage, "onsite-classroom");
  await expect(fullForOther.getByTestId("session-pending")).toHaveText("Pending");
  await expect(fullForOther.getByTestId("session-waiting")).toHaveCount(0);
  await expect(fullForOther.getByTestId("session-seats")).toHaveText("Full: all 12 seats taken");

  // Nobody waits now: when that learner cancels too, the seat is free for everyone again.
  await fullForOther.getByTestId("session-cancel").click();
  await otherPage
    .getByRole("dialog", { name: "Cancel enrolment" })
    .getByTestId("cancel-confirm")
    .click();
  await expect(fullForOther.getByTestId("session-seats")).toHaveText("1 of 12 seats left");
  await expect(fullForOther.getByTestId("session-enrol")).toBeEnabled();
  await page.reload();
  await openTab(page, "onsite-classroom");
  await expect(nearlyFull.getByTestId("session-seats")).toHaveText("1 of 12 seats left");
  await expect(nearlyFull.getByTestId("session-enrol")).toBeEnabled();
  await other.close();
});

test("on the full workshop's page a learner holding CGSA and enrolled in CGSP joins its waiting list with meal wishes, third in line, and leaves it; a new learner cannot", async ({
  page,
  browser,
  baseURL,
}) => {
  const address = `/en/classroom/detail/${Session.cgspFull}`;
  // Waiting for a seat needs what the seat needs: CGSA, which a new learner does not hold.
  await refusedWithoutPrerequisite(
    browser,
    baseURL!,
    address,
    async (newcomer) => {
      const dietary = newcomer.getByRole("dialog", { name: "Meals at the session" });
      await clickUntil(
        newcomer.getByTestId("classroom-detail").getByTestId("session-join-waiting-list"),
        dietary,
      );
      await dietary.getByTestId("dietary-submit").click();
    },
    { name: /CGSA/, releaseId: 111 },
    { name: /CGSP/, releaseId: 112 },
  );

  await signInAt(page, address, classroomLearner("wren"));
  const detail = page.getByTestId("classroom-detail");
  await expect(detail.getByTestId("session-seats")).toHaveText("Full: all 14 seats taken");
  await expect(detail.getByTestId("session-waiting-count")).toHaveText("2 learners waiting");

  // Food is ordered: the meal form comes first, and its button joins the list.
  const dietary = page.getByRole("dialog", { name: "Meals at the session" });
  await clickUntil(detail.getByTestId("session-join-waiting-list"), dietary);
  await expect(dietary.getByTestId("dietary-submit")).toHaveText("Join the waiting list");
  await dietary.getByTestId("dietary-allergies").fill("Shellfish");
  const sent = page.waitForRequest("**/api/user/registration/waitingList/join");
  await dietary.getByTestId("dietary-submit").click();
  expect((await sent).postDataJSON()).toMatchObject({
    classroomId: Session.cgspFull,
    allergies: "Shellfish",
  });
  await expect(detail.getByTestId("session-waiting")).toHaveText("On the waiting list: position 3");
  await expect(detail.getByTestId("session-waiting-count")).toHaveText("3 learners waiting");

  // Leaving is confirmed first; keeping the place changes nothing.
  const confirm = page.getByRole("dialog", { name: "Leave the waiting list" });
  await detail.getByTestId("session-leave-waiting-list").click();
  await confirm.getByRole("button", { name: "Keep my place" }).click();
  await expect(confirm).toBeHidden();
  await expect(detail.getByTestId("session-waiting")).toBeVisible();
  await detail.getByTestId("session-leave-waiting-list").click();
  await confirm.getByTestId("cancel-confirm").click();
  await expect(page.getByTestId("enrol-toast").last()).toContainText(
    "You have left the waiting list",
  );
  await expect(detail.getByTestId("session-join-waiting-list")).toBeVisible();
  await expect(detail.getByTestId("session-waiting-count")).toHaveText("2 learners waiting");
});

test("a visitor who enrols in a session gets the login tip and would come back to the page", async ({
  page,
}) => {
  await page.goto(HCSP);
  await openTab(page, "onsite-classroom");
  const card = sessionCard(page, Session.hcspOnsite);
  await expect(card.getByTestId("session-seats")).toHaveText(/^\d+ of 20 seats left$/);
  const tip = dialogOf(page, "login-tip");
  await clickUntil(card.getByTestId("session-enrol"), tip);
  await expect(tip.getByRole("link", { name: "Log in" })).toHaveAttribute(
    "href",
    "/user/sso/login?target=%2Fen%2Fcertification%2Fdetail%2F102",
  );
  // No live link for a visitor, even for an online session running now.
  await page.goto("/en/certification/detail/103");
  await openTab(page, "online-classroom");
  await expect(
    page.getByTestId("online-classroom").getByTestId("classroom-session"),
  ).not.toHaveCount(0);
  await expect(page.getByTestId("session-live")).toHaveCount(0);
  await expect(page.getByTestId("session-location").first()).toHaveText("Online");
  expect(await contrastFailures(page)).toEqual([]);
});

test("the webinar, workshop and seminar list filters by format; a learner enrols in a webinar, sees its live link and cancels", async ({
  page,
}) => {
  await signUpAt(page, WORKSHOP_SEMINAR, "Wen");
  await expect(page).toHaveTitle(/^Webinars, workshops and seminars \| /);
  const list = page.getByTestId("workshop-seminar");
  await expect(list.getByRole("heading", { level: 1 })).toHaveText(
    "Webinars, workshops and seminars",
  );
  const cards = list.getByTestId("classroom-session");
  await expect(cards).toHaveCount(4);
  await expect(page.getByTestId("session-count")).toHaveText("Sessions: 4");
  await expect(cards.getByTestId("session-format")).toHaveText([
    "Webinar",
    "Workshop",
    "Workshop",
    "Seminar",
  ]);
  // The paid workshop (decision 0023) shows its fee and leads to the checkout.
  const paid = sessionCard(page, Session.paidWorkshop);
  await expect(paid.getByTestId("session-fee")).toHaveText("$499.00");
  await expect(paid.getByTestId("session-enrol")).toHaveAttribute(
    "href",
    `/en/payment?sessionId=${Session.paidWorkshop}`,
  );

  await page.getByTestId("format-webinar").click();
  await expect(page).toHaveURL(/\/en\/workshop-seminar\/list\?format=webinar$/);
  await expect(cards).toHaveCount(1);
  await expect(page.getByTestId("format-webinar")).toHaveAttribute("aria-current", "page");
  const webinar = sessionCard(page, Session.webinar);
  await expect(webinar.getByRole("heading")).toHaveText(
    "Webinar: what's new in network video recorders",
  );
  await expect(webinar.getByTestId("session-location")).toHaveText("Online");
  const seats = webinar.getByTestId("session-seats");
  const before = Number(await seats.getAttribute("data-remaining"));
  await expect(webinar.getByTestId("session-live")).toHaveCount(0);

  // Approved at once, as the enrol dialog says: the live link and password show.
  // Watched for from the click on: the toast's 3 seconds may be over once the page's data,
  // read again, marks the session enrolled.
  const toast = expect(page.getByTestId("enrol-toast").last()).toContainText(
    "You are enrolled in Webinar",
    { timeout: 30_000 },
  );
  await clickUntil(
    webinar.getByTestId("session-enrol"),
    page.getByRole("dialog", { name: "Enrol in the session" }),
  );
  await confirmSeat(page, /confirmed as soon as you enrol/);
  await toast;
  await expect(webinar.getByTestId("session-enrolled")).toHaveText("Enrolled");
  await expect(webinar.getByTestId("session-live")).toContainText(
    "https://meet.academy.example/webinar-nvr",
  );
  await expect(webinar.getByTestId("session-live")).toContainText("NVR-LIVE");
  expect(await contrastFailures(page)).toEqual([]);
  expect(Number(await seats.getAttribute("data-remaining"))).toBeLessThan(before);

  await webinar.getByTestId("session-cancel").click();
  await page
    .getByRole("dialog", { name: "Cancel enrolment" })
    .getByTestId("cancel-confirm")
    .click();
  await expect(webinar.getByTestId("session-enrol")).toBeEnabled();
  await expect(webinar.getByTestId("session-live")).toHaveCount(0);

  // The other formats, and all of them again.
  await page.getByTestId("format-seminar").click();
  await expect(page).toHaveURL(/\?format=seminar$/);
  await expect(cards).toHaveCount(1);
  await expect(sessionCard(page, Session.seminar)).toContainText("Certificate of attendance");
  await page.getByTestId("format-all").click();
  await expect(page).toHaveURL(/\/en\/workshop-seminar\/list$/);
  await expect(cards).toHaveCount(4);
  expect(await contrastFailures(page)).toEqual([]);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the onsite tab and the workshop list on /en/mobile", async ({ page }) => {
    await page.goto(`/en/mobile/certification/detail/102`);
    await expect(page.getByTestId("mobile-header")).toBeVisible();
    await openTab(page, "onsite-classroom");
    const cards = page.getByTestId("onsite-classroom").getByTestId("classroom-session");
    await expect(cards).toHaveCount(2);
    await expect(sessionCard(page, Session.hcspNearlyFull)).toContainText(
      "HCSP onsite workshop: video walls and decoding",
    );
    // The nearly-full session's last seat may be held by another journey just now.
    await expect(sessionCard(page, Session.hcspNearlyFull).getByTestId("session-seats")).toHaveText(
      /^(1 of 12 seats left|Full: all 12 seats taken)$/,
    );
    await clickUntil(
      sessionCard(page, Session.hcspOnsite).getByTestId("session-enrol"),
      dialogOf(page, "login-tip"),
    );
    await page.keyboard.press("Escape");
    // Measured once the tip has faded out, not halfway through its transition.
    await expect(dialogOf(page, "login-tip")).toBeHidden();
    expect(await contrastFailures(page)).toEqual([]);

    // The full workshop: its waiting list, which a visitor is asked to log in for.
    await page.goto(`/en/mobile/classroom/detail/${Session.cgspFull}`);
    const full = page.getByTestId("classroom-detail");
    await expect(full.getByTestId("session-waiting-count")).toHaveText("2 learners waiting");
    await clickUntil(full.getByTestId("session-join-waiting-list"), dialogOf(page, "login-tip"));
    await page.keyboard.press("Escape");
    // Measured once the tip has faded out, not halfway through its transition.
    await expect(dialogOf(page, "login-tip")).toBeHidden();
    expect(await contrastFailures(page)).toEqual([]);

    await page.goto("/en/mobile/workshop-seminar/list?format=workshop");
    await expect(page.getByTestId("mobile-header")).toBeVisible();
    const list = page.getByTestId("workshop-seminar").getByTestId("classroom-session");
    // The free workshop and the paid one.
    await expect(list).toHaveCount(2);
    await expect(sessionCard(page, Session.workshop)).toContainText(
      "Workshop: installing intrusion alarm panels",
    );
    await expect(page.getByTestId("format-workshop")).toHaveAttribute("aria-current", "page");
    expect(await contrastFailures(page)).toEqual([]);
  });
});

test("in Arabic the onsite session and the webinar read right to left", async ({ page }) => {
  await page.goto(AR_HCSP);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await openTab(page, "onsite-classroom");
  const card = sessionCard(page, Session.arHcspOnsite);
  await expect(card.getByRole("heading", { level: 3 })).toHaveText(
    "ورشة HCSP الحضورية: أجهزة التسجيل والتخزين",
  );
  await expect(card.getByTestId("session-format")).toHaveText("ورشة عمل");
  await expect(card).toContainText("المقاعد المتبقية");
  await expect(card.getByTestId("session-enrol")).toHaveText("التسجيل");
  expect(await card.evaluate((element) => getComputedStyle(element).direction)).toBe("rtl");
  // The facts start at the right edge of the card.
  const cardBox = (await card.boundingBox())!;
  const factBox = (await card.locator("dt").first().boundingBox())!;
  expect(cardBox.x + cardBox.width - (factBox.x + factBox.width)).toBeLessThan(
    factBox.x - cardBox.x,
  );
  expect(await contrastFailures(page)).toEqual([]);

  await page.goto("/ar/workshop-seminar/list");
  await expect(page).toHaveTitle(/^الندوات عبر الإنترنت وورش العمل والحلقات الدراسية \| /);
  await expect(sessionCard(page, Session.arWebinar)).toContainText(
    "ندوة عبر الإنترنت: تحليلات الفيديو الذكية",
  );
  await expect(sessionCard(page, Session.arWebinar).getByTestId("session-location")).toHaveText(
    "عبر الإنترنت",
  );
});
