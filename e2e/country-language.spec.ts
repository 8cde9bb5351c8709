import { expect, test, type Page } from "./support/test.ts";
import { COOKIE_MAX_AGE_SECONDS } from "../contract/consent-rules.ts";
import { cookieOf, secondsLeft } from "./support/consent.ts";
import { hydrated } from "./support/controls.ts";
import { newLearner, signUpOnProvider } from "./support/identity.ts";

/**
 * Frame §4 "Language and country": the first-visit tip (desktop) and tip bar
 * (mobile) with their show rules, the selector dialog, and a signed-in
 * learner's choice saved to the account. These journeys start as a browser
 * that accepted cookies (e2e/support/consent.ts); the visitor's country comes
 * from the CDN header the journeys' server trusts.
 */

/** The tip is the browser's doing, after hydration: only then does its absence tell anything. */
async function expectNoTip(page: Page) {
  await hydrated(page);
  await expect(page.getByTestId("language-tip")).toHaveCount(0);
}

test("the tip shows only where the page's language is another country's, and closing it is remembered", async ({
  page,
  context,
}) => {
  await context.setExtraHTTPHeaders({ "cf-ipcountry": "DE" });
  // German for a visitor from Germany: no tip.
  await page.goto("/eu/de");
  await expectNoTip(page);

  // English (a British language) for the same visitor: the tip.
  await page.goto("/en");
  const tip = page.getByTestId("language-tip");
  await expect(tip).toBeVisible();
  await expect(tip).toContainText("You are visiting the English site.");
  await tip.getByRole("button", { name: "Close" }).click();
  await expect(tip).toHaveCount(0);
  const closed = await cookieOf(context, "showCountryLanguageTips");
  expect(closed?.value).toBe("true");
  expect(secondsLeft(closed)).toBeGreaterThan(COOKIE_MAX_AGE_SECONDS - 120);
  // Closing the tip chose no language.
  expect(await cookieOf(context, "languageCheckedId")).toBeUndefined();
  await page.reload();
  await expectNoTip(page);
});

test("closing the selector without a choice checks the page's language for a year", async ({
  page,
  context,
}) => {
  await context.setExtraHTTPHeaders({ "cf-ipcountry": "AT" });
  await page.goto("/en");
  await page.getByTestId("language-tip-choose").click();
  const dialog = page.getByRole("dialog", { name: "Country and language" });
  // The visitor's own country is where the selector starts.
  await expect(dialog.getByLabel("Country / Region", { exact: true })).toHaveValue("AT");
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  const checked = await cookieOf(context, "languageCheckedId");
  expect(checked?.value).toBe("1");
  expect(secondsLeft(checked)).toBeGreaterThan(COOKIE_MAX_AGE_SECONDS - 120);
  await expect(page.getByTestId("language-tip")).toHaveCount(0);
});

test("a signed-in learner's choice is saved to the account and the page reloads at the chosen site's root", async ({
  page,
  context,
}) => {
  await context.setExtraHTTPHeaders({ "cf-ipcountry": "DE" });
  const learner = newLearner("Greta");
  await page.goto("/user/sso/login?target=%2Fen%2Fsearch%3Fkeyword%3Dcamera");
  await signUpOnProvider(page, learner);
  await expect(page).toHaveURL(/\/en\/search\?keyword=camera$/);
  await expect(page.getByTestId("user-menu")).toBeVisible();

  await page.getByTestId("language-tip-choose").click();
  const dialog = page.getByRole("dialog", { name: "Country and language" });
  await dialog.getByLabel("Country / Region", { exact: true }).selectOption({
    label: "Switzerland",
  });
  await dialog.getByLabel("Language", { exact: true }).selectOption({ label: "Français" });
  const saved = page.waitForResponse((response) =>
    response.url().includes("/api/user/updateLanguageId"),
  );
  await dialog.getByRole("button", { name: "Confirm" }).click();
  // The page leaves once the call succeeds: its request and status tell what was asked.
  const answer = await saved;
  expect(answer.status()).toBe(200);
  expect(answer.request().postDataJSON()).toMatchObject({ siteId: 15, languageId: 4 });
  await expect(page).toHaveURL(/\/eu\/ch$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByTestId("user-menu")).toBeVisible();

  // The account remembers it, cookie or not: the saved language comes first (frame §4).
  const me = await page.request.get("/api/user/sso/getUserInfo?siteId=15");
  expect((await me.json()).data.languageId).toBe(4);
  await context.clearCookies({ name: "languageCheckedId" });
  await page.goto("/eu/be");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
});

