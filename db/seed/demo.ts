import { sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { languages, siteLanguages, sites, tenantHosts, tenants } from "../schema/site.ts";

export async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(tenants);
  return (row?.count ?? 0) > 0;
}

/** Demo data: idempotent (upserts by natural key), in one transaction. */
export async function seedDemoData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(languages)
      .values([
        {
          id: 1,
          languageComplete: "English",
          languageSimple: "en",
          countryCode: "GB",
          languagePackId: "en",
          rtlStatus: "0",
        },
        {
          id: 2,
          languageComplete: "العربية",
          languageSimple: "ar",
          countryCode: "AE",
          languagePackId: "ar",
          rtlStatus: "1",
        },
      ])
      .onConflictDoNothing();
    await tx
      .insert(tenants)
      .values([
        {
          id: 1,
          code: "main",
          brandName: "Hikvision",
          brandTrackPaths: true,
          defaultSiteId: 1,
          contactEmail: "academy@example.com",
        },
        {
          id: 2,
          code: "thermal",
          brandName: "HikMicro",
          defaultSiteId: 19,
          gatherInformation: true,
          contactEmail: "academy@example.com",
        },
        {
          id: 3,
          code: "neutral",
          brandName: "Security Academy",
          defaultSiteId: 30,
          contactEmail: "academy@example.com",
        },
      ])
      .onConflictDoNothing();
    await tx
      .insert(tenantHosts)
      .values([
        { host: "*", tenantId: 1 },
        { host: "thermal.localhost", tenantId: 2 },
        { host: "neutral.localhost", tenantId: 3 },
      ])
      .onConflictDoNothing();
    await tx
      .insert(sites)
      .values([
        {
          id: 1,
          tenantId: 1,
          siteCode: "EN",
          siteName: "en",
          pathPrefix: "/en",
          region: "global",
          baseLanguageId: 1,
        },
        {
          id: 3,
          tenantId: 1,
          siteCode: "AR",
          siteName: "ar",
          pathPrefix: "/ar",
          region: "global",
          baseLanguageId: 2,
        },
        {
          id: 19,
          tenantId: 2,
          siteCode: "EN",
          siteName: "en",
          pathPrefix: "/en",
          region: "global",
          baseLanguageId: 1,
        },
        {
          id: 30,
          tenantId: 3,
          siteCode: "EN",
          siteName: "en",
          pathPrefix: "/en",
          region: "global",
          baseLanguageId: 1,
        },
      ])
      .onConflictDoNothing();
    await tx
      .insert(siteLanguages)
      .values([
        { siteId: 1, languageId: 1 },
        { siteId: 3, languageId: 2 },
        { siteId: 19, languageId: 1 },
        { siteId: 30, languageId: 1 },
      ])
      .onConflictDoNothing();
  });
}
