import type { footerLinks, SocialMediaLink } from "../../schema/site.ts";
import { siteLanguagePairs, type SiteLanguage } from "./sites.ts";
import { brandOf, TenantId, trackPathsOf, type TrackPaths } from "./tenants.ts";
import { pick, type Localized } from "./texts.ts";

type FooterRow = typeof footerLinks.$inferInsert;
type Link = { title: Localized; url: string; image?: string };

/** Footer areas (frame §2 "Footer"; contract FooterArea). */
const Area = {
  generalCertification: 1,
  brandCertification: 2,
  quickLinks: 3,
  relatedLinks: 4,
  strategicPartners: 5,
  copyright: 6,
  social: 7,
} as const;

/** Partner logos appear only on these sites, so "shown only if present" is exercised. */
const sitesWithPartners = new Set([1, 2, 8, 19]);

const partners: { name: string; url: string }[] = [
  { name: "Northwind Security Distribution", url: "https://www.northwind-security.example" },
  { name: "Contoso Systems", url: "https://www.contoso-systems.example" },
  { name: "Fabrikam Integration", url: "https://www.fabrikam-integration.example" },
  { name: "Tailspin Networks", url: "https://www.tailspin-networks.example" },
];

function trackLinks(paths: TrackPaths, withInstructorLed: boolean): Link[] {
  const links: Link[] = [
    {
      title: {
        en: "Overview",
        ar: "نظرة عامة",
        de: "Überblick",
        fr: "Présentation",
        it: "Panoramica",
        es: "Información general",
        pl: "Przegląd",
        nl: "Overzicht",
        cs: "Přehled",
        pt: "Visão geral",
        tr: "Genel bakış",
        ko: "개요",
        vi: "Tổng quan",
        th: "ภาพรวม",
        lt: "Apžvalga",
      },
      url: paths.overview,
    },
    {
      title: {
        en: "Self-paced training",
        ar: "التدريب الذاتي",
        de: "Selbstlernkurse",
        fr: "Formation en autonomie",
        it: "Formazione in autonomia",
        es: "Formación a tu ritmo",
        pl: "Szkolenia we własnym tempie",
        nl: "Zelfstudie",
        cs: "Samostudium",
        pt: "Treinamento no seu ritmo",
        tr: "Kendi hızınızda eğitim",
        ko: "자율 학습",
        vi: "Tự học",
        th: "การเรียนด้วยตนเอง",
        lt: "Savarankiškas mokymasis",
      },
      url: paths.selfPaced,
    },
  ];
  if (withInstructorLed)
    links.push({
      title: {
        en: "Instructor-led training",
        ar: "التدريب بإشراف مدرّب",
        de: "Präsenzschulungen",
        fr: "Formation avec formateur",
        it: "Formazione con formatore",
        es: "Formación con instructor",
        pl: "Szkolenia z trenerem",
        nl: "Training met trainer",
        cs: "Školení s lektorem",
        pt: "Treinamento com instrutor",
        tr: "Eğitmen eşliğinde eğitim",
        ko: "강사 주도 교육",
        vi: "Đào tạo có giảng viên",
        th: "การฝึกอบรมโดยวิทยากร",
        lt: "Mokymai su lektoriumi",
      },
      url: paths.classroom,
    });
  return links;
}

