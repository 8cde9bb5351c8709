import { multiple, single, trueFalse, type Pool } from "./exam-questions.ts";

/** Intrusion alarms: detectors, arming, transmission, verification (English, Arabic, German). */
export const intrusionQuestions: Pool = [
  single(0, {
    en: [
      "What does a PIR detector sense?",
      [
        "Changes in infrared (heat) radiation caused by a moving body",
        "Sound above a set level",
        "Changes in air pressure",
        "Radio signals from phones",
      ],
      "A passive infrared detector emits nothing; it sees a warm body moving across its zones against a cooler background.",
    ],
    ar: [
      "ما الذي يستشعره كاشف PIR؟",
      [
        "التغيرات في الأشعة تحت الحمراء (الحرارية) الناتجة عن جسم متحرك",
        "الأصوات التي تتجاوز مستوى محدداً",
        "التغيرات في ضغط الهواء",
        "الإشارات اللاسلكية الصادرة عن الهواتف",
      ],
      "لا يُصدر الكاشف السلبي بالأشعة تحت الحمراء أي إشعاع، بل يرى جسماً دافئاً يتحرك عبر مناطقه أمام خلفية أبرد منه.",
    ],
    de: [
      "Was erfasst ein PIR-Melder?",
      [
        "Änderungen der Infrarot- (Wärme-)Strahlung durch einen bewegten Körper",
        "Geräusche über einem eingestellten Pegel",
        "Luftdruckänderungen",
        "Funksignale von Telefonen",
      ],
      "Ein passiver Infrarotmelder sendet nichts aus; er erkennt einen warmen Körper, der sich vor einem kühleren Hintergrund durch seine Zonen bewegt.",
    ],
  }),
  single(0, {
    en: [
      "What does a dual-technology motion detector combine?",
      [
        "Passive infrared and microwave",
        "Smoke and heat detection",
        "Glass-break and shock sensing",
        "A camera and a microphone",
      ],
      "The alarm is given only when both technologies detect, which removes most false alarms that fool one of them (heaters for PIR, moving curtains for microwave).",
    ],
    ar: [
      "بين أي تقنيتين يجمع كاشف الحركة ثنائي التقنية؟",
      [
        "الأشعة تحت الحمراء السلبية والموجات الدقيقة (الميكروويف)",
        "كشف الدخان وكشف الحرارة",
        "كشف كسر الزجاج وكشف الصدمات",
        "الكاميرا والميكروفون",
      ],
      "لا يصدر الإنذار إلا عندما تكشف التقنيتان معاً، فتزول معظم الإنذارات الكاذبة التي تخدع إحداهما (كالمدافئ بالنسبة إلى PIR، والستائر المتحركة بالنسبة إلى الميكروويف).",
    ],
    de: [
      "Was kombiniert ein Dual-Bewegungsmelder?",
      [
        "Passiv-Infrarot und Mikrowelle",
        "Rauch- und Wärmeerkennung",
        "Glasbruch- und Erschütterungserkennung",
        "Kamera und Mikrofon",
      ],
      "Alarm gibt es nur, wenn beide Technologien auslösen – das beseitigt die meisten Fehlalarme, die eine allein täuschen (Heizkörper beim PIR, wehende Vorhänge bei der Mikrowelle).",
    ],
  }),
  single(0, {
    en: [
      "Where should a PIR detector not be aimed?",
      [
        "At heaters, sunlit windows or air vents",
        "Across an intruder's likely path",
        "From a corner across the whole room",
        "Over a stair landing",
      ],
      "Fast temperature changes from heaters, sunshine and draughts look like a moving body; aim the detector across the path an intruder would take.",
    ],
    ar: [
      "إلى أين لا ينبغي توجيه كاشف PIR؟",
      [
        "نحو المدافئ أو النوافذ المعرضة للشمس أو فتحات التهوية",
        "عرضياً على المسار المحتمل للمتسلل",
        "من زاوية الغرفة لتغطية الغرفة كلها",
        "فوق بسطة الدرج",
      ],
      "التغيرات السريعة في درجة الحرارة الناتجة عن المدافئ والشمس وتيارات الهواء تبدو للكاشف كجسم متحرك، لذا وجّهه عرضياً على المسار الذي قد يسلكه المتسلل.",
    ],
    de: [
      "Wohin sollte ein PIR-Melder nicht ausgerichtet werden?",
      [
        "Auf Heizkörper, sonnenbeschienene Fenster oder Lüftungsauslässe",
        "Quer zum wahrscheinlichen Weg eines Eindringlings",
        "Aus einer Raumecke über den ganzen Raum",
        "Über einen Treppenabsatz",
      ],
      "Schnelle Temperaturänderungen durch Heizung, Sonne und Zugluft wirken wie ein bewegter Körper; richten Sie den Melder quer zu dem Weg aus, den ein Eindringling nehmen würde.",
    ],
  }),
  single(0, {
    en: [
      "What does an alarm receiving centre (ARC) do?",
      [
        "Receives alarms around the clock and starts the agreed response",
        "Manufactures alarm panels",
        "Installs detectors",
        "Only keeps the site's keys",
      ],
      "The ARC monitors the transmitted alarms 24/7, verifies them where possible and calls the keyholder, a guard service or the police according to the response plan.",
    ],
    ar: [
      "ما الذي يفعله مركز استقبال الإنذارات (ARC)؟",
      [
        "يستقبل الإنذارات على مدار الساعة ويبدأ الاستجابة المتفق عليها",
        "يصنّع لوحات الإنذار",
        "يركّب أجهزة الكشف",
        "يحتفظ بمفاتيح الموقع فقط",
      ],
      "يراقب مركز استقبال الإنذارات الإنذارات المرسلة على مدار الساعة، ويتحقق منها قدر الإمكان، ثم يتصل بحامل المفاتيح أو بخدمة الحراسة أو بالشرطة وفق خطة الاستجابة.",
    ],
    de: [
      "Was macht eine Notruf- und Serviceleitstelle (NSL)?",
      [
        "Sie empfängt rund um die Uhr Alarme und leitet die vereinbarte Intervention ein",
        "Sie stellt Alarmzentralen her",
        "Sie installiert Melder",
        "Sie verwahrt nur die Schlüssel des Objekts",
      ],
      "Die Leitstelle überwacht die übertragenen Alarme rund um die Uhr, verifiziert sie wo möglich und alarmiert je nach Interventionsplan Schlüsselträger, Wachdienst oder Polizei.",
    ],
  }),
  single(0, {
    en: [
      "What is video verification of an alarm?",
      [
        "An operator checks images or clips of the alarm before sending a response",
        "The alarm panel records its own video",
        "A detector with a built-in display",
        "A camera that replaces all detectors",
      ],
      "Images linked to the alarm let the operator tell an intruder from a cat, so the police are called for real events and get better information.",
    ],
    ar: [
      "ما المقصود بالتحقق من الإنذار بالفيديو؟",
      [
        "يتحقق المشغّل من صور الإنذار أو مقاطعه قبل إرسال الاستجابة",
        "تسجّل لوحة الإنذار الفيديو بنفسها",
        "كاشف مزوّد بشاشة مدمجة",
        "كاميرا تحل محل كل أجهزة الكشف",
      ],
      "تتيح الصور المرتبطة بالإنذار للمشغّل التمييز بين متسلل وقطة، فلا تُستدعى الشرطة إلا للأحداث الحقيقية، وتصلها معلومات أفضل.",
    ],
    de: [
      "Was ist Videoverifikation eines Alarms?",
      [
        "Ein Bediener prüft Bilder oder Clips des Alarms, bevor eine Intervention ausgelöst wird",
        "Die Alarmzentrale zeichnet selbst Video auf",
        "Ein Melder mit eingebautem Display",
        "Eine Kamera, die alle Melder ersetzt",
      ],
      "Mit den zum Alarm gehörenden Bildern unterscheidet der Bediener einen Eindringling von einer Katze – die Polizei wird nur bei echten Ereignissen gerufen und erhält bessere Informationen.",
    ],
  }),
  single(0, {
    en: [
      "What does the entry delay give the user?",
      [
        "Time to disarm the system after coming in through the entry door",
        "Time to leave after arming",
        "A delay before the siren stops",
        "A pause in recording",
      ],
      "Detectors on the entry route start a timer instead of an alarm; if the user disarms in time, no alarm is raised. The time to leave after arming is the exit delay.",
    ],
    ar: [
      "ماذا تمنح مهلةُ الدخول المستخدمَ؟",
      [
        "وقتاً لإلغاء تسليح النظام بعد الدخول من باب الدخول",
        "وقتاً للمغادرة بعد التسليح",
        "تأخيراً قبل توقف صفارة الإنذار",
        "توقفاً مؤقتاً في التسجيل",
      ],
      "تبدأ أجهزة الكشف على مسار الدخول عدّاً تنازلياً بدلاً من الإنذار، فإذا ألغى المستخدم التسليح في الوقت المحدد لم يصدر إنذار. أما وقت المغادرة بعد التسليح فهو مهلة الخروج.",
    ],
    de: [
      "Wozu dient die Eingangsverzögerung?",
      [
        "Sie gibt Zeit, die Anlage nach dem Betreten durch die Eingangstür unscharf zu schalten",
        "Sie gibt Zeit, das Objekt nach dem Scharfschalten zu verlassen",
        "Sie verzögert das Abschalten der Sirene",
        "Sie unterbricht die Aufzeichnung",
      ],
      "Melder auf dem Eingangsweg starten einen Timer statt eines Alarms; wird rechtzeitig unscharf geschaltet, gibt es keinen Alarm. Die Zeit zum Verlassen nach dem Scharfschalten ist die Ausgangsverzögerung.",
    ],
  }),
  single(0, {
    en: [
      "What is tamper protection in an alarm system?",
      [
        "An alarm when a detector, siren or the panel is opened or removed",
        "A timer that arms the system at night",
        "A code that silences the siren",
        "A backup battery",
      ],
      "Tamper switches and supervised lines raise an alarm at any time, armed or not, when someone opens, removes or cuts a part of the system.",
    ],
    ar: [
      "ما المقصود بالحماية من العبث في نظام الإنذار؟",
      [
        "إصدار إنذار عند فتح كاشف أو صفارة أو اللوحة أو نزعها",
        "مؤقت يسلّح النظام ليلاً",
        "رمز يُسكت صفارة الإنذار",
        "بطارية احتياطية",
      ],
      "تُصدر مفاتيح العبث والخطوط المراقبة إنذاراً في أي وقت، سواء كان النظام مسلحاً أم لا، عندما يفتح شخص جزءاً من النظام أو ينزعه أو يقطع أسلاكه.",
    ],
    de: [
      "Was ist der Sabotageschutz einer Einbruchmeldeanlage?",
      [
        "Ein Alarm, wenn ein Melder, eine Sirene oder die Zentrale geöffnet oder entfernt wird",
        "Ein Timer, der die Anlage nachts scharf schaltet",
        "Ein Code, der die Sirene stummschaltet",
        "Ein Notstromakku",
      ],
      "Sabotagekontakte und überwachte Leitungen lösen jederzeit Alarm aus – scharf oder unscharf –, wenn jemand einen Teil der Anlage öffnet, entfernt oder Leitungen durchtrennt.",
    ],
  }),
  multiple([0, 1, 2], {
    en: [
      "Which measures reduce false alarms?",
      [
        "Choosing the right detector for the environment",
        "The correct mounting height and aim",
        "Video verification before the response",
        "Setting every detector to maximum sensitivity",
      ],
      "The right detector in the right place, checked by video, avoids needless call-outs; maximum sensitivity makes false alarms more likely, not less.",
    ],
    ar: [
      "أي الإجراءات تقلل الإنذارات الكاذبة؟",
      [
        "اختيار الكاشف المناسب للبيئة",
        "ارتفاع التركيب والتوجيه الصحيحان",
        "التحقق بالفيديو قبل الاستجابة",
        "ضبط كل الكواشف على أقصى حساسية",
      ],
      "الكاشف المناسب في المكان المناسب مع التحقق بالفيديو يجنّب الاستدعاءات غير الضرورية، أما أقصى حساسية فتزيد احتمال الإنذارات الكاذبة ولا تقلله.",
    ],
    de: [
      "Welche Maßnahmen verringern Fehlalarme?",
      [
        "Den passenden Melder für die Umgebung wählen",
        "Die richtige Montagehöhe und Ausrichtung",
        "Videoverifikation vor der Intervention",
        "Alle Melder auf maximale Empfindlichkeit stellen",
      ],
      "Der richtige Melder am richtigen Ort, per Video geprüft, vermeidet unnötige Einsätze; maximale Empfindlichkeit macht Fehlalarme wahrscheinlicher, nicht seltener.",
    ],
  }),
  multiple([0, 1, 2], {
    en: [
      "Which are perimeter detection technologies?",
      ["Active infrared beams", "Fence-mounted vibration sensors", "Radar", "Smoke detectors"],
      "Beams, fence sensors and radar detect people approaching or crossing the boundary; smoke detectors belong to fire detection.",
    ],
    ar: [
      "أي مما يلي من تقنيات كشف المحيط؟",
      [
        "حواجز الأشعة تحت الحمراء النشطة",
        "مستشعرات الاهتزاز المثبتة على السياج",
        "الرادار",
        "كواشف الدخان",
      ],
      "تكشف الحواجز الضوئية ومستشعرات السياج والرادار الأشخاص الذين يقتربون من الحدود أو يعبرونها، أما كواشف الدخان فتنتمي إلى أنظمة كشف الحريق.",
    ],
    de: [
      "Welche sind Technologien der Perimeterdetektion?",
      [
        "Aktive Infrarot-Lichtschranken",
        "Zaunmontierte Erschütterungssensoren",
        "Radar",
        "Rauchmelder",
      ],
      "Lichtschranken, Zaunsensoren und Radar erkennen Personen, die sich der Grenze nähern oder sie überqueren; Rauchmelder gehören zur Brandmeldetechnik.",
    ],
  }),
  trueFalse(true, {
    en: [
      "Wireless detectors report their battery state to the panel, which warns before a battery runs flat.",
      "Supervised wireless devices send low-battery and regular check-in signals, so a flat battery or a missing detector does not go unnoticed.",
    ],
    ar: [
      "تُبلغ أجهزة الكشف اللاسلكية اللوحةَ بحالة بطارياتها، فتحذّر اللوحة قبل نفاد البطارية.",
      "ترسل الأجهزة اللاسلكية الخاضعة للمراقبة إشارات انخفاض البطارية وإشارات تحقق دورية، فلا يمر نفاد البطارية أو فقدان الكاشف دون أن يُلاحَظ.",
    ],
    de: [
      "Funkmelder melden ihren Batteriezustand an die Zentrale, die warnt, bevor eine Batterie leer ist.",
      "Überwachte Funkkomponenten senden Batteriewarnungen und regelmäßige Lebenszeichen, sodass eine leere Batterie oder ein fehlender Melder nicht unbemerkt bleibt.",
    ],
  }),
  trueFalse(false, {
    en: [
      "A PIR detector can detect a person through a glass window.",
      "Glass blocks the long-wave infrared that a PIR senses, so a person behind a window is invisible to it.",
    ],
    ar: [
      "يستطيع كاشف PIR كشف شخص من خلف نافذة زجاجية.",
      "يحجب الزجاج الأشعة تحت الحمراء طويلة الموجة التي يستشعرها كاشف PIR، فلا يرى الشخص الموجود خلف النافذة.",
    ],
    de: [
      "Ein PIR-Melder kann eine Person durch eine Glasscheibe erkennen.",
      "Glas sperrt die langwellige Infrarotstrahlung, die ein PIR erfasst; eine Person hinter einer Scheibe bleibt für ihn unsichtbar.",
    ],
  }),
  trueFalse(true, {
    en: [
      "Part-setting (stay arming) lets people stay inside while the outer shell is armed.",
      "Part-set arms only chosen zones, such as the doors and windows or the ground floor at night, while the interior detectors stay off.",
    ],
    ar: [
      "يتيح التسليح الجزئي (Stay) للأشخاص البقاء في الداخل مع تسليح الغلاف الخارجي للمبنى.",
      "يسلّح التسليح الجزئي مناطق مختارة فقط، مثل الأبواب والنوافذ أو الطابق الأرضي ليلاً، بينما تبقى الكواشف الداخلية معطّلة.",
    ],
    de: [
      "Die Teilscharfschaltung (intern scharf) erlaubt es, im Gebäude zu bleiben, während die Außenhaut scharf ist.",
      "Bei der Teilscharfschaltung sind nur ausgewählte Bereiche scharf, etwa Türen und Fenster oder nachts das Erdgeschoss, während die Innenmelder abgeschaltet bleiben.",
    ],
  }),
];
