import type { Language, SiteInfo } from "#contract/site.ts";
import type { Language as LanguageRow, Site } from "./site-directory.ts";

/** A site as the API and the frame show it. */
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
    gatherInformationOnLoad: site.gatherInformationOnLoad,
  };
}

/** A language as the API and the frame show it. */
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
