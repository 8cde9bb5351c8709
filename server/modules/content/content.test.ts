import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { z } from "zod";
import { contentApi } from "#contract/content.ts";
import type { Endpoint } from "#contract/endpoint.ts";
import { faqCategories, faqs, news } from "#db/schema/content.ts";
import {
  call,
  createBrowser,
  createTestApp,
  hosts,
  type Browser,
  type TestApp,
} from "../../testing.ts";

/** The demo news and FAQ (db/seed/demo/news.ts, faq.ts): /en 1, /uk 2, /ar 3, /eu/de 8, thermal 19. */
let t: TestApp;
let visitor: Browser;
const en = { siteId: 1, languageId: 1 };
const de = { siteId: 8, languageId: 3 };
const ar = { siteId: 3, languageId: 2 };

/** A page or feed (no API call), on the host given. */
const get = (url: string, host: string = hosts.main) => visitor.request(url, { headers: { host } });
/** The data of a call the visitor makes, which must succeed. */
const data = async <E extends Endpoint>(endpoint: E, input: z.input<E["request"]>) => {
  const res = await call(visitor, endpoint, input);
  expect(res.statusCode, JSON.stringify(res)).toBe(200);
  return res.data!;
};

beforeAll(async () => {
  t = await createTestApp({
    DATA_DIR: `/tmp/academy-test-${randomBytes(4).toString("hex")}`,
    // Every answer afresh: the visitor cache is tested on its own.
    PAGE_CACHE_SECONDS: "0",
  });
  visitor = createBrowser(t.app);
});
afterAll(() => t.close());

