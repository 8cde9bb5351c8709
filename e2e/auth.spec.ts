import { expect, test, type Locator, type Page } from "./support/test.ts";
import { hydrated, openWith } from "./support/controls.ts";
import {
  fullName,
  newLearner,
  signInOnProvider,
  signUpOnProvider,
  type Learner,
} from "./support/identity.ts";
import { journeyState } from "./support/journey-state.ts";

/**
 * Issue 3 as a person walks it: Login anywhere, the identity provider's pages,
 * back on exactly the page and query they came from, signed in; log out; the
 * profile refresh; one-click sign; the Tips dialog and the 401 trip to login.
 */

const header = (page: Page) => page.getByTestId("desktop-header");
const openUserMenu = (page: Page) =>
  openWith(header(page).getByTestId("user-menu"), page.getByRole("menu"));
const openMobileMenu = (page: Page) =>
  openWith(page.getByTestId("mobile-menu-toggle"), page.getByRole("dialog", { name: "Menu" }));
const openLanguagePanel = (page: Page) =>
  openWith(page.getByTestId("mobile-language-toggle"), page.getByTestId("mobile-language-panel"));
/** The link is hydrated, so a click on it is the router's navigation, not the browser's. */
const reactOwns = (link: Locator) =>
  expect
    .poll(() =>
      link.evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactProps$"))),
    )
    .toBe(true);
const pathAndQuery = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

