import { expect, test, type BrowserContext, type Page } from "./support/test.ts";
import {
  CONSENT_COOKIE,
  COOKIE_MAX_AGE_SECONDS,
  cookieEntryOf,
} from "../contract/consent-rules.ts";
import { cookieOf, consented, firstVisit, secondsLeft } from "./support/consent.ts";
import { hydrated } from "./support/controls.ts";
import { regionName } from "../contract/intl.ts";
import { packPattern, packText } from "./support/texts.ts";

/**
 * Frame §4 "Cookie consent", §3 "Cookie inventory", §9; learner §4: the
 * banner of a first visit, Reject only in the EU and the restricted
 * countries, nothing optional stored before consent where the default is
 * reject-all, and the manager at /cookies-preferences.
 */

test.use({ storageState: firstVisit });

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** The browser's cookies of categories other than necessary (an unknown one counts). */
async function optionalCookies(context: BrowserContext): Promise<string[]> {
  return (await context.cookies())
    .filter((cookie) => cookieEntryOf(cookie.name)?.category !== "necessary")
    .map((cookie) => cookie.name);
}

const consentCookie = (context: BrowserContext) => cookieOf(context, "disclaimer");

/** The consent cookie's three parts: version, allowed categories, date. */
async function recordedChoice(context: BrowserContext) {
  const [version, categories, date] = ((await consentCookie(context))?.value ?? "").split("|");
  return { version, categories, date };
}

const banner = (page: Page) => page.getByTestId("consent-banner");

