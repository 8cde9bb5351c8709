import { expect, test, type Page } from "./support/test.ts";
import { packText } from "./support/texts.ts";

/** Frame §2 "Desktop header": the two menu variants and instructor-led training on EU sites. */

function mainNav(page: Page) {
  return page.getByTestId("desktop-header").getByRole("navigation");
}

test("the main site has the non-certification menu and links every item below its prefix", async ({
  page,
}) => {
  await page.goto("/en");
  const nav = mainNav(page);
  await expect(nav.getByRole("button")).toHaveText([
    "General Certification",
    "Hikvision Certification",
    "Non-certification",
  ]);
  await nav.getByRole("button", { name: "Non-certification" }).click();
  await expect(page.getByRole("menuitem", { name: "Educational Video" })).toHaveAttribute(
    "href",
    "/en/educational-video/list",
  );
  await expect(
    page.getByRole("menuitem", { name: "Webinar / Workshop / Seminar" }),
  ).toHaveAttribute("href", "/en/workshop-seminar/list");
  await expect(nav.getByRole("link", { name: "My Learning" })).toHaveAttribute(
    "href",
    "/en/my-learning",
  );
});

test("the menus open from the keyboard", async ({ page }) => {
  await page.goto("/en");
  const trigger = mainNav(page).getByRole("button", { name: "General Certification" });
  await trigger.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menu")).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("menuitem", { name: "Overview" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toBeHidden();
});

test("a menu opens when pointed at and closes when the pointer leaves, from the first hover of the page", async ({
  page,
}) => {
  // The menus' code loads with the first pointer, focus or click on a trigger (decision 0014).
  await page.goto("/en");
  await mainNav(page).getByRole("button", { name: "Hikvision Certification" }).hover();
  await expect(page.getByRole("menuitem", { name: "Overview" })).toBeVisible();
  await page.mouse.move(5, 600);
  await expect(page.getByRole("menu")).toBeHidden();
});

test("a site with the flag off has no non-certification menu", async ({ page }) => {
  await page.goto("/asia/en");
  const nav = mainNav(page);
  await expect(nav.getByRole("button", { name: "Hikvision Certification" })).toBeVisible();
  await expect(nav.getByRole("button", { name: "Non-certification" })).toHaveCount(0);

  await page.setViewportSize({ width: 375, height: 740 });
  await expect(page).toHaveURL(/\/asia\/en\/mobile$/);
  await page.getByTestId("mobile-menu-toggle").click();
  const drawer = page.getByRole("dialog");
  await expect(drawer.getByRole("heading", { name: "Certification", exact: true })).toBeVisible();
  await expect(drawer.getByRole("heading", { name: "Non-certification", exact: true })).toHaveCount(
    0,
  );
});

test("instructor-led training is hidden for the main brand on an EU site", async ({ page }) => {
  const de = (key: string) => packText("de", key, { brand: "Hikvision" });
  await page.goto("/eu/de");
  await mainNav(page)
    .getByRole("button", { name: de("menu.brand") })
    .click();
  await expect(page.getByRole("menuitem")).toHaveText([de("menu.overview"), de("menu.selfPaced")]);
  await page.keyboard.press("Escape");

  await page.goto("/en");
  await mainNav(page).getByRole("button", { name: "Hikvision Certification" }).click();
  await expect(page.getByRole("menuitem")).toHaveText([
    "Overview",
    "Self-paced Training",
    "Instructor-led Training",
  ]);
  await expect(page.getByRole("menuitem", { name: "Instructor-led Training" })).toHaveAttribute(
    "href",
    "/en/hikvision-security-certification/classroom",
  );
});

test("the login link returns to the current page and query", async ({ page }) => {
  await page.goto("/en/search?keyword=ptz");
  await expect(page.getByRole("link", { name: "Log in" })).toHaveAttribute(
    "href",
    `/user/sso/login?target=${encodeURIComponent("/en/search?keyword=ptz")}`,
  );
});
