import type {
  certificationKinds,
  certificationTypes,
  productLines,
  videoTypes,
} from "../../schema/catalogue.ts";
import { names } from "./catalogue-common.ts";
import { brands, TenantId } from "./tenants.ts";

/** Kind codes (learner §4): gsc 0, hsc 1, workshopSeminar 2. */
export const KindType = { gsc: 0, hsc: 1, workshopSeminar: 2 } as const;

export const certificationKindRows: (typeof certificationKinds.$inferInsert)[] = Object.values(
  TenantId,
).flatMap((tenantId) => [
  {
    tenantId,
    kindType: KindType.gsc,
    kindNames: names({
      en: "General Security Certification",
      ar: "الشهادة العامة للأمن",
      de: "Allgemeine Sicherheitszertifizierung",
      fr: "Certification générale en sécurité",
      it: "Certificazione generale per la sicurezza",
      es: "Certificación general en seguridad",
      pl: "Ogólna certyfikacja z systemów zabezpieczeń",
      nl: "Algemene beveiligingscertificering",
      cs: "Obecná certifikace v oblasti zabezpečení",
      pt: "Certificação geral em segurança",
      tr: "Genel güvenlik sertifikasyonu",
      ko: "일반 보안 인증",
      vi: "Chứng nhận an ninh chung",
      th: "การรับรองด้านระบบรักษาความปลอดภัยทั่วไป",
      lt: "Bendrasis apsaugos sistemų sertifikavimas",
    }),
    sort: 2,
  },
  { tenantId, kindType: KindType.hsc, kindNames: names(brands[tenantId]!.brandTrack), sort: 1 },
  {
    tenantId,
    kindType: KindType.workshopSeminar,
    kindNames: names({
      en: "Workshops and Seminars",
      ar: "ورش العمل والندوات",
      de: "Workshops und Seminare",
      fr: "Ateliers et séminaires",
      it: "Workshop e seminari",
      es: "Talleres y seminarios",
      pl: "Warsztaty i seminaria",
      nl: "Workshops en seminars",
      cs: "Workshopy a semináře",
      pt: "Workshops e seminários",
      tr: "Atölyeler ve seminerler",
      ko: "워크숍 및 세미나",
      vi: "Hội thảo thực hành và chuyên đề",
      th: "เวิร์กช็อปและสัมมนา",
      lt: "Dirbtuvės ir seminarai",
    }),
    sort: 3,
  },
]);

/**
 * Certification types (ids 1-99): a type has no parent, a subtype names its
 * type. Main tenant 1-29, thermal 41-59, neutral 71-89.
 */
export const TypeId = {
  videoSecurity: 1,
  accessControl: 2,
  intrusionAlarm: 3,
  networking: 4,
  ipCameras: 11,
  nvrStorage: 12,
  videoAnalytics: 13,
  doorAccess: 14,
  wirelessAlarm: 15,
  switchingPoe: 16,
  thermalImaging: 41,
  thermalVideoSecurity: 42,
  thermalCameras: 51,
  perimeterProtection: 52,
  temperatureScreening: 53,
  neutralVideoSecurity: 71,
  neutralNetworking: 72,
  neutralIpCameras: 81,
  neutralNvrStorage: 82,
} as const;

type TypeRow = typeof certificationTypes.$inferInsert;

