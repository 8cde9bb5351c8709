import { expect, test, type Page } from "./support/test.ts";
import { newLearner, signUpOnProvider } from "./support/identity.ts";

/**
 * The catalogue as a visitor walks it (issue 4, learner §2, §4, frame §2):
 * track pages, filters and pages, certification detail, course and video
 * detail with their locks, search, the thermal tenant and the Arabic site.
 */

const loginTarget = (path: string) => `/user/sso/login?target=${encodeURIComponent(path)}`;

async function openBrandMenu(page: Page, item: string) {
  const nav = page.getByTestId("desktop-header").getByRole("navigation");
  await nav.getByRole("button", { name: "Hikvision Certification" }).click();
  await page.getByRole("menuitem", { name: item }).click();
}

test.describe("desktop", () => {
  test("a visitor browses the brand track: overview, courses, filters", async ({ page }) => {
    await page.goto("/en");
    await openBrandMenu(page, "Overview");
    await expect(page).toHaveURL(/\/en\/hikvision-security-certification\/overview$/);
    await expect(page.getByTestId("page-title")).toHaveText("Hikvision Security Certification");
    const programs = page.getByTestId("program-list").getByTestId("certification-card");
    await expect(programs).toHaveCount(3);
    await expect(programs.getByRole("heading")).toHaveText([
      "Hikvision Certified Security Associate (HCSA)",
      "Hikvision Certified Security Professional (HCSP)",
      "Hikvision Certified Security Expert (HCSE)",
    ]);
    await expect(page.getByRole("heading", { name: "How to get certified" })).toBeVisible();

    await page.getByTestId("track-nav-online-video-courses").click();
    await expect(page).toHaveURL(/\/en\/hikvision-security-certification\/online-video-courses$/);
    await expect(page).toHaveTitle("Online video courses | Hikvision Academy");
    await expect(page.getByTestId("result-count")).toHaveText("12 courses");
    await expect(page.getByTestId("course-card")).toHaveCount(12);
    // 12 courses fit on one page of 15 (learner §9).
    await expect(page.getByTestId("pager")).toHaveCount(0);

    await page.getByTestId("filter-requirement").getByText("Compulsory").click();
    await expect(page).toHaveURL(/\?requirement=1$/);
    await expect(page.getByTestId("result-count")).toHaveText("8 courses");
    await expect(page.getByTestId("requirement-badge")).toHaveText(Array(8).fill("Compulsory"));

    const keyword = page.getByRole("searchbox", { name: "Keyword" });
    await keyword.fill("camera");
    await keyword.press("Enter");
    await expect(page).toHaveURL(/\?keyword=camera&requirement=1$/);
    await expect(page.getByTestId("result-count")).not.toHaveText("8 courses");
    const cards = page.getByTestId("course-card");
    expect(await cards.count()).toBeGreaterThan(0);
    expect(await cards.count()).toBeLessThan(8);

    // The filtered list is a shareable, server-rendered address.
    await page.reload();
    await expect(page.getByRole("searchbox", { name: "Keyword" })).toHaveValue("camera");
    await expect(cards).toHaveCount(await cards.count());

    await page.getByTestId("filter-reset").click();
    await expect(page).toHaveURL(/\/online-video-courses$/);
    await expect(page.getByTestId("result-count")).toHaveText("12 courses");

    await page.getByTestId("filter-keyword").fill("no such course at all");
    await page.getByTestId("filter-keyword").press("Enter");
    await expect(page.getByTestId("catalogue-empty")).toContainText("No courses found");
  });

  test("certification detail 101: steps, credits per requirement, child version, enrol asks to log in", async ({
    page,
  }) => {
    await page.goto("/en/hikvision-security-certification/overview");
    await page.getByRole("link", { name: "Hikvision Certified Security Associate (HCSA)" }).click();
    await expect(page).toHaveURL(/\/en\/certification\/detail\/101$/);
    await expect(page).toHaveTitle(
      "Hikvision Certified Security Associate (HCSA) v2.0 | Hikvision Academy",
    );
    await expect(page.getByTestId("version-label")).toHaveText("v2.0");
    await expect(page.getByTestId("intro-video")).toHaveAttribute("preload", "none");
    // A course's summary keeps its description's list items apart instead of running them
    // together.
    const summary = page
      .getByTestId("certification-course")
      .filter({ hasText: "IP Camera Fundamentals" })
      .getByTestId("course-summary");
    expect(await summary.evaluate((p) => (p as HTMLElement).innerText)).toContain(
      "for each scene.\n• Image sensors, lenses and field of view\n• H.264",
    );

    const steps = page.getByTestId("progress-steps");
    for (const label of ["Enrol", "Learn", "Exam", "Apply"]) {
      await expect(steps.getByText(label, { exact: true })).toBeVisible();
    }
    // Where the learner stands, not controls: a list with its current step, no button to press.
    await expect(steps.getByRole("listitem")).toHaveCount(4);
    await expect(steps.getByRole("button")).toHaveCount(0);
    await expect(steps.locator('[aria-current="step"]')).toContainText("Enrol");

    await expect(page.getByRole("tab")).toHaveText(["Online video courses", "Theory Exam"]);
    await expect(page.getByTestId("credits-compulsory")).toContainText("0 / 6");
    await expect(page.getByTestId("credits-elective")).toContainText("0 / 4");
    await expect(page.getByTestId("credits-needed")).toContainText("9");
    await expect(
      page.getByTestId("courses-compulsory").getByTestId("certification-course"),
    ).toHaveCount(3);
    await expect(
      page.getByTestId("courses-elective").getByTestId("certification-course"),
    ).toHaveCount(3);
    await expect(page.getByTestId("courses-compulsory")).toContainText("6 credits in total");
    await expect(page.getByTestId("courses-elective")).toContainText("4 credits in total");

    // Child versions (sonCertificationReleaseDTOList) expand.
    const child = page.getByTestId("child-version");
    await expect(child).toHaveCount(1);
    const open = child.getByRole("link", { name: "Open this version" });
    await expect(open).toBeHidden();
    await child.getByRole("button").click();
    await expect(open).toBeVisible();
    await expect(open).toHaveAttribute("href", "/en/certification/detail/104");

    // A visitor who enrols gets the login tip, returning to this page.
    await page.getByTestId("enrol-button").click();
    const tip = page.getByRole("dialog", { name: "Tips" });
    await expect(tip).toBeVisible();
    await expect(tip.getByRole("link", { name: "Log in" })).toHaveAttribute(
      "href",
      loginTarget("/en/certification/detail/101"),
    );
    await tip.getByRole("button", { name: "Cancel" }).click();
    await expect(tip).toBeHidden();

    await page.getByRole("tab", { name: "Theory Exam" }).click();
    await expect(page.getByTestId("theory-exam")).toContainText("80/100");
  });

  test("the exam anchor opens the theory exam, the child version has its own page", async ({
    page,
  }) => {
    await page.goto("/en/certification/detail/101#take-exam");
    await expect(page.getByRole("tab", { name: "Theory Exam" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.getByTestId("theory-exam")).toBeInViewport();

    // The server never sees the hash: one given once the page runs opens its tab as well.
    await page.goto("/en/certification/detail/101");
    const examTab = page.getByRole("tab", { name: "Theory Exam" });
    await expect(examTab).toHaveAttribute("aria-selected", "false");
    await page.evaluate(() => {
      window.location.hash = "take-exam";
    });
    await expect(examTab).toHaveAttribute("aria-selected", "true");
    await expect(page.getByTestId("theory-exam")).toBeInViewport();

    await page.goto("/en/certification/detail/104");
    await expect(page.getByTestId("version-label")).toHaveText("v1.0");
    await page.goto("/en/certification/detail/102");
    // HCSP has a practical exam: its tab offers the region filter and the sessions to come.
    await page.getByRole("tab", { name: "Practical Exam" }).click();
    await expect(page.getByTestId("region-filter")).toBeVisible();
    await expect(page.getByTestId("practical-session")).toHaveCount(3);
    await expect(page.getByTestId("prerequisite")).toContainText(
      "Hikvision Certified Security Associate (HCSA)",
    );
  });

  test("course detail shows locks, the next-chapter button and the quiz entry", async ({
    page,
  }) => {
    await page.goto("/en/certification/detail/101");
    await page.getByRole("link", { name: "IP Camera Fundamentals" }).click();
    await expect(page).toHaveURL(/\/en\/course\/detail\/2001\?courseType=0$/);
    await expect(page).toHaveTitle("IP Camera Fundamentals | Hikvision Academy");
    await expect(page.getByTestId("course-detail")).toContainText("Description");
    const chapters = page.getByTestId("chapter");
    await expect(chapters).toHaveCount(4);
    await expect(page.getByTestId("chapter-lock")).toHaveCount(4);
    await expect(page.getByTestId("poster")).toHaveAttribute("data-locked", "true");
    // No video address on the page (the player comes with the learning issue).
    await expect(page.locator("video")).toHaveCount(0);

    const next = page.getByTestId("next-chapter");
    for (let index = 2; index <= 4; index += 1) {
      await next.click();
      await expect(page.getByTestId("current-chapter")).toHaveText(
        (await chapters
          .nth(index - 1)
          .getByTestId("chapter-title")
          .textContent())!.trim(),
      );
    }
    // Hidden on the last chapter.
    await expect(next).toHaveCount(0);

    await page.getByTestId("quiz-button").click();
    await expect(page.getByRole("dialog", { name: "Tips" })).toBeVisible();
  });

  test("a video is locked for a visitor too, and so is a topic", async ({ page }) => {
    await page.goto("/en/course/detail/2051?courseType=1");
    await expect(page.getByTestId("course-detail")).toHaveAttribute("data-course-type", "1");
    await expect(page.getByTestId("chapter-lock").first()).toBeVisible();
    // An educational video belongs to no certification: it promises no credits.
    await expect(page.getByTestId("process-done-text")).toHaveText(
      "For your own learning: this video earns no credits",
    );
    await page.getByTestId("poster-login").click();
    await expect(
      page.getByRole("dialog", { name: "Tips" }).getByRole("link", { name: "Log in" }),
    ).toHaveAttribute("href", loginTarget("/en/course/detail/2051?courseType=1"));

    await page.goto("/en/educational-video/list");
    await expect(page.getByTestId("result-count")).toHaveText("15 videos");
    await page.getByTestId("filter-show").getByText("Topics").click();
    await expect(page).toHaveURL(/\?type=1$/);
    await expect(page.getByTestId("course-card")).toHaveCount(7);
    // The product line filter (learner §3 "Video list filter"), kept in the address.
    await page.getByTestId("filter-product-line").click();
    await page.getByRole("option", { name: "Access Control" }).click();
    await expect(page).toHaveURL(/[?&]productLineId=3\b/);
    await expect(page.getByTestId("course-card")).toHaveCount(1);
    await expect(page.getByTestId("course-card")).toContainText(
      "Wiring a four-door access controller",
    );
    await page.getByTestId("course-card").first().getByRole("link").click();
    await expect(page).toHaveURL(/\/en\/topic\/detail\/\d+$/);
    await expect(page.getByTestId("poster")).toHaveAttribute("data-locked", "true");
  });

  test("search finds certifications, courses and videos", async ({ page }) => {
    await page.goto("/en");
    await page.getByRole("button", { name: "Open search" }).click();
    const input = page.getByRole("searchbox", { name: "Search keyword" });
    await input.fill("camera");
    await input.press("Enter");
    await expect(page).toHaveURL(/\/en\/search\?keyword=camera$/);
    for (const group of ["certifications", "courses", "videos"]) {
      await expect(page.getByTestId(`search-${group}`)).toBeVisible();
      await expect(page.getByTestId(`search-count-${group}`)).not.toHaveText("0");
    }
    await expect(
      page.getByTestId("search-certifications").getByTestId("certification-card").first(),
    ).toBeVisible();
    await page
      .getByTestId("search-videos")
      .getByTestId("course-card")
      .first()
      .getByRole("link")
      .click();
    await expect(page).toHaveURL(/\/en\/(course|topic)\/detail\//);
  });

  test("the thermal tenant's tracks live at /{page}/{kind-name}", async ({ page, baseURL }) => {
    const thermal = baseURL!.replace("localhost", "thermal.localhost");
    await page.goto(`${thermal}/en`);
    const nav = page.getByTestId("desktop-header").getByRole("navigation");
    await nav.getByRole("button", { name: "HIKMICRO Certification" }).click();
    await page.getByRole("menuitem", { name: "Overview" }).click();
    await expect(page).toHaveURL(/\/en\/overview\/hikmicro-security-certification$/);
    await expect(page.getByTestId("program-list").getByTestId("certification-card")).toHaveCount(2);
    await page.getByTestId("track-nav-online-video-courses").click();
    await expect(page).toHaveURL(/\/en\/online-video-courses\/hikmicro-security-certification$/);
    await expect(page.getByTestId("course-card").first()).toBeVisible();

    // A link naming the kind by its code goes to the kind's path; the brand tenant's paths are not here.
    await page.goto(`${thermal}/en/overview/hsc`);
    await expect(page).toHaveURL(/\/en\/overview\/hikmicro-security-certification$/);
    await page.goto(`${thermal}/en/hikvision-security-certification/overview`);
    await expect(page.getByTestId("not-found")).toBeVisible();

    // The neutral tenant's menus land on its kind's pages too.
    const neutral = baseURL!.replace("localhost", "neutral.localhost");
    await page.goto(`${neutral}/en`);
    await page
      .getByTestId("desktop-header")
      .getByRole("navigation")
      .getByRole("button", { name: "Security Academy Certification" })
      .click();
    await page.getByRole("menuitem", { name: "Self-paced Training" }).click();
    await expect(page).toHaveURL(
      /\/en\/online-video-courses\/security-academy-security-certification$/,
    );
    await expect(page.getByTestId("track-online-video-courses")).toBeVisible();
  });

  test("classroom: the track's schedule and the certifications offering classrooms; hidden on an EU site", async ({
    page,
  }) => {
    await page.goto("/en/hikvision-security-certification/classroom");
    await expect(page.getByTestId("classroom-coming-soon")).toHaveCount(0);
    await expect(page.getByTestId("classroom-schedule")).toBeVisible();
    await expect(page.getByTestId("schedule-calendar")).toBeVisible();
    await expect(page.getByTestId("schedule-legend")).toBeVisible();
    await expect(page.getByTestId("classroom-certifications")).toBeVisible();
    await page.goto("/eu/de/hikvision-security-certification/classroom");
    await expect(page).toHaveURL(/\/eu\/de\/exception\/notFound$/);
  });

  test("the Arabic certification detail reads right to left", async ({ page }) => {
    await page.goto("/ar/certification/detail/201");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.getByRole("tab", { name: "دورات الفيديو عبر الإنترنت" })).toBeVisible();
    await expect(page.getByTestId("progress-steps")).toContainText("التسجيل");
    await expect(page.getByTestId("enrol-button")).toHaveText("سجّل الآن");
    // The steps run from the right edge.
    const [first, last] = await Promise.all([
      page.getByTestId("progress-steps").getByText("التسجيل").boundingBox(),
      page.getByTestId("progress-steps").getByText("التقديم").boundingBox(),
    ]);
    expect(first!.x).toBeGreaterThan(last!.x);
  });

  test("a missing certification goes to the not-found page", async ({ page }) => {
    await page.goto("/en/certification/detail/999999");
    await expect(page).toHaveURL(/\/en\/exception\/notFound$/);
    // A release of another site is not found here either.
    await page.goto("/en/certification/detail/201");
    await expect(page).toHaveURL(/\/en\/exception\/notFound$/);
  });
});

test("a learner signs up from the enrol tip, comes back, and sees videos unlocked and recommendations", async ({
  page,
}) => {
  await page.goto("/en/certification/detail/101");
  await page.getByTestId("enrol-button").click();
  await page.getByRole("dialog", { name: "Tips" }).getByRole("link", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/idp\/interaction\//);
  await signUpOnProvider(page, newLearner("Omar"));
  await expect(page).toHaveURL(/\/en\/certification\/detail\/101$/);
  // Signed in, the enrol button is there by the rules and no login tip opens.
  await expect(page.getByTestId("enrol-button")).toBeEnabled();

  // A video is reachable for a learner (learner §4); a course still needs an audited registration.
  await page.goto("/en/course/detail/2051?courseType=1");
  await expect(page.getByTestId("chapter")).not.toHaveCount(0);
  await expect(page.getByTestId("chapter-lock")).toHaveCount(0);
  // The poster (or the player that replaces it) is not locked.
  await expect(page.locator('[data-testid="poster"][data-locked]')).toHaveCount(0);
  await page.goto("/en/course/detail/2001?courseType=0");
  await expect(page.getByTestId("chapter-lock")).toHaveCount(4);

  await page.goto("/en");
  await expect(
    page.getByTestId("home-recommended").getByTestId("course-card").first(),
  ).toBeVisible();
  await expect(page.getByTestId("home-programs").getByTestId("program-levels")).toHaveCount(2);
});

test.describe("mobile at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("courses page ten at a time, filters fold behind a button", async ({ page }) => {
    await page.goto("/en/mobile/hikvision-security-certification/online-video-courses");
    await expect(page.getByTestId("result-count")).toHaveText("12 courses");
    await expect(page.getByTestId("course-card")).toHaveCount(10);
    await page.getByTestId("pager").getByRole("button", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/\?pageNum=2$/);
    await expect(page.getByTestId("course-card")).toHaveCount(2);

    await page.getByTestId("filter-toggle").click();
    await page.getByTestId("filter-requirement").getByText("Elective").click();
    await expect(page).toHaveURL(/\?requirement=0$/);
    // A course counts as elective when it is elective in any certification of the track.
    await expect(page.getByTestId("result-count")).toHaveText("7 courses");
  });

  test("certification detail, course detail and a video on mobile", async ({ page }) => {
    await page.goto("/en/mobile/hikvision-security-certification/overview");
    await page.getByRole("link", { name: "Hikvision Certified Security Associate (HCSA)" }).click();
    await expect(page).toHaveURL(/\/en\/mobile\/certification\/detail\/101$/);
    await expect(page.getByTestId("progress-steps")).toContainText("Apply");
    await expect(page.getByTestId("credits-compulsory")).toContainText("0 / 6");
    await expect(page.getByTestId("credits-elective")).toContainText("0 / 4");
    await page.getByTestId("child-version").getByRole("button").click();
    await expect(page.getByRole("link", { name: "Open this version" })).toBeVisible();

    await page.getByRole("link", { name: "NVR Storage Planning" }).click();
    await expect(page).toHaveURL(/\/en\/mobile\/course\/detail\/\d+\?courseType=0$/);
    await expect(page.getByTestId("chapter-lock").first()).toBeVisible();
    await page.getByTestId("course-enrol").click();
    await expect(page.getByRole("dialog", { name: "Tips" })).toBeVisible();

    await page.goto("/en/mobile/course/detail/2051?courseType=1");
    await expect(page.getByTestId("poster")).toHaveAttribute("data-locked", "true");
  });

  test("mobile search groups its results", async ({ page }) => {
    await page.goto("/en/mobile/search?keyword=camera");
    await expect(page.getByTestId("search-title")).toHaveText("Results for “camera”");
    await expect(
      page.getByTestId("search-courses").getByTestId("course-card").first(),
    ).toBeVisible();
    await expect(page.getByTestId("search-videos")).toBeVisible();
  });
});
