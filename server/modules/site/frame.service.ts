import { and, asc, eq, inArray } from "drizzle-orm";
import { FooterArea } from "#contract/site-paths.ts";
import {
  dictTypes,
  type DictItem,
  type DictType,
  type FeedbackConfig,
  type FooterLink,
  type FrameData,
  type SeoConfig,
  type SocialItem,
} from "#contract/site.ts";
import { dictItems, footerLinks, seoConfigs, siteFeedback } from "#db/schema/site.ts";
import type { Scope } from "../../scope.ts";
import type { ServiceDeps } from "../../services.ts";
import { createTtlCache } from "../../ttl-cache.ts";
import { toLanguage, toSiteInfo } from "./site-info.ts";
import type { SiteReads } from "./sites.service.ts";

const FOOTER_LINK_AREAS = new Set<number>([1, 2, 3, 4, 5, 6]);

/** How long frame content (dictionary, footer, SEO, feedback) is reused before re-reading it. */
const FRAME_CONTENT_TTL_MS = 60_000;

type FrameContent = {
  dict: Record<string, DictItem[]>;
  footer: { links: FooterLink[]; social: SocialItem[] };
  seo: SeoConfig[];
  feedback: FeedbackConfig | null;
};

/**
 * The shared frame of a page (frame §2): the site's dictionary, footer, SEO
 * and feedback configuration, and the tenant's brand and behaviour.
 */
export function createFrameReads({ db }: Pick<ServiceDeps, "db">, sites: SiteReads) {
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

  return {
    async dictionary(scope: Scope, types: readonly string[]): Promise<Record<string, DictItem[]>> {
      const content = await frameContent(scope);
      return Object.fromEntries(types.map((type) => [type, content.dict[type] ?? []]));
    },
    footer: async (scope: Scope) => (await frameContent(scope)).footer,
    seo: async (scope: Scope) => (await frameContent(scope)).seo,
    feedback: async (scope: Scope) => (await frameContent(scope)).feedback,

    /** The frame of a page of the site, for a visitor from countryCode (frame §2). */
    async frame(
      scope: Scope,
      countryCode: string | null,
    ): Promise<Omit<FrameData, "kinds" | "hasFaq">> {
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
          offersLogout: scope.tenant.offersLogout,
          brandPalette: scope.tenant.brandPalette,
        },
        site: toSiteInfo(scope.site),
        language: toLanguage(scope.language),
        languages: sites.siteLanguages(scope),
        multipleLanguages: sites.tenantLanguages(scope.tenant).length > 1,
        dict: dict as Record<DictType, DictItem[]>,
        footer: footerData,
        seo: seoList,
        hideGeneralCertification:
          countryCode !== null && scope.tenant.gscHiddenCountries.includes(countryCode),
        hideInstructorLed: scope.tenant.instructorLedHiddenRegions.includes(scope.site.region),
        countryCode,
        feedback: feedbackConfig,
      };
    },
  };
}