describe("GET /certification/news/released/page", () => {
  test("lists the site's published news newest first, a page at a time", async () => {
    const first = await data(contentApi.newsPage, { ...en, pageSize: 10 });
    expect(first.total).toBe(6);
    const dates = first.rows.map((row: { publishedAt: string }) => row.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    // The item scheduled a year ahead is not published yet.
    expect(JSON.stringify(first)).not.toContain("Scheduled");

    const second = await data(contentApi.newsPage, { ...en, pageSize: 10, pageNum: 2 });
    expect(second).toEqual({ rows: [], total: 6 });
  });

  test("offers the page sizes 10, 20, 30 and 40 only", async () => {
    const res = await call(visitor, contentApi.newsPage, { ...en, pageSize: 15 });
    expect(res.statusCode).toBe(400);
    expect(res).toMatchObject({ code: 400, errorContext: expect.anything() });
  });

  test("searches title, summary and body in the site's language", async () => {
    // Only in a body ("What you need ... valid HCSP certificate").
    const body = await data(contentApi.newsPage, { ...en, keyword: "valid certificate" });
    expect(body.rows.map((row: { title: string }) => row.title)).toEqual([
      "Hikvision Security Certification: expert level HCSE now open for enrolment",
    ]);
    // English stemming: "webinars" finds "webinar".
    const stemmed = await data(contentApi.newsPage, { ...en, keyword: "webinars" });
    expect(stemmed.total).toBe(1);
    // German stemming: "Prüfungen" finds the HCSE item, which says only "Prüfung".
    const german = await data(contentApi.newsPage, { ...de, keyword: "Prüfungen" });
    expect(german.rows.map((row: { title: string }) => row.title)).toContain(
      "Hikvision Sicherheitszertifizierung: Expertenstufe HCSE ab sofort buchbar",
    );
    const none = await data(contentApi.newsPage, { ...en, keyword: "zebra" });
    expect(none).toEqual({ rows: [], total: 0 });
  });

  test("each site sees its own news only", async () => {
    const uk = await data(contentApi.newsPage, { siteId: 2, languageId: 1 });
    const main = await data(contentApi.newsPage, en);
    const ukIds = new Set(uk.rows.map((row: { id: number }) => row.id));
    expect(main.rows.some((row: { id: number }) => ukIds.has(row.id))).toBe(false);
    // Another tenant's site is refused on this host.
    const res = await call(visitor, contentApi.newsPage, { siteId: 19, languageId: 1 });
    expect(res.code).not.toBe(200);
  });
});

describe("GET /certification/news/released/detail", () => {
  test("answers the item with its body sanitised, SEO texts and neighbours", async () => {
    const [row] = await t.database.db
      .select({ id: news.id })
      .from(news)
      .where(
        and(
          eq(news.siteId, 1),
          eq(news.title, "Platform update: continue your courses on any device"),
        ),
      );
    const detail = await data(contentApi.newsDetail, { ...en, id: row!.id });
    expect(detail.title).toBe("Platform update: continue your courses on any device");
    expect(detail.seoTitle).toBe(detail.title);
    expect(detail.seoDescription.length).toBeGreaterThan(0);
    expect(detail.body).toContain("Open My Learning");
    expect(detail.body).toContain("<em>come back later</em>");
    expect(detail.body).not.toMatch(/<script|onclick|javascript:/i);
    expect(detail.newer).toMatchObject({
      title: "Autumn webinar series: AI video analytics in practice",
    });
    expect(detail.older).toMatchObject({
      title: "General Security Certification: updated CGSP syllabus for 2027",
    });
  });

  test("another site's, another language's, a scheduled or an unknown item is not found", async () => {
    const ids = async (siteId: number) =>
      await t.database.db
        .select({ id: news.id, title: news.title, languageId: news.languageId })
        .from(news)
        .where(eq(news.siteId, siteId));
    const ukItem = (await ids(2))[0]!;
    const scheduled = (await ids(1)).find((row) => row.title.startsWith("Scheduled"))!;
    const thermalArabic = (await ids(19)).find((row) => row.languageId === 2)!;
    for (const id of [ukItem.id, scheduled.id, 2147483647]) {
      const res = await call(visitor, contentApi.newsDetail, { ...en, id });
      expect(res.statusCode, `id ${id}`).toBe(404);
      expect(res.code).toBe(404);
    }
    const res = await call(
      visitor,
      contentApi.newsDetail,
      { siteId: 19, languageId: 1, id: thermalArabic.id },
      { host: hosts.thermal },
    );
    expect(res.statusCode).toBe(404);
  });
});

describe("GET /certification/faq/release/queryFromEs", () => {
  test("answers the FAQ grouped by category with sanitised answers", async () => {
    const categories = await data(contentApi.faq, en);
    expect(categories.map((c: { categoryName: string }) => c.categoryName)).toEqual([
      "Certification",
      "Exams",
      "Account",
    ]);
    const answers = JSON.stringify(categories);
    expect(answers).toContain("Within 30 days after your credits are complete.");
    expect(answers).not.toMatch(/<script|onclick/i);
  });

  test("searches in the site's language: English and German stemming", async () => {
    const english = await data(contentApi.faq, { ...en, keyword: "attempts" });
    expect(english).toEqual([
      {
        categoryId: expect.any(Number),
        categoryName: "Exams",
        faqs: [
          expect.objectContaining({ question: "How many attempts do I have at the theory exam?" }),
        ],
      },
    ]);
    // "Zertifikate" is not a prefix of "Zertifikat": only the German stemmer joins them.
    const german = await data(contentApi.faq, { ...de, keyword: "Zertifikate" });
    expect(
      german.flatMap((c: { faqs: { question: string }[] }) => c.faqs.map((f) => f.question)),
    ).toContain("Wie lange ist ein Zertifikat gültig?");
    const arabic = await data(contentApi.faq, { ...ar, keyword: "الشهادة" });
    expect(arabic.length).toBeGreaterThan(0);
  });

  test("a site without FAQ, or a keyword matching nothing, answers no data", async () => {
    expect(await data(contentApi.faq, { siteId: 7, languageId: 1 })).toEqual([]);
    expect(await data(contentApi.faq, { ...en, keyword: "zebra" })).toEqual([]);
  });

  test("a site sees its own FAQ only", async () => {
    const uk = await data(contentApi.faq, { siteId: 2, languageId: 1 });
    const main = await data(contentApi.faq, en);
    const ukCategories = await t.database.db
      .select({ id: faqCategories.id })
      .from(faqCategories)
      .where(eq(faqCategories.siteId, 2));
    const ukIds = new Set(ukCategories.map((c) => c.id));
    expect(uk.every((c: { categoryId: number }) => ukIds.has(c.categoryId))).toBe(true);
    expect(main.some((c: { categoryId: number }) => ukIds.has(c.categoryId))).toBe(false);
  });
});

describe("GET /{site}/news/feed.xml", () => {
  test("is the site's news as Atom with absolute links and escaped markup", async () => {
    const res = await get("/en/news/feed.xml");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/atom+xml; charset=utf-8");
    const xml = res.body;
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">',
      ),
    ).toBe(true);
    expect(xml).toMatch(
      /<link rel="self" type="application\/atom\+xml" href="http:\/\/localhost[^"]*\/en\/news\/feed.xml"\/>/,
    );
    expect(xml.match(/<entry>/g)).toHaveLength(6);
    expect(xml).toMatch(/<id>http:\/\/localhost[^<]*\/en\/news\/detail\/\d+<\/id>/);
    // The body is escaped HTML, sanitised first: no markup of its own, no script.
    expect(xml).toContain("&lt;em&gt;come back later&lt;/em&gt;");
    expect(xml).not.toMatch(/script|onclick/i);
    expect(xml).not.toContain("Scheduled");
    // Nothing but entities: every & starts one.
    expect(xml).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
  });

  test("a regional site's feed and another language of a site are their own", async () => {
    const german = await get("/eu/de/news/feed.xml");
    expect(german.statusCode).toBe(200);
    expect(german.body).toContain('xml:lang="de"');
    expect(german.body).toContain("/eu/de/news/detail/");
    expect(german.body).not.toContain("/en/news/detail/");

    const thermalArabic = await get("/en/news/feed.xml?languageId=2", hosts.thermal);
    expect(thermalArabic.body).toContain('xml:lang="ar"');
    // A language the site does not offer, or a site the tenant lacks, is no feed.
    expect((await get("/en/news/feed.xml?languageId=3")).statusCode).toBe(404);
    expect((await get("/nowhere/news/feed.xml")).statusCode).toBe(404);
  });
});

