import type { userComments } from "../../schema/content.ts";
import type { trainerTeamConfigs, trainers } from "../../schema/trainer.ts";
import { siteLanguagePairs } from "./sites.ts";
import { brandOf } from "./tenants.ts";
import { pick, type Localized } from "./texts.ts";

/** Demo trainers: the same team on every demo site, in each site's languages. */
const team: { name: string; title: Localized; expertise: Localized; region: Localized }[] = [
  {
    name: "Amina Haddad",
    title: {
      en: "Lead trainer, video surveillance",
      ar: "مدربة رئيسية، المراقبة بالفيديو",
      de: "Leitende Trainerin, Videoüberwachung",
      fr: "Formatrice principale, vidéosurveillance",
      it: "Responsabile formazione, videosorveglianza",
      es: "Instructora principal, videovigilancia",
      pl: "Główna trenerka, monitoring wizyjny",
    },
    expertise: {
      en: "Camera selection, lenses and low-light imaging",
      ar: "اختيار الكاميرات والعدسات والتصوير في الإضاءة المنخفضة",
      de: "Kameraauswahl, Objektive und Bildgebung bei wenig Licht",
      fr: "Choix des caméras et des objectifs, images en faible luminosité",
      it: "Scelta di telecamere e ottiche, riprese in condizioni di scarsa illuminazione",
      es: "Selección de cámaras y ópticas, imagen con poca luz",
      pl: "Dobór kamer i obiektywów, obraz przy słabym oświetleniu",
    },
    region: {
      en: "Middle East",
      ar: "الشرق الأوسط",
      de: "Naher Osten",
      fr: "Moyen-Orient",
      it: "Medio Oriente",
      es: "Oriente Medio",
      pl: "Bliski Wschód",
    },
  },
  {
    name: "Lukas Brenner",
    title: {
      en: "Senior trainer, networks",
      ar: "مدرب أول، الشبكات",
      de: "Senior-Trainer, Netzwerke",
      fr: "Formateur senior, réseaux",
      it: "Formatore senior, reti",
      es: "Instructor sénior, redes",
      pl: "Starszy trener, sieci",
    },
    expertise: {
      en: "IP networks, PoE budgets and VLAN design for video",
      ar: "شبكات IP وميزانيات PoE وتصميم VLAN للفيديو",
      de: "IP-Netze, PoE-Budgets und VLAN-Planung für Video",
      fr: "Réseaux IP, bilans de puissance PoE et conception de VLAN pour la vidéo",
      it: "Reti IP, budget PoE e progettazione VLAN per la videosorveglianza",
      es: "Redes IP, presupuestos de potencia PoE y diseño de VLAN para video",
      pl: "Sieci IP, budżet mocy PoE i projektowanie VLAN-ów dla systemów wizyjnych",
    },
    region: {
      en: "Europe",
      ar: "أوروبا",
      de: "Europa",
      fr: "Europe",
      it: "Europa",
      es: "Europa",
      pl: "Europa",
    },
  },
  {
    name: "Chidi Okafor",
    title: {
      en: "Trainer, recording and storage",
      ar: "مدرب، التسجيل والتخزين",
      de: "Trainer, Aufzeichnung und Speicherung",
      fr: "Formateur, enregistrement et stockage",
      it: "Formatore, registrazione e archiviazione",
      es: "Instructor, grabación y almacenamiento",
      pl: "Trener, rejestracja i przechowywanie nagrań",
    },
    expertise: {
      en: "NVR sizing, RAID and retention planning",
      ar: "تحديد سعة NVR وأنظمة RAID وتخطيط مدة الاحتفاظ",
      de: "NVR-Dimensionierung, RAID und Aufbewahrungsplanung",
      fr: "Dimensionnement des NVR, RAID et durée de conservation des enregistrements",
      it: "Dimensionamento NVR, RAID e pianificazione della conservazione delle registrazioni",
      es: "Dimensionamiento de NVR, RAID y planificación del tiempo de retención",
      pl: "Dobór rejestratorów NVR, RAID i planowanie czasu przechowywania nagrań",
    },
    region: {
      en: "Africa",
      ar: "أفريقيا",
      de: "Afrika",
      fr: "Afrique",
      it: "Africa",
      es: "África",
      pl: "Afryka",
    },
  },
  {
    name: "Mei Lin Tan",
    title: {
      en: "Trainer, video analytics",
      ar: "مدربة، تحليلات الفيديو",
      de: "Trainerin, Videoanalyse",
      fr: "Formatrice, analyse vidéo",
      it: "Formatrice, analisi video",
      es: "Instructora, analítica de video",
      pl: "Trenerka, analityka wideo",
    },
    expertise: {
      en: "Deep-learning analytics, perimeter protection",
      ar: "التحليلات بالتعلم العميق وحماية المحيط",
      de: "Deep-Learning-Analyse, Perimeterschutz",
      fr: "Analyse par deep learning, protection périmétrique",
      it: "Analisi basata sul deep learning, protezione perimetrale",
      es: "Analítica con deep learning, protección perimetral",
      pl: "Analityka oparta na deep learningu, ochrona obwodowa",
    },
    region: {
      en: "Asia-Pacific",
      ar: "آسيا والمحيط الهادئ",
      de: "Asien-Pazifik",
      fr: "Asie-Pacifique",
      it: "Asia-Pacifico",
      es: "Asia-Pacífico",
      pl: "Azja i Pacyfik",
    },
  },
  {
    name: "Omar Al-Farsi",
    title: {
      en: "Trainer, access control",
      ar: "مدرب، التحكم في الدخول",
      de: "Trainer, Zutrittskontrolle",
      fr: "Formateur, contrôle d’accès",
      it: "Formatore, controllo accessi",
      es: "Instructor, control de acceso",
      pl: "Trener, kontrola dostępu",
    },
    expertise: {
      en: "Readers, controllers and visitor management",
      ar: "القارئات ووحدات التحكم وإدارة الزوار",
      de: "Leser, Controller und Besucherverwaltung",
      fr: "Lecteurs, contrôleurs et gestion des visiteurs",
      it: "Lettori, controller e gestione dei visitatori",
      es: "Lectores, controladores y gestión de visitantes",
      pl: "Czytniki, kontrolery i obsługa gości",
    },
    region: {
      en: "Middle East",
      ar: "الشرق الأوسط",
      de: "Naher Osten",
      fr: "Moyen-Orient",
      it: "Medio Oriente",
      es: "Oriente Medio",
      pl: "Bliski Wschód",
    },
  },
  {
    name: "Sofia Marquez",
    title: {
      en: "Trainer, project design",
      ar: "مدربة، تصميم المشاريع",
      de: "Trainerin, Projektplanung",
      fr: "Formatrice, conception de projets",
      it: "Formatrice, progettazione",
      es: "Instructora, diseño de proyectos",
      pl: "Trenerka, projektowanie systemów",
    },
    expertise: {
      en: "Site surveys, system design and commissioning",
      ar: "المسح الميداني وتصميم الأنظمة والتشغيل",
      de: "Standortbegehung, Systemplanung und Inbetriebnahme",
      fr: "Visites techniques, conception de systèmes et mise en service",
      it: "Sopralluoghi, progettazione di sistemi e messa in servizio",
      es: "Visitas técnicas, diseño de sistemas y puesta en marcha",
      pl: "Wizje lokalne, projektowanie systemów i uruchomienie",
    },
    region: {
      en: "Americas",
      ar: "الأمريكتان",
      de: "Amerika",
      fr: "Amériques",
      it: "Americhe",
      es: "América",
      pl: "Ameryka",
    },
  },
  {
    name: "Jan Kowalski",
    title: {
      en: "Trainer, cybersecurity",
      ar: "مدرب، الأمن السيبراني",
      de: "Trainer, Cybersicherheit",
      fr: "Formateur, cybersécurité",
      it: "Formatore, cybersecurity",
      es: "Instructor, ciberseguridad",
      pl: "Trener, cyberbezpieczeństwo",
    },
    expertise: {
      en: "Device hardening, certificates and secure remote access",
      ar: "تحصين الأجهزة والشهادات والوصول الآمن عن بعد",
      de: "Gerätehärtung, Zertifikate und sicherer Fernzugriff",
      fr: "Durcissement des équipements, certificats et accès à distance sécurisé",
      it: "Hardening dei dispositivi, certificati e accesso remoto sicuro",
      es: "Hardening de dispositivos, certificados y acceso remoto seguro",
      pl: "Hardening urządzeń, certyfikaty i bezpieczny dostęp zdalny",
    },
    region: {
      en: "Europe",
      ar: "أوروبا",
      de: "Europa",
      fr: "Europe",
      it: "Europa",
      es: "Europa",
      pl: "Europa",
    },
  },
  {
    name: "Priya Raman",
    title: {
      en: "Trainer, thermal imaging",
      ar: "مدربة، التصوير الحراري",
      de: "Trainerin, Wärmebildtechnik",
      fr: "Formatrice, imagerie thermique",
      it: "Formatrice, termografia",
      es: "Instructora, imagen térmica",
      pl: "Trenerka, termowizja",
    },
    expertise: {
      en: "Thermal cameras, temperature screening and fire detection",
      ar: "الكاميرات الحرارية وفحص الحرارة واكتشاف الحرائق",
      de: "Wärmebildkameras, Temperaturmessung und Branderkennung",
      fr: "Caméras thermiques, mesure de température et détection d’incendie",
      it: "Telecamere termiche, screening della temperatura e rilevamento incendi",
      es: "Cámaras térmicas, control de temperatura y detección de incendios",
      pl: "Kamery termowizyjne, pomiar temperatury i wykrywanie pożarów",
    },
    region: {
      en: "Asia-Pacific",
      ar: "آسيا والمحيط الهادئ",
      de: "Asien-Pazifik",
      fr: "Asie-Pacifique",
      it: "Asia-Pacifico",
      es: "Asia-Pacífico",
      pl: "Azja i Pacyfik",
    },
  },
];

