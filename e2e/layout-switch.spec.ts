import { expect, test } from "./support/test.ts";

/** Learner §2, §9: desktop pages move to /mobile at 992 px wide or less, and back when wider. */

test("a phone-sized window is sent to the mobile twin and a wide one back", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/en");
  await expect(page).toHaveURL(/\/en\/mobile$/);
  await expect(page.getByTestId("mobile-header")).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByTestId("desktop-header")).toBeVisible();
});

test("the switch keeps the page path and its query", async ({ page }) => {
  await page.setViewportSize({ width: 992, height: 800 });
  await page.goto("/eu/de/search?keyword=nvr%204k");
  await expect(page).toHaveURL(/\/eu\/de\/mobile\/search\?keyword=nvr%204k$/);

  await page.setViewportSize({ width: 993, height: 800 });
  await expect(page).toHaveURL(/\/eu\/de\/search\?keyword=nvr%204k$/);
});
