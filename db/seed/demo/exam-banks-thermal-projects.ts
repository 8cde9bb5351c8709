import { multiple, single, trueFalse, type Pool } from "./exam-questions.ts";

/** Installing thermal cameras and measuring temperature (English, Arabic). */
export const thermalInstallQuestions: Pool = [
  single(0, {
    en: [
      "Why must a thermal camera's focus be set carefully at installation?",
      [
        "A blurred thermal image loses detection range at the target distance",
        "Focus changes the camera's IP address",
        "Focus sets the recording schedule",
        "Focus decides the colour palette",
      ],
      "Distant thermal targets are only a few pixels large; an unsharp image spreads their heat and they are missed. Focus on the far end of the zone, at night if possible.",
    ],
    ar: [
      "لماذا يجب ضبط تركيز الكاميرا الحرارية بعناية عند التركيب؟",
      [
        "لأن الصورة الحرارية غير الواضحة تفقد جزءاً من مسافة الكشف عند مسافة الهدف",
        "لأن التركيز يغيّر عنوان IP الخاص بالكاميرا",
        "لأن التركيز يحدد جدول التسجيل",
        "لأن التركيز يحدد لوحة الألوان",
      ],
      "لا يتجاوز حجم الأهداف الحرارية البعيدة بضع بكسلات، والصورة غير الواضحة تنشر حرارتها فتفوت. اضبط التركيز على الطرف البعيد من النطاق، ليلاً إن أمكن.",
    ],
  }),
  single(0, {
    en: [
      "How should a perimeter thermal camera be mounted?",
      [
        "On a rigid pole or wall that does not sway or vibrate",
        "On a thin pole that moves in the wind",
        "On a fence panel",
        "On a tree",
      ],
      "At long range a small movement of the camera moves the whole scene and causes false alarms; rigid poles and walls keep the image still.",
    ],
    ar: [
      "كيف ينبغي تركيب الكاميرا الحرارية المخصصة لحماية المحيط؟",
      [
        "على عمود متين أو جدار لا يتمايل ولا يهتز",
        "على عمود رفيع يتحرك مع الرياح",
        "على لوح من ألواح السياج",
        "على شجرة",
      ],
      "في المسافات الطويلة تؤدي أي حركة صغيرة للكاميرا إلى تحرك المشهد كله، فتنتج إنذارات كاذبة، أما الأعمدة المتينة والجدران فتُبقي الصورة ثابتة.",
    ],
  }),
  single(0, {
    en: [
      "What is the reflected temperature in thermography?",
      [
        "Radiation from the surroundings reflected by the measured surface, which must be compensated",
        "The temperature shown on the camera's housing",
        "The temperature of the camera's sensor",
        "The average temperature of the image",
      ],
      "A shiny surface mirrors the heat of nearby objects; entering the reflected apparent temperature lets the camera subtract it from the reading.",
    ],
    ar: [
      "ما المقصود بدرجة الحرارة المنعكسة في التصوير الحراري؟",
      [
        "إشعاع المحيط الذي يعكسه السطح المقيس، والذي يجب تعويضه",
        "درجة الحرارة المعروضة على غلاف الكاميرا",
        "درجة حرارة مستشعر الكاميرا",
        "متوسط درجة حرارة الصورة",
      ],
      "يعكس السطح اللامع حرارة الأجسام القريبة منه كالمرآة، وإدخال درجة الحرارة الظاهرية المنعكسة يتيح للكاميرا طرحها من القراءة.",
    ],
  }),
  single(0, {
    en: [
      "Which surface gives the least reliable temperature reading?",
      ["Polished metal", "Painted steel", "Human skin", "Rubber insulation"],
      "Polished metal has a very low emissivity and mostly reflects its surroundings; painting a spot or putting tape on it raises the emissivity for a reliable reading.",
    ],
    ar: [
      "أي الأسطح يعطي قراءة درجة حرارة هي الأقل موثوقية؟",
      ["المعدن المصقول", "الفولاذ المطلي", "جلد الإنسان", "العزل المطاطي"],
      "للمعدن المصقول انبعاثية منخفضة جداً، وهو يعكس محيطه في الغالب، ويتيح طلاء بقعة منه أو لصق شريط عليها رفع الانبعاثية للحصول على قراءة موثوقة.",
    ],
  }),
  single(0, {
    en: [
      "What does a hot spot on a connection in an electrical cabinet usually indicate?",
      [
        "A loose or corroded connection, or an overload",
        "A connection that works correctly",
        "A cold draught",
        "A fault of the camera",
      ],
      "Extra resistance at a poor connection turns current into heat; found early with thermography, it can be repaired before it starts a fire.",
    ],
    ar: [
      "علامَ تدل عادةً نقطة ساخنة على وصلة داخل لوحة كهربائية؟",
      [
        "وصلة مرتخية أو متآكلة، أو حمل زائد",
        "وصلة تعمل بشكل صحيح",
        "تيار هواء بارد",
        "عطل في الكاميرا",
      ],
      "تحوّل المقاومة الإضافية في الوصلة الرديئة التيار إلى حرارة، وإذا اكتُشفت مبكراً بالتصوير الحراري أمكن إصلاحها قبل أن تتسبب في حريق.",
    ],
  }),
  single(0, {
    en: [
      "To what should the emissivity be set for a temperature measurement?",
      [
        "The value for the material of the measured surface",
        "Always 1.0",
        "Always 0.1",
        "The value of the camera's housing",
      ],
      "The camera converts radiation into temperature with the emissivity you enter; a wrong value gives a wrong temperature.",
    ],
    ar: [
      "على أي قيمة ينبغي ضبط الانبعاثية عند قياس درجة الحرارة؟",
      ["على قيمة مادة السطح المقيس", "على 1.0 دائماً", "على 0.1 دائماً", "على قيمة غلاف الكاميرا"],
      "تحوّل الكاميرا الإشعاع إلى درجة حرارة باستخدام الانبعاثية التي تُدخلها، والقيمة الخاطئة تعطي درجة حرارة خاطئة.",
    ],
  }),
  single(0, {
    en: [
      "What limits how small an object can be measured accurately from a given distance?",
      [
        "The measurement spot size: the object must cover several pixels",
        "The recording retention",
        "The network bandwidth",
        "The colour palette",
      ],
      "If the object covers fewer than a few pixels, its reading mixes with the background; move closer or use a longer lens.",
    ],
    ar: [
      "ما الذي يحدّ من أصغر جسم يمكن قياس حرارته بدقة من مسافة معينة؟",
      [
        "حجم بقعة القياس، إذ يجب أن يغطي الجسم عدة بكسلات",
        "مدة الاحتفاظ بالتسجيلات",
        "عرض نطاق الشبكة",
        "لوحة الألوان",
      ],
      "إذا غطى الجسم أقل من بضع بكسلات اختلطت قراءته بالخلفية، لذا اقترب منه أو استخدم عدسة أطول.",
    ],
  }),
  multiple([0, 1, 2], {
    en: [
      "Which belong in the commissioning test of thermal perimeter cameras?",
      [
        "A walk test at the far end of each zone",
        "A test at night",
        "Checking that alarms reach the operator or the video management system",
        "Cleaning the lens with an abrasive cloth",
      ],
      "Commissioning proves detection at the zone limits, in the conditions that matter, from end to end; an abrasive cloth scratches the coating of the germanium lens.",
    ],
    ar: [
      "أي مما يلي من اختبارات التشغيل التجريبي للكاميرات الحرارية الخاصة بحماية المحيط؟",
      [
        "اختبار السير عند الطرف البعيد لكل نطاق",
        "الاختبار ليلاً",
        "التحقق من وصول الإنذارات إلى المشغّل أو نظام إدارة الفيديو",
        "تنظيف العدسة بقطعة قماش خشنة",
      ],
      "يثبت التشغيل التجريبي الكشف عند حدود النطاقات، وفي الظروف المهمة، ومن البداية إلى النهاية، أما القماش الخشن فيخدش طبقة الطلاء على عدسة الجرمانيوم.",
    ],
  }),
  multiple([0, 1, 2], {
    en: [
      "Which affect a thermographic temperature reading?",
      [
        "Emissivity",
        "The distance to the object",
        "The reflected temperature",
        "The camera's IP address",
      ],
      "Emissivity, reflected temperature and the air over the distance are inputs of the radiometric calculation; the network settings are not.",
    ],
    ar: [
      "أي مما يلي يؤثر في قراءة درجة الحرارة بالتصوير الحراري؟",
      ["الانبعاثية", "المسافة إلى الجسم", "درجة الحرارة المنعكسة", "عنوان IP الخاص بالكاميرا"],
      "الانبعاثية ودرجة الحرارة المنعكسة والهواء على امتداد المسافة هي مدخلات الحساب الإشعاعي، أما إعدادات الشبكة فليست منها.",
    ],
  }),
  trueFalse(false, {
    en: [
      "Ordinary glass can be used as a protective window in front of a thermal lens.",
      "Glass blocks long-wave infrared; protective windows for thermal cameras are made of germanium or similar infrared-transparent materials.",
    ],
    ar: [
      "يمكن استخدام الزجاج العادي نافذةً واقيةً أمام عدسة الكاميرا الحرارية.",
      "يحجب الزجاج الأشعة تحت الحمراء طويلة الموجة، لذا تُصنع النوافذ الواقية للكاميرات الحرارية من الجرمانيوم أو من مواد مشابهة تنفذ منها هذه الأشعة.",
    ],
  }),
  trueFalse(true, {
    en: [
      "A thermographic inspection of an electrical cabinet should be made while the equipment is under load.",
      "Faults heat up only when current flows; inspect at normal or high load, ideally above 40% of the rated current.",
    ],
    ar: [
      "ينبغي إجراء الفحص الحراري للوحة الكهربائية والمعدات تعمل تحت الحمل.",
      "لا تسخن الأعطال إلا عند مرور التيار، لذا يُجرى الفحص عند الحمل المعتاد أو المرتفع، ويُفضَّل أن يتجاوز 40% من التيار المقنن.",
    ],
  }),
  trueFalse(false, {
    en: [
      "Mounting a thermal camera higher always increases its detection range.",
      "The range comes from the lens and the resolution; a higher mount mainly lengthens the blind zone in front of the pole.",
    ],
    ar: [
      "تركيب الكاميرا الحرارية على ارتفاع أعلى يزيد دائماً مسافة الكشف.",
      "تأتي مسافة الكشف من العدسة والدقة، أما زيادة ارتفاع التركيب فتُطيل أساساً المنطقة العمياء أمام العمود.",
    ],
  }),
];

