import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./support/test.ts";
import sharp from "sharp";
import { hydrated, openWith } from "./support/controls.ts";
import { choose } from "./support/enrolment.ts";
import {
  newLearner,
  signInOnProvider,
  signUpOnProvider,
  type Learner,
} from "./support/identity.ts";

/**
 * Personal information (frame §2 /my-learning/edit, §3 "User info", §5): each
 * journey signs up a learner of its own, so no other journey's account changes.
 */

/**
 * A visitor opening the page signs up at the provider (in English) and comes
 * back to it; then the page is hydrated, so a file chosen reaches its handler.
 */
async function signUpAt(page: Page, path: string, learner: Learner) {
  await page.goto("/en/my-learning/edit");
  await signUpOnProvider(page, learner);
  await expect(page).toHaveURL(/\/en(\/mobile)?\/my-learning\/edit$/);
  if (path !== "/en/my-learning/edit") await page.goto(path);
  await expect(page.getByTestId("profile-form")).toBeVisible();
  await hydrated(page);
}

test("a learner edits the profile: required message, saved text, the new name in the header", async ({
  page,
}) => {
  const learner = newLearner("Nadia");
  await signUpAt(page, "/en/my-learning/edit", learner);
  await expect(page.getByTestId("profile-email")).toHaveValue(learner.email);
  await expect(page.getByTestId("profile-email")).toHaveAttribute("readonly", "");

  // Frame §5: a required field left empty says so.
  const firstName = page.getByTestId("info-firstName");
  await firstName.fill("");
  await firstName.blur();
  await expect(page.getByText("Please input first name.")).toBeVisible();
  await page.getByTestId("profile-save").click();
  await expect(page.getByText("Please input first name.")).toBeVisible();

  // /en requires the country (demo supply info); the chained selects offer the data's provinces.
  await firstName.fill("Noor");
  await choose(page, page.getByTestId("info-country"), "Germany");
  await choose(page, page.getByTestId("info-province"), "Bayern");
  await choose(page, page.getByTestId("info-city"), "München");
  await expect(page.getByTestId("info-phoneCode")).toHaveValue("49");
  await page.getByTestId("info-phoneNumber").fill("+49 170-1234;567");
  await expect(page.getByTestId("info-phoneNumber")).toHaveValue("491701234;567");
  await page.getByTestId("info-vatNumber").fill("DE");
  await page.getByTestId("info-vatNumber").blur();
  await expect(page.getByText("Enter numbers with at least 2 digits.")).toBeVisible();
  await page.getByTestId("info-vatNumber").fill("DE 123 456 789");
  await page.getByTestId("info-companyName").fill("Noor Security GmbH");
  await choose(page, page.getByTestId("info-type"), "Installer");
  await page.getByTestId("profile-save").click();

  await expect(page.getByText("Your information has been saved.")).toBeVisible();
  await expect(page.getByTestId("user-menu")).toContainText("Noor Haddad");
  // Saved on the server: a new load shows it.
  await page.reload();
  await expect(page.getByTestId("info-city")).toHaveValue("München");
  await expect(page.getByTestId("info-companyName")).toHaveValue("Noor Security GmbH");
});

test("the language a learner saves in the profile shows on every site that offers it", async ({
  page,
}) => {
  await signUpAt(page, "/en/my-learning/edit", newLearner("Lou"));
  await choose(page, page.getByTestId("info-country"), "Belgium");
  // The tenant's languages, each once, named in themselves.
  await choose(page, page.getByTestId("profile-language"), "Français");
  await page.getByTestId("profile-save").click();
  await expect(page.getByText("Your information has been saved.")).toBeVisible();
  expect(
    (await (await page.request.get("/api/user/sso/getUserInfo?siteId=1")).json()).data.languageId,
  ).toBe(4);
  // The Swiss site's base language is German; the learner's saved one comes first (frame §4).
  await page.goto("/eu/ch/my-learning/edit");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByTestId("profile-language")).toHaveValue("Français");
});

