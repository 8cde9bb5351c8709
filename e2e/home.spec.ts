import { expect, test } from "./support/test.ts";
import { hydrated } from "./support/controls.ts";

/** Frame §1: three tenants by host name, differing only in brand wording; Arabic right to left. */

const tenants = [
  { host: "localhost", brand: "Hikvision", logo: "/brand/main-logo.svg" },
  { host: "thermal.localhost", brand: "HIKMICRO", logo: "/brand/thermal-logo.svg" },
  { host: "neutral.localhost", brand: "Security Academy", logo: "/brand/neutral-logo.svg" },
] as const;

for (const tenant of tenants) {
  test(`home of ${tenant.host} speaks of ${tenant.brand} and shows its logo`, async ({
    page,
    baseURL,
  }) => {
    const url = new URL("/en", baseURL);
    url.hostname = tenant.host;
    await page.goto(url.href);

    const header = page.getByTestId("desktop-header");
    const logo = header.getByRole("link", { name: /home/i }).locator("img");
    await expect(logo).toHaveAttribute("src", tenant.logo);
    await expect(logo).toHaveJSProperty("complete", true);
    expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    const hero = page.getByTestId("home-hero");
    await expect(hero.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(hero).toContainText(`Learn from ${tenant.brand} experts`);
    await expect(header.getByRole("navigation")).toContainText(`${tenant.brand} Certification`);
    await expect(page).toHaveTitle(new RegExp(tenant.brand));

    // The home sections come from the site's data.
    await expect(page.getByTestId("home-programs").getByRole("listitem")).not.toHaveCount(0);
    await expect(page.getByTestId("home-steps").getByRole("listitem")).toHaveCount(4);
    await expect(page.getByTestId("home-ways").getByRole("listitem")).not.toHaveCount(0);
    await expect(page.getByTestId("home-news").getByRole("listitem").first()).toBeVisible();
    await expect(page.getByTestId("footer")).toContainText(`${tenant.brand}`);
  });
}

test("a brand with its own track paths links /hikvision-security-certification, the others /overview/{kind}", async ({
  page,
  baseURL,
}) => {
  await page.goto("/en");
  const nav = page.getByTestId("desktop-header").getByRole("navigation");
  await nav.getByRole("button", { name: "Hikvision Certification" }).click();
  await expect(page.getByRole("menuitem", { name: "Overview" })).toHaveAttribute(
    "href",
    "/en/hikvision-security-certification/overview",
  );

  const thermal = new URL("/en", baseURL);
  thermal.hostname = "thermal.localhost";
  await page.goto(thermal.href);
  await page
    .getByTestId("desktop-header")
    .getByRole("button", { name: "HIKMICRO Certification" })
    .click();
  await expect(page.getByRole("menuitem", { name: "Self-paced Training" })).toHaveAttribute(
    "href",
    "/en/online-video-courses/hikmicro-security-certification",
  );
});

test("the Arabic site is right to left with Arabic texts", async ({ page }) => {
  await page.goto("/ar");
  const html = page.locator("html");
  await expect(html).toHaveAttribute("dir", "rtl");
  await expect(html).toHaveAttribute("lang", "ar");
  await expect(page.getByTestId("home-hero").getByRole("heading", { level: 1 })).toHaveText(
    "طوّر خبرتك في تقنيات الأمن",
  );
  await expect(page.getByTestId("desktop-header")).toContainText("تسجيل الدخول");
  await expect(page.getByTestId("home-programs").getByRole("heading", { level: 2 })).toHaveText(
    "برامج الشهادات",
  );
  // The logo sits at the right edge in a right-to-left layout.
  const box = await page.getByTestId("desktop-header").locator("img").first().boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box && box.x + box.width).toBeGreaterThan(width / 2);
});

test("the hero's illustration never lies under its text: desktop and phone, left to right and right to left", async ({
  page,
}) => {
  const overlap = (a: Box, b: Box) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  for (const [path, width] of [
    ["/en", 1280],
    ["/ar", 1280],
    ["/ar", 1000],
    ["/en/mobile", 375],
    ["/ar/mobile", 375],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(path);
    const hero = page.getByTestId("home-hero");
    const image = await hero.locator("img").boundingBox();
    expect(image!.width, path).toBeGreaterThan(0);
    // Each block of text, not the column around it: the heading, the subtitle, the buttons.
    for (const part of [
      hero.getByRole("heading", { level: 1 }),
      hero.locator("p"),
      hero.getByRole("link"),
    ]) {
      for (const box of await part.evaluateAll((elements) =>
        elements.map((element) => element.getBoundingClientRect().toJSON() as Box),
      ))
        expect(overlap(box, image!), `${path} at ${width}px`).toBe(false);
    }
  }
});

type Box = { x: number; y: number; width: number; height: number };

test("the page title and description come from the site's SEO configuration", async ({ page }) => {
  await page.goto("/en");
  await expect(page).toHaveTitle("Hikvision Academy | Security Certification and Training");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    /Online courses, instructor-led training and exams/,
  );
  await page.goto("/en/mobile/search?keyword=nvr");
  await expect(page).toHaveTitle("Search | Hikvision Academy");
});

test("without news the home page shows an empty state, never an error", async ({
  page,
  baseURL,
}) => {
  // Site 7 (/in) has no news in the demo data.
  await page.goto(new URL("/in", baseURL).href);
  await expect(page.getByTestId("news-empty")).toBeVisible();
});

test("what's new dates its items in the page's language, as the server wrote them", async ({
  page,
}) => {
  for (const language of ["en", "ar"]) {
    await page.goto(`/${language}`);
    await hydrated(page);
    const date = page.getByTestId("home-news").locator("time").first();
    const iso = await date.getAttribute("datetime");
    expect(iso).toBeTruthy();
    const written = new Intl.DateTimeFormat(language, { dateStyle: "medium", timeZone: "UTC" });
    await expect(date).toHaveText(written.format(new Date(iso!)));
  }
});

test("the page is written in place, header, page and footer each in a part that hydrates apart", async ({
  request,
}) => {
  for (const [path, last] of [
    ["/en", "home-comments"],
    ["/en/mobile", "home-comments"],
    ["/en/certification/detail/101", "footer"],
  ] as const) {
    const html = await (await request.get(path)).text();
    // Completed Suspense boundaries (HydrateApart): the header, the page, the footer, and on
    // the home page its sections below the hero.
    expect(html.match(/<!--\$-->/g)?.length ?? 0, path).toBeGreaterThanOrEqual(3);
    // Each is written where it shows, not held back at the end of the page and moved in by a
    // script (as React does with parts after the first 12.8 KB unless told not to); only
    // what is loaded on demand (the consent banner, say) may come later.
    const held = html.indexOf('<div hidden id="S:');
    const inPlace = held === -1 ? html : html.slice(0, held);
    for (const part of ["<header", 'data-testid="footer"', `data-testid="${last}"`])
      expect(inPlace, `${path}: ${part}`).toContain(part);
  }
});
