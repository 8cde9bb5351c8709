import { inArray, sql } from "drizzle-orm";
import {
  ExamKind,
  ExamRelationType,
  QUIZ,
  QuestionType,
  THEORY_EXAM,
} from "#contract/exam-rules.ts";
import { examOptions, examPaperRules, examPapers, examQuestions } from "../../schema/exam.ts";
import { upsert, insertAll, type Tx } from "../write.ts";
import { LanguageId as L } from "./languages.ts";

/*
 * Demo question banks: the HCSA theory exam (release 101 on /en, 201 on the
 * Arabic site) and the quiz of "IP Camera Fundamentals" (course releases 2001
 * and 2201). Each bank holds more questions of every type than its paper
 * draws, so two attempts draw different papers. A paper's id is its release's
 * id; a question's id is the paper's id x 100 + its number.
 */

type Text = { en: string; ar: string };
type QuestionSeed = {
  type: number;
  stem: Text;
  /** Options in order; for true/false "true" then "false". */
  options: { text: Text; correct?: true }[];
};

const truth = (correct: boolean) => [
  { text: { en: "True", ar: "صحيح" }, ...(correct ? { correct: true as const } : {}) },
  { text: { en: "False", ar: "خطأ" }, ...(correct ? {} : { correct: true as const }) },
];
const single = (stem: Text, options: Text[], correct: number): QuestionSeed => ({
  type: QuestionType.single,
  stem,
  options: options.map((text, i) => (i === correct ? { text, correct: true } : { text })),
});
const multiple = (stem: Text, options: Text[], correct: number[]): QuestionSeed => ({
  type: QuestionType.multiple,
  stem,
  options: options.map((text, i) => (correct.includes(i) ? { text, correct: true } : { text })),
});
const trueFalse = (stem: Text, correct: boolean): QuestionSeed => ({
  type: QuestionType.trueFalse,
  stem,
  options: truth(correct),
});

const h264 = { en: "H.264", ar: "H.264" };
const h265 = { en: "H.265", ar: "H.265" };
const mjpeg = { en: "MJPEG", ar: "MJPEG" };
const raw = { en: "Uncompressed video", ar: "فيديو غير مضغوط" };

