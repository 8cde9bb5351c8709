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
    label: { en: "Enrol", ar: "التسجيل", de: "Anmelden" },
    value: {
      en: "Choose a certification and enrol; the associate level comes before the professional level.",
      ar: "اختر الشهادة وسجّل فيها؛ يسبق المستوى المشارك المستوى الاحترافي.",
      de: "Wählen Sie eine Zertifizierung und melden Sie sich an; die Associate-Stufe geht der Professional-Stufe voraus.",
    },
  },
  {
    label: { en: "Learn", ar: "التعلّم", de: "Lernen" },
    value: {
      en: "Earn the required credits with online video courses and instructor-led training.",
      ar: "اجمع الساعات المعتمدة المطلوبة من خلال الدورات المرئية عبر الإنترنت والتدريب بإشراف مدرّب.",
      de: "Sammeln Sie die erforderlichen Credits mit Online-Videokursen und Präsenzschulungen.",
    },
  },
  {
    label: { en: "Exam", ar: "الاختبار", de: "Prüfung" },
    value: {
      en: "Pass the one-hour theory exam and the practical exam with a score of 80 or more.",
      ar: "اجتز الاختبار النظري ومدته ساعة واحدة والاختبار العملي بدرجة 80 أو أكثر.",
      de: "Bestehen Sie die einstündige Theorieprüfung und die praktische Prüfung mit mindestens 80 Punkten.",
    },
  },
  {
    label: { en: "Apply", ar: "طلب الشهادة", de: "Beantragen" },
    value: {
      en: "Apply for your certificate: it is issued within three business days and is valid for two years.",
      ar: "قدّم طلب الحصول على شهادتك: تصدر خلال ثلاثة أيام عمل وتبقى سارية لمدة عامين.",
      de: "Beantragen Sie Ihr Zertifikat: Es wird innerhalb von drei Werktagen ausgestellt und gilt zwei Jahre.",
    },
  },
];

const learnWays: Item[] = [
  {
    label: { en: "Online video courses", ar: "دورات مرئية عبر الإنترنت", de: "Online-Videokurse" },
    value: {
      en: "Learn at your own pace, chapter by chapter, with short quizzes along the way.",
      ar: "تعلّم وفق وتيرتك الخاصة، فصلاً بعد فصل، مع اختبارات قصيرة على طول الطريق.",
      de: "Lernen Sie in Ihrem eigenen Tempo, Kapitel für Kapitel, mit kurzen Quizfragen zwischendurch.",
    },
  },
  {
    label: {
      en: "Instructor-led classroom",
      ar: "تدريب حضوري بإشراف مدرّب",
      de: "Präsenzschulung mit Trainer",
    },
    value: {
      en: "Hands-on training with certified trainers at a training centre near you.",
      ar: "تدريب عملي مع مدرّبين معتمدين في مركز تدريب قريب منك.",
      de: "Praxisnahe Schulung mit zertifizierten Trainern in einem Schulungszentrum in Ihrer Nähe.",
    },
  },
  {
    label: {
      en: "Webinars, workshops and seminars",
      ar: "ندوات عبر الإنترنت وورش عمل وحلقات دراسية",
      de: "Webinare, Workshops und Seminare",
    },
    value: {
      en: "Live sessions on new products, technologies and best practices.",
      ar: "جلسات مباشرة حول المنتجات والتقنيات الجديدة وأفضل الممارسات.",
      de: "Live-Sessions zu neuen Produkten, Technologien und Best Practices.",
    },
  },
  {
    label: { en: "Practical exams", ar: "الاختبارات العملية", de: "Praktische Prüfungen" },
    value: {
      en: "Show your skills on real equipment, onsite or online, in front of an examiner.",
      ar: "أظهر مهاراتك على معدات حقيقية، حضورياً أو عبر الإنترنت، أمام مُمتحِن.",
      de: "Zeigen Sie Ihr Können an echten Geräten – vor Ort oder online, vor einem Prüfer.",
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
      },
      value: {
        en: `Prove your skills in designing, installing and maintaining ${products.en}, step by step from associate to expert. Levels: HCSA, HCSP, HCSE.`,
        ar: `أثبت مهاراتك في تصميم ${products.ar} وتركيبها وصيانتها، خطوة بخطوة من المستوى المشارك إلى مستوى الخبير. المستويات: HCSA وHCSP وHCSE.`,
        de: `Weisen Sie Ihre Kompetenz in Planung, Installation und Wartung von ${products.de} nach – Schritt für Schritt vom Associate bis zum Expert. Stufen: HCSA, HCSP, HCSE.`,
      },
    },
    {
      label: {
        en: "General Security Certification (GSC)",
        ar: "الشهادة العامة للأمن (GSC)",
        de: "Allgemeine Sicherheitszertifizierung (GSC)",
      },
      value: {
        en: "Vendor-neutral fundamentals of video surveillance, networking, storage and system design for every security professional. Levels: CGSA, CGSP.",
        ar: "أساسيات محايدة تجاه الموردين في المراقبة بالفيديو والشبكات والتخزين وتصميم الأنظمة لكل العاملين في مجال الأمن. المستويات: CGSA وCGSP.",
        de: "Herstellerneutrale Grundlagen zu Videoüberwachung, Netzwerken, Speicherung und Systemplanung für alle Sicherheitsprofis. Stufen: CGSA, CGSP.",
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
