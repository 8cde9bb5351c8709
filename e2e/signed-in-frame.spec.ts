import { expect, test, type Page } from "./support/test.ts";

/**
 * Frame §2: a signed-in user gets a user popover (personal information, log out)
 * instead of the login link, and on mobile a user block leading to the
 * personal-info panel.
 */

async function signUp(page: Page, firstName: string) {
  await page.getByRole("link", { name: "Log in" }).click();
  await page.getByRole("link", { name: "Create an account" }).click();
  await page.getByLabel("First name").fill(firstName);
  await page.getByLabel("Last name").fill("Haddad");
  await page.getByLabel("E-mail").fill(`${firstName.toLowerCase()}.${Date.now()}@example.com`);
  await page.getByLabel("Password").fill("frame1234check");
  await page.getByLabel("Country").selectOption("AE");
  await page.getByRole("button", { name: "Create account" }).click();
}

test("after signing in the header shows the user's menu, and logging out brings the login back", async ({
  page,
}) => {
  await page.goto("/en/search?keyword=dome");
  await signUp(page, "Amira");
  await expect(page).toHaveURL(/\/en\/search\?keyword=dome$/);

  const header = page.getByTestId("desktop-header");
  await expect(header.getByRole("link", { name: "Log in" })).toHaveCount(0);
  await header.getByTestId("user-menu").click();
  await expect(page.getByRole("menuitem", { name: "Personal Information" })).toHaveAttribute(
    "href",
    "/en/my-learning/edit",
  );
  await page.getByRole("menuitem", { name: "Log out" }).click();
  // Logout returns to the page the user was on.
  await expect(page).toHaveURL(/\/en\/search\?keyword=dome$/);
  await expect(
    page.getByTestId("desktop-header").getByRole("link", { name: "Log in" }),
  ).toBeVisible();
});

test("on mobile the menu's user block opens the personal-info panel", async ({ page }) => {
  await page.goto("/en");
  await signUp(page, "Omar");
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(page).toHaveURL(/\/en\/mobile$/);

  await page.getByTestId("mobile-menu-toggle").click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu.getByRole("link", { name: "Sign in / Log in" })).toHaveCount(0);
  await menu.getByRole("button", { name: /Omar/ }).click();

  const panel = page.getByTestId("mobile-personal-panel");
  await expect(panel).toBeVisible();
  await expect(menu).toBeHidden();
  await expect(panel.getByRole("link", { name: "Personal Information" })).toHaveAttribute(
    "href",
    "/en/mobile/my-learning/edit",
  );
  // The panels stay mutually exclusive with the personal-info panel too.
  await page.getByTestId("mobile-search-toggle").click();
  await expect(panel).toHaveCount(0);
  await expect(page.getByTestId("mobile-search-panel")).toBeVisible();
});
