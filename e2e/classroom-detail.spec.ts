import { expect, test, type Page } from "./support/test.ts";
import {
  checkInAddress,
  classroomLearner,
  confirmSeat,
  refusedWithoutPrerequisite,
} from "./support/classroom.ts";
import { openWith } from "./support/controls.ts";
import { signInAsApprover, signInAt } from "./support/enrolment.ts";

/**
 * A classroom session's own page (frame §2 "Classroom detail", §3): opened from
 * the lists, with every fact of the session, sharing, inviting and copying its
 * address; a learner who attended evaluates it there once and then reads the
 * evaluation back; the /mobile twin and Arabic.
 *
 * The journeys share one server and database with the other workers: seats are
 * read as a shape, never as a count.
 */

/** Demo sessions (db/seed/demo/classrooms.ts). */
const Session = {
  hcspOnsite: 9001,
  /** HCSE online workshop on /en, running now; its seats are reviewed (decision 0047). */
  hcseRunning: 9004,
  webinar: 9011,
  workshop: 9012,
  arHcspOnsite: 9021,
} as const;

const detail = (page: Page) => page.getByTestId("classroom-detail");

test.describe("a visitor", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("opens a webinar from the list, reads its facts, copies its link and sees the invitation", async ({
    page,
    baseURL,
  }) => {
    // The page hydrates as the server rendered it (a mismatch would re-render it, losing clicks).
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto("/en/workshop-seminar/list?format=webinar");
    const card = page.locator(
      `[data-testid="classroom-session"][data-session-id="${Session.webinar}"]`,
    );
    await openWith(card.getByTestId("session-detail-link"), detail(page));
    await expect(page).toHaveURL(`/en/classroom/detail/${Session.webinar}`);
    await expect(page).toHaveTitle(/^Webinar: what's new in network video recorders \| /);
    const canonical = `${baseURL}/en/classroom/detail/${Session.webinar}`;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", canonical);

    const session = detail(page);
    await expect(session.getByRole("heading", { level: 1 })).toHaveText(
      "Webinar: what's new in network video recorders",
    );
    await expect(session).toContainText("A one-hour tour of this year's recorder line-up");
    await expect(session.getByTestId("session-format")).toHaveText("Webinar");
    await expect(session).toContainText("Online");
    await expect(session).toContainText("James O'Neill");
    await expect(session.getByTestId("session-time")).toContainText(/GMT|UTC/);
    await expect(session.getByTestId("session-seats")).toHaveText(/^\d+ of 500 seats left$/);
    await expect(session).toContainText("Enrolment closes");
    await expect(session.getByTestId("session-certification")).toHaveText(
      "Not part of a certification",
    );
    await expect(session.getByTestId("session-language")).toHaveText("English");
    await expect(session.getByTestId("session-country")).toHaveText("Ireland");
    // The live link is for approved learners only; a visitor has nothing to evaluate.
    await expect(session.getByTestId("session-live")).toHaveCount(0);
    await expect(session.getByTestId("classroom-evaluation")).toHaveCount(0);
    await expect(session.getByTestId("session-enrol")).toBeEnabled();

    // Invite a colleague: an e-mail naming the session and its address.
    const invite = session.getByTestId("session-invite");
    const mailto = new URL((await invite.getAttribute("href"))!);
    expect(mailto.protocol).toBe("mailto:");
    expect(mailto.searchParams.get("subject")).toBe(
      "Join me at Webinar: what's new in network video recorders",
    );
    expect(mailto.searchParams.get("body")).toContain(canonical);
    expect(mailto.searchParams.get("body")).toContain(
      "Webinar: what's new in network video recorders",
    );

    // Copy link: the canonical address lands on the clipboard, and the button says so.
    const copy = session.getByTestId("session-copy-link");
    await openWith(copy, session.getByRole("button", { name: "Copied" }));
    await expect(session.getByRole("status")).toHaveText("The link to the session is copied.");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);
    await expect(copy).toHaveText("Copy link", { timeout: 5_000 });
    expect(errors).toEqual([]);
  });

  test("opens a certification's session from its tab, with the certification linked; the page is kept for visitors", async ({
    page,
    request,
  }) => {
    await page.goto("/en/certification/detail/102");
    await openWith(page.getByTestId("tab-onsite-classroom"), page.getByTestId("onsite-classroom"));
    const card = page.locator(
      `[data-testid="classroom-session"][data-session-id="${Session.hcspOnsite}"]`,
    );
    await openWith(card.getByTestId("session-detail-link"), detail(page));
    await expect(page).toHaveURL(`/en/classroom/detail/${Session.hcspOnsite}`);
    const session = detail(page);
    await expect(session.getByTestId("session-location")).toContainText("14 Kingsway, London");
    await expect(session.getByTestId("session-country")).toHaveText("United Kingdom");
    const certification = session.getByTestId("session-certification");
    await expect(certification).toContainText("HCSP");
    await expect(certification).toHaveAttribute("href", "/en/certification/detail/102");
    await expect(page.getByTestId("page-hero").getByRole("link", { name: /HCSP/ })).toBeVisible();

    // A visitor's render is shared like the other anonymous pages.
    const address = `/en/classroom/detail/${Session.hcspOnsite}?run=${Date.now().toString(36)}`;
    expect((await request.get(address)).headers()["x-page-cache"]).toBe("miss");
    expect((await request.get(address)).headers()["x-page-cache"]).toBe("hit");
  });
});

