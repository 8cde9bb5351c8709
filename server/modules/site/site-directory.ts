import { asc } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import {
  countryLanguages,
  languages,
  siteLanguages,
  sites,
  tenantHosts,
  tenants,
} from "#db/schema/site.ts";

export type Tenant = typeof tenants.$inferSelect;
export type Site = typeof sites.$inferSelect;
export type Language = typeof languages.$inferSelect;

/** The host name that maps every otherwise unknown host (frame §1: main brand). */
export const DEFAULT_HOST = "*";

export type SiteDirectory = {
  /**
   * Whether any tenant exists: a production install is empty until
   * `npm run setup` creates its organisation (issue 35).
   */
  isSetUp(): boolean;
  /** The tenant of the host; throws on an install that is not set up (ask isSetUp first). */
  tenantForHost(host: string): Tenant;
  /** Every mapped host name (without the "*" fallback). */
  hosts(): string[];
  sitesOf(tenantId: number): Site[];
  site(siteId: number): Site | undefined;
  siteByName(tenantId: number, siteName: string): Site | undefined;
  language(languageId: number): Language | undefined;
  allLanguages(): Language[];
  /** The site's languages in display order (its language bar). */
  languagesOf(siteId: number): Language[];
  /**
   * The languages serving a country in the tenant (the country-language list),
   * preferred first: what a page's language falls back to (frame §4).
   */
  countryLanguagesOf(tenantId: number, countryCode: string): Language[];
};

/**
 * Tenants, hosts, sites and languages change rarely and are read on every
 * request, so they are held in memory and reloaded on a timer instead of being
 * queried per request.
 */
export async function loadSiteDirectory(db: Db): Promise<SiteDirectory> {
  const [tenantRows, hostRows, siteRows, languageRows, siteLanguageRows, countryLanguageRows] =
    await Promise.all([
      db.select().from(tenants),
      db.select().from(tenantHosts),
      db.select().from(sites).orderBy(asc(sites.sort), asc(sites.id)),
      db.select().from(languages).orderBy(asc(languages.id)),
      db
        .select()
        .from(siteLanguages)
        .orderBy(asc(siteLanguages.sort), asc(siteLanguages.languageId)),
      db
        .select({
          tenantId: countryLanguages.tenantId,
          countryCode: countryLanguages.countryCode,
          languageId: countryLanguages.languageId,
        })
        .from(countryLanguages)
        .orderBy(asc(countryLanguages.sort), asc(countryLanguages.languageId)),
    ]);
  const tenantById = new Map(tenantRows.map((t) => [t.id, t]));
  const tenantByHost = new Map<string, Tenant>();
  for (const row of hostRows) {
    const tenant = tenantById.get(row.tenantId);
    if (tenant) tenantByHost.set(row.host.toLowerCase(), tenant);
  }
  const fallbackTenant =
    tenantByHost.get(DEFAULT_HOST) ?? tenantRows.sort((a, b) => a.id - b.id)[0];
  const siteById = new Map(siteRows.map((s) => [s.id, s]));
  const languageById = new Map(languageRows.map((l) => [l.id, l]));
  const languagesBySite = new Map<number, Language[]>();
  for (const row of siteLanguageRows) {
    const language = languageById.get(row.languageId);
    if (!language) continue;
    const list = languagesBySite.get(row.siteId) ?? [];
    list.push(language);
    languagesBySite.set(row.siteId, list);
  }
  const languagesByCountry = new Map<string, Language[]>();
  for (const row of countryLanguageRows) {
    const language = languageById.get(row.languageId);
    if (!language) continue;
    const key = `${row.tenantId}:${row.countryCode}`;
    const list = languagesByCountry.get(key) ?? [];
    if (!list.includes(language)) list.push(language);
    languagesByCountry.set(key, list);
  }

  return {
    isSetUp: () => tenantRows.length > 0,
    tenantForHost(host) {
      const name = host.toLowerCase().replace(/:\d+$/, "").replace(/\.$/, "");
      const tenant = tenantByHost.get(name) ?? fallbackTenant;
      if (!tenant) throw new Error("No tenant configured: run npm run setup");
      return tenant;
    },
    hosts: () =>
      hostRows.map((row) => row.host.toLowerCase()).filter((host) => host !== DEFAULT_HOST),
    sitesOf: (tenantId) => siteRows.filter((s) => s.tenantId === tenantId),
    site: (siteId) => siteById.get(siteId),
    siteByName: (tenantId, siteName) =>
      siteRows.find((s) => s.tenantId === tenantId && s.siteName === siteName.toLowerCase()),
    language: (languageId) => languageById.get(languageId),
    allLanguages: () => languageRows,
    languagesOf(siteId) {
      const site = siteById.get(siteId);
      const listed = languagesBySite.get(siteId);
      if (listed?.length) return listed;
      const base = site && languageById.get(site.baseLanguageId);
      return base ? [base] : [];
    },
    countryLanguagesOf: (tenantId, countryCode) =>
      languagesByCountry.get(`${tenantId}:${countryCode}`) ?? [],
  };
}
