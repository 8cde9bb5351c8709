import { readFileSync } from "node:fs";
import { expect, test } from "./support/test.ts";
import { demoExamLearner } from "../db/seed/demo/exam-learner.ts";
import { signInAsApprover } from "./support/enrolment.ts";
import { answerPaper, detailStatus, startPaper, submitPaper } from "./support/exam.ts";
import { signInOnProvider } from "./support/identity.ts";

/**
 * Issue 10 as people walk it: the learner who passed applies, the approver
 * approves, the learner downloads the PDF and opens the public verification
 * page from its QR address (desktop, mobile, Arabic).
 */

const HCSA_EN = 101;
const EN = { siteId: 1, languageId: 1 };

test("pass → apply → approved → the PDF and the verification page its QR code opens", async ({
  page,
  browser,
  baseURL,
}) => {
  // A whole paper answered question by question, then the certificate: a long journey.
  test.setTimeout(120_000);
  // The demo learner whose credits are complete (README "Demo data").
  await page.goto(
    `/user/sso/login?target=${encodeURIComponent(`/en/exam?relationId=${HCSA_EN}&relationType=0&courseType=0`)}`,
  );
  await signInOnProvider(page, {
    firstName: demoExamLearner.firstName,
    lastName: demoExamLearner.lastName,
    email: demoExamLearner.email,
    password: demoExamLearner.password,
    country: "GB",
  });
  await startPaper(page);
  await answerPaper(page, () => "right");
  await submitPaper(page, false);
  await expect(page.getByTestId("exam-result")).toHaveAttribute("data-outcome", "theoryPassed");

  // Apply (4): the dialog, then finish (5) with the three-business-days hint.
  await page.goto(`/en/certification/detail/${HCSA_EN}`);
  await expect.poll(() => detailStatus(page)).toBe("4");
  await page.getByTestId("exam-apply").click();
  const dialog = page.getByRole("dialog", { name: "Apply for your certificate" });
  await expect(dialog).toContainText("three business days");
  await dialog.getByTestId("apply-confirm").click();
  await expect(page.getByText("Your application has been sent")).toBeVisible();
  await expect.poll(() => detailStatus(page)).toBe("5");
  await expect(page.getByTestId("exam-apply")).toBeDisabled();

  // The approver of the site approves the application.
  const approver = await signInAsApprover(browser, baseURL!);
  const pending = await (
    await approver.page.request.get("/api/admin/certificationApply/pending", { params: EN })
  ).json();
  const application = pending.data.find(
    (row: { learnerEmail: string }) => row.learnerEmail === demoExamLearner.email,
  );
  expect(application, "the application waits for a decision").toBeTruthy();
  const approved = await approver.page.request.post("/api/admin/certificationApply/approve", {
    data: { ...EN, id: application.id },
  });
  expect((await approved.json()).data.status).toBe("approved");
  await approver.context.close();

  // The shared page reads its learner after it arrives (decision 0027): on a loaded machine
  // the learner's data has come in more than ten seconds after the reload.
  await page.reload();
  await expect.poll(() => detailStatus(page), { timeout: 30_000 }).toBe("6");

  // My Learning's certificates tab lists it, valid; the PDF downloads.
  await page.goto("/en/my-learning?tab=certificates");
  const card = page.getByTestId("my-certificate");
  await expect(card).toContainText("Hikvision Certified Security Associate");
  await expect(card.getByTestId("certificate-status")).toHaveText("Valid");
  const number = (await card.getByTestId("my-certificate-number").textContent())!.trim();
  const downloading = page.waitForEvent("download");
  await card.getByTestId("certificate-download").click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`certificate-${number}.pdf`);
  const pdf = readFileSync((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");

  // The QR code's address leads to the site's verification page: holder, certification, status.
  await page.goto(`/certificate/verify/${number}`);
  await expect(page).toHaveURL(new RegExp(`/en/certificate/verify/${number}$`));
  const verified = page.getByTestId("verified-certificate");
  await expect(verified.getByTestId("certificate-holder")).toHaveText("Sam Ready");
  await expect(verified.getByTestId("certificate-number")).toHaveText(number);
  await expect(verified.getByTestId("certificate-status")).toHaveText("Valid");

  // The same on the mobile layout, and on the Arabic site, right to left.
  await page.goto(`/en/mobile/certificate/verify/${number}`);
  await expect(page.getByTestId("certificate-holder")).toHaveText("Sam Ready");
  await page.goto(`/ar/certificate/verify/${number}`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("التحقق من الشهادة");
  await expect(page.getByTestId("certificate-status")).toHaveText("سارية");
});

test("an unknown number: the page says no such certificate exists, with HTTP 404", async ({
  page,
}) => {
  const response = await page.goto("/en/certificate/verify/HCSA-2222-2222-2222");
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId("certificate-not-found")).toContainText("HCSA-2222-2222-2222");
  // Another number can be checked from the page.
  await page.getByTestId("verify-number").fill("hcsa-3333-3333-3333");
  await page.getByRole("button", { name: "Check" }).click();
  await expect(page).toHaveURL(/\/en\/certificate\/verify\/HCSA-3333-3333-3333$/);
});

test("the VAT query page checks its input and has no mobile route", async ({ page }) => {
  await page.goto("/en/vat");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Certificate query by VAT number",
  );
  await page.getByTestId("vat-number").fill("A1");
  await page.getByTestId("vat-submit").click();
  await expect(page.getByText("Please enter numbers with at least 2 digits.")).toBeVisible();
  await page.getByTestId("vat-number").fill("XX 00 00");
  await page.getByTestId("vat-submit").click();
  await expect(page.getByTestId("vat-empty")).toBeVisible();
  // The server sends the mobile path to the mobile not-found page (a wide window then moves on
  // to the desktop twin once the page is hydrated, so the server's answer is what is checked).
  const response = await page.goto("/en/mobile/vat");
  expect(response?.url()).toMatch(/\/en\/mobile\/exception\/notFound$/);
});