export function trainerRows(): (typeof trainers.$inferInsert)[] {
  return siteLanguagePairs.flatMap((pair) =>
    team.map((trainer, index) => ({
      siteId: pair.siteId,
      languageId: pair.languageId,
      name: trainer.name,
      photoUrl: `/brand/trainer-${index + 1}.svg`,
      title: pick(trainer.title, pair.languageId),
      expertise: pick(trainer.expertise, pair.languageId),
      region: pick(trainer.region, pair.languageId),
      sortOrder: index + 1,
    })),
  );
}

export function trainerTeamConfigRows(): (typeof trainerTeamConfigs.$inferInsert)[] {
  return siteLanguagePairs.map((pair) => {
    const academy = brandOf(pair.tenantId).academy;
    return {
      siteId: pair.siteId,
      languageId: pair.languageId,
      heading: pick(
        {
          en: "Meet our trainers",
          ar: "تعرّف على مدربينا",
          de: "Unsere Trainerinnen und Trainer",
          fr: "Découvrez nos formateurs",
          it: "Conosci i nostri formatori",
          es: "Conoce a nuestros instructores",
          pl: "Poznaj naszych trenerów",
        },
        pair.languageId,
      ),
      intro: pick(
        {
          en: `Certified experts who teach the ${academy.en} classrooms, webinars and practical exams across the regions.`,
          ar: `خبراء معتمدون يقدّمون الفصول الدراسية والندوات عبر الإنترنت والاختبارات العملية في ${academy.ar ?? academy.en} في جميع المناطق.`,
          de: `Zertifizierte Fachleute, die die Präsenzkurse, Webinare und praktischen Prüfungen der ${academy.de ?? academy.en} in allen Regionen leiten.`,
          fr: `Des experts certifiés qui animent les formations en classe, les webinaires et les examens pratiques de ${academy.fr ?? academy.en} dans toutes les régions.`,
          it: `Esperti certificati che tengono la formazione in aula, i webinar e gli esami pratici di ${academy.it ?? academy.en} in tutte le aree geografiche.`,
          es: `Expertos certificados que imparten la formación presencial, los webinars y los exámenes prácticos de ${academy.es ?? academy.en} en todas las regiones.`,
          pl: `Certyfikowani eksperci, którzy prowadzą szkolenia, webinary i egzaminy praktyczne ${academy.pl ?? academy.en} we wszystkich regionach.`,
        },
        pair.languageId,
      ),
      showJoinUs: true,
      joinUsTitle: pick(
        {
          en: "Become a trainer",
          ar: "انضم إلينا كمدرب",
          de: "Werden Sie Trainer",
          fr: "Devenez formateur",
          it: "Diventa formatore",
          es: "Hazte instructor",
          pl: "Zostań trenerem",
        },
        pair.languageId,
      ),
      joinUsText: pick(
        {
          en: "Share your field experience with installers and integrators. Send us your CV and the topics you teach.",
          ar: "شارك خبرتك الميدانية مع فنيي التركيب ومتكاملي الأنظمة. أرسل إلينا سيرتك الذاتية والموضوعات التي تدرّسها.",
          de: "Geben Sie Ihre Praxiserfahrung an Errichter und Integratoren weiter. Senden Sie uns Ihren Lebenslauf und Ihre Themen.",
          fr: "Partagez votre expérience du terrain avec les installateurs et les intégrateurs. Envoyez-nous votre CV et les thèmes que vous enseignez.",
          it: "Condividi la tua esperienza sul campo con installatori e integratori. Inviaci il tuo CV e gli argomenti che insegni.",
          es: "Comparte tu experiencia de campo con instaladores e integradores. Envíanos tu CV y los temas que impartes.",
          pl: "Podziel się doświadczeniem z pracy w terenie z instalatorami i integratorami. Wyślij nam swoje CV i tematy, których uczysz.",
        },
        pair.languageId,
      ),
    };
  });
}

