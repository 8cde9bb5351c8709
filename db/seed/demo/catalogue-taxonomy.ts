import type {
  certificationKinds,
  certificationTypes,
  productLines,
  videoTypes,
} from "../../schema/catalogue.ts";
import { names } from "./catalogue-common.ts";
import { TenantId } from "./tenants.ts";

/** Kind codes (learner §4): gsc 0, hsc 1, workshopSeminar 2. */
export const KindType = { gsc: 0, hsc: 1, workshopSeminar: 2 } as const;

/** Name of each tenant's brand track, the hsc kind. */
const brandKindNames = {
  [TenantId.main]: {
    en: "Hikvision Security Certification",
    ar: "شهادة Hikvision للأمن",
    de: "Hikvision Sicherheitszertifizierung",
    fr: "Certification sécurité Hikvision",
    it: "Certificazione Hikvision per la sicurezza",
    es: "Certificación en seguridad Hikvision",
    pl: "Certyfikacja z systemów zabezpieczeń Hikvision",
  },
  [TenantId.thermal]: {
    en: "HIKMICRO Security Certification",
    ar: "شهادة HIKMICRO للأمن",
    de: "HIKMICRO Sicherheitszertifizierung",
    fr: "Certification sécurité HIKMICRO",
    it: "Certificazione HIKMICRO per la sicurezza",
    es: "Certificación en seguridad HIKMICRO",
    pl: "Certyfikacja z systemów zabezpieczeń HIKMICRO",
  },
  // Brand wording differs per tenant only (frame §1): "{brand} Security Certification".
  [TenantId.neutral]: {
    en: "Security Academy Security Certification",
    ar: "شهادة Security Academy للأمن",
    de: "Security Academy Sicherheitszertifizierung",
    fr: "Certification sécurité Security Academy",
    it: "Certificazione Security Academy per la sicurezza",
    es: "Certificación en seguridad Security Academy",
    pl: "Certyfikacja z systemów zabezpieczeń Security Academy",
  },
};

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
    }),
    sort: 2,
  },
  { tenantId, kindType: KindType.hsc, kindNames: names(brandKindNames[tenantId]), sort: 1 },
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
  { id: TypeId.videoSecurity, tenantId: TenantId.main, parentId: null, sort: 1, typeNames: names({ en: "Video Security", ar: "المراقبة بالفيديو", de: "Videosicherheit", fr: "Vidéosurveillance", it: "Videosorveglianza", es: "Videovigilancia", pl: "Monitoring wizyjny" }) },
  { id: TypeId.accessControl, tenantId: TenantId.main, parentId: null, sort: 2, typeNames: names({ en: "Access Control", ar: "التحكم في الدخول", de: "Zutrittskontrolle", fr: "Contrôle d’accès", it: "Controllo accessi", es: "Control de accesos", pl: "Kontrola dostępu" }) },
  { id: TypeId.intrusionAlarm, tenantId: TenantId.main, parentId: null, sort: 3, typeNames: names({ en: "Intrusion Alarm", ar: "إنذار التسلل", de: "Einbruchmeldetechnik", fr: "Alarme intrusion", it: "Antintrusione", es: "Alarma de intrusión", pl: "Sygnalizacja włamania" }) },
  { id: TypeId.networking, tenantId: TenantId.main, parentId: null, sort: 4, typeNames: names({ en: "Networking", ar: "الشبكات", de: "Netzwerktechnik", fr: "Réseaux", it: "Reti", es: "Redes", pl: "Sieci" }) },
  { id: TypeId.ipCameras, tenantId: TenantId.main, parentId: TypeId.videoSecurity, sort: 1, typeNames: names({ en: "IP Cameras", ar: "كاميرات IP", de: "IP-Kameras", fr: "Caméras IP", it: "Telecamere IP", es: "Cámaras IP", pl: "Kamery IP" }) },
  { id: TypeId.nvrStorage, tenantId: TenantId.main, parentId: TypeId.videoSecurity, sort: 2, typeNames: names({ en: "NVR and Storage", ar: "مسجلات الفيديو الشبكية والتخزين", de: "NVR und Speicherung", fr: "NVR et stockage", it: "NVR e archiviazione", es: "NVR y almacenamiento", pl: "NVR i pamięć masowa" }) },
  { id: TypeId.videoAnalytics, tenantId: TenantId.main, parentId: TypeId.videoSecurity, sort: 3, typeNames: names({ en: "Video Analytics", ar: "تحليلات الفيديو", de: "Videoanalyse", fr: "Analyse vidéo", it: "Analisi video", es: "Analítica de video", pl: "Analityka wideo" }) },
  { id: TypeId.doorAccess, tenantId: TenantId.main, parentId: TypeId.accessControl, sort: 1, typeNames: names({ en: "Door Access", ar: "التحكم في الأبواب", de: "Türzutritt", fr: "Contrôle des portes", it: "Controllo varchi", es: "Control de puertas", pl: "Kontrola przejść" }) },
  { id: TypeId.wirelessAlarm, tenantId: TenantId.main, parentId: TypeId.intrusionAlarm, sort: 1, typeNames: names({ en: "Wireless Alarm", ar: "الإنذار اللاسلكي", de: "Funkalarm", fr: "Alarme sans fil", it: "Allarme wireless", es: "Alarma inalámbrica", pl: "Alarmy bezprzewodowe" }) },
  { id: TypeId.switchingPoe, tenantId: TenantId.main, parentId: TypeId.networking, sort: 1, typeNames: names({ en: "Switching and PoE", ar: "المحوّلات وتقنية PoE", de: "Switching und PoE", fr: "Switchs et PoE", it: "Switch e PoE", es: "Switches y PoE", pl: "Przełączniki i PoE" }) },
  { id: TypeId.thermalImaging, tenantId: TenantId.thermal, parentId: null, sort: 1, typeNames: names({ en: "Thermal Imaging", ar: "التصوير الحراري", de: "Wärmebildtechnik", fr: "Imagerie thermique", it: "Termografia", es: "Imagen térmica", pl: "Termowizja" }) },
  { id: TypeId.thermalVideoSecurity, tenantId: TenantId.thermal, parentId: null, sort: 2, typeNames: names({ en: "Video Security", ar: "المراقبة بالفيديو", de: "Videosicherheit", fr: "Vidéosurveillance", it: "Videosorveglianza", es: "Videovigilancia", pl: "Monitoring wizyjny" }) },
  { id: TypeId.thermalCameras, tenantId: TenantId.thermal, parentId: TypeId.thermalImaging, sort: 1, typeNames: names({ en: "Thermal Cameras", ar: "الكاميرات الحرارية", de: "Wärmebildkameras", fr: "Caméras thermiques", it: "Telecamere termiche", es: "Cámaras térmicas", pl: "Kamery termowizyjne" }) },
  { id: TypeId.perimeterProtection, tenantId: TenantId.thermal, parentId: TypeId.thermalImaging, sort: 2, typeNames: names({ en: "Perimeter Protection", ar: "حماية المحيط", de: "Perimeterschutz", fr: "Protection périmétrique", it: "Protezione perimetrale", es: "Protección perimetral", pl: "Ochrona obwodowa" }) },
  { id: TypeId.temperatureScreening, tenantId: TenantId.thermal, parentId: TypeId.thermalVideoSecurity, sort: 1, typeNames: names({ en: "Temperature Measurement", ar: "قياس درجة الحرارة", de: "Temperaturmessung", fr: "Mesure de température", it: "Misurazione della temperatura", es: "Medición de temperatura", pl: "Pomiar temperatury" }) },
  { id: TypeId.neutralVideoSecurity, tenantId: TenantId.neutral, parentId: null, sort: 1, typeNames: names({ en: "Video Security", ar: "المراقبة بالفيديو", de: "Videosicherheit", fr: "Vidéosurveillance", it: "Videosorveglianza", es: "Videovigilancia", pl: "Monitoring wizyjny" }) },
  { id: TypeId.neutralNetworking, tenantId: TenantId.neutral, parentId: null, sort: 2, typeNames: names({ en: "Networking", ar: "الشبكات", de: "Netzwerktechnik", fr: "Réseaux", it: "Reti", es: "Redes", pl: "Sieci" }) },
  { id: TypeId.neutralIpCameras, tenantId: TenantId.neutral, parentId: TypeId.neutralVideoSecurity, sort: 1, typeNames: names({ en: "IP Cameras", ar: "كاميرات IP", de: "IP-Kameras", fr: "Caméras IP", it: "Telecamere IP", es: "Cámaras IP", pl: "Kamery IP" }) },
  { id: TypeId.neutralNvrStorage, tenantId: TenantId.neutral, parentId: TypeId.neutralVideoSecurity, sort: 2, typeNames: names({ en: "NVR and Storage", ar: "مسجلات الفيديو الشبكية والتخزين", de: "NVR und Speicherung", fr: "NVR et stockage", it: "NVR e archiviazione", es: "NVR y almacenamiento", pl: "NVR i pamięć masowa" }) },
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
  { id: ProductLineId.networkCameras, tenantId: TenantId.main, sort: 1, names: names({ en: "Network Cameras", ar: "الكاميرات الشبكية", de: "Netzwerkkameras", fr: "Caméras réseau", it: "Telecamere di rete", es: "Cámaras de red", pl: "Kamery sieciowe" }) },
  { id: ProductLineId.recorders, tenantId: TenantId.main, sort: 2, names: names({ en: "Network Video Recorders", ar: "مسجلات الفيديو الشبكية", de: "Netzwerk-Videorekorder", fr: "Enregistreurs vidéo réseau", it: "Videoregistratori di rete", es: "Grabadores de video en red", pl: "Sieciowe rejestratory wideo" }) },
  { id: ProductLineId.accessControl, tenantId: TenantId.main, sort: 3, names: names({ en: "Access Control", ar: "التحكم في الدخول", de: "Zutrittskontrolle", fr: "Contrôle d’accès", it: "Controllo accessi", es: "Control de accesos", pl: "Kontrola dostępu" }) },
  { id: ProductLineId.intrusionAlarm, tenantId: TenantId.main, sort: 4, names: names({ en: "Intrusion Alarm", ar: "إنذار التسلل", de: "Einbruchmeldeanlagen", fr: "Alarmes intrusion", it: "Sistemi antintrusione", es: "Alarmas de intrusión", pl: "Systemy alarmowe" }) },
  { id: ProductLineId.videoIntercom, tenantId: TenantId.main, sort: 5, names: names({ en: "Video Intercom", ar: "الإنتركم المرئي", de: "Video-Gegensprechanlagen", fr: "Interphonie vidéo", it: "Videocitofonia", es: "Videoporteros", pl: "Wideodomofony" }) },
  { id: ProductLineId.switches, tenantId: TenantId.main, sort: 6, names: names({ en: "Network Switches", ar: "المحوّلات الشبكية", de: "Netzwerk-Switches", fr: "Switchs réseau", it: "Switch di rete", es: "Switches de red", pl: "Przełączniki sieciowe" }) },
  { id: ProductLineId.thermalCameras, tenantId: TenantId.thermal, sort: 1, names: names({ en: "Thermal Security Cameras", ar: "الكاميرات الحرارية الأمنية", de: "Wärmebild-Sicherheitskameras", fr: "Caméras thermiques de sécurité", it: "Telecamere termiche per la sicurezza", es: "Cámaras térmicas de seguridad", pl: "Kamery termowizyjne do ochrony obiektów" }) },
  { id: ProductLineId.bispectrumPtz, tenantId: TenantId.thermal, sort: 2, names: names({ en: "Bi-spectrum PTZ Cameras", ar: "كاميرات PTZ ثنائية الطيف", de: "Bispektrale PTZ-Kameras", fr: "Caméras PTZ bispectrales", it: "Telecamere PTZ bispettrali", es: "Cámaras PTZ biespectrales", pl: "Kamery PTZ bispektralne" }) },
  { id: ProductLineId.handheldThermography, tenantId: TenantId.thermal, sort: 3, names: names({ en: "Handheld Thermography Cameras", ar: "كاميرات التصوير الحراري المحمولة", de: "Handgehaltene Thermografiekameras", fr: "Caméras thermographiques portables", it: "Termocamere portatili", es: "Cámaras termográficas portátiles", pl: "Ręczne kamery termowizyjne" }) },
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
};
const installationGuide = {
  en: "Installation guide",
  ar: "دليل التركيب",
  de: "Installationsanleitung",
  fr: "Guide d’installation",
  it: "Guida all'installazione",
  es: "Guía de instalación",
  pl: "Instrukcja instalacji",
};
const webinarRecording = {
  en: "Webinar recording",
  ar: "تسجيل ندوة عبر الإنترنت",
  de: "Webinar-Aufzeichnung",
  fr: "Enregistrement de webinaire",
  it: "Registrazione del webinar",
  es: "Grabación de webinar",
  pl: "Nagranie webinaru",
};

// prettier-ignore
export const videoTypeRows: (typeof videoTypes.$inferInsert)[] = [
  { id: VideoTypeId.productTutorial, tenantId: TenantId.main, sort: 1, names: names(productTutorial) },
  { id: VideoTypeId.installationGuide, tenantId: TenantId.main, sort: 2, names: names(installationGuide) },
  { id: VideoTypeId.troubleshooting, tenantId: TenantId.main, sort: 3, names: names({ en: "Troubleshooting", ar: "استكشاف الأعطال وإصلاحها", de: "Fehlerbehebung", fr: "Dépannage", it: "Risoluzione dei problemi", es: "Solución de problemas", pl: "Rozwiązywanie problemów" }) },
  { id: VideoTypeId.webinarRecording, tenantId: TenantId.main, sort: 4, names: names(webinarRecording) },
  { id: VideoTypeId.thermalProductTutorial, tenantId: TenantId.thermal, sort: 1, names: names(productTutorial) },
  { id: VideoTypeId.thermalInstallationGuide, tenantId: TenantId.thermal, sort: 2, names: names(installationGuide) },
  { id: VideoTypeId.thermalWebinarRecording, tenantId: TenantId.thermal, sort: 3, names: names(webinarRecording) },
];
