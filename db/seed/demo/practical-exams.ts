import { inArray, sql } from "drizzle-orm";
import {
  practicalExamEnrolments,
  practicalExamRegions,
  practicalExams,
} from "../../schema/classroom.ts";
import { upsert, type Tx } from "../write.ts";
import { LanguageId as L } from "./languages.ts";
import { TenantId } from "./tenants.ts";

/** Practical exam regions of the main brand (ids 1-9). */
export const PracticalExamRegionId = {
  ukIreland: 1,
  dach: 2,
  middleEast: 3,
  southeastAsia: 4,
} as const;

/** Practical exam session ids (9101-9199) other code and tests rely on. */
export const PracticalExamId = {
  /** HCSP on /en: onsite in London, five weeks on, lunch ordered (dietary requirements asked). */
  hcspLondon: 9101,
  /** HCSP on /en: onsite in Munich, nearly full (one seat left). */
  hcspMunichNearlyFull: 9102,
  /** HCSP on /en: onsite in Singapore, four weeks on. */
  hcspSingapore: 9103,
  /** HCSP on /en: onsite in London, held last month. */
  hcspPast: 9104,
  /** HCSE on /en: online, one hour, in three weeks (Southeast Asia). */
  hcseOnline: 9111,
  /** HCSE on /en: onsite in Dublin, seven weeks on. */
  hcseDublin: 9112,
  /** HCSP on /ar: onsite in Dubai, lunch ordered. */
  arHcspDubai: 9121,
  /** HCSP on /ar: onsite in Riyadh. */
  arHcspRiyadh: 9122,
} as const;

const R = PracticalExamRegionId;
const P = PracticalExamId;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

// prettier-ignore
const regionRows: (typeof practicalExamRegions.$inferInsert)[] = [
  { id: R.ukIreland, tenantId: TenantId.main, sort: 1, names: { en: "UK & Ireland", de: "Vereinigtes Königreich und Irland", fr: "Royaume-Uni et Irlande", it: "Regno Unito e Irlanda", es: "Reino Unido e Irlanda", pl: "Wielka Brytania i Irlandia", nl: "Verenigd Koninkrijk en Ierland", cs: "Spojené království a Irsko", pt: "Reino Unido e Irlanda", tr: "Birleşik Krallık ve İrlanda", ko: "영국 및 아일랜드", vi: "Vương quốc Anh và Ireland", th: "สหราชอาณาจักรและไอร์แลนด์", lt: "Jungtinė Karalystė ir Airija", ar: "المملكة المتحدة وأيرلندا" } },
  { id: R.dach, tenantId: TenantId.main, sort: 2, names: { en: "DACH (Germany, Austria, Switzerland)", de: "DACH (Deutschland, Österreich, Schweiz)", fr: "DACH (Allemagne, Autriche, Suisse)", it: "DACH (Germania, Austria, Svizzera)", es: "DACH (Alemania, Austria, Suiza)", pl: "DACH (Niemcy, Austria, Szwajcaria)", nl: "DACH (Duitsland, Oostenrijk, Zwitserland)", cs: "DACH (Německo, Rakousko, Švýcarsko)", pt: "DACH (Alemanha, Áustria, Suíça)", tr: "DACH (Almanya, Avusturya, İsviçre)", ko: "DACH(독일, 오스트리아, 스위스)", vi: "DACH (Đức, Áo, Thụy Sĩ)", th: "DACH (เยอรมนี ออสเตรีย สวิตเซอร์แลนด์)", lt: "DACH (Vokietija, Austrija, Šveicarija)", ar: "ألمانيا والنمسا وسويسرا" } },
  { id: R.middleEast, tenantId: TenantId.main, sort: 3, names: { en: "Middle East", de: "Naher Osten", fr: "Moyen-Orient", it: "Medio Oriente", es: "Oriente Medio", pl: "Bliski Wschód", nl: "Midden-Oosten", cs: "Blízký východ", pt: "Oriente Médio", tr: "Orta Doğu", ko: "중동", vi: "Trung Đông", th: "ตะวันออกกลาง", lt: "Artimieji Rytai", ar: "الشرق الأوسط" } },
  { id: R.southeastAsia, tenantId: TenantId.main, sort: 4, names: { en: "Southeast Asia", de: "Südostasien", fr: "Asie du Sud-Est", it: "Sud-est asiatico", es: "Sudeste Asiático", pl: "Azja Południowo-Wschodnia", nl: "Zuidoost-Azië", cs: "Jihovýchodní Asie", pt: "Sudeste Asiático", tr: "Güneydoğu Asya", ko: "동남아시아", vi: "Đông Nam Á", th: "เอเชียตะวันออกเฉียงใต้", lt: "Pietryčių Azija", ar: "جنوب شرق آسيا" } },
];

type Session = {
  id: number;
  siteId: number;
  languageId: number;
  certificationReleaseId: number;
  regionId: number;
  practicalExamName: string;
  /** Onsite 0, online 1. */
  type: 0 | 1;
  trainerName: string;
  location: string;
  capacity: number;
  /** Seats taken by learners outside the demo accounts. */
  taken: number;
  /** Start from the seeding moment (rounded up to the hour), and length. */
  startsIn: number;
  hours: number;
  timeZone: string;
  countryCode: string;
  enrolBeforeHours: number;
  orderFood?: boolean;
};

