import type { news } from "../../schema/content.ts";
import { searchConfigOf } from "./catalogue-common.ts";
import { LanguageId as L } from "./languages.ts";
import { pairOf, type SiteLanguage } from "./sites.ts";
import { brandOf, type Brand } from "./tenants.ts";
import { pick, type Localized } from "./texts.ts";

type NewsRow = typeof news.$inferInsert;
/** `details` is rich text written after the summary in the item's body. */
type Story = { title: Localized; summary: Localized; details: Localized };

/** Where each news site holds its onsite practical exams. */
const examCities: Record<number, Localized> = {
  1: { en: "Johannesburg, Lagos and Mumbai" },
  2: { en: "London, Manchester and Birmingham" },
  3: { en: "Dubai, Abu Dhabi and Riyadh", ar: "دبي وأبوظبي والرياض" },
  8: { en: "Munich, Frankfurt and Berlin", de: "München, Frankfurt am Main und Berlin" },
  19: { en: "Dubai, Frankfurt and Manchester", ar: "دبي وفرانكفورت ومانشستر" },
  27: { en: "Singapore, Kuala Lumpur and Jakarta" },
  30: { en: "Chicago, Toronto and Sydney" },
};

/** The sites' news in their languages (Arabic on 3, German on 8, both languages of 19). */
const newsPairs: SiteLanguage[] = [
  pairOf(1, L.en),
  pairOf(2, L.en),
  pairOf(3, L.ar),
  pairOf(8, L.de),
  pairOf(19, L.en),
  pairOf(19, L.ar),
  pairOf(27, L.en),
  pairOf(30, L.en),
];

