import type { Language, SiteInfo } from "#contract/site.ts";
import type { Scope } from "../../scope.ts";
import type { ServiceDeps } from "../../services.ts";
import type { Site, Tenant } from "./site-directory.ts";
import { chooseLanguage } from "./page-language.ts";
import { toLanguage, toSiteInfo } from "./site-info.ts";

/**
 * Which sites and languages a tenant has and which one a request acts in,
 * answered from the in-memory site directory (no database read).
 */
export function createSiteReads({ siteDirectory }: Pick<ServiceDeps, "siteDirectory">) {
  /** Which languages of the site a visitor may switch to (the top language bar). */
  function siteLanguages(scope: Pick<Scope, "site">): Language[] {
    return siteDirectory().languagesOf(scope.site.id).map(toLanguage);
  }

  /**
   * The site a page names, in the first of the visitor's language candidates
   * it offers (page-language.ts); null when the tenant has no such site.
   */
  function scopeFor(
    tenant: Tenant,
    siteName: string,
    languageCandidates: readonly number[],
  ): Scope | null {
    const directory = siteDirectory();
    const site = directory.siteByName(tenant.id, siteName);
    if (!site) return null;
    const offered = directory.languagesOf(site.id);
    const language = chooseLanguage(offered, languageCandidates, site.baseLanguageId);
    if (!language) return null;
    return { tenant, site, language };
  }

  return {
    toSiteInfo,
    siteLanguages,
    scopeFor,

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
  };
}

export type SiteReads = ReturnType<typeof createSiteReads>;