const comments: { name: string; title: Localized; comment: Localized; avatar: number }[] = [
  {
    name: "Daniel Weber",
    title: {
      en: "Installer, Weber Sicherheitstechnik",
      ar: "فني تركيب، Weber Sicherheitstechnik",
      de: "Errichter, Weber Sicherheitstechnik",
      fr: "Installateur, Weber Sicherheitstechnik",
      it: "Installatore, Weber Sicherheitstechnik",
      es: "Instalador, Weber Sicherheitstechnik",
      pl: "Instalator, Weber Sicherheitstechnik",
    },
    comment: {
      en: "The self-paced courses fit around site work, and the practical exam checked exactly what I do every day.",
      ar: "تتناسب الدورات الذاتية مع العمل الميداني، وقد اختبر الامتحان العملي تماماً ما أقوم به كل يوم.",
      de: "Die Selbstlernkurse passen neben die Baustelle, und die praktische Prüfung hat genau das abgefragt, was ich täglich mache.",
      fr: "Les cours en autonomie s’intègrent bien à mon travail sur les chantiers, et l’examen pratique portait exactement sur ce que je fais tous les jours.",
      it: "I corsi in autonomia si conciliano bene con il lavoro in cantiere, e l'esame pratico ha verificato esattamente quello che faccio ogni giorno.",
      es: "Los cursos a mi ritmo encajan con el trabajo en obra, y el examen práctico evaluó justo lo que hago cada día.",
      pl: "Kursy we własnym tempie łatwo pogodzić z pracą na budowie, a egzamin praktyczny sprawdzał dokładnie to, co robię na co dzień.",
    },
    avatar: 2,
  },
  {
    name: "Fatima Noor",
    title: {
      en: "System integrator, Gulf Secure",
      ar: "متكاملة أنظمة، Gulf Secure",
      de: "Systemintegratorin, Gulf Secure",
      fr: "Intégratrice de systèmes, Gulf Secure",
      it: "Integratrice di sistemi, Gulf Secure",
      es: "Integradora de sistemas, Gulf Secure",
      pl: "Integratorka systemów, Gulf Secure",
    },
    comment: {
      en: "Our whole team certified in two months. The classroom trainer answered every question about our own projects.",
      ar: "حصل فريقنا بالكامل على الشهادة خلال شهرين. أجاب المدرب في الفصل عن كل سؤال حول مشاريعنا.",
      de: "Unser ganzes Team war in zwei Monaten zertifiziert. Der Trainer im Präsenzkurs beantwortete jede Frage zu unseren Projekten.",
      fr: "Toute notre équipe a été certifiée en deux mois. Le formateur en classe a répondu à chacune de nos questions sur nos propres projets.",
      it: "Tutto il nostro team si è certificato in due mesi. Il formatore in aula ha risposto a ogni domanda sui nostri progetti.",
      es: "Todo nuestro equipo se certificó en dos meses. El instructor de la formación presencial respondió a todas nuestras preguntas sobre nuestros propios proyectos.",
      pl: "Cały nasz zespół zdobył certyfikaty w dwa miesiące. Trener na szkoleniu odpowiedział na każde pytanie dotyczące naszych własnych projektów.",
    },
    avatar: 5,
  },
  {
    name: "Kenji Sato",
    title: {
      en: "Security engineer, Harbour Logistics",
      ar: "مهندس أمن، Harbour Logistics",
      de: "Sicherheitsingenieur, Harbour Logistics",
      fr: "Ingénieur sécurité, Harbour Logistics",
      it: "Ingegnere della sicurezza, Harbour Logistics",
      es: "Ingeniero de seguridad, Harbour Logistics",
      pl: "Inżynier systemów zabezpieczeń, Harbour Logistics",
    },
    comment: {
      en: "The network and cybersecurity chapters alone were worth it. Clear videos, fair quizzes and a certificate customers recognise.",
      ar: "فصول الشبكات والأمن السيبراني وحدها تستحق العناء. مقاطع فيديو واضحة واختبارات عادلة وشهادة يعرفها العملاء.",
      de: "Allein die Kapitel zu Netzwerken und Cybersicherheit haben sich gelohnt. Klare Videos, faire Tests und ein Zertifikat, das Kunden kennen.",
      fr: "Rien que les chapitres sur les réseaux et la cybersécurité valaient le détour. Des vidéos claires, des quiz justes et un certificat que les clients connaissent.",
      it: "Già solo i capitoli su reti e cybersecurity valevano la pena. Video chiari, quiz equilibrati e un certificato che i clienti riconoscono.",
      es: "Solo los capítulos de redes y ciberseguridad ya valían la pena. Videos claros, cuestionarios justos y un certificado que los clientes reconocen.",
      pl: "Już same rozdziały o sieciach i cyberbezpieczeństwie były tego warte. Przejrzyste filmy, uczciwe quizy i certyfikat, który klienci znają.",
    },
    avatar: 7,
  },
];

export function userCommentRows(): (typeof userComments.$inferInsert)[] {
  return siteLanguagePairs.flatMap((pair) =>
    comments.map((comment, index) => ({
      siteId: pair.siteId,
      languageId: pair.languageId,
      authorName: comment.name,
      authorTitle: pick(comment.title, pair.languageId),
      avatarUrl: `/brand/trainer-${comment.avatar}.svg`,
      comment: pick(comment.comment, pair.languageId),
      sortOrder: index + 1,
    })),
  );
}
