import { and, inArray, notInArray, sql } from "drizzle-orm";
import { practiceLabInputSchema } from "#contract/practice.ts";
import { practiceLabSteps, practiceLabs } from "../../schema/practice.ts";
import { upsert, type Tx } from "../write.ts";
import { courseOfferings } from "./catalogue.ts";
import { LanguageId as L } from "./languages.ts";
import { pick, type Localized } from "./texts.ts";

/**
 * Hands-on practice labs (decision 0059) of the first three brand courses
 * (IP Camera Fundamentals, NVR Storage Planning, Video Analytics with
 * AcuSense) on /en, /ar and /eu/de: guided exercises on the vendor's online
 * device simulator, which opens in the learner's language.
 */
type LabSeed = {
  /** The course's slot (catalogue-courses.ts). */
  slot: number;
  /** Order among the course's labs, from 1; also part of the lab's id. */
  position: number;
  title: Localized;
  goal: Localized;
  durationMinutes: number;
  /** The simulator's page, below its origin; the language is added per site. */
  simulatorPath: string;
  steps: Localized[];
};

const SIMULATOR = "https://simulator.academy.example";

const labs: LabSeed[] = [
  {
    slot: 1,
    position: 1,
    title: {
      en: "Activate a camera and set a strong password",
      ar: "تفعيل الكاميرا وتعيين كلمة مرور قوية",
      de: "Kamera aktivieren und ein sicheres Passwort setzen",
    },
    goal: {
      en: "Bring a new camera out of its inactive state with a strong admin password and a fixed address, as you would on site before anything else.",
      ar: "أخرِج كاميرا جديدة من حالة عدم التفعيل بكلمة مرور قوية للمسؤول وعنوان ثابت، كما تفعل في الموقع قبل أي خطوة أخرى.",
      de: "Holen Sie eine neue Kamera mit einem sicheren Admin-Passwort und einer festen Adresse aus dem inaktiven Zustand, wie Sie es vor Ort als Erstes tun.",
    },
    durationMinutes: 15,
    simulatorPath: "/ip-camera/activation",
    steps: [
      {
        en: "Open the simulator and go to the camera's web page at its default address 192.168.1.64.",
        ar: "افتح المحاكي وانتقل إلى صفحة الويب الخاصة بالكاميرا على عنوانها الافتراضي 192.168.1.64.",
        de: "Öffnen Sie den Simulator und rufen Sie die Weboberfläche der Kamera unter der Standardadresse 192.168.1.64 auf.",
      },
      {
        en: "On the activation page, enter an admin password of at least 8 characters that mixes upper- and lower-case letters, digits and symbols.",
        ar: "في صفحة التفعيل، أدخل كلمة مرور للمسؤول من 8 أحرف على الأقل تجمع بين الأحرف الكبيرة والصغيرة والأرقام والرموز.",
        de: "Geben Sie auf der Aktivierungsseite ein Admin-Passwort mit mindestens 8 Zeichen ein, das Groß- und Kleinbuchstaben, Ziffern und Sonderzeichen mischt.",
      },
      {
        en: "Set the password reset e-mail address so the owner can recover access later.",
        ar: "عيّن عنوان البريد الإلكتروني لإعادة تعيين كلمة المرور حتى يتمكن المالك من استعادة الوصول لاحقًا.",
        de: "Hinterlegen Sie die E-Mail-Adresse für das Zurücksetzen des Passworts, damit der Betreiber den Zugang später wiederherstellen kann.",
      },
      {
        en: "Under Network > Basic Settings, give the camera a fixed IP address in the site's range and save.",
        ar: "من الشبكة > الإعدادات الأساسية، امنح الكاميرا عنوان IP ثابتًا ضمن نطاق الموقع واحفظ.",
        de: "Vergeben Sie unter Netzwerk > Grundeinstellungen eine feste IP-Adresse aus dem Adressbereich des Standorts und speichern Sie.",
      },
    ],
  },
  {
    slot: 1,
    position: 2,
    title: {
      en: "Add an IP camera to an NVR",
      ar: "إضافة كاميرا IP إلى مسجّل NVR",
      de: "Eine IP-Kamera zum NVR hinzufügen",
    },
    goal: {
      en: "Find the activated camera on the network from the recorder and bring it online on a channel with live view.",
      ar: "اعثر على الكاميرا المفعّلة في الشبكة من المسجّل وأضفها إلى قناة تعمل بالعرض المباشر.",
      de: "Finden Sie die aktivierte Kamera vom Rekorder aus im Netzwerk und bringen Sie sie auf einem Kanal mit Live-Bild online.",
    },
    durationMinutes: 20,
    simulatorPath: "/nvr/add-camera",
    steps: [
      {
        en: "Sign in to the simulated NVR's web page as admin.",
        ar: "سجّل الدخول إلى صفحة الويب لمسجّل NVR في المحاكي بصفتك المسؤول.",
        de: "Melden Sie sich als admin an der Weboberfläche des simulierten NVR an.",
      },
      {
        en: "Go to Configuration > Camera Management > IP Camera and start the online device search.",
        ar: "انتقل إلى الإعدادات > إدارة الكاميرات > كاميرا IP وابدأ البحث عن الأجهزة المتصلة.",
        de: "Öffnen Sie Konfiguration > Kameraverwaltung > IP-Kamera und starten Sie die Suche nach Online-Geräten.",
      },
      {
        en: "Select the camera you activated and add it with its admin password.",
        ar: "اختر الكاميرا التي فعّلتها وأضفها باستخدام كلمة مرور المسؤول الخاصة بها.",
        de: "Wählen Sie die aktivierte Kamera aus und fügen Sie sie mit ihrem Admin-Passwort hinzu.",
      },
      {
        en: "Check that the channel shows Online and that live view shows the camera's image.",
        ar: "تحقّق من أن القناة تظهر بحالة متصل وأن العرض المباشر يُظهر صورة الكاميرا.",
        de: "Prüfen Sie, dass der Kanal Online anzeigt und die Live-Ansicht das Bild der Kamera zeigt.",
      },
    ],
  },
  {
    slot: 2,
    position: 1,
    title: {
      en: "Configure an NVR's recording schedule",
      ar: "ضبط جدول التسجيل في مسجّل NVR",
      de: "Den Aufzeichnungszeitplan eines NVR einrichten",
    },
    goal: {
      en: "Record around the clock, switch business hours to motion events, and apply the same plan to every camera.",
      ar: "سجّل على مدار الساعة، وحوّل ساعات العمل إلى تسجيل عند الحركة، وطبّق الخطة نفسها على كل الكاميرات.",
      de: "Rund um die Uhr aufzeichnen, die Geschäftszeiten auf Bewegungsereignisse umstellen und denselben Plan für alle Kameras übernehmen.",
    },
    durationMinutes: 20,
    simulatorPath: "/nvr/recording-schedule",
    steps: [
      {
        en: "Open Storage > Schedule Settings on the simulated NVR and choose camera channel D1.",
        ar: "افتح التخزين > إعدادات الجدول في مسجّل NVR في المحاكي واختر قناة الكاميرا D1.",
        de: "Öffnen Sie am simulierten NVR Speicher > Zeitplaneinstellungen und wählen Sie den Kamerakanal D1.",
      },
      {
        en: "Enable the schedule and draw continuous recording for every day from 00:00 to 24:00.",
        ar: "فعّل الجدول وارسم تسجيلًا مستمرًا لكل الأيام من 00:00 إلى 24:00.",
        de: "Aktivieren Sie den Zeitplan und legen Sie für alle Tage Daueraufzeichnung von 00:00 bis 24:00 fest.",
      },
      {
        en: "Change weekdays from 08:00 to 18:00 to event recording on motion.",
        ar: "غيّر أيام العمل من 08:00 إلى 18:00 إلى تسجيل الأحداث عند اكتشاف الحركة.",
        de: "Stellen Sie werktags von 08:00 bis 18:00 auf Ereignisaufzeichnung bei Bewegung um.",
      },
      {
        en: "Copy the schedule to the other channels, save, and check in Playback that the calendar shows the new recording types.",
        ar: "انسخ الجدول إلى القنوات الأخرى واحفظ، ثم تحقّق في التشغيل من أن التقويم يعرض أنواع التسجيل الجديدة.",
        de: "Kopieren Sie den Zeitplan auf die anderen Kanäle, speichern Sie und prüfen Sie in der Wiedergabe, dass der Kalender die neuen Aufzeichnungsarten zeigt.",
      },
    ],
  },
  {
    slot: 3,
    position: 1,
    title: {
      en: "Set a line-crossing rule",
      ar: "إعداد قاعدة عبور الخط",
      de: "Eine Linienüberschreitungsregel einrichten",
    },
    goal: {
      en: "Raise an alarm only when a person crosses the entrance line in one direction, and record it.",
      ar: "أطلق إنذارًا فقط عندما يعبر شخص خط المدخل في اتجاه واحد، وسجّل الحدث.",
      de: "Nur dann Alarm auslösen, wenn eine Person die Linie am Eingang in einer Richtung überschreitet, und das Ereignis aufzeichnen.",
    },
    durationMinutes: 25,
    simulatorPath: "/ip-camera/line-crossing",
    steps: [
      {
        en: "Open Event > Smart Event > Line Crossing on the simulated camera and enable the rule.",
        ar: "افتح الحدث > الحدث الذكي > عبور الخط في الكاميرا في المحاكي وفعّل القاعدة.",
        de: "Öffnen Sie an der simulierten Kamera Ereignis > Smart-Ereignis > Linienüberschreitung und aktivieren Sie die Regel.",
      },
      {
        en: "Draw the line across the entrance and set the direction to A→B.",
        ar: "ارسم الخط عبر المدخل واضبط الاتجاه على A→B.",
        de: "Zeichnen Sie die Linie quer über den Eingang und stellen Sie die Richtung auf A→B.",
      },
      {
        en: "Choose Human as the target type so vehicles and animals are filtered out, and set the sensitivity to 50.",
        ar: "اختر الإنسان كنوع الهدف لاستبعاد المركبات والحيوانات، واضبط الحساسية على 50.",
        de: "Wählen Sie Mensch als Zieltyp, damit Fahrzeuge und Tiere herausgefiltert werden, und stellen Sie die Empfindlichkeit auf 50.",
      },
      {
        en: "Set the arming schedule and the linkage: notify the surveillance centre and trigger recording.",
        ar: "اضبط جدول التفعيل والربط: إشعار مركز المراقبة وبدء التسجيل.",
        de: "Legen Sie den Scharfschaltplan und die Verknüpfung fest: Überwachungszentrale benachrichtigen und Aufzeichnung auslösen.",
      },
      {
        en: "Walk the simulated person across the line and check that an alarm event appears.",
        ar: "حرّك الشخص في المحاكي عبر الخط وتحقّق من ظهور حدث إنذار.",
        de: "Lassen Sie die simulierte Person die Linie überqueren und prüfen Sie, dass ein Alarmereignis erscheint.",
      },
    ],
  },
];

