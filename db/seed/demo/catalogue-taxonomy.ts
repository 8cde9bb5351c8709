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
  },
  [TenantId.thermal]: {
    en: "HIKMICRO Security Certification",
    ar: "شهادة HIKMICRO للأمن",
    de: "HIKMICRO Sicherheitszertifizierung",
  },
  // Brand wording differs per tenant only (frame §1): "{brand} Security Certification".
  [TenantId.neutral]: {
    en: "Security Academy Security Certification",
    ar: "شهادة Security Academy للأمن",
    de: "Security Academy Sicherheitszertifizierung",
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
  { id: TypeId.videoSecurity, tenantId: TenantId.main, parentId: null, sort: 1, typeNames: names({ en: "Video Security", ar: "المراقبة بالفيديو", de: "Videosicherheit" }) },
  { id: TypeId.accessControl, tenantId: TenantId.main, parentId: null, sort: 2, typeNames: names({ en: "Access Control", ar: "التحكم في الدخول", de: "Zutrittskontrolle" }) },
  { id: TypeId.intrusionAlarm, tenantId: TenantId.main, parentId: null, sort: 3, typeNames: names({ en: "Intrusion Alarm", ar: "إنذار التسلل", de: "Einbruchmeldetechnik" }) },
  { id: TypeId.networking, tenantId: TenantId.main, parentId: null, sort: 4, typeNames: names({ en: "Networking", ar: "الشبكات", de: "Netzwerktechnik" }) },
  { id: TypeId.ipCameras, tenantId: TenantId.main, parentId: TypeId.videoSecurity, sort: 1, typeNames: names({ en: "IP Cameras", ar: "كاميرات IP", de: "IP-Kameras" }) },
  { id: TypeId.nvrStorage, tenantId: TenantId.main, parentId: TypeId.videoSecurity, sort: 2, typeNames: names({ en: "NVR and Storage", ar: "مسجلات الفيديو الشبكية والتخزين", de: "NVR und Speicherung" }) },
  { id: TypeId.videoAnalytics, tenantId: TenantId.main, parentId: TypeId.videoSecurity, sort: 3, typeNames: names({ en: "Video Analytics", ar: "تحليلات الفيديو", de: "Videoanalyse" }) },
  { id: TypeId.doorAccess, tenantId: TenantId.main, parentId: TypeId.accessControl, sort: 1, typeNames: names({ en: "Door Access", ar: "التحكم في الأبواب", de: "Türzutritt" }) },
  { id: TypeId.wirelessAlarm, tenantId: TenantId.main, parentId: TypeId.intrusionAlarm, sort: 1, typeNames: names({ en: "Wireless Alarm", ar: "الإنذار اللاسلكي", de: "Funkalarm" }) },
  { id: TypeId.switchingPoe, tenantId: TenantId.main, parentId: TypeId.networking, sort: 1, typeNames: names({ en: "Switching and PoE", ar: "المحوّلات وتقنية PoE", de: "Switching und PoE" }) },
  { id: TypeId.thermalImaging, tenantId: TenantId.thermal, parentId: null, sort: 1, typeNames: names({ en: "Thermal Imaging", ar: "التصوير الحراري", de: "Wärmebildtechnik" }) },
  { id: TypeId.thermalVideoSecurity, tenantId: TenantId.thermal, parentId: null, sort: 2, typeNames: names({ en: "Video Security", ar: "المراقبة بالفيديو", de: "Videosicherheit" }) },
  { id: TypeId.thermalCameras, tenantId: TenantId.thermal, parentId: TypeId.thermalImaging, sort: 1, typeNames: names({ en: "Thermal Cameras", ar: "الكاميرات الحرارية", de: "Wärmebildkameras" }) },
  { id: TypeId.perimeterProtection, tenantId: TenantId.thermal, parentId: TypeId.thermalImaging, sort: 2, typeNames: names({ en: "Perimeter Protection", ar: "حماية المحيط", de: "Perimeterschutz" }) },
  { id: TypeId.temperatureScreening, tenantId: TenantId.thermal, parentId: TypeId.thermalVideoSecurity, sort: 1, typeNames: names({ en: "Temperature Measurement", ar: "قياس درجة الحرارة", de: "Temperaturmessung" }) },
  { id: TypeId.neutralVideoSecurity, tenantId: TenantId.neutral, parentId: null, sort: 1, typeNames: names({ en: "Video Security", ar: "المراقبة بالفيديو", de: "Videosicherheit" }) },
  { id: TypeId.neutralNetworking, tenantId: TenantId.neutral, parentId: null, sort: 2, typeNames: names({ en: "Networking", ar: "الشبكات", de: "Netzwerktechnik" }) },
  { id: TypeId.neutralIpCameras, tenantId: TenantId.neutral, parentId: TypeId.neutralVideoSecurity, sort: 1, typeNames: names({ en: "IP Cameras", ar: "كاميرات IP", de: "IP-Kameras" }) },
  { id: TypeId.neutralNvrStorage, tenantId: TenantId.neutral, parentId: TypeId.neutralVideoSecurity, sort: 2, typeNames: names({ en: "NVR and Storage", ar: "مسجلات الفيديو الشبكية والتخزين", de: "NVR und Speicherung" }) },
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
  { id: ProductLineId.networkCameras, tenantId: TenantId.main, sort: 1, names: names({ en: "Network Cameras", ar: "الكاميرات الشبكية", de: "Netzwerkkameras" }) },
  { id: ProductLineId.recorders, tenantId: TenantId.main, sort: 2, names: names({ en: "Network Video Recorders", ar: "مسجلات الفيديو الشبكية", de: "Netzwerk-Videorekorder" }) },
  { id: ProductLineId.accessControl, tenantId: TenantId.main, sort: 3, names: names({ en: "Access Control", ar: "التحكم في الدخول", de: "Zutrittskontrolle" }) },
  { id: ProductLineId.intrusionAlarm, tenantId: TenantId.main, sort: 4, names: names({ en: "Intrusion Alarm", ar: "إنذار التسلل", de: "Einbruchmeldeanlagen" }) },
  { id: ProductLineId.videoIntercom, tenantId: TenantId.main, sort: 5, names: names({ en: "Video Intercom", ar: "الإنتركم المرئي", de: "Video-Gegensprechanlagen" }) },
  { id: ProductLineId.switches, tenantId: TenantId.main, sort: 6, names: names({ en: "Network Switches", ar: "المحوّلات الشبكية", de: "Netzwerk-Switches" }) },
  { id: ProductLineId.thermalCameras, tenantId: TenantId.thermal, sort: 1, names: names({ en: "Thermal Security Cameras", ar: "الكاميرات الحرارية الأمنية", de: "Wärmebild-Sicherheitskameras" }) },
  { id: ProductLineId.bispectrumPtz, tenantId: TenantId.thermal, sort: 2, names: names({ en: "Bi-spectrum PTZ Cameras", ar: "كاميرات PTZ ثنائية الطيف", de: "Bispektrale PTZ-Kameras" }) },
  { id: ProductLineId.handheldThermography, tenantId: TenantId.thermal, sort: 3, names: names({ en: "Handheld Thermography Cameras", ar: "كاميرات التصوير الحراري المحمولة", de: "Handgehaltene Thermografiekameras" }) },
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
};
const installationGuide = {
  en: "Installation guide",
  ar: "دليل التركيب",
  de: "Installationsanleitung",
};
const webinarRecording = {
  en: "Webinar recording",
  ar: "تسجيل ندوة عبر الإنترنت",
  de: "Webinar-Aufzeichnung",
};

// prettier-ignore
export const videoTypeRows: (typeof videoTypes.$inferInsert)[] = [
  { id: VideoTypeId.productTutorial, tenantId: TenantId.main, sort: 1, names: names(productTutorial) },
  { id: VideoTypeId.installationGuide, tenantId: TenantId.main, sort: 2, names: names(installationGuide) },
  { id: VideoTypeId.troubleshooting, tenantId: TenantId.main, sort: 3, names: names({ en: "Troubleshooting", ar: "استكشاف الأعطال وإصلاحها", de: "Fehlerbehebung" }) },
  { id: VideoTypeId.webinarRecording, tenantId: TenantId.main, sort: 4, names: names(webinarRecording) },
  { id: VideoTypeId.thermalProductTutorial, tenantId: TenantId.thermal, sort: 1, names: names(productTutorial) },
  { id: VideoTypeId.thermalInstallationGuide, tenantId: TenantId.thermal, sort: 2, names: names(installationGuide) },
  { id: VideoTypeId.thermalWebinarRecording, tenantId: TenantId.thermal, sort: 3, names: names(webinarRecording) },
];
