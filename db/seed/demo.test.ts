import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { and, asc, eq, getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
// The shared harness opens a throw-away database on PGlite or the PostgreSQL server.
import { openTestDatabase } from "../testing.ts";
import type { Db } from "../client.ts";
import * as content from "../schema/content.ts";
import { news } from "../schema/content.ts";
import { idpAccounts, users } from "../schema/identity.ts";
import * as site from "../schema/site.ts";
import { dictItems, footerLinks, languages, siteLanguages, sites } from "../schema/site.ts";
import { countRows } from "./counts.ts";
import { seedDemoData } from "./demo.ts";

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Db;
let firstCounts: Record<string, number>;

beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate();
  db = database.db;
  await seedDemoData(db);
  firstCounts = await countRows(db);
});
afterAll(() => database.drop());

describe("idempotency", () => {
  test("seeding again leaves the same number of rows in every table", async () => {
    const newsIds = (await db.select({ id: news.id }).from(news).orderBy(asc(news.id))).map(
      (r) => r.id,
    );
    await seedDemoData(db);
    expect(await countRows(db)).toEqual(firstCounts);
    // The seed fills every table of the site and content domains.
    const seeded = (Object.values({ ...site, ...content }) as unknown[]).filter(
      (value): value is PgTable => is(value, PgTable),
    );
    for (const table of seeded) {
      expect(firstCounts[getTableName(table)], getTableName(table)).toBeGreaterThan(0);
    }
    // News ids appear in /news/detail/{id} links, so a re-seed keeps them.
    const again = (await db.select({ id: news.id }).from(news).orderBy(asc(news.id))).map(
      (r) => r.id,
    );
    expect(again).toEqual(newsIds);
  });

  test("seeding again restores the seed's values", async () => {
    await db.update(sites).set({ siteCode: "XX", orderFood: false }).where(eq(sites.id, 8));
    await db.update(footerLinks).set({ linkTitle: "changed" }).where(eq(footerLinks.siteId, 1));
    await seedDemoData(db);
    const [site] = await db.select().from(sites).where(eq(sites.id, 8));
    expect(site).toMatchObject({ siteCode: "DE", orderFood: true });
    const changed = await db
      .select()
      .from(footerLinks)
      .where(and(eq(footerLinks.siteId, 1), eq(footerLinks.linkTitle, "changed")));
    expect(changed).toEqual([]);
    expect(await countRows(db)).toEqual(firstCounts);
  });
});

describe("demo accounts", () => {
  test("are seeded only for the embedded identity provider (an issuer given)", async () => {
    expect(await db.select().from(idpAccounts)).toEqual([]);
    expect(await db.select().from(users)).toEqual([]);
  });
});

describe("the ids other code relies on", () => {
  test("sites by id", async () => {
    const byId = new Map((await db.select().from(sites)).map((s) => [s.id, s]));
    expect(byId.get(1)).toMatchObject({ tenantId: 1, pathPrefix: "/en", siteCode: "EN" });
    expect(byId.get(2)).toMatchObject({ tenantId: 1, pathPrefix: "/uk", siteCode: "UK" });
    expect(byId.get(19)).toMatchObject({ tenantId: 2, pathPrefix: "/en" });
    expect(byId.get(27)).toMatchObject({ tenantId: 1, pathPrefix: "/asia/en", region: "asia" });
    expect(byId.get(30)).toMatchObject({ tenantId: 3, pathPrefix: "/en" });
  });

  test("the Arabic site is right to left", async () => {
    const [arabic] = await db
      .select({ rtlStatus: languages.rtlStatus })
      .from(sites)
      .innerJoin(languages, eq(languages.id, sites.baseLanguageId))
      .where(and(eq(sites.tenantId, 1), eq(sites.pathPrefix, "/ar")));
    expect(arabic?.rtlStatus).toBe("1");
  });
});

describe("frame data of every site", () => {
  test("every (site, language) pair has exactly one front_logo", async () => {
    const pairs = await db.select().from(siteLanguages);
    const logos = await db
      .select({ siteId: dictItems.siteId, languageId: dictItems.languageId })
      .from(dictItems)
      .where(eq(dictItems.dictType, "front_logo"));
    const count = (siteId: number, languageId: number) =>
      logos.filter((l) => l.siteId === siteId && l.languageId === languageId).length;
    expect(pairs.length).toBeGreaterThan(20);
    expect(pairs.filter((p) => count(p.siteId, p.languageId) !== 1)).toEqual([]);
  });

  test("strategic partner logos only on sites 1, 2, 8 and 19", async () => {
    const rows = await db
      .selectDistinct({ siteId: footerLinks.siteId })
      .from(footerLinks)
      .where(eq(footerLinks.areaKind, 5));
    expect(rows.map((r) => r.siteId).sort((a, b) => a - b)).toEqual([1, 2, 8, 19]);
  });

  test("a social item with several links (tooltip list); none without a link", async () => {
    const social = await db.select().from(footerLinks).where(eq(footerLinks.areaKind, 7));
    const sizes = social.map((s) => s.socialMediaList?.length ?? 0);
    expect(Math.max(...sizes)).toBeGreaterThanOrEqual(2);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(1);
  });

  test("every /brand/ image the data names exists in public/brand", async () => {
    const [logos, images, covers] = await Promise.all([
      db.selectDistinct({ path: dictItems.dictLabel }).from(dictItems),
      db.selectDistinct({ path: footerLinks.linkImage }).from(footerLinks),
      db.selectDistinct({ path: news.coverImage }).from(news),
    ]);
    const paths = [...logos, ...images, ...covers]
      .map((r) => r.path)
      .filter((p) => p.startsWith("/brand/"));
    expect(paths.length).toBeGreaterThan(10);
    for (const path of paths) {
      expect(existsSync(fileURLToPath(new URL(`../../public${path}`, import.meta.url))), path).toBe(
        true,
      );
    }
  });
});
