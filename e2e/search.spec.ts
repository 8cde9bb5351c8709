import { expect, test } from "./support/test.ts";

/** Frame §2: the search overlay submits by Enter or by the icon, with the keyword URL-encoded. */

const keyword = "ip camera & nvr";
const encoded = "ip%20camera%20%26%20nvr";

test("Enter in the search overlay opens the results for the keyword", async ({ page }) => {
  await page.goto("/en");
  await page.getByRole("button", { name: "Open search" }).click();
  const input = page.getByRole("searchbox", { name: "Search keyword" });
  await expect(input).toBeFocused();
  await input.fill(keyword);
  await input.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/en/search\\?keyword=${encoded}$`));
  await expect(page.getByTestId("search-title")).toHaveText(`Results for “${keyword}”`);
  await expect(page.getByTestId("search-empty")).toContainText("No results");
});

test("the search icon submits too, and the mobile twin has the same search", async ({ page }) => {
  await page.goto("/en");
  await page.getByRole("button", { name: "Open search" }).click();
  await page.getByRole("searchbox", { name: "Search keyword" }).fill(keyword);
  await page.locator("#desktop-search").getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`/en/search\\?keyword=${encoded}$`));

  await page.setViewportSize({ width: 375, height: 740 });
  await expect(page).toHaveURL(new RegExp(`/en/mobile/search\\?keyword=${encoded}$`));
  await expect(page.getByTestId("search-title")).toHaveText(`Results for “${keyword}”`);
  await page.getByTestId("mobile-search-toggle").click();
  const input = page.getByTestId("mobile-search-panel").getByRole("searchbox");
  await input.fill("thermal");
  await input.press("Enter");
  await expect(page).toHaveURL(/\/en\/mobile\/search\?keyword=thermal$/);
});

test("Escape closes the overlay and gives focus back to its button", async ({ page }) => {
  await page.goto("/en");
  const toggle = page.getByRole("button", { name: "Open search" });
  await toggle.click();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("searchbox", { name: "Search keyword" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Open search" })).toBeFocused();
});

test("moving between pages of a site does not reload the frame", async ({ page }) => {
  await page.goto("/en");
  const dataRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes(".data")) dataRequests.push(request.url());
  });
  await page.getByRole("button", { name: "Open search" }).click();
  // A keyword the catalogue does not know, so the empty results offer "Back to home".
  await page.getByRole("searchbox", { name: "Search keyword" }).fill("xylophone");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/en\/search\?keyword=xylophone$/);
  await page.getByRole("link", { name: "Back to home" }).click();
  await expect(page).toHaveURL(/\/en$/);
  expect(dataRequests).toHaveLength(2);
  for (const url of dataRequests) {
    expect(new URL(url).searchParams.get("_routes")).not.toContain("root");
  }
});
