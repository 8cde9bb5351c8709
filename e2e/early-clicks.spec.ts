import { expect, test, type Page } from "./support/test.ts";
import { CONSENT_COOKIE, decodeConsent } from "../contract/consent-rules.ts";
import { cookieOf, firstVisit } from "./support/consent.ts";
import { hydrated } from "./support/controls.ts";

/**
 * A built page shows before its modules run (decision 0033). A button
 * pressed in that time is pressed again once the page runs
 * (app/frame/early-clicks.ts), so a visitor who acts at once is answered.
 */

/** Holds the page's modules until released: the page shows and cannot answer yet. */
async function holdModules(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const notRunning = (page: Page) => page.evaluate(() => !("__reactRouterDataRouter" in window));

test.describe("a first visit", () => {
  test.use({ storageState: firstVisit });

  test("accepting the cookies before the page runs is the visitor's choice once it runs", async ({
    page,
    context,
  }) => {
    const release = await holdModules(page);
    await page.goto("/en", { waitUntil: "commit" });
    const banner = page.getByTestId("consent-banner");
    await banner.getByTestId("consent-accept").click();
    expect(await notRunning(page)).toBe(true);
    await expect(banner).toBeVisible();
    expect(await cookieOf(context, CONSENT_COOKIE)).toBeUndefined();

    release();
    await hydrated(page);
    await expect(banner).toBeHidden();
    expect(decodeConsent((await cookieOf(context, CONSENT_COOKIE))?.value)).toMatchObject({
      functionality: true,
      analytics: true,
    });
    await page.unrouteAll({ behavior: "wait" });
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the menu pressed before the page runs opens once it runs, and a second press is not a close", async ({
    page,
  }) => {
    const release = await holdModules(page);
    await page.goto("/en/mobile", { waitUntil: "commit" });
    const toggle = page.getByTestId("mobile-menu-toggle");
    await toggle.click();
    await toggle.click();
    expect(await notRunning(page)).toBe(true);
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeHidden();

    release();
    await hydrated(page);
    await expect(menu).toBeVisible();
    await page.unrouteAll({ behavior: "wait" });
  });

  test("a link followed before the page runs is the browser's, as without the page's code", async ({
    page,
  }) => {
    const release = await holdModules(page);
    await page.goto("/en/mobile", { waitUntil: "commit" });
    const link = page.locator('a[href^="/en/"]').first();
    const href = await link.getAttribute("href");
    await link.click({ noWaitAfter: true });
    await expect(page).toHaveURL((url) => url.pathname + url.search === href);
    release();
    await page.unrouteAll({ behavior: "wait" });
  });
});