// prettier-ignore
export const certificationTypeRows: TypeRow[] = [
  { id: TypeId.videoSecurity, tenantId: TenantId.main, parentId: null, sort: 1, typeNames: names({ en: "Video Security", ar: "المراقبة بالفيديو", de: "Videosicherheit", fr: "Vidéosurveillance", it: "Videosorveglianza", es: "Videovigilancia", pl: "Monitoring wizyjny", nl: "Videobeveiliging", cs: "Kamerové systémy", pt: "Videomonitoramento", tr: "Video güvenliği", ko: "영상 보안", vi: "An ninh video", th: "ระบบกล้องวงจรปิด", lt: "Vaizdo stebėjimas" }) },
  { id: TypeId.accessControl, tenantId: TenantId.main, parentId: null, sort: 2, typeNames: names({ en: "Access Control", ar: "التحكم في الدخول", de: "Zutrittskontrolle", fr: "Contrôle d’accès", it: "Controllo accessi", es: "Control de accesos", pl: "Kontrola dostępu", nl: "Toegangscontrole", cs: "Kontrola vstupu", pt: "Controle de acesso", tr: "Geçiş kontrolü", ko: "출입 통제", vi: "Kiểm soát ra vào", th: "ระบบควบคุมการเข้าออก", lt: "Praėjimo kontrolė" }) },
  { id: TypeId.intrusionAlarm, tenantId: TenantId.main, parentId: null, sort: 3, typeNames: names({ en: "Intrusion Alarm", ar: "إنذار التسلل", de: "Einbruchmeldetechnik", fr: "Alarme intrusion", it: "Antintrusione", es: "Alarma de intrusión", pl: "Sygnalizacja włamania", nl: "Inbraakbeveiliging", cs: "Poplachové zabezpečovací systémy", pt: "Alarme de intrusão", tr: "Hırsız alarmı", ko: "침입 경보", vi: "Báo động chống đột nhập", th: "ระบบแจ้งเตือนการบุกรุก", lt: "Įsilaužimo signalizacija" }) },
  { id: TypeId.networking, tenantId: TenantId.main, parentId: null, sort: 4, typeNames: names({ en: "Networking", ar: "الشبكات", de: "Netzwerktechnik", fr: "Réseaux", it: "Reti", es: "Redes", pl: "Sieci", nl: "Netwerken", cs: "Sítě", pt: "Redes", tr: "Ağ teknolojileri", ko: "네트워크", vi: "Mạng", th: "เครือข่าย", lt: "Tinklai" }) },
  { id: TypeId.ipCameras, tenantId: TenantId.main, parentId: TypeId.videoSecurity, sort: 1, typeNames: names({ en: "IP Cameras", ar: "كاميرات IP", de: "IP-Kameras", fr: "Caméras IP", it: "Telecamere IP", es: "Cámaras IP", pl: "Kamery IP", nl: "IP-camera's", cs: "IP kamery", pt: "Câmeras IP", tr: "IP kameralar", ko: "IP 카메라", vi: "Camera IP", th: "กล้อง IP", lt: "IP kameros" }) },
  { id: TypeId.nvrStorage, tenantId: TenantId.main, parentId: TypeId.videoSecurity, sort: 2, typeNames: names({ en: "NVR and Storage", ar: "مسجلات الفيديو الشبكية والتخزين", de: "NVR und Speicherung", fr: "NVR et stockage", it: "NVR e archiviazione", es: "NVR y almacenamiento", pl: "NVR i pamięć masowa", nl: "NVR en opslag", cs: "NVR a úložiště", pt: "NVR e armazenamento", tr: "NVR ve depolama", ko: "NVR 및 스토리지", vi: "NVR và lưu trữ", th: "NVR และการจัดเก็บข้อมูล", lt: "NVR ir duomenų saugojimas" }) },
  { id: TypeId.videoAnalytics, tenantId: TenantId.main, parentId: TypeId.videoSecurity, sort: 3, typeNames: names({ en: "Video Analytics", ar: "تحليلات الفيديو", de: "Videoanalyse", fr: "Analyse vidéo", it: "Analisi video", es: "Analítica de video", pl: "Analityka wideo", nl: "Videoanalyse", cs: "Videoanalytika", pt: "Análise de vídeo", tr: "Video analitiği", ko: "영상 분석", vi: "Phân tích video", th: "การวิเคราะห์วิดีโอ", lt: "Vaizdo analizė" }) },
  { id: TypeId.doorAccess, tenantId: TenantId.main, parentId: TypeId.accessControl, sort: 1, typeNames: names({ en: "Door Access", ar: "التحكم في الأبواب", de: "Türzutritt", fr: "Contrôle des portes", it: "Controllo varchi", es: "Control de puertas", pl: "Kontrola przejść", nl: "Deurtoegang", cs: "Kontrola průchodů", pt: "Controle de portas", tr: "Kapı geçiş kontrolü", ko: "출입문 통제", vi: "Kiểm soát cửa ra vào", th: "การควบคุมการเข้าออกประตู", lt: "Durų praėjimo kontrolė" }) },
  { id: TypeId.wirelessAlarm, tenantId: TenantId.main, parentId: TypeId.intrusionAlarm, sort: 1, typeNames: names({ en: "Wireless Alarm", ar: "الإنذار اللاسلكي", de: "Funkalarm", fr: "Alarme sans fil", it: "Allarme wireless", es: "Alarma inalámbrica", pl: "Alarmy bezprzewodowe", nl: "Draadloos alarm", cs: "Bezdrátové alarmy", pt: "Alarme sem fio", tr: "Kablosuz alarm", ko: "무선 경보", vi: "Báo động không dây", th: "ระบบแจ้งเตือนไร้สาย", lt: "Belaidė signalizacija" }) },
  { id: TypeId.switchingPoe, tenantId: TenantId.main, parentId: TypeId.networking, sort: 1, typeNames: names({ en: "Switching and PoE", ar: "المحوّلات وتقنية PoE", de: "Switching und PoE", fr: "Switchs et PoE", it: "Switch e PoE", es: "Switches y PoE", pl: "Przełączniki i PoE", nl: "Switches en PoE", cs: "Přepínače a PoE", pt: "Switches e PoE", tr: "Anahtarlama ve PoE", ko: "스위칭 및 PoE", vi: "Chuyển mạch và PoE", th: "สวิตช์และ PoE", lt: "Komutatoriai ir PoE" }) },
  { id: TypeId.thermalImaging, tenantId: TenantId.thermal, parentId: null, sort: 1, typeNames: names({ en: "Thermal Imaging", ar: "التصوير الحراري", de: "Wärmebildtechnik", fr: "Imagerie thermique", it: "Termografia", es: "Imagen térmica", pl: "Termowizja", nl: "Warmtebeeldtechniek", cs: "Termovize", pt: "Imagem térmica", tr: "Termal görüntüleme", ko: "열화상 이미징", vi: "Công nghệ ảnh nhiệt", th: "การถ่ายภาพความร้อน", lt: "Termovizija" }) },
  { id: TypeId.thermalVideoSecurity, tenantId: TenantId.thermal, parentId: null, sort: 2, typeNames: names({ en: "Video Security", ar: "المراقبة بالفيديو", de: "Videosicherheit", fr: "Vidéosurveillance", it: "Videosorveglianza", es: "Videovigilancia", pl: "Monitoring wizyjny", nl: "Videobeveiliging", cs: "Kamerové systémy", pt: "Videomonitoramento", tr: "Video güvenliği", ko: "영상 보안", vi: "An ninh video", th: "ระบบกล้องวงจรปิด", lt: "Vaizdo stebėjimas" }) },
  { id: TypeId.thermalCameras, tenantId: TenantId.thermal, parentId: TypeId.thermalImaging, sort: 1, typeNames: names({ en: "Thermal Cameras", ar: "الكاميرات الحرارية", de: "Wärmebildkameras", fr: "Caméras thermiques", it: "Telecamere termiche", es: "Cámaras térmicas", pl: "Kamery termowizyjne", nl: "Warmtebeeldcamera's", cs: "Termovizní kamery", pt: "Câmeras térmicas", tr: "Termal kameralar", ko: "열화상 카메라", vi: "Camera ảnh nhiệt", th: "กล้องถ่ายภาพความร้อน", lt: "Termovizinės kameros" }) },
  { id: TypeId.perimeterProtection, tenantId: TenantId.thermal, parentId: TypeId.thermalImaging, sort: 2, typeNames: names({ en: "Perimeter Protection", ar: "حماية المحيط", de: "Perimeterschutz", fr: "Protection périmétrique", it: "Protezione perimetrale", es: "Protección perimetral", pl: "Ochrona obwodowa", nl: "Perimeterbeveiliging", cs: "Ochrana perimetru", pt: "Proteção perimetral", tr: "Çevre güvenliği", ko: "외곽 경계 보안", vi: "Bảo vệ vành đai", th: "การป้องกันพื้นที่รอบนอก", lt: "Perimetro apsauga" }) },
  { id: TypeId.temperatureScreening, tenantId: TenantId.thermal, parentId: TypeId.thermalVideoSecurity, sort: 1, typeNames: names({ en: "Temperature Measurement", ar: "قياس درجة الحرارة", de: "Temperaturmessung", fr: "Mesure de température", it: "Misurazione della temperatura", es: "Medición de temperatura", pl: "Pomiar temperatury", nl: "Temperatuurmeting", cs: "Měření teploty", pt: "Medição de temperatura", tr: "Sıcaklık ölçümü", ko: "온도 측정", vi: "Đo nhiệt độ", th: "การวัดอุณหภูมิ", lt: "Temperatūros matavimas" }) },
  { id: TypeId.neutralVideoSecurity, tenantId: TenantId.neutral, parentId: null, sort: 1, typeNames: names({ en: "Video Security", ar: "المراقبة بالفيديو", de: "Videosicherheit", fr: "Vidéosurveillance", it: "Videosorveglianza", es: "Videovigilancia", pl: "Monitoring wizyjny", nl: "Videobeveiliging", cs: "Kamerové systémy", pt: "Videomonitoramento", tr: "Video güvenliği", ko: "영상 보안", vi: "An ninh video", th: "ระบบกล้องวงจรปิด", lt: "Vaizdo stebėjimas" }) },
  { id: TypeId.neutralNetworking, tenantId: TenantId.neutral, parentId: null, sort: 2, typeNames: names({ en: "Networking", ar: "الشبكات", de: "Netzwerktechnik", fr: "Réseaux", it: "Reti", es: "Redes", pl: "Sieci", nl: "Netwerken", cs: "Sítě", pt: "Redes", tr: "Ağ teknolojileri", ko: "네트워크", vi: "Mạng", th: "เครือข่าย", lt: "Tinklai" }) },
  { id: TypeId.neutralIpCameras, tenantId: TenantId.neutral, parentId: TypeId.neutralVideoSecurity, sort: 1, typeNames: names({ en: "IP Cameras", ar: "كاميرات IP", de: "IP-Kameras", fr: "Caméras IP", it: "Telecamere IP", es: "Cámaras IP", pl: "Kamery IP", nl: "IP-camera's", cs: "IP kamery", pt: "Câmeras IP", tr: "IP kameralar", ko: "IP 카메라", vi: "Camera IP", th: "กล้อง IP", lt: "IP kameros" }) },
  { id: TypeId.neutralNvrStorage, tenantId: TenantId.neutral, parentId: TypeId.neutralVideoSecurity, sort: 2, typeNames: names({ en: "NVR and Storage", ar: "مسجلات الفيديو الشبكية والتخزين", de: "NVR und Speicherung", fr: "NVR et stockage", it: "NVR e archiviazione", es: "NVR y almacenamiento", pl: "NVR i pamięć masowa", nl: "NVR en opslag", cs: "NVR a úložiště", pt: "NVR e armazenamento", tr: "NVR ve depolama", ko: "NVR 및 스토리지", vi: "NVR và lưu trữ", th: "NVR และการจัดเก็บข้อมูล", lt: "NVR ir duomenų saugojimas" }) },
];

