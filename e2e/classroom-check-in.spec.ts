import { expect, test } from "./support/test.ts";
import { checkInAddress } from "./support/classroom.ts";
import { signUpAt } from "./support/enrolment.ts";
import { newLearner, signUpOnProvider } from "./support/identity.ts";

/**
 * Checking in to a classroom with the QR the trainer shows (issue 12): the
 * site's approver gets the session's QR, a learner whose enrolment is approved
 * opens its address during the session and is checked in; a visitor signs in
 * first; a forged code or a session not begun yet is refused with the reason.
 */

/** HCSE online workshop on /en, running now, approved at once (db/seed/demo/classrooms.ts). */
const RUNNING = 9004;
/** HCSP onsite workshop on /ar, in three weeks. */
const AR_UPCOMING = 9021;

test("an approved learner checks in with the session's QR; a visitor signs in first", async ({
  page,
  browser,
  baseURL,
}) => {
  const address = await checkInAddress(browser, baseURL!, RUNNING, 1);
  expect(address).toMatch(/^\/en\/classroom\/check-in\?token=/);

  // A visitor is sent to sign in and comes back to the check-in.
  await page.goto(address);
  await expect(page).toHaveURL(/\/idp\/interaction\//);
  const learner = newLearner("Noor");
  await signUpOnProvider(page, learner);
  await expect(page).toHaveURL(address);
  // Not enrolled yet: told so.
  await expect(page.getByTestId("check-in-failed")).toContainText("not enrolled");

  const enrolled = await page.request.post("/api/user/registration/enrollClassroom", {
    data: { siteId: 1, languageId: 1, classroomId: RUNNING },
  });
  expect((await enrolled.json()).data.status).toBe("approved");
  await page.goto(address);
  await expect(page.getByTestId("check-in-done")).toContainText(
    "HCSE online workshop: deep-learning analytics",
  );
  // The session's detail page is where the learner evaluates it.
  await expect(page.getByTestId("check-in-detail")).toHaveAttribute(
    "href",
    `/en/classroom/detail/${RUNNING}`,
  );
  // Scanning again answers the same; the mobile twin too.
  await page.goto(address.replace("/en/", "/en/mobile/"));
  await expect(page.getByTestId("check-in-done")).toBeVisible();

  // A code that is not the server's is refused.
  await page.goto("/en/classroom/check-in?token=9004.9999999999.forged");
  await expect(page.getByTestId("check-in-failed")).toContainText("not valid");
});

test("in Arabic, right to left: a session that has not begun cannot be checked in to yet", async ({
  page,
  browser,
  baseURL,
}) => {
  const address = await checkInAddress(browser, baseURL!, AR_UPCOMING, 3);
  expect(address).toMatch(/^\/ar\/classroom\/check-in\?token=/);
  // Signed up on /en (the provider's pages speak the site's language), then the QR's address.
  await signUpAt(page, "/en", "Salem");
  await page.goto(address);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByTestId("check-in-failed")).toContainText(
    "يبدأ تسجيل الحضور عند بدء الفصل",
  );
});
