import { kindPathName } from "#contract/catalogue-rules.ts";
import { DEFAULT_BRAND_PALETTE, type tenantHosts, type tenants } from "../../schema/site.ts";
import type { Localized } from "./texts.ts";

export const TenantId = { main: 1, thermal: 2, neutral: 3 } as const;

/**
 * The three tenants differ only in brand wording (frame §1), so every seeded text
 * that names the brand is built from one of these.
 */
export type Brand = {
  tenantId: number;
  brandName: string;
  academy: Localized;
  /** The brand certification track (code hsc). */
  brandTrack: Localized;
  /** What the brand track certifies, inside a sentence. */
  products: Localized;
  webinarTopic: Localized;
  logo: string;
  /** Ten shades of the brand colour, lightest first (frame §1: the variants differ in look). */
  palette: string[];
  /** Example domain of the brand's own web sites (never a real one). */
  domain: string;
  /** Handle of the brand's social media channels. */
  socialHandle: string;
  contactEmail: string;
};

export const brands: Record<number, Brand> = {
  [TenantId.main]: {
    tenantId: TenantId.main,
    brandName: "Hikvision",
    academy: { en: "Hikvision Academy", ar: "أكاديمية Hikvision" },
    brandTrack: {
      en: "Hikvision Security Certification",
      ar: "شهادة Hikvision للأمن",
      de: "Hikvision Sicherheitszertifizierung",
      fr: "Certification sécurité Hikvision",
      it: "Certificazione Hikvision per la sicurezza",
      es: "Certificación en seguridad Hikvision",
      pl: "Certyfikacja z systemów zabezpieczeń Hikvision",
    },
    products: {
      en: "Hikvision video security systems",
      ar: "أنظمة Hikvision للمراقبة بالفيديو",
      de: "Hikvision Videosicherheitssystemen",
      fr: "systèmes de vidéosurveillance Hikvision",
      it: "sistemi di videosorveglianza Hikvision",
      es: "sistemas de videovigilancia Hikvision",
      pl: "systemów monitoringu wizyjnego Hikvision",
    },
    webinarTopic: {
      en: "AI video analytics",
      ar: "تحليلات الفيديو بالذكاء الاصطناعي",
      de: "KI-Videoanalyse",
      fr: "Analyse vidéo par IA",
      it: "Videoanalisi con IA",
      es: "Analítica de video con IA",
      pl: "Analityka wideo oparta na AI",
    },
    logo: "/brand/main-logo.svg",
    palette: [
      "#fff0f0",
      "#ffdddd",
      "#ffc0c1",
      "#ff9497",
      "#ff575c",
      "#ff2329",
      "#e60012",
      "#c7000f",
      "#a50311",
      "#880a15",
    ],
    domain: "hikvision.example",
    socialHandle: "hikvision-academy",
    contactEmail: "academy@hikvision.example",
  },
  [TenantId.thermal]: {
    tenantId: TenantId.thermal,
    brandName: "HIKMICRO",
    academy: { en: "HIKMICRO Academy", ar: "أكاديمية HIKMICRO" },
    brandTrack: {
      en: "HIKMICRO Security Certification",
      ar: "شهادة HIKMICRO للأمن",
      de: "HIKMICRO Sicherheitszertifizierung",
      fr: "Certification sécurité HIKMICRO",
      it: "Certificazione HIKMICRO per la sicurezza",
      es: "Certificación en seguridad HIKMICRO",
      pl: "Certyfikacja z systemów zabezpieczeń HIKMICRO",
    },
    products: {
      en: "HIKMICRO thermal imaging systems",
      ar: "أنظمة HIKMICRO للتصوير الحراري",
      de: "HIKMICRO Wärmebildsystemen",
      fr: "systèmes d’imagerie thermique HIKMICRO",
      it: "sistemi di termografia HIKMICRO",
      es: "sistemas de imagen térmica HIKMICRO",
      pl: "systemów termowizyjnych HIKMICRO",
    },
    webinarTopic: {
      en: "Thermal imaging",
      ar: "التصوير الحراري",
      de: "Wärmebildtechnik",
      fr: "Imagerie thermique",
      it: "Termografia",
      es: "Imagen térmica",
      pl: "Termowizja",
    },
    logo: "/brand/thermal-logo.svg",
    palette: [
      "#fff7ed",
      "#ffedd5",
      "#fed7aa",
      "#fdba74",
      "#fb923c",
      "#f97316",
      "#ea580c",
      "#c2410c",
      "#9a3412",
      "#7c2d12",
    ],
    domain: "hikmicro.example",
    socialHandle: "hikmicro-academy",
    contactEmail: "academy@hikmicro.example",
  },
  [TenantId.neutral]: {
    tenantId: TenantId.neutral,
    brandName: "Security Academy",
    academy: { en: "Security Academy", ar: "أكاديمية الأمن" },
    brandTrack: {
      en: "Security Academy Product Certification",
      ar: "شهادة المنتجات من Security Academy",
      de: "Security Academy Produktzertifizierung",
      fr: "Certification produits Security Academy",
      it: "Certificazione di prodotto Security Academy",
      es: "Certificación de productos Security Academy",
      pl: "Certyfikacja produktowa Security Academy",
    },
    products: {
      en: "professional video security systems",
      ar: "أنظمة المراقبة بالفيديو الاحترافية",
      de: "professionellen Videosicherheitssystemen",
      fr: "systèmes de vidéosurveillance professionnels",
      it: "sistemi di videosorveglianza professionali",
      es: "sistemas de videovigilancia profesionales",
      pl: "profesjonalnych systemów monitoringu wizyjnego",
    },
    webinarTopic: {
      en: "AI video analytics",
      ar: "تحليلات الفيديو بالذكاء الاصطناعي",
      de: "KI-Videoanalyse",
      fr: "Analyse vidéo par IA",
      it: "Videoanalisi con IA",
      es: "Analítica de video con IA",
      pl: "Analityka wideo oparta na AI",
    },
    logo: "/brand/neutral-logo.svg",
    palette: DEFAULT_BRAND_PALETTE,
    domain: "security-academy.example",
    socialHandle: "security-academy",
    contactEmail: "academy@security-academy.example",
  },
};

