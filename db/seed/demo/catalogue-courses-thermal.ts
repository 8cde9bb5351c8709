import { generalCourses, mainBrandCourses, type CourseSeed } from "./catalogue-courses.ts";
import { ProductLineId, VideoTypeId } from "./catalogue-taxonomy.ts";

const cover = (name: string) => `/brand/course-${name}.svg`;

/** Courses (slots 1-10) and videos (slots 11-20) of the thermal tenant. */
export const thermalCourses: CourseSeed[] = [
  {
    slot: 1,
    courseType: 0,
    productLineId: ProductLineId.thermalCameras,
    name: {
      en: "Thermal Imaging Principles for Security",
      ar: "مبادئ التصوير الحراري للأنظمة الأمنية",
    },
    description: {
      en: "<p>How thermal cameras turn heat into images, and what that means for detection ranges in darkness, smoke and fog.</p><ul><li>Infrared radiation and emissivity</li><li>Detection ranges by lens</li><li>Thermal and visible images side by side</li></ul>",
      ar: "<p>كيف تحوّل الكاميرات الحرارية الحرارة إلى صور، وما يعنيه ذلك لمسافات الكشف في الظلام والدخان والضباب.</p><ul><li>الأشعة تحت الحمراء والانبعاثية</li><li>مسافات الكشف حسب العدسة</li><li>الصور الحرارية والمرئية جنباً إلى جنب</li></ul>",
    },
    cover: cover("thermal"),
    versionLabel: "v1.0",
    quizExist: true,
    publishedOn: "2026-01-15",
    chapters: [
      { en: "How thermal cameras see heat", ar: "كيف ترى الكاميرات الحرارية الحرارة" },
      {
        en: "Detection, recognition and identification ranges",
        ar: "مسافات الكشف والتمييز والتعرّف",
      },
      { en: "Choosing the lens and resolution", ar: "اختيار العدسة والدقة" },
    ],
  },
  {
    slot: 2,
    courseType: 0,
    productLineId: ProductLineId.thermalCameras,
    name: {
      en: "Thermal Camera Installation and Calibration",
      ar: "تركيب الكاميرات الحرارية ومعايرتها",
    },
    description: {
      en: "<p>Install thermal cameras so that they detect reliably from the first night.</p><ul><li>Mounting height, tilt and blind zones</li><li>Focus and calibration</li><li>Commissioning tests</li></ul>",
      ar: "<p>ركّب الكاميرات الحرارية بحيث تكتشف الأهداف بموثوقية منذ الليلة الأولى.</p><ul><li>ارتفاع التركيب وزاوية الميل والمناطق العمياء</li><li>ضبط التركيز والمعايرة</li><li>اختبارات التشغيل التجريبي</li></ul>",
    },
    cover: cover("thermal"),
    versionLabel: "v1.0",
    quizExist: false,
    publishedOn: "2026-01-22",
    chapters: [
      { en: "Site survey for thermal cameras", ar: "مسح الموقع للكاميرات الحرارية" },
      { en: "Mounting height and tilt", ar: "ارتفاع التركيب وزاوية الميل" },
      { en: "Focus and image calibration", ar: "ضبط التركيز ومعايرة الصورة" },
      { en: "Commissioning and handover", ar: "التشغيل التجريبي والتسليم" },
    ],
  },
  {
    slot: 3,
    courseType: 0,
    productLineId: ProductLineId.thermalCameras,
    name: {
      en: "Perimeter Protection with Thermal Cameras",
      ar: "حماية المحيط باستخدام الكاميرات الحرارية",
    },
    description: {
      en: "<p>Secure fences, solar farms and substations with thermal analytics that ignore animals and weather.</p><ul><li>Perimeter rules and target classification</li><li>Thermal cameras that steer PTZ cameras</li><li>Deterrence with lights and audio</li></ul>",
      ar: "<p>احمِ الأسوار ومحطات الطاقة الشمسية ومحطات التحويل الكهربائي بتحليلات حرارية تتجاهل الحيوانات وتقلبات الطقس.</p><ul><li>قواعد حماية المحيط وتصنيف الأهداف</li><li>كاميرات حرارية توجّه كاميرات PTZ</li><li>الردع بالضوء والصوت</li></ul>",
    },
    cover: cover("thermal"),
    versionLabel: "v1.0",
    quizExist: true,
    publishedOn: "2026-01-29",
    chapters: [
      {
        en: "Perimeter rules and target classification",
        ar: "قواعد حماية المحيط وتصنيف الأهداف",
      },
      { en: "Linking thermal and PTZ cameras", ar: "ربط الكاميرات الحرارية بكاميرات PTZ" },
      { en: "Deterrence: lights and audio", ar: "الردع بالضوء والصوت" },
    ],
  },
  {
    slot: 4,
    courseType: 0,
    productLineId: ProductLineId.handheldThermography,
    name: { en: "Temperature Measurement Basics", ar: "أساسيات قياس درجة الحرارة" },
    description: {
      en: "<p>Measure temperatures correctly for early fire detection and equipment monitoring.</p><ul><li>Emissivity and reflected temperature</li><li>Hot spots in electrical cabinets</li><li>Reading and reporting a thermogram</li></ul>",
      ar: "<p>قِس درجات الحرارة بدقة للكشف المبكر عن الحرائق ومراقبة المعدات.</p><ul><li>الانبعاثية ودرجة الحرارة المنعكسة</li><li>النقاط الساخنة في اللوحات الكهربائية</li><li>قراءة الصورة الحرارية وإعداد التقرير</li></ul>",
    },
    cover: cover("thermal"),
    versionLabel: "v1.0",
    quizExist: false,
    publishedOn: "2026-02-05",
    chapters: [
      { en: "Emissivity and reflected temperature", ar: "الانبعاثية ودرجة الحرارة المنعكسة" },
      { en: "Early fire detection", ar: "الكشف المبكر عن الحرائق" },
      { en: "Reading a thermogram", ar: "قراءة الصورة الحرارية" },
    ],
  },
  {
    slot: 5,
    courseType: 0,
    productLineId: ProductLineId.bispectrumPtz,
    name: { en: "Bi-spectrum PTZ Deployment" },
    description: {
      en: "<p>Deploy bi-spectrum PTZ cameras that combine thermal detection with visible-light identification over long distances.</p><ul><li>Auto-tracking across zones</li><li>Fire and smoke detection</li><li>Integration with a video management system</li></ul>",
    },
    cover: cover("thermal"),
    versionLabel: "v1.0",
    quizExist: true,
    publishedOn: "2026-02-12",
    chapters: [
      { en: "Bi-spectrum imaging" },
      { en: "Auto-tracking across zones" },
      { en: "Fire and smoke detection" },
      { en: "Integration with a VMS" },
    ],
  },
  {
    slot: 6,
    courseType: 0,
    name: { en: "Thermal Troubleshooting" },
    description: {
      en: "<p>Diagnose the faults seen on thermal projects: image artefacts, missed detections and calibration drift.</p>",
    },
    cover: cover("cyber"),
    versionLabel: "v1.0",
    quizExist: false,
    publishedOn: "2026-02-19",
    chapters: [
      { en: "Image artefacts and their causes" },
      { en: "Detection that stops working" },
      { en: "Firmware and calibration resets" },
    ],
  },
  {
    slot: 11,
    courseType: 1,
    productLineId: ProductLineId.thermalCameras,
    videoTypeId: VideoTypeId.thermalInstallationGuide,
    name: { en: "Mounting a thermal bullet camera", ar: "تركيب كاميرا حرارية أسطوانية" },
    description: {
      en: "<p>Choose the height and tilt, mount the bracket and focus the lens for the detection range you need.</p>",
      ar: "<p>اختر الارتفاع وزاوية الميل، وثبّت الحامل، واضبط تركيز العدسة لمسافة الكشف التي تحتاجها.</p>",
    },
    cover: cover("thermal"),
    versionLabel: "v1.0",
    quizExist: false,
    publishedOn: "2026-02-26",
    chapters: [{ en: "Mounting a thermal bullet camera", ar: "تركيب كاميرا حرارية أسطوانية" }],
  },
  {
    slot: 12,
    courseType: 1,
    productLineId: ProductLineId.bispectrumPtz,
    videoTypeId: VideoTypeId.thermalProductTutorial,
    name: { en: "Bi-spectrum PTZ: setting up fire detection" },
    description: {
      en: "<p>Enable fire detection, set the alarm temperature and link the alarm to a preset.</p>",
    },
    cover: cover("thermal"),
    versionLabel: "v1.0",
    quizExist: false,
    publishedOn: "2026-03-05",
    chapters: [{ en: "Bi-spectrum PTZ: setting up fire detection" }],
  },
  {
    slot: 13,
    courseType: 1,
    videoTypeId: VideoTypeId.thermalWebinarRecording,
    name: { en: "Webinar: thermal imaging for solar farms" },
    description: {
      en: "<p>How operators of solar farms protect kilometres of fence with a few thermal cameras, with questions from the audience.</p>",
    },
    cover: cover("thermal"),
    versionLabel: "v1.0",
    quizExist: false,
    publishedOn: "2026-03-12",
    chapters: [{ en: "Part 1: the solar farm case" }, { en: "Part 2: questions and answers" }],
  },
];

const bySlot = (courses: CourseSeed[], slot: number) => {
  const course = courses.find((c) => c.slot === slot);
  if (!course) throw new Error(`No course in slot ${slot}`);
  return course;
};

/**
 * The neutral tenant publishes the vendor-neutral courses of the general track
 * under its own ids, without the main tenant's product lines.
 */
export const neutralCourses: CourseSeed[] = [
  { ...bySlot(generalCourses, 21), slot: 1, productLineId: undefined },
  { ...bySlot(mainBrandCourses, 4), slot: 2, productLineId: undefined },
  { ...bySlot(generalCourses, 22), slot: 3, productLineId: undefined },
  { ...bySlot(generalCourses, 23), slot: 4, productLineId: undefined },
  {
    slot: 11,
    courseType: 1,
    name: { en: "Choosing a camera for the scene" },
    description: {
      en: "<p>Match the camera type, lens and resolution to what the operator must see in each part of the site.</p>",
    },
    cover: cover("camera"),
    versionLabel: "v1.0",
    quizExist: false,
    publishedOn: "2026-02-20",
    chapters: [{ en: "Choosing a camera for the scene" }],
  },
];