/** Bi-spectrum PTZ cameras: tracking, presets, fire detection, integration (English). */
export const bispectrumQuestions: Pool = [
  single(0, {
    en: [
      "What does a bi-spectrum camera combine?",
      [
        "Thermal and visible-light imaging in one unit",
        "Two visible cameras for 3D images",
        "A camera and a radar",
        "Audio and video",
      ],
      "One housing carries a thermal module for detection and a visible module for detail, aligned so that both show the same scene.",
    ],
  }),
  single(0, {
    en: [
      "What is the advantage of a bi-spectrum camera for fire detection?",
      [
        "The thermal channel detects heat early, and the visible channel shows the scene for verification",
        "It puts the fire out",
        "It needs no power",
        "It detects smoke only",
      ],
      "Heat is seen before flames or smoke are visible; the colour image tells the operator whether it is a fire or a harmless heat source.",
    ],
  }),
  single(0, {
    en: [
      "What is auto-tracking on a PTZ camera?",
      [
        "The camera follows a detected target by itself, panning, tilting and zooming",
        "The camera returns to its home position",
        "The camera records on a schedule",
        "The camera adjusts its clock",
      ],
      "Triggered by a rule, the PTZ locks on to the target and keeps it centred and large until it leaves or the operator takes over.",
    ],
  }),
  single(0, {
    en: [
      "What is a preset on a PTZ camera?",
      [
        "A stored pan, tilt and zoom position",
        "A factory password",
        "A recording schedule",
        "A firmware version",
      ],
      "Presets let the camera jump to known views such as a gate, and let alarms and patrols point the camera quickly.",
    ],
  }),
  single(0, {
    en: [
      "What is a patrol on a PTZ camera?",
      [
        "A sequence of presets visited in turn, each for a set dwell time",
        "A guard walking past the camera",
        "A firmware update cycle",
        "A list of users",
      ],
      "Patrols let one PTZ watch several areas in turn while no operator is steering it.",
    ],
  }),
  single(0, {
    en: [
      "What does fire-point detection report?",
      [
        "A spot above a set temperature threshold and its position in the scene",
        "The number of people in the scene",
        "The camera's internal temperature",
        "The wind speed",
      ],
      "The camera alarms on the hottest point above the threshold and gives its position, so the fire can be located on a map or from the PTZ's bearing.",
    ],
  }),
  single(0, {
    en: [
      "What is needed for a video management system to act on a PTZ's fire and intrusion alarms?",
      [
        "Receiving the camera's events in the VMS and linking them to actions",
        "A higher camera bitrate",
        "Turning off the thermal channel",
        "A public IP address for the camera",
      ],
      "The VMS must receive the events (through the vendor's protocol or ONVIF) and map each one to actions such as pop-ups, recording and notifications.",
    ],
  }),
  multiple([0, 1, 2], {
    en: [
      "What is needed for reliable fire detection with a bi-spectrum PTZ?",
      [
        "A suitable alarm temperature threshold",
        "Masks over known hot objects such as chimneys or exhausts",
        "Presets that cover the whole area in a patrol",
        "Switching off the thermal channel at night",
      ],
      "A threshold, masks over legitimate heat sources and a patrol that covers the area keep detection fast and false alarms rare; the thermal channel is what detects the fire.",
    ],
  }),
  multiple([0, 1, 2], {
    en: [
      "What reduces image shake on a long-range PTZ camera?",
      [
        "A rigid, well-anchored pole",
        "Image stabilisation",
        "Mounting away from vibrating machinery",
        "A higher bitrate",
      ],
      "At long focal lengths a tiny movement becomes a large jump in the image; rigid mounting and stabilisation keep it steady, the bitrate does not.",
    ],
  }),
  trueFalse(true, {
    en: [
      "A fire alarm can be linked to a preset so that the camera turns to the fire.",
      "Alarm linkage can drive the PTZ to the preset or position of the detected fire, so the operator sees it at once.",
    ],
  }),
  trueFalse(true, {
    en: [
      "Manual control by an operator usually takes priority over auto-tracking.",
      "When the operator steers the camera, tracking pauses and resumes after a set idle time, so the operator stays in charge.",
    ],
  }),
  trueFalse(false, {
    en: [
      "In a bi-spectrum camera the thermal and the visible image show unrelated scenes.",
      "The two modules are aligned and calibrated together, so a thermal alarm can be checked in the visible image at the same place.",
    ],
  }),
];