function stories(brand: Brand, cities: Localized): Story[] {
  const track = brand.brandTrack;
  const topic = brand.webinarTopic;
  return [
    {
      title: {
        en: `${track.en}: expert level HCSE now open for enrolment`,
        ar: `${track.ar}: التسجيل مفتوح الآن لمستوى الخبير HCSE`,
        de: `${track.de}: Expertenstufe HCSE ab sofort buchbar`,
      },
      summary: {
        en: "Certified professionals (HCSP) can now enrol in the HCSE expert level, with advanced courses on large-scale system design, cybersecurity hardening and troubleshooting. Collect 9 credits, then take the exam within 30 days.",
        ar: "يمكن للمحترفين الحاصلين على HCSP التسجيل الآن في مستوى الخبير HCSE، مع دورات متقدمة في تصميم الأنظمة واسعة النطاق وتعزيز الأمن السيبراني واستكشاف الأعطال وإصلاحها. اجمع 9 ساعات معتمدة، ثم أدِّ الاختبار خلال 30 يوماً.",
        de: "Zertifizierte Fachleute (HCSP) können sich ab sofort für die Expertenstufe HCSE anmelden – mit vertiefenden Kursen zu Planung großer Anlagen, Cybersecurity-Härtung und Fehlersuche. Sammeln Sie 9 Credits und legen Sie die Prüfung innerhalb von 30 Tagen ab.",
      },
      details: {
        en: "<h3>What you need</h3><ul><li>A valid HCSP certificate</li><li>9 credits from the HCSE courses</li></ul><p>The exam opens as soon as your credits are complete.</p>",
        ar: "<h3>ما تحتاج إليه</h3><ul><li>شهادة HCSP سارية</li><li>9 ساعات معتمدة من دورات HCSE</li></ul><p>يُفتح الاختبار فور اكتمال ساعاتك المعتمدة.</p>",
        de: "<h3>Was Sie brauchen</h3><ul><li>Ein gültiges HCSP-Zertifikat</li><li>9 Credits aus den HCSE-Kursen</li></ul><p>Die Prüfung wird freigeschaltet, sobald Ihre Credits vollständig sind.</p>",
      },
    },
    {
      title: {
        en: "Practical exam dates for December 2026",
        ar: "مواعيد الاختبارات العملية لشهر ديسمبر 2026",
        de: "Termine für praktische Prüfungen im Dezember 2026",
      },
      summary: {
        en: `New onsite practical exam sessions are open in ${cities.en}. Seats are limited: enrol from the certification page. Online practical exams (one hour) run every Wednesday.`,
        ar: `فُتحت جلسات جديدة للاختبار العملي الحضوري في ${cities.ar ?? cities.en}. المقاعد محدودة: سجّل من صفحة الشهادة. كما تُعقد الاختبارات العملية عبر الإنترنت (ساعة واحدة) كل يوم أربعاء.`,
        de: `Neue Vor-Ort-Termine für die praktische Prüfung in ${cities.de ?? cities.en} sind freigeschaltet. Die Plätze sind begrenzt: Melden Sie sich über die Zertifizierungsseite an. Online-Praxisprüfungen (eine Stunde) finden jeden Mittwoch statt.`,
      },
      details: {
        en: "<p>Bring your own laptop and a photo ID. Sessions start at <strong>09:00 local time</strong>.</p>",
        ar: "<p>أحضر حاسوبك المحمول وبطاقة هوية تحمل صورتك. تبدأ الجلسات في <strong>الساعة 09:00 بالتوقيت المحلي</strong>.</p>",
        de: "<p>Bringen Sie Ihren eigenen Laptop und einen Lichtbildausweis mit. Beginn ist um <strong>09:00 Uhr Ortszeit</strong>.</p>",
      },
    },
    {
      title: {
        en: `Autumn webinar series: ${topic.en} in practice`,
        ar: `سلسلة ندوات الخريف عبر الإنترنت: ${topic.ar} في التطبيق العملي`,
        de: `Herbst-Webinarreihe: ${topic.de} in der Praxis`,
      },
      summary: {
        en: "Six live sessions on perimeter protection, people counting and false-alarm reduction, each with questions and answers from our trainers. The recordings appear in My Learning afterwards.",
        ar: "ست جلسات مباشرة حول حماية المحيط وعدّ الأشخاص وتقليل الإنذارات الكاذبة، تتخلل كلاً منها أسئلة وأجوبة مع مدرّبينا. تظهر التسجيلات لاحقاً في صفحة تعلّمي.",
        de: "Sechs Live-Sessions zu Perimeterschutz, Personenzählung und der Reduzierung von Fehlalarmen, jeweils mit Fragerunde mit unseren Trainern. Die Aufzeichnungen finden Sie anschließend unter „Mein Lernbereich“.",
      },
      details: {
        en: "<ol><li>Perimeter protection with deep learning cameras</li><li>People counting for retail</li><li>Reducing false alarms outdoors</li></ol>",
        ar: "<ol><li>حماية المحيط بكاميرات التعلم العميق</li><li>عدّ الأشخاص في متاجر التجزئة</li><li>تقليل الإنذارات الكاذبة في الأماكن المفتوحة</li></ol>",
        de: "<ol><li>Perimeterschutz mit Deep-Learning-Kameras</li><li>Personenzählung im Einzelhandel</li><li>Weniger Fehlalarme im Außenbereich</li></ol>",
      },
    },
    {
      title: {
        en: "Platform update: continue your courses on any device",
        ar: "تحديث المنصة: تابع دوراتك من أي جهاز",
        de: "Plattform-Update: Kurse auf jedem Gerät fortsetzen",
      },
      summary: {
        en: "Your video progress is now saved chapter by chapter, so you can start a course on your desktop and finish it on your phone. New medals in My Learning show your associate, professional and expert certifications at a glance.",
        ar: "أصبح تقدّمك في مقاطع الفيديو يُحفظ فصلاً بعد فصل، لتبدأ الدورة على حاسوبك وتكملها على هاتفك. كما تعرض الأوسمة الجديدة في صفحة تعلّمي شهاداتك في المستويات المشارك والاحترافي والخبير بنظرة واحدة.",
        de: "Ihr Videofortschritt wird jetzt kapitelweise gespeichert – starten Sie einen Kurs am Desktop und beenden Sie ihn auf dem Smartphone. Neue Medaillen unter „Mein Lernbereich“ zeigen Ihre Associate-, Professional- und Expert-Zertifikate auf einen Blick.",
      },
      details: {
        en: '<p>Open My Learning to see where you stopped.<script>document.title = "unsafe script ran"</script></p><p><a href="javascript:alert(1)" onclick="document.title=\'unsafe click ran\'">Try it now</a> or <em>come back later</em>.</p>',
        ar: '<p>افتح صفحة تعلّمي لترى أين توقفت.<script>document.title = "unsafe script ran"</script></p><p><a href="javascript:alert(1)" onclick="document.title=\'unsafe click ran\'">جرّبه الآن</a> أو <em>عُد لاحقاً</em>.</p>',
        de: '<p>Öffnen Sie „Mein Lernbereich“, um dort weiterzumachen, wo Sie aufgehört haben.<script>document.title = "unsafe script ran"</script></p><p><a href="javascript:alert(1)" onclick="document.title=\'unsafe click ran\'">Jetzt ausprobieren</a> oder <em>später wiederkommen</em>.</p>',
      },
    },
    {
      title: {
        en: "General Security Certification: updated CGSP syllabus for 2027",
        ar: "الشهادة العامة للأمن: منهج CGSP محدّث لعام 2027",
        de: "Allgemeine Sicherheitszertifizierung: neuer CGSP-Lehrplan für 2027",
      },
      summary: {
        en: "The professional level now covers cloud video management, network segmentation and privacy by design. Learners who are already enrolled keep their credits.",
        ar: "يغطي المستوى الاحترافي الآن إدارة الفيديو السحابية وتقسيم الشبكات والخصوصية منذ التصميم. ويحتفظ المتعلمون المسجّلون حالياً بساعاتهم المعتمدة.",
        de: "Die Professional-Stufe umfasst jetzt cloudbasiertes Videomanagement, Netzwerksegmentierung und Privacy by Design. Bereits angemeldete Teilnehmende behalten ihre Credits.",
      },
      details: {
        en: '<p>Read the full syllabus on the <a href="https://www.example.com/cgsp-syllabus">certification page</a>.</p>',
        ar: '<p>اطّلع على المنهج الكامل في <a href="https://www.example.com/cgsp-syllabus">صفحة الشهادة</a>.</p>',
        de: '<p>Den vollständigen Lehrplan finden Sie auf der <a href="https://www.example.com/cgsp-syllabus">Zertifizierungsseite</a>.</p>',
      },
    },
    {
      title: {
        en: "Join our trainer team",
        ar: "انضم إلى فريق المدرّبين لدينا",
        de: "Werden Sie Teil unseres Trainerteams",
      },
      summary: {
        en: "We are looking for certified experts (HCSE) who enjoy teaching. Apply on the trainer team page; we reply within seven business days.",
        ar: "نبحث عن خبراء معتمدين (HCSE) يحبّون التدريس. قدّم طلبك من صفحة فريق المدرّبين، وسنرد عليك خلال سبعة أيام عمل.",
        de: "Wir suchen zertifizierte Experten (HCSE), die gerne unterrichten. Bewerben Sie sich auf der Seite des Trainerteams – wir antworten innerhalb von sieben Werktagen.",
      },
      details: {
        en: "<p>Trainers teach <strong>two sessions a month</strong> and are paid per session.</p>",
        ar: "<p>يقدّم المدرّبون <strong>جلستين شهرياً</strong> ويتقاضون أجراً عن كل جلسة.</p>",
        de: "<p>Trainer unterrichten <strong>zwei Sessions im Monat</strong> und werden pro Session vergütet.</p>",
      },
    },
  ];
}

