import { multiple, single, trueFalse, type Pool } from "./exam-questions.ts";

/** Thermal imaging principles: infrared, emissivity, sensors, detection ranges (English, Arabic). */
export const thermalBasicsQuestions: Pool = [
  single(0, {
    en: [
      "What does a thermal camera detect?",
      [
        "Infrared radiation that objects emit according to their temperature",
        "Visible light reflected by objects",
        "Radio waves from phones",
        "Sound waves",
      ],
      "Every object emits infrared radiation depending on its temperature and emissivity; the thermal sensor turns the differences into an image without any light.",
    ],
    ar: [
      "ما الذي تلتقطه الكاميرا الحرارية؟",
      [
        "الأشعة تحت الحمراء التي تبعثها الأجسام تبعاً لدرجة حرارتها",
        "الضوء المرئي المنعكس عن الأجسام",
        "الموجات اللاسلكية الصادرة عن الهواتف",
        "الموجات الصوتية",
      ],
      "يبعث كل جسم أشعة تحت حمراء تتوقف على درجة حرارته وانبعاثيته، ويحوّل المستشعر الحراري الفروق بينها إلى صورة دون الحاجة إلى أي ضوء.",
    ],
  }),
  single(0, {
    en: [
      "Which wavelength band do uncooled security thermal cameras use?",
      [
        "Long-wave infrared, about 8–14 µm",
        "Visible light, 0.4–0.7 µm",
        "Near infrared, about 0.85 µm",
        "Ultraviolet",
      ],
      "Uncooled microbolometers work in the long-wave infrared, where bodies at everyday temperatures emit most; 850 nm is the near infrared of ordinary cameras' IR illuminators.",
    ],
    ar: [
      "ما نطاق الأطوال الموجية الذي تستخدمه الكاميرات الحرارية الأمنية غير المبرَّدة؟",
      [
        "الأشعة تحت الحمراء طويلة الموجة، نحو 8 إلى 14 ميكرومتراً",
        "الضوء المرئي، من 0.4 إلى 0.7 ميكرومتر",
        "الأشعة تحت الحمراء القريبة، نحو 0.85 ميكرومتر",
        "الأشعة فوق البنفسجية",
      ],
      "تعمل مقاييس الإشعاع الدقيقة غير المبرَّدة في نطاق الأشعة تحت الحمراء طويلة الموجة، حيث تبلغ انبعاثات الأجسام في درجات الحرارة المعتادة أقصاها، أما 850 نانومتراً فهي الأشعة تحت الحمراء القريبة التي تستخدمها مصابيح الكاميرات العادية.",
    ],
  }),
  single(0, {
    en: [
      "Which sensor is common in uncooled thermal cameras?",
      [
        "A vanadium oxide (VOx) microbolometer",
        "A CMOS sensor with an IR-cut filter",
        "A photomultiplier tube",
        "A piezoelectric crystal",
      ],
      "Each microbolometer pixel changes its electrical resistance as it is warmed by the absorbed infrared; vanadium oxide is the most widely used material.",
    ],
    ar: [
      "ما المستشعر الشائع في الكاميرات الحرارية غير المبرَّدة؟",
      [
        "مقياس الإشعاع الدقيق (Microbolometer) من أكسيد الفاناديوم (VOx)",
        "مستشعر CMOS مزوّد بمرشح لحجب الأشعة تحت الحمراء",
        "أنبوب مضاعف ضوئي",
        "بلورة كهروضغطية",
      ],
      "تتغير المقاومة الكهربائية لكل بكسل في مقياس الإشعاع الدقيق عندما يسخن بالأشعة تحت الحمراء التي يمتصها، وأكسيد الفاناديوم هو المادة الأكثر استخداماً.",
    ],
  }),
  single(0, {
    en: [
      "What is emissivity?",
      [
        "How efficiently a surface emits infrared radiation compared with a perfect black body",
        "The camera's sensitivity to light",
        "The distance at which a target is detected",
        "The frame rate of a thermal stream",
      ],
      "Emissivity runs from 0 to 1: skin is about 0.98, polished metal can be below 0.1, so at the same temperature they look very different in a thermal image.",
    ],
    ar: [
      "ما المقصود بالانبعاثية؟",
      [
        "مدى كفاءة سطح ما في بعث الأشعة تحت الحمراء مقارنةً بجسم أسود مثالي",
        "حساسية الكاميرا للضوء",
        "المسافة التي يُكتشف عندها الهدف",
        "معدل الإطارات في البث الحراري",
      ],
      "تتراوح الانبعاثية بين 0 و1: فهي نحو 0.98 لجلد الإنسان، وقد تقل عن 0.1 للمعدن المصقول، لذا يبدوان مختلفين جداً في الصورة الحرارية رغم تساوي درجة حرارتهما.",
    ],
  }),
  single(0, {
    en: [
      "Why can thermal cameras detect people in complete darkness?",
      [
        "People emit their own heat radiation, so no light is needed",
        "They carry a powerful visible floodlight",
        "They amplify starlight",
        "They use radar",
      ],
      "Thermal imaging is passive: it needs neither visible nor infrared illumination, which is why it works in a dark field as well as in daylight.",
    ],
    ar: [
      "لماذا تستطيع الكاميرات الحرارية كشف الأشخاص في الظلام الدامس؟",
      [
        "لأن الأشخاص يبعثون إشعاعهم الحراري الخاص، فلا حاجة إلى ضوء",
        "لأنها مزوّدة بكشاف ضوئي قوي",
        "لأنها تضخّم ضوء النجوم",
        "لأنها تستخدم الرادار",
      ],
      "التصوير الحراري سلبي، فلا يحتاج إلى إضاءة مرئية ولا إلى أشعة تحت حمراء، ولهذا يعمل في حقل مظلم كما يعمل في وضح النهار.",
    ],
  }),
  single(0, {
    en: [
      "Which lens gives the longest detection range on the same thermal sensor?",
      [
        "The lens with the longest focal length",
        "The lens with the widest angle of view",
        "The shortest lens",
        "Any lens: the range depends only on the sensor",
      ],
      "A longer focal length puts more pixels on a distant target, so it is detected farther away, at the cost of a narrower field of view.",
    ],
    ar: [
      "أي عدسة تعطي أطول مسافة كشف مع المستشعر الحراري نفسه؟",
      [
        "العدسة ذات البعد البؤري الأطول",
        "العدسة ذات زاوية الرؤية الأوسع",
        "العدسة الأقصر",
        "أي عدسة، فالمسافة تتوقف على المستشعر وحده",
      ],
      "يضع البعد البؤري الأطول عدداً أكبر من البكسلات على الهدف البعيد، فيُكتشف من مسافة أبعد، مقابل مجال رؤية أضيق.",
    ],
  }),
  single(0, {
    en: [
      "Under the Johnson criteria, which task needs the most pixels on the target?",
      ["Identification", "Detection", "Recognition", "All need the same number"],
      "Detection needs only a couple of pixels across the target, recognition several times more and identification the most; the ranges in data sheets follow these criteria.",
    ],
    ar: [
      "وفق معايير جونسون، أي المهام تحتاج إلى أكبر عدد من البكسلات على الهدف؟",
      ["التعرّف", "الكشف", "التمييز", "كلها تحتاج إلى العدد نفسه"],
      "لا يحتاج الكشف إلا إلى بكسلين تقريباً عبر الهدف، ويحتاج التمييز إلى أضعاف ذلك، أما التعرّف فيحتاج إلى أكثرها، وعلى هذه المعايير تُبنى المسافات المذكورة في أوراق البيانات.",
    ],
  }),
  multiple([0, 1, 2], {
    en: [
      "Where do thermal cameras work better than visible-light cameras?",
      [
        "In total darkness",
        "Through smoke",
        "Against direct glare from headlights or the sun",
        "Reading licence plates",
      ],
      "Heat passes through darkness and smoke and is not dazzled by light; plates and faces need the visible detail that thermal images do not have.",
    ],
    ar: [
      "في أي الحالات تعمل الكاميرات الحرارية أفضل من كاميرات الضوء المرئي؟",
      [
        "في الظلام الدامس",
        "عبر الدخان",
        "أمام الوهج المباشر من المصابيح الأمامية أو الشمس",
        "في قراءة لوحات أرقام المركبات",
      ],
      "لا يحجب الظلامُ والدخانُ الحرارةَ، ولا يبهرها الضوء، أما اللوحات والوجوه فتحتاج إلى تفاصيل الضوء المرئي التي تفتقر إليها الصور الحرارية.",
    ],
  }),
  multiple([0, 1, 2], {
    en: [
      "Which affect the detection range of a thermal camera?",
      [
        "The focal length of the lens",
        "The sensor's resolution",
        "Weather such as fog and heavy rain",
        "The size of the recorder's disks",
      ],
      "The range depends on the pixels on the target (lens and resolution) and on how much infrared the air absorbs; storage has nothing to do with it.",
    ],
    ar: [
      "أي مما يلي يؤثر في مسافة الكشف لدى الكاميرا الحرارية؟",
      ["البعد البؤري للعدسة", "دقة المستشعر", "الطقس، كالضباب والمطر الغزير", "سعة أقراص المسجل"],
      "تتوقف المسافة على عدد البكسلات على الهدف (العدسة والدقة) وعلى مقدار ما يمتصه الجو من الأشعة تحت الحمراء، ولا علاقة لسعة التخزين بذلك.",
    ],
  }),
  trueFalse(false, {
    en: [
      "Thermal cameras can see through ordinary glass windows.",
      "Ordinary glass is opaque to long-wave infrared: a thermal camera behind a window sees only the glass's own temperature and reflections.",
    ],
    ar: [
      "تستطيع الكاميرات الحرارية الرؤية عبر نوافذ الزجاج العادي.",
      "الزجاج العادي معتم بالنسبة إلى الأشعة تحت الحمراء طويلة الموجة، فلا ترى الكاميرا الحرارية الموضوعة خلف نافذة إلا حرارة الزجاج نفسه وانعكاساته.",
    ],
  }),
  trueFalse(true, {
    en: [
      "A thermal image shows differences in temperature and emissivity, not the colours of visible light.",
      "The palette (white-hot, black-hot, iron) only maps the measured radiation to shades of grey or false colours.",
    ],
    ar: [
      "تُظهر الصورة الحرارية فروق درجات الحرارة والانبعاثية، لا ألوان الضوء المرئي.",
      "لا تفعل لوحة الألوان (الأبيض الساخن أو الأسود الساخن أو الحديدي) سوى تحويل الإشعاع المقيس إلى درجات رمادية أو ألوان اصطلاحية.",
    ],
  }),
  trueFalse(true, {
    en: [
      "Thermal images are suited to detecting people, not to identifying them by their face.",
      "Thermal resolution is low and faces show little detail in heat; pair the thermal camera with a visible-light camera for identification.",
    ],
    ar: [
      "تصلح الصور الحرارية لكشف الأشخاص، لا للتعرّف على هوياتهم من وجوههم.",
      "دقة الصور الحرارية منخفضة، ولا تُظهر الوجوه إلا القليل من التفاصيل الحرارية، لذا تُقرن الكاميرا الحرارية بكاميرا ضوء مرئي للتعرّف على الهوية.",
    ],
  }),
];

