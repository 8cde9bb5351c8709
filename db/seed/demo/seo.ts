import type { seoConfigs } from "../../schema/site.ts";
import { siteLanguagePairs } from "./sites.ts";
import { brandOf, trackPathsOf, type Brand } from "./tenants.ts";
import { pick, type Localized } from "./texts.ts";

type SeoRow = typeof seoConfigs.$inferInsert;
type Page = { title: Localized; description: Localized };

/** Page titles end with the academy's name; the home page's starts with it. */
function pages(brand: Brand): Record<string, Page> {
  const academy = brand.academy;
  const suffix = (title: Localized): Localized => ({
    en: `${title.en} | ${academy.en}`,
    ar: `${title.ar} | ${academy.ar}`,
    de: `${title.de} | ${academy.en}`,
  });
  const brandOverview: Page = {
    title: suffix({
      en: `${brand.brandTrack.en} (HSC)`,
      ar: `${brand.brandTrack.ar} (HSC)`,
      de: `${brand.brandTrack.de} (HSC)`,
    }),
    description: {
      en: `Three levels, HCSA, HCSP and HCSE, for professionals who design, install and maintain ${brand.products.en}.`,
      ar: `ثلاثة مستويات، HCSA وHCSP وHCSE، للمحترفين الذين يصممون ${brand.products.ar} ويركّبونها ويصونونها.`,
      de: `Drei Stufen – HCSA, HCSP und HCSE – für Fachleute, die mit ${brand.products.de} planen, installieren und warten.`,
    },
  };
  const generalOverview: Page = {
    title: suffix({
      en: "General Security Certification (GSC)",
      ar: "الشهادة العامة للأمن (GSC)",
      de: "Allgemeine Sicherheitszertifizierung (GSC)",
    }),
    description: {
      en: "A vendor-neutral certification in two levels, CGSA and CGSP, covering video surveillance, networking and system design.",
      ar: "شهادة محايدة تجاه الموردين بمستويين، CGSA وCGSP، تغطي المراقبة بالفيديو والشبكات وتصميم الأنظمة.",
      de: "Eine herstellerneutrale Zertifizierung in zwei Stufen, CGSA und CGSP, zu Videoüberwachung, Netzwerken und Systemplanung.",
    },
  };
  return {
    "/": {
      title: {
        en: `${academy.en} | Security Certification and Training`,
        ar: `${academy.ar} | شهادات وتدريب في مجال الأمن`,
        de: `${academy.en} | Sicherheitszertifizierung und Schulung`,
      },
      description: {
        en: `Online courses, instructor-led training and exams for security professionals. Earn the ${brand.brandTrack.en} and the General Security Certification.`,
        ar: `دورات عبر الإنترنت وتدريب بإشراف مدرّبين واختبارات للعاملين في مجال الأمن. احصل على ${brand.brandTrack.ar} والشهادة العامة للأمن.`,
        de: `Online-Kurse, Präsenzschulungen und Prüfungen für Sicherheitsprofis. Erwerben Sie die ${brand.brandTrack.de} und die Allgemeine Sicherheitszertifizierung.`,
      },
    },
    "/search": {
      title: suffix({ en: "Search", ar: "البحث", de: "Suche" }),
      description: {
        en: "Find certifications, courses, classroom training and news.",
        ar: "ابحث عن الشهادات والدورات والتدريب الحضوري والأخبار.",
        de: "Finden Sie Zertifizierungen, Kurse, Präsenzschulungen und News.",
      },
    },
    "/my-learning": {
      title: suffix({ en: "My Learning", ar: "تعلّمي", de: "Mein Lernbereich" }),
      description: {
        en: "Your credits, certificates, exams, courses and medals in one place.",
        ar: "ساعاتك المعتمدة وشهاداتك واختباراتك ودوراتك وأوسمتك في مكان واحد.",
        de: "Ihre Credits, Zertifikate, Prüfungen, Kurse und Medaillen an einem Ort.",
      },
    },
    "/news": {
      title: suffix({ en: "News", ar: "الأخبار", de: "News" }),
      description: {
        en: "New certification levels, webinar series, practical exam dates and platform updates.",
        ar: "مستويات شهادات جديدة وسلاسل ندوات عبر الإنترنت ومواعيد الاختبارات العملية وتحديثات المنصة.",
        de: "Neue Zertifizierungsstufen, Webinarreihen, Termine für praktische Prüfungen und Plattform-Updates.",
      },
    },
    "/faq": {
      title: suffix({ en: "FAQ", ar: "الأسئلة الشائعة", de: "FAQ" }),
      description: {
        en: "Answers to common questions about enrolment, exams, certificates and your account.",
        ar: "إجابات عن الأسئلة الشائعة حول التسجيل والاختبارات والشهادات وحسابك.",
        de: "Antworten auf häufige Fragen zu Anmeldung, Prüfungen, Zertifikaten und Ihrem Konto.",
      },
    },
    "/exception/notFound": {
      title: suffix({ en: "Page not found", ar: "الصفحة غير موجودة", de: "Seite nicht gefunden" }),
      description: {
        en: "The page you are looking for does not exist or has moved.",
        ar: "الصفحة التي تبحث عنها غير موجودة أو تم نقلها.",
        de: "Die gesuchte Seite existiert nicht oder wurde verschoben.",
      },
    },
    "/hikvision-security-certification/overview": brandOverview,
    "/general-security-certification/overview": generalOverview,
    "/educational-video/list": {
      title: suffix({ en: "Educational videos", ar: "فيديوهات تعليمية", de: "Lehrvideos" }),
      description: {
        en: "Free short videos on products, installation tips and security technology.",
        ar: "فيديوهات قصيرة مجانية عن المنتجات ونصائح التركيب وتقنيات الأمن.",
        de: "Kostenlose Kurzvideos zu Produkten, Installationstipps und Sicherheitstechnik.",
      },
    },
    // Tenants without brand track paths list the tracks under /overview/{kind}.
    [trackPathsOf(brand.tenantId).brand.overview]: brandOverview,
    [trackPathsOf(brand.tenantId).general.overview]: generalOverview,
  };
}

export function seoConfigRows(): SeoRow[] {
  return siteLanguagePairs.flatMap((pair) =>
    Object.entries(pages(brandOf(pair.tenantId))).map(([url, page]) => ({
      siteId: pair.siteId,
      languageId: pair.languageId,
      url,
      title: pick(page.title, pair.languageId),
      description: pick(page.description, pair.languageId),
    })),
  );
}
