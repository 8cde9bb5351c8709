import { expect, test } from "./support/test.ts";

/** Frame §2, §4: the language bar and the mobile language panel remember the choice in languageCheckedId. */

const YEAR_SECONDS = 31_536_000;

test("the language bar of a multi-language site switches the language through the cookie", async ({
  page,
  context,
}) => {
  await page.goto("/eu/ch");
  const bar = page.getByTestId("language-bar");
  await expect(bar.getByRole("button")).toHaveText(["Deutsch", "Français", "Italiano"]);
  await expect(bar.getByRole("button", { name: "Deutsch" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(page.locator("html")).toHaveAttribute("lang", "de");

  await bar.getByRole("button", { name: "Français" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(bar.getByRole("button", { name: "Français" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(page).toHaveURL(/\/eu\/ch$/);

  const cookie = (await context.cookies()).find((c) => c.name === "languageCheckedId");
  expect(cookie?.value).toBe("4");
  expect(cookie?.path).toBe("/");
  expect(cookie?.sameSite).toBe("Lax");
  const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
  expect(lifetime).toBeGreaterThan(YEAR_SECONDS - 120);
  expect(lifetime).toBeLessThanOrEqual(YEAR_SECONDS + 5);

  // The choice holds on the next visit.
  await page.goto("/eu/ch/search?keyword=x");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
});

test("a single-language site has no language bar", async ({ page }) => {
  await page.goto("/en");
  await expect(page.getByTestId("desktop-header")).toBeVisible();
  await expect(page.getByTestId("language-bar")).toHaveCount(0);
  await expect(page.getByTestId("desktop-header")).not.toHaveAttribute("data-thin", "true");
});

test("with a language bar the header turns thin once scrolled", async ({ page }) => {
  await page.goto("/eu/ch");
  const header = page.getByTestId("desktop-header");
  await expect(header).not.toHaveAttribute("data-thin", "true");
  await page.mouse.wheel(0, 600);
  await expect(header).toHaveAttribute("data-thin", "true");
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).not.toHaveAttribute("data-thin", "true");
});

test("the mobile language panel picks a country and language and opens that site", async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/en/mobile");
  await page.getByTestId("mobile-language-toggle").click();
  const panel = page.getByTestId("mobile-language-panel");
  await panel
    .getByLabel("Country / Region", { exact: true })
    .selectOption({ label: "Switzerland" });
  const language = panel.getByLabel("Language", { exact: true });
  await expect(language.locator("option")).toHaveText(["Deutsch", "Français", "Italiano"]);
  await language.selectOption({ label: "Italiano" });
  await panel.getByRole("button", { name: "Confirm" }).click();

  await expect(page).toHaveURL(/\/eu\/ch\/mobile$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "it");
  const cookie = (await context.cookies()).find((c) => c.name === "languageCheckedId");
  expect(cookie?.value).toBe("5");
});

test("a page names its language pack's script instead of carrying the texts; a navigation to another language loads that pack", async ({
  page,
}) => {
  const packs: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith("/locales/")) packs.push(path);
  });
  const response = await page.goto("/en");
  const html = (await response?.text()) ?? "";
  expect(html).toMatch(/<script src="\/locales\/en\.[\w-]{12}\.js">/);
  await expect(page.getByTestId("desktop-header")).toBeVisible();
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
  // The texts live in the pack, not in the page's loader data.
  const i18n = await page.evaluate(
    () =>
      (
        window as unknown as {
          __reactRouterDataRouter: { state: { loaderData: { root: { i18n: object } } } };
        }
      ).__reactRouterDataRouter.state.loaderData.root.i18n,
  );
  expect(Object.keys(i18n).sort()).toEqual(["lng", "pack", "src"]);
  expect(packs).toEqual([expect.stringMatching(/^\/locales\/en\./)]);

  // Inside the app, without a document load: the Arabic site's frame needs the Arabic pack.
  await page.evaluate(() =>
    (
      window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
    ).__reactRouterDataRouter.navigate("/ar"),
  );
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(
    page.getByTestId("desktop-header").getByRole("link", { name: "تسجيل الدخول" }),
  ).toBeVisible();
  expect(packs).toEqual([
    expect.stringMatching(/^\/locales\/en\./),
    expect.stringMatching(/^\/locales\/ar\./),
  ]);
});