async function signUpFrom(page: Page, start: string, learner: Learner) {
  await page.goto(start);
  await header(page).getByRole("link", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/idp\/interaction\//);
  await signUpOnProvider(page, learner);
}

test("a visitor signs up from a search page, returns to it signed in, and logs out", async ({
  page,
}) => {
  const learner = newLearner("Layla");
  await page.goto("/en/search?keyword=nvr");
  await header(page).getByRole("link", { name: "Log in" }).click();

  // The embedded provider's sign-in page, in the site's brand and language.
  await expect(page).toHaveURL(/\/idp\/interaction\//);
  await expect(page.getByRole("heading", { name: /^Sign in to .+ Academy$/ })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  await signUpOnProvider(page, learner);

  await expect(page).toHaveURL(/\/en\/search\?keyword=nvr$/);
  expect(pathAndQuery(page)).toBe("/en/search?keyword=nvr");
  await expect(header(page).getByTestId("user-menu")).toContainText(fullName(learner));
  await expect(header(page).getByRole("link", { name: "Log in" })).toHaveCount(0);

  await openUserMenu(page);
  await page.getByRole("menuitem", { name: "Log out" }).click();

  // Logout returns to the page the user was on, now as a visitor.
  await expect(header(page).getByRole("link", { name: "Log in" })).toBeVisible();
  expect(pathAndQuery(page)).toBe("/en/search?keyword=nvr");
  await page.reload();
  await expect(header(page).getByRole("link", { name: "Log in" })).toBeVisible();
  await expect(header(page).getByTestId("user-menu")).toHaveCount(0);
});

test("a visitor clicking My Learning in a menu is taken to login, not to a missing page", async ({
  page,
}) => {
  // Frame §2: the menu's link is a client navigation; the sign-in lives outside the pages.
  const toSignIn = () =>
    page.waitForResponse((response) => new URL(response.url()).pathname === "/user/sso/login");
  await page.goto("/en");
  const desktopLink = header(page).getByRole("link", { name: "My Learning" });
  await reactOwns(desktopLink);
  let signIn = toSignIn();
  await desktopLink.click();
  expect(new URL((await signIn).url()).searchParams.get("target")).toBe("/en/my-learning");
  await expect(page).toHaveURL(/\/idp\/interaction\//);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/en/mobile");
  await openMobileMenu(page);
  const phoneLink = page
    .getByRole("dialog", { name: "Menu" })
    .getByRole("link", { name: "My Learning" });
  await reactOwns(phoneLink);
  signIn = toSignIn();
  await phoneLink.click();
  expect(new URL((await signIn).url()).searchParams.get("target")).toBe("/en/mobile/my-learning");
  await expect(page).toHaveURL(/\/idp\/interaction\//);
});

test("a visitor sent to login from My Learning comes back to My Learning, also on a later sign-in", async ({
  page,
}) => {
  // Frame §2: a visitor opening My Learning is sent to login and returns to My Learning.
  const learner = newLearner("Karim");
  const backFromLogin = () =>
    page.waitForResponse((response) => new URL(response.url()).pathname === "/user/sso/callback");

  await page.goto("/en/my-learning?tab=2");
  await expect(page).toHaveURL(/\/idp\/interaction\//);
  let callback = backFromLogin();
  await signUpOnProvider(page, learner);
  expect((await callback).headers().location).toBe("/en/my-learning?tab=2");
  await expect(page).toHaveURL(/\/en\/my-learning\?tab=2$/);
  await expect(page.getByRole("heading", { level: 1, name: "My Learning" })).toBeVisible();
  await expect(header(page).getByTestId("user-menu")).toContainText(fullName(learner));

  await openUserMenu(page);
  await page.getByRole("menuitem", { name: "Log out" }).click();
  // Logging out of a page that needs a login lands on the site's home.
  await expect(page).toHaveURL(/\/en$/);
  await expect(header(page).getByRole("link", { name: "Log in" })).toBeVisible();

  // Signing in again with the new account (the sign-in form, not sign-up).
  await page.goto("/user/sso/login?target=%2Fen%2Fmy-learning");
  callback = backFromLogin();
  await signInOnProvider(page, learner);
  expect((await callback).headers().location).toBe("/en/my-learning");
  await expect(header(page).getByTestId("user-menu")).toContainText(fullName(learner));
});

test("My Learning says the new address is not confirmed yet and sends the link again", async ({
  page,
}) => {
  const learner = newLearner("Mira");
  // The account card is the personal information tab's.
  await page.goto("/en/my-learning?tab=personal");
  await signUpOnProvider(page, learner);
  await expect(page.getByRole("heading", { level: 1, name: "My Learning" })).toBeVisible();
  const notice = page.getByTestId("email-unconfirmed");
  await expect(notice).toContainText("not confirmed yet");
  const sent = page.waitForResponse((r) => r.url().endsWith("/api/user/email/sendConfirmation"));
  await openWith(
    notice.getByRole("button", { name: "Send the link again" }),
    page.getByText(`We have sent a new link to ${learner.email}.`),
  );
  expect((await (await sent).json()).data).toEqual({ sentTo: learner.email });
  await expect(notice.getByRole("button", { name: "Send the link again" })).toBeDisabled();
});

test("the Arabic site's sign-in page is right to left and in Arabic", async ({ page }) => {
  await page.goto("/ar");
  await header(page).getByRole("link", { name: "تسجيل الدخول" }).click();
  await expect(page).toHaveURL(/\/idp\/interaction\//);
  const html = page.locator("html");
  await expect(html).toHaveAttribute("dir", "rtl");
  await expect(html).toHaveAttribute("lang", "ar");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("تسجيل الدخول إلى");
});

test.describe("on another tenant's host", () => {
  // The provider's pages allow forms to lead to every portal host (Chromium applies
  // form-action to the redirects after a form post): these journeys run with the real CSP.

  test("the neutral tenant shows no logout entry (frame §4)", async ({ page, baseURL }) => {
    const neutral = new URL("/en", baseURL);
    neutral.hostname = "neutral.localhost";
    const learner = newLearner("Nour");
    await signUpFrom(page, neutral.href, learner);
    await expect(page).toHaveURL(neutral.href);
    await openUserMenu(page);
    await expect(page.getByRole("menuitem", { name: "Personal Information" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Log out" })).toHaveCount(0);

    await page.keyboard.press("Escape");
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(page).toHaveURL(/\/en\/mobile$/);
    await openMobileMenu(page);
    await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: /Nour/ }).click();
    const panel = page.getByTestId("mobile-personal-panel");
    await expect(panel.getByRole("link", { name: "Personal Information" })).toBeVisible();
    await expect(panel.getByRole("link", { name: "Log out" })).toHaveCount(0);
  });

  test("the thermal sub-brand signs in and logs out (frame §4)", async ({ page, baseURL }) => {
    const thermal = new URL("/en/search?keyword=thermal", baseURL);
    thermal.hostname = "thermal.localhost";
    const learner = newLearner("Tarek");
    await signUpFrom(page, thermal.href, learner);
    await expect(page).toHaveURL(thermal.href);
    await openUserMenu(page);
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await expect(header(page).getByRole("link", { name: "Log in" })).toBeVisible();
    await expect(page).toHaveURL(thermal.href);
  });
});

test("mobile logout in the personal-info panel returns to the current page", async ({ page }) => {
  const learner = newLearner("Salma");
  await signUpFrom(page, "/en/search?keyword=ptz", learner);
  await expect(page).toHaveURL(/\/en\/search\?keyword=ptz$/);
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(page).toHaveURL(/\/en\/mobile\/search\?keyword=ptz$/);
  await openMobileMenu(page);
  await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: /Salma/ }).click();
  // The page's address is the same before and after the round trip through the provider:
  // wait for the way back, not only for the address.
  const back = page.waitForResponse(
    (response) => new URL(response.url()).pathname === "/user/sso/logout/callback",
  );
  await page.getByTestId("mobile-personal-panel").getByRole("link", { name: "Log out" }).click();
  await back;
  await expect(page).toHaveURL(/\/en\/mobile\/search\?keyword=ptz$/);
  await page.waitForLoadState();
  await openMobileMenu(page);
  await expect(
    page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Sign in / Log in" }),
  ).toBeVisible();
});

test("the header follows the profile refresh every 10 minutes, and a lost session makes a visitor without leaving the page", async ({
  page,
  context,
}) => {
  const learner = newLearner("Rana");
  await signUpFrom(page, "/en", learner);
  await expect(header(page).getByTestId("user-menu")).toContainText(fullName(learner));

  await page.clock.install();
  await page.reload();
  await expect(header(page).getByTestId("user-menu")).toContainText(fullName(learner));
  // The refresh timer starts once the page is hydrated: moving the clock before would skip it.
  await hydrated(page);

  // The name changes elsewhere (another tab, the profile page).
  const site = await page.request.post("/api/front-api/getSiteInfo", { data: { siteName: "en" } });
  const { siteId, baseLanguageId } = (await site.json()).data;
  // As the profile page saves: the fields the site requires (/en: the names and the country).
  const saved = await page.request.post("/api/user/update", {
    data: {
      siteId,
      languageId: baseLanguageId,
      firstName: "Rana",
      lastName: "Khoury",
      country: "Germany",
    },
  });
  const answer = await saved.json();
  expect(answer.code, JSON.stringify(answer.errorContext)).toBe(200);

  await page.clock.fastForward("09:00");
  await expect(header(page).getByTestId("user-menu")).toContainText(fullName(learner));
  await page.clock.fastForward("01:00");
  await expect(header(page).getByTestId("user-menu")).toContainText("Rana Khoury");

  // The session ends (expired, or logged out elsewhere): the next refresh shows a visitor.
  await context.clearCookies();
  await page.clock.fastForward("10:00");
  await expect(header(page).getByRole("link", { name: "Log in" })).toBeVisible();
  expect(pathAndQuery(page)).toBe("/en");
});

test("one-click sign: a refused sign leaves the URL and the page goes on logged out, quietly", async ({
  page,
}) => {
  let answerVerify: () => void = () => undefined;
  const verifyAnswered = new Promise<void>((resolve) => (answerVerify = resolve));
  const verified: unknown[] = [];
  await page.route("**/api/user/sso/oneHikIdSign/verify", async (route) => {
    verified.push(route.request().postDataJSON());
    await verifyAnswered;
    await route.continue();
  });
  await page.goto("/en/search?keyword=nvr&sign=not-a-sign&appid=unknown-partner");

  // While the sign is checked, the frame is not shown (no logged-out header flashes).
  await expect(page.getByTestId("sign-check")).toBeVisible();
  await expect(page.getByTestId("desktop-header")).toHaveCount(0);
  answerVerify();

  await expect(page).toHaveURL(/\/en\/search\?keyword=nvr$/);
  await expect(header(page).getByRole("link", { name: "Log in" })).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Tips" })).toHaveCount(0);
  expect(verified).toEqual([
    expect.objectContaining({ oneHikIdSign: "not-a-sign", appId: "unknown-partner" }),
  ]);
});

test("one-click sign: a verified sign reloads the page signed in, without sign and appid", async ({
  page,
  browser,
  baseURL,
}) => {
  // The partner token check itself is covered by the API tests; here the server's answer
  // carries the session of a real account, made by signing up in another browser.
  const learner = newLearner("Hadi");
  const other = await browser.newContext({ baseURL, storageState: journeyState });
  const otherPage = await other.newPage();
  await signUpFrom(otherPage, "/en", learner);
  await expect(header(otherPage).getByTestId("user-menu")).toContainText(fullName(learner));
  const session = (await other.cookies()).find((cookie) => cookie.name === "academy_session");
  expect(session).toBeDefined();
  await other.close();

  await page.route("**/api/user/sso/oneHikIdSign/verify", async (route) => {
    await page.context().addCookies([session!]);
    await route.fulfill({
      json: { code: 200, data: { verifySignErrorMsg: null }, message: "", errorContext: null },
    });
  });
  await page.goto("/en/search?keyword=nvr&sign=partner-token&appid=partner");
  await expect(page).toHaveURL(/\/en\/search\?keyword=nvr$/);
  // Only a reload shows the server's user: a client-side URL change keeps the frame as it was.
  await expect(header(page).getByTestId("user-menu")).toContainText(fullName(learner));
});

const refusal = (code: number, status: number) => ({
  status,
  json: { code, data: null, message: "", errorContext: null },
});

test("a refused call opens one Tips dialog with the text for its code", async ({ page }) => {
  await page.route("**/api/certification/countryLanguage/getList", (route) =>
    route.fulfill(refusal(10022, 429)),
  );
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/en/mobile");
  await openLanguagePanel(page);
  const dialog = page.getByRole("dialog", { name: "Tips" });
  await expect(dialog).toContainText("Too many requests. Please wait a moment and try again.");
  await dialog.getByRole("button", { name: "Ok" }).click();
  await expect(dialog).toBeHidden();
  // A failed list is an empty list.
  await expect(page.getByTestId("mobile-language-panel")).toContainText(
    "No other countries or languages are available.",
  );
});

test("the Tips dialog speaks the site's language", async ({ page }) => {
  await page.route("**/api/certification/countryLanguage/getList", (route) =>
    route.fulfill(refusal(500, 500)),
  );
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/ar/mobile");
  await openLanguagePanel(page);
  const dialog = page.getByRole("dialog", { name: "تنبيه" });
  await expect(dialog).toContainText("حدث خطأ من جهتنا");
  await expect(dialog.getByRole("button", { name: "حسنًا" })).toBeVisible();
});

test("HTTP 401 from a call sends the visitor to login with the current page as target", async ({
  page,
}) => {
  await page.route("**/api/certification/countryLanguage/getList", (route) =>
    route.fulfill(refusal(401, 401)),
  );
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/en/mobile?from=journey");
  // Once the page is live (the menu opens), one click on the language panel makes the call.
  await openMobileMenu(page);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
  const toLogin = page.waitForRequest((request) => request.url().includes("/user/sso/login"));
  await page.getByTestId("mobile-language-toggle").click();
  expect(new URL((await toLogin).url()).search).toBe("?target=%2Fen%2Fmobile%3Ffrom%3Djourney");
  await expect(page).toHaveURL(/\/idp\/interaction\//);
  await expect(page.getByRole("dialog", { name: "Tips" })).toHaveCount(0);
});