const quickLinks: Link[] = [
  {
    title: {
      en: "News",
      ar: "الأخبار",
      de: "News",
      fr: "Actualités",
      it: "Notizie",
      es: "Noticias",
      pl: "Aktualności",
      nl: "Nieuws",
      cs: "Novinky",
      pt: "Notícias",
      tr: "Haberler",
      ko: "뉴스",
      vi: "Tin tức",
      th: "ข่าวสาร",
      lt: "Naujienos",
    },
    url: "/news",
  },
  {
    title: {
      en: "FAQ",
      ar: "الأسئلة الشائعة",
      de: "FAQ",
      fr: "FAQ",
      it: "FAQ",
      es: "Preguntas frecuentes",
      pl: "FAQ",
      nl: "Veelgestelde vragen",
      cs: "Časté dotazy",
      pt: "Perguntas frequentes",
      tr: "Sıkça sorulan sorular",
      ko: "자주 묻는 질문",
      vi: "Câu hỏi thường gặp",
      th: "คำถามที่พบบ่อย",
      lt: "DUK",
    },
    url: "/faq",
  },
  {
    title: {
      en: "Trainer team",
      ar: "فريق المدرّبين",
      de: "Trainerteam",
      fr: "Équipe de formateurs",
      it: "Team dei formatori",
      es: "Equipo de instructores",
      pl: "Zespół trenerów",
      nl: "Trainersteam",
      cs: "Tým lektorů",
      pt: "Equipe de instrutores",
      tr: "Eğitmen ekibi",
      ko: "강사진",
      vi: "Đội ngũ giảng viên",
      th: "ทีมวิทยากร",
      lt: "Lektorių komanda",
    },
    url: "/trainer-team",
  },
  {
    title: {
      en: "Smart-try",
      ar: "جرّب بذكاء",
      de: "Smart-try",
      fr: "Smart-try",
      it: "Smart-try",
      es: "Smart-try",
      pl: "Smart-try",
      nl: "Smart-try",
      cs: "Smart-try",
      pt: "Smart-try",
      tr: "Smart-try",
      ko: "Smart-try",
      vi: "Smart-try",
      th: "Smart-try",
      lt: "Smart-try",
    },
    url: "/smart-try",
  },
  {
    title: {
      en: "Cookie preferences",
      ar: "تفضيلات ملفات تعريف الارتباط",
      de: "Cookie-Einstellungen",
      fr: "Paramètres des cookies",
      it: "Preferenze cookie",
      es: "Preferencias de cookies",
      pl: "Ustawienia plików cookie",
      nl: "Cookievoorkeuren",
      cs: "Nastavení cookies",
      pt: "Preferências de cookies",
      tr: "Çerez tercihleri",
      ko: "쿠키 설정",
      vi: "Tùy chọn cookie",
      th: "การตั้งค่าคุกกี้",
      lt: "Slapukų nustatymai",
    },
    url: "/cookies-preferences",
  },
];

function relatedLinks(brandName: string, domain: string): Link[] {
  return [
    {
      title: {
        en: `${brandName} website`,
        ar: `موقع ${brandName}`,
        de: `${brandName} Website`,
        fr: `Site ${brandName}`,
        it: `Sito ${brandName}`,
        es: `Sitio web de ${brandName}`,
        pl: `Strona ${brandName}`,
        nl: `Website van ${brandName}`,
        cs: `Web společnosti ${brandName}`,
        pt: `Site da ${brandName}`,
        tr: `${brandName} web sitesi`,
        ko: `${brandName} 웹사이트`,
        vi: `Trang web ${brandName}`,
        th: `เว็บไซต์ ${brandName}`,
        lt: `${brandName} svetainė`,
      },
      url: `https://www.${domain}`,
    },
    {
      title: {
        en: "Partner portal",
        ar: "بوابة الشركاء",
        de: "Partnerportal",
        fr: "Portail partenaires",
        it: "Portale partner",
        es: "Portal de socios",
        pl: "Portal partnerski",
        nl: "Partnerportal",
        cs: "Partnerský portál",
        pt: "Portal de parceiros",
        tr: "İş ortağı portalı",
        ko: "파트너 포털",
        vi: "Cổng thông tin đối tác",
        th: "พอร์ทัลพันธมิตร",
        lt: "Partnerių portalas",
      },
      url: `https://partners.${domain}`,
    },
    {
      title: {
        en: "Technical support",
        ar: "الدعم الفني",
        de: "Technischer Support",
        fr: "Support technique",
        it: "Supporto tecnico",
        es: "Soporte técnico",
        pl: "Wsparcie techniczne",
        nl: "Technische ondersteuning",
        cs: "Technická podpora",
        pt: "Suporte técnico",
        tr: "Teknik destek",
        ko: "기술 지원",
        vi: "Hỗ trợ kỹ thuật",
        th: "ฝ่ายสนับสนุนด้านเทคนิค",
        lt: "Techninė pagalba",
      },
      url: `https://support.${domain}`,
    },
    {
      title: {
        en: "Download centre",
        ar: "مركز التنزيلات",
        de: "Downloadcenter",
        fr: "Centre de téléchargement",
        it: "Area download",
        es: "Centro de descargas",
        pl: "Centrum pobierania",
        nl: "Downloadcentrum",
        cs: "Centrum ke stažení",
        pt: "Central de downloads",
        tr: "İndirme merkezi",
        ko: "다운로드 센터",
        vi: "Trung tâm tải xuống",
        th: "ศูนย์ดาวน์โหลด",
        lt: "Atsisiuntimų centras",
      },
      url: `https://www.${domain}/download`,
    },
  ];
}

