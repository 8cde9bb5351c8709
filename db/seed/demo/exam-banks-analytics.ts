import { multiple, single, trueFalse, type Pool } from "./exam-questions.ts";

/** Video analytics with AcuSense: rules, target filters, deterrence (English, Arabic, German). */
export const analyticsQuestions: Pool = [
  single(0, {
    en: [
      "What does AcuSense filter out to reduce false alarms?",
      [
        "Moving objects that are neither people nor vehicles",
        "All motion at night",
        "Every sound below 60 dB",
        "The faces of known staff",
      ],
      "AcuSense classifies targets with deep learning and alarms only on people and vehicles, so leaves, rain, animals and changing light no longer trigger alarms.",
    ],
    ar: [
      "ما الذي تستبعده تقنية AcuSense لتقليل الإنذارات الكاذبة؟",
      [
        "الأجسام المتحركة التي ليست أشخاصاً ولا مركبات",
        "كل حركة أثناء الليل",
        "كل صوت تقل شدته عن 60 ديسيبل",
        "وجوه الموظفين المعروفين",
      ],
      "تصنّف تقنية AcuSense الأهداف بالتعلّم العميق ولا تُصدر إنذاراً إلا للأشخاص والمركبات، فلا تعود أوراق الشجر والمطر والحيوانات وتغيّرات الإضاءة تُطلق الإنذارات.",
    ],
    de: [
      "Was filtert AcuSense heraus, um Fehlalarme zu verringern?",
      [
        "Bewegte Objekte, die weder Personen noch Fahrzeuge sind",
        "Jede Bewegung bei Nacht",
        "Jedes Geräusch unter 60 dB",
        "Die Gesichter bekannter Mitarbeiter",
      ],
      "AcuSense klassifiziert Ziele per Deep Learning und alarmiert nur bei Personen und Fahrzeugen – Blätter, Regen, Tiere und Lichtwechsel lösen keine Alarme mehr aus.",
    ],
  }),
  single(0, {
    en: [
      "Which rule raises an alarm when a target crosses a virtual line?",
      [
        "Line crossing detection",
        "Intrusion detection",
        "Scene change detection",
        "Audio exception detection",
      ],
      "Line crossing alarms when a target crosses the drawn line, in one direction only if wanted; intrusion detection watches a region instead.",
    ],
    ar: [
      "أي قاعدة تُصدر إنذاراً عندما يعبر هدف خطاً افتراضياً؟",
      ["كشف عبور الخط", "كشف التسلل", "كشف تغيّر المشهد", "كشف الاستثناءات الصوتية"],
      "تُصدر قاعدة عبور الخط إنذاراً عندما يعبر الهدف الخط المرسوم، ويمكن حصرها في اتجاه واحد، أما كشف التسلل فيراقب منطقة بدلاً من خط.",
    ],
    de: [
      "Welche Regel löst einen Alarm aus, wenn ein Ziel eine virtuelle Linie überschreitet?",
      [
        "Linienüberschreitung",
        "Einbruchserkennung",
        "Szenenwechselerkennung",
        "Audioausnahmeerkennung",
      ],
      "Die Linienüberschreitung alarmiert, wenn ein Ziel die gezeichnete Linie überquert, auf Wunsch nur in einer Richtung; die Einbruchserkennung überwacht stattdessen einen Bereich.",
    ],
  }),
  single(0, {
    en: [
      "An intrusion detection rule raises an alarm when a target…",
      [
        "stays inside the region longer than the set time",
        "touches the edge of the image",
        "leaves the camera's field of view",
        "moves the camera",
      ],
      "Intrusion detection alarms when a target stays inside the drawn region longer than the threshold time; the threshold leaves out targets that only brush past the region.",
    ],
    ar: [
      "تُصدر قاعدة كشف التسلل إنذاراً عندما…",
      [
        "يبقى الهدف داخل المنطقة مدة أطول من الوقت المحدد",
        "يلمس الهدف حافة الصورة",
        "يغادر الهدف مجال رؤية الكاميرا",
        "يحرّك الهدف الكاميرا",
      ],
      "يُصدر كشف التسلل إنذاراً عندما يبقى الهدف داخل المنطقة المرسومة مدة تتجاوز الحد الزمني المضبوط، وهذا الحد يستبعد الأهداف التي تمر بطرف المنطقة مروراً عابراً.",
    ],
    de: [
      "Eine Regel zur Einbruchserkennung löst Alarm aus, wenn ein Ziel …",
      [
        "länger als die eingestellte Zeit im Bereich bleibt",
        "den Bildrand berührt",
        "das Sichtfeld der Kamera verlässt",
        "die Kamera bewegt",
      ],
      "Die Einbruchserkennung alarmiert, wenn ein Ziel länger als die eingestellte Schwellenzeit im gezeichneten Bereich bleibt; die Schwelle blendet Ziele aus, die den Bereich nur streifen.",
    ],
  }),
  single(0, {
    en: [
      "How does AcuSense tell people and vehicles from other moving objects?",
      [
        "With deep-learning algorithms trained on people and vehicles",
        "By counting changed pixels only",
        "By measuring the sound level",
        "By measuring the target's temperature",
      ],
      "Plain motion detection only sees changed pixels. AcuSense runs a neural network trained on large sets of people and vehicles to classify each target.",
    ],
    ar: [
      "كيف تميّز تقنية AcuSense الأشخاص والمركبات عن الأجسام المتحركة الأخرى؟",
      [
        "بخوارزميات تعلّم عميق مدرَّبة على صور الأشخاص والمركبات",
        "بعدّ البكسلات المتغيرة فقط",
        "بقياس مستوى الصوت",
        "بقياس درجة حرارة الهدف",
      ],
      "لا يرى كشف الحركة التقليدي إلا البكسلات المتغيرة، أما AcuSense فتشغّل شبكة عصبية مدرَّبة على مجموعات كبيرة من صور الأشخاص والمركبات لتصنيف كل هدف.",
    ],
    de: [
      "Wie unterscheidet AcuSense Personen und Fahrzeuge von anderen bewegten Objekten?",
      [
        "Mit Deep-Learning-Algorithmen, die auf Personen und Fahrzeuge trainiert sind",
        "Nur durch Zählen veränderter Pixel",
        "Durch Messen des Schallpegels",
        "Durch Messen der Temperatur des Ziels",
      ],
      "Einfache Bewegungserkennung sieht nur veränderte Pixel. AcuSense nutzt ein neuronales Netz, das mit großen Mengen von Personen- und Fahrzeugbildern trainiert wurde, um jedes Ziel zu klassifizieren.",
    ],
  }),
  single(0, {
    en: [
      "Raising a rule's sensitivity usually…",
      [
        "detects smaller or less distinct targets, but may raise more false alarms",
        "reduces false alarms without any drawback",
        "lowers the camera's bitrate",
        "shortens the recording retention",
      ],
      "Sensitivity trades missed detections against false alarms: set it as high as the scene allows and confirm it with a walk test.",
    ],
    ar: [
      "رفع حساسية القاعدة يؤدي عادةً إلى…",
      [
        "كشف أهداف أصغر أو أقل وضوحاً، مع احتمال زيادة الإنذارات الكاذبة",
        "تقليل الإنذارات الكاذبة دون أي عيب",
        "خفض معدل البت في الكاميرا",
        "تقصير مدة الاحتفاظ بالتسجيلات",
      ],
      "الحساسية موازنة بين الأهداف التي قد تفوت والإنذارات الكاذبة: اضبطها على أعلى قيمة يسمح بها المشهد، ثم تحقق منها باختبار السير.",
    ],
    de: [
      "Eine höhere Empfindlichkeit einer Regel …",
      [
        "erkennt kleinere oder undeutlichere Ziele, kann aber mehr Fehlalarme auslösen",
        "verringert Fehlalarme ohne jeden Nachteil",
        "senkt die Bitrate der Kamera",
        "verkürzt die Aufbewahrungsdauer",
      ],
      "Die Empfindlichkeit wägt verpasste Erkennungen gegen Fehlalarme ab: so hoch einstellen, wie die Szene zulässt, und mit einem Gehtest bestätigen.",
    ],
  }),
  single(0, {
    en: [
      "What can warn an intruder on site before anyone arrives?",
      [
        "The camera's strobe light and audio warning",
        "An e-mail to the installer",
        "Recording at a higher bitrate",
        "Tamper detection on the recorder",
      ],
      "Cameras with active deterrence flash a red and blue strobe and play a warning message when a rule triggers, which is often enough to make an intruder leave.",
    ],
    ar: [
      "ما الذي يمكنه تحذير المتسلل في الموقع قبل وصول أي شخص؟",
      [
        "الضوء الوامض والتحذير الصوتي في الكاميرا",
        "رسالة بريد إلكتروني إلى فني التركيب",
        "التسجيل بمعدل بت أعلى",
        "كشف العبث في المسجل",
      ],
      "تُطلق الكاميرات المزوّدة بالردع النشط ضوءاً وامضاً باللونين الأحمر والأزرق وتبث رسالة تحذيرية عند تفعيل القاعدة، وكثيراً ما يكفي ذلك لدفع المتسلل إلى المغادرة.",
    ],
    de: [
      "Was kann einen Eindringling vor Ort warnen, bevor jemand eintrifft?",
      [
        "Das Blitzlicht und die Audiowarnung der Kamera",
        "Eine E-Mail an den Errichter",
        "Aufzeichnung mit höherer Bitrate",
        "Sabotageerkennung am Rekorder",
      ],
      "Kameras mit aktiver Abschreckung blitzen rot-blau und spielen eine Warnansage ab, sobald eine Regel auslöst – oft genug, damit ein Eindringling geht.",
    ],
  }),
  single(0, {
    en: [
      "What is the best way to check a perimeter rule after installation?",
      [
        "A walk test along the protected area, by day and by night",
        "Reading the camera's data sheet",
        "Checking the recorder's disk status",
        "Raising the sensitivity to the maximum",
      ],
      "Only a real target moving through the scene shows whether the rule detects where it should and ignores what it should; the light is different at night, so test then too.",
    ],
    ar: [
      "ما أفضل طريقة للتحقق من قاعدة حماية المحيط بعد التركيب؟",
      [
        "اختبار السير على امتداد المنطقة المحمية نهاراً وليلاً",
        "قراءة ورقة بيانات الكاميرا",
        "التحقق من حالة قرص المسجل",
        "رفع الحساسية إلى أقصى حد",
      ],
      "وحده هدف حقيقي يتحرك داخل المشهد يكشف ما إذا كانت القاعدة تلتقط ما يجب التقاطه وتتجاهل ما يجب تجاهله، ولأن الإضاءة تختلف ليلاً فيجب الاختبار ليلاً أيضاً.",
    ],
    de: [
      "Wie prüft man eine Perimeterregel nach der Installation am besten?",
      [
        "Mit einem Gehtest entlang des geschützten Bereichs, bei Tag und bei Nacht",
        "Durch Lesen des Kameradatenblatts",
        "Durch Prüfen des Festplattenstatus im Rekorder",
        "Durch Erhöhen der Empfindlichkeit auf das Maximum",
      ],
      "Nur ein echtes Ziel in der Szene zeigt, ob die Regel dort erkennt, wo sie soll, und ignoriert, was sie soll; nachts ist das Licht anders, also auch dann testen.",
    ],
  }),
  multiple([0, 1, 2], {
    en: [
      "Which often cause false alarms with plain motion detection?",
      [
        "Leaves and branches moving in the wind",
        "Rain and snow",
        "Car headlights sweeping across the scene",
        "A person climbing the fence",
      ],
      "Motion detection reacts to any change of pixels, so weather, vegetation and light cause alarms. A person climbing the fence is a real alarm.",
    ],
    ar: [
      "أي مما يلي يسبب غالباً إنذارات كاذبة مع كشف الحركة التقليدي؟",
      [
        "أوراق الشجر وأغصانها المتحركة بفعل الرياح",
        "المطر والثلج",
        "أضواء السيارات التي تمر على المشهد",
        "شخص يتسلق السور",
      ],
      "يتفاعل كشف الحركة مع أي تغيّر في البكسلات، فيُطلق الطقس والنباتات والضوء إنذارات، أما الشخص الذي يتسلق السور فإنذاره حقيقي.",
    ],
    de: [
      "Was verursacht bei einfacher Bewegungserkennung häufig Fehlalarme?",
      [
        "Blätter und Äste, die sich im Wind bewegen",
        "Regen und Schnee",
        "Scheinwerfer, die über die Szene streichen",
        "Eine Person, die über den Zaun klettert",
      ],
      "Bewegungserkennung reagiert auf jede Pixeländerung, daher lösen Wetter, Bewuchs und Licht Alarme aus. Eine Person am Zaun ist ein echter Alarm.",
    ],
  }),
  multiple([0, 1], {
    en: [
      "Which target types can AcuSense rules be limited to?",
      ["People", "Vehicles", "Shadows", "Swaying trees"],
      "AcuSense rules can be set to people, vehicles or both; shadows and vegetation are exactly what the classification filters out.",
    ],
    ar: [
      "أي أنواع الأهداف يمكن حصر قواعد AcuSense فيها؟",
      ["الأشخاص", "المركبات", "الظلال", "الأشجار المتمايلة"],
      "يمكن ضبط قواعد AcuSense على الأشخاص أو المركبات أو كليهما، أما الظلال والنباتات فهي بالضبط ما يستبعده التصنيف.",
    ],
    de: [
      "Auf welche Zieltypen lassen sich AcuSense-Regeln beschränken?",
      ["Personen", "Fahrzeuge", "Schatten", "Schwankende Bäume"],
      "AcuSense-Regeln lassen sich auf Personen, Fahrzeuge oder beides einstellen; Schatten und Bewuchs sind genau das, was die Klassifizierung herausfiltert.",
    ],
  }),
  trueFalse(true, {
    en: [
      "A line crossing rule can be set to alarm in one direction only.",
      "Line crossing offers A→B, B→A or both directions, so people leaving through a gate can be ignored while people coming in raise an alarm.",
    ],
    ar: [
      "يمكن ضبط قاعدة عبور الخط لتُصدر إنذاراً في اتجاه واحد فقط.",
      "توفر قاعدة عبور الخط الاتجاه من A إلى B أو من B إلى A أو كليهما، فيمكن تجاهل الخارجين من البوابة مع إصدار إنذار عند دخول أي شخص.",
    ],
    de: [
      "Eine Regel zur Linienüberschreitung kann so eingestellt werden, dass sie nur in einer Richtung alarmiert.",
      "Die Linienüberschreitung bietet A→B, B→A oder beide Richtungen – so lassen sich Personen, die durch ein Tor hinausgehen, ignorieren, während Eintretende Alarm auslösen.",
    ],
  }),
  trueFalse(false, {
    en: [
      "Drawing the detection region much larger than the area to protect reduces false alarms.",
      "A larger region takes in roads, trees and the neighbours' ground and so raises more alarms; draw it around the area that matters.",
    ],
    ar: [
      "رسم منطقة الكشف أكبر بكثير من المساحة المراد حمايتها يقلل الإنذارات الكاذبة.",
      "المنطقة الأكبر تضم الطرق والأشجار وأرض الجيران فتزيد الإنذارات، لذا ارسمها حول المساحة المهمة فقط.",
    ],
    de: [
      "Einen Erkennungsbereich deutlich größer als die zu schützende Fläche zu zeichnen, verringert Fehlalarme.",
      "Ein größerer Bereich schließt Straßen, Bäume und Nachbargrundstücke ein und erzeugt mehr Alarme; zeichnen Sie ihn um die Fläche, auf die es ankommt.",
    ],
  }),
  trueFalse(true, {
    en: [
      "Targets that appear too small in the image may not be classified reliably.",
      "Classification needs enough pixels on the target; beyond the range in the data sheet, add a camera or use a longer lens.",
    ],
    ar: [
      "الأهداف التي تظهر صغيرة جداً في الصورة قد لا تُصنَّف بشكل موثوق.",
      "يحتاج التصنيف إلى عدد كافٍ من البكسلات على الهدف، فإذا تجاوز الهدف المدى المذكور في ورقة البيانات فأضف كاميرا أو استخدم عدسة ذات بعد بؤري أطول.",
    ],
    de: [
      "Ziele, die im Bild zu klein erscheinen, werden möglicherweise nicht zuverlässig klassifiziert.",
      "Die Klassifizierung braucht genug Pixel auf dem Ziel; jenseits der im Datenblatt genannten Reichweite eine weitere Kamera oder ein längeres Objektiv einsetzen.",
    ],
  }),
];
