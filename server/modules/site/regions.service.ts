import { and, asc, eq, inArray } from "drizzle-orm";
import { countries, countryLanguages, regionInfo } from "#db/schema/site.ts";
import { regionName } from "#contract/intl.ts";
import type { ServiceDeps } from "../../services.ts";
import type { Tenant } from "./site-directory.ts";

export type CountryEntry = {
  country: string;
  countryName: string;
  languageList: { id: number; languageComplete: string; siteId: number; pathPrefix: string }[];
};

export type RegionNode = { id: number; name: string; countryCode: string; level: number };
export type CountryTree = RegionNode & {
  phoneCode: string;
  children: (RegionNode & { children: RegionNode[] })[];
};

/** Countries, provinces and cities: the country selector and the address choices (frame §5). */
export function createRegionReads({
  db,
  siteDirectory,
}: Pick<ServiceDeps, "db" | "siteDirectory">) {
  return {
    /**
     * The country/language selector: each country with the languages (and
     * sites) serving it, countries named and ordered in the page's language.
     */
    async countryLanguageList(tenant: Tenant, pageLanguage: string): Promise<CountryEntry[]> {
      const directory = siteDirectory();
      const rows = await db
        .select({
          country: countryLanguages.countryCode,
          countryName: countries.countryName,
          languageId: countryLanguages.languageId,
          siteId: countryLanguages.siteId,
        })
        .from(countryLanguages)
        .innerJoin(countries, eq(countries.code, countryLanguages.countryCode))
        .where(eq(countryLanguages.tenantId, tenant.id))
        .orderBy(asc(countries.countryName), asc(countryLanguages.sort));
      const byCountry = new Map<string, CountryEntry>();
      for (const row of rows) {
        const language = directory.language(row.languageId);
        const site = directory.site(row.siteId);
        if (!language || !site || site.tenantId !== tenant.id) continue;
        let entry = byCountry.get(row.country);
        if (!entry) {
          entry = {
            country: row.country,
            countryName: regionName(row.country, pageLanguage),
            languageList: [],
          };
          byCountry.set(row.country, entry);
        }
        entry.languageList.push({
          id: language.id,
          languageComplete: language.languageComplete,
          siteId: site.id,
          pathPrefix: site.pathPrefix,
        });
      }
      return inNameOrder([...byCountry.values()], (entry) => entry.countryName, pageLanguage);
    },

    /**
     * The name a profile gives a country (the country level of the address choices, frame
     * §5), or null when the country data has none: a country chosen at sign-up becomes the
     * profile's (decision 0049).
     */
    async profileCountryOf(countryCode: string): Promise<string | null> {
      const [row] = await db
        .select({ name: regionInfo.name })
        .from(regionInfo)
        .where(and(eq(regionInfo.level, 1), eq(regionInfo.countryCode, countryCode)))
        .orderBy(asc(regionInfo.sort), asc(regionInfo.id))
        .limit(1);
      return row?.name ?? null;
    },

    /** Every country with its English name (sign-up country choice). */
    async countryNames() {
      return db
        .select({ code: countries.code, countryName: countries.countryName })
        .from(countries)
        .orderBy(asc(countries.countryName));
    },

    /**
     * Regions of one level: countries (type 1), or the provinces (2) / cities (3)
     * below `parentId`. countryQueryType "all" lists every country; "site" only
     * those the tenant serves.
     */
    async regionList(
      tenant: Tenant,
      query: { type: 1 | 2 | 3; parentId?: number | undefined; countryQueryType: "all" | "site" },
    ): Promise<(RegionNode & { phoneCode?: string })[]> {
      const conditions = [eq(regionInfo.level, query.type)];
      if (query.parentId !== undefined) conditions.push(eq(regionInfo.parentId, query.parentId));
      const rows = await db
        .select({
          id: regionInfo.id,
          name: regionInfo.name,
          countryCode: regionInfo.countryCode,
          level: regionInfo.level,
          phoneCode: countries.phoneCode,
        })
        .from(regionInfo)
        .leftJoin(countries, eq(countries.code, regionInfo.countryCode))
        .where(and(...conditions))
        .orderBy(asc(regionInfo.sort), asc(regionInfo.name));
      if (query.type !== 1 || query.countryQueryType === "all") {
        return rows.map(({ phoneCode, ...rest }) =>
          query.type === 1 ? { ...rest, phoneCode: phoneCode ?? "" } : rest,
        );
      }
      const served = new Set(
        (
          await db
            .selectDistinct({ code: countryLanguages.countryCode })
            .from(countryLanguages)
            .where(eq(countryLanguages.tenantId, tenant.id))
        ).map((r) => r.code),
      );
      return rows
        .filter((r) => served.has(r.countryCode))
        .map((r) => ({ ...r, phoneCode: r.phoneCode ?? "" }));
    },

    /** Region ids matching country codes and/or names (practical-exam region filter). */
    async regionIdsByParam(query: {
      countryCodes?: string[] | undefined;
      names?: string[] | undefined;
      type?: number | undefined;
    }) {
      const conditions = [];
      if (query.type !== undefined) conditions.push(eq(regionInfo.level, query.type));
      if (query.countryCodes?.length)
        conditions.push(inArray(regionInfo.countryCode, query.countryCodes));
      if (query.names?.length) conditions.push(inArray(regionInfo.name, query.names));
      if (conditions.length === 0) return [];
      const rows = await db
        .select({ id: regionInfo.id })
        .from(regionInfo)
        .where(and(...conditions))
        .orderBy(asc(regionInfo.id));
      return rows.map((r) => r.id);
    },

    /** Countries with their provinces and cities, for the chained selects (frame §5). */
    async provinceCityTree(): Promise<CountryTree[]> {
      const rows = await db
        .select({
          id: regionInfo.id,
          parentId: regionInfo.parentId,
          level: regionInfo.level,
          name: regionInfo.name,
          countryCode: regionInfo.countryCode,
          phoneCode: countries.phoneCode,
        })
        .from(regionInfo)
        .leftJoin(countries, eq(countries.code, regionInfo.countryCode))
        .orderBy(asc(regionInfo.level), asc(regionInfo.sort), asc(regionInfo.name));
      const countryNodes = new Map<number, CountryTree>();
      const provinceNodes = new Map<number, RegionNode & { children: RegionNode[] }>();
      for (const row of rows) {
        const node = { id: row.id, name: row.name, countryCode: row.countryCode, level: row.level };
        if (row.level === 1)
          countryNodes.set(row.id, { ...node, phoneCode: row.phoneCode ?? "", children: [] });
        else if (row.level === 2 && row.parentId !== null) {
          const province = { ...node, children: [] };
          provinceNodes.set(row.id, province);
          countryNodes.get(row.parentId)?.children.push(province);
        } else if (row.level === 3 && row.parentId !== null)
          provinceNodes.get(row.parentId)?.children.push(node);
      }
      return [...countryNodes.values()];
    },
  };
}

/** Rows in the alphabetical order of their names in a language ("Österreich" among the Os in German). */
function inNameOrder<T>(rows: T[], name: (row: T) => string, language: string): T[] {
  const collator = new Intl.Collator(language);
  return rows.sort((a, b) => collator.compare(name(a), name(b)));
}
