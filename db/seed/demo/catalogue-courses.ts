import { ProductLineId, VideoTypeId } from "./catalogue-taxonomy.ts";
import type { Localized } from "./texts.ts";

/**
 * A course (courseType 0) or a video (courseType 1) of one tenant, with its
 * texts in every language it is published in. `slot` fixes its ids: the master
 * id is the tenant's course base + slot, a release's id its site block + slot
 * (catalogue.ts), so the ids stay the same on every seed.
 */
export type CourseSeed = {
  slot: number;
  courseType: 0 | 1;
  productLineId?: number;
  videoTypeId?: number;
  name: Localized;
  /** Simple HTML (p, ul, li, strong): sanitised on output. */
  description: Localized;
  cover: string;
  versionLabel: string;
  quizExist: boolean;
  publishedOn: string;
  /** Chapter titles, in order; chapter n plays sample video n mod 3. */
  chapters: Localized[];
};

const cover = (name: string) => `/brand/course-${name}.svg`;

/** Brand-track (hsc) courses of the main tenant: slots 1-20. */
export const mainBrandCourses: CourseSeed[] = [
  {
    slot: 1,
    courseType: 0,
    productLineId: ProductLineId.networkCameras,
    name: {
      en: "IP Camera Fundamentals",
      ar: "أساسيات كاميرات IP",
      de: "Grundlagen der IP-Kameras",
    },
    description: {
      en: "<p>Learn how network cameras capture, compress and stream video, and how to choose the right camera for each scene.</p><ul><li>Image sensors, lenses and field of view</li><li>H.264, H.265 and smart codecs</li><li>Activating and configuring a camera safely</li></ul>",
      ar: "<p>تعرّف على كيفية التقاط الكاميرات الشبكية للفيديو وضغطه وبثّه، وكيف تختار الكاميرا المناسبة لكل موقع.</p><ul><li>مستشعرات الصورة والعدسات ومجال الرؤية</li><li>ترميز H.264 وH.265 والترميز الذكي</li><li>تفعيل الكاميرا وإعدادها بشكل آمن</li></ul>",
      de: "<p>Erfahren Sie, wie Netzwerkkameras Video aufnehmen, komprimieren und streamen, und wie Sie für jede Szene die passende Kamera wählen.</p><ul><li>Bildsensoren, Objektive und Sichtfeld</li><li>H.264, H.265 und Smart Codecs</li><li>Kameras sicher aktivieren und konfigurieren</li></ul>",
    },
    cover: cover("camera"),
    versionLabel: "v2.0",
    quizExist: true,
    publishedOn: "2026-01-12",
    chapters: [
      {
        en: "How an IP camera forms an image",
        ar: "كيف تكوّن كاميرا IP الصورة",
        de: "Wie eine IP-Kamera ein Bild erzeugt",
      },
      {
        en: "Lenses, sensors and resolution",
        ar: "العدسات والمستشعرات ودقة الصورة",
        de: "Objektive, Sensoren und Auflösung",
      },
      {
        en: "Mounting and aiming the camera",
        ar: "تركيب الكاميرا وتوجيهها",
        de: "Montage und Ausrichtung der Kamera",
      },
      {
        en: "First configuration in the web interface",
        ar: "الإعداد الأولي عبر واجهة الويب",
        de: "Erstkonfiguration über die Weboberfläche",
      },
    ],
  },
  {
    slot: 2,
    courseType: 0,
    productLineId: ProductLineId.recorders,
    name: {
      en: "NVR Storage Planning",
      ar: "تخطيط التخزين في مسجلات NVR",
      de: "Speicherplanung für NVR",
    },
    description: {
      en: "<p>Plan recorders and disks that keep every camera's footage for as long as the site needs it.</p><ul><li>Bitrate, frame rate and retention</li><li>RAID levels and hot spares</li><li>Event and continuous recording schedules</li></ul>",
      ar: "<p>خطّط للمسجلات والأقراص بحيث تحتفظ بتسجيلات كل كاميرا للمدة التي يحتاجها الموقع.</p><ul><li>معدل البت ومعدل الإطارات ومدة الاحتفاظ</li><li>مستويات RAID والأقراص الاحتياطية</li><li>جداول التسجيل المستمر والتسجيل عند الأحداث</li></ul>",
      de: "<p>Planen Sie Rekorder und Festplatten so, dass die Aufnahmen jeder Kamera so lange erhalten bleiben, wie der Standort es verlangt.</p><ul><li>Bitrate, Bildrate und Aufbewahrungsdauer</li><li>RAID-Level und Hot-Spare-Festplatten</li><li>Dauer- und Ereignisaufzeichnung planen</li></ul>",
    },
    cover: cover("storage"),
    versionLabel: "v1.2",
    quizExist: false,
    publishedOn: "2026-01-19",
    chapters: [
      {
        en: "Recorder types and channel licences",
        ar: "أنواع المسجلات وتراخيص القنوات",
        de: "Rekordertypen und Kanallizenzen",
      },
      {
        en: "Calculating bandwidth and storage",
        ar: "حساب عرض النطاق الترددي والسعة التخزينية",
        de: "Bandbreite und Speicherbedarf berechnen",
      },
      {
        en: "RAID, hot spares and disk health",
        ar: "مصفوفات RAID والأقراص الاحتياطية وسلامة الأقراص",
        de: "RAID, Hot-Spare und Festplattenzustand",
      },
      {
        en: "Retention rules and recording schedules",
        ar: "قواعد الاحتفاظ بالتسجيلات وجداول التسجيل",
        de: "Aufbewahrungsregeln und Aufnahmepläne",
      },
    ],
  },
  {
    slot: 3,
    courseType: 0,
    productLineId: ProductLineId.networkCameras,
    name: {
      en: "Video Analytics with AcuSense",
      ar: "تحليلات الفيديو باستخدام AcuSense",
      de: "Videoanalyse mit AcuSense",
    },
    description: {
      en: "<p>Configure AcuSense cameras and recorders so that alarms come from people and vehicles, not from leaves, rain or animals.</p><ul><li>Perimeter rules that matter</li><li>Target filtering and sensitivity</li><li>Strobe light and audio warnings</li></ul>",
      ar: "<p>اضبط كاميرات ومسجلات AcuSense بحيث تصدر الإنذارات عن الأشخاص والمركبات فقط، لا عن أوراق الشجر أو المطر أو الحيوانات.</p><ul><li>قواعد حماية المحيط الأهم</li><li>تصفية الأهداف وضبط الحساسية</li><li>التحذير بالضوء الوامض والصوت</li></ul>",
      de: "<p>Konfigurieren Sie AcuSense-Kameras und -Rekorder so, dass Alarme von Personen und Fahrzeugen ausgelöst werden – nicht von Blättern, Regen oder Tieren.</p><ul><li>Die wichtigsten Perimeterregeln</li><li>Zielfilter und Empfindlichkeit</li><li>Warnung mit Blitzlicht und Audio</li></ul>",
    },
    cover: cover("analytics"),
    versionLabel: "v1.0",
    quizExist: true,
    publishedOn: "2026-01-26",
    chapters: [
      {
        en: "How deep-learning detection works",
        ar: "كيف يعمل الكشف بالتعلّم العميق",
        de: "Wie Deep-Learning-Erkennung funktioniert",
      },
      {
        en: "Line crossing and intrusion rules",
        ar: "قواعد عبور الخط والتسلل",
        de: "Linienüberschreitung und Einbruchsregeln",
      },
      {
        en: "Filtering people and vehicles",
        ar: "تصفية الأشخاص والمركبات",
        de: "Personen und Fahrzeuge filtern",
      },
      {
        en: "Reducing false alarms on site",
        ar: "تقليل الإنذارات الكاذبة في الموقع",
        de: "Fehlalarme vor Ort reduzieren",
      },
    ],
  },
  {
    slot: 4,
    courseType: 0,
    productLineId: ProductLineId.switches,
    name: {
      en: "Network Basics for Security Installers",
      ar: "أساسيات الشبكات لفنيي تركيب الأنظمة الأمنية",
      de: "Netzwerkgrundlagen für Errichter von Sicherheitstechnik",
    },
    description: {
      en: "<p>The networking every security installer needs: addresses, switches, Power over Ethernet and safe remote access.</p><ul><li>Plan an address scheme for cameras and recorders</li><li>Size PoE switches for the cameras they feed</li><li>Diagnose with ping, tracert and ARP</li></ul>",
      ar: "<p>أساسيات الشبكات التي يحتاجها كل فني تركيب أنظمة أمنية: العناوين والمحوّلات وتقنية الطاقة عبر الإيثرنت والوصول الآمن عن بُعد.</p><ul><li>وضع خطة عناوين للكاميرات والمسجلات</li><li>اختيار محوّلات PoE المناسبة للكاميرات</li><li>التشخيص باستخدام ping وtracert وARP</li></ul>",
      de: "<p>Das Netzwerkwissen, das jeder Errichter von Sicherheitstechnik braucht: Adressen, Switches, Power over Ethernet und sicherer Fernzugriff.</p><ul><li>Einen Adressplan für Kameras und Rekorder erstellen</li><li>PoE-Switches passend zu den Kameras dimensionieren</li><li>Fehlersuche mit ping, tracert und ARP</li></ul>",
    },
    cover: cover("network"),
    versionLabel: "v2.1",
    quizExist: true,
    publishedOn: "2026-02-02",
    chapters: [
      {
        en: "IP addressing and subnets",
        ar: "عناوين IP والشبكات الفرعية",
        de: "IP-Adressierung und Subnetze",
      },
      {
        en: "Switches, VLANs and PoE budgets",
        ar: "المحوّلات والشبكات المحلية الافتراضية وميزانية PoE",
        de: "Switches, VLANs und PoE-Budget",
      },
      {
        en: "Port forwarding and remote access",
        ar: "إعادة توجيه المنافذ والوصول عن بُعد",
        de: "Portweiterleitung und Fernzugriff",
      },
      {
        en: "Testing the network with simple tools",
        ar: "اختبار الشبكة بأدوات بسيطة",
        de: "Das Netzwerk mit einfachen Werkzeugen testen",
      },
    ],
  },
  {
    slot: 5,
    courseType: 0,
    productLineId: ProductLineId.videoIntercom,
    name: { en: "Video Intercom Installation" },
    description: {
      en: "<p>Install and commission apartment and villa intercom systems, from the door station to the resident's phone.</p><ul><li>Two-wire and IP topologies</li><li>Door station placement and wiring</li><li>Call forwarding to the mobile app</li></ul>",
    },
    cover: cover("access"),
    versionLabel: "v1.0",
    quizExist: false,
    publishedOn: "2026-02-09",
    chapters: [
      { en: "System topologies: two-wire and IP" },
      { en: "Door station mounting and wiring" },
      { en: "Indoor stations and the mobile app" },
      { en: "Linking intercoms with access control" },
      { en: "Commissioning checklist" },
    ],
  },
  {
    slot: 6,
    courseType: 0,
    productLineId: ProductLineId.recorders,
    name: {
      en: "HikCentral Professional Deployment",
      ar: "نشر منصة HikCentral Professional",
    },
    description: {
      en: "<p>Deploy HikCentral Professional for sites with hundreds of cameras: servers, devices, users and alarm handling.</p><ul><li>Choose the server and the licences</li><li>Organise devices by area</li><li>Route events to the right operators</li></ul>",
      ar: "<p>انشر منصة HikCentral Professional في المواقع التي تضم مئات الكاميرات: الخوادم والأجهزة والمستخدمون ومعالجة الإنذارات.</p><ul><li>اختيار الخادم والتراخيص</li><li>تنظيم الأجهزة حسب المناطق</li><li>توجيه الأحداث إلى المشغّلين المعنيين</li></ul>",
    },
    cover: cover("design"),
    versionLabel: "v2.0",
    quizExist: true,
    publishedOn: "2026-02-16",
    chapters: [
      { en: "Server sizing and installation", ar: "تحديد حجم الخادم وتثبيته" },
      { en: "Adding devices and areas", ar: "إضافة الأجهزة والمناطق" },
      { en: "Users, roles and permissions", ar: "المستخدمون والأدوار والصلاحيات" },
      { en: "Event and alarm handling", ar: "معالجة الأحداث والإنذارات" },
    ],
  },
  {
    slot: 7,
    courseType: 0,
    name: {
      en: "Cybersecurity Hardening for CCTV",
      ar: "تعزيز الأمن السيبراني لأنظمة المراقبة",
    },
    description: {
      en: "<p>Protect cameras, recorders and clients against the attacks seen in the field.</p><ul><li>Disable what you do not use</li><li>Keep firmware current</li><li>Separate the video network and use HTTPS</li></ul>",
      ar: "<p>احمِ الكاميرات والمسجلات وأجهزة العملاء من الهجمات الشائعة في الميدان.</p><ul><li>عطّل الخدمات التي لا تستخدمها</li><li>حافظ على تحديث البرامج الثابتة</li><li>افصل شبكة الفيديو واستخدم HTTPS</li></ul>",
    },
    cover: cover("cyber"),
    versionLabel: "v1.1",
    quizExist: true,
    publishedOn: "2026-02-23",
    chapters: [
      { en: "Threats to video systems", ar: "التهديدات التي تواجه أنظمة الفيديو" },
      { en: "Strong passwords and account policies", ar: "كلمات المرور القوية وسياسات الحسابات" },
      {
        en: "Firmware updates and secure protocols",
        ar: "تحديثات البرامج الثابتة والبروتوكولات الآمنة",
      },
      { en: "Network segmentation and certificates", ar: "تقسيم الشبكة والشهادات الرقمية" },
    ],
  },
  {
    slot: 8,
    courseType: 0,
    productLineId: ProductLineId.networkCameras,
    name: {
      en: "PTZ and Long-Range Camera Setup",
      ar: "إعداد كاميرات PTZ والكاميرات بعيدة المدى",
    },
    description: {
      en: "<p>Set up speed domes and long-range cameras that follow targets across large areas.</p><ul><li>Presets, patrols and patterns</li><li>Auto-tracking with analytics</li><li>Mounting for stable images</li></ul>",
      ar: "<p>اضبط كاميرات القبة السريعة والكاميرات بعيدة المدى لتتبّع الأهداف عبر المساحات الواسعة.</p><ul><li>النقاط المحددة مسبقاً والدوريات والأنماط</li><li>التتبع التلقائي بمساعدة التحليلات</li><li>التثبيت للحصول على صورة مستقرة</li></ul>",
    },
    cover: cover("camera"),
    versionLabel: "v1.0",
    quizExist: false,
    publishedOn: "2026-03-02",
    chapters: [
      {
        en: "Presets, patrols and patterns",
        ar: "النقاط المحددة مسبقاً ومسارات الدوريات والأنماط",
      },
      { en: "Smart tracking", ar: "التتبع الذكي" },
      { en: "Mounting, wind and vibration", ar: "التثبيت والرياح والاهتزاز" },
    ],
  },
  {
    slot: 9,
    courseType: 0,
    name: { en: "Large-Scale System Design" },
    description: {
      en: "<p>Design video systems for airports, campuses and cities, from the first site survey to the final report.</p><ul><li>Requirements and camera placement</li><li>Network and storage architecture with redundancy</li><li>Control rooms and video walls</li></ul>",
    },
    cover: cover("design"),
    versionLabel: "v1.0",
    quizExist: true,
    publishedOn: "2026-03-09",
    chapters: [
      { en: "Gathering requirements" },
      { en: "Camera placement with design tools" },
      { en: "Network architecture for thousands of streams" },
      { en: "Storage clusters and redundancy" },
      { en: "Control rooms and video walls" },
      { en: "Writing the design report" },
    ],
  },
  {
    slot: 10,
    courseType: 0,
    name: { en: "Advanced Troubleshooting" },
    description: {
      en: "<p>Find and fix faults quickly with a repeatable method and the diagnostic tools built into every device.</p><ul><li>Video loss, flicker and noise</li><li>Streaming and network faults</li><li>Disk errors and device logs</li></ul>",
    },
    cover: cover("cyber"),
    versionLabel: "v1.0",
    quizExist: false,
    publishedOn: "2026-03-16",
    chapters: [
      { en: "A method for finding faults" },
      { en: "Video loss and image problems" },
      { en: "Network and streaming faults" },
      { en: "Recorder and disk faults" },
      { en: "Reading device logs" },
    ],
  },
  {
    slot: 11,
    courseType: 0,
    name: { en: "Hik-Connect Cloud and Mobile App" },
    description: {
      en: "<p>Connect sites to the cloud so that owners see live video on their phones and installers monitor device health remotely.</p><ul><li>The installer account and the owner account</li><li>Sharing devices safely</li><li>Health monitoring and push notifications</li></ul>",
    },
    cover: cover("network"),
    versionLabel: "v1.0",
    quizExist: false,
    publishedOn: "2026-03-23",
    chapters: [
      { en: "Creating the installer account" },
      { en: "Adding and sharing devices" },
      { en: "Push notifications and health monitoring" },
    ],
  },
  {
    slot: 12,
    courseType: 0,
    productLineId: ProductLineId.recorders,
    name: { en: "Deep Learning Analytics at Scale" },
    description: {
      en: "<p>Deploy deep-learning recorders and servers to search hours of video in seconds, within the privacy rules of the site.</p><ul><li>Face and vehicle attribute search</li><li>People counting and heat maps</li><li>Masking, retention and data protection</li></ul>",
    },
    cover: cover("analytics"),
    versionLabel: "v1.0",
    quizExist: true,
    publishedOn: "2026-03-30",
    chapters: [
      { en: "DeepinMind recorders and servers" },
      { en: "Face and vehicle search" },
      { en: "Counting and heat maps" },
      { en: "Privacy settings and data protection" },
    ],
  },
];

