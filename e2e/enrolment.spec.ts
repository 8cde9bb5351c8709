import { expect, test, type Browser, type Page } from "./support/test.ts";
import { choose, dialogOf, enrolUntil, signInAsApprover, signUpAt } from "./support/enrolment.ts";

/**
 * Issue 5 as a learner walks it (learner §4 "Enrol flow", §5, §8; frame §4
 * "Popups", §5): the login tip, no missing-information dialog for what sign-up
 * gave (decision 0049), the enrol dialog saying whether the enrolment is
 * reviewed (decision 0048), the prerequisite dialog, invitation codes approved at once (and refused once
 * used), and the thermal tenant's gather-information dialog that holds the
 * enrolment until the information is saved.
 */

test("a visitor who enrols is asked to log in and would come back to the same page", async ({
  page,
}) => {
  await page.goto("/en/certification/detail/101");
  const tip = dialogOf(page, "login-tip");
  await enrolUntil(page.getByTestId("enrol-button"), tip);
  await expect(tip.getByRole("link", { name: "Log in" })).toHaveAttribute(
    "href",
    "/user/sso/login?target=%2Fen%2Fcertification%2Fdetail%2F101",
  );
});

test("enrolling in a certification with a missing prerequisite lists the certification to take first", async ({
  page,
}) => {
  await signUpAt(page, "/en/certification/detail/102", "Hana");
  // The names and the country given at sign-up are the profile's (decision 0049): /en asks for
  // nothing more, so the hsc enrol dialog comes at once, saying HCSP's enrolments are reviewed.
  const enrol = dialogOf(page, "enrol-dialog");
  await enrolUntil(page.getByTestId("enrol-button"), enrol);
  await expect(dialogOf(page, "missing-info-dialog")).toHaveCount(0);
  await expect(enrol.getByTestId("enrol-approval")).toContainText("1 to 3 working days");

  // The notification choice is off by default (learner §5).
  await expect(enrol.getByRole("checkbox")).not.toBeChecked();
  const sent = page.waitForRequest("**/api/user/registration/addRegistration");
  await enrol.getByTestId("enrol-confirm").click();
  expect((await sent).postDataJSON()).toMatchObject({
    relationId: 102,
    emailNotificationStatus: 0,
  });
  expect((await sent).postDataJSON()).not.toHaveProperty("courseType");

  // Code 10026: the enrol dialog closes and the prerequisite dialog lists HCSA.
  const prerequisite = dialogOf(page, "prerequisite-dialog");
  await expect(prerequisite).toBeVisible();
  await expect(enrol).toBeHidden();
  await expect(dialogOf(page, "tips-dialog")).toHaveCount(0);
  const item = prerequisite.getByTestId("prerequisite-item");
  await expect(item).toHaveCount(1);
  await expect(item).toContainText("v2.0");
  await expect(item.getByRole("link")).toHaveAttribute("href", "/en/certification/detail/101");
  await item.getByRole("link").click();
  await expect(page).toHaveURL(/\/en\/certification\/detail\/101$/);
  await expect(page.getByTestId("certification-detail")).toContainText("HCSA");
});

/** A certification code the site's approver generates (training unless `kind` says sales). */
async function approverCode(
  browser: Browser,
  baseURL: string,
  code: { relationId: number; kind?: "training" | "sales" },
): Promise<string> {
  const approver = await signInAsApprover(browser, baseURL);
  const generated = await approver.page.request.post("/api/admin/invitation/generate", {
    data: { siteId: 1, languageId: 1, relationType: 0, ...code },
  });
  const [{ code: made }] = (await generated.json()).data;
  await approver.context.close();
  return made as string;
}

/** A new learner on HCSA 101 opens the invitation dialog (nothing to add to the profile on /en). */
async function invitationDialogOn101(page: Page, firstName: string) {
  await signUpAt(page, "/en/certification/detail/101", firstName);
  const dialog = dialogOf(page, "invitation-dialog");
  await enrolUntil(page.getByTestId("enrol-invitation-button"), dialog);
  return dialog;
}

test("a sales code enrols at once through sales/use, for the relation it names", async ({
  page,
  browser,
  baseURL,
}) => {
  const code = await approverCode(browser, baseURL!, { relationId: 101, kind: "sales" });
  const dialog = await invitationDialogOn101(page, "Sami");
  await dialog.getByTestId("invitation-code").fill(code);
  await dialog.getByTestId("invitation-submit").click();
  await expect(dialog.getByTestId("invitation-detail")).toBeVisible();
  const used = page.waitForRequest("**/api/user/invitation/sales/use");
  await dialog.getByRole("button", { name: "Enrol with this code" }).click();
  expect((await used).postDataJSON()).toMatchObject({
    code,
    relationId: 101,
    relationType: 0,
    emailNotificationStatus: 0,
  });
  await expect(page.getByTestId("enrol-toast")).toContainText("Your enrolment is approved");
  await expect(page.getByTestId("status-hint")).toContainText("approved");
});

