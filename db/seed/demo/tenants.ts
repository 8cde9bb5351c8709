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
  /** The academy's name; the new languages follow the interface packs' app.academyName. */
  academy: Localized;
  /** The brand certification track (code hsc): the kind's name in the menus, banners and SEO. */
  brandTrack: Required<Localized>;
  /**
   * What the brand track certifies, inside a sentence ("design, installation and
   * maintenance of …"): German in the dative; Polish, Czech and Lithuanian in the
   * genitive; Turkish in the nominative (it takes "… tasarımı, kurulumu ve bakımı").
   */
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
    academy: {
      en: "Hikvision Academy",
      ar: "أكاديمية Hikvision",
      nl: "Hikvision Academy",
      cs: "Hikvision Academy",
      pt: "Academia Hikvision",
      tr: "Hikvision Akademisi",
      ko: "Hikvision 아카데미",
      vi: "Học viện Hikvision",
      th: "Hikvision Academy",
      lt: "Hikvision Academy",
    },
    brandTrack: {
      en: "Hikvision Security Certification",
      ar: "شهادة Hikvision للأمن",
      de: "Hikvision Sicherheitszertifizierung",
      fr: "Certification sécurité Hikvision",
      it: "Certificazione Hikvision per la sicurezza",
      es: "Certificación en seguridad Hikvision",
      pl: "Certyfikacja z systemów zabezpieczeń Hikvision",
      nl: "Hikvision-beveiligingscertificering",
      cs: "Certifikace Hikvision v oblasti zabezpečení",
      pt: "Certificação em segurança Hikvision",
      tr: "Hikvision güvenlik sertifikasyonu",
      ko: "Hikvision 보안 인증",
      vi: "Chứng nhận an ninh Hikvision",
      th: "การรับรองด้านระบบรักษาความปลอดภัยของ Hikvision",
      lt: "Hikvision apsaugos sistemų sertifikavimas",
    },
    products: {
      en: "Hikvision video security systems",
      ar: "أنظمة Hikvision للمراقبة بالفيديو",
      de: "Hikvision Videosicherheitssystemen",
      fr: "systèmes de vidéosurveillance Hikvision",
      it: "sistemi di videosorveglianza Hikvision",
      es: "sistemas de videovigilancia Hikvision",
      pl: "systemów monitoringu wizyjnego Hikvision",
      nl: "videobeveiligingssystemen van Hikvision",
      cs: "kamerových systémů Hikvision",
      pt: "sistemas de videomonitoramento Hikvision",
      tr: "Hikvision video güvenlik sistemleri",
      ko: "Hikvision 영상 보안 시스템",
      vi: "hệ thống camera giám sát Hikvision",
      th: "ระบบกล้องวงจรปิดของ Hikvision",
      lt: "Hikvision vaizdo apsaugos sistemų",
    },
    webinarTopic: {
      en: "AI video analytics",
      ar: "تحليلات الفيديو بالذكاء الاصطناعي",
      de: "KI-Videoanalyse",
      fr: "Analyse vidéo par IA",
      it: "Videoanalisi con IA",
      es: "Analítica de video con IA",
      pl: "Analityka wideo oparta na AI",
      nl: "AI-videoanalyse",
      cs: "Videoanalytika s AI",
      pt: "Análise de vídeo com IA",
      tr: "Yapay zekâ destekli video analizi",
      ko: "AI 영상 분석",
      vi: "Phân tích video bằng AI",
      th: "การวิเคราะห์วิดีโอด้วย AI",
      lt: "DI vaizdo analizė",
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
    academy: {
      en: "HIKMICRO Academy",
      ar: "أكاديمية HIKMICRO",
      nl: "HIKMICRO Academy",
      cs: "HIKMICRO Academy",
      pt: "Academia HIKMICRO",
      tr: "HIKMICRO Akademisi",
      ko: "HIKMICRO 아카데미",
      vi: "Học viện HIKMICRO",
      th: "HIKMICRO Academy",
      lt: "HIKMICRO Academy",
    },
    brandTrack: {
      en: "HIKMICRO Security Certification",
      ar: "شهادة HIKMICRO للأمن",
      de: "HIKMICRO Sicherheitszertifizierung",
      fr: "Certification sécurité HIKMICRO",
      it: "Certificazione HIKMICRO per la sicurezza",
      es: "Certificación en seguridad HIKMICRO",
      pl: "Certyfikacja z systemów zabezpieczeń HIKMICRO",
      nl: "HIKMICRO-beveiligingscertificering",
      cs: "Certifikace HIKMICRO v oblasti zabezpečení",
      pt: "Certificação em segurança HIKMICRO",
      tr: "HIKMICRO güvenlik sertifikasyonu",
      ko: "HIKMICRO 보안 인증",
      vi: "Chứng nhận an ninh HIKMICRO",
      th: "การรับรองด้านระบบรักษาความปลอดภัยของ HIKMICRO",
      lt: "HIKMICRO apsaugos sistemų sertifikavimas",
    },
    products: {
      en: "HIKMICRO thermal imaging systems",
      ar: "أنظمة HIKMICRO للتصوير الحراري",
      de: "HIKMICRO Wärmebildsystemen",
      fr: "systèmes d’imagerie thermique HIKMICRO",
      it: "sistemi di termografia HIKMICRO",
      es: "sistemas de imagen térmica HIKMICRO",
      pl: "systemów termowizyjnych HIKMICRO",
      nl: "warmtebeeldsystemen van HIKMICRO",
      cs: "termovizních systémů HIKMICRO",
      pt: "sistemas de imagem térmica HIKMICRO",
      tr: "HIKMICRO termal görüntüleme sistemleri",
      ko: "HIKMICRO 열화상 시스템",
      vi: "hệ thống camera ảnh nhiệt HIKMICRO",
      th: "ระบบถ่ายภาพความร้อนของ HIKMICRO",
      lt: "HIKMICRO termovizinių sistemų",
    },
    webinarTopic: {
      en: "Thermal imaging",
      ar: "التصوير الحراري",
      de: "Wärmebildtechnik",
      fr: "Imagerie thermique",
      it: "Termografia",
      es: "Imagen térmica",
      pl: "Termowizja",
      nl: "Thermische beeldvorming",
      cs: "Termovize",
      pt: "Imagem térmica",
      tr: "Termal görüntüleme",
      ko: "열화상 기술",
      vi: "Công nghệ ảnh nhiệt",
      th: "การถ่ายภาพความร้อน",
      lt: "Termovizija",
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
    academy: {
      en: "Security Academy",
      ar: "أكاديمية الأمن",
      nl: "Security Academy",
      cs: "Security Academy",
      pt: "Security Academy",
      tr: "Security Academy",
      ko: "Security Academy",
      vi: "Security Academy",
      th: "Security Academy",
      lt: "Security Academy",
    },
    brandTrack: {
      en: "Security Academy Security Certification",
      ar: "شهادة Security Academy للأمن",
      de: "Security Academy Sicherheitszertifizierung",
      fr: "Certification sécurité Security Academy",
      it: "Certificazione Security Academy per la sicurezza",
      es: "Certificación en seguridad Security Academy",
      pl: "Certyfikacja z systemów zabezpieczeń Security Academy",
      nl: "Security Academy-beveiligingscertificering",
      cs: "Certifikace Security Academy v oblasti zabezpečení",
      pt: "Certificação em segurança Security Academy",
      tr: "Security Academy güvenlik sertifikasyonu",
      ko: "Security Academy 보안 인증",
      vi: "Chứng nhận an ninh Security Academy",
      th: "การรับรองด้านระบบรักษาความปลอดภัยของ Security Academy",
      lt: "Security Academy apsaugos sistemų sertifikavimas",
    },
    products: {
      en: "professional video security systems",
      ar: "أنظمة المراقبة بالفيديو الاحترافية",
      de: "professionellen Videosicherheitssystemen",
      fr: "systèmes de vidéosurveillance professionnels",
      it: "sistemi di videosorveglianza professionali",
      es: "sistemas de videovigilancia profesionales",
      pl: "profesjonalnych systemów monitoringu wizyjnego",
      nl: "professionele videobeveiligingssystemen",
      cs: "profesionálních kamerových systémů",
      pt: "sistemas profissionais de videomonitoramento",
      tr: "profesyonel video güvenlik sistemleri",
      ko: "전문 영상 보안 시스템",
      vi: "hệ thống camera giám sát chuyên nghiệp",
      th: "ระบบกล้องวงจรปิดระดับมืออาชีพ",
      lt: "profesionalių vaizdo apsaugos sistemų",
    },
    webinarTopic: {
      en: "AI video analytics",
      ar: "تحليلات الفيديو بالذكاء الاصطناعي",
      de: "KI-Videoanalyse",
      fr: "Analyse vidéo par IA",
      it: "Videoanalisi con IA",
      es: "Analítica de video con IA",
      pl: "Analityka wideo oparta na AI",
      nl: "AI-videoanalyse",
      cs: "Videoanalytika s AI",
      pt: "Análise de vídeo com IA",
      tr: "Yapay zekâ destekli video analizi",
      ko: "AI 영상 분석",
      vi: "Phân tích video bằng AI",
      th: "การวิเคราะห์วิดีโอด้วย AI",
      lt: "DI vaizdo analizė",
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
