import { expect, test } from "./support/test.ts";
import { hydrated } from "./support/controls.ts";
import { choose } from "./support/enrolment.ts";
import { newLearner, signInOnProvider, signUpOnProvider } from "./support/identity.ts";

/**
 * The smart-try campaign (frame §1, §2, §5, §6): the demo campaign of /en
 * (db/seed/demo/smart-try.ts) is for certified users; the demo certificate
 * holder certified@academy.example applies once.
 */

test("a certified learner signs in from the campaign and applies with the three required choices", async ({
  page,
}) => {
  await page.goto("/en/smart-try");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Smart-try 2026");
  await expect(page.getByTestId("smart-try-benefits").getByRole("listitem")).toHaveCount(3);
  await page.getByRole("link", { name: "Sign in to apply" }).click();
  await signInOnProvider(page, {
    firstName: "",
    lastName: "",
    email: "certified@academy.example",
    password: "Cert-Demo-2026",
    country: "GB",
  });
  await expect(page).toHaveURL(/\/en\/smart-try$/);
  const form = page.getByTestId("smart-try-form");
  await expect(form).toBeVisible();
  await hydrated(page);

  // The only certification held is chosen already; the other two are required (frame §5).
  await expect(page.getByTestId("smart-try-certification")).not.toHaveValue("");
  await page.getByTestId("smart-try-submit").click();
  await expect(form.getByText("Please select product type")).toBeVisible();
  await expect(form.getByText("Please select distributor")).toBeVisible();

  await choose(page, page.getByTestId("smart-try-product-type"), "ColorVu network cameras");
  await page.getByTestId("smart-try-distributor").fill("Lagos");
  await page.getByRole("option", { name: "Lagos Vision Systems (Lagos)" }).click();
  await page.getByTestId("smart-try-subscribe").check();
  await page.getByTestId("smart-try-submit").click();

  const applied = page.getByTestId("smart-try-applied");
  await expect(applied).toContainText("ColorVu network cameras");
  await expect(applied).toContainText("Lagos Vision Systems");
  await expect(page.getByText("Your smart-try application was sent.")).toBeVisible();

  // One application per learner and campaign: the page shows it, not the form, from now on.
  await page.reload();
  await expect(page.getByTestId("smart-try-applied")).toContainText("ColorVu network cameras");
  await expect(page.getByTestId("smart-try-form")).toHaveCount(0);
});

test("a learner without a certificate is told the campaign is for certified users", async ({
  page,
}) => {
  await page.goto("/en/smart-try");
  await page.getByRole("link", { name: "Sign in to apply" }).click();
  await signUpOnProvider(page, newLearner("Tariq"));
  await expect(page).toHaveURL(/\/en\/smart-try$/);
  await expect(page.getByTestId("smart-try-not-certified")).toContainText("For certified users");
  await expect(page.getByTestId("smart-try-form")).toHaveCount(0);
});

test("the campaign on mobile, in Arabic right to left, and a site without one", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/en/mobile/smart-try");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Smart-try 2026");
  await expect(page.getByTestId("smart-try-sign-in")).toBeVisible();

  await page.goto("/ar/mobile/smart-try");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("جرّب بذكاء 2026");
  await expect(page.getByRole("link", { name: "سجّل الدخول للتقديم" })).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/uk/smart-try");
  await expect(page.getByTestId("smart-try-none")).toBeVisible();
});