test("the mobile tip bar opens the language panel, which opens the chosen site", async ({
  page,
  context,
}) => {
  await context.setExtraHTTPHeaders({ "cf-ipcountry": "DE" });
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/en/mobile");
  const bar = page.getByTestId("language-tip-bar");
  await expect(bar).toBeVisible();
  await bar.getByRole("button", { name: "Choose" }).click();
  const panel = page.getByTestId("mobile-language-panel");
  await expect(panel).toBeVisible();
  // The panels are mutually exclusive, and the tip bar gives way to them.
  await expect(bar).toHaveCount(0);
  await expect(page.getByTestId("mobile-language-toggle")).toHaveAttribute("aria-expanded", "true");
  const country = panel.getByLabel("Country / Region", { exact: true });
  await expect(country).toHaveValue("DE");
  await expect(panel.getByLabel("Language", { exact: true }).locator("option")).toHaveText([
    "Deutsch",
  ]);
  await panel.getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(/\/eu\/de\/mobile$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  expect((await cookieOf(context, "languageCheckedId"))?.value).toBe("3");
  await expect(page.getByTestId("language-tip-bar")).toHaveCount(0);
});

test("the desktop header's chooser opens the selector at any time, from the keyboard too", async ({
  page,
  context,
}) => {
  await context.setExtraHTTPHeaders({ "cf-ipcountry": "DE" });
  await page.goto("/en");
  // The first-visit tip closed, the chooser is still there.
  await page.getByTestId("language-tip").getByRole("button", { name: "Close" }).click();
  const chooser = page
    .getByTestId("desktop-header")
    .getByRole("button", { name: "Country and language: English" });
  await chooser.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Country and language" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(chooser).toBeFocused();

  await page.keyboard.press("Enter");
  await dialog.getByLabel("Country / Region", { exact: true }).selectOption({ label: "Austria" });
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(/\/eu\/de$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(
    // Named in the page's language; the chooser names that language in itself.
    page.getByTestId("desktop-header").getByRole("button", { name: /: Deutsch$/ }),
  ).toBeVisible();
});

test("on the phone, a country typed into the open list is the one confirmed", async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/en/mobile");
  await page.getByTestId("mobile-language-toggle").click();
  const panel = page.getByTestId("mobile-language-panel");
  // The list opened and "Austria" typed into it: shown, not yet the select's value.
  await panel.getByLabel("Country / Region", { exact: true }).click();
  await page.keyboard.type("Austria");
  // Confirm pressed without the focus leaving the select, as a screen reader's activation does.
  await panel.getByRole("button", { name: "Confirm" }).dispatchEvent("click");
  await expect(page).toHaveURL(/\/eu\/de\/mobile$/);
  expect((await cookieOf(context, "languageCheckedId"))?.value).toBe("3");
});

test("the page's language follows the visitor's country and browser language (frame §4)", async ({
  browser,
  baseURL,
}) => {
  // A Swiss visitor whose browser prefers Italian gets Italian; a Latvian one whose browser
  // asks for German (not Latvia's) gets Latvia's language on the Baltic site, not its base.
  for (const [country, locale, path, lang] of [
    ["CH", "it-CH", "/eu/ch", "it"],
    ["LV", "de-DE", "/eu/lt", "en"],
  ] as const) {
    const context = await browser.newContext({
      baseURL,
      locale,
      extraHTTPHeaders: { "cf-ipcountry": country },
    });
    const page = await context.newPage();
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await context.close();
  }
});

test("anonymous pages are kept per language: visitors with other browser languages get their own", async ({
  request,
}) => {
  const path = `/eu/ch/search?keyword=vary-${Date.now()}`;
  const swiss = (language: string) =>
    request.get(path, { headers: { "cf-ipcountry": "CH", "accept-language": language } });
  const italian = await swiss("it");
  expect(italian.headers()["vary"]).toMatch(/Accept-Language/);
  expect(await italian.text()).toMatch(/<html lang="it"/);
  expect((await swiss("it")).headers()["x-page-cache"]).toBe("hit");
  const french = await swiss("fr-CH");
  expect(await french.text()).toMatch(/<html lang="fr"/);
});
