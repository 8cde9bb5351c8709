import type { dictItems } from "../../schema/site.ts";
import { siteLanguagePairs, type SiteLanguage } from "./sites.ts";
import { brandOf } from "./tenants.ts";
import { pick, type Localized } from "./texts.ts";

/** The dictionary types this seed owns; re-seeding replaces exactly these. */
export const seededDictTypes = [
  "front_logo",
  "certificate_step",
  "certification_programs",
  "learn_ways",
] as const;

type DictRow = typeof dictItems.$inferInsert;
type Item = { label: Localized; value: Localized };

/** The four steps to a certificate on the home page (frame §9 for the numbers). */
const certificateSteps: Item[] = [
  {
    label: {
      en: "Enrol",
      ar: "التسجيل",
      de: "Anmelden",
      fr: "S’inscrire",
      it: "Iscriviti",
      es: "Inscríbete",
      pl: "Zapisz się",
    },
    value: {
      en: "Choose a certification and enrol; the associate level comes before the professional level.",
      ar: "اختر الشهادة وسجّل فيها؛ يسبق المستوى المشارك المستوى الاحترافي.",
      de: "Wählen Sie eine Zertifizierung und melden Sie sich an; die Associate-Stufe geht der Professional-Stufe voraus.",
      fr: "Choisissez une certification et inscrivez-vous ; le niveau Associate précède le niveau Professional.",
      it: "Scegli una certificazione e iscriviti; il livello Associate viene prima del livello Professional.",
      es: "Elige una certificación e inscríbete; el nivel asociado va antes del nivel profesional.",
      pl: "Wybierz certyfikację i zapisz się – poziom Associate poprzedza poziom Professional.",
    },
  },
  {
    label: {
      en: "Learn",
      ar: "التعلّم",
      de: "Lernen",
      fr: "Se former",
      it: "Studia",
      es: "Aprende",
      pl: "Ucz się",
    },
    value: {
      en: "Earn the required credits with online video courses and instructor-led training.",
      ar: "اجمع الساعات المعتمدة المطلوبة من خلال الدورات المرئية عبر الإنترنت والتدريب بإشراف مدرّب.",
      de: "Sammeln Sie die erforderlichen Credits mit Online-Videokursen und Präsenzschulungen.",
      fr: "Obtenez les crédits requis grâce aux cours vidéo en ligne et aux formations avec formateur.",
      it: "Ottieni i crediti richiesti con i videocorsi online e la formazione con formatore.",
      es: "Obtén los créditos necesarios con cursos de video online y formación con instructor.",
      pl: "Zdobądź wymagane punkty na kursach wideo online i szkoleniach z trenerem.",
    },
  },
  {
    label: {
      en: "Exam",
      ar: "الاختبار",
      de: "Prüfung",
      fr: "Passer l’examen",
      it: "Sostieni l'esame",
      es: "Haz el examen",
      pl: "Zdaj egzamin",
    },
    value: {
      en: "Pass the one-hour theory exam and the practical exam with a score of 80 or more.",
      ar: "اجتز الاختبار النظري ومدته ساعة واحدة والاختبار العملي بدرجة 80 أو أكثر.",
      de: "Bestehen Sie die einstündige Theorieprüfung und die praktische Prüfung mit mindestens 80 Punkten.",
      fr: "Réussissez l’examen théorique d’une heure et l’examen pratique avec un score d’au moins 80.",
      it: "Supera l'esame teorico di un'ora e l'esame pratico con un punteggio di almeno 80.",
      es: "Aprueba el examen teórico de una hora y el examen práctico con una puntuación de 80 o más.",
      pl: "Zdaj godzinny egzamin teoretyczny i egzamin praktyczny z wynikiem co najmniej 80.",
    },
  },
  {
    label: {
      en: "Apply",
      ar: "طلب الشهادة",
      de: "Beantragen",
      fr: "Demander le certificat",
      it: "Richiedi il certificato",
      es: "Solicita tu certificado",
      pl: "Złóż wniosek",
    },
    value: {
      en: "Apply for your certificate: it is issued within three business days and is valid for two years.",
      ar: "قدّم طلب الحصول على شهادتك: تصدر خلال ثلاثة أيام عمل وتبقى سارية لمدة عامين.",
      de: "Beantragen Sie Ihr Zertifikat: Es wird innerhalb von drei Werktagen ausgestellt und gilt zwei Jahre.",
      fr: "Demandez votre certificat : il est délivré sous trois jours ouvrés et reste valable deux ans.",
      it: "Richiedi il tuo certificato: viene rilasciato entro tre giorni lavorativi ed è valido due anni.",
      es: "Solicita tu certificado: se emite en un plazo de tres días hábiles y tiene una validez de dos años.",
      pl: "Złóż wniosek o certyfikat – zostanie wystawiony w ciągu trzech dni roboczych i będzie ważny przez dwa lata.",
    },
  },
];

