import type { FastifyRequest } from "fastify";
import { FooterArea } from "#contract/site-paths.ts";
import { and, asc, eq, inArray } from "drizzle-orm";
import {
  dictTypes,
  type DictItem,
  type DictType,
  type FeedbackConfig,
  type FooterLink,
  type FrameData,
  type Language,
  type SeoConfig,
  type SiteInfo,
  type SocialItem,
} from "#contract/site.ts";
import {
  countries,
  countryLanguages,
  currencies,
  dictItems,
  footerLinks,
  regionInfo,
  seoConfigs,
  siteFeedback,
  supplementFields,
  supplementInfoConfigs,
  userTypes,
  type SupplementField,
  type SupplementFlag,
} from "#db/schema/site.ts";
import type { Scope } from "../../scope.ts";
import type { ServiceDeps } from "../../services.ts";
import { createTtlCache } from "../../ttl-cache.ts";
import { countryOfRequest } from "./geo.ts";
import type { Language as LanguageRow, Site, Tenant } from "./site-directory.ts";

export function toSiteInfo(site: Site): SiteInfo {
  return {
    siteId: site.id,
    siteCode: site.siteCode,
    siteName: site.siteName,
    pathPrefix: site.pathPrefix,
    region: site.region,
    baseLanguageId: site.baseLanguageId,
    orderFood: site.orderFood,
    showCompanyCertificate: site.showCompanyCertificate,
    languageNavigation: site.languageNavigation,
    nonCertificationMenu: site.nonCertificationMenu,
  };
}

export function toLanguage(language: LanguageRow): Language {
  return {
    id: language.id,
    languageComplete: language.languageComplete,
    languageSimple: language.languageSimple,
    countryCode: language.countryCode,
    languagePackId: language.languagePackId,
    rtlStatus: language.rtlStatus === "1" ? "1" : "0",
  };
}

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

const FOOTER_LINK_AREAS = new Set<number>([1, 2, 3, 4, 5, 6]);

/** How long frame content (dictionary, footer, SEO, feedback) is reused before re-reading it. */
const FRAME_CONTENT_TTL_MS = 60_000;

type FrameContent = {
  dict: Record<string, DictItem[]>;
  footer: { links: FooterLink[]; social: SocialItem[] };
  seo: SeoConfig[];
  feedback: FeedbackConfig | null;
};

