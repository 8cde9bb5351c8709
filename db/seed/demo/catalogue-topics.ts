import type { topics } from "../../schema/catalogue.ts";
import {
  chapterVideos,
  local,
  publishedOn,
  searchConfigOf,
  type SampleVideo,
} from "./catalogue-common.ts";
import { ProductLineId as P, VideoTypeId as V } from "./catalogue-taxonomy.ts";
import { LanguageId as L } from "./languages.ts";
import type { Localized } from "./texts.ts";

type TopicSeed = {
  name: Localized;
  description: Localized;
  cover: string;
  productLineId?: number;
  videoTypeId?: number;
  video: SampleVideo;
  publishedOn: string;
};

const cover = (name: string) => `/brand/course-${name}.svg`;
const [one, two, three] = chapterVideos;

const lensForCarPark: TopicSeed = {
  name: {
    en: "Choosing the right lens for a car park",
    ar: "اختيار العدسة المناسبة لموقف السيارات",
    de: "Das richtige Objektiv für ein Parkhaus wählen",
    fr: "Choisir le bon objectif pour un parking",
    it: "Scegliere l'obiettivo giusto per un parcheggio",
    es: "Elegir la lente adecuada para un estacionamiento",
    pl: "Dobór właściwego obiektywu na parking",
  },
  description: {
    en: "<p>Wide lenses show the whole level, narrow ones read number plates at the barrier. See how to combine both cameras.</p>",
    ar: "<p>تعرض العدسات الواسعة الطابق بأكمله، بينما تقرأ العدسات الضيقة لوحات السيارات عند الحاجز. تعرّف على كيفية الجمع بين الكاميرتين.</p>",
    de: "<p>Weitwinkelobjektive zeigen die ganze Ebene, Teleobjektive lesen Kennzeichen an der Schranke. So kombinieren Sie beide Kameras.</p>",
    fr: "<p>Un objectif grand angle montre tout le niveau, un objectif étroit lit les plaques d’immatriculation à la barrière. Voyez comment combiner les deux caméras.</p>",
    it: "<p>Gli obiettivi grandangolari inquadrano l'intero piano, quelli stretti leggono le targhe alla sbarra. Scopri come combinare le due telecamere.</p>",
    es: "<p>Las lentes gran angular muestran toda la planta; las estrechas leen las matrículas en la barrera. Descubre cómo combinar ambas cámaras.</p>",
    pl: "<p>Obiektywy szerokokątne pokazują cały poziom, a wąskokątne odczytują tablice rejestracyjne przy szlabanie. Zobacz, jak połączyć obie kamery.</p>",
  },
  cover: cover("camera"),
  productLineId: P.networkCameras,
  videoTypeId: V.productTutorial,
  video: one,
  publishedOn: "2026-02-03",
};

const fourDoorController: TopicSeed = {
  name: {
    en: "Wiring a four-door access controller",
    ar: "توصيل وحدة تحكم بالدخول لأربعة أبواب",
  },
  description: {
    en: "<p>Readers, locks, door contacts and exit buttons: where each wire goes, and how to power the locks safely.</p>",
    ar: "<p>القارئات والأقفال وحساسات الأبواب وأزرار الخروج: أين يُوصل كل سلك، وكيف تغذّي الأقفال بالطاقة بأمان.</p>",
  },
  cover: cover("access"),
  productLineId: P.accessControl,
  videoTypeId: V.installationGuide,
  video: two,
  publishedOn: "2026-02-10",
};

const blackAndWhiteAtNight: TopicSeed = {
  name: {
    en: "Why do my cameras show black-and-white images at night?",
    ar: "لماذا تعرض الكاميرا صورة بالأبيض والأسود ليلاً؟",
    de: "Warum zeigt meine Kamera nachts ein Schwarzweißbild?",
    fr: "Pourquoi mes caméras affichent-elles une image en noir et blanc la nuit ?",
    it: "Perché di notte le mie telecamere mostrano immagini in bianco e nero?",
    es: "¿Por qué mis cámaras muestran imágenes en blanco y negro por la noche?",
    pl: "Dlaczego moje kamery pokazują nocą obraz czarno-biały?",
  },
  description: {
    en: "<p>Day/night switching, infrared illumination and low-light colour cameras explained in three minutes.</p>",
    ar: "<p>شرح التبديل بين وضعي النهار والليل والإضاءة بالأشعة تحت الحمراء والكاميرات الملونة في الإضاءة المنخفضة في ثلاث دقائق.</p>",
    de: "<p>Tag-Nacht-Umschaltung, Infrarotbeleuchtung und Farbkameras für wenig Licht in drei Minuten erklärt.</p>",
    fr: "<p>Commutation jour/nuit, éclairage infrarouge et caméras couleur en basse lumière : l’essentiel en trois minutes.</p>",
    it: "<p>Commutazione giorno/notte, illuminazione a infrarossi e telecamere a colori in scarsa luminosità, spiegate in tre minuti.</p>",
    es: "<p>El cambio día/noche, la iluminación infrarroja y las cámaras a color para poca luz, explicados en tres minutos.</p>",
    pl: "<p>Przełączanie dzień/noc, oświetlacze podczerwieni i kamery kolorowe do słabego oświetlenia – wyjaśnione w trzy minuty.</p>",
  },
  cover: cover("camera"),
  productLineId: P.networkCameras,
  videoTypeId: V.troubleshooting,
  video: three,
  publishedOn: "2026-02-17",
};

