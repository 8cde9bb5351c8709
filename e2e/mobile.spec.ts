import { expect, test } from "./support/test.ts";

/** Frame §2 "Mobile header and panels". */

test.use({ viewport: { width: 375, height: 740 } });

test("search, menu and language panels are mutually exclusive", async ({ page }) => {
  await page.goto("/en/mobile");
  const search = page.getByTestId("mobile-search-panel");
  const language = page.getByTestId("mobile-language-panel");
  const menu = page.getByRole("dialog", { name: "Menu" });

  await page.getByTestId("mobile-search-toggle").click();
  await expect(search).toBeVisible();

  await page.getByTestId("mobile-language-toggle").click();
  await expect(language).toBeVisible();
  await expect(search).toBeHidden();

  await page.getByTestId("mobile-menu-toggle").click();
  await expect(menu).toBeVisible();
  await expect(language).toBeHidden();
  await expect(search).toBeHidden();

  await page.getByRole("button", { name: "Close menu" }).click();
  await expect(menu).toBeHidden();
  await page.getByTestId("mobile-search-toggle").click();
  await expect(search).toBeVisible();
  await expect(menu).toBeHidden();
  await expect(language).toBeHidden();
  // The personal-info panel is for signed-in users only.
  await expect(page.getByTestId("mobile-personal-panel")).toHaveCount(0);
});

test("the slide-in menu lists both tracks, the non-certification group, My Learning and sign in", async ({
  page,
}) => {
  await page.goto("/en/mobile");
  await page.getByTestId("mobile-menu-toggle").click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu.getByRole("heading", { level: 3 })).toHaveText([
    "General Certification",
    "Hikvision Certification",
  ]);
  await expect(menu.getByRole("link", { name: "Online Video Courses" }).first()).toHaveAttribute(
    "href",
    "/en/mobile/general-security-certification/online-video-courses",
  );
  await expect(menu.getByRole("heading", { name: "Non-certification" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Sign in / Log in" })).toHaveAttribute(
    "href",
    /^\/user\/sso\/login\?target=%2Fen%2Fmobile$/,
  );
  await expect(menu.getByRole("link", { name: "My Learning" })).toHaveAttribute(
    "href",
    "/en/mobile/my-learning",
  );
});

test("the header hides while scrolling down and returns when scrolling up", async ({ page }) => {
  await page.goto("/en/mobile");
  const header = page.getByTestId("mobile-header");
  await page.mouse.wheel(0, 800);
  await expect(header).toHaveAttribute("data-hidden", "true");
  await page.mouse.wheel(0, -300);
  await expect(header).not.toHaveAttribute("data-hidden", "true");
});