const learnWays: Item[] = [
  {
    label: {
      en: "Online video courses",
      ar: "دورات مرئية عبر الإنترنت",
      de: "Online-Videokurse",
      fr: "Cours vidéo en ligne",
      it: "Videocorsi online",
      es: "Cursos de video online",
      pl: "Kursy wideo online",
    },
    value: {
      en: "Learn at your own pace, chapter by chapter, with short quizzes along the way.",
      ar: "تعلّم وفق وتيرتك الخاصة، فصلاً بعد فصل، مع اختبارات قصيرة على طول الطريق.",
      de: "Lernen Sie in Ihrem eigenen Tempo, Kapitel für Kapitel, mit kurzen Quizfragen zwischendurch.",
      fr: "Formez-vous à votre rythme, chapitre par chapitre, avec de courts quiz au fil de l’apprentissage.",
      it: "Impara al tuo ritmo, capitolo per capitolo, con brevi quiz lungo il percorso.",
      es: "Aprende a tu ritmo, capítulo a capítulo, con breves cuestionarios por el camino.",
      pl: "Ucz się we własnym tempie, rozdział po rozdziale, z krótkimi quizami po drodze.",
    },
  },
  {
    label: {
      en: "Instructor-led classroom",
      ar: "تدريب حضوري بإشراف مدرّب",
      de: "Präsenzschulung mit Trainer",
      fr: "Formation en classe avec formateur",
      it: "Formazione in aula con formatore",
      es: "Formación presencial con instructor",
      pl: "Szkolenia z trenerem",
    },
    value: {
      en: "Hands-on training with certified trainers at a training centre near you.",
      ar: "تدريب عملي مع مدرّبين معتمدين في مركز تدريب قريب منك.",
      de: "Praxisnahe Schulung mit zertifizierten Trainern in einem Schulungszentrum in Ihrer Nähe.",
      fr: "Une formation pratique avec des formateurs certifiés, dans un centre de formation près de chez vous.",
      it: "Formazione pratica con formatori certificati in un centro di formazione vicino a te.",
      es: "Formación práctica con instructores certificados en un centro de formación cerca de ti.",
      pl: "Praktyczne szkolenia z certyfikowanymi trenerami w ośrodku szkoleniowym w Twojej okolicy.",
    },
  },
  {
    label: {
      en: "Webinars, workshops and seminars",
      ar: "ندوات عبر الإنترنت وورش عمل وحلقات دراسية",
      de: "Webinare, Workshops und Seminare",
      fr: "Webinaires, ateliers et séminaires",
      it: "Webinar, workshop e seminari",
      es: "Webinars, talleres y seminarios",
      pl: "Webinary, warsztaty i seminaria",
    },
    value: {
      en: "Live sessions on new products, technologies and best practices.",
      ar: "جلسات مباشرة حول المنتجات والتقنيات الجديدة وأفضل الممارسات.",
      de: "Live-Sessions zu neuen Produkten, Technologien und Best Practices.",
      fr: "Des sessions en direct sur les nouveaux produits, les technologies et les bonnes pratiques.",
      it: "Sessioni dal vivo su nuovi prodotti, tecnologie e best practice.",
      es: "Sesiones en directo sobre nuevos productos, tecnologías y buenas prácticas.",
      pl: "Sesje na żywo o nowych produktach, technologiach i dobrych praktykach.",
    },
  },
  {
    label: {
      en: "Practical exams",
      ar: "الاختبارات العملية",
      de: "Praktische Prüfungen",
      fr: "Examens pratiques",
      it: "Esami pratici",
      es: "Exámenes prácticos",
      pl: "Egzaminy praktyczne",
    },
    value: {
      en: "Show your skills on real equipment, onsite or online, in front of an examiner.",
      ar: "أظهر مهاراتك على معدات حقيقية، حضورياً أو عبر الإنترنت، أمام مُمتحِن.",
      de: "Zeigen Sie Ihr Können an echten Geräten – vor Ort oder online, vor einem Prüfer.",
      fr: "Démontrez vos compétences sur du matériel réel, en présentiel ou en ligne, devant un examinateur.",
      it: "Dimostra le tue competenze su apparecchiature reali, in presenza o online, davanti a un esaminatore.",
      es: "Demuestra tus competencias con equipos reales, de forma presencial u online, ante un examinador.",
      pl: "Pokaż swoje umiejętności na prawdziwym sprzęcie – stacjonarnie lub online, przed egzaminatorem.",
    },
  },
];