test("an invitation code enrols at once, and a used code is refused in the dialog", async ({
  page,
  browser,
  baseURL,
}) => {
  const code = await approverCode(browser, baseURL!, { relationId: 111 });
  const dialog = await invitationDialogOn101(page, "Yara");
  const submit = dialog.getByTestId("invitation-submit");
  // Learner §5: an empty code asks for one, without a call.
  let detailCalls = 0;
  page.on("request", (request) => {
    if (request.url().includes("/api/user/invitation/getDetail")) detailCalls += 1;
  });
  await submit.click();
  await expect(dialog.getByText("Please enter your invitation code.")).toBeVisible();
  expect(detailCalls).toBe(0);

  // What the code is for, then the enrolment with it.
  await dialog.getByTestId("invitation-code").fill(code.toLowerCase());
  await dialog.getByTestId("invitation-notification").check();
  await submit.click();
  await expect(dialog.getByTestId("invitation-detail")).toContainText("v3.0");
  const used = page.waitForRequest("**/api/user/invitation/use");
  await dialog.getByRole("button", { name: "Enrol with this code" }).click();
  expect((await used).postDataJSON()).toMatchObject({
    code: code.toLowerCase(),
    emailNotificationStatus: 1,
  });
  await expect(page.getByTestId("enrol-toast")).toContainText("Your enrolment is approved");
  // The code was for CGSA: its page shows the enrolment approved at once.
  await expect(page).toHaveURL(/\/en\/certification\/detail\/111$/);
  await expect(page.getByTestId("status-hint")).toContainText("approved");
  await expect(page.getByTestId("enrol-button")).toHaveCount(0);
  // Learner §9: the toast lasts 3 seconds.
  await expect(page.getByTestId("enrol-toast")).toBeHidden({ timeout: 5_000 });

  // The same code again: error.10006 inside the dialog, no Tips dialog.
  await page.goto("/en/certification/detail/101");
  await enrolUntil(page.getByTestId("enrol-invitation-button"), dialog);
  await dialog.getByTestId("invitation-code").fill(code);
  await dialog.getByTestId("invitation-submit").click();
  const refusal = dialog.getByTestId("invitation-error");
  await expect(refusal).toHaveAttribute("data-code", "10006");
  await expect(refusal).toHaveText("The invitation letter has already been used.");
  await expect(dialogOf(page, "tips-dialog")).toHaveCount(0);
});

test("the thermal tenant gathers missing information first, then the held enrolment goes on", async ({
  page,
  baseURL,
}) => {
  const thermal = new URL("/en/certification/detail/601", baseURL);
  thermal.hostname = "thermal.localhost";
  await signUpAt(page, thermal.href, "Tarek");

  const gather = dialogOf(page, "gather-info-dialog");
  await enrolUntil(page.getByTestId("enrol-button"), gather);
  const save = gather.getByTestId("info-save");
  await expect(save).toBeDisabled();

  // Frame §5: a required field emptied says so; the first name is at most 30 characters.
  const firstName = gather.getByTestId("info-firstName");
  await expect(firstName).toHaveValue("Tarek");
  await firstName.fill("");
  await expect(gather.getByText("Please input first name.")).toBeVisible();
  await firstName.fill("x".repeat(40));
  await expect(firstName).toHaveValue("x".repeat(30));
  await firstName.fill("Tarek");

  // Frame §4: a click on the mask does not close it.
  await page.mouse.click(8, 8);
  await expect(gather).toBeVisible();

  // Frame §5: phone code and number take digits and semicolons only.
  await expect(gather.getByTestId("info-phoneCode")).toHaveValue("971");
  await gather.getByTestId("info-phoneNumber").fill("+55 123;4567");
  await expect(gather.getByTestId("info-phoneNumber")).toHaveValue("55123;4567");
  // Chained selects from the country data: the country's provinces, then its cities.
  await expect(gather.getByTestId("info-country")).toHaveValue("United Arab Emirates");
  await choose(page, gather.getByTestId("info-province"), "Abu Dhabi");
  await choose(page, gather.getByTestId("info-city"), "Abu Dhabi");
  await gather.getByTestId("info-address").fill("Corniche Road 1\nTower B");
  await expect(save).toBeEnabled();

  const saved = page.waitForRequest("**/api/user/update");
  await save.click();
  expect((await saved).postDataJSON()).toMatchObject({
    country: "United Arab Emirates",
    countryCode: "AE",
    province: "Abu Dhabi",
    city: "Abu Dhabi",
    phoneCode: "971",
    phoneNumber: "55123;4567",
    address: "Corniche Road 1\nTower B",
  });

  // The held enrolment resumes: the hsc enrol dialog, then the registration.
  const enrol = dialogOf(page, "enrol-dialog");
  await expect(enrol).toBeVisible();
  await expect(gather).toBeHidden();
  await enrol.getByTestId("enrol-confirm").click();
  await expect(page.getByTestId("enrol-toast")).toContainText("You have enrolled successfully.");
  await expect(page.getByTestId("enrolment-pending")).toContainText("1 to 3 working days");
  await expect(page.getByTestId("enrol-button")).toHaveCount(0);
});
