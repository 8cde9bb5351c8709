import { inArray, sql } from "drizzle-orm";
import { SEAT_HOLDING_STATES } from "#contract/classroom-rules.ts";
import { classroomEnrolments, classrooms } from "../../schema/classroom.ts";
import { upsert, type Tx } from "../write.ts";
import { LanguageId as L } from "./languages.ts";

/** Classroom session ids (9001-9099) other code and tests rely on. */
export const ClassroomId = {
  /** HCSP on /en: onsite workshop in Hangzhou's partner centre, next month. */
  hcspOnsite: 9001,
  /** HCSP on /en: onsite, nearly full (one seat left). */
  hcspNearlyFull: 9002,
  /** HCSP on /en: onsite, held last month. */
  hcspPast: 9003,
  /** HCSE on /en: online workshop running now. */
  hcseOnlineNow: 9004,
  /** HCSE on /en: online workshop in three weeks (reviewed by the approver, like every HCSE seat). */
  hcseOnline: 9005,
  /** CGSP on /en: online seminar, starting in 12 hours (cancelling is closed). */
  cgspOnlineSoon: 9006,
  /** CGSP on /en: onsite workshop in Madrid in ten days, full, with learners on its waiting list. */
  cgspFull: 9007,
  /** Non-certification webinar on /en, next week, with a live link. */
  webinar: 9011,
  /** Non-certification onsite workshop on /en with a meal (dietary requirements asked). */
  workshop: 9012,
  /** Non-certification seminar on /en, certificated, in two weeks. */
  seminar: 9013,
  /** Paid non-certification online workshop on /en (USD, approved once paid: decision 0023). */
  paidWorkshop: 9014,
  /** Paid non-certification workshop in London on /uk (GBP with UK VAT: decision 0053). */
  ukPaidWorkshop: 9015,
  /** HCSP on /ar: onsite in Dubai. */
  arHcspOnsite: 9021,
  /** Non-certification webinar on /ar. */
  arWebinar: 9022,
  /** Paid non-certification workshop on /ar (AED). */
  arPaidWorkshop: 9023,
} as const;

const C = ClassroomId;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Session = {
  id: number;
  siteId: number;
  languageId: number;
  certificationReleaseId: number | null;
  certificated?: boolean;
  classroomName: string;
  description: string;
  type: 0 | 1;
  format: 0 | 1 | 2;
  credits: number;
  trainerName: string;
  capacity: number;
  /** Seats taken by learners outside the demo accounts. */
  taken?: number;
  /** Start from the seeding moment (rounded up to the hour unless `exact`), and length. */
  startsIn: number;
  /** Start exactly `startsIn` from the seeding moment: a session running now stays open for a while. */
  exact?: boolean;
  hours: number;
  timeZone: string;
  countryCode: string;
  location?: string;
  liveLink?: string;
  livePassword?: string;
  enrolBeforeHours?: number;
  enrolAfterHours?: number;
  autoApprove?: boolean;
  orderFood?: boolean;
  /** Paid training: the fee per person in minor units, in its site's currency (decisions 0023, 0053). */
  fee?: { minor: number; currency: string };
};