test("a learner holding HCSP and enrolled in HCSE asks for a seat of the running HCSE session, is approved, checks in, evaluates it, and reads the evaluation back; a new learner gets no seat", async ({
  page,
  browser,
  baseURL,
}) => {
  // Three people sign in (a new learner, the learner, and the approver for the seat and the QR).
  test.setTimeout(180_000);
  const address = `/en/classroom/detail/${Session.hcseRunning}`;
  // A seat of HCSE training needs HCSP and an approved enrolment in HCSE (decisions 0045,
  // 0047), which a new learner does not have.
  await refusedWithoutPrerequisite(
    browser,
    baseURL!,
    address,
    async (newcomer) => {
      await openWith(
        detail(newcomer).getByTestId("session-enrol"),
        newcomer.getByRole("dialog", { name: "Enrol in the session" }),
      );
      await confirmSeat(newcomer);
    },
    { name: /HCSP/, releaseId: 102 },
    { name: /HCSE/, releaseId: 103 },
  );

  // A demo learner holding HCSP and enrolled in HCSE (db/seed/demo/classroom-learners.ts).
  await signInAt(page, address, classroomLearner("irene"));
  const session = detail(page);
  await expect(session.getByRole("heading", { level: 1 })).toHaveText(
    "HCSE online workshop: deep-learning analytics",
  );
  await expect(session.getByTestId("session-live")).toHaveCount(0);

  // The enrol dialog says the seat is reviewed; pending, the session's door stays closed.
  await openWith(
    session.getByTestId("session-enrol"),
    page.getByRole("dialog", { name: "Enrol in the session" }),
  );
  await confirmSeat(page, /reviewed by the site's approver/);
  await expect(page.getByTestId("enrol-toast").last()).toContainText("pending approval");
  await expect(session.getByTestId("session-pending")).toHaveText("Pending");
  await expect(session.getByTestId("session-live")).toHaveCount(0);

  // The site's approver approves the seat: the live link and password, the calendar file.
  const approver = await signInAsApprover(browser, baseURL!);
  const scope = { siteId: 1, languageId: 1 };
  const pending = await approver.page.request.get("/api/admin/classroom/enrolments", {
    params: { ...scope, classroomId: Session.hcseRunning },
  });
  const seat = ((await pending.json()).data as { id: number; learnerEmail: string }[]).find(
    (row) => row.learnerEmail === classroomLearner("irene").email,
  );
  expect(seat, "Irene's seat waits for the approver").toBeTruthy();
  const approved = await approver.page.request.post("/api/admin/classroom/approve", {
    data: { ...scope, id: seat!.id },
  });
  expect((await approved.json()).data.status).toBe("approved");
  await approver.context.close();
  await page.reload();
  // Running now, too late to cancel: the enrolment is viewed in My Learning.
  await expect(session.getByTestId("session-view")).toBeVisible();
  await expect(session.getByTestId("session-live")).toContainText(
    "https://meet.academy.example/hcse-analytics",
  );
  await expect(session.getByTestId("session-live")).toContainText("HCSE-2026");
  await expect(session.getByTestId("session-calendar")).toHaveAttribute(
    "href",
    `/classroom/calendar/${Session.hcseRunning}.ics`,
  );
  // Not attended yet: nothing to evaluate.
  await expect(session.getByTestId("classroom-evaluation")).toHaveCount(0);

  // The QR at the venue checks the learner in; from there to the session's page.
  await page.goto(await checkInAddress(browser, baseURL!, Session.hcseRunning, 1));
  await expect(page.getByTestId("check-in-done")).toBeVisible();
  await page.getByTestId("check-in-detail").click();
  await expect(page).toHaveURL(address);
  await expect(session.getByTestId("session-checked-in")).toHaveText("Checked in");

  const form = session.getByTestId("evaluation-form");
  await expect(form).toBeVisible();
  // Every rating is needed; the comment is not.
  await form.getByTestId("evaluation-submit").click();
  await expect(form.getByRole("alert")).toHaveCount(3);
  await expect(form.getByRole("alert").first()).toHaveText("Choose from 1 to 5 stars.");
  const rate = async (aspect: string, legend: string, stars: number) => {
    const group = form.getByRole("group", { name: legend });
    await group.getByRole("radio", { name: `${stars} of 5 stars` }).press("Space");
    await expect(form.getByTestId(`evaluation-${aspect}`).getByRole("alert")).toHaveCount(0);
  };
  await rate("overall", "Overall", 5);
  await rate("trainer", "Trainer", 4);
  await rate("content", "Content", 3);
  const comment = form.getByTestId("evaluation-comment");
  await comment.fill("x".repeat(1200));
  await expect(comment).toHaveValue("x".repeat(1000));
  await comment.fill("Clear demos of the analytics rules.");
  const sent = page.waitForRequest("**/api/certification/evaluate/classroom");
  await form.getByTestId("evaluation-submit").click();
  expect((await sent).postDataJSON()).toMatchObject({
    classroomId: Session.hcseRunning,
    overall: 5,
    trainer: 4,
    content: 3,
    comment: "Clear demos of the analytics rules.",
  });

  const given = session.getByTestId("evaluation-given");
  await expect(given).toBeVisible();
  await expect(form).toHaveCount(0);
  // Read back from the server after a reload: given once, read-only.
  await page.reload();
  await expect(given).toContainText("You evaluated this session on");
  await expect(given.getByTestId("evaluation-given-overall")).toContainText("5 of 5 stars");
  await expect(given.getByTestId("evaluation-given-trainer")).toContainText("4 of 5 stars");
  await expect(given.getByTestId("evaluation-given-content")).toContainText("3 of 5 stars");
  await expect(given.getByTestId("evaluation-given-comment")).toHaveText(
    "Clear demos of the analytics rules.",
  );
  await expect(session.getByTestId("evaluation-form")).toHaveCount(0);
  await expect(session.getByRole("radio")).toHaveCount(0);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the /mobile twin shows the session, its facts and its sharing", async ({
    page,
    baseURL,
  }) => {
    await page.goto(`/en/mobile/classroom/detail/${Session.workshop}`);
    await expect(page.getByTestId("mobile-header")).toBeVisible();
    const session = detail(page);
    await expect(session.getByRole("heading", { level: 1 })).toHaveText(
      "Workshop: installing intrusion alarm panels",
    );
    await expect(session.getByTestId("session-format")).toHaveText("Workshop");
    await expect(session.getByTestId("session-seats")).toBeVisible();
    await expect(session.getByTestId("session-invite")).toBeVisible();
    // Both twins hand on the one canonical address.
    await expect(session.getByTestId("session-address")).toHaveText(
      `${baseURL}/en/classroom/detail/${Session.workshop}`,
    );
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
  });
});

test("in Arabic the session's page reads right to left", async ({ page }) => {
  await page.goto(`/ar/classroom/detail/${Session.arHcspOnsite}`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const session = detail(page);
  await expect(session.getByRole("heading", { level: 1 })).toHaveText(
    "ورشة HCSP الحضورية: أجهزة التسجيل والتخزين",
  );
  await expect(session.getByTestId("session-format")).toHaveText("ورشة عمل");
  await expect(session.getByRole("heading", { name: "شارك هذه الجلسة" })).toBeVisible();
  await expect(session.getByTestId("session-copy-link")).toHaveText("نسخ الرابط");
  await expect(session.getByTestId("session-invite")).toHaveText("ادعُ زميلًا");
  await expect(session.getByTestId("session-enrol")).toHaveText("التسجيل");
  expect(await session.evaluate((element) => getComputedStyle(element).direction)).toBe("rtl");
  // Another site's session is not found on /en.
  await page.goto(`/en/classroom/detail/${Session.arHcspOnsite}`);
  await expect(page).toHaveURL(/\/en\/exception\/notFound$/);
});
