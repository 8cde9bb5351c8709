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
    name: {
      en: "Certification",
      ar: "الشهادات",
      de: "Zertifizierung",
      fr: "Certification",
      it: "Certificazione",
      es: "Certificación",
      pl: "Certyfikacja",
    },
    entries: [
      {
        question: {
          en: "How long is a certificate valid?",
          ar: "ما مدة صلاحية الشهادة؟",
          de: "Wie lange ist ein Zertifikat gültig?",
          fr: "Combien de temps un certificat est-il valable ?",
          it: "Per quanto tempo è valido un certificato?",
          es: "¿Cuánto tiempo es válido un certificado?",
          pl: "Jak długo ważny jest certyfikat?",
        },
        answer: {
          en: "<p>Certificates are valid for <strong>two years</strong>. Renew yours in My Learning during its last 90 days.</p>",
          ar: "<p>الشهادات صالحة لمدة <strong>سنتين</strong>. جدّد شهادتك من صفحة تعلّمي خلال آخر 90 يوماً من صلاحيتها.</p>",
          de: "<p>Zertifikate sind <strong>zwei Jahre</strong> gültig. Verlängern Sie Ihres in den letzten 90 Tagen unter „Mein Lernbereich“.</p>",
          fr: "<p>Les certificats sont valables <strong>deux ans</strong>. Renouvelez le vôtre dans Mon espace formation au cours de ses 90 derniers jours de validité.</p>",
          it: "<p>I certificati sono validi <strong>due anni</strong>. Rinnova il tuo certificato da La mia formazione negli ultimi 90 giorni di validità.</p>",
          es: "<p>Los certificados son válidos durante <strong>dos años</strong>. Renueva el tuyo en Mi aprendizaje durante sus últimos 90 días de validez.</p>",
          pl: "<p>Certyfikaty są ważne przez <strong>dwa lata</strong>. Odnów swój w sekcji Moja nauka w ciągu ostatnich 90 dni jego ważności.</p>",
        },
      },
      {
        question: {
          en: "Which level comes first?",
          ar: "ما المستوى الذي يأتي أولاً؟",
          de: "Welche Stufe kommt zuerst?",
          fr: "Par quel niveau commencer ?",
          it: "Quale livello viene prima?",
          es: "¿Qué nivel va primero?",
          pl: "Od którego poziomu zacząć?",
        },
        answer: {
          en: "<p>The associate level precedes the professional level: <ul><li>CGSA before CGSP</li><li>HCSA before HCSP, then HCSE</li></ul></p>",
          ar: "<p>يسبق المستوى المشارك المستوى الاحترافي: <ul><li>CGSA قبل CGSP</li><li>HCSA قبل HCSP ثم HCSE</li></ul></p>",
          de: "<p>Die Associate-Stufe kommt vor der Professional-Stufe: <ul><li>CGSA vor CGSP</li><li>HCSA vor HCSP, danach HCSE</li></ul></p>",
          fr: "<p>Le niveau Associate précède le niveau Professional : <ul><li>CGSA avant CGSP</li><li>HCSA avant HCSP, puis HCSE</li></ul></p>",
          it: "<p>Il livello Associate precede il livello Professional: <ul><li>CGSA prima di CGSP</li><li>HCSA prima di HCSP, poi HCSE</li></ul></p>",
          es: "<p>El nivel asociado va antes del nivel profesional: <ul><li>CGSA antes de CGSP</li><li>HCSA antes de HCSP y, después, HCSE</li></ul></p>",
          pl: "<p>Poziom Associate poprzedza poziom Professional: <ul><li>CGSA przed CGSP</li><li>HCSA przed HCSP, a potem HCSE</li></ul></p>",
        },
      },
    ],
  },
  {
    name: {
      en: "Exams",
      ar: "الاختبارات",
      de: "Prüfungen",
      fr: "Examens",
      it: "Esami",
      es: "Exámenes",
      pl: "Egzaminy",
    },
    entries: [
      {
        question: {
          en: "How many attempts do I have at the theory exam?",
          ar: "كم محاولة لدي في الاختبار النظري؟",
          de: "Wie viele Versuche habe ich bei der Theorieprüfung?",
          fr: "Combien de tentatives ai-je pour l’examen théorique ?",
          it: "Quanti tentativi ho per l'esame teorico?",
          es: "¿Cuántos intentos tengo en el examen teórico?",
          pl: "Ile mam podejść do egzaminu teoretycznego?",
        },
        answer: {
          en: "<p>Two attempts. The exam lasts one hour and you pass with 80 of 100 points.</p>",
          ar: "<p>محاولتان. يستغرق الاختبار ساعة واحدة وتنجح بالحصول على 80 من 100 نقطة.</p>",
          de: "<p>Zwei Versuche. Die Prüfung dauert eine Stunde; bestanden ist sie mit 80 von 100 Punkten.</p>",
          fr: "<p>Deux tentatives. L’examen dure une heure et vous le réussissez avec 80 points sur 100.</p>",
          it: "<p>Due tentativi. L'esame dura un'ora e lo superi con 80 punti su 100.</p>",
          es: "<p>Dos intentos. El examen dura una hora y lo apruebas con 80 de 100 puntos.</p>",
          pl: "<p>Dwa podejścia. Egzamin trwa godzinę, a do zdania potrzebujesz 80 na 100 punktów.</p>",
        },
      },
      {
        question: {
          en: "When must I take a brand certification exam?",
          ar: "متى يجب أن أؤدي اختبار شهادة العلامة التجارية؟",
          de: "Wann muss ich die Prüfung der Markenzertifizierung ablegen?",
          fr: "Quand dois-je passer l’examen d’une certification de marque ?",
          it: "Entro quando devo sostenere l'esame di una certificazione di marca?",
          es: "¿Cuándo debo hacer el examen de una certificación de marca?",
          pl: "Kiedy muszę przystąpić do egzaminu certyfikacji producenta?",
        },
        answer: {
          // Markup an editor pasted: the page shows the text and never runs the script or handler.
          en: '<p>Within 30 days after your credits are complete.<script>document.title = "unsafe script ran"</script> <a href="#" onclick="document.title=\'unsafe click ran\'">General exams</a> have no limit.</p>',
          ar: '<p>خلال 30 يوماً من اكتمال ساعاتك المعتمدة.<script>document.title = "unsafe script ran"</script> <a href="#" onclick="document.title=\'unsafe click ran\'">الاختبارات العامة</a> بلا مهلة.</p>',
          de: '<p>Innerhalb von 30 Tagen, nachdem Ihre Credits vollständig sind.<script>document.title = "unsafe script ran"</script> <a href="#" onclick="document.title=\'unsafe click ran\'">Allgemeine Prüfungen</a> haben keine Frist.</p>',
          fr: '<p>Dans les 30 jours qui suivent l’obtention de tous vos crédits.<script>document.title = "unsafe script ran"</script> <a href="#" onclick="document.title=\'unsafe click ran\'">Les examens généraux</a> n’ont pas de délai.</p>',
          it: '<p>Entro 30 giorni dal completamento dei tuoi crediti.<script>document.title = "unsafe script ran"</script> <a href="#" onclick="document.title=\'unsafe click ran\'">Gli esami generali</a> non hanno scadenze.</p>',
          es: '<p>En los 30 días siguientes a completar tus créditos.<script>document.title = "unsafe script ran"</script> <a href="#" onclick="document.title=\'unsafe click ran\'">Los exámenes generales</a> no tienen plazo.</p>',
          pl: '<p>W ciągu 30 dni od zdobycia wszystkich punktów.<script>document.title = "unsafe script ran"</script> <a href="#" onclick="document.title=\'unsafe click ran\'">Egzaminy ogólne</a> nie mają limitu czasu.</p>',
        },
      },
    ],
  },
  {
    name: {
      en: "Account",
      ar: "الحساب",
      de: "Konto",
      fr: "Compte",
      it: "Account",
      es: "Cuenta",
      pl: "Konto",
    },
    entries: [
      {
        question: {
          en: "How do I change my language?",
          ar: "كيف أغيّر لغتي؟",
          de: "Wie ändere ich meine Sprache?",
          fr: "Comment changer de langue ?",
          it: "Come cambio la lingua?",
          es: "¿Cómo cambio el idioma?",
          pl: "Jak zmienić język?",
        },
        answer: {
          en: "<p>Use the language selector at the top of the page; signed in, your choice is saved with your account.</p>",
          ar: "<p>استخدم أداة اختيار اللغة أعلى الصفحة؛ وعند تسجيل الدخول يُحفظ اختيارك في حسابك.</p>",
          de: "<p>Nutzen Sie die Sprachauswahl oben auf der Seite; angemeldet wird Ihre Wahl in Ihrem Konto gespeichert.</p>",
          fr: "<p>Utilisez le sélecteur de langue en haut de la page ; une fois connecté, votre choix est enregistré dans votre compte.</p>",
          it: "<p>Usa il selettore della lingua in alto nella pagina; se hai effettuato l'accesso, la scelta viene salvata nel tuo account.</p>",
          es: "<p>Usa el selector de idioma en la parte superior de la página; con la sesión iniciada, tu elección se guarda en tu cuenta.</p>",
          pl: "<p>Użyj przełącznika języka u góry strony; po zalogowaniu wybór zapisuje się na Twoim koncie.</p>",
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
