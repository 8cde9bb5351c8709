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
    },
    expertise: {
      en: "Camera selection, lenses and low-light imaging",
      ar: "اختيار الكاميرات والعدسات والتصوير في الإضاءة المنخفضة",
      de: "Kameraauswahl, Objektive und Bildgebung bei wenig Licht",
    },
    region: { en: "Middle East", ar: "الشرق الأوسط", de: "Naher Osten" },
  },
  {
    name: "Lukas Brenner",
    title: {
      en: "Senior trainer, networks",
      ar: "مدرب أول، الشبكات",
      de: "Senior-Trainer, Netzwerke",
    },
    expertise: {
      en: "IP networks, PoE budgets and VLAN design for video",
      ar: "شبكات IP وميزانيات PoE وتصميم VLAN للفيديو",
      de: "IP-Netze, PoE-Budgets und VLAN-Planung für Video",
    },
    region: { en: "Europe", ar: "أوروبا", de: "Europa" },
  },
  {
    name: "Chidi Okafor",
    title: {
      en: "Trainer, recording and storage",
      ar: "مدرب، التسجيل والتخزين",
      de: "Trainer, Aufzeichnung und Speicherung",
    },
    expertise: {
      en: "NVR sizing, RAID and retention planning",
      ar: "تحديد سعة NVR وأنظمة RAID وتخطيط مدة الاحتفاظ",
      de: "NVR-Dimensionierung, RAID und Aufbewahrungsplanung",
    },
    region: { en: "Africa", ar: "أفريقيا", de: "Afrika" },
  },
  {
    name: "Mei Lin Tan",
    title: {
      en: "Trainer, video analytics",
      ar: "مدربة، تحليلات الفيديو",
      de: "Trainerin, Videoanalyse",
    },
    expertise: {
      en: "Deep-learning analytics, perimeter protection",
      ar: "التحليلات بالتعلم العميق وحماية المحيط",
      de: "Deep-Learning-Analyse, Perimeterschutz",
    },
    region: { en: "Asia-Pacific", ar: "آسيا والمحيط الهادئ", de: "Asien-Pazifik" },
  },
  {
    name: "Omar Al-Farsi",
    title: {
      en: "Trainer, access control",
      ar: "مدرب، التحكم في الدخول",
      de: "Trainer, Zutrittskontrolle",
    },
    expertise: {
      en: "Readers, controllers and visitor management",
      ar: "القارئات ووحدات التحكم وإدارة الزوار",
      de: "Leser, Controller und Besucherverwaltung",
    },
    region: { en: "Middle East", ar: "الشرق الأوسط", de: "Naher Osten" },
  },
  {
    name: "Sofia Marquez",
    title: {
      en: "Trainer, project design",
      ar: "مدربة، تصميم المشاريع",
      de: "Trainerin, Projektplanung",
    },
    expertise: {
      en: "Site surveys, system design and commissioning",
      ar: "المسح الميداني وتصميم الأنظمة والتشغيل",
      de: "Standortbegehung, Systemplanung und Inbetriebnahme",
    },
    region: { en: "Americas", ar: "الأمريكتان", de: "Amerika" },
  },
  {
    name: "Jan Kowalski",
    title: {
      en: "Trainer, cybersecurity",
      ar: "مدرب، الأمن السيبراني",
      de: "Trainer, Cybersicherheit",
    },
    expertise: {
      en: "Device hardening, certificates and secure remote access",
      ar: "تحصين الأجهزة والشهادات والوصول الآمن عن بعد",
      de: "Gerätehärtung, Zertifikate und sicherer Fernzugriff",
    },
    region: { en: "Europe", ar: "أوروبا", de: "Europa" },
  },
  {
    name: "Priya Raman",
    title: {
      en: "Trainer, thermal imaging",
      ar: "مدربة، التصوير الحراري",
      de: "Trainerin, Wärmebildtechnik",
    },
    expertise: {
      en: "Thermal cameras, temperature screening and fire detection",
      ar: "الكاميرات الحرارية وفحص الحرارة واكتشاف الحرائق",
      de: "Wärmebildkameras, Temperaturmessung und Branderkennung",
    },
    region: { en: "Asia-Pacific", ar: "آسيا والمحيط الهادئ", de: "Asien-Pazifik" },
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
        { en: "Meet our trainers", ar: "تعرّف على مدربينا", de: "Unsere Trainerinnen und Trainer" },
        pair.languageId,
      ),
      intro: pick(
        {
          en: `Certified experts who teach the ${academy.en} classrooms, webinars and practical exams across the regions.`,
          ar: `خبراء معتمدون يقدّمون الفصول الدراسية والندوات عبر الإنترنت والاختبارات العملية في ${academy.ar ?? academy.en} في جميع المناطق.`,
          de: `Zertifizierte Fachleute, die die Präsenzkurse, Webinare und praktischen Prüfungen der ${academy.de ?? academy.en} in allen Regionen leiten.`,
        },
        pair.languageId,
      ),
      showJoinUs: true,
      joinUsTitle: pick(
        { en: "Become a trainer", ar: "انضم إلينا كمدرب", de: "Werden Sie Trainer" },
        pair.languageId,
      ),
      joinUsText: pick(
        {
          en: "Share your field experience with installers and integrators. Send us your CV and the topics you teach.",
          ar: "شارك خبرتك الميدانية مع فنيي التركيب ومتكاملي الأنظمة. أرسل إلينا سيرتك الذاتية والموضوعات التي تدرّسها.",
          de: "Geben Sie Ihre Praxiserfahrung an Errichter und Integratoren weiter. Senden Sie uns Ihren Lebenslauf und Ihre Themen.",
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
    },
    comment: {
      en: "The self-paced courses fit around site work, and the practical exam checked exactly what I do every day.",
      ar: "تتناسب الدورات الذاتية مع العمل الميداني، وقد اختبر الامتحان العملي تماماً ما أقوم به كل يوم.",
      de: "Die Selbstlernkurse passen neben die Baustelle, und die praktische Prüfung hat genau das abgefragt, was ich täglich mache.",
    },
    avatar: 2,
  },
  {
    name: "Fatima Noor",
    title: {
      en: "System integrator, Gulf Secure",
      ar: "متكاملة أنظمة، Gulf Secure",
      de: "Systemintegratorin, Gulf Secure",
    },
    comment: {
      en: "Our whole team certified in two months. The classroom trainer answered every question about our own projects.",
      ar: "حصل فريقنا بالكامل على الشهادة خلال شهرين. أجاب المدرب في الفصل عن كل سؤال حول مشاريعنا.",
      de: "Unser ganzes Team war in zwei Monaten zertifiziert. Der Trainer im Präsenzkurs beantwortete jede Frage zu unseren Projekten.",
    },
    avatar: 5,
  },
  {
    name: "Kenji Sato",
    title: {
      en: "Security engineer, Harbour Logistics",
      ar: "مهندس أمن، Harbour Logistics",
      de: "Sicherheitsingenieur, Harbour Logistics",
    },
    comment: {
      en: "The network and cybersecurity chapters alone were worth it. Clear videos, fair quizzes and a certificate customers recognise.",
      ar: "فصول الشبكات والأمن السيبراني وحدها تستحق العناء. مقاطع فيديو واضحة واختبارات عادلة وشهادة يعرفها العملاء.",
      de: "Allein die Kapitel zu Netzwerken und Cybersicherheit haben sich gelohnt. Klare Videos, faire Tests und ein Zertifikat, das Kunden kennen.",
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