/** Questions on IP cameras, recorders and networks: the HCSA syllabus. */
const hcsaBank: QuestionSeed[] = [
  single(
    {
      en: "Which codec needs the least bandwidth for the same image quality?",
      ar: "أي برنامج ترميز يحتاج إلى أقل نطاق ترددي لنفس جودة الصورة؟",
    },
    [h264, h265, mjpeg, raw],
    1,
  ),
  single(
    {
      en: "What does PoE supply to a camera besides data?",
      ar: "ما الذي توفره تقنية PoE للكاميرا إلى جانب البيانات؟",
    },
    [
      { en: "Power", ar: "الطاقة" },
      { en: "Video storage", ar: "تخزين الفيديو" },
      { en: "A time signal", ar: "إشارة الوقت" },
      { en: "Audio", ar: "الصوت" },
    ],
    0,
  ),
  single(
    { en: "A shorter focal length gives…", ar: "البعد البؤري الأقصر يعطي…" },
    [
      { en: "A wider field of view", ar: "مجال رؤية أوسع" },
      { en: "A narrower field of view", ar: "مجال رؤية أضيق" },
      { en: "Higher resolution", ar: "دقة أعلى" },
      { en: "Better low-light images", ar: "صوراً أفضل في الإضاءة المنخفضة" },
    ],
    0,
  ),
  single(
    {
      en: "Which RAID level survives the failure of any two disks?",
      ar: "أي مستوى RAID يتحمل تعطل أي قرصين؟",
    },
    [
      { en: "RAID 0", ar: "RAID 0" },
      { en: "RAID 1", ar: "RAID 1" },
      { en: "RAID 5", ar: "RAID 5" },
      { en: "RAID 6", ar: "RAID 6" },
    ],
    3,
  ),
  single(
    {
      en: "What must be done before a new camera can be used?",
      ar: "ما الذي يجب فعله قبل استخدام كاميرا جديدة؟",
    },
    [
      { en: "Activate it with a strong password", ar: "تفعيلها بكلمة مرور قوية" },
      { en: "Format its SD card", ar: "تهيئة بطاقة SD" },
      { en: "Disable its web interface", ar: "تعطيل واجهة الويب" },
      { en: "Reset it to factory settings", ar: "إعادتها إلى إعدادات المصنع" },
    ],
    0,
  ),
  single(
    {
      en: "Which protocol lets cameras of different makes work with one recorder?",
      ar: "أي بروتوكول يتيح لكاميرات من شركات مختلفة العمل مع مسجل واحد؟",
    },
    [
      { en: "ONVIF", ar: "ONVIF" },
      { en: "SMTP", ar: "SMTP" },
      { en: "FTP", ar: "FTP" },
      { en: "SNMP", ar: "SNMP" },
    ],
    0,
  ),
  single(
    {
      en: "Doubling the frame rate of a stream roughly…",
      ar: "مضاعفة معدل الإطارات في البث تؤدي تقريباً إلى…",
    },
    [
      { en: "Doubles its bitrate", ar: "مضاعفة معدل البت" },
      { en: "Halves its bitrate", ar: "خفض معدل البت إلى النصف" },
      { en: "Leaves its bitrate unchanged", ar: "بقاء معدل البت دون تغيير" },
      { en: "Lowers its resolution", ar: "خفض الدقة" },
    ],
    0,
  ),
  single(
    { en: "What does WDR improve?", ar: "ما الذي تحسنه تقنية WDR؟" },
    [
      { en: "Scenes with bright and dark areas", ar: "المشاهد ذات المناطق الساطعة والمظلمة" },
      { en: "Storage time", ar: "مدة التخزين" },
      { en: "Network security", ar: "أمن الشبكة" },
      { en: "Zoom range", ar: "مدى التكبير" },
    ],
    0,
  ),
  single(
    {
      en: "Which port does a camera's web interface use over HTTPS by default?",
      ar: "ما المنفذ الافتراضي لواجهة ويب الكاميرا عبر HTTPS؟",
    },
    [
      { en: "80", ar: "80" },
      { en: "443", ar: "443" },
      { en: "554", ar: "554" },
      { en: "8000", ar: "8000" },
    ],
    1,
  ),
  multiple(
    {
      en: "Which settings change how much storage a camera needs?",
      ar: "أي الإعدادات تغير مساحة التخزين التي تحتاجها الكاميرا؟",
    },
    [
      { en: "Bitrate", ar: "معدل البت" },
      { en: "Retention days", ar: "أيام الاحتفاظ" },
      { en: "Camera name", ar: "اسم الكاميرا" },
      { en: "Frame rate", ar: "معدل الإطارات" },
    ],
    [0, 1, 3],
  ),
  multiple(
    {
      en: "Which measures harden a camera against attacks?",
      ar: "أي الإجراءات تحمي الكاميرا من الهجمات؟",
    },
    [
      { en: "Strong passwords", ar: "كلمات مرور قوية" },
      { en: "Current firmware", ar: "برامج ثابتة محدثة" },
      { en: "Open Telnet", ar: "فتح Telnet" },
      { en: "Default ports exposed to the internet", ar: "منافذ افتراضية مكشوفة للإنترنت" },
    ],
    [0, 1],
  ),
  multiple(
    { en: "Which are video compression codecs?", ar: "أي مما يلي برامج ترميز لضغط الفيديو؟" },
    [h264, h265, { en: "TCP", ar: "TCP" }, { en: "DHCP", ar: "DHCP" }],
    [0, 1],
  ),
  multiple(
    { en: "Which help a camera see at night?", ar: "أي مما يلي يساعد الكاميرا على الرؤية ليلاً؟" },
    [
      { en: "Infrared illumination", ar: "الإضاءة بالأشعة تحت الحمراء" },
      { en: "A wide aperture", ar: "فتحة عدسة واسعة" },
      { en: "A higher bitrate only", ar: "معدل بت أعلى فقط" },
      { en: "A larger sensor", ar: "مستشعر أكبر" },
    ],
    [0, 1, 3],
  ),
  trueFalse(
    {
      en: "RAID 0 protects recordings against a disk failure.",
      ar: "يحمي RAID 0 التسجيلات من تعطل القرص.",
    },
    false,
  ),
  trueFalse(
    {
      en: "H.265 can halve the bitrate of H.264 at similar quality.",
      ar: "يمكن لـ H.265 أن يخفض معدل بت H.264 إلى النصف بجودة مماثلة.",
    },
    true,
  ),
  trueFalse(
    {
      en: "A PoE switch has a power budget shared by its ports.",
      ar: "لمحول PoE ميزانية طاقة مشتركة بين منافذه.",
    },
    true,
  ),
  trueFalse(
    {
      en: "Default passwords may be kept on a camera inside a private network.",
      ar: "يمكن الإبقاء على كلمات المرور الافتراضية لكاميرا داخل شبكة خاصة.",
    },
    false,
  ),
  trueFalse(
    {
      en: "A camera's time should be synchronised with NTP.",
      ar: "يجب مزامنة وقت الكاميرا باستخدام NTP.",
    },
    true,
  ),
  trueFalse(
    {
      en: "Motion detection recording always uses more storage than continuous recording.",
      ar: "التسجيل عند اكتشاف الحركة يستخدم دائماً مساحة أكبر من التسجيل المستمر.",
    },
    false,
  ),
];