test("a learner uploads a photo, sees it in the header and My Learning, and downloads their data", async ({
  page,
}) => {
  const learner = newLearner("Yara");
  await signUpAt(page, "/en/my-learning/edit", learner);

  const photo = await sharp({
    create: { width: 500, height: 300, channels: 3, background: "#1f6feb" },
  })
    .png()
    .toBuffer();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: photo });
  await expect(page.getByText("Your photo has been updated.")).toBeVisible();
  const avatar = page.getByTestId("profile-avatar").locator("img");
  await expect(avatar).toHaveAttribute("src", /^\/uploads\/avatars\/[a-f0-9]{32}\.webp$/);
  const src = (await avatar.getAttribute("src"))!;
  await expect(page.getByTestId("user-menu").locator("img")).toHaveAttribute("src", src);
  const served = await page.request.get(src);
  expect(served.headers()["content-type"]).toBe("image/webp");
  expect(await sharp(await served.body()).metadata()).toMatchObject({ width: 256, height: 256 });

  // A text file dressed as a PNG is refused with a clear message.
  await page.locator('input[type="file"]').setInputFiles({
    name: "photo.png",
    mimeType: "image/png",
    buffer: Buffer.from("not an image at all\n".repeat(10)),
  });
  await expect(page.getByTestId("avatar-error")).toHaveText("Choose a JPG or PNG image.");
  await expect(avatar).toHaveAttribute("src", src);

  await page.goto("/en/my-learning?tab=personal");
  await expect(page.getByTestId("my-learning-avatar").locator("img")).toHaveAttribute("src", src);
  await page.getByTestId("edit-profile").click();
  await expect(page).toHaveURL(/\/en\/my-learning\/edit$/);

  const downloading = page.waitForEvent("download");
  await page.getByTestId("download-data").click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
  // The file is the learner's data itself.
  const exported = JSON.parse(await readFile((await download.path())!, "utf8"));
  expect(exported.profile).toMatchObject({
    email: learner.email,
    firstName: "Yara",
    photoImgUrl: src,
  });
  // Past the hour's five downloads the page says so, and when to come back.
  const href = await page.getByTestId("download-data").getAttribute("href");
  for (let i = 0; i < 4; i++) expect((await page.request.get(href!)).status()).toBe(200);
  await page.getByTestId("download-data").click();
  await expect(page.getByText("Your data could not be downloaded")).toBeVisible();
  await expect(
    page.getByText(
      /^You have downloaded your data 5 times in the last hour\. Please try again in \d+ minutes?\.$/,
    ),
  ).toBeVisible();
});

test("a fresh learner deletes the account at the provider and is signed out", async ({ page }) => {
  const learner = newLearner("Tariq");
  await signUpAt(page, "/en/my-learning/edit", learner);
  // Whoever is signed in still has an account: the page after a deletion is not theirs.
  await page.goto("/en/account-deleted");
  await expect(page).toHaveURL(/\/en$/);
  await page.goto("/en/my-learning/edit");

  const dialog = page.getByTestId("delete-account-dialog");
  await openWith(page.getByTestId("delete-account"), dialog);
  await page.getByRole("button", { name: "Keep my account" }).click();
  await expect(dialog).toBeHidden();
  await openWith(page.getByTestId("delete-account"), dialog);
  await page.getByTestId("delete-continue").click();

  // The provider asks for the password again.
  await expect(page.getByRole("heading", { name: "Delete your account" })).toBeVisible();
  await page.getByLabel("Password").fill("wrong-password-1");
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  await page.getByLabel("Password").fill(learner.password);
  await page.getByRole("button", { name: "Delete my account" }).click();

  // Back on the portal, signed out, on the page that says the account is gone.
  await expect(page).toHaveURL(/\/en\/account-deleted$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your account has been deleted");
  await expect(
    page.getByTestId("desktop-header").getByRole("link", { name: "Log in" }),
  ).toBeVisible();
  await page.goto("/en/my-learning/edit");
  await signInOnProvider(page, learner);
  await expect(page.getByRole("alert")).toBeVisible();
});

test("the mobile page edits the profile too", async ({ page }) => {
  const learner = newLearner("Salma");
  await page.setViewportSize({ width: 375, height: 740 });
  await signUpAt(page, "/en/mobile/my-learning/edit", learner);
  await expect(page).toHaveURL(/\/en\/mobile\/my-learning\/edit$/);
  await page.getByTestId("info-lastName").fill("Nasser");
  await choose(page, page.getByTestId("info-country"), "Canada");
  // No provinces in the data for Canada: free text.
  await page.getByTestId("info-province").fill("Ontario");
  await page.getByTestId("profile-save").click();
  await expect(page.getByText("Your information has been saved.")).toBeVisible();
});

/** What axe (the engine of Lighthouse's accessibility audit) finds wrong in the page's content. */
async function accessibilityViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .include("main")
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`,
  );
}

test("the Arabic page reads right to left, and both pages pass axe's WCAG checks", async ({
  page,
}) => {
  const learner = newLearner("Huda");
  await signUpAt(page, "/en/my-learning/edit", learner);
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.goto("/ar/my-learning/edit");
  await hydrated(page);
  expect(await accessibilityViolations(page)).toEqual([]);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1, name: "المعلومات الشخصية" })).toBeVisible();
  await page.getByTestId("info-firstName").fill("");
  await page.getByTestId("info-firstName").blur();
  await expect(page.getByText("يُرجى إدخال الاسم الأول.")).toBeVisible();
});
