import { multiple, single, trueFalse, type Pool } from "./exam-questions.ts";

/** Recorders and storage: RAID, disks, bitrate and retention (English, Arabic, German). */
export const storageQuestions: Pool = [
  single(3, {
    en: [
      "Which RAID level survives the failure of any two disks?",
      ["RAID 0", "RAID 1", "RAID 5", "RAID 6"],
      "RAID 6 keeps two independent parity blocks, so any two disks may fail without losing data. RAID 5 survives one failure, RAID 0 none.",
    ],
    ar: [
      "أي مستوى RAID يتحمل تعطل أي قرصين؟",
      ["RAID 0", "RAID 1", "RAID 5", "RAID 6"],
      "يحتفظ RAID 6 بكتلتي تكافؤ مستقلتين، فيمكن أن يتعطل أي قرصين دون فقدان البيانات، بينما يتحمل RAID 5 تعطل قرص واحد، ولا يتحمل RAID 0 أي تعطل.",
    ],
    de: [
      "Welches RAID-Level übersteht den Ausfall zweier beliebiger Festplatten?",
      ["RAID 0", "RAID 1", "RAID 5", "RAID 6"],
      "RAID 6 speichert zwei unabhängige Paritätsblöcke, daher dürfen zwei beliebige Festplatten ausfallen, ohne dass Daten verloren gehen. RAID 5 übersteht einen Ausfall, RAID 0 keinen.",
    ],
  }),
  single(0, {
    en: [
      "Which standard lets cameras of different makes work with one recorder?",
      ["ONVIF", "SMTP", "FTP", "SNMP"],
      "ONVIF defines common interfaces for discovery, streaming and configuration, so a recorder can add third-party cameras. SMTP sends e-mail, FTP transfers files, SNMP monitors devices.",
    ],
    ar: [
      "أي معيار يتيح لكاميرات من شركات مختلفة العمل مع مسجل واحد؟",
      ["ONVIF", "SMTP", "FTP", "SNMP"],
      "يحدد معيار ONVIF واجهات موحّدة للاكتشاف والبث والإعداد، فيستطيع المسجل إضافة كاميرات من شركات أخرى. أما SMTP فلإرسال البريد الإلكتروني، وFTP لنقل الملفات، وSNMP لمراقبة الأجهزة.",
    ],
    de: [
      "Welcher Standard ermöglicht es, Kameras verschiedener Hersteller an einem Rekorder zu betreiben?",
      ["ONVIF", "SMTP", "FTP", "SNMP"],
      "ONVIF definiert gemeinsame Schnittstellen für Erkennung, Streaming und Konfiguration, sodass ein Rekorder Fremdkameras einbinden kann. SMTP versendet E-Mails, FTP überträgt Dateien, SNMP überwacht Geräte.",
    ],
  }),
  single(0, {
    en: [
      "Doubling the frame rate of a stream roughly…",
      [
        "doubles its bitrate",
        "halves its bitrate",
        "leaves its bitrate unchanged",
        "lowers its resolution",
      ],
      "Twice the frames means about twice the data, and twice the storage for the same retention. The codec saves a little on very static scenes, but plan with double.",
    ],
    ar: [
      "مضاعفة معدل الإطارات في البث تؤدي تقريباً إلى…",
      ["مضاعفة معدل البت", "خفض معدل البت إلى النصف", "بقاء معدل البت دون تغيير", "خفض الدقة"],
      "ضعف عدد الإطارات يعني نحو ضعف البيانات، وضعف مساحة التخزين لمدة الاحتفاظ نفسها. قد يوفّر الترميز قليلاً في المشاهد الثابتة جداً، لكن التخطيط يكون على أساس الضعف.",
    ],
    de: [
      "Eine Verdopplung der Bildrate eines Streams …",
      [
        "verdoppelt ungefähr seine Bitrate",
        "halbiert seine Bitrate",
        "lässt seine Bitrate unverändert",
        "senkt seine Auflösung",
      ],
      "Doppelt so viele Bilder bedeuten etwa doppelt so viele Daten und doppelt so viel Speicher bei gleicher Aufbewahrungsdauer. Bei sehr ruhigen Szenen spart der Codec etwas, geplant wird aber mit dem Doppelten.",
    ],
  }),
  single(0, {
    en: [
      "A camera records continuously at 4 Mbit/s. About how much storage does it need per day?",
      ["About 43 GB", "About 4 GB", "About 430 GB", "About 4 TB"],
      "4 Mbit/s × 86,400 s = 345,600 Mbit; divided by 8 that is 43,200 MB, about 43 GB per day.",
    ],
    ar: [
      "تسجّل كاميرا بشكل مستمر بمعدل 4 ميغابت في الثانية. كم تحتاج تقريباً من مساحة التخزين في اليوم؟",
      ["نحو 43 غيغابايت", "نحو 4 غيغابايت", "نحو 430 غيغابايت", "نحو 4 تيرابايت"],
      "4 ميغابت/ث × 86400 ثانية = 345600 ميغابت، وبالقسمة على 8 تكون 43200 ميغابايت، أي نحو 43 غيغابايت في اليوم.",
    ],
    de: [
      "Eine Kamera zeichnet dauerhaft mit 4 Mbit/s auf. Wie viel Speicher braucht sie ungefähr pro Tag?",
      ["Etwa 43 GB", "Etwa 4 GB", "Etwa 430 GB", "Etwa 4 TB"],
      "4 Mbit/s × 86.400 s = 345.600 Mbit; geteilt durch 8 sind das 43.200 MB, also etwa 43 GB pro Tag.",
    ],
  }),
  single(0, {
    en: [
      "What is a hot spare disk in a recorder?",
      [
        "An idle disk that automatically replaces a failed disk of the array",
        "A disk that stores only alarm recordings",
        "A disk kept cool by an extra fan",
        "A backup copy of the recorder's firmware",
      ],
      "A hot spare waits unused; when a disk of the array fails, the recorder rebuilds the array onto it at once, which shortens the time without redundancy.",
    ],
    ar: [
      "ما القرص الاحتياطي الجاهز (Hot Spare) في المسجل؟",
      [
        "قرص خامل يحل محل القرص المعطّل في المصفوفة تلقائياً",
        "قرص لا يخزّن إلا تسجيلات الإنذارات",
        "قرص تُبرّده مروحة إضافية",
        "نسخة احتياطية من البرنامج الثابت للمسجل",
      ],
      "يبقى القرص الاحتياطي الجاهز دون استخدام، فإذا تعطل أحد أقراص المصفوفة أعاد المسجل بناءها عليه فوراً، فتقصر المدة التي تبقى فيها المصفوفة دون حماية.",
    ],
    de: [
      "Was ist eine Hot-Spare-Festplatte in einem Rekorder?",
      [
        "Eine ungenutzte Festplatte, die eine ausgefallene Platte des Verbunds automatisch ersetzt",
        "Eine Festplatte nur für Alarmaufnahmen",
        "Eine Festplatte, die ein zusätzlicher Lüfter kühlt",
        "Eine Sicherungskopie der Rekorder-Firmware",
      ],
      "Eine Hot-Spare-Platte wartet ungenutzt; fällt eine Platte des Verbunds aus, baut der Rekorder das Array sofort auf ihr neu auf und verkürzt so die Zeit ohne Redundanz.",
    ],
  }),
  single(0, {
    en: [
      "Which hard disks suit 24/7 recording in an NVR?",
      [
        "Surveillance-grade disks rated for continuous writing",
        "Desktop disks made for office PCs",
        "USB flash drives",
        "Any disk with the highest rotation speed",
      ],
      "Surveillance disks are built and warranted for writing many streams around the clock; desktop disks are made for a few hours a day of mostly reading.",
    ],
    ar: [
      "أي الأقراص الصلبة يناسب التسجيل على مدار الساعة في مسجل NVR؟",
      [
        "أقراص المراقبة المصممة للكتابة المستمرة",
        "أقراص الحواسيب المكتبية",
        "ذواكر فلاش USB",
        "أي قرص بأعلى سرعة دوران",
      ],
      "صُممت أقراص المراقبة وضُمنت لكتابة بث عدة كاميرات على مدار الساعة، أما أقراص الحواسيب المكتبية فمصممة لساعات عمل محدودة يغلب عليها القراءة.",
    ],
    de: [
      "Welche Festplatten eignen sich für die Aufzeichnung rund um die Uhr in einem NVR?",
      [
        "Überwachungsfestplatten für den Dauerschreibbetrieb",
        "Desktop-Festplatten für Büro-PCs",
        "USB-Sticks",
        "Jede Festplatte mit der höchsten Drehzahl",
      ],
      "Überwachungsfestplatten sind für das Schreiben vieler Streams rund um die Uhr gebaut und garantiert; Desktop-Platten sind für wenige Stunden überwiegendes Lesen pro Tag ausgelegt.",
    ],
  }),
  single(0, {
    en: [
      "How much usable capacity does RAID 5 give with four 8 TB disks?",
      ["24 TB", "32 TB", "16 TB", "8 TB"],
      "RAID 5 spends one disk's worth of capacity on parity: (4 − 1) × 8 TB = 24 TB.",
    ],
    ar: [
      "كم تبلغ السعة القابلة للاستخدام في RAID 5 مع أربعة أقراص سعة كلٍّ منها 8 تيرابايت؟",
      ["24 تيرابايت", "32 تيرابايت", "16 تيرابايت", "8 تيرابايت"],
      "يخصص RAID 5 ما يعادل سعة قرص واحد للتكافؤ: (4 − 1) × 8 تيرابايت = 24 تيرابايت.",
    ],
    de: [
      "Wie viel nutzbare Kapazität bietet RAID 5 mit vier 8-TB-Festplatten?",
      ["24 TB", "32 TB", "16 TB", "8 TB"],
      "RAID 5 nutzt die Kapazität einer Festplatte für die Parität: (4 − 1) × 8 TB = 24 TB.",
    ],
  }),
  multiple([0, 1, 3], {
    en: [
      "Which settings change how much storage a camera needs?",
      ["Bitrate", "Retention days", "Camera name", "Frame rate"],
      "Storage is bitrate × recording time: the bitrate (itself driven by resolution, codec and frame rate) and the days to keep decide it; the name does not.",
    ],
    ar: [
      "أي الإعدادات تغيّر مساحة التخزين التي تحتاجها الكاميرا؟",
      ["معدل البت", "أيام الاحتفاظ", "اسم الكاميرا", "معدل الإطارات"],
      "مساحة التخزين = معدل البت × مدة التسجيل، فيحددها معدل البت (الذي يتأثر بالدقة والترميز ومعدل الإطارات) وعدد أيام الاحتفاظ، ولا أثر لاسم الكاميرا.",
    ],
    de: [
      "Welche Einstellungen verändern den Speicherbedarf einer Kamera?",
      ["Bitrate", "Aufbewahrungstage", "Kameraname", "Bildrate"],
      "Speicher ist Bitrate × Aufnahmezeit: Die Bitrate (abhängig von Auflösung, Codec und Bildrate) und die Aufbewahrungstage bestimmen ihn, der Name nicht.",
    ],
  }),
  multiple([0, 1, 2], {
    en: [
      "Which recording types can an NVR schedule per camera?",
      [
        "Continuous recording",
        "Motion or smart event recording",
        "Alarm input recording",
        "Firmware upgrade recording",
      ],
      "A schedule mixes continuous, event (motion, analytics) and alarm input recording per camera and time of day; a firmware upgrade is not a recording type.",
    ],
    ar: [
      "أي أنواع التسجيل يمكن جدولتها لكل كاميرا في مسجل NVR؟",
      [
        "التسجيل المستمر",
        "التسجيل عند الحركة أو الأحداث الذكية",
        "التسجيل عند تفعيل مدخل الإنذار",
        "التسجيل عند ترقية البرنامج الثابت",
      ],
      "يجمع الجدول لكل كاميرا ولكل فترة من اليوم بين التسجيل المستمر والتسجيل عند الأحداث (الحركة والتحليلات) والتسجيل عند تفعيل مدخل الإنذار، أما ترقية البرنامج الثابت فليست نوعاً من التسجيل.",
    ],
    de: [
      "Welche Aufzeichnungsarten kann ein NVR je Kamera zeitlich planen?",
      [
        "Daueraufzeichnung",
        "Aufzeichnung bei Bewegung oder Smart-Ereignis",
        "Aufzeichnung bei Alarmeingang",
        "Aufzeichnung bei Firmware-Update",
      ],
      "Ein Zeitplan kombiniert je Kamera und Tageszeit Dauer-, Ereignis- (Bewegung, Analyse) und Alarmeingangsaufzeichnung; ein Firmware-Update ist keine Aufzeichnungsart.",
    ],
  }),
  trueFalse(false, {
    en: [
      "RAID 0 protects recordings against a disk failure.",
      "RAID 0 stripes data across the disks without parity: one failed disk loses the whole array.",
    ],
    ar: [
      "يحمي RAID 0 التسجيلات من تعطل أحد الأقراص.",
      "يوزّع RAID 0 البيانات على الأقراص دون تكافؤ، فتعطّل قرص واحد يُفقد المصفوفة كلها.",
    ],
    de: [
      "RAID 0 schützt Aufnahmen vor dem Ausfall einer Festplatte.",
      "RAID 0 verteilt Daten ohne Parität auf die Platten: Fällt eine Platte aus, ist das gesamte Array verloren.",
    ],
  }),
  trueFalse(false, {
    en: [
      "Motion-triggered recording always uses more storage than continuous recording.",
      "Event recording stores only the periods with activity (plus pre- and post-recording), so it needs at most as much as continuous recording and usually far less.",
    ],
    ar: [
      "التسجيل عند اكتشاف الحركة يستهلك دائماً مساحة أكبر من التسجيل المستمر.",
      "لا يخزّن التسجيل عند الأحداث إلا فترات النشاط (مع ثوانٍ قبلها وبعدها)، فيحتاج على الأكثر إلى ما يحتاجه التسجيل المستمر، وغالباً إلى أقل منه بكثير.",
    ],
    de: [
      "Bewegungsgesteuerte Aufzeichnung braucht immer mehr Speicher als Daueraufzeichnung.",
      "Ereignisaufzeichnung speichert nur Zeiträume mit Aktivität (plus Vor- und Nachlauf) und braucht daher höchstens so viel wie die Daueraufzeichnung, meist deutlich weniger.",
    ],
  }),
  trueFalse(true, {
    en: [
      "An NVR's incoming bandwidth limit can cap the number of cameras it records, even when channels are free.",
      "Every recorder has a maximum incoming bitrate (for example 160 Mbit/s); 16 cameras at 12 Mbit/s exceed it although the NVR has 32 channels.",
    ],
    ar: [
      "قد يحدّ الحد الأقصى لعرض النطاق الوارد إلى مسجل NVR من عدد الكاميرات التي يسجلها حتى لو توفرت قنوات شاغرة.",
      "لكل مسجل حد أقصى لمعدل البت الوارد (مثل 160 ميغابت/ث)، و16 كاميرا بمعدل 12 ميغابت/ث لكلٍّ منها تتجاوزه رغم أن المسجل يضم 32 قناة.",
    ],
    de: [
      "Die maximale Eingangsbandbreite eines NVR kann die Zahl der aufgezeichneten Kameras begrenzen, auch wenn noch Kanäle frei sind.",
      "Jeder Rekorder hat eine maximale Eingangsbitrate (zum Beispiel 160 Mbit/s); 16 Kameras mit je 12 Mbit/s überschreiten sie, obwohl der NVR 32 Kanäle hat.",
    ],
  }),
];

