import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./support/test.ts";
import { hydrated, openWith } from "./support/controls.ts";
import { classroomLearner, confirmSeat, refusedWithoutPrerequisite } from "./support/classroom.ts";
import { signInAt } from "./support/enrolment.ts";

/**
 * The classroom track page's schedule (frame §2 "Classroom list/calendar:
 * Mon-Sun, months, legend enrolled/not enrolled, filters by training method,
 * country, language"): a month calendar Monday to Sunday with the track's
 * sessions, previous and next month, the filters in the address, the list of
 * session cards, and a learner's enrolment marked in the calendar; on
 * /mobile and in Arabic right to left.
 *
 * Demo sessions of the brand track on /en (db/seed/demo/classrooms.ts), placed
 * from the moment the server seeded: HCSP onsite in London 30 days out (9001),
 * in Munich in 9 days (9002), in London 30 days ago (9003); HCSE online running
 * now (9004) and in three weeks (9005, reviewed like every HCSE seat: decision 0047).
 */

const TRACK = "/en/hikvision-security-certification/classroom";
const DAY = 86_400_000;
const HOUR = 3_600_000;

const Session = {
  hcspOnsite: 9001,
  hcspNearlyFull: 9002,
  hcspPast: 9003,
  hcseOnlineNow: 9004,
  hcseOnline: 9005,
  arHcspOnsite: 9021,
} as const;

/** The day an instant falls on in a zone, "YYYY-MM-DD". */
function dayIn(at: number, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(at);
}

/**
 * The day a session of /en begins on in a zone, as the demo seeded it: on the hour after the
 * seeding moment, which is the next day when the server seeded in the hour before midnight.
 */
async function sessionDay(page: Page, id: number, timeZone: string): Promise<string> {
  const session = await page.request.get(
    `/api/certification/classroom/getById?id=${id}&siteId=1&languageId=1`,
  );
  const { startsAt } = (await session.json()).data as { startsAt: string };
  return dayIn(Date.parse(startsAt), timeZone);
}

const thisMonth = () => new Date().toISOString().slice(0, 7);

function addMonths(month: string, count: number): string {
  const [year, index] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, index - 1 + count, 1)).toISOString().slice(0, 7);
}

const monthShown = (page: Page) => page.getByTestId("schedule-month");
const calendarSession = (page: Page, id: number) =>
  page.locator(`[data-testid="schedule-session"][data-session-id="${id}"]`);
const sessionCard = (page: Page, id: number) =>
  page.locator(`[data-testid="classroom-session"][data-session-id="${id}"]`);

/** Moves month by month (the previous and next links) until `month` shows. */
async function showMonth(page: Page, month: string) {
  for (let step = 0; step < 3; step++) {
    const shown = await monthShown(page).getAttribute("data-month");
    if (shown === month) return;
    await page.getByTestId(shown! < month ? "schedule-next" : "schedule-previous").click();
    await expect(monthShown(page)).not.toHaveAttribute("data-month", shown!);
  }
  await expect(monthShown(page)).toHaveAttribute("data-month", month);
}

/** The ids of the sessions the calendar shows. */
async function shownIds(page: Page): Promise<number[]> {
  const ids = await page
    .getByTestId("schedule-session")
    .evaluateAll((buttons) => buttons.map((button) => Number(button.dataset.sessionId)));
  return ids.sort();
}

