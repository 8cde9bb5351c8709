import { expect, type Locator } from "@playwright/test";

/**
 * Clicks a control until what it opens is visible. A click that lands between
 * the server-rendered page and hydration does nothing, and a second click on
 * an open menu would close it again. A click that started a slow flow (its
 * calls answer late on a loaded machine) is given 3 seconds before it counts
 * as lost, so it is not clicked again midway.
 */
export async function openWith(control: Locator, opened: Locator) {
  await expect(async () => {
    if (!(await opened.isVisible())) await control.click();
    await expect(opened).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}
