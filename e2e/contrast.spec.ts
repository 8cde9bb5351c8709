import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./support/test.ts";
import { newLearner, signUpOnProvider } from "./support/identity.ts";

/**
 * Issue 11: text meets WCAG AA contrast (4.5:1, 3:1 when large) on the pages
 * the front-end budget names, in the desktop and the mobile layout and right
 * to left, as axe's colour-contrast rule (the one Lighthouse runs) sees them.
 */
async function contrastFailures(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withRules(["color-contrast"]).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${node.target.join(" ")}: ${node.failureSummary ?? ""}`),
  );
}

async function expectReadableInBothLayouts(page: Page) {
  await expect(page.getByTestId("desktop-header")).toBeVisible();
  expect(await contrastFailures(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(page.getByTestId("mobile-header")).toBeVisible();
  expect(await contrastFailures(page)).toEqual([]);
}

for (const path of [
  "/en",
  "/en/certification/detail/101",
  "/en/course/detail/2001?courseType=0",
  "/ar/certification/detail/201",
]) {
  test(`every text of ${path} reads at WCAG AA contrast, desktop and mobile`, async ({ page }) => {
    await page.goto(path);
    await expectReadableInBothLayouts(page);
  });
}

test("My Learning reads at WCAG AA contrast, desktop and mobile", async ({ page }) => {
  await page.goto("/en/my-learning");
  await signUpOnProvider(page, newLearner("Yasmin"));
  await expect(page).toHaveURL(/\/en\/my-learning$/);
  await expectReadableInBothLayouts(page);
});
