import { multiple, single, trueFalse, type Pool } from "./exam-questions.ts";

/** Video surveillance principles: requirements, DORI, architectures, law (English, Arabic, German). */
export const surveillanceQuestions: Pool = [
  single(0, {
    en: [
      'In DORI, what does the "R" stand for?',
      ["Recognise", "Record", "Resolve", "Retain"],
      "DORI names four levels of detail (detect, observe, recognise and identify), each with a pixel density in EN 62676-4.",
    ],
    ar: [
      "في تصنيف DORI، إلامَ يشير الحرف R؟",
      ["التمييز (Recognise)", "التسجيل (Record)", "الحل (Resolve)", "الاحتفاظ (Retain)"],
      "يحدد تصنيف DORI أربعة مستويات من التفاصيل: الكشف والمراقبة والتمييز والتعرّف، ولكلٍّ منها كثافة بكسلات محددة في المعيار EN 62676-4.",
    ],
    de: [
      "Wofür steht das „R“ in DORI?",
      [
        "Recognise (Erkennen)",
        "Record (Aufzeichnen)",
        "Resolve (Auflösen)",
        "Retain (Aufbewahren)",
      ],
      "DORI bezeichnet vier Detailstufen – Detektieren, Beobachten, Erkennen und Identifizieren – mit jeweils einer Pixeldichte nach DIN EN 62676-4.",
    ],
  }),
  single(0, {
    en: [
      "Which pixel density does EN 62676-4 give for identifying a person?",
      ["250 px/m", "25 px/m", "62 px/m", "125 px/m"],
      "Detect 25, observe 62, recognise 125 and identify 250 pixels per metre at the target: identification needs ten times the density of detection.",
    ],
    ar: [
      "ما كثافة البكسلات التي يحددها المعيار EN 62676-4 للتعرّف على هوية الشخص؟",
      ["250 بكسل/متر", "25 بكسل/متر", "62 بكسل/متر", "125 بكسل/متر"],
      "الكشف 25، والمراقبة 62، والتمييز 125، والتعرّف 250 بكسلاً لكل متر عند الهدف، أي أن التعرّف يحتاج إلى عشرة أضعاف كثافة الكشف.",
    ],
    de: [
      "Welche Pixeldichte nennt DIN EN 62676-4 für das Identifizieren einer Person?",
      ["250 px/m", "25 px/m", "62 px/m", "125 px/m"],
      "Detektieren 25, Beobachten 62, Erkennen 125 und Identifizieren 250 Pixel pro Meter am Ziel: Identifizieren braucht die zehnfache Dichte des Detektierens.",
    ],
  }),
  single(0, {
    en: [
      "What is an operational requirement (OR)?",
      [
        "A statement, agreed with the user, of what the system must achieve in each area",
        "The camera's power consumption",
        "The installer's work schedule",
        "The recorder's firmware version",
      ],
      "The OR says what must be seen, where, by whom, when and why (for example: identify everyone entering by the main door); the design is measured against it.",
    ],
    ar: [
      "ما المقصود بالمتطلب التشغيلي (OR)؟",
      [
        "بيان متفق عليه مع المستخدم بما يجب أن يحققه النظام في كل منطقة",
        "استهلاك الكاميرا للطاقة",
        "جدول عمل فني التركيب",
        "إصدار البرنامج الثابت للمسجل",
      ],
      "يحدد المتطلب التشغيلي ما يجب رؤيته وأين ومن يراه ومتى ولماذا (مثل التعرّف على كل من يدخل من الباب الرئيسي)، ويُقاس التصميم على أساسه.",
    ],
    de: [
      "Was ist eine betriebliche Anforderung (Operational Requirement)?",
      [
        "Eine mit dem Nutzer vereinbarte Beschreibung, was die Anlage in jedem Bereich leisten muss",
        "Die Leistungsaufnahme der Kamera",
        "Der Arbeitsplan des Errichters",
        "Die Firmwareversion des Rekorders",
      ],
      "Die Anforderung legt fest, was wo, von wem, wann und warum zu sehen sein muss (etwa: jede Person am Haupteingang identifizieren); die Planung wird daran gemessen.",
    ],
  }),
  single(0, {
    en: [
      "What is the main advantage of IP systems over analogue CCTV?",
      [
        "Higher resolutions, with video carried and recorded over the network",
        "They need no power",
        "They cannot be attacked",
        "They need no recorder or storage",
      ],
      "IP cameras deliver megapixel images, use the site's structured cabling and switches, and can be recorded and viewed anywhere on the network, which is also why network security matters.",
    ],
    ar: [
      "ما الميزة الرئيسية لأنظمة IP مقارنةً بأنظمة المراقبة التناظرية؟",
      [
        "دقة أعلى، مع نقل الفيديو وتسجيله عبر الشبكة",
        "لا تحتاج إلى طاقة",
        "لا يمكن مهاجمتها",
        "لا تحتاج إلى مسجل أو تخزين",
      ],
      "تقدّم كاميرات IP صوراً بدقة الميغابكسلات، وتستخدم الكابلات المهيكلة ومحوّلات الموقع، ويمكن تسجيل الفيديو ومشاهدته من أي مكان على الشبكة، وهذا ما يجعل أمن الشبكة ضرورياً أيضاً.",
    ],
    de: [
      "Was ist der Hauptvorteil von IP-Systemen gegenüber analoger Videotechnik?",
      [
        "Höhere Auflösungen sowie Übertragung und Aufzeichnung über das Netzwerk",
        "Sie brauchen keinen Strom",
        "Sie können nicht angegriffen werden",
        "Sie brauchen weder Rekorder noch Speicher",
      ],
      "IP-Kameras liefern Megapixelbilder, nutzen die strukturierte Verkabelung und die Switches des Standorts und lassen sich überall im Netz aufzeichnen und ansehen – weshalb auch die Netzwerksicherheit zählt.",
    ],
  }),
  single(0, {
    en: [
      "Who should have access to recordings?",
      [
        "Only authorised people, for a defined purpose",
        "Anyone working on the site",
        "Anyone who asks for them",
        "Only the installer",
      ],
      "Recordings are personal data: access is limited to named roles with a purpose, and every export is logged.",
    ],
    ar: [
      "من الذي ينبغي أن يحق له الوصول إلى التسجيلات؟",
      [
        "الأشخاص المخوّلون فقط، ولغرض محدد",
        "كل من يعمل في الموقع",
        "كل من يطلبها",
        "فني التركيب وحده",
      ],
      "التسجيلات بيانات شخصية، لذا يقتصر الوصول إليها على أدوار محددة لغرض معلوم، ويُسجَّل كل تصدير لها.",
    ],
    de: [
      "Wer sollte Zugriff auf Aufnahmen haben?",
      [
        "Nur befugte Personen zu einem festgelegten Zweck",
        "Jeder, der am Standort arbeitet",
        "Jeder, der danach fragt",
        "Nur der Errichter",
      ],
      "Aufnahmen sind personenbezogene Daten: Zugriff nur für benannte Rollen mit Zweck, und jeder Export wird protokolliert.",
    ],
  }),
  single(0, {
    en: [
      "Which camera type is best for following a target across a large area?",
      ["A PTZ camera", "A fixed dome with a 2.8 mm lens", "A fisheye camera", "A doorbell camera"],
      "A PTZ camera pans, tilts and zooms to keep a moving target large in the image; fixed cameras show their scene at one level of detail.",
    ],
    ar: [
      "أي نوع من الكاميرات هو الأنسب لتتبّع هدف عبر مساحة واسعة؟",
      ["كاميرا PTZ", "كاميرا قبة ثابتة بعدسة 2.8 مم", "كاميرا عين السمكة", "كاميرا جرس الباب"],
      "تدور كاميرا PTZ أفقياً ورأسياً وتقرّب الصورة لتُبقي الهدف المتحرك كبيراً فيها، أما الكاميرات الثابتة فتعرض مشهدها بمستوى واحد من التفاصيل.",
    ],
    de: [
      "Welcher Kameratyp eignet sich am besten, um ein Ziel über eine große Fläche zu verfolgen?",
      [
        "Eine PTZ-Kamera",
        "Eine feste Dome-Kamera mit 2,8-mm-Objektiv",
        "Eine Fisheye-Kamera",
        "Eine Türklingelkamera",
      ],
      "Eine PTZ-Kamera schwenkt, neigt und zoomt, um ein bewegtes Ziel groß im Bild zu halten; feste Kameras zeigen ihre Szene mit gleichbleibendem Detailgrad.",
    ],
  }),
  single(0, {
    en: [
      'What does an image at the "detect" level let an operator do?',
      [
        "See that a person is present",
        "Identify the person beyond doubt",
        "Read a licence plate",
        "Recognise a known person",
      ],
      "At about 25 px/m an operator can tell that someone is there, but not who; recognising and identifying need far more pixels.",
    ],
    ar: [
      "ماذا تتيح للمشغّل صورةٌ بمستوى «الكشف»؟",
      [
        "رؤية أن شخصاً ما موجود",
        "التعرّف على هوية الشخص دون أدنى شك",
        "قراءة لوحة أرقام مركبة",
        "تمييز شخص معروف",
      ],
      "عند نحو 25 بكسلاً لكل متر يستطيع المشغّل أن يرى أن أحداً موجود، لا أن يعرف من هو، فالتمييز والتعرّف يحتاجان إلى بكسلات أكثر بكثير.",
    ],
    de: [
      "Was kann ein Bediener mit einem Bild auf der Stufe „Detektieren“?",
      [
        "Sehen, dass eine Person anwesend ist",
        "Die Person zweifelsfrei identifizieren",
        "Ein Kennzeichen lesen",
        "Eine bekannte Person wiedererkennen",
      ],
      "Bei etwa 25 px/m erkennt ein Bediener, dass jemand da ist, aber nicht, wer; Erkennen und Identifizieren brauchen deutlich mehr Pixel.",
    ],
  }),
  multiple([0, 1, 2], {
    en: [
      "Which legal requirements commonly apply to video surveillance?",
      [
        "Inform people with signs",
        "Limit how long recordings are kept",
        "Protect recordings against unauthorised access",
        "Record audio everywhere by default",
      ],
      "Transparency, storage limitation and security are required in most jurisdictions (in the EU by the GDPR); recording audio is usually restricted even more than video.",
    ],
    ar: [
      "أي المتطلبات القانونية تنطبق عادةً على المراقبة بالفيديو؟",
      [
        "إعلام الناس بلافتات",
        "تحديد مدة الاحتفاظ بالتسجيلات",
        "حماية التسجيلات من الوصول غير المصرّح به",
        "تسجيل الصوت في كل مكان افتراضياً",
      ],
      "الشفافية وتحديد مدة الاحتفاظ والحماية متطلبات في معظم التشريعات (وفي الاتحاد الأوروبي بموجب اللائحة العامة لحماية البيانات)، أما تسجيل الصوت فيخضع عادةً لقيود أشد من الفيديو.",
    ],
    de: [
      "Welche rechtlichen Anforderungen gelten üblicherweise für Videoüberwachung?",
      [
        "Betroffene mit Hinweisschildern informieren",
        "Die Speicherdauer von Aufnahmen begrenzen",
        "Aufnahmen vor unbefugtem Zugriff schützen",
        "Standardmäßig überall Ton aufzeichnen",
      ],
      "Transparenz, Speicherbegrenzung und Sicherheit verlangen die meisten Rechtsordnungen (in der EU die DSGVO); Tonaufnahmen sind meist noch strenger eingeschränkt als Video.",
    ],
  }),
  multiple([0, 1, 2], {
    en: [
      "Which decide how many pixels per metre a target gets?",
      [
        "The camera's resolution",
        "The field of view, set by the focal length",
        "The distance to the target",
        "The recording retention",
      ],
      "Pixel density = horizontal pixels ÷ width of the scene at the target's distance; retention changes nothing in the image.",
    ],
    ar: [
      "أي مما يلي يحدد عدد البكسلات لكل متر التي يحصل عليها الهدف؟",
      [
        "دقة الكاميرا",
        "مجال الرؤية الذي يحدده البعد البؤري",
        "المسافة إلى الهدف",
        "مدة الاحتفاظ بالتسجيلات",
      ],
      "كثافة البكسلات = عدد البكسلات الأفقية ÷ عرض المشهد عند مسافة الهدف، أما مدة الاحتفاظ فلا تغيّر شيئاً في الصورة.",
    ],
    de: [
      "Was bestimmt, wie viele Pixel pro Meter ein Ziel erhält?",
      [
        "Die Auflösung der Kamera",
        "Das Sichtfeld, vorgegeben durch die Brennweite",
        "Die Entfernung zum Ziel",
        "Die Aufbewahrungsdauer",
      ],
      "Pixeldichte = horizontale Pixel ÷ Breite der Szene in der Entfernung des Ziels; die Aufbewahrungsdauer ändert nichts am Bild.",
    ],
  }),
  trueFalse(true, {
    en: [
      "A higher pixel density gives more detail of the target.",
      "More pixels on each metre of the target show finer features: that is what lifts an image from detection to identification.",
    ],
    ar: [
      "كثافة البكسلات الأعلى تعطي تفاصيل أكثر عن الهدف.",
      "كلما زادت البكسلات على كل متر من الهدف ظهرت ملامح أدق، وهذا ما ينقل الصورة من مستوى الكشف إلى مستوى التعرّف.",
    ],
    de: [
      "Eine höhere Pixeldichte liefert mehr Details des Ziels.",
      "Mehr Pixel pro Meter des Ziels zeigen feinere Merkmale – genau das hebt ein Bild vom Detektieren zum Identifizieren.",
    ],
  }),
  trueFalse(true, {
    en: [
      "HD analogue cameras (such as HD-TVI or AHD) send their video over coaxial cable.",
      "HD-over-coax technologies reuse existing coaxial cabling for HD video, which makes them popular for upgrading old analogue systems.",
    ],
    ar: [
      "ترسل الكاميرات التناظرية عالية الدقة (مثل HD-TVI أو AHD) الفيديو عبر الكابل المحوري.",
      "تعيد تقنيات الفيديو عالي الدقة عبر الكابل المحوري استخدام الكابلات المحورية الموجودة، ولذلك تنتشر في تحديث الأنظمة التناظرية القديمة.",
    ],
    de: [
      "Analoge HD-Kameras (etwa HD-TVI oder AHD) übertragen ihr Video über Koaxialkabel.",
      "HD-over-Coax nutzt vorhandene Koaxialverkabelung für HD-Video weiter und ist deshalb beliebt, um alte analoge Anlagen aufzurüsten.",
    ],
  }),
  trueFalse(false, {
    en: [
      "Recordings may be kept for ever in case they are needed one day.",
      "Retention must be limited to what the purpose needs (often a few days to a month), after which the recordings are deleted automatically.",
    ],
    ar: [
      "يجوز الاحتفاظ بالتسجيلات إلى الأبد تحسباً للحاجة إليها يوماً ما.",
      "يجب أن تقتصر مدة الاحتفاظ على ما يتطلبه الغرض (غالباً من بضعة أيام إلى شهر)، ثم تُحذف التسجيلات تلقائياً.",
    ],
    de: [
      "Aufnahmen dürfen für immer aufbewahrt werden, falls man sie eines Tages braucht.",
      "Die Speicherdauer muss auf das für den Zweck Nötige begrenzt sein (oft einige Tage bis ein Monat); danach werden die Aufnahmen automatisch gelöscht.",
    ],
  }),
];