export function brandOf(tenantId: number): Brand {
  const brand = brands[tenantId];
  if (!brand) throw new Error(`Unknown seed tenant ${tenantId}`);
  return brand;
}

/** The tenant columns that come from the brand: contact, colours and logo. */
function brandLook(tenantId: number) {
  const brand = brandOf(tenantId);
  return { contactEmail: brand.contactEmail, brandPalette: brand.palette, logoUrl: brand.logo };
}

export const tenantRows: (typeof tenants.$inferInsert)[] = [
  {
    id: TenantId.main,
    code: "main",
    brandName: "Hikvision",
    brandTrackPaths: true,
    defaultSiteId: 1,
    // The general-certification menu is hidden for these countries (frame §2).
    gscHiddenCountries: ["US", "CA"],
    gatherInformation: false,
    offersLogout: true,
    // Instructor-led training is hidden for the main brand on an EU site (frame §2).
    instructorLedHiddenRegions: ["eu"],
    ...brandLook(TenantId.main),
  },
  {
    id: TenantId.thermal,
    code: "thermal",
    brandName: "HIKMICRO",
    brandTrackPaths: false,
    defaultSiteId: 19,
    gscHiddenCountries: [],
    // Learner §4 "Enrol flow" step 4: the thermal tenant gathers information first.
    gatherInformation: true,
    offersLogout: true,
    instructorLedHiddenRegions: [],
    ...brandLook(TenantId.thermal),
  },
  {
    id: TenantId.neutral,
    code: "neutral",
    brandName: "Security Academy",
    brandTrackPaths: false,
    defaultSiteId: 30,
    gscHiddenCountries: [],
    gatherInformation: false,
    // Frame §4: logout is performed only for the main brand and the thermal sub-brand.
    offersLogout: false,
    instructorLedHiddenRegions: [],
    ...brandLook(TenantId.neutral),
  },
];

/** "*" catches every host not listed: the main brand is the default tenant (learner §1). */
export const tenantHostRows: (typeof tenantHosts.$inferInsert)[] = [
  { host: "*", tenantId: TenantId.main },
  { host: "localhost", tenantId: TenantId.main },
  { host: "127.0.0.1", tenantId: TenantId.main },
  { host: "thermal.localhost", tenantId: TenantId.thermal },
  { host: "neutral.localhost", tenantId: TenantId.neutral },
];

export type TrackPaths = { overview: string; selfPaced: string; classroom: string };

/**
 * Listing paths of the two certification tracks below the site prefix (frame §2):
 * tenants with brandTrackPaths use /{general,hikvision}-security-certification/...,
 * the others /overview/{kind}.
 */
export function trackPathsOf(tenantId: number): { general: TrackPaths; brand: TrackPaths } {
  const tenant = tenantRows.find((t) => t.id === tenantId);
  if (tenant?.brandTrackPaths) {
    const track = (name: string): TrackPaths => ({
      overview: `/${name}/overview`,
      selfPaced: `/${name}/online-video-courses`,
      classroom: `/${name}/classroom`,
    });
    return {
      general: track("general-security-certification"),
      brand: track("hikvision-security-certification"),
    };
  }
  // Learner §2: /{page}/{kind-name}, the kind name lower-cased with spaces as hyphens.
  const kind = (kindName: string): TrackPaths => ({
    overview: `/overview/${kindPathName(kindName)}`,
    selfPaced: `/online-video-courses/${kindPathName(kindName)}`,
    classroom: `/classroom/${kindPathName(kindName)}`,
  });
  return {
    general: kind("General Security Certification"),
    brand: kind(`${tenant?.brandName ?? "Brand"} Security Certification`),
  };
}
