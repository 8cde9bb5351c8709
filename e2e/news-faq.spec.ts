import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./support/test.ts";
import { demoCertifiedLearner } from "../db/seed/demo/certificate-holders.ts";
import { hydrated } from "./support/controls.ts";
import { signInOnProvider } from "./support/identity.ts";

/**
 * News, the news feed, the FAQ and its floating icon (frame §2, §9) as a
 * visitor reads them: demo news and FAQ of /en, /uk, /ar and /eu/de
 * (db/seed/demo/news.ts, faq.ts); /in has no FAQ.
 */

const faqIcon = (page: Page) => page.getByTestId("faq-icon");

test("a visitor reads the news, searches it and opens an item", async ({ page }) => {
  await page.goto("/en/news");
  await expect(page).toHaveTitle("News | Hikvision Academy");
  const items = page.getByTestId("news-item");
  await expect(items).toHaveCount(6);
  await expect(page.getByTestId("result-count")).toHaveText("6 articles");
  // Dates in the site's locale; the scheduled item is not published yet.
  await expect(items.first().locator("time")).toHaveText("Nov 16, 2026");
  await expect(page.getByTestId("news-list")).not.toContainText("Scheduled");

  // Full-text search in English: "webinars" finds the webinar series.
  await hydrated(page);
  await page.getByTestId("keyword-search").fill("webinars");
  await page.getByTestId("keyword-search").press("Enter");
  await expect(page).toHaveURL(/\/en\/news\?keyword=webinars$/);
  await expect(items).toHaveCount(1);
  await expect(items).toContainText("Autumn webinar series");

  await page.getByTestId("keyword-search").fill("zebra");
  await page.getByTestId("keyword-search").press("Enter");
  await expect(page.getByTestId("news-list-empty")).toContainText("No news matches “zebra”");
  await page.getByRole("link", { name: "All news" }).click();
  await expect(items).toHaveCount(6);

  // The detail: its own title and description, its body without the pasted script or handler.
  await items.getByRole("link", { name: /Platform update/ }).click();
  await expect(page).toHaveURL(/\/en\/news\/detail\/\d+$/);
  await expect(page).toHaveTitle(
    "Platform update: continue your courses on any device | Hikvision Academy",
  );
  // Dated by the server in the page's language, after a navigation in the page as on a load.
  await expect(page.locator("main time").first()).toHaveText("Sep 14, 2026");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    /^Your video progress is now saved chapter by chapter/,
  );
  const body = page.getByTestId("news-body");
  await expect(body).toContainText("Open My Learning to see where you stopped.");
  await expect(body.locator("script")).toHaveCount(0);
  await expect(body.locator("[onclick]")).toHaveCount(0);
  await body.getByText("Try it now").click();
  await expect(page).not.toHaveTitle(/unsafe/);

  // Newer and older items, and back to the list.
  await expect(page.getByTestId("news-newer")).toContainText("Autumn webinar series");
  await page.getByTestId("news-older").click();
  await expect(page.getByTestId("page-title")).toHaveText(
    "General Security Certification: updated CGSP syllabus for 2027",
  );
  await page.getByRole("link", { name: "Back to the news" }).click();
  await expect(page).toHaveURL(/\/en\/news$/);
});