/** Perimeter protection with thermal cameras: rules, classification, PTZ links, deterrence (English, Arabic). */
export const thermalPerimeterQuestions: Pool = [
  single(0, {
    en: [
      "Why does thermal perimeter protection raise fewer false alarms from lights and shadows?",
      [
        "It sees heat, not changes of visible light",
        "It records at a lower bitrate",
        "It only works in daylight",
        "It ignores every moving object",
      ],
      "Headlights, cloud shadows and reflections change visible images but hardly the thermal scene, in which a warm body stands out against a cooler background.",
    ],
    ar: [
      "لماذا تُصدر حماية المحيط بالكاميرات الحرارية إنذارات كاذبة أقل بسبب الأضواء والظلال؟",
      [
        "لأنها ترى الحرارة لا تغيّرات الضوء المرئي",
        "لأنها تسجّل بمعدل بت أقل",
        "لأنها لا تعمل إلا في ضوء النهار",
        "لأنها تتجاهل كل جسم متحرك",
      ],
      "تغيّر المصابيحُ الأمامية وظلالُ الغيوم والانعكاساتُ الصورةَ المرئية، لكنها بالكاد تغيّر المشهد الحراري الذي يبرز فيه الجسم الدافئ أمام الخلفية الأبرد.",
    ],
  }),
  single(0, {
    en: [
      "What does target classification on a thermal camera do?",
      [
        "Tells people and vehicles apart from animals and other objects",
        "Measures each target's exact body temperature",
        "Reads the target's face",
        "Counts the frames per second",
      ],
      "Deep-learning classification on the thermal image keeps the alarms for people and vehicles and ignores animals, birds and moving vegetation.",
    ],
    ar: [
      "ما وظيفة تصنيف الأهداف في الكاميرا الحرارية؟",
      [
        "التمييز بين الأشخاص والمركبات من جهة والحيوانات والأجسام الأخرى من جهة أخرى",
        "قياس درجة حرارة جسم كل هدف بدقة",
        "قراءة وجه الهدف",
        "عدّ الإطارات في الثانية",
      ],
      "يقصر التصنيف بالتعلّم العميق على الصورة الحرارية الإنذاراتِ على الأشخاص والمركبات، ويتجاهل الحيوانات والطيور والنباتات المتحركة.",
    ],
  }),
  single(0, {
    en: [
      "What is a typical link between a thermal camera and a PTZ camera?",
      [
        "The thermal camera detects, and the PTZ turns to the target to show it in detail",
        "The PTZ powers the thermal camera",
        "Both record the same stream",
        "The thermal camera zooms the PTZ's lens",
      ],
      "Once the two are calibrated together, the thermal camera gives the target's position and the PTZ follows it with its zoom, so the operator sees who or what is there.",
    ],
    ar: [
      "ما الربط المعتاد بين الكاميرا الحرارية وكاميرا PTZ؟",
      [
        "تكشف الكاميرا الحرارية الهدف، وتتجه كاميرا PTZ إليه لتعرضه بالتفصيل",
        "تزوّد كاميرا PTZ الكاميرا الحرارية بالطاقة",
        "تسجّل الكاميرتان البث نفسه",
        "تقرّب الكاميرا الحرارية عدسة كاميرا PTZ",
      ],
      "بعد معايرة الكاميرتين معاً تعطي الكاميرا الحرارية موقع الهدف، فتتبعه كاميرا PTZ بالتقريب، ليرى المشغّل من هناك أو ما هناك.",
    ],
  }),
  single(0, {
    en: [
      "Why should the detection zones of neighbouring thermal cameras overlap along a fence?",
      [
        "To cover the blind zone in front of each camera",
        "To double the bitrate",
        "To share one licence",
        "To save cable",
      ],
      "Each camera has a blind zone below and in front of it; the next camera's view must cover it, or intruders can pass unseen at the foot of the pole.",
    ],
    ar: [
      "لماذا ينبغي أن تتداخل مناطق الكشف للكاميرات الحرارية المتجاورة على امتداد السياج؟",
      [
        "لتغطية المنطقة العمياء أمام كل كاميرا",
        "لمضاعفة معدل البت",
        "لتقاسم ترخيص واحد",
        "لتوفير الكابلات",
      ],
      "لكل كاميرا منطقة عمياء أسفلها وأمامها، ويجب أن تغطيها رؤية الكاميرا التالية، وإلا أمكن للمتسللين المرور دون أن يُروا عند قاعدة العمود.",
    ],
  }),
  single(0, {
    en: [
      "What causes the blind zone below a thermal camera?",
      [
        "The mounting height and tilt, which leave the ground near the pole outside the view",
        "The camera's bitrate",
        "Rain on the lens",
        "The camera's IP address",
      ],
      "The higher the mount and the flatter the tilt, the longer the strip in front of the pole that the camera cannot see; design tools show its length.",
    ],
    ar: [
      "ما سبب المنطقة العمياء أسفل الكاميرا الحرارية؟",
      [
        "ارتفاع التركيب وزاوية الميل، إذ يتركان الأرض القريبة من العمود خارج مجال الرؤية",
        "معدل البت في الكاميرا",
        "المطر على العدسة",
        "عنوان IP الخاص بالكاميرا",
      ],
      "كلما ارتفع التركيب وقلّت زاوية الميل طال الشريط الواقع أمام العمود الذي لا تراه الكاميرا، وتبيّن أدوات التصميم طوله.",
    ],
  }),
  single(0, {
    en: [
      "What can deter an intruder detected at the fence before guards arrive?",
      [
        "A strobe light and an audio warning triggered by the detection",
        "A higher recording bitrate",
        "Switching the camera to black and white",
        "An e-mail to the installer",
      ],
      "Deterrence turns detection into prevention: a warning light and a spoken message tell the intruder that they have been seen.",
    ],
    ar: [
      "ما الذي يمكنه ردع متسلل اكتُشف عند السياج قبل وصول الحراس؟",
      [
        "ضوء وامض وتحذير صوتي يُطلقهما الكشف",
        "رفع معدل البت في التسجيل",
        "تحويل الكاميرا إلى الأبيض والأسود",
        "رسالة بريد إلكتروني إلى فني التركيب",
      ],
      "يحوّل الردع الكشفَ إلى منع: فالضوء التحذيري والرسالة المنطوقة يُعلمان المتسلل بأنه قد رُصد.",
    ],
  }),
  single(0, {
    en: [
      "Why are thermal cameras well suited to solar farms?",
      [
        "Few cameras with long detection ranges can cover long, dark perimeters",
        "Solar panels make visible images too bright",
        "Solar farms have no fences",
        "Thermal cameras produce electricity",
      ],
      "A solar farm has kilometres of unlit fence; thermal cameras detect at hundreds of metres in darkness, so far fewer poles and cameras are needed.",
    ],
    ar: [
      "لماذا تناسب الكاميرات الحرارية محطات الطاقة الشمسية؟",
      [
        "لأن بضع كاميرات بمسافات كشف طويلة تكفي لتغطية محيطات طويلة ومظلمة",
        "لأن الألواح الشمسية تجعل الصور المرئية شديدة السطوع",
        "لأن محطات الطاقة الشمسية بلا أسوار",
        "لأن الكاميرات الحرارية تولّد الكهرباء",
      ],
      "لمحطة الطاقة الشمسية كيلومترات من الأسوار غير المضاءة، والكاميرات الحرارية تكشف على مسافة مئات الأمتار في الظلام، فتقل الحاجة إلى الأعمدة والكاميرات كثيراً.",
    ],
  }),
  multiple([0, 1, 2], {
    en: [
      "Which rules can thermal perimeter cameras use?",
      [
        "Line crossing",
        "Intrusion (region entrance)",
        "Filtering by target type",
        "Face recognition",
      ],
      "Thermal cameras run perimeter rules with people and vehicle filters; faces cannot be made out in thermal images.",
    ],
    ar: [
      "أي القواعد يمكن أن تستخدمها الكاميرات الحرارية لحماية المحيط؟",
      ["عبور الخط", "التسلل (دخول المنطقة)", "التصفية حسب نوع الهدف", "التعرّف على الوجوه"],
      "تطبّق الكاميرات الحرارية قواعد حماية المحيط مع تصفية الأشخاص والمركبات، أما الوجوه فلا تظهر بوضوح في الصور الحرارية.",
    ],
  }),
  multiple([0, 1, 2], {
    en: [
      "Which conditions can reduce thermal contrast?",
      ["Heavy rain", "Dense fog", "A background as warm as the target", "Complete darkness"],
      "Water absorbs infrared, and a target is hard to see against a background of the same temperature (such as a hot wall after sunset); darkness makes no difference.",
    ],
    ar: [
      "أي الظروف قد تقلل التباين الحراري؟",
      ["المطر الغزير", "الضباب الكثيف", "خلفية بدفء الهدف نفسه", "الظلام الدامس"],
      "يمتص الماء الأشعة تحت الحمراء، ويصعب رؤية الهدف أمام خلفية لها درجة حرارته نفسها (كجدار ساخن بعد الغروب)، أما الظلام فلا يغيّر شيئاً.",
    ],
  }),
  trueFalse(true, {
    en: [
      "Thermal detection needs no light, so it works at night without extra lighting.",
      "The thermal scene depends on temperatures, not on lighting, so no floodlights are needed; contrast can still change with the weather and around sunrise and sunset.",
    ],
    ar: [
      "لا يحتاج الكشف الحراري إلى ضوء، فيعمل ليلاً دون إضاءة إضافية.",
      "يتوقف المشهد الحراري على درجات الحرارة لا على الإضاءة، فلا حاجة إلى كشافات، وإن كان التباين قد يتغير مع الطقس وعند الشروق والغروب.",
    ],
  }),
  trueFalse(false, {
    en: [
      "A thermal perimeter needs no walk test once the cameras are installed.",
      "Every zone, including its far end and the blind zone near the pole, is walked (and crawled) at commissioning, at night as well as by day.",
    ],
    ar: [
      "لا يحتاج محيط محمي بالكاميرات الحرارية إلى اختبار سير بعد تركيب الكاميرات.",
      "يُختبر كل نطاق عند التشغيل التجريبي بالسير (والزحف) فيه، بما في ذلك طرفه البعيد والمنطقة العمياء قرب العمود، ليلاً ونهاراً.",
    ],
  }),
  trueFalse(true, {
    en: [
      "Small animals are a common source of false alarms that target classification helps to filter out.",
      "Foxes, dogs and birds are warm and move like targets; classification by shape and size stops them from raising perimeter alarms.",
    ],
    ar: [
      "الحيوانات الصغيرة مصدر شائع للإنذارات الكاذبة، ويساعد تصنيف الأهداف على استبعادها.",
      "الثعالب والكلاب والطيور دافئة وتتحرك كالأهداف، ويمنعها التصنيف حسب الشكل والحجم من إطلاق إنذارات المحيط.",
    ],
  }),
  trueFalse(false, {
    en: [
      "A perimeter zone may end exactly where the next camera's detection range ends, with no overlap.",
      "Zones overlap so that the near-field blind spot under each camera is covered by its neighbour; an intruder crossing at a zone's edge is otherwise seen by neither camera.",
    ],
    ar: [
      "يجوز أن ينتهي نطاق المحيط عند نهاية مدى كشف الكاميرا التالية تماماً دون أي تداخل.",
      "تتداخل النطاقات لتغطي كل كاميرا المنطقة العمياء القريبة أسفل جارتها، وإلا فإن المتسلل الذي يعبر عند حافة النطاق لا تراه أي من الكاميرتين.",
    ],
  }),
];
