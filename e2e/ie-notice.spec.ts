import { expect, test } from "./support/test.ts";

/** Learner §2: Internet Explorer users are told, after 2 seconds, that the browser is unsupported. */

test.describe("with an Internet Explorer user agent", () => {
  test.use({ userAgent: "Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko" });

  test("a modal recommends other browsers after two seconds", async ({ page }) => {
    await page.goto("/en");
    const started = Date.now();
    const modal = page.getByRole("dialog", { name: "Your browser is not supported" });
    await expect(modal).toBeVisible({ timeout: 5_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_500);
    await expect(modal).toContainText("Chrome, Edge, Firefox or Safari");
    await modal.getByRole("button", { name: "OK" }).click();
    await expect(modal).toBeHidden();
  });
});

test("other browsers see no such notice", async ({ page }) => {
  await page.goto("/en");
  await page.waitForTimeout(2_500);
  await expect(page.getByRole("dialog")).toHaveCount(0);
});