/** HikCentral Professional: servers, areas, roles and alarm handling (English, Arabic). */
export const vmsQuestions: Pool = [
  single(0, {
    en: [
      "In HikCentral Professional, what groups cameras, alarm inputs and doors by location?",
      ["Areas", "Streaming servers", "Licences", "Recording schedules"],
      "Areas mirror the site (buildings, floors, zones): operators find resources by area, and permissions can be granted per area.",
    ],
    ar: [
      "في HikCentral Professional، ما الذي يجمّع الكاميرات ومداخل الإنذار والأبواب حسب موقعها؟",
      ["المناطق", "خوادم البث", "التراخيص", "جداول التسجيل"],
      "تحاكي المناطق بنية الموقع (المباني والطوابق والنطاقات)، فيعثر المشغّلون على الموارد حسب المنطقة، ويمكن منح الصلاحيات لكل منطقة.",
    ],
  }),
  single(0, {
    en: [
      "Which HikCentral Professional component holds the system's configuration, users and licences?",
      [
        "The System Management Server (SYS)",
        "The Streaming Server",
        "The Mobile Client",
        "The camera's SD card",
      ],
      "The SYS is the core service: it stores the configuration, users, roles and licences and coordinates the other servers and clients.",
    ],
    ar: [
      "أي مكوّن في HikCentral Professional يحتفظ بإعدادات النظام ومستخدميه وتراخيصه؟",
      ["خادم إدارة النظام (SYS)", "خادم البث", "تطبيق الهاتف المحمول", "بطاقة SD في الكاميرا"],
      "خادم SYS هو الخدمة الأساسية: يخزّن الإعدادات والمستخدمين والأدوار والتراخيص، وينسّق عمل الخوادم والتطبيقات الأخرى.",
    ],
  }),
  single(0, {
    en: [
      "What lets many clients watch one camera while the camera sends a single stream?",
      [
        "A streaming server that relays the stream",
        "A higher camera resolution",
        "A second activation password",
        "Motion detection",
      ],
      "The streaming server takes one stream from the camera and forwards it to every client, so the camera and its uplink carry the stream only once.",
    ],
    ar: [
      "ما الذي يتيح لعدة تطبيقات عميلة مشاهدة كاميرا واحدة بينما ترسل الكاميرا بثاً واحداً فقط؟",
      ["خادم بث يعيد توجيه البث", "رفع دقة الكاميرا", "كلمة مرور تفعيل ثانية", "كشف الحركة"],
      "يستقبل خادم البث بثاً واحداً من الكاميرا ويعيد إرساله إلى كل التطبيقات العميلة، فلا تحمل الكاميرا ووصلتها الشبكية البث إلا مرة واحدة.",
    ],
  }),
  single(0, {
    en: [
      "What decides which cameras an operator can see?",
      [
        "The roles assigned to the operator's user account",
        "The operator's screen resolution",
        "The camera's frame rate",
        "The order in which the cameras were added",
      ],
      "Permissions are given to roles (areas, resources, operations) and roles to users, so each operator sees only what the job requires.",
    ],
    ar: [
      "ما الذي يحدد الكاميرات التي يستطيع المشغّل رؤيتها؟",
      [
        "الأدوار المسندة إلى حساب المشغّل",
        "دقة شاشة المشغّل",
        "معدل إطارات الكاميرا",
        "ترتيب إضافة الكاميرات",
      ],
      "تُمنح الصلاحيات للأدوار (المناطق والموارد والعمليات)، وتُسند الأدوار إلى المستخدمين، فلا يرى كل مشغّل إلا ما يتطلبه عمله.",
    ],
  }),
  single(0, {
    en: [
      "Which client do control-room operators usually use for live view, playback and alarm handling?",
      [
        "The Control Client",
        "The camera's web interface",
        "SADP",
        "The recorder's local HDMI menu",
      ],
      "The Control Client is the operators' desktop application for live view, playback, maps and alarm handling; the Web Client is mainly for configuration.",
    ],
    ar: [
      "أي تطبيق يستخدمه مشغّلو غرفة التحكم عادةً للعرض المباشر والتشغيل ومعالجة الإنذارات؟",
      [
        "تطبيق Control Client",
        "واجهة الويب الخاصة بالكاميرا",
        "أداة SADP",
        "قائمة المسجل المحلية عبر HDMI",
      ],
      "تطبيق Control Client هو تطبيق سطح المكتب الخاص بالمشغّلين للعرض المباشر والتشغيل والخرائط ومعالجة الإنذارات، أما Web Client فمخصص للإعداد أساساً.",
    ],
  }),
  single(0, {
    en: [
      "What does a HikCentral Professional licence mainly count?",
      [
        "The cameras and other devices the system manages",
        "The operators' monitors",
        "The hours of recorded video",
        "The reports printed per month",
      ],
      "Licences are sized by the managed resources (camera channels, doors, alarm inputs) and by optional modules; count them before choosing the licence.",
    ],
    ar: [
      "ما الذي يحسبه ترخيص HikCentral Professional بشكل رئيسي؟",
      [
        "الكاميرات والأجهزة الأخرى التي يديرها النظام",
        "شاشات المشغّلين",
        "ساعات الفيديو المسجل",
        "التقارير المطبوعة كل شهر",
      ],
      "يُحدَّد حجم الترخيص بعدد الموارد المُدارة (قنوات الكاميرات والأبواب ومداخل الإنذار) وبالوحدات الاختيارية، لذا احسبها قبل اختيار الترخيص.",
    ],
  }),
  single(0, {
    en: [
      "What is an event and alarm linkage?",
      [
        "An action the system takes when an event occurs, such as showing live view or recording",
        "A cable between two recorders",
        "A licence shared by two servers",
        "A backup of the event log",
      ],
      "Linkages turn events into actions (show the camera, start recording, trigger an output, send an e-mail), so that an operator can act on an alarm.",
    ],
    ar: [
      "ما المقصود بربط الأحداث والإنذارات؟",
      [
        "إجراء ينفّذه النظام عند وقوع حدث، مثل عرض البث المباشر أو بدء التسجيل",
        "كابل يصل بين مسجلين",
        "ترخيص مشترك بين خادمين",
        "نسخة احتياطية من سجل الأحداث",
      ],
      "يحوّل الربط الأحداث إلى إجراءات (إظهار الكاميرا، وبدء التسجيل، وتفعيل مخرج، وإرسال بريد إلكتروني)، فيستطيع المشغّل التعامل مع الإنذار.",
    ],
  }),
  multiple([0, 1, 2], {
    en: [
      "Which actions can an alarm trigger in a video management system?",
      [
        "Pop up live view on the operator's client",
        "Send an e-mail notification",
        "Switch on a siren through an alarm output",
        "Upgrade the camera's firmware",
      ],
      "Alarm linkages show video, notify people and drive outputs; a firmware upgrade is a maintenance task, never an alarm action.",
    ],
    ar: [
      "أي الإجراءات يمكن أن يُطلقها إنذار في نظام إدارة الفيديو؟",
      [
        "إظهار البث المباشر في تطبيق المشغّل",
        "إرسال إشعار بالبريد الإلكتروني",
        "تشغيل صفارة عبر مخرج الإنذار",
        "ترقية البرنامج الثابت للكاميرا",
      ],
      "تعرض روابط الإنذار الفيديو وتنبّه الأشخاص وتشغّل المخارج، أما ترقية البرنامج الثابت فمهمة صيانة وليست إجراءً للإنذار.",
    ],
  }),
  multiple([0, 1], {
    en: [
      "What does a role's permission set define?",
      [
        "The areas and cameras the role may access",
        "Operations such as playback, PTZ control or export",
        "The operators' personal passwords",
        "The make of the operators' PCs",
      ],
      "A role combines resources and allowed operations; passwords belong to each user account, and the PCs play no part.",
    ],
    ar: [
      "ما الذي تحدده مجموعة صلاحيات الدور؟",
      [
        "المناطق والكاميرات التي يحق للدور الوصول إليها",
        "العمليات مثل التشغيل والتحكم في كاميرات PTZ والتصدير",
        "كلمات المرور الشخصية للمشغّلين",
        "الشركة المصنّعة لحواسيب المشغّلين",
      ],
      "يجمع الدور بين الموارد والعمليات المسموح بها، أما كلمات المرور فتخص حساب كل مستخدم، ولا دور لأجهزة الحاسوب في ذلك.",
    ],
  }),
  trueFalse(false, {
    en: [
      "An operator without playback permission can still export recorded video.",
      "Export works on recordings, so it needs at least the playback right, and usually an export permission of its own.",
    ],
    ar: [
      "يستطيع المشغّل الذي لا يملك صلاحية التشغيل أن يصدّر الفيديو المسجل مع ذلك.",
      "يعمل التصدير على التسجيلات، فيحتاج على الأقل إلى صلاحية التشغيل، وغالباً إلى صلاحية تصدير مستقلة أيضاً.",
    ],
  }),
  trueFalse(true, {
    en: [
      "Devices at several sites can be managed in one HikCentral Professional system.",
      "Recorders and cameras at remote sites are added over the network, so one control room can watch every site.",
    ],
    ar: [
      "يمكن إدارة أجهزة موجودة في عدة مواقع ضمن نظام HikCentral Professional واحد.",
      "تُضاف المسجلات والكاميرات الموجودة في المواقع البعيدة عبر الشبكة، فتستطيع غرفة تحكم واحدة مراقبة كل المواقع.",
    ],
  }),
  trueFalse(true, {
    en: [
      "Alarms should be routed to the operators responsible for the area where they occur.",
      "Sending every alarm to everyone buries the important ones; routing by area and priority gets each alarm to someone who can act on it.",
    ],
    ar: [
      "ينبغي توجيه الإنذارات إلى المشغّلين المسؤولين عن المنطقة التي تقع فيها.",
      "إرسال كل الإنذارات إلى الجميع يُضيع المهم منها، أما توجيهها حسب المنطقة والأولوية فيوصل كل إنذار إلى من يستطيع التصرف.",
    ],
  }),
];