export function createSiteService({ db, config, siteDirectory }: ServiceDeps) {
  const frameContentCache = createTtlCache<FrameContent>({ ttlMs: FRAME_CONTENT_TTL_MS });

  /**
   * The frame content of a site and language, read from the database at most
   * once a minute per server: every page and several start-up calls need it.
   */
  function frameContent(scope: Scope): Promise<FrameContent> {
    return frameContentCache.get(`${scope.site.id}:${scope.language.id}`, async () => {
      const [dict, footerData, seoList, feedbackConfig] = await Promise.all([
        readDictionary(scope, dictTypes),
        readFooter(scope),
        readSeo(scope),
        readFeedback(scope),
      ]);
      return { dict, footer: footerData, seo: seoList, feedback: feedbackConfig };
    });
  }

  async function dictionary(
    scope: Scope,
    types: readonly string[],
  ): Promise<Record<string, DictItem[]>> {
    const content = await frameContent(scope);
    return Object.fromEntries(types.map((type) => [type, content.dict[type] ?? []]));
  }
  const footer = async (scope: Scope) => (await frameContent(scope)).footer;
  const seo = async (scope: Scope) => (await frameContent(scope)).seo;
  const feedback = async (scope: Scope) => (await frameContent(scope)).feedback;

  async function readDictionary(
    scope: Scope,
    types: readonly string[],
  ): Promise<Record<string, DictItem[]>> {
    const grouped: Record<string, DictItem[]> = Object.fromEntries(types.map((t) => [t, []]));
    if (types.length === 0) return grouped;
    const rows = await db
      .select({
        dictType: dictItems.dictType,
        dictLabel: dictItems.dictLabel,
        dictValue: dictItems.dictValue,
      })
      .from(dictItems)
      .where(
        and(
          eq(dictItems.siteId, scope.site.id),
          eq(dictItems.languageId, scope.language.id),
          inArray(dictItems.dictType, [...types]),
        ),
      )
      .orderBy(asc(dictItems.sort), asc(dictItems.id));
    for (const row of rows) grouped[row.dictType]?.push(row);
    return grouped;
  }

  async function readFooter(scope: Scope): Promise<{ links: FooterLink[]; social: SocialItem[] }> {
    const rows = await db
      .select()
      .from(footerLinks)
      .where(
        and(eq(footerLinks.siteId, scope.site.id), eq(footerLinks.languageId, scope.language.id)),
      )
      .orderBy(asc(footerLinks.areaKind), asc(footerLinks.sort), asc(footerLinks.id));
    const links: FooterLink[] = [];
    const social: SocialItem[] = [];
    for (const row of rows) {
      if (row.areaKind === FooterArea.social) {
        social.push({
          id: row.id,
          linkImage: row.linkImage,
          socialMediaList: row.socialMediaList ?? [],
        });
      } else if (FOOTER_LINK_AREAS.has(row.areaKind)) {
        links.push({
          id: row.id,
          areaKind: row.areaKind,
          linkTitle: row.linkTitle,
          linkUrl: row.linkUrl,
          linkImage: row.linkImage,
        });
      }
    }
    return { links, social };
  }

  async function readSeo(scope: Scope): Promise<SeoConfig[]> {
    return db
      .select({ url: seoConfigs.url, title: seoConfigs.title, description: seoConfigs.description })
      .from(seoConfigs)
      .where(
        and(eq(seoConfigs.siteId, scope.site.id), eq(seoConfigs.languageId, scope.language.id)),
      )
      .orderBy(asc(seoConfigs.url));
  }

  async function readFeedback(scope: Scope): Promise<FeedbackConfig | null> {
    const [row] = await db
      .select()
      .from(siteFeedback)
      .where(
        and(eq(siteFeedback.siteId, scope.site.id), eq(siteFeedback.languageId, scope.language.id)),
      )
      .limit(1);
    if (!row) return null;
    return {
      title: row.title,
      description: row.description,
      link: row.link,
      activeState: row.activeState === "1" ? "1" : "0",
    };
  }

  /** Which languages of the site a visitor may switch to (the top language bar). */
  function siteLanguages(scope: Pick<Scope, "site">): Language[] {
    return siteDirectory().languagesOf(scope.site.id).map(toLanguage);
  }

  function scopeFor(tenant: Tenant, siteName: string, languageId: number | null): Scope | null {
    const directory = siteDirectory();
    const site = directory.siteByName(tenant.id, siteName);
    if (!site) return null;
    const offered = directory.languagesOf(site.id);
    // Language choice (frame §4): the remembered language when this site offers it, else the base language.
    const language =
      offered.find((l) => l.id === languageId) ??
      offered.find((l) => l.id === site.baseLanguageId) ??
      offered[0];
    if (!language) return null;
    return { tenant, site, language };
  }

  return {
    toSiteInfo,
    dictionary,
    footer,
    seo,
    feedback,
    siteLanguages,
    scopeFor,

    countryOf: (request: FastifyRequest) => countryOfRequest(request, config.geoipCountryHeader),

    defaultSitePrefix(tenant: Tenant): string {
      const directory = siteDirectory();
      const site = directory.site(tenant.defaultSiteId) ?? directory.sitesOf(tenant.id)[0];
      return site?.pathPrefix ?? "/en";
    },

    siteByName(tenant: Tenant, siteName: string): Site | undefined {
      return siteDirectory().siteByName(tenant.id, siteName);
    },

    sitesByIds(tenant: Tenant, ids: number[]): SiteInfo[] {
      const directory = siteDirectory();
      return ids
        .map((id) => directory.site(id))
        .filter((site): site is Site => site !== undefined && site.tenantId === tenant.id)
        .map(toSiteInfo);
    },

    /** Every language any site of the tenant offers. */
    tenantLanguages(tenant: Tenant): Language[] {
      const directory = siteDirectory();
      const ids = new Set(
        directory.sitesOf(tenant.id).flatMap((s) => directory.languagesOf(s.id).map((l) => l.id)),
      );
      return directory
        .allLanguages()
        .filter((l) => ids.has(l.id))
        .map(toLanguage);
    },

    async loadFrame(input: {
      tenant: Tenant;
      siteName: string;
      languageId: number | null;
      countryCode: string | null;
    }): Promise<Omit<FrameData, "kinds"> | null> {
      const scope = scopeFor(input.tenant, input.siteName, input.languageId);
      if (!scope) return null;
      const {
        dict,
        footer: footerData,
        seo: seoList,
        feedback: feedbackConfig,
      } = await frameContent(scope);
      return {
        tenant: {
          code: scope.tenant.code,
          brandName: scope.tenant.brandName,
          brandTrackPaths: scope.tenant.brandTrackPaths,
          contactEmail: scope.tenant.contactEmail,
          gatherInformation: scope.tenant.gatherInformation,
        },
        site: toSiteInfo(scope.site),
        language: toLanguage(scope.language),
        languages: siteLanguages(scope),
        dict: dict as Record<DictType, DictItem[]>,
        footer: footerData,
        seo: seoList,
        hideGeneralCertification:
          input.countryCode !== null && scope.tenant.gscHiddenCountries.includes(input.countryCode),
        hideInstructorLed: scope.tenant.code === "main" && scope.site.region === "eu",
        countryCode: input.countryCode,
        feedback: feedbackConfig,
      };
    },

    /** The country/language selector: each country with the languages (and sites) serving it. */
    async countryLanguageList(tenant: Tenant): Promise<CountryEntry[]> {
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
          entry = { country: row.country, countryName: row.countryName, languageList: [] };
          byCountry.set(row.country, entry);
        }
        entry.languageList.push({
          id: language.id,
          languageComplete: language.languageComplete,
          siteId: site.id,
          pathPrefix: site.pathPrefix,
        });
      }
      return [...byCountry.values()];
    },

    /** Every country with its English name (sign-up country choice). */
    async countryNames() {
      return db
        .select({ code: countries.code, countryName: countries.countryName })
        .from(countries)
        .orderBy(asc(countries.countryName));
    },

    async currencyTypes() {
      return db
        .select({
          id: currencies.id,
          currencyType: currencies.currencyType,
          symbol: currencies.symbol,
        })
        .from(currencies)
        .orderBy(asc(currencies.id));
    },

    async supplementInfo(scope: Scope): Promise<Record<SupplementField, SupplementFlag>> {
      const [row] = await db
        .select({ flags: supplementInfoConfigs.flags })
        .from(supplementInfoConfigs)
        .where(
          and(
            eq(supplementInfoConfigs.tenantId, scope.tenant.id),
            eq(supplementInfoConfigs.region, scope.site.region),
          ),
        )
        .limit(1);
      // No configuration means nothing is required.
      return Object.fromEntries(
        supplementFields.map((f) => [f, row?.flags[f] === "1" ? "1" : "0"]),
      ) as Record<SupplementField, SupplementFlag>;
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

    async userTypeList(scope: Scope) {
      const rows = await db
        .select()
        .from(userTypes)
        .orderBy(asc(userTypes.sort), asc(userTypes.id));
      const pack = scope.language.languagePackId;
      return rows.map((row) => ({
        id: row.id,
        code: row.code,
        typeName: row.typeNames[pack] ?? row.typeNames.en ?? row.code,
      }));
    },
  };
}

export type SiteService = ReturnType<typeof createSiteService>;