/** The sites whose courses carry the labs, in their languages. */
const labSites = [
  { siteId: 1, languageId: L.en, lang: "en" },
  { siteId: 3, languageId: L.ar, lang: "ar" },
  { siteId: 8, languageId: L.de, lang: "de" },
];

/** A lab's id: its course release's id and its position (IP Camera Fundamentals on /en: 20011, 20012). */
export const practiceLabId = (courseReleaseId: number, position: number) =>
  courseReleaseId * 10 + position;
/** A step's id: its lab's and its position. */
export const practiceStepId = (labId: number, position: number) => labId * 100 + position;

type LabRow = typeof practiceLabs.$inferInsert;
type StepRow = typeof practiceLabSteps.$inferInsert;

function labRows(): { labs: LabRow[]; steps: StepRow[] } {
  const rows = labSites.flatMap(({ siteId, languageId, lang }) => {
    const offering = courseOfferings.find(
      (o) => o.siteId === siteId && o.languageId === languageId,
    )!;
    return labs.map((seed) => {
      if (!offering.slots.includes(seed.slot))
        throw new Error(`Site ${siteId} does not publish course slot ${seed.slot}`);
      const courseReleaseId = offering.block + seed.slot;
      // Written as any editor writes a lab: the contract's rules first (https simulator, lengths).
      const lab = practiceLabInputSchema.parse({
        title: pick(seed.title, languageId),
        goal: pick(seed.goal, languageId),
        durationMinutes: seed.durationMinutes,
        simulatorUrl: `${SIMULATOR}${seed.simulatorPath}?lang=${lang}`,
        steps: seed.steps.map((step) => pick(step, languageId)),
      });
      const id = practiceLabId(courseReleaseId, seed.position);
      return {
        lab: {
          id,
          siteId,
          courseReleaseId,
          position: seed.position,
          title: lab.title,
          goal: lab.goal,
          durationMinutes: lab.durationMinutes,
          simulatorUrl: lab.simulatorUrl,
        },
        steps: lab.steps.map((instruction, index) => ({
          id: practiceStepId(id, index + 1),
          labId: id,
          position: index + 1,
          instruction,
        })),
      };
    });
  });
  return { labs: rows.map((row) => row.lab), steps: rows.flatMap((row) => row.steps) };
}

/**
 * Upserted by id, so a learner's ticks survive a re-seed; a step the seed no
 * longer has is removed from its lab (and its ticks with it).
 */
export async function seedPracticeLabs(tx: Tx): Promise<void> {
  const rows = labRows();
  await upsert(tx, practiceLabs, rows.labs, [practiceLabs.id], { updatedAt: sql`now()` });
  await tx.delete(practiceLabSteps).where(
    and(
      inArray(
        practiceLabSteps.labId,
        rows.labs.map((lab) => lab.id!),
      ),
      notInArray(
        practiceLabSteps.id,
        rows.steps.map((step) => step.id!),
      ),
    ),
  );
  await upsert(tx, practiceLabSteps, rows.steps, [practiceLabSteps.id]);
}