// prettier-ignore
const sessions: Session[] = [
  { id: P.hcspLondon, siteId: 1, languageId: L.en, certificationReleaseId: 102, regionId: R.ukIreland, practicalExamName: "HCSP practical exam: recorders, storage and HikCentral", type: 0, trainerName: "Marta Kowalska", location: "Academy Training Centre, 14 Kingsway, London WC2B 6UN", capacity: 12, taken: 3, startsIn: 35 * DAY, hours: 4, timeZone: "Europe/London", countryCode: "GB", enrolBeforeHours: 72, orderFood: true },
  { id: P.hcspMunichNearlyFull, siteId: 1, languageId: L.en, certificationReleaseId: 102, regionId: R.dach, practicalExamName: "HCSP practical exam: recorders, storage and HikCentral", type: 0, trainerName: "Omar Haddad", location: "Academy Partner Centre, Leopoldstraße 31, 80802 München", capacity: 8, taken: 7, startsIn: 18 * DAY, hours: 4, timeZone: "Europe/Berlin", countryCode: "DE", enrolBeforeHours: 48 },
  { id: P.hcspSingapore, siteId: 1, languageId: L.en, certificationReleaseId: 102, regionId: R.southeastAsia, practicalExamName: "HCSP practical exam: recorders, storage and HikCentral", type: 0, trainerName: "Li Wei", location: "Academy Partner Centre, 1 Fusionopolis Way, Singapore 138632", capacity: 10, taken: 2, startsIn: 28 * DAY, hours: 4, timeZone: "Asia/Singapore", countryCode: "SG", enrolBeforeHours: 48 },
  { id: P.hcspPast, siteId: 1, languageId: L.en, certificationReleaseId: 102, regionId: R.ukIreland, practicalExamName: "HCSP practical exam: recorders, storage and HikCentral", type: 0, trainerName: "Marta Kowalska", location: "Academy Training Centre, 14 Kingsway, London WC2B 6UN", capacity: 12, taken: 10, startsIn: -30 * DAY, hours: 4, timeZone: "Europe/London", countryCode: "GB", enrolBeforeHours: 72 },
  { id: P.hcseOnline, siteId: 1, languageId: L.en, certificationReleaseId: 103, regionId: R.southeastAsia, practicalExamName: "HCSE online practical exam: system design defence", type: 1, trainerName: "Li Wei", location: "Online (the link is sent once approved)", capacity: 6, taken: 1, startsIn: 21 * DAY, hours: 1, timeZone: "Asia/Singapore", countryCode: "SG", enrolBeforeHours: 24 },
  { id: P.hcseDublin, siteId: 1, languageId: L.en, certificationReleaseId: 103, regionId: R.ukIreland, practicalExamName: "HCSE practical exam: large-scale troubleshooting", type: 0, trainerName: "James O'Neill", location: "Academy Partner Centre, 2 Grand Canal Square, Dublin D02 A342", capacity: 10, taken: 4, startsIn: 49 * DAY, hours: 6, timeZone: "Europe/Dublin", countryCode: "IE", enrolBeforeHours: 72, orderFood: true },
  { id: P.arHcspDubai, siteId: 3, languageId: L.ar, certificationReleaseId: 202, regionId: R.middleEast, practicalExamName: "الاختبار العملي HCSP: أجهزة التسجيل والتخزين", type: 0, trainerName: "Omar Haddad", location: "Academy Partner Centre, Dubai Silicon Oasis, Dubai", capacity: 12, taken: 5, startsIn: 30 * DAY, hours: 4, timeZone: "Asia/Dubai", countryCode: "AE", enrolBeforeHours: 72, orderFood: true },
  { id: P.arHcspRiyadh, siteId: 3, languageId: L.ar, certificationReleaseId: 202, regionId: R.middleEast, practicalExamName: "الاختبار العملي HCSP: أجهزة التسجيل والتخزين", type: 0, trainerName: "Layla Nasser", location: "Academy Partner Centre, King Fahd Road, Riyadh", capacity: 10, taken: 2, startsIn: 52 * DAY, hours: 4, timeZone: "Asia/Riyadh", countryCode: "SA", enrolBeforeHours: 72 },
];

/**
 * The demo's practical exam regions and sessions, placed around the moment of
 * seeding: for HCSP and HCSE on /en in several regions (one nearly full, one
 * past) and for HCSP on /ar. Seeding again moves them with the clock; a
 * session's seats taken are the seed's own count plus the live enrolments it
 * has, so they stay true to what learners enrolled.
 */
export async function seedPracticalExams(tx: Tx): Promise<void> {
  const now = Date.now();
  // Start on the hour, so the sessions read like real ones.
  const base = Math.ceil(now / HOUR) * HOUR;
  await upsert(tx, practicalExamRegions, regionRows, [practicalExamRegions.id]);
  await upsert(
    tx,
    practicalExams,
    sessions.map(({ taken: _taken, startsIn, hours, ...session }) => {
      const startsAt = new Date(base + startsIn);
      return {
        ...session,
        orderFood: session.orderFood ?? false,
        startsAt,
        endsAt: new Date(startsAt.getTime() + hours * HOUR),
        publishedAt: new Date(now - 60 * DAY),
      };
    }),
    [practicalExams.id],
    { updatedAt: sql`now()` },
  );
  for (const session of sessions) {
    await tx
      .update(practicalExams)
      .set({
        seatsTaken: sql`least(${practicalExams.capacity}, ${session.taken} + (
          select count(*)::int from ${practicalExamEnrolments}
          where ${practicalExamEnrolments.practicalExamId} = ${practicalExams.id}
            and ${inArray(practicalExamEnrolments.status, ["pending", "approved"])}))`,
      })
      .where(sql`${practicalExams.id} = ${session.id}`);
  }
}
