import { expect, test, type Page } from "./support/test.ts";
import { hydrated } from "./support/controls.ts";
import { dialogOf, signUpAt } from "./support/enrolment.ts";
import { packText } from "./support/texts.ts";
import { consented } from "./support/consent.ts";

/**
 * The frame's popups (frame §4 "Popups"): the migration notice of an EU site,
 * the survey of /uk, the feedback invitation and its cookie, and the
 * information gathering of /asia/en after its notice: one shows at a time.
 */

/** Reloads and waits until the popups have read what they need (the survey detail for a learner). */
async function reloadSignedIn(page: Page) {
  const read = page.waitForResponse("**/api/user/survey/detail**");
  await page.reload();
  await read;
  await hydrated(page);
}

test("an EU learner sees the migration notice once: OK dismisses it for good", async ({ page }) => {
  await signUpAt(page, "/eu/de", "Mira");
  const notice = dialogOf(page, "migration-popup");
  await expect(notice).toBeVisible();
  // In the German site's words: since 1 February 2024, 02:00 UTC, every page lies under /eu/.
  await expect(notice).toContainText(packText("de", "popups.migration.eu"));
  await expect(notice).toContainText("/eu/");

  const dismissed = page.waitForResponse("**/api/user/updateMigrationPopStatus");
  await notice.getByRole("button", { name: packText("de", "popups.migration.ok") }).click();
  expect((await (await dismissed).json()).code).toBe(200);
  await expect(notice).toBeHidden();

  await reloadSignedIn(page);
  await expect(page.getByTestId("migration-popup")).toHaveCount(0);
});

test("a learner on /uk answers the survey: Submit waits for the required answers", async ({
  page,
}) => {
  await signUpAt(page, "/uk", "Suri");
  const survey = dialogOf(page, "survey-popup");
  await expect(survey).toBeVisible();
  await expect(survey).toContainText("How is your Academy experience?");
  const submit = survey.getByRole("button", { name: "Submit" });
  await expect(submit).toBeDisabled();

  await survey.getByRole("radio", { name: "A colleague" }).check();
  await expect(submit).toBeDisabled();
  await survey.getByRole("checkbox", { name: "Networking" }).check();
  await survey.getByRole("checkbox", { name: "Access control" }).check();
  await expect(submit).toBeEnabled();

  const saved = page.waitForRequest("**/api/user/survey/save");
  await submit.click();
  // Only non-empty answers; the choices joined by commas in the options' order.
  const body = (await saved).postDataJSON();
  expect(body.content).toHaveLength(2);
  expect(body.content[1].answer).toBe("Access control,Networking");
  await expect(page.getByText("Thank you: your answers have been saved.")).toBeVisible();
  await expect(survey).toBeHidden();

  await reloadSignedIn(page);
  await expect(page.getByTestId("survey-popup")).toHaveCount(0);
});