/** Product lines (ids 1-20): main tenant 1-10, thermal 11-20. */
export const ProductLineId = {
  networkCameras: 1,
  recorders: 2,
  accessControl: 3,
  intrusionAlarm: 4,
  videoIntercom: 5,
  switches: 6,
  thermalCameras: 11,
  bispectrumPtz: 12,
  handheldThermography: 13,
} as const;

// prettier-ignore
export const productLineRows: (typeof productLines.$inferInsert)[] = [
  { id: ProductLineId.networkCameras, tenantId: TenantId.main, sort: 1, names: names({ en: "Network Cameras", ar: "الكاميرات الشبكية", de: "Netzwerkkameras", fr: "Caméras réseau", it: "Telecamere di rete", es: "Cámaras de red", pl: "Kamery sieciowe", nl: "Netwerkcamera's", cs: "Síťové kamery", pt: "Câmeras de rede", tr: "Ağ kameraları", ko: "네트워크 카메라", vi: "Camera mạng", th: "กล้องเครือข่าย", lt: "Tinklo vaizdo kameros" }) },
  { id: ProductLineId.recorders, tenantId: TenantId.main, sort: 2, names: names({ en: "Network Video Recorders", ar: "مسجلات الفيديو الشبكية", de: "Netzwerk-Videorekorder", fr: "Enregistreurs vidéo réseau", it: "Videoregistratori di rete", es: "Grabadores de video en red", pl: "Sieciowe rejestratory wideo", nl: "Netwerkvideorecorders", cs: "Síťové videorekordéry", pt: "Gravadores de vídeo em rede", tr: "Ağ video kayıt cihazları", ko: "네트워크 비디오 레코더", vi: "Đầu ghi hình mạng", th: "เครื่องบันทึกวิดีโอเครือข่าย", lt: "Tinklo vaizdo įrašymo įrenginiai" }) },
  { id: ProductLineId.accessControl, tenantId: TenantId.main, sort: 3, names: names({ en: "Access Control", ar: "التحكم في الدخول", de: "Zutrittskontrolle", fr: "Contrôle d’accès", it: "Controllo accessi", es: "Control de accesos", pl: "Kontrola dostępu", nl: "Toegangscontrole", cs: "Kontrola vstupu", pt: "Controle de acesso", tr: "Geçiş kontrolü", ko: "출입 통제", vi: "Kiểm soát ra vào", th: "ระบบควบคุมการเข้าออก", lt: "Praėjimo kontrolė" }) },
  { id: ProductLineId.intrusionAlarm, tenantId: TenantId.main, sort: 4, names: names({ en: "Intrusion Alarm", ar: "إنذار التسلل", de: "Einbruchmeldeanlagen", fr: "Alarmes intrusion", it: "Sistemi antintrusione", es: "Alarmas de intrusión", pl: "Systemy alarmowe", nl: "Inbraakalarmsystemen", cs: "Poplachové zabezpečovací systémy", pt: "Alarmes de intrusão", tr: "Hırsız alarm sistemleri", ko: "침입 경보 시스템", vi: "Hệ thống báo động chống đột nhập", th: "ระบบแจ้งเตือนการบุกรุก", lt: "Įsilaužimo signalizacijos sistemos" }) },
  { id: ProductLineId.videoIntercom, tenantId: TenantId.main, sort: 5, names: names({ en: "Video Intercom", ar: "الإنتركم المرئي", de: "Video-Gegensprechanlagen", fr: "Interphonie vidéo", it: "Videocitofonia", es: "Videoporteros", pl: "Wideodomofony", nl: "Video-intercom", cs: "Video interkomy", pt: "Videoporteiros", tr: "Görüntülü diyafon", ko: "비디오 인터폰", vi: "Chuông cửa có hình", th: "วิดีโออินเตอร์คอม", lt: "Vaizdo domofonai" }) },
  { id: ProductLineId.switches, tenantId: TenantId.main, sort: 6, names: names({ en: "Network Switches", ar: "المحوّلات الشبكية", de: "Netzwerk-Switches", fr: "Switchs réseau", it: "Switch di rete", es: "Switches de red", pl: "Przełączniki sieciowe", nl: "Netwerkswitches", cs: "Síťové přepínače", pt: "Switches de rede", tr: "Ağ anahtarları", ko: "네트워크 스위치", vi: "Switch mạng", th: "สวิตช์เครือข่าย", lt: "Tinklo komutatoriai" }) },
  { id: ProductLineId.thermalCameras, tenantId: TenantId.thermal, sort: 1, names: names({ en: "Thermal Security Cameras", ar: "الكاميرات الحرارية الأمنية", de: "Wärmebild-Sicherheitskameras", fr: "Caméras thermiques de sécurité", it: "Telecamere termiche per la sicurezza", es: "Cámaras térmicas de seguridad", pl: "Kamery termowizyjne do ochrony obiektów", nl: "Warmtebeeldcamera's voor beveiliging", cs: "Termovizní bezpečnostní kamery", pt: "Câmeras térmicas de segurança", tr: "Termal güvenlik kameraları", ko: "열화상 보안 카메라", vi: "Camera an ninh ảnh nhiệt", th: "กล้องถ่ายภาพความร้อนเพื่อการรักษาความปลอดภัย", lt: "Termovizinės apsaugos kameros" }) },
  { id: ProductLineId.bispectrumPtz, tenantId: TenantId.thermal, sort: 2, names: names({ en: "Bi-spectrum PTZ Cameras", ar: "كاميرات PTZ ثنائية الطيف", de: "Bispektrale PTZ-Kameras", fr: "Caméras PTZ bispectrales", it: "Telecamere PTZ bispettrali", es: "Cámaras PTZ biespectrales", pl: "Kamery PTZ bispektralne", nl: "Bispectrale PTZ-camera's", cs: "Bispektrální PTZ kamery", pt: "Câmeras PTZ biespectrais", tr: "Çift spektrumlu PTZ kameralar", ko: "바이스펙트럼 PTZ 카메라", vi: "Camera PTZ hai phổ", th: "กล้อง PTZ แบบไบสเปกตรัม", lt: "Dviejų spektrų PTZ kameros" }) },
  { id: ProductLineId.handheldThermography, tenantId: TenantId.thermal, sort: 3, names: names({ en: "Handheld Thermography Cameras", ar: "كاميرات التصوير الحراري المحمولة", de: "Handgehaltene Thermografiekameras", fr: "Caméras thermographiques portables", it: "Termocamere portatili", es: "Cámaras termográficas portátiles", pl: "Ręczne kamery termowizyjne", nl: "Draagbare thermografiecamera's", cs: "Ruční termokamery", pt: "Câmeras termográficas portáteis", tr: "El tipi termal kameralar", ko: "핸드헬드 열화상 카메라", vi: "Camera ảnh nhiệt cầm tay", th: "กล้องถ่ายภาพความร้อนแบบมือถือ", lt: "Rankinės termovizinės kameros" }) },
];