/** The quiz of "IP Camera Fundamentals". */
const cameraQuizBank: QuestionSeed[] = [
  single(
    {
      en: "What turns light into an electrical signal in a camera?",
      ar: "ما الذي يحول الضوء إلى إشارة كهربائية في الكاميرا؟",
    },
    [
      { en: "The image sensor", ar: "مستشعر الصورة" },
      { en: "The lens", ar: "العدسة" },
      { en: "The housing", ar: "الغلاف" },
      { en: "The SD card", ar: "بطاقة SD" },
    ],
    0,
  ),
  single(
    { en: "Which lens shows the widest scene?", ar: "أي عدسة تعرض أوسع مشهد؟" },
    [
      { en: "2.8 mm", ar: "2.8 مم" },
      { en: "6 mm", ar: "6 مم" },
      { en: "12 mm", ar: "12 مم" },
      { en: "25 mm", ar: "25 مم" },
    ],
    0,
  ),
  single(
    { en: "Where is a camera first configured?", ar: "أين تتم التهيئة الأولى للكاميرا؟" },
    [
      { en: "In its web interface", ar: "في واجهة الويب الخاصة بها" },
      { en: "On its SD card", ar: "على بطاقة SD" },
      { en: "In the recorder's BIOS", ar: "في BIOS المسجل" },
      { en: "Over a serial cable only", ar: "عبر كابل تسلسلي فقط" },
    ],
    0,
  ),
  single(
    { en: "What does 4 MP describe?", ar: "ماذا يصف 4 ميغابكسل؟" },
    [
      { en: "Resolution", ar: "الدقة" },
      { en: "Frame rate", ar: "معدل الإطارات" },
      { en: "Focal length", ar: "البعد البؤري" },
      { en: "Bitrate", ar: "معدل البت" },
    ],
    0,
  ),
  single(
    {
      en: "Which mounting height helps identify faces?",
      ar: "أي ارتفاع للتركيب يساعد على التعرف على الوجوه؟",
    },
    [
      { en: "About 2.5 to 3 m", ar: "حوالي 2.5 إلى 3 م" },
      { en: "About 10 m", ar: "حوالي 10 م" },
      { en: "At floor level", ar: "على مستوى الأرض" },
      { en: "Any height works", ar: "أي ارتفاع مناسب" },
    ],
    0,
  ),
  multiple(
    { en: "Which affect the field of view?", ar: "أي مما يلي يؤثر في مجال الرؤية؟" },
    [
      { en: "Focal length", ar: "البعد البؤري" },
      { en: "Sensor size", ar: "حجم المستشعر" },
      { en: "Password length", ar: "طول كلمة المرور" },
      { en: "Stream name", ar: "اسم البث" },
    ],
    [0, 1],
  ),
  multiple(
    {
      en: "Which belong in a camera's first configuration?",
      ar: "أي مما يلي ينتمي إلى التهيئة الأولى للكاميرا؟",
    },
    [
      { en: "Activation password", ar: "كلمة مرور التفعيل" },
      { en: "IP address", ar: "عنوان IP" },
      { en: "Time zone", ar: "المنطقة الزمنية" },
      { en: "Lens cleaning", ar: "تنظيف العدسة" },
    ],
    [0, 1, 2],
  ),
  trueFalse(
    { en: "A dome camera can be mounted on a ceiling.", ar: "يمكن تركيب كاميرا القبة على السقف." },
    true,
  ),
  trueFalse(
    {
      en: "More megapixels always mean better images at night.",
      ar: "المزيد من الميغابكسل يعني دائماً صوراً أفضل في الليل.",
    },
    false,
  ),
];

