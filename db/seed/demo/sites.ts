import type { siteLanguages, sites } from "../../schema/site.ts";
import { LanguageId as L } from "./languages.ts";
import { TenantId } from "./tenants.ts";

type Region = "global" | "eu" | "asia";
type SiteSeed = {
  id: number;
  tenantId: number;
  siteCode: string;
  siteName: string;
  region: Region;
  countryCode: string | null;
  /** The currency of its fees (decision 0053); only the sites that sell paid training have one. */
  currency?: string;
  /** The language bar in order; the first is the base language. */
  languages: number[];
  languageNavigation?: boolean;
};

/** Site ids are part of the contract (learner §9: EN 1, UK 2, ASIA 27, thermal 19). */
// prettier-ignore
const seeds: SiteSeed[] = [
  { id: 1, tenantId: TenantId.main, siteCode: "EN", siteName: "en", region: "global", countryCode: null, currency: "USD", languages: [L.en] },
  { id: 2, tenantId: TenantId.main, siteCode: "UK", siteName: "uk", region: "global", countryCode: "GB", currency: "GBP", languages: [L.en] },
  { id: 3, tenantId: TenantId.main, siteCode: "AR", siteName: "ar", region: "global", countryCode: "AE", currency: "AED", languages: [L.ar] },
  { id: 4, tenantId: TenantId.main, siteCode: "TR", siteName: "tr", region: "global", countryCode: "TR", languages: [L.tr] },
  { id: 5, tenantId: TenantId.main, siteCode: "LATAM", siteName: "es", region: "global", countryCode: "MX", languages: [L.es] },
  { id: 6, tenantId: TenantId.main, siteCode: "BR", siteName: "br", region: "global", countryCode: "BR", languages: [L.pt] },
  { id: 7, tenantId: TenantId.main, siteCode: "IN", siteName: "in", region: "global", countryCode: "IN", languages: [L.en] },
  { id: 8, tenantId: TenantId.main, siteCode: "DE", siteName: "eu/de", region: "eu", countryCode: "DE", languages: [L.de] },
  { id: 9, tenantId: TenantId.main, siteCode: "FR", siteName: "eu/fr", region: "eu", countryCode: "FR", languages: [L.fr] },
  { id: 10, tenantId: TenantId.main, siteCode: "IT", siteName: "eu/it", region: "eu", countryCode: "IT", languages: [L.it] },
  { id: 11, tenantId: TenantId.main, siteCode: "ES", siteName: "eu/es", region: "eu", countryCode: "ES", languages: [L.es] },
  { id: 12, tenantId: TenantId.main, siteCode: "PL", siteName: "eu/pl", region: "eu", countryCode: "PL", languages: [L.pl] },
  { id: 13, tenantId: TenantId.main, siteCode: "NL", siteName: "eu/nl", region: "eu", countryCode: "NL", languages: [L.nl] },
  { id: 14, tenantId: TenantId.main, siteCode: "CZ", siteName: "eu/cz", region: "eu", countryCode: "CZ", languages: [L.cs] },
  { id: 15, tenantId: TenantId.main, siteCode: "CH", siteName: "eu/ch", region: "eu", countryCode: "CH", languages: [L.de, L.fr, L.it], languageNavigation: true },
  { id: 16, tenantId: TenantId.main, siteCode: "BE", siteName: "eu/be", region: "eu", countryCode: "BE", languages: [L.nl, L.fr], languageNavigation: true },
  { id: 17, tenantId: TenantId.main, siteCode: "LT", siteName: "eu/lt", region: "eu", countryCode: "LT", languages: [L.lt, L.en] },
  { id: 20, tenantId: TenantId.main, siteCode: "KR", siteName: "asia/kr", region: "asia", countryCode: "KR", languages: [L.ko] },
  { id: 21, tenantId: TenantId.main, siteCode: "VN", siteName: "asia/vn", region: "asia", countryCode: "VN", languages: [L.vi] },
  { id: 22, tenantId: TenantId.main, siteCode: "TH", siteName: "asia/th", region: "asia", countryCode: "TH", languages: [L.th] },
  { id: 27, tenantId: TenantId.main, siteCode: "ASIA", siteName: "asia/en", region: "asia", countryCode: null, languages: [L.en] },
  // English and Arabic, so the thermal tenant's language bar shows (frame §2).
  { id: 19, tenantId: TenantId.thermal, siteCode: "EN", siteName: "en", region: "global", countryCode: null, languages: [L.en, L.ar] },
  { id: 30, tenantId: TenantId.neutral, siteCode: "EN", siteName: "en", region: "global", countryCode: null, languages: [L.en] },
];

const showsCompanyCertificate = new Set([1, 2, 8, 19]);
/** Sites without the non-certification menu, so both menu variants are seeded (frame §2). */
const withoutNonCertificationMenu = new Set([27, 30]);
/** The information-gathering popup asks on every page of /asia/en (frame §4 "Popups"). */
const gathersInformationOnLoad = new Set([27]);

export const siteRows: (typeof sites.$inferInsert)[] = seeds.map((s, index) => ({
  id: s.id,
  tenantId: s.tenantId,
  siteCode: s.siteCode,
  siteName: s.siteName,
  pathPrefix: `/${s.siteName}`,
  region: s.region,
  countryCode: s.countryCode,
  currency: s.currency ?? null,
  baseLanguageId: s.languages[0]!,
  orderFood: s.region === "eu",
  showCompanyCertificate: showsCompanyCertificate.has(s.id),
  languageNavigation: s.languageNavigation ?? false,
  nonCertificationMenu: !withoutNonCertificationMenu.has(s.id),
  gatherInformationOnLoad: gathersInformationOnLoad.has(s.id),
  sort: index + 1,
}));

export const seededSiteIds: number[] = seeds.map((s) => s.id);

export const siteLanguageRows: (typeof siteLanguages.$inferInsert)[] = seeds.flatMap((s) =>
  s.languages.map((languageId, index) => ({ siteId: s.id, languageId, sort: index })),
);

/** One (site, language) pair: the scope of dictionary, SEO, footer, feedback and news rows. */
export type SiteLanguage = {
  siteId: number;
  siteCode: string;
  tenantId: number;
  region: Region;
  languageId: number;
};

export const siteLanguagePairs: SiteLanguage[] = seeds.flatMap((s) =>
  s.languages.map((languageId) => ({
    siteId: s.id,
    siteCode: s.siteCode,
    tenantId: s.tenantId,
    region: s.region,
    languageId,
  })),
);

export function pairOf(siteId: number, languageId: number): SiteLanguage {
  const pair = siteLanguagePairs.find((p) => p.siteId === siteId && p.languageId === languageId);
  if (!pair) throw new Error(`Site ${siteId} does not offer language ${languageId}`);
  return pair;
}