/** Video types (ids 1-10): main tenant 1-5, thermal 6-10. */
export const VideoTypeId = {
  productTutorial: 1,
  installationGuide: 2,
  troubleshooting: 3,
  webinarRecording: 4,
  thermalProductTutorial: 6,
  thermalInstallationGuide: 7,
  thermalWebinarRecording: 8,
} as const;

const productTutorial = {
  en: "Product tutorial",
  ar: "شرح المنتج",
  de: "Produkt-Tutorial",
  fr: "Tutoriel produit",
  it: "Tutorial di prodotto",
  es: "Tutorial de producto",
  pl: "Samouczek produktowy",
  nl: "Producttutorial",
  cs: "Návod k produktu",
  pt: "Tutorial de produto",
  tr: "Ürün eğitimi",
  ko: "제품 튜토리얼",
  vi: "Hướng dẫn sản phẩm",
  th: "สอนใช้งานผลิตภัณฑ์",
  lt: "Produkto pamoka",
};
const installationGuide = {
  en: "Installation guide",
  ar: "دليل التركيب",
  de: "Installationsanleitung",
  fr: "Guide d’installation",
  it: "Guida all'installazione",
  es: "Guía de instalación",
  pl: "Instrukcja instalacji",
  nl: "Installatiehandleiding",
  cs: "Instalační návod",
  pt: "Guia de instalação",
  tr: "Kurulum kılavuzu",
  ko: "설치 가이드",
  vi: "Hướng dẫn lắp đặt",
  th: "คู่มือการติดตั้ง",
  lt: "Montavimo instrukcija",
};
const webinarRecording = {
  en: "Webinar recording",
  ar: "تسجيل ندوة عبر الإنترنت",
  de: "Webinar-Aufzeichnung",
  fr: "Enregistrement de webinaire",
  it: "Registrazione del webinar",
  es: "Grabación de webinar",
  pl: "Nagranie webinaru",
  nl: "Webinaropname",
  cs: "Záznam webináře",
  pt: "Gravação de webinar",
  tr: "Webinar kaydı",
  ko: "웨비나 녹화",
  vi: "Bản ghi hội thảo trực tuyến",
  th: "บันทึกเว็บบินาร์",
  lt: "Vebinaro įrašas",
};

