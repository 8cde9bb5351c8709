import { expect, test, type Page } from "./support/test.ts";
import { hydrated } from "./support/controls.ts";

/**
 * A page's styles come in one bundle per matched route (decision 0016), not
 * one render-blocking request per chunk, its modules asked for once it is
 * painted (decision 0033), and a client navigation brings the new route's bundle before it shows
 * the page.
 */

/** The document's stylesheet links, each with whether its rules arrived. */
const stylesheets = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => ({
      href: new URL(link.href).pathname,
      rules: link.sheet?.cssRules.length ?? 0,
    })),
  );

test("a page's styles come as a bundle per route, and a navigation brings the next page's", async ({
  page,
}) => {
  const cssRequests: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "stylesheet") cssRequests.push(new URL(request.url()).pathname);
  });
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  await page.goto("/en/hikvision-security-certification/overview");
  await hydrated(page);

  const first = await stylesheets(page);
  // The root, the layout, the page: never one per chunk.
  expect(first.length).toBeGreaterThanOrEqual(2);
  expect(first.length).toBeLessThanOrEqual(4);
  for (const sheet of first) {
    expect(sheet.href).toMatch(/^\/assets\/styles~[\w~-]+\.css$/);
    expect(sheet.rules, sheet.href).toBeGreaterThan(0);
  }
  expect(cssRequests.every((path) => path.startsWith("/assets/styles~"))).toBe(true);
  // The root's bundle applies (Mantine's baseline takes the browser's 8px margin off the body).
  expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe("0px");

  const card = page.getByTestId("program-list").getByTestId("certification-card").first();
  await card.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/en\/certification\/detail\/\d+$/);
  await expect(page.getByTestId("intro-video")).toBeVisible();
  const after = await stylesheets(page);
  const added = after.filter((sheet) => !first.some((before) => before.href === sheet.href));
  expect(added.length).toBeGreaterThan(0);
  for (const sheet of added) expect(sheet.rules, sheet.href).toBeGreaterThan(0);
  // The intro video is laid out by the detail page's own styles, which came with its bundle
  // (a video is inline without them).
  expect(
    await page.getByTestId("intro-video").evaluate((video) => getComputedStyle(video).display),
  ).toBe("block");
  // The navigation loaded the next route's bundle only, never its parts: nothing was preloaded
  // for nothing (Chromium says so a few seconds later).
  expect(cssRequests.filter((path) => !path.startsWith("/assets/styles~"))).toEqual([]);
  await page.waitForTimeout(4000);
  expect(warnings.filter((text) => /preload/i.test(text))).toEqual([]);
});

test("Mantine's components keep their look over the base they build on, on both layouts", async ({
  page,
}) => {
  // A Button is an UnstyledButton with the Button's class on the same element: should the
  // reset come after the Button's rules in their layer, the button loses its fill.
  // Each layout at a width of its own: a phone's page on a wide window moves to the desktop's.
  for (const [address, width] of [
    ["/en/exception/notFound", 1280],
    ["/en/mobile/exception/notFound", 375],
  ] as const) {
    await page.setViewportSize({ width, height: 740 });
    await page.goto(address);
    await expect(page).toHaveURL(new RegExp(`${address}$`));
    const back = page.getByRole("link", { name: "Back to home" });
    await expect(back).toBeVisible();
    const look = await back.evaluate((element) => {
      const style = getComputedStyle(element);
      return { fill: style.backgroundColor, text: style.color, padding: style.paddingInlineStart };
    });
    // A colour of its own (a transparent fill reads "rgba(0, 0, 0, 0)").
    expect(look.fill, address).toMatch(/^rgb\(/);
    expect(look.text, address).toBe("rgb(255, 255, 255)");
    expect(look.padding, address).not.toBe("0px");
  }
});

test("the served page asks for the first screen's poster, then the bundles, and for no module before it is painted", async ({
  page,
}) => {
  const address = "/en/mobile/certification/detail/101";
  const html = await (await page.request.get(address)).text();
  const head = html.slice(0, html.indexOf("</head>"));
  const links = [...head.matchAll(/<link [^>]*>/g)].map((match) => match[0]);
  const attribute = (link: string, name: string) =>
    new RegExp(`\\s${name}="([^"]*)"`, "i").exec(link)?.[1] ?? null;
  const at = (test: (link: string) => boolean) => links.findIndex(test);

  const stylesheets = links.filter((link) => attribute(link, "rel") === "stylesheet");
  expect(stylesheets.length).toBeGreaterThan(0);
  for (const link of stylesheets) expect(attribute(link, "href")).toMatch(/^\/assets\/styles~/);
  const poster = at(
    (link) =>
      attribute(link, "rel") === "preload" &&
      attribute(link, "as") === "image" &&
      attribute(link, "fetchpriority") === "high",
  );
  expect(poster).toBeGreaterThanOrEqual(0);
  expect(poster).toBeLessThan(at((link) => attribute(link, "rel") === "stylesheet"));
  // No module is announced by the page as served: its script asks for them once it is painted.
  expect(html).not.toContain('rel="modulepreload"');

  // Stylesheets held back: the page cannot be painted before they are in, so neither may any
  // module be asked for.
  const stylesheetsDone: number[] = [];
  const modulesAsked: number[] = [];
  page.on("request", (request) => {
    if (/\/assets\/.+\.js$/.test(new URL(request.url()).pathname)) modulesAsked.push(Date.now());
  });
  await page.route(/\/assets\/styles~.+\.css$/, async (route) => {
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, 700));
    stylesheetsDone.push(Date.now());
    await route.fulfill({ response });
  });
  // A phone's window: a wide one would be moved to the desktop twin once the page runs.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(address);
  await hydrated(page);
  expect(stylesheetsDone.length).toBe(stylesheets.length);
  expect(modulesAsked.length).toBeGreaterThan(10);
  expect(Math.min(...modulesAsked)).toBeGreaterThanOrEqual(Math.max(...stylesheetsDone));
  // Then every module comes at once, announced side by side rather than import by import.
  expect(
    await page.evaluate(() => document.querySelectorAll('link[rel="modulepreload"]').length),
  ).toBeGreaterThan(10);
  await page.unrouteAll({ behavior: "wait" });
});
