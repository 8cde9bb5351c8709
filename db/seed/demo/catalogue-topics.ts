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
    nl: "Het juiste objectief kiezen voor een parkeergarage",
    cs: "Výběr vhodného objektivu pro parkovací dům",
    pt: "Como escolher a lente certa para um estacionamento",
    tr: "Otopark için doğru lens seçimi",
    ko: "주차장에 맞는 렌즈 선택하기",
    vi: "Chọn ống kính phù hợp cho bãi đỗ xe",
    th: "การเลือกเลนส์ที่เหมาะสมสำหรับอาคารจอดรถ",
    lt: "Tinkamo objektyvo parinkimas automobilių stovėjimo aikštelei",
  },
  description: {
    en: "<p>Wide lenses show the whole level, narrow ones read number plates at the barrier. See how to combine both cameras.</p>",
    ar: "<p>تعرض العدسات الواسعة الطابق بأكمله، بينما تقرأ العدسات الضيقة لوحات السيارات عند الحاجز. تعرّف على كيفية الجمع بين الكاميرتين.</p>",
    de: "<p>Weitwinkelobjektive zeigen die ganze Ebene, Teleobjektive lesen Kennzeichen an der Schranke. So kombinieren Sie beide Kameras.</p>",
    fr: "<p>Un objectif grand angle montre tout le niveau, un objectif étroit lit les plaques d’immatriculation à la barrière. Voyez comment combiner les deux caméras.</p>",
    it: "<p>Gli obiettivi grandangolari inquadrano l'intero piano, quelli stretti leggono le targhe alla sbarra. Scopri come combinare le due telecamere.</p>",
    es: "<p>Las lentes gran angular muestran toda la planta; las estrechas leen las matrículas en la barrera. Descubre cómo combinar ambas cámaras.</p>",
    pl: "<p>Obiektywy szerokokątne pokazują cały poziom, a wąskokątne odczytują tablice rejestracyjne przy szlabanie. Zobacz, jak połączyć obie kamery.</p>",
    nl: "<p>Groothoekobjectieven tonen de hele verdieping, teleobjectieven lezen kentekens bij de slagboom. Bekijk hoe u beide camera's combineert.</p>",
    cs: "<p>Širokoúhlé objektivy zaberou celé podlaží, úzkoúhlé přečtou registrační značky u závory. Podívejte se, jak obě kamery zkombinovat.</p>",
    pt: "<p>As lentes grande-angulares mostram o andar inteiro; as de ângulo fechado leem as placas dos veículos na cancela. Veja como combinar as duas câmeras.</p>",
    tr: "<p>Geniş açılı lensler katın tamamını gösterir, dar açılı lensler bariyerdeki plakaları okur. İki kamerayı nasıl bir arada kullanacağınızı izleyin.</p>",
    ko: "<p>광각 렌즈는 층 전체를 보여 주고, 협각 렌즈는 차단기 앞에서 번호판을 읽습니다. 두 카메라를 함께 활용하는 방법을 알아보세요.</p>",
    vi: "<p>Ống kính góc rộng bao quát toàn bộ tầng, ống kính góc hẹp đọc biển số xe tại barie. Hãy xem cách kết hợp cả hai camera.</p>",
    th: "<p>เลนส์มุมกว้างแสดงภาพได้ทั้งชั้น ส่วนเลนส์มุมแคบอ่านป้ายทะเบียนที่ไม้กั้นได้ ดูวิธีใช้กล้องทั้งสองตัวร่วมกัน</p>",
    lt: "<p>Plačiakampiai objektyvai aprėpia visą aukštą, o siauro kampo objektyvai nuskaito valstybinius numerius prie užkardos. Pažiūrėkite, kaip derinti abi kameras.</p>",
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
    nl: "Waarom tonen mijn camera's 's nachts zwart-witbeelden?",
    cs: "Proč moje kamery v noci zobrazují černobílý obraz?",
    pt: "Por que minhas câmeras mostram imagens em preto e branco à noite?",
    tr: "Kameralarım neden geceleri siyah beyaz görüntü veriyor?",
    ko: "야간에 카메라 영상이 흑백으로 나오는 이유",
    vi: "Vì sao camera của tôi hiển thị hình ảnh đen trắng vào ban đêm?",
    th: "ทำไมกล้องของฉันจึงแสดงภาพขาวดำในเวลากลางคืน",
    lt: "Kodėl mano kameros naktį rodo nespalvotą vaizdą?",
  },
  description: {
    en: "<p>Day/night switching, infrared illumination and low-light colour cameras explained in three minutes.</p>",
    ar: "<p>شرح التبديل بين وضعي النهار والليل والإضاءة بالأشعة تحت الحمراء والكاميرات الملونة في الإضاءة المنخفضة في ثلاث دقائق.</p>",
    de: "<p>Tag-Nacht-Umschaltung, Infrarotbeleuchtung und Farbkameras für wenig Licht in drei Minuten erklärt.</p>",
    fr: "<p>Commutation jour/nuit, éclairage infrarouge et caméras couleur en basse lumière : l’essentiel en trois minutes.</p>",
    it: "<p>Commutazione giorno/notte, illuminazione a infrarossi e telecamere a colori in scarsa luminosità, spiegate in tre minuti.</p>",
    es: "<p>El cambio día/noche, la iluminación infrarroja y las cámaras a color para poca luz, explicados en tres minutos.</p>",
    pl: "<p>Przełączanie dzień/noc, oświetlacze podczerwieni i kamery kolorowe do słabego oświetlenia – wyjaśnione w trzy minuty.</p>",
    nl: "<p>Dag/nachtomschakeling, infraroodverlichting en kleurencamera's voor weinig licht, in drie minuten uitgelegd.</p>",
    cs: "<p>Přepínání den/noc, infračervené přisvícení a barevné kamery pro slabé osvětlení – vysvětleno za tři minuty.</p>",
    pt: "<p>Comutação dia/noite, iluminação infravermelha e câmeras coloridas para pouca luz, explicadas em três minutos.</p>",
    tr: "<p>Gündüz/gece geçişi, kızılötesi aydınlatma ve düşük ışıkta renkli görüntü veren kameralar üç dakikada anlatılıyor.</p>",
    ko: "<p>주야간 전환, 적외선 조명, 저조도 컬러 카메라를 3분 만에 알기 쉽게 설명합니다.</p>",
    vi: "<p>Giải thích trong ba phút về cơ chế chuyển ngày/đêm, đèn hồng ngoại và camera ghi hình màu trong điều kiện thiếu sáng.</p>",
    th: "<p>อธิบายการสลับโหมดกลางวัน/กลางคืน ไฟอินฟราเรด และกล้องภาพสีในที่แสงน้อย ภายในสามนาที</p>",
    lt: "<p>Dienos ir nakties režimų perjungimas, infraraudonųjų spindulių apšvietimas ir spalvotos kameros esant silpnam apšvietimui – paaiškinta per tris minutes.</p>",
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