/** General-track (gsc) courses, vendor-neutral: slots 21-40. */
export const generalCourses: CourseSeed[] = [
  {
    slot: 21,
    courseType: 0,
    name: {
      en: "Video Surveillance Principles",
      ar: "مبادئ المراقبة بالفيديو",
      de: "Grundlagen der Videoüberwachung",
    },
    description: {
      en: "<p>The vendor-neutral principles behind every video surveillance system: what it must show, to whom and for how long.</p><ul><li>Operational requirements and image density (DORI)</li><li>Analogue, HD and IP architectures</li><li>Standards such as EN 62676</li></ul>",
      ar: "<p>المبادئ المحايدة تجاه الموردين التي يقوم عليها كل نظام مراقبة بالفيديو: ما الذي يجب أن يعرضه، ولمن، ولأي مدة.</p><ul><li>المتطلبات التشغيلية وكثافة الصورة (DORI)</li><li>البنى التناظرية وعالية الدقة وبنى IP</li><li>المعايير مثل EN 62676</li></ul>",
      de: "<p>Die herstellerneutralen Grundlagen jeder Videoüberwachungsanlage: was sie zeigen muss, wem und wie lange.</p><ul><li>Betriebliche Anforderungen und Bilddichte (DORI)</li><li>Analoge, HD- und IP-Architekturen</li><li>Normen wie DIN EN 62676</li></ul>",
    },
    cover: cover("camera"),
    versionLabel: "v3.0",
    quizExist: true,
    publishedOn: "2026-01-14",
    chapters: [
      {
        en: "What a surveillance system must achieve",
        ar: "ما الذي يجب أن يحققه نظام المراقبة",
        de: "Was ein Überwachungssystem leisten muss",
      },
      {
        en: "Detect, observe, recognise, identify",
        ar: "الكشف والمراقبة والتمييز والتعرّف",
        de: "Detektieren, Beobachten, Erkennen, Identifizieren",
      },
      {
        en: "Analogue, HD and IP systems",
        ar: "الأنظمة التناظرية وعالية الدقة وأنظمة IP",
        de: "Analoge, HD- und IP-Systeme",
      },
      {
        en: "Standards and legal requirements",
        ar: "المعايير والمتطلبات القانونية",
        de: "Normen und rechtliche Anforderungen",
      },
    ],
  },
  {
    slot: 22,
    courseType: 0,
    productLineId: ProductLineId.accessControl,
    name: {
      en: "Access Control Essentials",
      ar: "أساسيات التحكم في الدخول",
      de: "Grundlagen der Zutrittskontrolle",
    },
    description: {
      en: "<p>Plan and install access control that lets the right people through the right doors at the right time.</p><ul><li>Readers, controllers, locks and door monitoring</li><li>Access levels, schedules and anti-passback</li><li>Safe exit in an emergency</li></ul>",
      ar: "<p>خطّط لأنظمة التحكم في الدخول وركّبها بحيث تسمح للأشخاص المناسبين بعبور الأبواب المناسبة في الوقت المناسب.</p><ul><li>القارئات ووحدات التحكم والأقفال ومراقبة الأبواب</li><li>مستويات الدخول والجداول الزمنية ومنع العودة</li><li>الخروج الآمن في حالات الطوارئ</li></ul>",
      de: "<p>Planen und installieren Sie Zutrittskontrolle, die die richtigen Personen zur richtigen Zeit durch die richtigen Türen lässt.</p><ul><li>Leser, Controller, Schlösser und Türüberwachung</li><li>Zutrittsprofile, Zeitpläne und Anti-Passback</li><li>Sicheres Verlassen im Notfall</li></ul>",
    },
    cover: cover("access"),
    versionLabel: "v2.0",
    quizExist: true,
    publishedOn: "2026-01-21",
    chapters: [
      {
        en: "Credentials: cards, PINs, faces and fingerprints",
        ar: "وسائل التعريف: البطاقات والرموز السرية والوجوه وبصمات الأصابع",
        de: "Identifikationsmittel: Karten, PIN, Gesicht und Fingerabdruck",
      },
      {
        en: "Controllers, readers and locks",
        ar: "وحدات التحكم والقارئات والأقفال",
        de: "Controller, Leser und Schlösser",
      },
      {
        en: "Access levels and schedules",
        ar: "مستويات الدخول والجداول الزمنية",
        de: "Zutrittsberechtigungen und Zeitpläne",
      },
      {
        en: "Fire safety and emergency exits",
        ar: "السلامة من الحرائق ومخارج الطوارئ",
        de: "Brandschutz und Notausgänge",
      },
    ],
  },
  {
    slot: 23,
    courseType: 0,
    productLineId: ProductLineId.intrusionAlarm,
    name: {
      en: "Intrusion Alarm Design",
      ar: "تصميم أنظمة إنذار التسلل",
      de: "Planung von Einbruchmeldeanlagen",
    },
    description: {
      en: "<p>Design intrusion alarm systems that detect early and raise few false alarms.</p><ul><li>PIR, dual-technology and perimeter detectors</li><li>Wired, wireless and hybrid panels</li><li>Alarm receiving centres and video verification</li></ul>",
      ar: "<p>صمّم أنظمة إنذار ضد التسلل تكتشف مبكراً وتقلّل من الإنذارات الكاذبة.</p><ul><li>كواشف الأشعة تحت الحمراء السلبية وثنائية التقنية وكواشف المحيط</li><li>اللوحات السلكية واللاسلكية والهجينة</li><li>مراكز استقبال الإنذارات والتحقق بالفيديو</li></ul>",
      de: "<p>Planen Sie Einbruchmeldeanlagen, die früh detektieren und wenige Fehlalarme auslösen.</p><ul><li>PIR-, Dual- und Perimetermelder</li><li>Drahtgebundene, Funk- und Hybridzentralen</li><li>Notruf- und Serviceleitstellen und Videoverifikation</li></ul>",
    },
    cover: cover("alarm"),
    versionLabel: "v1.0",
    quizExist: false,
    publishedOn: "2026-01-28",
    chapters: [
      {
        en: "Detectors and where to place them",
        ar: "أجهزة الكشف وأماكن تركيبها",
        de: "Melder und ihre Platzierung",
      },
      {
        en: "Wired and wireless alarm systems",
        ar: "أنظمة الإنذار السلكية واللاسلكية",
        de: "Drahtgebundene und Funk-Alarmanlagen",
      },
      {
        en: "Alarm transmission and verification",
        ar: "نقل الإنذارات والتحقق منها",
        de: "Alarmübertragung und Verifikation",
      },
    ],
  },
  {
    slot: 24,
    courseType: 0,
    name: { en: "Storage and Bandwidth Calculation" },
    description: {
      en: "<p>Work out how much bandwidth and storage a surveillance system needs, and check the numbers before you buy.</p><ul><li>What drives the bitrate of a stream</li><li>Peak and average bandwidth per site</li><li>Disks, RAID overhead and retention</li></ul>",
    },
    cover: cover("storage"),
    versionLabel: "v1.0",
    quizExist: true,
    publishedOn: "2026-02-04",
    chapters: [
      { en: "What drives the bitrate" },
      { en: "Calculating a site's bandwidth" },
      { en: "From bitrate to disks" },
    ],
  },
  {
    slot: 25,
    courseType: 0,
    name: { en: "Lighting and Image Quality" },
    description: {
      en: "<p>Get clear images by day and night: light levels, infrared illumination, wide dynamic range and low-light colour cameras.</p>",
    },
    cover: cover("camera"),
    versionLabel: "v1.0",
    quizExist: false,
    publishedOn: "2026-02-11",
    chapters: [
      { en: "Light, lux and infrared" },
      { en: "Wide dynamic range and backlight" },
      { en: "Low-light colour imaging" },
      { en: "Testing image quality on site" },
    ],
  },
  {
    slot: 26,
    courseType: 0,
    name: { en: "Thermal Imaging Principles" },
    description: {
      en: "<p>Understand how thermal cameras see heat, how far they detect people and vehicles, and when to choose them over visible-light cameras.</p>",
    },
    cover: cover("thermal"),
    versionLabel: "v1.0",
    quizExist: false,
    publishedOn: "2026-02-18",
    chapters: [
      { en: "Infrared radiation and emissivity" },
      { en: "Detection ranges and the Johnson criteria" },
      { en: "Where thermal cameras beat visible cameras" },
    ],
  },
  {
    slot: 27,
    courseType: 0,
    name: { en: "Site Survey and Risk Assessment" },
    description: {
      en: "<p>Assess risks and survey a site so that the system you propose answers the customer's real needs.</p><ul><li>Threats, assets and vulnerabilities</li><li>Operational requirements per area</li><li>A survey report the customer can sign</li></ul>",
    },
    cover: cover("design"),
    versionLabel: "v1.0",
    quizExist: true,
    publishedOn: "2026-02-25",
    chapters: [
      { en: "Threats, assets and vulnerabilities" },
      { en: "Walking the site" },
      { en: "Operational requirements" },
      { en: "Writing the survey report" },
      { en: "Presenting options to the customer" },
    ],
  },
  {
    slot: 28,
    courseType: 0,
    name: { en: "Integrated Security Systems" },
    description: {
      en: "<p>Combine video, access control and intrusion alarm into one system that operators can run from one screen.</p><ul><li>What integration brings, and what it costs</li><li>Open standards: ONVIF and OSDP</li><li>Acceptance tests for integrated systems</li></ul>",
    },
    cover: cover("design"),
    versionLabel: "v1.0",
    quizExist: true,
    publishedOn: "2026-03-04",
    chapters: [
      { en: "Why integrate" },
      { en: "Video, access and alarm in one platform" },
      { en: "Open standards: ONVIF and OSDP" },
      { en: "Testing an integrated system" },
    ],
  },
  {
    slot: 29,
    courseType: 0,
    name: { en: "Security Project Management" },
    description: {
      en: "<p>Deliver security projects on time and on budget, from the tender to the maintenance contract.</p>",
    },
    cover: cover("design"),
    versionLabel: "v1.0",
    quizExist: false,
    publishedOn: "2026-03-11",
    chapters: [
      { en: "From tender to contract" },
      { en: "Planning the installation" },
      { en: "Handover, training and documentation" },
      { en: "Maintenance contracts" },
    ],
  },
];