test("an article's trail is readable on its light page, and wraps within a phone's width", async ({
  page,
}) => {
  await page.goto("/en/news/detail/1");
  await expect(page.getByTestId("news-detail")).toBeVisible();
  const trail = page.getByRole("navigation", { name: "Breadcrumb" });
  // Dark text on the page's own light background (white text there could not be read).
  const shade = (locator: ReturnType<typeof trail.getByRole>) =>
    locator.evaluate((element) => {
      const [r = 0, g = 0, b = 0] = getComputedStyle(element).color.match(/\d+/g)!.map(Number);
      return (r + g + b) / 3;
    });
  expect(await shade(trail.getByRole("link", { name: "News" }))).toBeLessThan(128);
  const results = await new AxeBuilder({ page })
    .include("main nav")
    .withRules(["color-contrast"])
    .analyze();
  expect(results.violations).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/en/mobile/news/detail/1");
  await expect(page.getByTestId("news-detail")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("news pages: 10, 20, 30 or 40 a page; another site's item is not found", async ({
  page,
  request,
}) => {
  await page.goto("/en/news?pageSize=20");
  await expect(page.getByTestId("page-size")).toHaveValue("20");
  const href = await page.getByTestId("news-item").first().getByRole("link").getAttribute("href");
  const id = href!.split("/").pop();
  // /uk sees its own news only: the /en item is the not-found page there.
  await page.goto(`/uk/news/detail/${id}`);
  await expect(page).toHaveURL(/\/uk\/exception\/notFound$/);
  await page.goto("/en/news/detail/999999");
  await expect(page).toHaveURL(/\/en\/exception\/notFound$/);

  // Visitors' news and FAQ pages are kept like every anonymous page.
  await request.get("/en/faq");
  const again = await request.get("/en/faq");
  expect(again.headers()["x-page-cache"]).toBe("hit");
});

test("the site's news feed is well-formed Atom with absolute links", async ({ page, request }) => {
  const res = await request.get("/eu/de/news/feed.xml");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("application/atom+xml; charset=utf-8");
  const xml = await res.text();
  // Kept for visitors like the API's answers (from its second asking on), with its own type.
  await request.get("/eu/de/news/feed.xml");
  const kept = await request.get("/eu/de/news/feed.xml");
  expect(kept.headers()["x-api-cache"]).toBe("hit");
  expect(kept.headers()["content-type"]).toBe("application/atom+xml; charset=utf-8");
  expect(await kept.text()).toBe(xml);
  await page.goto("/eu/de/news");
  // The list announces its feed to feed readers.
  await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
    "href",
    "/eu/de/news/feed.xml",
  );
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    const ns = "http://www.w3.org/2005/Atom";
    return {
      error: doc.getElementsByTagName("parsererror").length > 0,
      lang: doc.documentElement.getAttribute("xml:lang"),
      entries: doc.getElementsByTagNameNS(ns, "entry").length,
      links: [...doc.getElementsByTagNameNS(ns, "entry")].map(
        (entry) => entry.getElementsByTagNameNS(ns, "link")[0]!.getAttribute("href") ?? "",
      ),
      content: doc.getElementsByTagNameNS(ns, "content")[0]?.textContent ?? "",
    };
  }, xml);
  expect(parsed.error).toBe(false);
  expect(parsed.lang).toBe("de");
  expect(parsed.entries).toBe(6);
  for (const link of parsed.links)
    expect(link).toMatch(/^http:\/\/localhost:\d+\/eu\/de\/news\/detail\/\d+$/);
  // The body is HTML inside the feed (escaped in the XML, text once parsed).
  expect(parsed.content).toMatch(/^<p>/);
});

test("a visitor searches the FAQ: English, then German stemming", async ({ page }) => {
  await page.goto("/en/faq");
  await expect(page).toHaveTitle("FAQ | Hikvision Academy");
  await expect(page.getByTestId("faq-category")).toHaveCount(3);
  await expect(page.getByTestId("faq-category").first().getByRole("heading")).toHaveText(
    "Certification",
  );
  await hydrated(page);
  await page.getByRole("button", { name: "When must I take a brand certification exam?" }).click();
  await expect(page.getByText("Within 30 days after your credits are complete.")).toBeVisible();
  await expect(page.getByTestId("faq-page").locator("script, [onclick]")).toHaveCount(0);

  await page.getByTestId("keyword-search").fill("attempts");
  await page.getByTestId("keyword-search").press("Enter");
  await expect(page.getByTestId("faq-entry")).toHaveCount(1);
  await expect(page.getByText("Two attempts. The exam lasts one hour")).toBeVisible();

  await page.goto(`/eu/de/faq?keyword=${encodeURIComponent("Zertifikate")}`);
  await expect(page.getByTestId("faq-entry")).toContainText([
    "Wie lange ist ein Zertifikat gültig?",
  ]);
  await page.goto("/eu/de/faq?keyword=zebra");
  await expect(page.getByTestId("faq-empty")).toBeVisible();
});