/** The home page's program cards: the brand track (hsc) and the general track (gsc). */
function certificationPrograms(tenantId: number): Item[] {
  const brand = brandOf(tenantId);
  const track = brand.brandTrack;
  const products = brand.products;
  return [
    {
      label: {
        en: `${track.en} (HSC)`,
        ar: `${track.ar} (HSC)`,
        de: `${track.de} (HSC)`,
        fr: `${track.fr ?? track.en} (HSC)`,
        it: `${track.it ?? track.en} (HSC)`,
        es: `${track.es ?? track.en} (HSC)`,
        pl: `${track.pl ?? track.en} (HSC)`,
      },
      value: {
        en: `Prove your skills in designing, installing and maintaining ${products.en}, step by step from associate to expert. Levels: HCSA, HCSP, HCSE.`,
        ar: `أثبت مهاراتك في تصميم ${products.ar} وتركيبها وصيانتها، خطوة بخطوة من المستوى المشارك إلى مستوى الخبير. المستويات: HCSA وHCSP وHCSE.`,
        de: `Weisen Sie Ihre Kompetenz in Planung, Installation und Wartung von ${products.de} nach – Schritt für Schritt vom Associate bis zum Expert. Stufen: HCSA, HCSP, HCSE.`,
        fr: `Validez vos compétences en conception, installation et maintenance de ${products.fr ?? products.en}, étape par étape, du niveau Associate au niveau Expert. Niveaux : HCSA, HCSP, HCSE.`,
        it: `Dimostra le tue competenze nella progettazione, installazione e manutenzione di ${products.it ?? products.en}, passo dopo passo, dal livello Associate al livello Expert. Livelli: HCSA, HCSP, HCSE.`,
        es: `Demuestra tus competencias en el diseño, la instalación y el mantenimiento de ${products.es ?? products.en}, paso a paso, del nivel asociado al experto. Niveles: HCSA, HCSP, HCSE.`,
        pl: `Potwierdź swoje umiejętności w projektowaniu, instalacji i konserwacji ${products.pl ?? products.en} – krok po kroku, od poziomu Associate do Expert. Poziomy: HCSA, HCSP, HCSE.`,
      },
    },
    {
      label: {
        en: "General Security Certification (GSC)",
        ar: "الشهادة العامة للأمن (GSC)",
        de: "Allgemeine Sicherheitszertifizierung (GSC)",
        fr: "Certification générale en sécurité (GSC)",
        it: "Certificazione generale per la sicurezza (GSC)",
        es: "Certificación general en seguridad (GSC)",
        pl: "Ogólna certyfikacja z systemów zabezpieczeń (GSC)",
      },
      value: {
        en: "Vendor-neutral fundamentals of video surveillance, networking, storage and system design for every security professional. Levels: CGSA, CGSP.",
        ar: "أساسيات محايدة تجاه الموردين في المراقبة بالفيديو والشبكات والتخزين وتصميم الأنظمة لكل العاملين في مجال الأمن. المستويات: CGSA وCGSP.",
        de: "Herstellerneutrale Grundlagen zu Videoüberwachung, Netzwerken, Speicherung und Systemplanung für alle Sicherheitsprofis. Stufen: CGSA, CGSP.",
        fr: "Les bases de la vidéosurveillance, des réseaux, du stockage et de la conception de systèmes, indépendantes de tout fabricant, pour tous les professionnels de la sécurité. Niveaux : CGSA, CGSP.",
        it: "Le basi di videosorveglianza, reti, archiviazione e progettazione di sistemi, indipendenti dal produttore, per ogni professionista della sicurezza. Livelli: CGSA, CGSP.",
        es: "Fundamentos de videovigilancia, redes, almacenamiento y diseño de sistemas, independientes del fabricante, para cualquier profesional de la seguridad. Niveles: CGSA, CGSP.",
        pl: "Niezależne od producenta podstawy monitoringu wizyjnego, sieci, przechowywania danych i projektowania systemów dla wszystkich specjalistów branży zabezpieczeń. Poziomy: CGSA, CGSP.",
      },
    },
  ];
}

function itemsOf(pair: SiteLanguage, dictType: string, items: Item[]): DictRow[] {
  return items.map((item, index) => ({
    siteId: pair.siteId,
    languageId: pair.languageId,
    dictType,
    dictLabel: pick(item.label, pair.languageId),
    dictValue: pick(item.value, pair.languageId),
    sort: index + 1,
  }));
}

export function dictItemRows(): DictRow[] {
  return siteLanguagePairs.flatMap((pair) => {
    const brand = brandOf(pair.tenantId);
    return [
      // The header logo (frame §2): dictLabel is the image, dictValue its alt text.
      {
        siteId: pair.siteId,
        languageId: pair.languageId,
        dictType: "front_logo",
        dictLabel: brand.logo,
        dictValue: brand.brandName,
        sort: 1,
      },
      ...itemsOf(pair, "certificate_step", certificateSteps),
      ...itemsOf(pair, "certification_programs", certificationPrograms(pair.tenantId)),
      ...itemsOf(pair, "learn_ways", learnWays),
    ];
  });
}