describe("rows written outside the demo seed (/in, site 7, has neither news nor FAQ)", () => {
  const inScope = () =>
    t.app.services.site.scopeFor(t.app.siteDirectory().tenantForHost(hosts.main), "in", [])!;

  test("news within one millisecond still have their own neighbours (the database keeps microseconds)", async () => {
    const at = (micro: string) => `2026-01-01T00:00:00.${micro}+00`;
    const rows = await t.database.db
      .insert(news)
      .values(
        ["000100", "000200", "000300"].map((micro, i) => ({
          siteId: 7,
          languageId: 1,
          title: `Same millisecond ${i + 1}`,
          // Written by the database from text: microseconds a JavaScript Date would drop.
          publishedAt: sql`${at(micro)}::timestamptz`,
        })),
      )
      .returning({ id: news.id });
    const detail = await data(contentApi.newsDetail, { siteId: 7, languageId: 1, id: rows[1]!.id });
    expect(detail.newer).toMatchObject({ title: "Same millisecond 3" });
    expect(detail.older).toMatchObject({ title: "Same millisecond 1" });
  });

  test("a cover that is no address leaves its entry without an enclosure, the feed stands", async () => {
    await t.database.db
      .update(news)
      .set({ coverImage: "http://" })
      .where(and(eq(news.siteId, 7), eq(news.title, "Same millisecond 2")));
    const res = await get("/in/news/feed.xml");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("<title>Same millisecond 2</title>");
    expect(res.body).not.toContain('rel="enclosure"');
  });

  test("an entry whose category is of another language gives neither data nor the FAQ icon", async () => {
    const [category] = await t.database.db
      .insert(faqCategories)
      .values({ siteId: 7, languageId: 2, categoryName: "فئة" })
      .returning({ id: faqCategories.id });
    await t.database.db.insert(faqs).values({
      siteId: 7,
      languageId: 1,
      categoryId: category!.id,
      question: "Stray question",
    });
    expect(await data(contentApi.faq, { siteId: 7, languageId: 1 })).toEqual([]);
    expect(await t.app.services.faq.hasAny(inScope())).toBe(false);
  });
});