test.describe("the feedback invitation", () => {
  // Cookies accepted (the feedback cookie is a functionality cookie), the invitation not yet closed.
  test.use({ storageState: consented });

  test("closed, it stays away after a reload; the icon opens it and Start opens the link", async ({
    page,
    context,
  }) => {
    // The survey site is not part of the journey: its tab gets a page of our own.
    await context.route(/^https:\/\/survey\./, (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>Survey</title>" }),
    );
    await page.goto("/en");
    const feedback = page.getByTestId("feedback-popup");
    await expect(feedback).toBeVisible();
    await expect(feedback).toContainText("Help us improve the Academy");
    // An invitation, not a modal (decision 0050): the focus stays where it was, and the page
    // around it takes clicks and keys.
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await page.getByTestId("search-toggle").click();
    await expect(page.locator("#desktop-search-input")).toBeFocused();
    await expect(feedback).toBeVisible();
    await feedback.getByRole("button", { name: "Not now" }).click();
    await expect(feedback).toBeHidden();
    const cookie = (await context.cookies()).find((c) => c.name === "showFeedback");
    expect(cookie?.value).toBe("false");
    // One week, give or take the test's own seconds.
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(7 * 24 * 3600 - 120);

    await page.reload();
    await hydrated(page);
    const icon = page.getByTestId("feedback-icon");
    await expect(icon).toBeVisible();
    await expect(page.getByTestId("feedback-popup")).toHaveCount(0);

    await icon.click();
    await expect(feedback).toBeVisible();
    // Asked for, it takes the focus: the keyboard reaches it at once.
    await expect(feedback.getByRole("link", { name: "Start" })).toBeFocused();
    const start = feedback.getByRole("link", { name: "Start" });
    await expect(start).toHaveAttribute("target", "_blank");
    await expect(start).toHaveAttribute("rel", /noopener/);
    const opened = page.waitForEvent("popup");
    await start.click();
    const tab = await opened;
    await tab.waitForLoadState();
    expect(tab.url()).toContain("/academy-feedback?site=en");
    await expect(feedback).toBeHidden();
  });
});

test("on /asia/en the notice comes first, then information gathering: the mask does not close it, saving does", async ({
  page,
}) => {
  await signUpAt(page, "/asia/en", "Nadia");
  const notice = dialogOf(page, "migration-popup");
  await expect(notice).toContainText("4 July 2024, 09:00 (UTC+8)");
  await expect(page.getByTestId("gather-info-dialog")).toHaveCount(0);
  await notice.getByRole("button", { name: "OK" }).click();

  const gather = dialogOf(page, "gather-info-dialog");
  await expect(gather).toBeVisible();
  const save = gather.getByTestId("info-save");
  await expect(save).toBeDisabled();

  await page.mouse.click(8, 8);
  await expect(gather).toBeVisible();

  await gather.getByTestId("info-phoneCode").fill("971");
  await gather.getByTestId("info-phoneNumber").fill("+50 123;4567");
  await expect(gather.getByTestId("info-phoneNumber")).toHaveValue("50123;4567");
  await expect(gather.getByTestId("info-country")).toHaveValue("United Arab Emirates");
  await expect(save).toBeEnabled();

  const saved = page.waitForResponse("**/api/user/update");
  await save.click();
  expect((await (await saved).json()).code).toBe(200);
  await expect(gather).toBeHidden();

  await reloadSignedIn(page);
  await expect(page.getByTestId("gather-info-dialog")).toHaveCount(0);
  await expect(page.getByTestId("migration-popup")).toHaveCount(0);
});

test("a certificate reminder due shows on the home-like pages only; OK records it and the next follows", async ({
  page,
}) => {
  // What the server answers a learner enrolled in HCSP (102) and in HCSE (103) whose HCSA and
  // HCSP certificates have expired (its own test: server/modules/certificate/certificate.test.ts).
  const due = [
    { release: 102, name: "Hikvision Certified Security Professional (HCSP)", needs: 101 },
    { release: 103, name: "Hikvision Certified Security Expert (HCSE)", needs: 102 },
  ].map(({ release, name, needs }) => ({
    releaseCertificationId: release,
    certificationName: name,
    versionLabel: "v2.0",
    prerequisite: {
      certificationReleaseId: needs,
      certificationName: `Level ${needs}`,
      versionLabel: "v2.0",
    },
  }));
  const asked: string[] = [];
  await page.route("**/api/user/certificationApply/getWindowRemindList**", (route) => {
    asked.push(new URL(page.url()).pathname);
    return route.fulfill({ json: { code: 200, data: due, message: "", errorContext: null } });
  });
  await signUpAt(page, "/en/news", "Rhea");
  await hydrated(page);
  // Not a home-like page: not asked, not shown.
  await expect(page.getByTestId("certificate-reminder-popup")).toHaveCount(0);
  expect(asked).toEqual([]);

  await page.getByRole("link", { name: "My Learning" }).first().click();
  const reminder = dialogOf(page, "certificate-reminder-popup");
  await expect(reminder).toContainText("Hikvision Certified Security Professional (HCSP)");
  await expect(reminder).toContainText("Level 101");
  const dismissed = page.waitForRequest("**/api/user/certificationApply/updateWindowRemindStatus");
  await reminder.getByRole("button", { name: "OK" }).click();
  expect((await dismissed).postDataJSON()).toMatchObject({ releaseCertificationId: 102 });
  await expect(reminder).toContainText("Hikvision Certified Security Expert (HCSE)");
  await reminder.getByRole("button", { name: "OK" }).click();
  await expect(page.getByTestId("certificate-reminder-popup")).toHaveCount(0);
  expect(asked).toEqual(["/en/my-learning"]);
});

test("the migration notice shows on an overview page too (frame §2: the home-like pages)", async ({
  page,
}) => {
  await signUpAt(page, "/eu/de/hikvision-security-certification/overview", "Ines");
  await expect(dialogOf(page, "migration-popup")).toBeVisible();
});