test.describe("the floating FAQ icon", () => {
  test("shows on home and an overview page when the site has FAQ, and leads to it", async ({
    page,
  }) => {
    await page.goto("/en");
    await expect(faqIcon(page)).toBeVisible();
    // Frame §9: 200px above the bottom, below the feedback icon (262px).
    const viewport = page.viewportSize()!;
    const box = (await faqIcon(page).boundingBox())!;
    expect(Math.round(viewport.height - (box.y + box.height))).toBe(200);

    await page.goto("/en/hikvision-security-certification/overview");
    await expect(faqIcon(page)).toBeVisible();
    await page.goto("/en/general-security-certification/overview");
    await expect(faqIcon(page)).toBeVisible();
    await hydrated(page);
    await faqIcon(page).click();
    await expect(page).toHaveURL(/\/en\/faq$/);
  });

  test("is absent elsewhere and on a site without FAQ", async ({ page }) => {
    await page.goto("/en/course/detail/2001?courseType=0");
    await expect(page.getByTestId("page-title")).toBeVisible();
    await expect(faqIcon(page)).toHaveCount(0);
    await page.goto("/en/news");
    await expect(faqIcon(page)).toHaveCount(0);
    // /in has no FAQ entries.
    await page.goto("/in");
    await expect(page.getByTestId("home-hero")).toBeVisible();
    await expect(faqIcon(page)).toHaveCount(0);
  });

  test("shows on My Learning", async ({ page }) => {
    await page.goto(`/user/sso/login?target=${encodeURIComponent("/en/my-learning")}`);
    await signInOnProvider(page, {
      firstName: demoCertifiedLearner.firstName,
      lastName: demoCertifiedLearner.lastName,
      email: demoCertifiedLearner.email,
      password: demoCertifiedLearner.password,
      country: "GB",
    });
    await expect(page).toHaveURL(/\/en\/my-learning$/);
    await expect(faqIcon(page)).toBeVisible();
    await expect(faqIcon(page)).toHaveAttribute("href", "/en/faq");
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("news, the FAQ and the icon in the mobile layout", async ({ page }) => {
    await page.goto("/en/mobile/news");
    await expect(page.getByTestId("news-item")).toHaveCount(6);
    await page.getByTestId("news-item").first().getByRole("link").click();
    await expect(page).toHaveURL(/\/en\/mobile\/news\/detail\/\d+$/);
    await expect(page.getByTestId("news-body")).toBeVisible();

    await page.goto("/en/mobile");
    await expect(faqIcon(page)).toBeVisible();
    await expect(faqIcon(page)).toHaveAttribute("href", "/en/mobile/faq");
    // Frame §9: 5.6rem above the bottom on mobile.
    const rootFont = await page.evaluate(() =>
      parseFloat(getComputedStyle(document.documentElement).fontSize),
    );
    const box = (await faqIcon(page).boundingBox())!;
    expect(Math.round(740 - (box.y + box.height))).toBe(Math.round(5.6 * rootFont));

    await page.goto("/en/mobile/faq");
    await expect(page.getByTestId("faq-category")).toHaveCount(3);
  });
});

test("Arabic news and FAQ read right to left", async ({ page }) => {
  await page.goto("/ar/news");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByTestId("page-title")).toHaveText("الأخبار");
  await expect(page.getByTestId("news-item")).toHaveCount(6);
  const date = page.getByTestId("news-item").first().locator("time");
  const published = new Date((await date.getAttribute("datetime"))!);
  await expect(date).toHaveText(
    new Intl.DateTimeFormat("ar", { dateStyle: "medium", timeZone: "UTC" }).format(published),
  );
  await page.goto(`/ar/faq?keyword=${encodeURIComponent("الاختبار")}`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByTestId("faq-entry").first()).toBeVisible();
  await page.goto("/ar");
  await expect(faqIcon(page)).toBeVisible();
  // Right to left, the icon sits at the left edge.
  const box = (await faqIcon(page).boundingBox())!;
  expect(box.x).toBeLessThan(100);
});