/** Fixed publication dates, newest first; each site is shifted a little so the lists differ. */
const publishedOn = [
  "2026-11-16T08:00:00Z",
  "2026-10-27T08:00:00Z",
  "2026-10-05T08:00:00Z",
  "2026-09-14T08:00:00Z",
  "2026-08-19T08:00:00Z",
  "2026-07-08T08:00:00Z",
];
const DAY = 24 * 60 * 60 * 1000;

export function newsRows(): NewsRow[] {
  return newsPairs.flatMap((pair, pairIndex) =>
    stories(brandOf(pair.tenantId), examCities[pair.siteId] ?? { en: "" }).map((story, index) => ({
      siteId: pair.siteId,
      languageId: pair.languageId,
      title: pick(story.title, pair.languageId),
      summary: pick(story.summary, pair.languageId),
      body: `<p>${pick(story.summary, pair.languageId)}</p>${pick(story.details, pair.languageId)}`,
      seoTitle: pick(story.title, pair.languageId),
      seoDescription: pick(story.summary, pair.languageId).slice(0, 160),
      searchConfig: searchConfigOf(pair.languageId),
      coverImage: `/brand/news-${(index % 4) + 1}.svg`,
      publishedAt: new Date(Date.parse(publishedOn[index]!) - pairIndex * DAY),
    })),
  );
}

/**
 * One item of /en scheduled a year after the seed: written, but not published
 * until then, so no page, search or feed shows it.
 */
export function scheduledNewsRow(now = new Date()): NewsRow {
  return {
    siteId: 1,
    languageId: L.en,
    title: "Scheduled: the 2028 certification roadmap",
    summary: "Not published yet.",
    body: "<p>Not published yet.</p>",
    coverImage: "",
    publishedAt: new Date(now.getTime() + 365 * DAY),
    searchConfig: searchConfigOf(L.en),
  };
}