async function contrastFailures(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withRules(["color-contrast"]).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${node.target.join(" ")}: ${node.failureSummary ?? ""}`),
  );
}

test("a visitor browses the month calendar, moves to next month, filters by method and country, and switches to the list", async ({
  page,
}) => {
  await page.goto(TRACK);
  await expect(page.getByTestId("classroom-coming-soon")).toHaveCount(0);
  const schedule = page.getByTestId("classroom-schedule");
  await expect(schedule).toBeVisible();

  // This month, its name, weeks Monday to Sunday.
  await expect(monthShown(page)).toHaveAttribute("data-month", thisMonth());
  const [year, month] = thisMonth().split("-").map(Number) as [number, number];
  const monthName = new Intl.DateTimeFormat("en", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(Date.UTC(year, month - 1, 1));
  await expect(monthShown(page)).toHaveText(monthName);
  const weekdays = page.getByTestId("schedule-weekdays").locator("span");
  await expect(weekdays).toHaveCount(7);
  await expect(weekdays.first()).toHaveText("Mon");
  await expect(weekdays.last()).toHaveText("Sun");
  const days = page.getByTestId("schedule-day");
  expect((await days.count()) % 7).toBe(0);
  const firstDay = await days.first().getAttribute("data-date");
  expect(new Date(`${firstDay}T00:00:00Z`).getUTCDay()).toBe(1);
  await expect(page.getByTestId("schedule-legend")).toContainText("Enrolled");
  await expect(page.getByTestId("schedule-legend")).toContainText("Not enrolled");

  // The HCSE workshop running now is on the day it began in Shanghai (which is not always
  // today's date there: it began before the run), not marked enrolled.
  const nowDay = await sessionDay(page, Session.hcseOnlineNow, "Asia/Shanghai");
  await showMonth(page, nowDay.slice(0, 7));
  const runningEntry = calendarSession(page, Session.hcseOnlineNow);
  await expect(runningEntry).toContainText("HCSE online workshop");
  await expect(runningEntry).toHaveAttribute("data-enrolled", "false");
  await expect(
    page
      .locator(`[data-testid="schedule-day"][data-date="${nowDay}"]`)
      .getByTestId("schedule-session"),
  ).toContainText(["HCSE online workshop"]);
  // The CGSP seminar belongs to the general track, not this one.
  expect(await shownIds(page)).not.toContain(9006);
  expect(await contrastFailures(page)).toEqual([]);

  // Next month is a link of its own; the HCSP workshop 30 days out is in its month, in London.
  await showMonth(page, thisMonth());
  await page.getByTestId("schedule-next").click();
  await expect(monthShown(page)).toHaveAttribute("data-month", addMonths(thisMonth(), 1));
  await expect(page).toHaveURL(new RegExp(`\\?month=${addMonths(thisMonth(), 1)}$`));
  const thirtyOut = await sessionDay(page, Session.hcspOnsite, "Europe/London");
  await showMonth(page, thirtyOut.slice(0, 7));
  const hcsp = calendarSession(page, Session.hcspOnsite);
  await expect(hcsp).toContainText("HCSP onsite workshop");
  await expect(hcsp).toContainText(/\d{2}:00/);
  await expect(
    page.locator(`[data-testid="schedule-day"][data-date="${thirtyOut}"]`),
  ).toContainText("HCSP onsite workshop");

  // Clicking it shows its card, with the enrol button.
  const selected = page.getByTestId("schedule-selected");
  await openWith(hcsp, selected);
  await expect(selected.getByRole("heading", { level: 3 })).toHaveText(
    "HCSP onsite workshop: NVRs and storage in practice",
  );
  await expect(selected.getByTestId("session-location")).toContainText("London");
  await expect(hcsp).toHaveAttribute("aria-expanded", "true");

  // Training method: online hides the onsite workshops, onsite shows them again.
  await page.getByTestId("schedule-method-online").click();
  await expect(page).toHaveURL(/method=online/);
  await expect(page.getByTestId("schedule-method-online")).toHaveAttribute("aria-current", "page");
  await expect(hcsp).toHaveCount(0);
  for (const id of await shownIds(page))
    expect([Session.hcseOnlineNow, Session.hcseOnline]).toContain(id);
  await page.getByTestId("schedule-method-onsite").click();
  await expect(page).toHaveURL(/method=onsite/);
  await expect(hcsp).toBeVisible();
  for (const id of await shownIds(page))
    expect([Session.hcspOnsite, Session.hcspNearlyFull, Session.hcspPast]).toContain(id);

  // Country: the month's countries to choose from; Germany hides London, the UK shows it.
  await page.getByTestId("schedule-method-all").click();
  await expect(page).not.toHaveURL(/method=/);
  await hydrated(page);
  const country = page.getByTestId("schedule-country");
  await expect(country.locator("option", { hasText: "United Kingdom" })).toHaveCount(1);
  await country.selectOption("GB");
  await expect(page).toHaveURL(/country=GB/);
  await expect(hcsp).toBeVisible();
  for (const id of await shownIds(page))
    expect([Session.hcspOnsite, Session.hcspPast]).toContain(id);
  await expect(country).toHaveValue("GB");

  // The list of the same month and filters: session cards with their buttons.
  await page.getByTestId("schedule-view-list").click();
  await expect(page).toHaveURL(/view=list/);
  await expect(page).toHaveURL(/country=GB/);
  await expect(page.getByTestId("schedule-calendar")).toHaveCount(0);
  const card = sessionCard(page, Session.hcspOnsite);
  await expect(card).toBeVisible();
  await expect(card.getByTestId("session-enrol")).toHaveText("Enrol");
  expect(await contrastFailures(page)).toEqual([]);

  // The address is the state: opened afresh, the page shows the same.
  await page.reload();
  await expect(sessionCard(page, Session.hcspOnsite)).toBeVisible();
  await expect(page.getByTestId("schedule-view-list")).toHaveAttribute("aria-current", "page");
});

test("a learner holding HCSP and enrolled in HCSE asks for a seat from the list and sees the session marked enrolled in the calendar; a new learner gets no seat", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // The HCSE online workshop in three weeks.
  const at = await sessionDay(page, Session.hcseOnline, "Asia/Shanghai");
  const month = at.slice(0, 7);
  const query = month === thisMonth() ? "" : `month=${month}&`;
  const list = `${TRACK}?${query}view=list&method=online`;
  // A seat of HCSE training needs HCSP and an approved enrolment in HCSE (decisions 0045,
  // 0047), which a new learner does not have.
  await refusedWithoutPrerequisite(
    browser,
    baseURL!,
    list,
    async (newcomer) => {
      await openWith(
        sessionCard(newcomer, Session.hcseOnline).getByTestId("session-enrol"),
        newcomer.getByRole("dialog", { name: "Enrol in the session" }),
      );
      await confirmSeat(newcomer);
    },
    { name: /HCSP/, releaseId: 102 },
    { name: /HCSE/, releaseId: 103 },
  );

  // A demo learner holding HCSP and enrolled in HCSE (db/seed/demo/classroom-learners.ts).
  await signInAt(page, list, classroomLearner("calla"));
  const card = sessionCard(page, Session.hcseOnline);
  await expect(card).toBeVisible();
  // The toast shows for 3 seconds from the enrolment's answer, and the card says enrolled once
  // the page's data is read again: on a loaded machine the toast may be gone by then, so it is
  // watched for from the click on.
  const toast = expect(page.getByTestId("enrol-toast").last()).toContainText(
    "HCSE online workshop",
    { timeout: 30_000 },
  );
  await openWith(
    card.getByTestId("session-enrol"),
    page.getByRole("dialog", { name: "Enrol in the session" }),
  );
  await confirmSeat(page, /reviewed by the site's approver/);
  await toast;
  // Asked for and waiting for the approver: the calendar marks it all the same.
  await expect(card.getByTestId("session-pending")).toHaveText("Pending");

  await page.getByTestId("schedule-view-calendar").click();
  const marked = calendarSession(page, Session.hcseOnline);
  await expect(marked).toHaveAttribute("data-enrolled", "true");
  await expect(marked).toContainText("Enrolled");
  await expect(
    page.locator(`[data-testid="schedule-day"][data-date="${at}"]`).getByTestId("schedule-session"),
  ).toHaveAttribute("data-enrolled", "true");
  // Enrolled and not enrolled look different (the legend's two swatches).
  const [enrolledColour, notEnrolledColour] = await Promise.all(
    ["true", "false"].map((value) =>
      page
        .getByTestId("schedule-legend")
        .locator(`[data-enrolled="${value}"]`)
        .evaluate((element) => getComputedStyle(element).backgroundColor),
    ),
  );
  expect(enrolledColour).not.toBe(notEnrolledColour);
  expect(await marked.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
    enrolledColour,
  );
  expect(await contrastFailures(page)).toEqual([]);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the calendar and the list on /en/mobile", async ({ page }) => {
    await page.goto("/en/mobile/hikvision-security-certification/classroom");
    await expect(page.getByTestId("mobile-header")).toBeVisible();
    await expect(monthShown(page)).toHaveAttribute("data-month", thisMonth());
    await expect(page.getByTestId("schedule-weekdays").locator("span")).toHaveCount(7);
    const thirtyOut = await sessionDay(page, Session.hcspOnsite, "Europe/London");
    await showMonth(page, thirtyOut.slice(0, 7));
    await expect(page).toHaveURL(/\/en\/mobile\/hikvision-security-certification\/classroom/);
    const hcsp = calendarSession(page, Session.hcspOnsite);
    await expect(hcsp).toBeVisible();
    // The calendar fits the phone's width.
    const width = await page.getByTestId("schedule-calendar").evaluate((el) => el.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await openWith(hcsp, page.getByTestId("schedule-selected"));
    await expect(page.getByTestId("schedule-selected")).toContainText(
      "HCSP onsite workshop: NVRs and storage in practice",
    );
    expect(await contrastFailures(page)).toEqual([]);

    await page.getByTestId("schedule-view-list").click();
    await expect(page).toHaveURL(/\/en\/mobile\/.*view=list/);
    await expect(sessionCard(page, Session.hcspOnsite)).toBeVisible();
  });
});

test("in Arabic the calendar reads right to left, Monday first at the right", async ({ page }) => {
  await page.goto("/ar/hikvision-security-certification/classroom");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const weekdays = page.getByTestId("schedule-weekdays").locator("span");
  await expect(weekdays.first()).toHaveText(
    new Intl.DateTimeFormat("ar", { weekday: "short", timeZone: "UTC" }).format(
      Date.UTC(2024, 0, 1),
    ),
  );
  const [monday, sunday] = await Promise.all([
    weekdays.first().boundingBox(),
    weekdays.last().boundingBox(),
  ]);
  expect(monday!.x).toBeGreaterThan(sunday!.x);
  await expect(page.getByTestId("schedule-legend")).toContainText("مسجَّل");

  // Seeded on the hour after the seeding moment (db/seed/demo/classrooms.ts).
  const day = dayIn(Math.ceil(Date.now() / HOUR) * HOUR + 20 * DAY, "Asia/Dubai");
  await showMonth(page, day.slice(0, 7));
  const session = calendarSession(page, Session.arHcspOnsite);
  await expect(session).toContainText("ورشة HCSP الحضورية");
  await expect(
    page.getByTestId("schedule-country").locator("option", { hasText: "الإمارات" }),
  ).toHaveCount(1);
  expect(await contrastFailures(page)).toEqual([]);

  await page.getByTestId("schedule-view-list").click();
  await expect(
    sessionCard(page, Session.arHcspOnsite).getByRole("heading", { level: 3 }),
  ).toHaveText("ورشة HCSP الحضورية: أجهزة التسجيل والتخزين");
});

test("an EU site keeps instructor-led training hidden", async ({ page }) => {
  await page.goto("/eu/de/hikvision-security-certification/classroom");
  await expect(page).toHaveURL(/\/eu\/de\/exception\/notFound$/);
});