function copyrightLinks(domain: string): Link[] {
  return [
    {
      title: {
        en: "Privacy policy",
        ar: "سياسة الخصوصية",
        de: "Datenschutzerklärung",
        fr: "Politique de confidentialité",
        it: "Informativa sulla privacy",
        es: "Política de privacidad",
        pl: "Polityka prywatności",
        nl: "Privacybeleid",
        cs: "Zásady ochrany osobních údajů",
        pt: "Política de privacidade",
        tr: "Gizlilik politikası",
        ko: "개인정보 처리방침",
        vi: "Chính sách quyền riêng tư",
        th: "นโยบายความเป็นส่วนตัว",
        lt: "Privatumo politika",
      },
      url: `https://www.${domain}/privacy-policy`,
    },
    {
      title: {
        en: "Terms of use",
        ar: "شروط الاستخدام",
        de: "Nutzungsbedingungen",
        fr: "Conditions d’utilisation",
        it: "Termini di utilizzo",
        es: "Condiciones de uso",
        pl: "Warunki korzystania",
        nl: "Gebruiksvoorwaarden",
        cs: "Podmínky používání",
        pt: "Termos de uso",
        tr: "Kullanım koşulları",
        ko: "이용약관",
        vi: "Điều khoản sử dụng",
        th: "ข้อกำหนดการใช้งาน",
        lt: "Naudojimo sąlygos",
      },
      url: `https://www.${domain}/terms-of-use`,
    },
    {
      title: {
        en: "Cookie policy",
        ar: "سياسة ملفات تعريف الارتباط",
        de: "Cookie-Richtlinie",
        fr: "Politique relative aux cookies",
        it: "Informativa sui cookie",
        es: "Política de cookies",
        pl: "Polityka plików cookie",
        nl: "Cookiebeleid",
        cs: "Zásady používání souborů cookie",
        pt: "Política de cookies",
        tr: "Çerez politikası",
        ko: "쿠키 정책",
        vi: "Chính sách cookie",
        th: "นโยบายคุกกี้",
        lt: "Slapukų politika",
      },
      url: `https://www.${domain}/cookie-policy`,
    },
  ];
}

type Social = { name: string; image: string; links: { title: Localized; url: string }[] };