test("on an EU site a first visit is offered Reject; after it no optional cookie is set, not even by choosing a language", async ({
  page,
  context,
}) => {
  await page.goto("/eu/ch");
  await expect(banner(page)).toBeVisible();
  // The Swiss site's base language is German: the banner speaks it.
  await expect(
    banner(page).getByRole("button", { name: packText("de", "consent.reject") }),
  ).toBeVisible();
  // Beside Reject, Accept is an ordinary button, not the primary one.
  await expect(banner(page).getByTestId("consent-accept")).toHaveAttribute(
    "data-variant",
    "default",
  );
  await expect(
    banner(page).getByRole("link", { name: packText("de", "consent.manage") }),
  ).toHaveAttribute("href", "/eu/ch/cookies-preferences");

  // Before any choice the EU default is reject-all: the language bar stores nothing, and the
  // chosen language holds for the page view through its address.
  await page.getByTestId("language-bar").getByRole("button", { name: "Français" }).click();
  await expect(page).toHaveURL(/\/eu\/ch\?languageId=4$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  expect(await optionalCookies(context)).toEqual([]);

  await banner(page).getByTestId("consent-reject").click();
  await expect(banner(page)).toBeHidden();
  const choice = await recordedChoice(context);
  expect(choice.version).toBe("1");
  expect(choice.categories).toBe("");
  expect(choice.date).toMatch(ISO_DATE);
  expect(Math.abs(Date.parse(choice.date!) - Date.now())).toBeLessThan(5 * 60_000);
  const cookie = await consentCookie(context);
  expect(cookie?.path).toBe("/");
  expect(secondsLeft(cookie)).toBeGreaterThan(COOKIE_MAX_AGE_SECONDS - 120);
  expect(await optionalCookies(context)).toEqual([]);

  // The language bar after Reject: the language changes, no cookie remembers it.
  await page.getByTestId("language-bar").getByRole("button", { name: "Italiano" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "it");
  expect(await optionalCookies(context)).toEqual([]);
  // The banner stays away once the choice is made.
  await page.reload();
  await expect(page.getByTestId("desktop-header")).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "it");
  await expect(banner(page)).toHaveCount(0);
  // The choice held for that page view: a navigation inside the site goes back to the site's
  // base language, frame and page alike.
  await page
    .getByTestId("desktop-header")
    .getByRole("link", { name: packPattern("it", "header.home") })
    .click();
  await expect(page).toHaveURL(/\/eu\/ch$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  expect(await optionalCookies(context)).toEqual([]);
});

test("the selector dialog after Reject changes the site and language without a cookie", async ({
  page,
  context,
}) => {
  // A visitor from France on the German site sees the first-visit tip (frame §4).
  await context.setExtraHTTPHeaders({ "cf-ipcountry": "FR" });
  await page.goto("/eu/de");
  await banner(page).getByTestId("consent-reject").click();
  await expect(banner(page)).toBeHidden();
  const tip = page.getByTestId("language-tip");
  await tip.getByTestId("language-tip-choose").click();
  const de = (key: string) => packText("de", key);
  const dialog = page.getByRole("dialog", { name: de("languagePanel.title") });
  await dialog
    .getByLabel(de("languagePanel.country"), { exact: true })
    .selectOption({ label: regionName("BE", "de") });
  await dialog
    .getByLabel(de("languagePanel.language"), { exact: true })
    .selectOption({ label: "Français" });
  await dialog.getByRole("button", { name: de("languagePanel.confirm") }).click();
  await expect(page).toHaveURL(/\/eu\/be\?languageId=4$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  expect(await optionalCookies(context)).toEqual([]);
});

test("after Accept on an EU site the chosen language is remembered in its cookie", async ({
  page,
  context,
}) => {
  await page.goto("/eu/ch");
  await banner(page).getByTestId("consent-accept").click();
  await expect(banner(page)).toBeHidden();
  expect((await recordedChoice(context)).categories).toBe("functionality+analytics");
  await page.getByTestId("language-bar").getByRole("button", { name: "Français" }).click();
  await expect(page).toHaveURL(/\/eu\/ch$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  const language = await cookieOf(context, "languageCheckedId");
  expect(language?.value).toBe("4");
  expect(secondsLeft(language)).toBeGreaterThan(COOKIE_MAX_AGE_SECONDS - 120);
});

test("outside the EU Accept is the primary button and there is no Reject", async ({
  page,
  context,
}) => {
  await page.goto("/en");
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByTestId("consent-accept")).toHaveAttribute(
    "data-variant",
    "filled",
  );
  await expect(banner(page).getByRole("button", { name: "Reject all" })).toHaveCount(0);
  await banner(page).getByTestId("consent-accept").click();
  await expect(banner(page)).toBeHidden();
  expect((await recordedChoice(context)).categories).toBe("functionality+analytics");
});

test("a visitor from a restricted country (LT) is offered Reject on any site", async ({
  page,
  context,
}) => {
  await context.setExtraHTTPHeaders({ "cf-ipcountry": "LT" });
  await page.goto("/en");
  await expect(banner(page).getByTestId("consent-reject")).toBeVisible();
  await expect(banner(page).getByTestId("consent-accept")).toHaveAttribute(
    "data-variant",
    "default",
  );
});

test("the cookie manager lists the inventory and records a changed choice with its date", async ({
  page,
  context,
}) => {
  await page.goto("/en");
  await banner(page).getByTestId("consent-manage").click();
  await expect(page).toHaveURL(/\/en\/cookies-preferences$/);
  const manager = page.getByTestId("cookie-preferences");
  await expect(manager.getByRole("heading", { level: 1 })).toHaveText("Cookie preferences");
  // The manager itself carries no banner.
  await expect(banner(page)).toHaveCount(0);
  await expect(page.getByTestId("consent-status")).toHaveText(
    "You have not chosen yet: functionality and analytics cookies are allowed until you do.",
  );

  const necessary = manager.locator('[data-category="necessary"]');
  await expect(necessary.getByRole("heading")).toHaveText("Necessary cookies");
  await expect(necessary.locator('tr[data-cookie="academy_session"]')).toContainText(
    "Keeps you signed in to the portal (authentication).",
  );
  await expect(necessary.locator('tr[data-cookie="academy_session"]')).toContainText("14 days");
  await expect(necessary.locator('tr[data-cookie="disclaimer"]')).toContainText("1 year");
  await expect(necessary.getByTestId("consent-switch-necessary")).toBeDisabled();
  const functionality = manager.locator('[data-category="functionality"]');
  await expect(functionality.locator('tr[data-cookie="languageCheckedId"]')).toContainText(
    "Remembers the language you chose.",
  );
  await expect(functionality.locator('tr[data-cookie="languageCheckedId"]')).toContainText(
    "1 year",
  );
  await expect(functionality.locator('tr[data-cookie="showCountryLanguageTips"]')).toBeVisible();
  const analytics = manager.locator('[data-category="analytics"]');
  await expect(analytics).toContainText("This site sets no cookies of this kind at present.");

  // Functionality off, analytics on: saved as such, with today's date.
  const functionalitySwitch = functionality.getByTestId("consent-switch-functionality");
  await expect(functionalitySwitch).toBeChecked();
  await functionalitySwitch.uncheck();
  await manager.getByTestId("cookies-save").click();
  await expect(page.getByTestId("cookies-saved")).toBeVisible();
  const first = await recordedChoice(context);
  expect(first.categories).toBe("analytics");
  expect(first.date).toMatch(ISO_DATE);
  await expect(page.getByTestId("consent-status")).toContainText("Your choice of");

  // Changed again later: a new date.
  await page.reload();
  await expect(functionality.getByTestId("consent-switch-functionality")).not.toBeChecked();
  await analytics.getByTestId("consent-switch-analytics").uncheck();
  await functionality.getByTestId("consent-switch-functionality").check();
  await manager.getByTestId("cookies-save").click();
  const second = await recordedChoice(context);
  expect(second.categories).toBe("functionality");
  expect(Date.parse(second.date!)).toBeGreaterThanOrEqual(Date.parse(first.date!));

  // The footer links to the manager too.
  await page.goto("/en");
  await expect(
    page.getByTestId("footer").getByRole("link", { name: "Cookie preferences" }),
  ).toHaveAttribute("href", "/en/cookies-preferences");
});

test("refusing functionality in the manager deletes the cookies of that category", async ({
  page,
  context,
}) => {
  await page.goto("/en");
  await expect(banner(page)).toBeVisible();
  // Outside the EU functionality cookies are allowed until the visitor chooses: the tip is closed.
  await context.addCookies([
    { name: "showCountryLanguageTips", value: "true", domain: "localhost", path: "/" },
    { name: "languageCheckedId", value: "1", domain: "localhost", path: "/" },
  ]);
  await page.goto("/en/cookies-preferences");
  const manager = page.getByTestId("cookie-preferences");
  await manager.getByTestId("consent-switch-functionality").uncheck();
  await manager.getByTestId("cookies-save").click();
  await expect(page.getByTestId("cookies-saved")).toBeVisible();
  expect(await optionalCookies(context)).toEqual([]);
});

test("a success toast closes after 3 seconds (learner §9)", async ({ page }) => {
  await page.clock.install();
  await page.goto("/en/cookies-preferences");
  await hydrated(page);
  // The page's time stands still from here: only runFor moves it, whatever the machine's load.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await page.getByTestId("cookie-preferences").getByTestId("cookies-save").click();
  const toast = page.getByTestId("cookies-saved");
  // A tenth of a second at a time until it shows: it came within the last tenth.
  await expect(async () => {
    await page.clock.runFor(100);
    await expect(toast).toBeVisible({ timeout: 200 });
  }).toPass({ timeout: 15_000 });
  await page.clock.runFor(2_700);
  await expect(toast).toBeVisible();
  // Past 3 seconds and the toast's way out, before the 4 seconds of the UI kit's default.
  await page.clock.runFor(700);
  await expect(toast).toBeHidden();
});

test("the mobile cookie manager lists the same inventory", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/eu/de/mobile/cookies-preferences");
  const manager = page.getByTestId("cookie-preferences");
  await expect(manager.locator('tr[data-cookie="languageCheckedId"]')).toBeVisible();
  await expect(page.getByTestId("consent-status")).toHaveText(
    packText("de", "cookies.defaultReject"),
  );
  await expect(manager.getByTestId("consent-switch-functionality")).not.toBeChecked();
});

test("the Arabic site writes the banner right to left", async ({ page }) => {
  await page.goto("/ar");
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole("heading")).toHaveText("ملفات تعريف الارتباط على هذا الموقع");
  expect(await banner(page).evaluate((element) => getComputedStyle(element).direction)).toBe("rtl");
  // Right to left: the text starts on the right, the buttons follow on its left.
  const text = await banner(page).getByRole("heading").boundingBox();
  const accept = await banner(page).getByTestId("consent-accept").boundingBox();
  expect(accept!.x + accept!.width).toBeLessThan(text!.x + text!.width);
  expect(accept!.x).toBeLessThan(text!.x);
});

test("a page comes with the banner while the request holds no choice, and is kept apart from the page without it", async ({
  request,
}) => {
  const address = "/eu/de/search?keyword=consent-variant";
  const choice = `${CONSENT_COOKIE}=${consented.cookies[0]!.value}`;
  // Each twice: made, then as kept. Neither answer may be the other's.
  for (const cookie of ["", choice, "", choice]) {
    const response = await request.get(address, { headers: cookie ? { cookie } : {} });
    expect(response.status()).toBe(200);
    const html = await response.text();
    if (cookie) expect(html).not.toContain('data-testid="consent-banner"');
    else expect(html).toContain('data-testid="consent-banner"');
    // What the visitor's own cookies decide beyond that still waits for the browser.
    expect(html).not.toContain('data-testid="language-tip"');
  }
});

test("the banner is painted with the page, at its foot, and stays while the page hydrates", async ({
  page,
}) => {
  // Held back: the banner's own module, and with it everything else the page runs.
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  await page.addInitScript(() => {
    const removed: string[] = [];
    Object.assign(window, { removedBanners: removed });
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof Element && node.matches('[data-testid="consent-banner"]'))
            removed.push(node.outerHTML);
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto("/en", { waitUntil: "commit" });
  await expect(banner(page)).toBeVisible();
  expect(await page.evaluate(() => "__reactRouterDataRouter" in window)).toBe(false);
  const placed = async () =>
    banner(page).evaluate((element) => {
      const box = element.getBoundingClientRect();
      return {
        position: getComputedStyle(element).position,
        bottom: Math.round(box.bottom) === window.innerHeight,
      };
    });
  expect(await placed()).toEqual({ position: "fixed", bottom: true });
  // A press before the page runs is answered once it does (e2e/early-clicks.spec.ts).
  await hydrated(page);
  expect(await placed()).toEqual({ position: "fixed", bottom: true });
  expect(
    await page.evaluate(() => (window as unknown as { removedBanners: string[] }).removedBanners),
  ).toEqual([]);
  // Hydrated, it answers: a choice hides it.
  await banner(page).getByTestId("consent-accept").click();
  await expect(banner(page)).toBeHidden();
});