// prettier-ignore
const sessions: Session[] = [
  { id: C.hcspOnsite, siteId: 1, languageId: L.en, certificationReleaseId: 102, classroomName: "HCSP onsite workshop: NVRs and storage in practice", description: "Two days of hands-on configuration of recorders, RAID and storage planning with a certified trainer.", type: 0, format: 1, credits: 3, trainerName: "Marta Kowalska", capacity: 20, taken: 6, startsIn: 30 * DAY, hours: 8, timeZone: "Europe/London", countryCode: "GB", location: "Academy Training Centre, 14 Kingsway, London WC2B 6UN", enrolBeforeHours: 48, orderFood: true },
  { id: C.hcspNearlyFull, siteId: 1, languageId: L.en, certificationReleaseId: 102, classroomName: "HCSP onsite workshop: video walls and decoding", description: "A one-day workshop on decoders, video walls and monitoring centres.", type: 0, format: 1, credits: 2, trainerName: "Omar Haddad", capacity: 12, taken: 11, startsIn: 9 * DAY, hours: 7, timeZone: "Europe/Berlin", countryCode: "DE", location: "Academy Partner Centre, Leopoldstraße 31, 80802 München", enrolBeforeHours: 24 },
  { id: C.hcspPast, siteId: 1, languageId: L.en, certificationReleaseId: 102, classroomName: "HCSP onsite workshop: storage sizing", description: "Sizing storage for large camera estates.", type: 0, format: 1, credits: 2, trainerName: "Marta Kowalska", capacity: 16, taken: 14, startsIn: -30 * DAY, hours: 7, timeZone: "Europe/London", countryCode: "GB", location: "Academy Training Centre, 14 Kingsway, London WC2B 6UN" },
  { id: C.hcseOnlineNow, siteId: 1, languageId: L.en, certificationReleaseId: 103, classroomName: "HCSE online workshop: deep-learning analytics", description: "Live configuration of perimeter protection and face analytics, with questions.", type: 1, format: 1, credits: 2, trainerName: "Li Wei", capacity: 40, taken: 21, startsIn: -HOUR / 2, exact: true, hours: 3, timeZone: "Asia/Shanghai", countryCode: "CN", liveLink: "https://meet.academy.example/hcse-analytics", livePassword: "HCSE-2026", enrolAfterHours: 2 },
  { id: C.hcseOnline, siteId: 1, languageId: L.en, certificationReleaseId: 103, classroomName: "HCSE online workshop: system design review", description: "Bring a design; we review it together against the HCSE checklist.", type: 1, format: 1, credits: 2, trainerName: "Li Wei", capacity: 30, taken: 4, startsIn: 21 * DAY, hours: 3, timeZone: "Asia/Shanghai", countryCode: "CN", liveLink: "https://meet.academy.example/hcse-design", livePassword: "DESIGN-21" },
  { id: C.cgspOnlineSoon, siteId: 1, languageId: L.en, certificationReleaseId: 112, classroomName: "CGSP online seminar: access control integration", description: "Wiring, controllers and integration with video management.", type: 1, format: 0, credits: 1, trainerName: "Sofia Rossi", capacity: 50, taken: 17, startsIn: 12 * HOUR, hours: 2, timeZone: "Europe/Rome", countryCode: "IT", liveLink: "https://meet.academy.example/cgsp-access", livePassword: "ACCESS-12" },
  { id: C.cgspFull, siteId: 1, languageId: L.en, certificationReleaseId: 112, classroomName: "CGSP onsite workshop: commissioning access control", description: "A hands-on day commissioning door controllers, readers and alarms; lunch is served.", type: 0, format: 1, credits: 2, trainerName: "Sofia Rossi", capacity: 14, taken: 14, startsIn: 10 * DAY, hours: 7, timeZone: "Europe/Madrid", countryCode: "ES", location: "Academy Partner Centre, Calle de Alcalá 120, 28009 Madrid", enrolBeforeHours: 48, orderFood: true },
  { id: C.webinar, siteId: 1, languageId: L.en, certificationReleaseId: null, classroomName: "Webinar: what's new in network video recorders", description: "A one-hour tour of this year's recorder line-up, with live questions.", type: 1, format: 2, credits: 0, trainerName: "James O'Neill", capacity: 500, taken: 132, startsIn: 7 * DAY, hours: 1, timeZone: "Europe/Dublin", countryCode: "IE", liveLink: "https://meet.academy.example/webinar-nvr", livePassword: "NVR-LIVE", autoApprove: true },
  { id: C.workshop, siteId: 1, languageId: L.en, certificationReleaseId: null, classroomName: "Workshop: installing intrusion alarm panels", description: "A practical day wiring and programming intrusion panels; lunch is served.", type: 0, format: 1, credits: 0, trainerName: "Hannah Schmidt", capacity: 16, taken: 5, startsIn: 14 * DAY, hours: 7, timeZone: "Europe/London", countryCode: "GB", location: "Academy Training Centre, 14 Kingsway, London WC2B 6UN", enrolBeforeHours: 72, orderFood: true },
  { id: C.seminar, siteId: 1, languageId: L.en, certificationReleaseId: null, certificated: true, classroomName: "Seminar: cybersecurity for video systems", description: "Hardening cameras, recorders and networks; attendees receive a certificate of attendance.", type: 1, format: 0, credits: 0, trainerName: "Sofia Rossi", capacity: 200, taken: 48, startsIn: 15 * DAY, hours: 2, timeZone: "Europe/Rome", countryCode: "IT", liveLink: "https://meet.academy.example/seminar-cyber", livePassword: "CYBER-15" },
  { id: C.paidWorkshop, siteId: 1, languageId: L.en, certificationReleaseId: null, classroomName: "Paid online workshop: designing camera systems for retail", description: "A paid live day online planning camera coverage, storage and analytics for a retail store, with a certified trainer; seats are confirmed once the order is paid.", type: 1, format: 1, credits: 0, trainerName: "Marta Kowalska", capacity: 12, taken: 3, startsIn: 12 * DAY, hours: 7, timeZone: "America/New_York", countryCode: "US", liveLink: "https://meet.academy.example/paid-retail", livePassword: "RETAIL-12", enrolBeforeHours: 24, autoApprove: true, fee: { minor: 49_900, currency: "USD" } },
  { id: C.ukPaidWorkshop, siteId: 2, languageId: L.en, certificationReleaseId: null, classroomName: "Paid workshop: designing camera systems for retail", description: "A paid hands-on day planning camera coverage, storage and analytics for a retail store, with a certified trainer; seats are confirmed once the order is paid.", type: 0, format: 1, credits: 0, trainerName: "Marta Kowalska", capacity: 12, taken: 3, startsIn: 12 * DAY, hours: 7, timeZone: "Europe/London", countryCode: "GB", location: "Academy Training Centre, 14 Kingsway, London WC2B 6UN", enrolBeforeHours: 24, autoApprove: true, fee: { minor: 39_900, currency: "GBP" } },
  { id: C.arHcspOnsite, siteId: 3, languageId: L.ar, certificationReleaseId: 202, classroomName: "ورشة HCSP الحضورية: أجهزة التسجيل والتخزين", description: "يومان من التدريب العملي على أجهزة التسجيل الشبكية وتخطيط التخزين.", type: 0, format: 1, credits: 3, trainerName: "Omar Haddad", capacity: 18, taken: 7, startsIn: 20 * DAY, hours: 8, timeZone: "Asia/Dubai", countryCode: "AE", location: "Academy Partner Centre, Dubai Silicon Oasis, Dubai", enrolBeforeHours: 48, orderFood: true },
  { id: C.arWebinar, siteId: 3, languageId: L.ar, certificationReleaseId: null, classroomName: "ندوة عبر الإنترنت: تحليلات الفيديو الذكية", description: "جولة مدتها ساعة في تحليلات الفيديو مع أسئلة مباشرة.", type: 1, format: 2, credits: 0, trainerName: "Layla Nasser", capacity: 300, taken: 40, startsIn: 10 * DAY, hours: 1, timeZone: "Asia/Dubai", countryCode: "AE", liveLink: "https://meet.academy.example/ar-analytics", livePassword: "AR-LIVE", autoApprove: true },
  { id: C.arPaidWorkshop, siteId: 3, languageId: L.ar, certificationReleaseId: null, classroomName: "ورشة مدفوعة: تصميم أنظمة الكاميرات لمتاجر التجزئة", description: "يوم عملي مدفوع لتخطيط تغطية الكاميرات والتخزين والتحليلات لمتجر تجزئة؛ يُؤكَّد المقعد عند دفع الطلب.", type: 0, format: 1, credits: 0, trainerName: "Omar Haddad", capacity: 15, taken: 4, startsIn: 18 * DAY, hours: 7, timeZone: "Asia/Dubai", countryCode: "AE", location: "Academy Partner Centre, Dubai Silicon Oasis, Dubai", enrolBeforeHours: 24, autoApprove: true, fee: { minor: 180_000, currency: "AED" } },
];

