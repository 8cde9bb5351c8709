import { expect, test, type Page } from "./support/test.ts";
import { hydrated, openWith } from "./support/controls.ts";
import { signUpAt } from "./support/enrolment.ts";
import type { ManifestRoute } from "../app/frame/stylesheet-bundles.ts";
import { readManifestRoutes } from "../server/delivery/stylesheet-bundles.ts";

/**
 * Issue 11 "no library loaded for a page that does not use it": each layout's
 * frame is a chunk of its own (decisions 0028, 0035), and a phone's page loads
 * none of the desktop frame's code, nor a desktop page any of the phone's —
 * neither as the page arrives nor when a menu or a signed-in page loads more.
 */

/** The frame chunks a page asked for, by layout. */
function frameChunksOf(page: Page) {
  const asked = { desktop: 0, mobile: 0 };
  page.on("request", (request) => {
    const file = new URL(request.url()).pathname;
    if (/^\/assets\/frame-desktop-[\w-]+\.js$/.test(file)) asked.desktop++;
    if (/^\/assets\/frame-mobile-[\w-]+\.js$/.test(file)) asked.mobile++;
  });
  return asked;
}

const phone = { width: 375, height: 740 };

test("in the whole build, no route of one layout loads the other's frame chunk, nor the root either", () => {
  // React Router's manifest of the build the journeys run: each route's module and every
  // module it imports statically, for every page of both layouts and every site prefix.
  const routes = readManifestRoutes("build/client/assets");
  const layouts = ["desktop", "mobile"] as const;
  const chunkOf = (layout: (typeof layouts)[number]) => new RegExp(`^/assets/frame-${layout}-`);
  const filesOf = (route: ManifestRoute) =>
    [route.module, ...(route.imports ?? [])].filter((file) => file !== undefined);
  const checked = { desktop: 0, mobile: 0, neither: 0 };
  for (const [id, route] of Object.entries(routes)) {
    const layout = layouts.find((name) => new RegExp(`-${name}(?:-|$)`).test(id));
    for (const other of layouts.filter((name) => name !== layout)) {
      expect(
        filesOf(route).filter((file) => chunkOf(other).test(file)),
        id,
      ).toEqual([]);
    }
    checked[layout ?? "neither"]++;
  }
  // Every page of both layouts was read, and each layout route does load its own chunk.
  expect(checked.desktop).toBeGreaterThan(60);
  expect(checked.mobile).toBeGreaterThan(60);
  for (const layout of layouts) {
    expect(filesOf(routes[`site-${layout}`]!).some((file) => chunkOf(layout).test(file))).toBe(
      true,
    );
  }
});

test("a phone's pages load none of the desktop frame's code", async ({ page }) => {
  const asked = frameChunksOf(page);
  await page.setViewportSize(phone);
  for (const address of [
    "/en/mobile",
    "/en/mobile/certification/detail/101",
    "/en/mobile/course/detail/2001?courseType=0",
    "/en/mobile/news",
  ]) {
    await page.goto(address);
    await hydrated(page);
  }
  await openWith(
    page.getByTestId("mobile-menu-toggle"),
    page.getByRole("dialog", { name: "Menu" }),
  );
  // The phone's frame came (so the names this test reads are the build's), the desktop's not.
  expect(asked.mobile).toBeGreaterThan(0);
  expect(asked.desktop).toBe(0);
});

test("signed in, neither layout loads the other's frame, My Learning and personal information included", async ({
  page,
}) => {
  await signUpAt(page, "/en", "Frame");
  const asked = frameChunksOf(page);
  for (const address of ["/en/my-learning", "/en/my-learning/edit", "/en"]) {
    await page.goto(address);
    await hydrated(page);
  }
  await openWith(
    page.getByTestId("desktop-header").getByTestId("user-menu"),
    page.getByRole("menuitem", { name: "Personal Information" }),
  );
  expect(asked).toEqual({ desktop: expect.any(Number), mobile: 0 });
  expect(asked.desktop).toBeGreaterThan(0);

  asked.desktop = 0;
  await page.setViewportSize(phone);
  for (const address of ["/en/mobile/my-learning", "/en/mobile/my-learning/edit", "/en/mobile"]) {
    await page.goto(address);
    await hydrated(page);
  }
  await openWith(
    page.getByTestId("mobile-menu-toggle"),
    page.getByRole("dialog", { name: "Menu" }),
  );
  await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: /Frame/ }).click();
  await expect(page.getByTestId("mobile-personal-panel")).toBeVisible();
  expect(asked.mobile).toBeGreaterThan(0);
  expect(asked.desktop).toBe(0);
});
