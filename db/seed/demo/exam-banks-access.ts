import { multiple, single, trueFalse, type Pool } from "./exam-questions.ts";

/** Access control: credentials, controllers, locks, door monitoring, escape (English, Arabic, German). */
export const accessQuestions: Pool = [
  single(0, {
    en: [
      "What does anti-passback prevent?",
      [
        "A card being used to enter again without having left, for example after being passed back to someone else",
        "Doors being opened from the inside",
        "Cards being read from too far away",
        "Fire doors closing",
      ],
      "Anti-passback tracks whether a card is inside or outside an area and refuses a second entry before an exit, so a card cannot be handed back through the fence.",
    ],
    ar: [
      "ما الذي تمنعه خاصية منع العودة (Anti-passback)؟",
      [
        "استخدام بطاقة للدخول مجدداً دون الخروج، كأن تُمرَّر إلى شخص آخر",
        "فتح الأبواب من الداخل",
        "قراءة البطاقات من مسافة بعيدة جداً",
        "إغلاق أبواب الحريق",
      ],
      "تتتبع خاصية منع العودة ما إذا كانت البطاقة داخل المنطقة أو خارجها، وترفض دخولاً ثانياً قبل الخروج، فلا يمكن إعادة البطاقة إلى شخص آخر عبر السور.",
    ],
    de: [
      "Was verhindert Anti-Passback?",
      [
        "Dass eine Karte erneut zum Eintritt genutzt wird, ohne dass sie zuvor ausgebucht wurde – etwa weil sie zurückgereicht wurde",
        "Dass Türen von innen geöffnet werden",
        "Dass Karten aus zu großer Entfernung gelesen werden",
        "Dass Brandschutztüren schließen",
      ],
      "Anti-Passback verfolgt, ob eine Karte innerhalb oder außerhalb eines Bereichs ist, und verweigert einen zweiten Eintritt vor dem Austritt – so lässt sich eine Karte nicht über den Zaun zurückreichen.",
    ],
  }),
  single(0, {
    en: [
      "Which lock releases when its power fails (fail-safe)?",
      ["A magnetic lock", "A fail-secure electric strike", "A mechanical key lock", "A padlock"],
      "A maglock holds only while it is powered, so it opens on power loss, which suits escape routes; a fail-secure strike stays locked.",
    ],
    ar: [
      "أي الأقفال يتحرر عند انقطاع الطاقة عنه (Fail-safe)؟",
      [
        "القفل المغناطيسي",
        "اللسان الكهربائي من نوع Fail-secure",
        "القفل الميكانيكي بالمفتاح",
        "القفل المعلّق",
      ],
      "لا يُمسك القفل المغناطيسي إلا ما دام موصولاً بالطاقة، فيفتح عند انقطاعها، وهذا يناسب مسارات الهروب، أما اللسان الكهربائي من نوع Fail-secure فيبقى مقفلاً.",
    ],
    de: [
      "Welches Schloss gibt bei Stromausfall frei (Fail-safe)?",
      [
        "Ein Haftmagnet",
        "Ein Fail-secure-Türöffner",
        "Ein mechanisches Schlüsselschloss",
        "Ein Vorhängeschloss",
      ],
      "Ein Haftmagnet hält nur, solange er Strom hat, und öffnet daher bei Stromausfall – passend für Fluchtwege; ein Fail-secure-Türöffner bleibt verriegelt.",
    ],
  }),
  single(0, {
    en: [
      "What does a door contact report to the access controller?",
      [
        "Whether the door is open or closed",
        "Who is standing at the door",
        "The temperature of the door",
        "The card number",
      ],
      'The door position lets the controller raise "door forced open" and "door held open" alarms, and relock only once the door has closed.',
    ],
    ar: [
      "ما الذي يُبلغ به مستشعرُ الباب وحدةَ التحكم في الدخول؟",
      ["ما إذا كان الباب مفتوحاً أم مغلقاً", "من يقف عند الباب", "درجة حرارة الباب", "رقم البطاقة"],
      "تتيح حالة الباب لوحدة التحكم إصدار إنذاري «فتح الباب بالقوة» و«بقاء الباب مفتوحاً»، وإعادة القفل فقط بعد إغلاق الباب.",
    ],
    de: [
      "Was meldet ein Türkontakt an den Zutrittscontroller?",
      [
        "Ob die Tür offen oder geschlossen ist",
        "Wer vor der Tür steht",
        "Die Temperatur der Tür",
        "Die Kartennummer",
      ],
      "Über den Türzustand kann der Controller die Alarme „Tür aufgebrochen“ und „Tür zu lange offen“ melden und erst wieder verriegeln, wenn die Tür geschlossen ist.",
    ],
  }),
  single(0, {
    en: [
      "What is two-factor authentication at a door?",
      [
        "Two different kinds of credential, such as a card and a PIN",
        "Two cards of the same person",
        "Two readers on the same side of the door",
        "Two people opening the door together",
      ],
      "Combining something you have (a card) with something you know (a PIN) or something you are (face, fingerprint) stops a lost or stolen card from opening the door on its own.",
    ],
    ar: [
      "ما المقصود بالمصادقة الثنائية عند الباب؟",
      [
        "نوعان مختلفان من وسائل التعريف، مثل البطاقة والرمز السري",
        "بطاقتان للشخص نفسه",
        "قارئان على الجانب نفسه من الباب",
        "شخصان يفتحان الباب معاً",
      ],
      "الجمع بين شيء تملكه (البطاقة) وشيء تعرفه (الرمز السري) أو شيء من صفاتك (الوجه أو البصمة) يمنع البطاقة المفقودة أو المسروقة من فتح الباب وحدها.",
    ],
    de: [
      "Was ist Zwei-Faktor-Authentifizierung an einer Tür?",
      [
        "Zwei verschiedene Arten von Identifikationsmitteln, etwa Karte und PIN",
        "Zwei Karten derselben Person",
        "Zwei Leser auf derselben Türseite",
        "Zwei Personen, die die Tür gemeinsam öffnen",
      ],
      "Die Kombination aus Besitz (Karte) und Wissen (PIN) oder einem Merkmal (Gesicht, Fingerabdruck) verhindert, dass eine verlorene oder gestohlene Karte allein die Tür öffnet.",
    ],
  }),
  single(0, {
    en: [
      "What is the role of the access controller?",
      [
        "It decides whether a credential may open a door and logs the event",
        "It prints the access cards",
        "It records video of the door",
        "It supplies power to the cameras",
      ],
      "Readers only read; the controller checks the credential against access levels and schedules, drives the lock and stores the event, even while the server is unreachable.",
    ],
    ar: [
      "ما دور وحدة التحكم في الدخول؟",
      [
        "تقرر ما إذا كان يحق لوسيلة التعريف فتح الباب، وتسجّل الحدث",
        "تطبع بطاقات الدخول",
        "تسجّل فيديو الباب",
        "تزوّد الكاميرات بالطاقة",
      ],
      "لا تفعل القارئات سوى القراءة، أما وحدة التحكم فتتحقق من وسيلة التعريف وفق مستويات الدخول والجداول الزمنية، وتشغّل القفل، وتحفظ الحدث حتى عند انقطاع الاتصال بالخادم.",
    ],
    de: [
      "Welche Aufgabe hat der Zutrittscontroller?",
      [
        "Er entscheidet, ob ein Identifikationsmittel eine Tür öffnen darf, und protokolliert das Ereignis",
        "Er druckt die Zutrittskarten",
        "Er zeichnet Video der Tür auf",
        "Er versorgt die Kameras mit Strom",
      ],
      "Leser lesen nur; der Controller prüft das Identifikationsmittel gegen Zutrittsprofile und Zeitpläne, steuert das Schloss und speichert das Ereignis – auch wenn der Server nicht erreichbar ist.",
    ],
  }),
  single(0, {
    en: [
      "What must happen at a controlled escape door when the fire alarm sounds?",
      [
        "It unlocks so that people can leave",
        "It locks to keep the fire out",
        "It asks for a PIN",
        "It waits for an operator's approval",
      ],
      "Life safety comes first: escape doors are released by the fire alarm (and by an emergency break-glass unit), whatever the access rules say.",
    ],
    ar: [
      "ماذا يجب أن يحدث لباب هروب خاضع للتحكم عند انطلاق إنذار الحريق؟",
      [
        "يُفتح قفله ليتمكن الناس من الخروج",
        "يُقفل لمنع الحريق من الدخول",
        "يطلب رمزاً سرياً",
        "ينتظر موافقة المشغّل",
      ],
      "سلامة الأرواح أولاً: تتحرر أبواب الهروب بإشارة إنذار الحريق (وبوحدة الكسر الخاصة بالطوارئ) مهما كانت قواعد الدخول.",
    ],
    de: [
      "Was muss an einer zutrittskontrollierten Fluchttür geschehen, wenn der Feueralarm auslöst?",
      [
        "Sie wird entriegelt, damit Personen hinausgelangen",
        "Sie verriegelt, um das Feuer fernzuhalten",
        "Sie verlangt eine PIN",
        "Sie wartet auf die Freigabe eines Bedieners",
      ],
      "Personenschutz geht vor: Fluchttüren werden durch die Brandmeldeanlage (und einen Nottaster) freigegeben, gleich welche Zutrittsregeln gelten.",
    ],
  }),
  single(0, {
    en: [
      'What is a "door held open" alarm?',
      [
        "The door stays open longer than allowed after a valid access",
        "The door is opened without a valid access",
        "A card is refused three times",
        "The reader loses power",
      ],
      "Held open means someone kept the door open after a valid entry; forced open means the door opened with no valid access at all.",
    ],
    ar: [
      "ما المقصود بإنذار «بقاء الباب مفتوحاً»؟",
      [
        "بقاء الباب مفتوحاً مدة أطول من المسموح بعد دخول مصرّح به",
        "فتح الباب دون دخول مصرّح به",
        "رفض بطاقة ثلاث مرات",
        "انقطاع الطاقة عن القارئ",
      ],
      "يعني بقاء الباب مفتوحاً أن أحدهم أبقاه مفتوحاً بعد دخول مصرّح به، أما الفتح بالقوة فيعني أن الباب فُتح دون أي دخول مصرّح به.",
    ],
    de: [
      "Was ist ein Alarm „Tür zu lange offen“?",
      [
        "Die Tür bleibt nach einem gültigen Zutritt länger als erlaubt offen",
        "Die Tür wird ohne gültigen Zutritt geöffnet",
        "Eine Karte wird dreimal abgewiesen",
        "Der Leser verliert die Stromversorgung",
      ],
      "„Zu lange offen“ heißt, jemand hat die Tür nach einem gültigen Zutritt offen gehalten; „aufgebrochen“ heißt, die Tür wurde ganz ohne gültigen Zutritt geöffnet.",
    ],
  }),
  multiple([0, 1, 2], {
    en: [
      "Which of these are credentials?",
      ["A proximity card", "A PIN code", "A fingerprint", "A door contact"],
      "Credentials identify a person at the reader; a door contact is a sensor that reports the state of the door.",
    ],
    ar: [
      "أي مما يلي يُعد من وسائل التعريف؟",
      ["بطاقة التقارب", "الرمز السري", "بصمة الإصبع", "مستشعر الباب"],
      "تعرّف وسائل التعريف الشخصَ عند القارئ، أما مستشعر الباب فجهاز استشعار يُبلغ عن حالة الباب.",
    ],
    de: [
      "Welche davon sind Identifikationsmittel?",
      ["Eine Proximity-Karte", "Eine PIN", "Ein Fingerabdruck", "Ein Türkontakt"],
      "Identifikationsmittel weisen eine Person am Leser aus; ein Türkontakt ist ein Sensor, der den Türzustand meldet.",
    ],
  }),
  multiple([0, 1], {
    en: [
      "What does an access level combine?",
      [
        "Which doors",
        "During which time schedule",
        "Which camera resolution",
        "Which card printer",
      ],
      "An access level says which doors may be opened at which times; it is then assigned to people or groups.",
    ],
    ar: [
      "ما الذي يجمعه مستوى الدخول؟",
      ["الأبواب المسموح بها", "الجدول الزمني المسموح فيه", "دقة الكاميرا", "طابعة البطاقات"],
      "يحدد مستوى الدخول الأبواب التي يمكن فتحها والأوقات المسموح فيها بذلك، ثم يُسند إلى أشخاص أو مجموعات.",
    ],
    de: [
      "Was fasst ein Zutrittsprofil zusammen?",
      ["Welche Türen", "In welchem Zeitplan", "Welche Kameraauflösung", "Welcher Kartendrucker"],
      "Ein Zutrittsprofil legt fest, welche Türen zu welchen Zeiten geöffnet werden dürfen; es wird dann Personen oder Gruppen zugewiesen.",
    ],
  }),
  trueFalse(true, {
    en: [
      "A request-to-exit (REX) button lets people leave without a credential.",
      "The REX button or sensor on the secure side releases the door and tells the controller that the opening is not a forced entry.",
    ],
    ar: [
      "يتيح زر طلب الخروج (REX) للأشخاص المغادرة دون وسيلة تعريف.",
      "يحرّر زر أو مستشعر طلب الخروج في الجانب الآمن الباب، ويُعلم وحدة التحكم بأن الفتح ليس دخولاً بالقوة.",
    ],
    de: [
      "Ein Austrittstaster (Request-to-Exit) ermöglicht es, ohne Identifikationsmittel hinauszugehen.",
      "Der Taster oder Sensor auf der gesicherten Seite gibt die Tür frei und teilt dem Controller mit, dass die Öffnung kein Aufbruch ist.",
    ],
  }),
  trueFalse(true, {
    en: [
      "A fail-secure lock stays locked when power is lost.",
      "Fail-secure locks keep the area protected during a power cut; they are used where life safety allows, with a mechanical handle on the inside for escape.",
    ],
    ar: [
      "يبقى القفل من نوع Fail-secure مقفلاً عند انقطاع الطاقة.",
      "تُبقي الأقفال من نوع Fail-secure المنطقة محمية أثناء انقطاع الكهرباء، وتُستخدم حيث تسمح متطلبات السلامة، مع مقبض ميكانيكي من الداخل لضمان الخروج.",
    ],
    de: [
      "Ein Fail-secure-Schloss bleibt bei Stromausfall verriegelt.",
      "Fail-secure-Schlösser halten den Bereich bei Stromausfall gesichert; sie werden eingesetzt, wo der Personenschutz es zulässt, mit einem mechanischen Drücker innen für den Ausgang.",
    ],
  }),
  trueFalse(false, {
    en: [
      "A PIN code shared by a whole team tells you exactly who opened a door.",
      "A shared code identifies only the group; personal credentials are needed to know who entered.",
    ],
    ar: [
      "الرمز السري المشترك بين أفراد الفريق كله يكشف بالضبط من فتح الباب.",
      "لا يحدد الرمز المشترك إلا المجموعة، ولمعرفة من دخل لا بد من وسائل تعريف شخصية.",
    ],
    de: [
      "Eine PIN, die ein ganzes Team nutzt, zeigt genau, wer eine Tür geöffnet hat.",
      "Eine gemeinsame PIN identifiziert nur die Gruppe; um zu wissen, wer eingetreten ist, braucht es persönliche Identifikationsmittel.",
    ],
  }),
];
