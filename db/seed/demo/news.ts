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
  8: {
    en: "Munich, Frankfurt and Berlin",
    de: "München, Frankfurt am Main und Berlin",
    fr: "Munich, Francfort et Berlin",
    it: "Monaco di Baviera, Francoforte e Berlino",
    es: "Múnich, Fráncfort y Berlín",
    pl: "Monachium, Frankfurt nad Menem i Berlin",
  },
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
        fr: `${track.fr ?? track.en} : les inscriptions au niveau Expert HCSE sont ouvertes`,
        it: `${track.it ?? track.en}: aperte le iscrizioni al livello Expert HCSE`,
        es: `${track.es ?? track.en}: abiertas las inscripciones al nivel experto HCSE`,
        pl: `${track.pl ?? track.en}: ruszyły zapisy na poziom Expert HCSE`,
      },
      summary: {
        en: "Certified professionals (HCSP) can now enrol in the HCSE expert level, with advanced courses on large-scale system design, cybersecurity hardening and troubleshooting. Collect 9 credits, then take the exam within 30 days.",
        ar: "يمكن للمحترفين الحاصلين على HCSP التسجيل الآن في مستوى الخبير HCSE، مع دورات متقدمة في تصميم الأنظمة واسعة النطاق وتعزيز الأمن السيبراني واستكشاف الأعطال وإصلاحها. اجمع 9 ساعات معتمدة، ثم أدِّ الاختبار خلال 30 يوماً.",
        de: "Zertifizierte Fachleute (HCSP) können sich ab sofort für die Expertenstufe HCSE anmelden – mit vertiefenden Kursen zu Planung großer Anlagen, Cybersecurity-Härtung und Fehlersuche. Sammeln Sie 9 Credits und legen Sie die Prüfung innerhalb von 30 Tagen ab.",
        fr: "Les professionnels certifiés (HCSP) peuvent dès à présent s’inscrire au niveau Expert HCSE, qui propose des cours avancés sur la conception de systèmes de grande envergure, le renforcement de la cybersécurité et le diagnostic des pannes. Obtenez 9 crédits, puis passez l’examen dans un délai de 30 jours.",
        it: "Da oggi i professionisti certificati (HCSP) possono iscriversi al livello Expert HCSE, con corsi avanzati su progettazione di grandi impianti, rafforzamento della cybersecurity e risoluzione dei guasti. Ottieni 9 crediti, poi sostieni l'esame entro 30 giorni.",
        es: "Los profesionales certificados (HCSP) ya pueden inscribirse en el nivel experto HCSE, con cursos avanzados sobre diseño de sistemas a gran escala, refuerzo de la ciberseguridad y resolución de averías. Reúne 9 créditos y haz el examen en un plazo de 30 días.",
        pl: "Certyfikowani specjaliści (HCSP) mogą już zapisywać się na poziom Expert HCSE, obejmujący zaawansowane kursy z projektowania dużych systemów, zabezpieczania przed cyberzagrożeniami i diagnozowania usterek. Zdobądź 9 punktów, a następnie przystąp do egzaminu w ciągu 30 dni.",
      },
      details: {
        en: "<h3>What you need</h3><ul><li>A valid HCSP certificate</li><li>9 credits from the HCSE courses</li></ul><p>The exam opens as soon as your credits are complete.</p>",
        ar: "<h3>ما تحتاج إليه</h3><ul><li>شهادة HCSP سارية</li><li>9 ساعات معتمدة من دورات HCSE</li></ul><p>يُفتح الاختبار فور اكتمال ساعاتك المعتمدة.</p>",
        de: "<h3>Was Sie brauchen</h3><ul><li>Ein gültiges HCSP-Zertifikat</li><li>9 Credits aus den HCSE-Kursen</li></ul><p>Die Prüfung wird freigeschaltet, sobald Ihre Credits vollständig sind.</p>",
        fr: "<h3>Conditions requises</h3><ul><li>Un certificat HCSP valide</li><li>9 crédits obtenus dans les cours HCSE</li></ul><p>L’examen s’ouvre dès que vous avez obtenu tous vos crédits.</p>",
        it: "<h3>Requisiti</h3><ul><li>Un certificato HCSP valido</li><li>9 crediti dai corsi HCSE</li></ul><p>L'esame si sblocca non appena hai ottenuto tutti i crediti.</p>",
        es: "<h3>Requisitos</h3><ul><li>Un certificado HCSP vigente</li><li>9 créditos de los cursos HCSE</li></ul><p>El examen se habilita en cuanto completas tus créditos.</p>",
        pl: "<h3>Wymagania</h3><ul><li>Ważny certyfikat HCSP</li><li>9 punktów z kursów HCSE</li></ul><p>Egzamin zostanie odblokowany, gdy tylko zdobędziesz wszystkie punkty.</p>",
      },
    },
    {
      title: {
        en: "Practical exam dates for December 2026",
        ar: "مواعيد الاختبارات العملية لشهر ديسمبر 2026",
        de: "Termine für praktische Prüfungen im Dezember 2026",
        fr: "Examens pratiques : les dates de décembre 2026",
        it: "Esami pratici: le date di dicembre 2026",
        es: "Exámenes prácticos: fechas de diciembre de 2026",
        pl: "Egzaminy praktyczne: terminy na grudzień 2026",
      },
      summary: {
        en: `New onsite practical exam sessions are open in ${cities.en}. Seats are limited: enrol from the certification page. Online practical exams (one hour) run every Wednesday.`,
        ar: `فُتحت جلسات جديدة للاختبار العملي الحضوري في ${cities.ar ?? cities.en}. المقاعد محدودة: سجّل من صفحة الشهادة. كما تُعقد الاختبارات العملية عبر الإنترنت (ساعة واحدة) كل يوم أربعاء.`,
        de: `Neue Vor-Ort-Termine für die praktische Prüfung in ${cities.de ?? cities.en} sind freigeschaltet. Die Plätze sind begrenzt: Melden Sie sich über die Zertifizierungsseite an. Online-Praxisprüfungen (eine Stunde) finden jeden Mittwoch statt.`,
        fr: `De nouvelles sessions d’examen pratique en présentiel sont ouvertes à ${cities.fr ?? cities.en}. Le nombre de places est limité : inscrivez-vous depuis la page de la certification. Les examens pratiques en ligne (une heure) ont lieu tous les mercredis.`,
        it: `Sono aperte nuove sessioni in presenza dell'esame pratico a ${cities.it ?? cities.en}. I posti sono limitati: iscriviti dalla pagina della certificazione. Gli esami pratici online (della durata di un'ora) si svolgono ogni mercoledì.`,
        es: `Se abren nuevas sesiones presenciales del examen práctico en ${cities.es ?? cities.en}. Las plazas son limitadas: inscríbete desde la página de la certificación. Los exámenes prácticos online (de una hora) se realizan todos los miércoles.`,
        pl: `Ruszyły zapisy na nowe terminy stacjonarnego egzaminu praktycznego. Lokalizacje: ${cities.pl ?? cities.en}. Liczba miejsc jest ograniczona – zapisz się na stronie certyfikacji. Egzaminy praktyczne online (godzinne) odbywają się w każdą środę.`,
      },
      details: {
        en: "<p>Bring your own laptop and a photo ID. Sessions start at <strong>09:00 local time</strong>.</p>",
        ar: "<p>أحضر حاسوبك المحمول وبطاقة هوية تحمل صورتك. تبدأ الجلسات في <strong>الساعة 09:00 بالتوقيت المحلي</strong>.</p>",
        de: "<p>Bringen Sie Ihren eigenen Laptop und einen Lichtbildausweis mit. Beginn ist um <strong>09:00 Uhr Ortszeit</strong>.</p>",
        fr: "<p>Munissez-vous de votre ordinateur portable et d’une pièce d’identité avec photo. Les sessions débutent à <strong>9 h 00, heure locale</strong>.</p>",
        it: "<p>Porta il tuo laptop e un documento d'identità con foto. Le sessioni iniziano alle <strong>09:00 ora locale</strong>.</p>",
        es: "<p>Trae tu propio equipo portátil y un documento de identidad con fotografía. Las sesiones comienzan a las <strong>09:00, hora local</strong>.</p>",
        pl: "<p>Zabierz własnego laptopa i dokument tożsamości ze zdjęciem. Początek o <strong>9:00 czasu lokalnego</strong>.</p>",
      },
    },
    {
      title: {
        en: `Autumn webinar series: ${topic.en} in practice`,
        ar: `سلسلة ندوات الخريف عبر الإنترنت: ${topic.ar} في التطبيق العملي`,
        de: `Herbst-Webinarreihe: ${topic.de} in der Praxis`,
        fr: `Cycle de webinaires d’automne : ${topic.fr ?? topic.en} en pratique`,
        it: `Ciclo di webinar d'autunno: ${topic.it ?? topic.en} in pratica`,
        es: `Ciclo de webinars de otoño: ${topic.es ?? topic.en} en la práctica`,
        pl: `Jesienny cykl webinarów: ${topic.pl ?? topic.en} w praktyce`,
      },
      summary: {
        en: "Six live sessions on perimeter protection, people counting and false-alarm reduction, each with questions and answers from our trainers. The recordings appear in My Learning afterwards.",
        ar: "ست جلسات مباشرة حول حماية المحيط وعدّ الأشخاص وتقليل الإنذارات الكاذبة، تتخلل كلاً منها أسئلة وأجوبة مع مدرّبينا. تظهر التسجيلات لاحقاً في صفحة تعلّمي.",
        de: "Sechs Live-Sessions zu Perimeterschutz, Personenzählung und der Reduzierung von Fehlalarmen, jeweils mit Fragerunde mit unseren Trainern. Die Aufzeichnungen finden Sie anschließend unter „Mein Lernbereich“.",
        fr: "Six sessions en direct consacrées à la protection périmétrique, au comptage de personnes et à la réduction des fausses alarmes, chacune suivie d’une séance de questions-réponses avec nos formateurs. Les enregistrements seront ensuite disponibles dans Mon espace formation.",
        it: "Sei sessioni dal vivo su protezione perimetrale, conteggio delle persone e riduzione dei falsi allarmi, ognuna con uno spazio di domande e risposte con i nostri formatori. Le registrazioni saranno poi disponibili in La mia formazione.",
        es: "Seis sesiones en directo sobre protección perimetral, conteo de personas y reducción de falsas alarmas, cada una con una ronda de preguntas y respuestas con nuestros instructores. Después, las grabaciones estarán disponibles en Mi aprendizaje.",
        pl: "Sześć sesji na żywo o ochronie obwodowej, zliczaniu osób i ograniczaniu fałszywych alarmów – każda z sesją pytań i odpowiedzi z naszymi trenerami. Nagrania pojawią się później w zakładce Moja nauka.",
      },
      details: {
        en: "<ol><li>Perimeter protection with deep learning cameras</li><li>People counting for retail</li><li>Reducing false alarms outdoors</li></ol>",
        ar: "<ol><li>حماية المحيط بكاميرات التعلم العميق</li><li>عدّ الأشخاص في متاجر التجزئة</li><li>تقليل الإنذارات الكاذبة في الأماكن المفتوحة</li></ol>",
        de: "<ol><li>Perimeterschutz mit Deep-Learning-Kameras</li><li>Personenzählung im Einzelhandel</li><li>Weniger Fehlalarme im Außenbereich</li></ol>",
        fr: "<ol><li>Protection périmétrique avec les caméras à deep learning</li><li>Comptage de personnes dans le commerce de détail</li><li>Moins de fausses alarmes en extérieur</li></ol>",
        it: "<ol><li>Protezione perimetrale con telecamere deep learning</li><li>Conteggio delle persone nel retail</li><li>Meno falsi allarmi in esterno</li></ol>",
        es: "<ol><li>Protección perimetral con cámaras de deep learning</li><li>Conteo de personas en el comercio minorista</li><li>Menos falsas alarmas en exteriores</li></ol>",
        pl: "<ol><li>Ochrona obwodowa z kamerami deep learning</li><li>Zliczanie osób w handlu detalicznym</li><li>Mniej fałszywych alarmów na zewnątrz</li></ol>",
      },
    },
    {
      title: {
        en: "Platform update: continue your courses on any device",
        ar: "تحديث المنصة: تابع دوراتك من أي جهاز",
        de: "Plattform-Update: Kurse auf jedem Gerät fortsetzen",
        fr: "Mise à jour de la plateforme : poursuivez vos cours sur tous vos appareils",
        it: "Aggiornamento della piattaforma: continua i tuoi corsi su qualsiasi dispositivo",
        es: "Actualización de la plataforma: continúa tus cursos en cualquier dispositivo",
        pl: "Aktualizacja platformy: kontynuuj kursy na dowolnym urządzeniu",
      },
      summary: {
        en: "Your video progress is now saved chapter by chapter, so you can start a course on your desktop and finish it on your phone. New medals in My Learning show your associate, professional and expert certifications at a glance.",
        ar: "أصبح تقدّمك في مقاطع الفيديو يُحفظ فصلاً بعد فصل، لتبدأ الدورة على حاسوبك وتكملها على هاتفك. كما تعرض الأوسمة الجديدة في صفحة تعلّمي شهاداتك في المستويات المشارك والاحترافي والخبير بنظرة واحدة.",
        de: "Ihr Videofortschritt wird jetzt kapitelweise gespeichert – starten Sie einen Kurs am Desktop und beenden Sie ihn auf dem Smartphone. Neue Medaillen unter „Mein Lernbereich“ zeigen Ihre Associate-, Professional- und Expert-Zertifikate auf einen Blick.",
        fr: "Votre progression dans les vidéos est désormais enregistrée chapitre par chapitre : commencez un cours sur votre ordinateur et terminez-le sur votre smartphone. De nouvelles médailles dans Mon espace formation affichent d’un coup d’œil vos certifications Associate, Professional et Expert.",
        it: "I tuoi progressi nei video vengono ora salvati capitolo per capitolo: puoi iniziare un corso sul computer e finirlo sullo smartphone. Le nuove medaglie in La mia formazione mostrano a colpo d'occhio le tue certificazioni Associate, Professional ed Expert.",
        es: "Tu progreso en los videos ahora se guarda capítulo a capítulo: empieza un curso en tu equipo de escritorio y termínalo en tu teléfono. Las nuevas medallas de Mi aprendizaje muestran de un vistazo tus certificaciones de nivel asociado, profesional y experto.",
        pl: "Postęp w filmach jest teraz zapisywany rozdział po rozdziale – zacznij kurs na komputerze, a dokończ go na smartfonie. Nowe medale w zakładce Moja nauka pokazują na pierwszy rzut oka Twoje certyfikaty na poziomach Associate, Professional i Expert.",
      },
      details: {
        en: '<p>Open My Learning to see where you stopped.<script>document.title = "unsafe script ran"</script></p><p><a href="javascript:alert(1)" onclick="document.title=\'unsafe click ran\'">Try it now</a> or <em>come back later</em>.</p>',
        ar: '<p>افتح صفحة تعلّمي لترى أين توقفت.<script>document.title = "unsafe script ran"</script></p><p><a href="javascript:alert(1)" onclick="document.title=\'unsafe click ran\'">جرّبه الآن</a> أو <em>عُد لاحقاً</em>.</p>',
        de: '<p>Öffnen Sie „Mein Lernbereich“, um dort weiterzumachen, wo Sie aufgehört haben.<script>document.title = "unsafe script ran"</script></p><p><a href="javascript:alert(1)" onclick="document.title=\'unsafe click ran\'">Jetzt ausprobieren</a> oder <em>später wiederkommen</em>.</p>',
        fr: '<p>Ouvrez Mon espace formation pour reprendre là où vous en étiez.<script>document.title = "unsafe script ran"</script></p><p><a href="javascript:alert(1)" onclick="document.title=\'unsafe click ran\'">Essayer maintenant</a> ou <em>revenir plus tard</em>.</p>',
        it: '<p>Apri La mia formazione per riprendere da dove avevi interrotto.<script>document.title = "unsafe script ran"</script></p><p><a href="javascript:alert(1)" onclick="document.title=\'unsafe click ran\'">Provalo ora</a> o <em>torna più tardi</em>.</p>',
        es: '<p>Abre Mi aprendizaje para continuar donde lo dejaste.<script>document.title = "unsafe script ran"</script></p><p><a href="javascript:alert(1)" onclick="document.title=\'unsafe click ran\'">Pruébalo ahora</a> o <em>vuelve más tarde</em>.</p>',
        pl: '<p>Otwórz zakładkę Moja nauka, aby wrócić do ostatnio oglądanego miejsca.<script>document.title = "unsafe script ran"</script></p><p><a href="javascript:alert(1)" onclick="document.title=\'unsafe click ran\'">Wypróbuj teraz</a> lub <em>wróć później</em>.</p>',
      },
    },
    {
      title: {
        en: "General Security Certification: updated CGSP syllabus for 2027",
        ar: "الشهادة العامة للأمن: منهج CGSP محدّث لعام 2027",
        de: "Allgemeine Sicherheitszertifizierung: neuer CGSP-Lehrplan für 2027",
        fr: "Certification générale en sécurité : nouveau programme CGSP pour 2027",
        it: "Certificazione generale per la sicurezza: programma CGSP aggiornato per il 2027",
        es: "Certificación general en seguridad: temario CGSP actualizado para 2027",
        pl: "Ogólna certyfikacja z systemów zabezpieczeń: zaktualizowany program CGSP na 2027 rok",
      },
      summary: {
        en: "The professional level now covers cloud video management, network segmentation and privacy by design. Learners who are already enrolled keep their credits.",
        ar: "يغطي المستوى الاحترافي الآن إدارة الفيديو السحابية وتقسيم الشبكات والخصوصية منذ التصميم. ويحتفظ المتعلمون المسجّلون حالياً بساعاتهم المعتمدة.",
        de: "Die Professional-Stufe umfasst jetzt cloudbasiertes Videomanagement, Netzwerksegmentierung und Privacy by Design. Bereits angemeldete Teilnehmende behalten ihre Credits.",
        fr: "Le niveau Professional couvre désormais la gestion vidéo dans le cloud, la segmentation réseau et la protection de la vie privée dès la conception. Les apprenants déjà inscrits conservent leurs crédits.",
        it: "Il livello Professional ora include la gestione video in cloud, la segmentazione della rete e la privacy by design. Chi è già iscritto mantiene i crediti acquisiti.",
        es: "El nivel profesional abarca ahora la gestión de video en la nube, la segmentación de redes y la privacidad desde el diseño. Quienes ya están inscritos conservan sus créditos.",
        pl: "Poziom Professional obejmuje teraz zarządzanie wideo w chmurze, segmentację sieci i ochronę prywatności już na etapie projektowania (privacy by design). Osoby już zapisane zachowują zdobyte punkty.",
      },
      details: {
        en: '<p>Read the full syllabus on the <a href="https://www.example.com/cgsp-syllabus">certification page</a>.</p>',
        ar: '<p>اطّلع على المنهج الكامل في <a href="https://www.example.com/cgsp-syllabus">صفحة الشهادة</a>.</p>',
        de: '<p>Den vollständigen Lehrplan finden Sie auf der <a href="https://www.example.com/cgsp-syllabus">Zertifizierungsseite</a>.</p>',
        fr: '<p>Consultez le programme complet sur la <a href="https://www.example.com/cgsp-syllabus">page de la certification</a>.</p>',
        it: '<p>Leggi il programma completo nella <a href="https://www.example.com/cgsp-syllabus">pagina della certificazione</a>.</p>',
        es: '<p>Consulta el temario completo en la <a href="https://www.example.com/cgsp-syllabus">página de la certificación</a>.</p>',
        pl: '<p>Pełny program znajdziesz na <a href="https://www.example.com/cgsp-syllabus">stronie certyfikacji</a>.</p>',
      },
    },
    {
      title: {
        en: "Join our trainer team",
        ar: "انضم إلى فريق المدرّبين لدينا",
        de: "Werden Sie Teil unseres Trainerteams",
        fr: "Rejoignez notre équipe de formateurs",
        it: "Entra nel nostro team dei formatori",
        es: "Únete a nuestro equipo de instructores",
        pl: "Dołącz do naszego zespołu trenerów",
      },
      summary: {
        en: "We are looking for certified experts (HCSE) who enjoy teaching. Apply on the trainer team page; we reply within seven business days.",
        ar: "نبحث عن خبراء معتمدين (HCSE) يحبّون التدريس. قدّم طلبك من صفحة فريق المدرّبين، وسنرد عليك خلال سبعة أيام عمل.",
        de: "Wir suchen zertifizierte Experten (HCSE), die gerne unterrichten. Bewerben Sie sich auf der Seite des Trainerteams – wir antworten innerhalb von sieben Werktagen.",
        fr: "Nous recherchons des experts certifiés (HCSE) qui aiment transmettre leur savoir. Postulez depuis la page Équipe de formateurs ; nous vous répondrons sous sept jours ouvrés.",
        it: "Cerchiamo esperti certificati (HCSE) con la passione per l'insegnamento. Candidati dalla pagina Team dei formatori: ti risponderemo entro sette giorni lavorativi.",
        es: "Buscamos expertos certificados (HCSE) a los que les guste enseñar. Envía tu solicitud desde la página Equipo de instructores; te responderemos en un plazo de siete días hábiles.",
        pl: "Szukamy certyfikowanych ekspertów (HCSE), którzy lubią uczyć innych. Zgłoś się przez stronę Zespół trenerów – odpowiemy w ciągu siedmiu dni roboczych.",
      },
      details: {
        en: "<p>Trainers teach <strong>two sessions a month</strong> and are paid per session.</p>",
        ar: "<p>يقدّم المدرّبون <strong>جلستين شهرياً</strong> ويتقاضون أجراً عن كل جلسة.</p>",
        de: "<p>Trainer unterrichten <strong>zwei Sessions im Monat</strong> und werden pro Session vergütet.</p>",
        fr: "<p>Les formateurs animent <strong>deux sessions par mois</strong> et sont rémunérés à la session.</p>",
        it: "<p>I formatori tengono <strong>due sessioni al mese</strong> e sono retribuiti a sessione.</p>",
        es: "<p>Los instructores imparten <strong>dos sesiones al mes</strong> y cobran por sesión.</p>",
        pl: "<p>Trenerzy prowadzą <strong>dwie sesje w miesiącu</strong> i otrzymują wynagrodzenie za każdą sesję.</p>",
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
