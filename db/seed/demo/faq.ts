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
      nl: "Certificering",
      cs: "Certifikace",
      pt: "Certificação",
      tr: "Sertifikasyon",
      ko: "인증",
      vi: "Chứng nhận",
      th: "การรับรอง",
      lt: "Sertifikavimas",
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
          nl: "Hoe lang is een certificaat geldig?",
          cs: "Jak dlouho platí certifikát?",
          pt: "Por quanto tempo um certificado é válido?",
          tr: "Bir sertifika ne kadar süre geçerlidir?",
          ko: "인증서의 유효 기간은 얼마나 됩니까?",
          vi: "Chứng chỉ có hiệu lực trong bao lâu?",
          th: "ใบรับรองมีอายุนานเท่าใด",
          lt: "Kiek laiko galioja sertifikatas?",
        },
        answer: {
          en: "<p>Certificates are valid for <strong>two years</strong>. Renew yours in My Learning during its last 90 days.</p>",
          ar: "<p>الشهادات صالحة لمدة <strong>سنتين</strong>. جدّد شهادتك من صفحة تعلّمي خلال آخر 90 يوماً من صلاحيتها.</p>",
          de: "<p>Zertifikate sind <strong>zwei Jahre</strong> gültig. Verlängern Sie Ihres in den letzten 90 Tagen unter „Mein Lernbereich“.</p>",
          fr: "<p>Les certificats sont valables <strong>deux ans</strong>. Renouvelez le vôtre dans Mon espace formation au cours de ses 90 derniers jours de validité.</p>",
          it: "<p>I certificati sono validi <strong>due anni</strong>. Rinnova il tuo certificato da La mia formazione negli ultimi 90 giorni di validità.</p>",
          es: "<p>Los certificados son válidos durante <strong>dos años</strong>. Renueva el tuyo en Mi aprendizaje durante sus últimos 90 días de validez.</p>",
          pl: "<p>Certyfikaty są ważne przez <strong>dwa lata</strong>. Odnów swój w sekcji Moja nauka w ciągu ostatnich 90 dni jego ważności.</p>",
          nl: "<p>Certificaten zijn <strong>twee jaar</strong> geldig. Verleng uw certificaat in Mijn leeromgeving tijdens de laatste 90 dagen van de geldigheid.</p>",
          cs: "<p>Certifikáty platí <strong>dva roky</strong>. Svůj certifikát můžete obnovit v Mém studiu během posledních 90 dnů jeho platnosti.</p>",
          pt: "<p>Os certificados são válidos por <strong>dois anos</strong>. Renove o seu em Meu aprendizado nos últimos 90 dias de validade.</p>",
          tr: "<p>Sertifikalar <strong>iki yıl</strong> geçerlidir. Sertifikanızı, geçerlilik süresinin son 90 günü içinde Eğitimlerim sayfasından yenileyin.</p>",
          ko: "<p>인증서는 <strong>2년</strong> 동안 유효합니다. 유효 기간 만료 전 90일 이내에 내 학습에서 갱신하세요.</p>",
          vi: "<p>Chứng chỉ có hiệu lực trong <strong>hai năm</strong>. Bạn có thể gia hạn chứng chỉ trong Học tập của tôi trong 90 ngày cuối trước khi hết hạn.</p>",
          th: "<p>ใบรับรองมีอายุ <strong>2 ปี</strong> คุณต่ออายุได้ในการเรียนของฉันภายใน 90 วันสุดท้ายก่อนใบรับรองหมดอายุ</p>",
          lt: "<p>Sertifikatai galioja <strong>dvejus metus</strong>. Savo sertifikatą atnaujinkite skiltyje „Mano mokymasis“ per paskutines 90 jo galiojimo dienų.</p>",
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
          nl: "Met welk niveau begin ik?",
          cs: "Kterou úrovní začít?",
          pt: "Por qual nível devo começar?",
          tr: "Hangi seviyeyle başlamalıyım?",
          ko: "어느 레벨부터 시작해야 합니까?",
          vi: "Nên bắt đầu từ cấp độ nào?",
          th: "ควรเริ่มจากระดับใดก่อน",
          lt: "Nuo kurio lygio pradėti?",
        },
        answer: {
          en: "<p>The associate level precedes the professional level: <ul><li>CGSA before CGSP</li><li>HCSA before HCSP, then HCSE</li></ul></p>",
          ar: "<p>يسبق المستوى المشارك المستوى الاحترافي: <ul><li>CGSA قبل CGSP</li><li>HCSA قبل HCSP ثم HCSE</li></ul></p>",
          de: "<p>Die Associate-Stufe kommt vor der Professional-Stufe: <ul><li>CGSA vor CGSP</li><li>HCSA vor HCSP, danach HCSE</li></ul></p>",
          fr: "<p>Le niveau Associate précède le niveau Professional : <ul><li>CGSA avant CGSP</li><li>HCSA avant HCSP, puis HCSE</li></ul></p>",
          it: "<p>Il livello Associate precede il livello Professional: <ul><li>CGSA prima di CGSP</li><li>HCSA prima di HCSP, poi HCSE</li></ul></p>",
          es: "<p>El nivel asociado va antes del nivel profesional: <ul><li>CGSA antes de CGSP</li><li>HCSA antes de HCSP y, después, HCSE</li></ul></p>",
          pl: "<p>Poziom Associate poprzedza poziom Professional: <ul><li>CGSA przed CGSP</li><li>HCSA przed HCSP, a potem HCSE</li></ul></p>",
          nl: "<p>Het Associate-niveau komt vóór het Professional-niveau: <ul><li>CGSA vóór CGSP</li><li>HCSA vóór HCSP, daarna HCSE</li></ul></p>",
          cs: "<p>Úroveň Associate předchází úrovni Professional: <ul><li>CGSA před CGSP</li><li>HCSA před HCSP, poté HCSE</li></ul></p>",
          pt: "<p>O nível Associate vem antes do nível Professional: <ul><li>CGSA antes do CGSP</li><li>HCSA antes do HCSP e, depois, HCSE</li></ul></p>",
          tr: "<p>Associate seviyesi, Professional seviyesinden önce gelir: <ul><li>CGSP'den önce CGSA</li><li>HCSP'den önce HCSA, ardından HCSE</li></ul></p>",
          ko: "<p>어소시에이트 레벨을 먼저 취득한 후 프로페셔널 레벨로 진행합니다. <ul><li>CGSA 다음 CGSP</li><li>HCSA 다음 HCSP, 그다음 HCSE</li></ul></p>",
          vi: "<p>Cấp Associate đứng trước cấp Professional: <ul><li>CGSA trước CGSP</li><li>HCSA trước HCSP, sau đó là HCSE</li></ul></p>",
          th: "<p>ระดับ Associate มาก่อนระดับ Professional: <ul><li>CGSA ก่อน CGSP</li><li>HCSA ก่อน HCSP แล้วจึงเป็น HCSE</li></ul></p>",
          lt: "<p>Associate lygis eina prieš Professional lygį: <ul><li>CGSA prieš CGSP</li><li>HCSA prieš HCSP, po to HCSE</li></ul></p>",
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
      nl: "Examens",
      cs: "Zkoušky",
      pt: "Exames",
      tr: "Sınavlar",
      ko: "시험",
      vi: "Bài thi",
      th: "การสอบ",
      lt: "Egzaminai",
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
          nl: "Hoeveel pogingen heb ik voor het theorie-examen?",
          cs: "Kolik pokusů mám na teoretickou zkoušku?",
          pt: "Quantas tentativas tenho no exame teórico?",
          tr: "Teorik sınav için kaç deneme hakkım var?",
          ko: "이론 시험은 몇 번까지 응시할 수 있습니까?",
          vi: "Tôi có bao nhiêu lượt làm bài thi lý thuyết?",
          th: "สอบภาคทฤษฎีได้กี่ครั้ง",
          lt: "Kiek kartų galiu laikyti teorijos egzaminą?",
        },
        answer: {
          en: "<p>Two attempts. The exam lasts one hour and you pass with 80 of 100 points.</p>",
          ar: "<p>محاولتان. يستغرق الاختبار ساعة واحدة وتنجح بالحصول على 80 من 100 نقطة.</p>",
          de: "<p>Zwei Versuche. Die Prüfung dauert eine Stunde; bestanden ist sie mit 80 von 100 Punkten.</p>",
          fr: "<p>Deux tentatives. L’examen dure une heure et vous le réussissez avec 80 points sur 100.</p>",
          it: "<p>Due tentativi. L'esame dura un'ora e lo superi con 80 punti su 100.</p>",
          es: "<p>Dos intentos. El examen dura una hora y lo apruebas con 80 de 100 puntos.</p>",
          pl: "<p>Dwa podejścia. Egzamin trwa godzinę, a do zdania potrzebujesz 80 na 100 punktów.</p>",
          nl: "<p>Twee pogingen. Het examen duurt een uur en u bent geslaagd met 80 van de 100 punten.</p>",
          cs: "<p>Dva pokusy. Zkouška trvá hodinu a ke složení potřebujete 80 ze 100 bodů.</p>",
          pt: "<p>Duas tentativas. O exame dura uma hora, e você é aprovado com 80 de 100 pontos.</p>",
          tr: "<p>İki deneme hakkınız vardır. Sınav bir saat sürer; 100 üzerinden 80 puan alarak geçersiniz.</p>",
          ko: "<p>2회입니다. 시험 시간은 1시간이며, 100점 만점에 80점 이상이면 합격입니다.</p>",
          vi: "<p>Hai lượt. Bài thi kéo dài một giờ và bạn đạt khi có 80/100 điểm.</p>",
          th: "<p>2 ครั้ง การสอบใช้เวลา 1 ชั่วโมง และต้องได้ 80 จาก 100 คะแนนจึงจะผ่าน</p>",
          lt: "<p>Du kartus. Egzaminas trunka vieną valandą, o išlaikote jį surinkę 80 balų iš 100.</p>",
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
          nl: "Wanneer moet ik het examen van een merkcertificering afleggen?",
          cs: "Kdy musím složit zkoušku certifikace výrobce?",
          pt: "Quando devo fazer o exame de uma certificação de marca?",
          tr: "Marka sertifikasyonu sınavına ne zaman girmem gerekir?",
          ko: "브랜드 인증 시험은 언제까지 응시해야 합니까?",
          vi: "Khi nào tôi phải dự thi chứng nhận của hãng?",
          th: "ต้องสอบการรับรองของแบรนด์ภายในเมื่อใด",
          lt: "Kada turiu laikyti gamintojo sertifikavimo egzaminą?",
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
          nl: '<p>Binnen 30 dagen nadat u al uw credits hebt behaald.<script>document.title = "unsafe script ran"</script> <a href="#" onclick="document.title=\'unsafe click ran\'">Algemene examens</a> hebben geen termijn.</p>',
          cs: '<p>Do 30 dnů od získání všech kreditů.<script>document.title = "unsafe script ran"</script> <a href="#" onclick="document.title=\'unsafe click ran\'">Obecné zkoušky</a> žádnou lhůtu nemají.</p>',
          pt: '<p>Em até 30 dias depois de completar seus créditos.<script>document.title = "unsafe script ran"</script> <a href="#" onclick="document.title=\'unsafe click ran\'">Os exames gerais</a> não têm prazo.</p>',
          tr: '<p>Kredilerinizi tamamladıktan sonraki 30 gün içinde.<script>document.title = "unsafe script ran"</script> <a href="#" onclick="document.title=\'unsafe click ran\'">Genel sınavlar</a> için süre sınırı yoktur.</p>',
          ko: '<p>학점을 모두 취득한 후 30일 이내에 응시해야 합니다.<script>document.title = "unsafe script ran"</script> <a href="#" onclick="document.title=\'unsafe click ran\'">일반 시험</a>은 기한이 없습니다.</p>',
          vi: '<p>Trong vòng 30 ngày sau khi bạn tích lũy đủ tín chỉ.<script>document.title = "unsafe script ran"</script> <a href="#" onclick="document.title=\'unsafe click ran\'">Các bài thi chung</a> không giới hạn thời gian.</p>',
          th: '<p>ภายใน 30 วันหลังจากที่คุณสะสมหน่วยกิตครบ<script>document.title = "unsafe script ran"</script> <a href="#" onclick="document.title=\'unsafe click ran\'">การสอบทั่วไป</a>ไม่มีกำหนดเวลา</p>',
          lt: '<p>Per 30 dienų nuo tada, kai surenkate visus kreditus.<script>document.title = "unsafe script ran"</script> <a href="#" onclick="document.title=\'unsafe click ran\'">Bendrieji egzaminai</a> termino neturi.</p>',
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
      nl: "Account",
      cs: "Účet",
      pt: "Conta",
      tr: "Hesap",
      ko: "계정",
      vi: "Tài khoản",
      th: "บัญชี",
      lt: "Paskyra",
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
          nl: "Hoe wijzig ik mijn taal?",
          cs: "Jak změním jazyk?",
          pt: "Como altero o idioma?",
          tr: "Dili nasıl değiştirebilirim?",
          ko: "언어는 어떻게 변경합니까?",
          vi: "Làm thế nào để đổi ngôn ngữ?",
          th: "จะเปลี่ยนภาษาได้อย่างไร",
          lt: "Kaip pakeisti kalbą?",
        },
        answer: {
          en: "<p>Use the language selector at the top of the page; signed in, your choice is saved with your account.</p>",
          ar: "<p>استخدم أداة اختيار اللغة أعلى الصفحة؛ وعند تسجيل الدخول يُحفظ اختيارك في حسابك.</p>",
          de: "<p>Nutzen Sie die Sprachauswahl oben auf der Seite; angemeldet wird Ihre Wahl in Ihrem Konto gespeichert.</p>",
          fr: "<p>Utilisez le sélecteur de langue en haut de la page ; une fois connecté, votre choix est enregistré dans votre compte.</p>",
          it: "<p>Usa il selettore della lingua in alto nella pagina; se hai effettuato l'accesso, la scelta viene salvata nel tuo account.</p>",
          es: "<p>Usa el selector de idioma en la parte superior de la página; con la sesión iniciada, tu elección se guarda en tu cuenta.</p>",
          pl: "<p>Użyj przełącznika języka u góry strony; po zalogowaniu wybór zapisuje się na Twoim koncie.</p>",
          nl: "<p>Gebruik de taalkeuze boven aan de pagina. Als u bent ingelogd, wordt uw keuze in uw account opgeslagen.</p>",
          cs: "<p>Použijte výběr jazyka v horní části stránky; pokud jste přihlášeni, vaše volba se uloží k vašemu účtu.</p>",
          pt: "<p>Use o seletor de idioma no topo da página; se você estiver conectado, sua escolha fica salva na sua conta.</p>",
          tr: "<p>Sayfanın üst kısmındaki dil seçiciyi kullanın. Oturum açtıysanız seçiminiz hesabınıza kaydedilir.</p>",
          ko: "<p>페이지 상단의 언어 선택 메뉴를 이용하세요. 로그인한 상태라면 선택한 언어가 계정에 저장됩니다.</p>",
          vi: "<p>Sử dụng bộ chọn ngôn ngữ ở đầu trang; khi bạn đã đăng nhập, lựa chọn sẽ được lưu vào tài khoản của bạn.</p>",
          th: "<p>ใช้ตัวเลือกภาษาที่ด้านบนของหน้า หากคุณเข้าสู่ระบบอยู่ ระบบจะบันทึกภาษาที่เลือกไว้ในบัญชีของคุณ</p>",
          lt: "<p>Naudokite kalbos pasirinkimą puslapio viršuje; jei esate prisijungę, pasirinkimas išsaugomas jūsų paskyroje.</p>",
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