// prettier-ignore
export const videoTypeRows: (typeof videoTypes.$inferInsert)[] = [
  { id: VideoTypeId.productTutorial, tenantId: TenantId.main, sort: 1, names: names(productTutorial) },
  { id: VideoTypeId.installationGuide, tenantId: TenantId.main, sort: 2, names: names(installationGuide) },
  { id: VideoTypeId.troubleshooting, tenantId: TenantId.main, sort: 3, names: names({ en: "Troubleshooting", ar: "استكشاف الأعطال وإصلاحها", de: "Fehlerbehebung", fr: "Dépannage", it: "Risoluzione dei problemi", es: "Solución de problemas", pl: "Rozwiązywanie problemów", nl: "Probleemoplossing", cs: "Řešení problémů", pt: "Solução de problemas", tr: "Sorun giderme", ko: "문제 해결", vi: "Khắc phục sự cố", th: "การแก้ไขปัญหา", lt: "Gedimų šalinimas" }) },
  { id: VideoTypeId.webinarRecording, tenantId: TenantId.main, sort: 4, names: names(webinarRecording) },
  { id: VideoTypeId.thermalProductTutorial, tenantId: TenantId.thermal, sort: 1, names: names(productTutorial) },
  { id: VideoTypeId.thermalInstallationGuide, tenantId: TenantId.thermal, sort: 2, names: names(installationGuide) },
  { id: VideoTypeId.thermalWebinarRecording, tenantId: TenantId.thermal, sort: 3, names: names(webinarRecording) },
];
