import type { faqCategories, faqs } from "../../schema/content.ts";
import { searchConfigOf } from "./catalogue-common.ts";
import { LanguageId as L } from "./languages.ts";
import { pairOf, type SiteLanguage } from "./sites.ts";
import { pick, type Localized } from "./texts.ts";

type CategoryRow = typeof faqCategories.$inferInsert;
type FaqRow = typeof faqs.$inferInsert;
type Entry = { question: Localized; answer: Localized };
type Category = { name: Localized; entries: Entry[] };

/**
 * The FAQ of the demo sites (the /faq page and the floating FAQ icon, frame
 * §2). Sites not listed have none, so the icon stays away there (e.g. /in).
 */
export const faqPairs: SiteLanguage[] = [
  pairOf(1, L.en),
  pairOf(2, L.en),
  pairOf(3, L.ar),
  pairOf(8, L.de),
  pairOf(19, L.en),
  pairOf(19, L.ar),
  pairOf(30, L.en),
];

const categories: Category[] = [
  {
    name: { en: "Certification", ar: "الشهادات", de: "Zertifizierung" },
    entries: [
      {
        question: {
          en: "How long is a certificate valid?",
          ar: "ما مدة صلاحية الشهادة؟",
          de: "Wie lange ist ein Zertifikat gültig?",
        },
        answer: {
          en: "<p>Certificates are valid for <strong>two years</strong>. Renew yours in My Learning during its last 90 days.</p>",
          ar: "<p>الشهادات صالحة لمدة <strong>سنتين</strong>. جدّد شهادتك من صفحة تعلّمي خلال آخر 90 يوماً من صلاحيتها.</p>",
          de: "<p>Zertifikate sind <strong>zwei Jahre</strong> gültig. Verlängern Sie Ihres in den letzten 90 Tagen unter „Mein Lernbereich“.</p>",
        },
      },
      {
        question: {
          en: "Which level comes first?",
          ar: "ما المستوى الذي يأتي أولاً؟",
          de: "Welche Stufe kommt zuerst?",
        },
        answer: {
          en: "<p>The associate level precedes the professional level: <ul><li>CGSA before CGSP</li><li>HCSA before HCSP, then HCSE</li></ul></p>",
          ar: "<p>يسبق المستوى المشارك المستوى الاحترافي: <ul><li>CGSA قبل CGSP</li><li>HCSA قبل HCSP ثم HCSE</li></ul></p>",
          de: "<p>Die Associate-Stufe kommt vor der Professional-Stufe: <ul><li>CGSA vor CGSP</li><li>HCSA vor HCSP, danach HCSE</li></ul></p>",
        },
      },
    ],
  },
  {
    name: { en: "Exams", ar: "الاختبارات", de: "Prüfungen" },
    entries: [
      {
        question: {
          en: "How many attempts do I have at the theory exam?",
          ar: "كم محاولة لدي في الاختبار النظري؟",
          de: "Wie viele Versuche habe ich bei der Theorieprüfung?",
        },
        answer: {
          en: "<p>Two attempts. The exam lasts one hour and you pass with 80 of 100 points.</p>",
          ar: "<p>محاولتان. يستغرق الاختبار ساعة واحدة وتنجح بالحصول على 80 من 100 نقطة.</p>",
          de: "<p>Zwei Versuche. Die Prüfung dauert eine Stunde; bestanden ist sie mit 80 von 100 Punkten.</p>",
        },
      },
      {
        question: {
          en: "When must I take a brand certification exam?",
          ar: "متى يجب أن أؤدي اختبار شهادة العلامة التجارية؟",
          de: "Wann muss ich die Prüfung der Markenzertifizierung ablegen?",
        },
        answer: {
          // Markup an editor pasted: the page shows the text and never runs the script or handler.
          en: '<p>Within 30 days after your credits are complete.<script>document.title = "unsafe script ran"</script> <a href="#" onclick="document.title=\'unsafe click ran\'">General exams</a> have no limit.</p>',
          ar: '<p>خلال 30 يوماً من اكتمال ساعاتك المعتمدة.<script>document.title = "unsafe script ran"</script> <a href="#" onclick="document.title=\'unsafe click ran\'">الاختبارات العامة</a> بلا مهلة.</p>',
          de: '<p>Innerhalb von 30 Tagen, nachdem Ihre Credits vollständig sind.<script>document.title = "unsafe script ran"</script> <a href="#" onclick="document.title=\'unsafe click ran\'">Allgemeine Prüfungen</a> haben keine Frist.</p>',
        },
      },
    ],
  },
  {
    name: { en: "Account", ar: "الحساب", de: "Konto" },
    entries: [
      {
        question: {
          en: "How do I change my language?",
          ar: "كيف أغيّر لغتي؟",
          de: "Wie ändere ich meine Sprache?",
        },
        answer: {
          en: "<p>Use the language selector at the top of the page; signed in, your choice is saved with your account.</p>",
          ar: "<p>استخدم أداة اختيار اللغة أعلى الصفحة؛ وعند تسجيل الدخول يُحفظ اختيارك في حسابك.</p>",
          de: "<p>Nutzen Sie die Sprachauswahl oben auf der Seite; angemeldet wird Ihre Wahl in Ihrem Konto gespeichert.</p>",
        },
      },
    ],
  },
];

/** The categories of every FAQ site, in order; `key` ties each to its entries. */
export function faqCategoryRows(): (CategoryRow & { key: string })[] {
  return faqPairs.flatMap((pair) =>
    categories.map((category, index) => ({
      key: `${pair.siteId}/${pair.languageId}/${index}`,
      siteId: pair.siteId,
      languageId: pair.languageId,
      categoryName: pick(category.name, pair.languageId),
      sort: index,
    })),
  );
}

/** The entries of every FAQ site, each under its category's key. */
export function faqRows(): (Omit<FaqRow, "categoryId"> & { categoryKey: string })[] {
  return faqPairs.flatMap((pair) =>
    categories.flatMap((category, categoryIndex) =>
      category.entries.map((entry, index) => ({
        categoryKey: `${pair.siteId}/${pair.languageId}/${categoryIndex}`,
        siteId: pair.siteId,
        languageId: pair.languageId,
        question: pick(entry.question, pair.languageId),
        answer: pick(entry.answer, pair.languageId),
        sort: index,
        searchConfig: searchConfigOf(pair.languageId),
      })),
    ),
  );
}