test("the demo holders: a valid certificate with its medal, one about to expire renewed, their company in the VAT query", async ({
  page,
}) => {
  const signIn = async (email: string) => {
    await page.goto("/user/sso/login?target=%2Fen%2Fmy-learning%3Ftab%3Dcertificates");
    await signInOnProvider(page, {
      firstName: "",
      lastName: "",
      email,
      password: "Cert-Demo-2026",
      country: "GB",
    });
    await expect(page).toHaveURL(/\/en\/my-learning\?tab=certificates$/);
  };
  await signIn("certified@academy.example");
  const card = page.getByTestId("my-certificate");
  await expect(card.getByTestId("certificate-status")).toHaveText("Valid");
  await expect(page.getByTestId("medal")).toHaveAttribute("data-medal", "bronze");
  await expect(card.getByTestId("certificate-renew")).toHaveCount(0);
  // The mobile layout lists it too: in a phone-sized tab of its own, as a phone's page on a
  // desktop-wide window moves to the desktop layout while the next step navigates.
  const phone = await page.context().newPage();
  await phone.setViewportSize({ width: 390, height: 844 });
  await phone.goto("/en/mobile/my-learning?tab=certificates");
  await expect(phone.getByTestId("my-certificate").getByTestId("certificate-status")).toHaveText(
    "Valid",
  );
  await phone.close();

  await page.context().clearCookies();
  await signIn("renewal.due@academy.example");
  const due = page.getByTestId("my-certificate");
  await expect(due.getByTestId("certificate-status")).toHaveText("About to expire");
  await due.getByTestId("certificate-renew").click();
  // Renewal is a new cycle: the certification page, enrolled, courses to learn again.
  await expect(page).toHaveURL(/\/en\/certification\/detail\/101$/);
  await expect.poll(() => detailStatus(page)).toBe("0");
  await expect(page.getByTestId("status-hint")).toContainText("approved");

  // Their company's valid certificates, by its VAT number typed without spaces.
  await page.goto("/en/vat");
  await page.getByTestId("vat-number").fill("gb123456789");
  await page.getByTestId("vat-submit").click();
  const results = page.getByTestId("vat-results");
  await expect(results).toContainText("Casey Certified");
  await expect(results).toContainText("Robin Renewal");
  await expect(results).not.toContainText("HCSA-DEM2");
});
