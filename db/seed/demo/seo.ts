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
    fr: `${title.fr ?? title.en} | ${academy.fr ?? academy.en}`,
    it: `${title.it ?? title.en} | ${academy.it ?? academy.en}`,
    es: `${title.es ?? title.en} | ${academy.es ?? academy.en}`,
    pl: `${title.pl ?? title.en} | ${academy.pl ?? academy.en}`,
  });
  const brandOverview: Page = {
    title: suffix({
      en: `${brand.brandTrack.en} (HSC)`,
      ar: `${brand.brandTrack.ar} (HSC)`,
      de: `${brand.brandTrack.de} (HSC)`,
      fr: `${brand.brandTrack.fr ?? brand.brandTrack.en} (HSC)`,
      it: `${brand.brandTrack.it ?? brand.brandTrack.en} (HSC)`,
      es: `${brand.brandTrack.es ?? brand.brandTrack.en} (HSC)`,
      pl: `${brand.brandTrack.pl ?? brand.brandTrack.en} (HSC)`,
    }),
    description: {
      en: `Three levels, HCSA, HCSP and HCSE, for professionals who design, install and maintain ${brand.products.en}.`,
      ar: `ثلاثة مستويات، HCSA وHCSP وHCSE، للمحترفين الذين يصممون ${brand.products.ar} ويركّبونها ويصونونها.`,
      de: `Drei Stufen – HCSA, HCSP und HCSE – für Fachleute, die mit ${brand.products.de} planen, installieren und warten.`,
      fr: `Trois niveaux, HCSA, HCSP et HCSE, pour les professionnels qui conçoivent, installent et entretiennent des ${brand.products.fr ?? brand.products.en}.`,
      it: `Tre livelli, HCSA, HCSP e HCSE, per chi si occupa di progettazione, installazione e manutenzione di ${brand.products.it ?? brand.products.en}.`,
      es: `Tres niveles, HCSA, HCSP y HCSE, para profesionales que diseñan, instalan y mantienen ${brand.products.es ?? brand.products.en}.`,
      pl: `Trzy poziomy – HCSA, HCSP i HCSE – dla specjalistów zajmujących się projektowaniem, instalacją i konserwacją ${brand.products.pl ?? brand.products.en}.`,
    },
  };
  const generalOverview: Page = {
    title: suffix({
      en: "General Security Certification (GSC)",
      ar: "الشهادة العامة للأمن (GSC)",
      de: "Allgemeine Sicherheitszertifizierung (GSC)",
      fr: "Certification générale en sécurité (GSC)",
      it: "Certificazione generale per la sicurezza (GSC)",
      es: "Certificación general en seguridad (GSC)",
      pl: "Ogólna certyfikacja z systemów zabezpieczeń (GSC)",
    }),
    description: {
      en: "A vendor-neutral certification in two levels, CGSA and CGSP, covering video surveillance, networking and system design.",
      ar: "شهادة محايدة تجاه الموردين بمستويين، CGSA وCGSP، تغطي المراقبة بالفيديو والشبكات وتصميم الأنظمة.",
      de: "Eine herstellerneutrale Zertifizierung in zwei Stufen, CGSA und CGSP, zu Videoüberwachung, Netzwerken und Systemplanung.",
      fr: "Une certification indépendante de tout fabricant, en deux niveaux, CGSA et CGSP, consacrée à la vidéosurveillance, aux réseaux et à la conception de systèmes.",
      it: "Una certificazione indipendente dal produttore, su due livelli, CGSA e CGSP, dedicata a videosorveglianza, reti e progettazione di sistemi.",
      es: "Una certificación independiente del fabricante, con dos niveles, CGSA y CGSP, que abarca videovigilancia, redes y diseño de sistemas.",
      pl: "Niezależna od producenta certyfikacja na dwóch poziomach, CGSA i CGSP, obejmująca monitoring wizyjny, sieci i projektowanie systemów.",
    },
  };
  return {
    "/": {
      title: {
        en: `${academy.en} | Security Certification and Training`,
        ar: `${academy.ar} | شهادات وتدريب في مجال الأمن`,
        de: `${academy.en} | Sicherheitszertifizierung und Schulung`,
        fr: `${academy.fr ?? academy.en} | Certification et formation en sécurité`,
        it: `${academy.it ?? academy.en} | Certificazione e formazione per la sicurezza`,
        es: `${academy.es ?? academy.en} | Certificación y formación en seguridad`,
        pl: `${academy.pl ?? academy.en} | Certyfikacja i szkolenia z systemów zabezpieczeń`,
      },
      description: {
        en: `Online courses, instructor-led training and exams for security professionals. Earn the ${brand.brandTrack.en} and the General Security Certification.`,
        ar: `دورات عبر الإنترنت وتدريب بإشراف مدرّبين واختبارات للعاملين في مجال الأمن. احصل على ${brand.brandTrack.ar} والشهادة العامة للأمن.`,
        de: `Online-Kurse, Präsenzschulungen und Prüfungen für Sicherheitsprofis. Erwerben Sie die ${brand.brandTrack.de} und die Allgemeine Sicherheitszertifizierung.`,
        fr: `Cours en ligne, formations avec formateur et examens pour les professionnels de la sécurité. Obtenez la ${brand.brandTrack.fr ?? brand.brandTrack.en} et la Certification générale en sécurité.`,
        it: `Corsi online, formazione con formatore ed esami per i professionisti della sicurezza. Ottieni la ${brand.brandTrack.it ?? brand.brandTrack.en} e la Certificazione generale per la sicurezza.`,
        es: `Cursos online, formación con instructor y exámenes para profesionales de la seguridad. Obtén la ${brand.brandTrack.es ?? brand.brandTrack.en} y la Certificación general en seguridad.`,
        pl: `Kursy online, szkolenia z trenerem i egzaminy dla specjalistów branży zabezpieczeń. Dwie ścieżki certyfikacji: ${brand.brandTrack.pl ?? brand.brandTrack.en} oraz Ogólna certyfikacja z systemów zabezpieczeń.`,
      },
    },
    "/search": {
      title: suffix({
        en: "Search",
        ar: "البحث",
        de: "Suche",
        fr: "Recherche",
        it: "Cerca",
        es: "Búsqueda",
        pl: "Wyszukiwanie",
      }),
      description: {
        en: "Find certifications, courses, classroom training and news.",
        ar: "ابحث عن الشهادات والدورات والتدريب الحضوري والأخبار.",
        de: "Finden Sie Zertifizierungen, Kurse, Präsenzschulungen und News.",
        fr: "Trouvez des certifications, des cours, des formations en classe et des actualités.",
        it: "Trova certificazioni, corsi, formazione in aula e notizie.",
        es: "Encuentra certificaciones, cursos, formación presencial y noticias.",
        pl: "Znajdź certyfikacje, kursy, szkolenia z trenerem i aktualności.",
      },
    },
    "/my-learning": {
      title: suffix({
        en: "My Learning",
        ar: "تعلّمي",
        de: "Mein Lernbereich",
        fr: "Mon espace formation",
        it: "La mia formazione",
        es: "Mi aprendizaje",
        pl: "Moja nauka",
      }),
      description: {
        en: "Your credits, certificates, exams, courses and medals in one place.",
        ar: "ساعاتك المعتمدة وشهاداتك واختباراتك ودوراتك وأوسمتك في مكان واحد.",
        de: "Ihre Credits, Zertifikate, Prüfungen, Kurse und Medaillen an einem Ort.",
        fr: "Vos crédits, certificats, examens, cours et médailles réunis au même endroit.",
        it: "I tuoi crediti, certificati, esami, corsi e medaglie in un unico posto.",
        es: "Tus créditos, certificados, exámenes, cursos y medallas en un solo lugar.",
        pl: "Twoje punkty, certyfikaty, egzaminy, kursy i medale w jednym miejscu.",
      },
    },
    "/news": {
      title: suffix({
        en: "News",
        ar: "الأخبار",
        de: "News",
        fr: "Actualités",
        it: "Notizie",
        es: "Noticias",
        pl: "Aktualności",
      }),
      description: {
        en: "New certification levels, webinar series, practical exam dates and platform updates.",
        ar: "مستويات شهادات جديدة وسلاسل ندوات عبر الإنترنت ومواعيد الاختبارات العملية وتحديثات المنصة.",
        de: "Neue Zertifizierungsstufen, Webinarreihen, Termine für praktische Prüfungen und Plattform-Updates.",
        fr: "Nouveaux niveaux de certification, cycles de webinaires, dates d’examens pratiques et nouveautés de la plateforme.",
        it: "Nuovi livelli di certificazione, cicli di webinar, date degli esami pratici e aggiornamenti della piattaforma.",
        es: "Nuevos niveles de certificación, ciclos de webinars, fechas de exámenes prácticos y novedades de la plataforma.",
        pl: "Nowe poziomy certyfikacji, cykle webinarów, terminy egzaminów praktycznych i nowości na platformie.",
      },
    },
    "/faq": {
      title: suffix({
        en: "FAQ",
        ar: "الأسئلة الشائعة",
        de: "FAQ",
        fr: "FAQ",
        it: "FAQ",
        es: "Preguntas frecuentes",
        pl: "FAQ",
      }),
      description: {
        en: "Answers to common questions about enrolment, exams, certificates and your account.",
        ar: "إجابات عن الأسئلة الشائعة حول التسجيل والاختبارات والشهادات وحسابك.",
        de: "Antworten auf häufige Fragen zu Anmeldung, Prüfungen, Zertifikaten und Ihrem Konto.",
        fr: "Les réponses aux questions fréquentes sur l’inscription, les examens, les certificats et votre compte.",
        it: "Risposte alle domande più frequenti su iscrizione, esami, certificati e account.",
        es: "Respuestas a las preguntas frecuentes sobre inscripción, exámenes, certificados y tu cuenta.",
        pl: "Odpowiedzi na najczęstsze pytania o zapisy, egzaminy, certyfikaty i Twoje konto.",
      },
    },
    "/exception/notFound": {
      title: suffix({
        en: "Page not found",
        ar: "الصفحة غير موجودة",
        de: "Seite nicht gefunden",
        fr: "Page introuvable",
        it: "Pagina non trovata",
        es: "Página no encontrada",
        pl: "Nie znaleziono strony",
      }),
      description: {
        en: "The page you are looking for does not exist or has moved.",
        ar: "الصفحة التي تبحث عنها غير موجودة أو تم نقلها.",
        de: "Die gesuchte Seite existiert nicht oder wurde verschoben.",
        fr: "La page que vous recherchez n’existe pas ou a été déplacée.",
        it: "La pagina che cerchi non esiste o è stata spostata.",
        es: "La página que buscas no existe o se ha movido.",
        pl: "Strona, której szukasz, nie istnieje lub została przeniesiona.",
      },
    },
    "/hikvision-security-certification/overview": brandOverview,
    "/general-security-certification/overview": generalOverview,
    "/educational-video/list": {
      title: suffix({
        en: "Educational videos",
        ar: "فيديوهات تعليمية",
        de: "Lehrvideos",
        fr: "Vidéos pédagogiques",
        it: "Video formativi",
        es: "Videos formativos",
        pl: "Filmy edukacyjne",
      }),
      description: {
        en: "Free short videos on products, installation tips and security technology.",
        ar: "فيديوهات قصيرة مجانية عن المنتجات ونصائح التركيب وتقنيات الأمن.",
        de: "Kostenlose Kurzvideos zu Produkten, Installationstipps und Sicherheitstechnik.",
        fr: "Des vidéos courtes et gratuites sur les produits, les conseils d’installation et les technologies de sécurité.",
        it: "Brevi video gratuiti su prodotti, consigli di installazione e tecnologie per la sicurezza.",
        es: "Videos cortos y gratuitos sobre productos, consejos de instalación y tecnología de seguridad.",
        pl: "Bezpłatne krótkie filmy o produktach, wskazówkach montażowych i technologiach zabezpieczeń.",
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