/**
 * Self-paced courses of the main tenant outside every certification (frame §1
 * "self-paced courses"): slots 41-50, English only. They earn a certificate of
 * completion, not credits, and are published before the certification courses,
 * so the newest-course lists stay as they were.
 */
export const mainSelfPacedCourses: CourseSeed[] = [
  {
    slot: 41,
    courseType: 0,
    name: { en: "Handing a System Over to the Customer" },
    description: {
      en: "<p>Finish a project well: walk the customer through the system, hand over passwords safely and leave documentation they will use.</p><ul><li>The handover meeting</li><li>Accounts, passwords and permissions</li><li>As-built documents and the service plan</li></ul>",
    },
    cover: cover("design"),
    versionLabel: "v1.0",
    quizExist: true,
    publishedOn: "2025-11-04",
    chapters: [
      { en: "Preparing the handover meeting" },
      { en: "Accounts, passwords and permissions" },
      { en: "As-built documents and the service plan" },
    ],
  },
  {
    slot: 42,
    courseType: 0,
    name: { en: "Working Safely on Site" },
    description: {
      en: "<p>Stay safe while installing: ladders and work at height, electrical isolation, and a risk assessment that fits one page.</p>",
    },
    cover: cover("design"),
    versionLabel: "v1.0",
    quizExist: true,
    publishedOn: "2025-11-11",
    chapters: [
      { en: "Risk assessment in one page" },
      { en: "Ladders and work at height" },
      { en: "Electrical isolation" },
    ],
  },
  {
    slot: 43,
    courseType: 0,
    name: { en: "Cable Management and Labelling" },
    description: {
      en: "<p>Neat racks and readable labels save hours of fault finding: routing, bend radius, patching and a labelling scheme that lasts.</p>",
    },
    cover: cover("network"),
    versionLabel: "v1.0",
    quizExist: false,
    publishedOn: "2025-11-18",
    chapters: [
      { en: "Routing and bend radius" },
      { en: "Patching a rack" },
      { en: "A labelling scheme that lasts" },
    ],
  },
];