/** YouTube has regional channels, so its icon shows the tooltip list; the others one link. */
function socialItems(handle: string): Social[] {
  const one = (name: string, url: string) => [{ title: { en: name }, url }];
  return [
    {
      name: "YouTube",
      image: "/brand/social-youtube.svg",
      links: [
        {
          title: {
            en: "Global",
            ar: "عالمي",
            de: "Global",
            fr: "International",
            it: "Globale",
            es: "Global",
            pl: "Globalny",
            nl: "Wereldwijd",
            cs: "Globální",
            pt: "Global",
            tr: "Küresel",
            ko: "글로벌",
            vi: "Toàn cầu",
            th: "ทั่วโลก",
            lt: "Pasaulinis",
          },
          url: `https://www.youtube.example/@${handle}`,
        },
        {
          title: {
            en: "Europe",
            ar: "أوروبا",
            de: "Europa",
            fr: "Europe",
            it: "Europa",
            es: "Europa",
            pl: "Europa",
            nl: "Europa",
            cs: "Evropa",
            pt: "Europa",
            tr: "Avrupa",
            ko: "유럽",
            vi: "Châu Âu",
            th: "ยุโรป",
            lt: "Europa",
          },
          url: `https://www.youtube.example/@${handle}-europe`,
        },
        {
          title: {
            en: "Middle East",
            ar: "الشرق الأوسط",
            de: "Naher Osten",
            fr: "Moyen-Orient",
            it: "Medio Oriente",
            es: "Oriente Medio",
            pl: "Bliski Wschód",
            nl: "Midden-Oosten",
            cs: "Blízký východ",
            pt: "Oriente Médio",
            tr: "Orta Doğu",
            ko: "중동",
            vi: "Trung Đông",
            th: "ตะวันออกกลาง",
            lt: "Artimieji Rytai",
          },
          url: `https://www.youtube.example/@${handle}-mea`,
        },
      ],
    },
    {
      name: "LinkedIn",
      image: "/brand/social-linkedin.svg",
      links: one("LinkedIn", `https://www.linkedin.example/company/${handle}`),
    },
    {
      name: "Facebook",
      image: "/brand/social-facebook.svg",
      links: one("Facebook", `https://www.facebook.example/${handle}`),
    },
    { name: "X", image: "/brand/social-x.svg", links: one("X", `https://x.example/${handle}`) },
  ];
}

function rowsOf(pair: SiteLanguage, areaKind: number, links: Link[]): FooterRow[] {
  return links.map((link, index) => ({
    siteId: pair.siteId,
    languageId: pair.languageId,
    areaKind,
    linkTitle: pick(link.title, pair.languageId),
    linkUrl: link.url,
    linkImage: link.image ?? "",
    socialMediaList: null,
    sort: index + 1,
  }));
}

export function footerLinkRows(): FooterRow[] {
  return siteLanguagePairs.flatMap((pair) => {
    const brand = brandOf(pair.tenantId);
    const paths = trackPathsOf(pair.tenantId);
    // Instructor-led training is hidden for the main brand on an EU site (frame §2).
    const withInstructorLed = !(pair.tenantId === TenantId.main && pair.region === "eu");
    const partnerLinks: Link[] = sitesWithPartners.has(pair.siteId)
      ? partners.map((p, i) => ({
          title: { en: p.name },
          url: p.url,
          image: `/brand/partner-${i + 1}.svg`,
        }))
      : [];
    const social: FooterRow[] = socialItems(brand.socialHandle).map((item, index) => ({
      siteId: pair.siteId,
      languageId: pair.languageId,
      areaKind: Area.social,
      linkTitle: item.name,
      linkUrl: "",
      linkImage: item.image,
      socialMediaList: item.links.map((l): SocialMediaLink => ({
        title: pick(l.title, pair.languageId),
        link: l.url,
      })),
      sort: index + 1,
    }));
    return [
      ...rowsOf(pair, Area.generalCertification, trackLinks(paths.general, withInstructorLed)),
      ...rowsOf(pair, Area.brandCertification, trackLinks(paths.brand, withInstructorLed)),
      ...rowsOf(pair, Area.quickLinks, quickLinks),
      ...rowsOf(pair, Area.relatedLinks, relatedLinks(brand.brandName, brand.domain)),
      ...rowsOf(pair, Area.strategicPartners, partnerLinks),
      ...rowsOf(pair, Area.copyright, copyrightLinks(brand.domain)),
      ...social,
    ];
  });
}