/**
 * The demo's classroom sessions, placed around the moment of seeding: past,
 * running now and to come, on /en and /ar, one nearly full, one full with a
 * waiting list (waiting-learners.ts), webinars
 * with live links. Seeding again moves them with the clock; a session's seats
 * taken are the seed's own count plus the enrolments holding a seat, so they
 * stay true to what learners enrolled.
 */
export async function seedClassrooms(tx: Tx): Promise<void> {
  const now = Date.now();
  // Start on the hour, so the sessions read like real ones.
  const base = Math.ceil(now / HOUR) * HOUR;
  await upsert(
    tx,
    classrooms,
    sessions.map(({ taken: _taken, startsIn, exact, hours, fee, ...session }) => {
      const startsAt = new Date((exact ? now : base) + startsIn);
      return {
        ...session,
        certificated: session.certificated ?? false,
        location: session.location ?? "",
        liveLink: session.liveLink ?? "",
        livePassword: session.livePassword ?? "",
        enrolBeforeHours: session.enrolBeforeHours ?? 0,
        enrolAfterHours: session.enrolAfterHours ?? 0,
        autoApprove: session.autoApprove ?? false,
        orderFood: session.orderFood ?? false,
        feeMinor: fee?.minor ?? null,
        currency: fee?.currency ?? null,
        startsAt,
        endsAt: new Date(startsAt.getTime() + hours * HOUR),
        publishedAt: new Date(now - 60 * DAY),
      };
    }),
    [classrooms.id],
    { updatedAt: sql`now()` },
  );
  await recountSeats(
    tx,
    sessions.map((session) => session.id),
  );
}

/**
 * Sets the seats taken of demo sessions to the seed's own count plus the
 * enrolments holding a seat: after the sessions are written, and again after
 * a demo learner's enrolments are (db/seed/demo/my-learning-story.ts).
 */
export async function recountSeats(tx: Tx, classroomIds: readonly number[]): Promise<void> {
  for (const session of sessions.filter((s) => classroomIds.includes(s.id))) {
    await tx
      .update(classrooms)
      .set({
        seatsTaken: sql`least(${classrooms.capacity}, ${session.taken ?? 0} + (
          select count(*)::int from ${classroomEnrolments}
          where ${classroomEnrolments.classroomId} = ${classrooms.id}
            and ${inArray(classroomEnrolments.status, [...SEAT_HOLDING_STATES])}))`,
      })
      .where(sql`${classrooms.id} = ${session.id}`);
  }
}