/** Videos (courseType 1) of the main tenant: slots 51-70, one or two chapters each. */
export const mainVideos: CourseSeed[] = [
  {
    slot: 51,
    courseType: 1,
    productLineId: ProductLineId.networkCameras,
    videoTypeId: VideoTypeId.installationGuide,
    name: {
      en: "Activating a camera with SADP",
      ar: "تفعيل الكاميرا باستخدام أداة SADP",
      de: "Eine Kamera mit SADP aktivieren",
    },
    description: {
      en: "<p>Find new cameras on the network, set a strong admin password and change the IP address in one step.</p>",
      ar: "<p>اعثر على الكاميرات الجديدة في الشبكة، وعيّن كلمة مرور قوية للمسؤول، وغيّر عنوان IP في خطوة واحدة.</p>",
      de: "<p>Neue Kameras im Netzwerk finden, ein sicheres Admin-Passwort vergeben und die IP-Adresse in einem Schritt ändern.</p>",
    },
    cover: cover("camera"),
    versionLabel: "v1.0",
    quizExist: false,
    publishedOn: "2026-02-05",
    chapters: [
      {
        en: "Activating a camera with SADP",
        ar: "تفعيل الكاميرا باستخدام أداة SADP",
        de: "Eine Kamera mit SADP aktivieren",
      },
    ],
  },
  {
    slot: 52,
    courseType: 1,
    productLineId: ProductLineId.networkCameras,
    videoTypeId: VideoTypeId.productTutorial,
    name: {
      en: "Setting up AcuSense line crossing",
      ar: "إعداد قاعدة عبور الخط في AcuSense",
      de: "AcuSense-Linienüberschreitung einrichten",
    },
    description: {
      en: "<p>Draw a line crossing rule, keep only people and vehicles as targets, and test it with a walk test.</p>",
      ar: "<p>ارسم قاعدة لعبور الخط، واحصر الأهداف في الأشخاص والمركبات، ثم اختبرها بالسير أمام الكاميرا.</p>",
      de: "<p>Eine Regel zur Linienüberschreitung zeichnen, nur Personen und Fahrzeuge als Ziele behalten und sie mit einem Gehtest prüfen.</p>",
    },
    cover: cover("analytics"),
    versionLabel: "v1.0",
    quizExist: false,
    publishedOn: "2026-02-12",
    chapters: [
      {
        en: "Setting up AcuSense line crossing",
        ar: "إعداد قاعدة عبور الخط في AcuSense",
        de: "AcuSense-Linienüberschreitung einrichten",
      },
    ],
  },
  {
    slot: 53,
    courseType: 1,
    productLineId: ProductLineId.recorders,
    videoTypeId: VideoTypeId.installationGuide,
    name: {
      en: "Adding a hard disk to an NVR",
      ar: "إضافة قرص صلب إلى مسجل NVR",
    },
    description: {
      en: "<p>Fit a surveillance hard disk, initialise it and check that recording starts.</p>",
      ar: "<p>ركّب قرصاً صلباً مخصصاً للمراقبة، وهيّئه، وتحقق من بدء التسجيل.</p>",
    },
    cover: cover("storage"),
    versionLabel: "v1.0",
    quizExist: false,
    publishedOn: "2026-02-19",
    chapters: [{ en: "Adding a hard disk to an NVR", ar: "إضافة قرص صلب إلى مسجل NVR" }],
  },
  {
    slot: 54,
    courseType: 1,
    productLineId: ProductLineId.recorders,
    videoTypeId: VideoTypeId.troubleshooting,
    name: { en: "Fixing video loss on a recorder" },
    description: {
      en: "<p>Work through the usual causes of video loss: power, cabling, IP conflicts and bandwidth.</p>",
    },
    cover: cover("storage"),
    versionLabel: "v1.0",
    quizExist: false,
    publishedOn: "2026-02-26",
    chapters: [{ en: "Fixing video loss on a recorder" }],
  },
  {
    slot: 55,
    courseType: 1,
    productLineId: ProductLineId.accessControl,
    videoTypeId: VideoTypeId.productTutorial,
    name: { en: "Configuring a face recognition terminal" },
    description: {
      en: "<p>Enrol faces, set the matching threshold and open the door from the terminal's relay.</p>",
    },
    cover: cover("access"),
    versionLabel: "v1.0",
    quizExist: false,
    publishedOn: "2026-03-05",
    chapters: [{ en: "Configuring a face recognition terminal" }],
  },
  {
    slot: 56,
    courseType: 1,
    productLineId: ProductLineId.intrusionAlarm,
    videoTypeId: VideoTypeId.installationGuide,
    name: { en: "AX PRO wireless alarm: first steps" },
    description: {
      en: "<p>Power up the hub, enrol wireless detectors and arm the system from the app.</p>",
    },
    cover: cover("alarm"),
    versionLabel: "v1.0",
    quizExist: false,
    publishedOn: "2026-03-12",
    chapters: [{ en: "AX PRO wireless alarm: first steps" }],
  },
  {
    slot: 57,
    courseType: 1,
    productLineId: ProductLineId.networkCameras,
    videoTypeId: VideoTypeId.webinarRecording,
    name: { en: "Webinar: ColorVu cameras at night" },
    description: {
      en: "<p>Our trainers show colour images in near darkness and answer installers' questions about lenses, light and placement.</p>",
    },
    cover: cover("camera"),
    versionLabel: "v1.0",
    quizExist: false,
    publishedOn: "2026-03-19",
    chapters: [{ en: "Part 1: ColorVu technology" }, { en: "Part 2: questions and answers" }],
  },
  {
    slot: 58,
    courseType: 1,
    productLineId: ProductLineId.switches,
    videoTypeId: VideoTypeId.productTutorial,
    name: { en: "PoE switch budget in five minutes" },
    description: {
      en: "<p>Add up the power the cameras draw and choose a switch with headroom.</p>",
    },
    cover: cover("network"),
    versionLabel: "v1.0",
    quizExist: false,
    publishedOn: "2026-03-26",
    chapters: [{ en: "PoE switch budget in five minutes" }],
  },
];