const mainTopics: TopicSeed[] = [
  lensForCarPark,
  fourDoorController,
  blackAndWhiteAtNight,
  {
    name: { en: "Webinar recording: cybersecurity for installers" },
    description: {
      en: "<p>The ten settings that stop most attacks on video systems, from our spring webinar.</p>",
    },
    cover: cover("cyber"),
    videoTypeId: V.webinarRecording,
    video: one,
    publishedOn: "2026-02-24",
  },
  {
    name: { en: "Placing wireless alarm detectors for reliable coverage" },
    description: {
      en: "<p>Check the radio signal before you fix a detector, and keep walls and metal out of the path.</p>",
    },
    cover: cover("alarm"),
    productLineId: P.intrusionAlarm,
    videoTypeId: V.installationGuide,
    video: two,
    publishedOn: "2026-03-03",
  },
  {
    name: { en: "Resetting a recorder's admin password" },
    description: {
      en: "<p>Recover access to a recorder with a security question, an exported key or the reset service.</p>",
    },
    cover: cover("storage"),
    productLineId: P.recorders,
    videoTypeId: V.troubleshooting,
    video: three,
    publishedOn: "2026-03-10",
  },
  {
    name: { en: "Video intercom for apartment buildings" },
    description: {
      en: "<p>A tour of a building installation: door station, indoor stations, lift control and the resident app.</p>",
    },
    cover: cover("access"),
    productLineId: P.videoIntercom,
    videoTypeId: V.productTutorial,
    video: one,
    publishedOn: "2026-03-17",
  },
];

const thermalOrVisible: TopicSeed = {
  name: {
    en: "Thermal or visible? Choosing cameras for a solar farm",
    ar: "الحراري أم المرئي؟ اختيار الكاميرات لمحطة طاقة شمسية",
  },
  description: {
    en: "<p>Why a few thermal cameras protect a long fence better than many visible-light cameras, day and night.</p>",
    ar: "<p>لماذا تحمي بضع كاميرات حرارية سياجاً طويلاً أفضل من كاميرات مرئية كثيرة، ليلاً ونهاراً.</p>",
  },
  cover: cover("thermal"),
  productLineId: P.thermalCameras,
  videoTypeId: V.thermalProductTutorial,
  video: one,
  publishedOn: "2026-02-06",
};

const thermalTopics: TopicSeed[] = [
  thermalOrVisible,
  {
    name: { en: "Setting emissivity for accurate temperature readings" },
    description: {
      en: "<p>Shiny metal reflects heat: set the emissivity and reflected temperature before you trust a reading.</p>",
    },
    cover: cover("thermal"),
    productLineId: P.handheldThermography,
    videoTypeId: V.thermalProductTutorial,
    video: two,
    publishedOn: "2026-02-13",
  },
  {
    name: { en: "Aligning a bi-spectrum PTZ camera" },
    description: {
      en: "<p>Match the thermal and visible images so that tracking and fire alarms point at the same spot.</p>",
    },
    cover: cover("thermal"),
    productLineId: P.bispectrumPtz,
    videoTypeId: V.thermalInstallationGuide,
    video: three,
    publishedOn: "2026-02-20",
  },
];

/** Topic ids (3000-3999) by site: 1 -> 3001+, 3 -> 3101+, 8 -> 3201+, 19 -> 3301+ (Arabic 3351+). */
const topicPlacements: {
  firstId: number;
  siteId: number;
  languageId: number;
  seeds: TopicSeed[];
}[] = [
  { firstId: 3001, siteId: 1, languageId: L.en, seeds: mainTopics },
  {
    firstId: 3101,
    siteId: 3,
    languageId: L.ar,
    seeds: [lensForCarPark, fourDoorController, blackAndWhiteAtNight],
  },
  { firstId: 3201, siteId: 8, languageId: L.de, seeds: [lensForCarPark, blackAndWhiteAtNight] },
  { firstId: 3301, siteId: 19, languageId: L.en, seeds: thermalTopics },
  { firstId: 3351, siteId: 19, languageId: L.ar, seeds: [thermalOrVisible] },
];

/** The topics with a quiz (decision 0056): the car-park lens video on /en. Its bank: exam.ts. */
export const quizTopicIds: readonly number[] = [3001];

export const topicRows: (typeof topics.$inferInsert)[] = topicPlacements.flatMap((placement) =>
  placement.seeds.map((seed, index) => ({
    id: placement.firstId + index,
    siteId: placement.siteId,
    languageId: placement.languageId,
    topicName: local(seed.name, placement.languageId),
    description: local(seed.description, placement.languageId),
    coverImage: seed.cover,
    videoFile: seed.video.file,
    duration: seed.video.seconds,
    quizExist: quizTopicIds.includes(placement.firstId + index),
    productLineId: seed.productLineId ?? null,
    videoTypeId: seed.videoTypeId ?? null,
    publishedAt: publishedOn(seed.publishedOn),
    searchConfig: searchConfigOf(placement.languageId),
  })),
);
export const seededTopicSiteIds = [...new Set(topicPlacements.map((p) => p.siteId))];
