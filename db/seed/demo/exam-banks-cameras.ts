import { multiple, single, trueFalse, type Pool } from "./exam-questions.ts";

/** IP cameras: image, lenses, codecs, mounting, first configuration (English, Arabic, German). */
export const cameraQuestions: Pool = [
  single(1, {
    en: [
      "Which codec needs the least bandwidth for the same image quality?",
      ["H.264", "H.265", "MJPEG", "Uncompressed video"],
      "H.265 (HEVC) predicts image content more efficiently than H.264 and needs up to about half the bitrate for similar quality; MJPEG compresses every frame on its own and needs far more.",
    ],
    ar: [
      "أي برنامج ترميز يحتاج إلى أقل نطاق ترددي لنفس جودة الصورة؟",
      ["H.264", "H.265", "MJPEG", "فيديو غير مضغوط"],
      "يتنبأ ترميز H.265 (HEVC) بمحتوى الصورة بكفاءة أعلى من H.264، فيحتاج إلى نحو نصف معدل البت لجودة مماثلة، أما MJPEG فيضغط كل إطار على حدة ويحتاج إلى نطاق أكبر بكثير.",
    ],
    de: [
      "Welcher Codec braucht bei gleicher Bildqualität die geringste Bandbreite?",
      ["H.264", "H.265", "MJPEG", "Unkomprimiertes Video"],
      "H.265 (HEVC) sagt Bildinhalte effizienter voraus als H.264 und braucht für vergleichbare Qualität bis zu etwa die Hälfte der Bitrate; MJPEG komprimiert jedes Bild einzeln und braucht deutlich mehr.",
    ],
  }),
  single(0, {
    en: [
      "A shorter focal length gives…",
      [
        "A wider field of view",
        "A narrower field of view",
        "A higher resolution",
        "Better images in low light",
      ],
      "The shorter the focal length, the wider the angle of view: a 2.8 mm lens shows a whole room, a 12 mm lens a narrow, more distant scene. Resolution depends on the sensor, not on the focal length.",
    ],
    ar: [
      "البعد البؤري الأقصر يعطي…",
      ["مجال رؤية أوسع", "مجال رؤية أضيق", "دقة أعلى", "صوراً أفضل في الإضاءة المنخفضة"],
      "كلما قصر البعد البؤري اتسعت زاوية الرؤية: فالعدسة 2.8 مم تُظهر غرفة كاملة، والعدسة 12 مم تُظهر مشهداً أضيق وأبعد. أما الدقة فتتوقف على المستشعر لا على البعد البؤري.",
    ],
    de: [
      "Eine kürzere Brennweite ergibt …",
      [
        "ein breiteres Sichtfeld",
        "ein schmaleres Sichtfeld",
        "eine höhere Auflösung",
        "bessere Bilder bei wenig Licht",
      ],
      "Je kürzer die Brennweite, desto größer der Bildwinkel: Ein 2,8-mm-Objektiv zeigt einen ganzen Raum, ein 12-mm-Objektiv einen schmalen, entfernteren Ausschnitt. Die Auflösung hängt vom Sensor ab, nicht von der Brennweite.",
    ],
  }),
  single(0, {
    en: [
      "What must be done before a new camera can be used?",
      [
        "Activate it with a strong password",
        "Format its SD card",
        "Disable its web interface",
        "Reset it to factory settings",
      ],
      "A new camera has no usable default password: it is activated with a strong admin password (with SADP, its web interface or the recorder) before it streams or can be configured.",
    ],
    ar: [
      "ما الذي يجب فعله قبل استخدام كاميرا جديدة؟",
      [
        "تفعيلها بكلمة مرور قوية",
        "تهيئة بطاقة SD الخاصة بها",
        "تعطيل واجهة الويب",
        "إعادتها إلى إعدادات المصنع",
      ],
      "لا تأتي الكاميرا الجديدة بكلمة مرور افتراضية قابلة للاستخدام، بل تُفعَّل بكلمة مرور قوية للمسؤول (عبر أداة SADP أو واجهة الويب أو المسجل) قبل أن تبث الفيديو أو يمكن إعدادها.",
    ],
    de: [
      "Was muss geschehen, bevor eine neue Kamera genutzt werden kann?",
      [
        "Sie mit einem starken Passwort aktivieren",
        "Ihre SD-Karte formatieren",
        "Ihre Weboberfläche deaktivieren",
        "Sie auf Werkseinstellungen zurücksetzen",
      ],
      "Eine neue Kamera hat kein nutzbares Standardpasswort: Sie wird mit einem starken Admin-Passwort aktiviert (per SADP, Weboberfläche oder Rekorder), bevor sie streamt oder konfiguriert werden kann.",
    ],
  }),
  single(0, {
    en: [
      "What does WDR (wide dynamic range) improve?",
      [
        "Scenes with very bright and very dark areas",
        "Storage time",
        "Network security",
        "Zoom range",
      ],
      "WDR combines exposures, so that a doorway against bright daylight shows both the bright outside and the dark faces inside.",
    ],
    ar: [
      "ما الذي تحسّنه تقنية WDR (النطاق الديناميكي الواسع)؟",
      [
        "المشاهد التي تضم مناطق شديدة السطوع وأخرى شديدة العتمة",
        "مدة التخزين",
        "أمن الشبكة",
        "مدى التكبير",
      ],
      "تدمج تقنية WDR عدة مستويات من التعريض الضوئي، فيظهر المدخل المواجه لضوء النهار الساطع بجزأيه: الخارج المضيء والوجوه المعتمة في الداخل.",
    ],
    de: [
      "Was verbessert WDR (Wide Dynamic Range)?",
      [
        "Szenen mit sehr hellen und sehr dunklen Bereichen",
        "Die Speicherdauer",
        "Die Netzwerksicherheit",
        "Den Zoombereich",
      ],
      "WDR kombiniert Belichtungen, sodass ein Eingang im Gegenlicht sowohl den hellen Außenbereich als auch die dunklen Gesichter im Inneren zeigt.",
    ],
  }),
  single(0, {
    en: [
      "What turns light into an electrical signal in a camera?",
      ["The image sensor", "The lens", "The housing", "The SD card"],
      "The lens focuses light onto the image sensor (CMOS), whose pixels turn it into an electrical signal that the camera then processes and encodes.",
    ],
    ar: [
      "ما الذي يحوّل الضوء إلى إشارة كهربائية في الكاميرا؟",
      ["مستشعر الصورة", "العدسة", "الغلاف", "بطاقة SD"],
      "تُركّز العدسة الضوء على مستشعر الصورة (CMOS)، وتحوّله بكسلات المستشعر إلى إشارة كهربائية تعالجها الكاميرا بعد ذلك وترمّزها.",
    ],
    de: [
      "Was wandelt in einer Kamera Licht in ein elektrisches Signal um?",
      ["Der Bildsensor", "Das Objektiv", "Das Gehäuse", "Die SD-Karte"],
      "Das Objektiv bündelt das Licht auf den Bildsensor (CMOS), dessen Pixel es in ein elektrisches Signal wandeln, das die Kamera anschließend verarbeitet und codiert.",
    ],
  }),
  single(0, {
    en: [
      "Where is a camera usually configured in detail?",
      [
        "In its web interface",
        "On its SD card",
        "In the recorder's BIOS",
        "Over a serial cable only",
      ],
      "Open the camera's IP address in a browser: the web interface holds the image, stream, network, event and user settings; a recorder or SADP sets only some of them.",
    ],
    ar: [
      "أين تُضبط إعدادات الكاميرا بالتفصيل عادةً؟",
      ["في واجهة الويب الخاصة بها", "على بطاقة SD", "في BIOS المسجل", "عبر كابل تسلسلي فقط"],
      "افتح عنوان IP الخاص بالكاميرا في المتصفح: تضم واجهة الويب إعدادات الصورة والبث والشبكة والأحداث والمستخدمين، بينما لا يضبط المسجل أو أداة SADP إلا بعضها.",
    ],
    de: [
      "Wo wird eine Kamera üblicherweise im Detail konfiguriert?",
      [
        "In ihrer Weboberfläche",
        "Auf ihrer SD-Karte",
        "Im BIOS des Rekorders",
        "Nur über ein serielles Kabel",
      ],
      "Im Browser die IP-Adresse der Kamera aufrufen: Die Weboberfläche enthält Bild-, Stream-, Netzwerk-, Ereignis- und Benutzereinstellungen; Rekorder oder SADP stellen nur einen Teil davon ein.",
    ],
  }),
  single(0, {
    en: [
      'What does "4 MP" describe in a camera\'s data sheet?',
      ["The resolution", "The frame rate", "The focal length", "The bitrate"],
      "4 megapixels is the number of pixels in the image, here 2560 × 1440: the resolution. Frame rate is given in fps, focal length in mm, bitrate in kbit/s or Mbit/s.",
    ],
    ar: [
      "ماذا تصف عبارة «4 ميغابكسل» في ورقة بيانات الكاميرا؟",
      ["الدقة", "معدل الإطارات", "البعد البؤري", "معدل البت"],
      "4 ميغابكسل هو عدد بكسلات الصورة، وهو هنا 2560 × 1440، أي الدقة. أما معدل الإطارات فيُقاس بعدد الإطارات في الثانية، والبعد البؤري بالمليمتر، ومعدل البت بالكيلوبت أو الميغابت في الثانية.",
    ],
    de: [
      "Was beschreibt „4 MP“ im Datenblatt einer Kamera?",
      ["Die Auflösung", "Die Bildrate", "Die Brennweite", "Die Bitrate"],
      "4 Megapixel ist die Pixelzahl des Bildes, hier 2560 × 1440 – also die Auflösung. Die Bildrate wird in fps angegeben, die Brennweite in mm, die Bitrate in kbit/s oder Mbit/s.",
    ],
  }),
  single(0, {
    en: [
      "Which mounting height helps a camera identify faces at an entrance?",
      ["About 2.5 to 3 m", "About 10 m", "At floor level", "Any height works equally well"],
      "Mounted too high, a camera sees only the tops of heads; at about 2.5–3 m with a shallow tilt it sees faces and still stays out of easy reach.",
    ],
    ar: [
      "أي ارتفاع لتركيب الكاميرا يساعدها على التعرّف على الوجوه عند المدخل؟",
      ["نحو 2.5 إلى 3 أمتار", "نحو 10 أمتار", "على مستوى الأرض", "أي ارتفاع يؤدي الغرض نفسه"],
      "إذا رُكّبت الكاميرا عالياً جداً لم ترَ إلا أعلى الرؤوس، أما على ارتفاع 2.5 إلى 3 أمتار وبزاوية ميل صغيرة فترى الوجوه وتبقى بعيدة عن متناول اليد.",
    ],
    de: [
      "Welche Montagehöhe hilft einer Kamera, Gesichter an einem Eingang zu identifizieren?",
      ["Etwa 2,5 bis 3 m", "Etwa 10 m", "Auf Bodenhöhe", "Jede Höhe ist gleich gut"],
      "Zu hoch montiert sieht eine Kamera nur Köpfe von oben; in etwa 2,5–3 m Höhe mit flachem Neigungswinkel erfasst sie Gesichter und bleibt trotzdem schwer erreichbar.",
    ],
  }),
  multiple([0, 1], {
    en: [
      "Which are video compression codecs?",
      ["H.264", "H.265", "TCP", "DHCP"],
      "H.264 and H.265 compress video. TCP is a transport protocol and DHCP hands out IP addresses.",
    ],
    ar: [
      "أي مما يلي برامج ترميز لضغط الفيديو؟",
      ["H.264", "H.265", "TCP", "DHCP"],
      "يضغط كلٌّ من H.264 وH.265 الفيديو، أما TCP فبروتوكول نقل، وDHCP يوزّع عناوين IP.",
    ],
    de: [
      "Welche davon sind Videokompressionscodecs?",
      ["H.264", "H.265", "TCP", "DHCP"],
      "H.264 und H.265 komprimieren Video. TCP ist ein Transportprotokoll, DHCP vergibt IP-Adressen.",
    ],
  }),
  multiple([0, 1, 3], {
    en: [
      "Which help a camera see at night?",
      [
        "Infrared illumination",
        "A wide aperture (low f-number)",
        "A higher bitrate alone",
        "A larger image sensor",
      ],
      "Infrared light, a wide aperture and a larger sensor all bring more light to each pixel. A higher bitrate only stores the noisy image with more bits.",
    ],
    ar: [
      "أي مما يلي يساعد الكاميرا على الرؤية ليلاً؟",
      [
        "الإضاءة بالأشعة تحت الحمراء",
        "فتحة عدسة واسعة (رقم f منخفض)",
        "رفع معدل البت وحده",
        "مستشعر صورة أكبر",
      ],
      "الأشعة تحت الحمراء وفتحة العدسة الواسعة والمستشعر الأكبر كلها توصل مزيداً من الضوء إلى كل بكسل، أما رفع معدل البت فلا يفعل سوى تخزين الصورة المشوّشة بعدد أكبر من البتات.",
    ],
    de: [
      "Was hilft einer Kamera, nachts zu sehen?",
      [
        "Infrarotbeleuchtung",
        "Eine große Blendenöffnung (kleine Blendenzahl)",
        "Allein eine höhere Bitrate",
        "Ein größerer Bildsensor",
      ],
      "Infrarotlicht, eine große Blendenöffnung und ein größerer Sensor bringen mehr Licht auf jedes Pixel. Eine höhere Bitrate speichert das verrauschte Bild nur mit mehr Bits.",
    ],
  }),
  multiple([0, 1], {
    en: [
      "Which affect a camera's field of view?",
      ["Focal length", "Sensor size", "Password length", "Stream name"],
      "The angle of view follows from the focal length and the sensor size; passwords and stream names have nothing to do with optics.",
    ],
    ar: [
      "أي مما يلي يؤثر في مجال رؤية الكاميرا؟",
      ["البعد البؤري", "حجم المستشعر", "طول كلمة المرور", "اسم البث"],
      "تتحدد زاوية الرؤية بالبعد البؤري وحجم المستشعر، ولا علاقة لكلمات المرور أو أسماء البث بالبصريات.",
    ],
    de: [
      "Was beeinflusst das Sichtfeld einer Kamera?",
      ["Die Brennweite", "Die Sensorgröße", "Die Passwortlänge", "Der Streamname"],
      "Der Bildwinkel ergibt sich aus Brennweite und Sensorgröße; Passwörter und Streamnamen haben mit der Optik nichts zu tun.",
    ],
  }),
  multiple([0, 1, 2], {
    en: [
      "Which belong in a camera's first configuration?",
      ["The activation password", "The IP address", "The time zone and time", "Cleaning the lens"],
      "Activation, an address from the site's address plan and the right time (for evidence and logs) are configured; cleaning the lens is maintenance, not configuration.",
    ],
    ar: [
      "أي مما يلي من خطوات الإعداد الأولي للكاميرا؟",
      ["كلمة مرور التفعيل", "عنوان IP", "المنطقة الزمنية والوقت", "تنظيف العدسة"],
      "يشمل الإعداد الأولي التفعيل، وعنواناً من خطة عناوين الموقع، والوقت الصحيح لأهميته في الأدلة والسجلات، أما تنظيف العدسة فمن أعمال الصيانة لا الإعداد.",
    ],
    de: [
      "Was gehört zur Erstkonfiguration einer Kamera?",
      [
        "Das Aktivierungspasswort",
        "Die IP-Adresse",
        "Zeitzone und Uhrzeit",
        "Das Reinigen des Objektivs",
      ],
      "Aktivierung, eine Adresse aus dem Adressplan und die richtige Uhrzeit (für Beweiswert und Protokolle) werden konfiguriert; das Objektiv zu reinigen ist Wartung, keine Konfiguration.",
    ],
  }),
  trueFalse(true, {
    en: [
      "H.265 can roughly halve the bitrate of H.264 at similar image quality.",
      "HEVC was designed to need about half the bitrate of H.264 for the same quality; the real saving depends on the scene.",
    ],
    ar: [
      "يمكن لترميز H.265 أن يخفض معدل البت إلى نحو نصف ما يحتاجه H.264 بجودة صورة مماثلة.",
      "صُمم ترميز HEVC ليحتاج إلى نحو نصف معدل البت الذي يحتاجه H.264 للجودة نفسها، ويتوقف التوفير الفعلي على طبيعة المشهد.",
    ],
    de: [
      "H.265 kann die Bitrate von H.264 bei ähnlicher Bildqualität ungefähr halbieren.",
      "HEVC wurde so entwickelt, dass es für dieselbe Qualität etwa die halbe Bitrate von H.264 braucht; die tatsächliche Ersparnis hängt von der Szene ab.",
    ],
  }),
  trueFalse(true, {
    en: [
      "A dome camera can be mounted on a ceiling.",
      "Domes are made for ceilings and walls; their housing also hides where the lens points.",
    ],
    ar: [
      "يمكن تركيب كاميرا القبة على السقف.",
      "صُممت كاميرات القبة للتركيب على الأسقف والجدران، كما يُخفي غلافها الاتجاه الذي تشير إليه العدسة.",
    ],
    de: [
      "Eine Dome-Kamera kann an der Decke montiert werden.",
      "Dome-Kameras sind für Decken- und Wandmontage gebaut; ihr Gehäuse verbirgt zudem, wohin das Objektiv zeigt.",
    ],
  }),
  trueFalse(false, {
    en: [
      "More megapixels always mean better images at night.",
      "On the same sensor size, more pixels means smaller pixels that each catch less light, so a higher-resolution camera can be noisier at night.",
    ],
    ar: [
      "زيادة عدد الميغابكسل تعني دائماً صوراً أفضل في الليل.",
      "مع ثبات حجم المستشعر تعني زيادة البكسلات بكسلات أصغر يلتقط كلٌّ منها ضوءاً أقل، لذا قد تكون صورة الكاميرا الأعلى دقة أكثر تشويشاً في الليل.",
    ],
    de: [
      "Mehr Megapixel bedeuten nachts immer bessere Bilder.",
      "Bei gleicher Sensorgröße bedeuten mehr Pixel kleinere Pixel, die jeweils weniger Licht einfangen – eine höher auflösende Kamera kann nachts stärker rauschen.",
    ],
  }),
];