type BankSeed = {
  paperId: number;
  siteId: number;
  languageId: number;
  relationType: number;
  kind: number;
  rules: { questionType: number; questionCount: number; points: number }[];
  questions: QuestionSeed[];
};

/** The HCSA paper: 6 single choice x 10, 2 multiple choice x 10, 4 true/false x 5 = 100. */
const hcsaRules = [
  { questionType: QuestionType.single, questionCount: 6, points: 10 },
  { questionType: QuestionType.multiple, questionCount: 2, points: 10 },
  { questionType: QuestionType.trueFalse, questionCount: 4, points: 5 },
];
/** A quiz: five questions of 20 points (frame §9). */
const quizRules = [
  { questionType: QuestionType.single, questionCount: 3, points: QUIZ.pointsPerQuestion },
  { questionType: QuestionType.multiple, questionCount: 1, points: QUIZ.pointsPerQuestion },
  { questionType: QuestionType.trueFalse, questionCount: 1, points: QUIZ.pointsPerQuestion },
];

const theory = {
  relationType: ExamRelationType.certification,
  kind: ExamKind.exam,
  rules: hcsaRules,
  questions: hcsaBank,
};
const quiz = {
  relationType: ExamRelationType.course,
  kind: ExamKind.quiz,
  rules: quizRules,
  questions: cameraQuizBank,
};

export const bankSeeds: BankSeed[] = [
  { paperId: 101, siteId: 1, languageId: L.en, ...theory },
  { paperId: 201, siteId: 3, languageId: L.ar, ...theory },
  { paperId: 2001, siteId: 1, languageId: L.en, ...quiz },
  { paperId: 2201, siteId: 3, languageId: L.ar, ...quiz },
];

const language = (languageId: number): keyof Text => (languageId === L.ar ? "ar" : "en");

export function examPaperRows(): (typeof examPapers.$inferInsert)[] {
  return bankSeeds.map((bank) => ({
    id: bank.paperId,
    siteId: bank.siteId,
    languageId: bank.languageId,
    relationType: bank.relationType,
    relationId: bank.paperId,
    kind: bank.kind,
    ...(bank.kind === ExamKind.exam
      ? {
          durationSeconds: THEORY_EXAM.durationSeconds,
          totalScore: THEORY_EXAM.totalScore,
          passScore: THEORY_EXAM.passScore,
          maxAttempts: THEORY_EXAM.defaultMaxAttempts,
        }
      : { durationSeconds: null, totalScore: QUIZ.totalScore, passScore: QUIZ.passScore }),
  }));
}

export function examBankRows() {
  const rules: (typeof examPaperRules.$inferInsert)[] = [];
  const questions: (typeof examQuestions.$inferInsert)[] = [];
  const options: (typeof examOptions.$inferInsert)[] = [];
  for (const bank of bankSeeds) {
    const lang = language(bank.languageId);
    rules.push(...bank.rules.map((rule) => ({ paperId: bank.paperId, ...rule })));
    bank.questions.forEach((question, index) => {
      const id = bank.paperId * 100 + index + 1;
      questions.push({
        id,
        siteId: bank.siteId,
        languageId: bank.languageId,
        relationType: bank.relationType,
        relationId: bank.paperId,
        questionType: question.type,
        stem: question.stem[lang],
        active: true,
      });
      question.options.forEach((option, letter) =>
        options.push({
          questionId: id,
          optionNo: String.fromCharCode(65 + letter),
          content: option.text[lang],
          correct: option.correct === true,
        }),
      );
    });
  }
  return { rules, questions, options };
}

/**
 * Writes the banks idempotently: papers, rules and questions are upserted by
 * their keys; a seeded question's options are replaced. Attempts keep their
 * own copies, so this never changes a sat paper.
 */
export async function seedExamBanks(tx: Tx): Promise<void> {
  const { rules, questions, options } = examBankRows();
  const touch = { updatedAt: sql`now()` };
  await upsert(tx, examPapers, examPaperRows(), [examPapers.id], touch);
  const paperIds = bankSeeds.map((bank) => bank.paperId);
  await tx.delete(examPaperRules).where(inArray(examPaperRules.paperId, paperIds));
  await insertAll(tx, examPaperRules, rules);
  await upsert(tx, examQuestions, questions, [examQuestions.id], touch);
  await tx.delete(examOptions).where(
    inArray(
      examOptions.questionId,
      questions.map((question) => question.id!),
    ),
  );
  await insertAll(tx, examOptions, options);
}
