import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lte, sql } from "drizzle-orm";
import { Code } from "#contract/codes.ts";
import {
  SCHEDULE_MAX_DAYS,
  type ClassroomDetail,
  type ClassroomEnrolmentResult,
  type ClassroomSession,
  type MyClassroom,
  type ScheduledSession,
} from "#contract/classroom.ts";
import {
  cancellationOpen,
  ClassroomUserStatus,
  enrolmentClosesAt,
  enrolmentOpen,
  enrolStatusOf,
  LIVE_ENROLMENT_STATES,
  seatApprovedAtOnce,
  userStatusOf,
  type ClassroomEnrolmentState,
} from "#contract/classroom-rules.ts";
import type { Db } from "#db/client.ts";
import { classroomEnrolments, classrooms } from "#db/schema/classroom.ts";
import { lockSession } from "./session-lock.ts";
import { ApiError, badRequest, notFound } from "../../errors.ts";
import type { Scope } from "../../scope.ts";
import type { ReleaseFacts } from "../catalogue/release-facts.ts";
import type { CertificationLetter, LetterFor } from "./certification-letter.ts";
import {
  alreadyEnrolled,
  giveSeatBack,
  inOtherSession,
  onSite,
  paymentRequired,
  refusalOf,
  requireQualified,
  seatOf,
  seatStatus,
  sessionToEnrol,
  takeSeat,
  writeEnrolment,
  type ClassroomKind,
  type ClassroomRow,
  type Qualification,
} from "./seats.ts";
import type { Waiting, WaitingList } from "./waiting-list.service.ts";

export type { ClassroomKind } from "./seats.ts";

export type ClassroomDeps = {
  db: Db;
  releases: ReleaseFacts;
  /** The certification releases the learner is enrolled in (enrolment's read port). */
  registrations: { liveCertificationReleaseIds(userId: number): Promise<number[]> };
  /** The sessions' waiting lists: read with the sessions, served when a seat frees. */
  waitingList: WaitingList;
  /** Enrolment's prerequisite rule, which a seat of certification training needs too. */
  qualification: Qualification;
  /** The server's clock: enrolment windows and the 24-hour cancel rule are decided by it. */
  clock?: () => Date;
};

export type ClassroomFilter = {
  type?: number | undefined;
  format?: number | undefined;
  upcoming: boolean;
};

export type EnrolInput = {
  classroomId: number;
  dietaryRequirements?: string | undefined;
  allergies?: string | undefined;
};

/** What the learner's standing in a session is read from. */
type Standing = { state: ClassroomEnrolmentState | null; inOther: boolean };

const live = inArray(classroomEnrolments.status, [...LIVE_ENROLMENT_STATES]);
/** Enrolments the approver has decided on (approved or rejected), and what follows approval. */
const decided = inArray(classroomEnrolments.status, [
  "approved",
  "rejected",
  "checked_in",
  "finished",
  "absent",
]);

/** At most this many sessions in one schedule answer (a hundred days of a busy site). */
const SCHEDULE_MAX_SESSIONS = 500;
const DAY = 86_400_000;
const startOfDay = (date: Date) => new Date(Math.floor(date.getTime() / DAY) * DAY);

/** How many sessions the home page recommends. */
const HOME_RECOMMENDATIONS = 6;

/**
 * Classroom training (issue 12; learner §4 and §7, frame §3–§5): the sessions
 * of a certification release or of non-certification training, and enrolling
 * in and cancelling them. Seats are counted on the session's row: an
 * enrolment takes one with `seats_taken < capacity` in the same transaction
 * as it is written, so concurrent enrolments never oversell a session; one
 * live enrolment per learner and session (10024), and per learner and
 * certification release (10015), are unique indexes.
 */
export function createClassrooms(deps: ClassroomDeps) {
  const { db, releases, registrations, waitingList } = deps;
  const clock = deps.clock ?? (() => new Date());

  const filtered = (filter: ClassroomFilter, now: Date) =>
    and(
      filter.type === undefined ? undefined : eq(classrooms.type, filter.type),
      filter.format === undefined ? undefined : eq(classrooms.format, filter.format),
      filter.upcoming ? gt(classrooms.endsAt, now) : undefined,
    );

  /**
   * The learner's latest enrolment in each of these sessions, and the
   * certification releases in which they hold a live one: two queries
   * whatever the number of sessions.
   */
  async function standings(
    userId: number | null,
    sessions: readonly ClassroomRow[],
  ): Promise<(session: ClassroomRow) => Standing> {
    if (userId === null || sessions.length === 0) return () => ({ state: null, inOther: false });
    const releaseIds = [
      ...new Set(
        sessions.flatMap((s) =>
          s.certificationReleaseId === null ? [] : [s.certificationReleaseId],
        ),
      ),
    ];
    const [own, liveInReleases] = await Promise.all([
      db
        .select({
          classroomId: classroomEnrolments.classroomId,
          status: classroomEnrolments.status,
        })
        .from(classroomEnrolments)
        .where(
          and(
            eq(classroomEnrolments.userId, userId),
            inArray(
              classroomEnrolments.classroomId,
              sessions.map((s) => s.id),
            ),
          ),
        )
        .orderBy(asc(classroomEnrolments.id)),
      releaseIds.length === 0
        ? Promise.resolve([])
        : db
            .select({
              classroomId: classroomEnrolments.classroomId,
              releaseId: classroomEnrolments.certificationReleaseId,
            })
            .from(classroomEnrolments)
            .where(
              and(
                eq(classroomEnrolments.userId, userId),
                inArray(classroomEnrolments.certificationReleaseId, releaseIds),
                live,
              ),
            ),
    ]);
    // The latest row wins: a cancelled enrolment followed by a new one shows the new one.
    const latest = new Map(own.map((row) => [row.classroomId, row.status]));
    const liveIn = new Map(liveInReleases.map((row) => [row.releaseId, row.classroomId]));
    return (session) => {
      const holder =
        session.certificationReleaseId === null
          ? undefined
          : liveIn.get(session.certificationReleaseId);
      return {
        state: latest.get(session.id) ?? null,
        inOther: holder !== undefined && holder !== session.id,
      };
    };
  }

  /**
   * Whether a seat of each session is approved at once (decision 0047), from the approval
   * policies of their certifications: one query whatever the number of sessions.
   */
  async function approvals(rows: readonly ClassroomRow[]): Promise<(row: ClassroomRow) => boolean> {
    const admissions = await releases.admissionOfReleases(
      rows.flatMap((row) =>
        row.certificationReleaseId === null ? [] : [row.certificationReleaseId],
      ),
    );
    return (row) =>
      seatApprovedAtOnce(
        row,
        row.certificationReleaseId === null
          ? null
          : (admissions.get(row.certificationReleaseId)?.approvalPolicy ?? "manual"),
      );
  }

  function sessionOf(
    row: ClassroomRow,
    standing: Standing,
    waiting: Waiting,
    loggedIn: boolean,
    autoApprove: boolean,
    now: Date,
  ): ClassroomSession {
    const window = row;
    // The live link is the session's door: only learners let in see it.
    const admitted = standing.state === "approved" || standing.state === "checked_in";
    return {
      id: row.id,
      classroomName: row.classroomName,
      description: row.description,
      certificationReleaseId: row.certificationReleaseId,
      certificated: row.certificated,
      type: row.type,
      format: row.format,
      credits: row.credits,
      trainerName: row.trainerName,
      capacity: row.capacity,
      remainingSeats: row.capacity - row.seatsTaken,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      timeZone: row.timeZone,
      countryCode: row.countryCode,
      languageId: row.languageId,
      location: row.location,
      enrolmentClosesAt: enrolmentClosesAt(window).toISOString(),
      orderFood: row.orderFood,
      autoApprove,
      enrolStatus: enrolStatusOf(standing.state, window, now),
      userStatus: userStatusOf({ loggedIn, ...standing }),
      liveLink: admitted && row.liveLink ? row.liveLink : null,
      livePassword: admitted && row.livePassword ? row.livePassword : null,
      ...waiting,
      feeMinor: row.feeMinor,
      currency: row.currency,
    };
  }

  async function sessionsFor(
    userId: number | null,
    rows: ClassroomRow[],
    now: Date,
  ): Promise<ClassroomSession[]> {
    const [standingOf, waitingOf, approvedAtOnce] = await Promise.all([
      standings(userId, rows),
      waitingList.of(userId, rows),
      approvals(rows),
    ]);
    return rows.map((row) =>
      sessionOf(row, standingOf(row), waitingOf(row), userId !== null, approvedAtOnce(row), now),
    );
  }

  /**
   * Frame §8 code 10012: a learner whose training of the release has been
   * approved or rejected cannot be invited to it again, only to its
   * practical exam.
   */
  async function checkNotTrainedYet(userId: number, releaseId: number): Promise<void> {
    const [row] = await db
      .select({ id: classroomEnrolments.id })
      .from(classroomEnrolments)
      .where(
        and(
          eq(classroomEnrolments.userId, userId),
          eq(classroomEnrolments.certificationReleaseId, releaseId),
          decided,
        ),
      )
      .limit(1);
    if (row)
      throw new ApiError(
        Code.traineeOnlyInvitedToPracticalExam,
        "Your training of this certification has been decided: an invitation letter can only invite you to its practical exam",
      );
  }

  function resultOf(
    session: ClassroomRow,
    seatsTaken: number,
    status: "pending" | "approved" | "cancelled",
    now: Date,
  ): ClassroomEnrolmentResult {
    const state = status === "cancelled" ? null : status;
    return {
      classroomId: session.id,
      status,
      enrolStatus: enrolStatusOf(state, session, now),
      userStatus: userStatusOf({ loggedIn: true, state, inOther: false }),
      remainingSeats: session.capacity - seatsTaken,
    };
  }

  return {
    /** POST /certification/classroom/getOfCertification: a certification release's sessions. */
    async ofCertification(
      scope: Scope,
      userId: number | null,
      releaseId: number,
      filter: ClassroomFilter,
    ): Promise<ClassroomSession[]> {
      const release = await releases.certification(scope, releaseId);
      if (!release) throw notFound("No such certification");
      const now = clock();
      const rows = await db
        .select()
        .from(classrooms)
        .where(
          and(
            onSite(scope, now),
            eq(classrooms.certificationReleaseId, release.releaseId),
            filtered(filter, now),
          ),
        )
        .orderBy(asc(classrooms.startsAt), asc(classrooms.id));
      return sessionsFor(userId, rows, now);
    },

    /**
     * GET /certification/classroom/getById: one session of this site for its
     * detail page (frame §2), past ones too (those who attended evaluate it
     * there), with the learner's standing and the certification it trains for.
     * Hidden where the lists hide it (onSite): another site's session, a draft,
     * or instructor-led training where the tenant hides it is not found.
     */
    async byId(scope: Scope, userId: number | null, id: number): Promise<ClassroomDetail> {
      const now = clock();
      const [row] = await db
        .select()
        .from(classrooms)
        .where(and(eq(classrooms.id, id), onSite(scope, now)));
      if (!row) throw notFound("No such classroom");
      const [[session], release] = await Promise.all([
        sessionsFor(userId, [row], now),
        row.certificationReleaseId === null
          ? Promise.resolve(null)
          : releases.certification(scope, row.certificationReleaseId),
      ]);
      return {
        ...session!,
        certificationName: release?.certificationName ?? null,
        versionLabel: release?.versionLabel ?? null,
      };
    },

    /**
     * POST /certification/classroom/getOfCertificateType: the schedule of a
     * track (frame §2 classroom calendar and list) — the sessions of the
     * kind's certifications on this site starting in a range of days, by the
     * calendar's filters (training method, country, language).
     */
    async ofKind(
      scope: Scope,
      userId: number | null,
      input: {
        kind: number;
        type?: number | undefined;
        countryCode?: string | undefined;
        sessionLanguageId?: number | undefined;
        from?: string | undefined;
        to?: string | undefined;
      },
    ): Promise<ScheduledSession[]> {
      const now = clock();
      const from = input.from ? new Date(`${input.from}T00:00:00Z`) : startOfDay(now);
      const to = input.to
        ? new Date(`${input.to}T23:59:59.999Z`)
        : new Date(from.getTime() + SCHEDULE_MAX_DAYS * DAY);
      if (to < from || to.getTime() - from.getTime() > (SCHEDULE_MAX_DAYS + 1) * DAY)
        throw badRequest({ to: `At most ${SCHEDULE_MAX_DAYS} days after from` });
      const releasesOfKind = await releases.releasesOfKind(scope, input.kind);
      if (releasesOfKind.length === 0) return [];
      const named = new Map(releasesOfKind.map((release) => [release.releaseId, release]));
      const rows = await db
        .select()
        .from(classrooms)
        .where(
          and(
            onSite(scope, now),
            inArray(classrooms.certificationReleaseId, [...named.keys()]),
            gte(classrooms.startsAt, from),
            lte(classrooms.startsAt, to),
            input.type === undefined ? undefined : eq(classrooms.type, input.type),
            input.countryCode === undefined
              ? undefined
              : eq(classrooms.countryCode, input.countryCode),
            input.sessionLanguageId === undefined
              ? undefined
              : eq(classrooms.languageId, input.sessionLanguageId),
          ),
        )
        .orderBy(asc(classrooms.startsAt), asc(classrooms.id))
        .limit(SCHEDULE_MAX_SESSIONS);
      return (await sessionsFor(userId, rows, now)).map((session) => {
        const release = named.get(session.certificationReleaseId!)!;
        return {
          ...session,
          certificationName: release.certificationName,
          versionLabel: release.versionLabel,
        };
      });
    },

    /** POST /certification/classroom/getNonCertificationList: webinars, workshops and seminars of the site. */
    async nonCertificationList(
      scope: Scope,
      userId: number | null,
      input: ClassroomFilter & { pageNum: number; pageSize: number },
    ): Promise<{ rows: ClassroomSession[]; total: number }> {
      const now = clock();
      const where = and(
        onSite(scope, now),
        isNull(classrooms.certificationReleaseId),
        filtered(input, now),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(classrooms)
          .where(where)
          .orderBy(asc(classrooms.startsAt), asc(classrooms.id))
          .limit(input.pageSize)
          .offset((input.pageNum - 1) * input.pageSize),
        db.select({ n: count() }).from(classrooms).where(where),
      ]);
      return { rows: await sessionsFor(userId, rows, now), total: total!.n };
    },

    /**
     * POST /user/registration/enrollClassroom and nonCertificatedClassroom/enroll:
     * takes a seat and writes the enrolment in one transaction; pending until
     * the site's approver decides, approved at once where the session says so
     * or with an invitation letter of the session's certification release.
     */
    async enrol(
      scope: Scope,
      userId: number,
      kind: ClassroomKind,
      input: EnrolInput,
      letterFor?: LetterFor,
    ): Promise<ClassroomEnrolmentResult> {
      const now = clock();
      // What refuses an enrolment is read before any lock is taken, so a full or closed
      // session answers at once instead of queueing behind the enrolments under way; the
      // locked update and the unique indexes below decide every race.
      const [session, enrolled] = await Promise.all([
        sessionToEnrol(db, scope, kind, input.classroomId, now),
        seatOf(db, userId, input.classroomId),
      ]);
      // A letter is for the training of a certification release: the code's checks come
      // first, so a wrong code is what the learner hears about before any other rule.
      let letter: CertificationLetter | undefined;
      if (letterFor && session.certificationReleaseId !== null) {
        letter = await letterFor(session.certificationReleaseId);
        await checkNotTrainedYet(userId, session.certificationReleaseId);
      }
      if (enrolled) throw alreadyEnrolled();
      // Paid training is enrolled in by paying (decision 0023): a seat of it is held only
      // for an order, and confirmed once the order is paid.
      if (session.feeMinor !== null) throw paymentRequired();
      // What enrolling in a certification asks first (learner §4, frame §5): the personal
      // information the site requires, then what its training admits by (decisions 0045, 0047).
      await deps.qualification.checkSupplementInfo(scope, userId);
      await requireQualified(deps.qualification, scope, userId, session, { letter: !!letter });
      if (!enrolmentOpen(session, now))
        throw new ApiError(Code.enrolmentExpired, "Enrolment in this classroom has closed");
      if (session.seatsTaken >= session.capacity)
        throw new ApiError(Code.trainingFull, "This classroom is full");
      const status = letter ? "approved" : await seatStatus(releases, session);
      return db.transaction(async (tx) => {
        // The seat first: the row lock orders concurrent enrolments, and the condition is
        // evaluated again on the row as the one before left it.
        const seatsTaken = await takeSeat(tx, session.id, now);
        if (seatsTaken === null) throw new ApiError(Code.trainingFull, "This classroom is full");
        const enrolment = await writeEnrolment(tx, session, {
          userId,
          status,
          dietaryRequirements: input.dietaryRequirements,
          allergies: input.allergies,
          invitationCode: letter?.code,
          now,
        });
        // A racing request of the same learner won (this session), or they hold another
        // session of the certification; throwing rolls the seat back.
        if (enrolment === null)
          throw (await refusalOf(tx, userId, session.id)) === "enrolled"
            ? alreadyEnrolled()
            : inOtherSession();
        // The code is used only by an enrolment that stands: a refusal above leaves it unused.
        // The letter approves the learner's enrolment in the certification too (decision 0047).
        if (letter) {
          await letter.claim(tx);
          await deps.qualification.enrolWithLetter(tx, scope, {
            userId,
            releaseId: session.certificationReleaseId!,
            code: letter.code,
            now,
          });
        }
        // Seated now, the learner no longer waits for a seat of the session.
        await waitingList.endOwn(tx, userId, session.id, now);
        return resultOf(session, seatsTaken, status, now);
      });
    },

    /**
     * POST /user/registration/cancelClassroom and nonCertificatedClassroom/cancel:
     * the learner's own pending or approved enrolment, not within 24 hours
     * before the start (10011); the seat is given back in the same transaction,
     * to the first waiting learner who can take it (decision 0019), who is
     * e-mailed (in the same transaction) a link on `origin`.
     */
    async cancel(
      scope: Scope,
      userId: number,
      kind: ClassroomKind,
      classroomId: number,
      origin: string,
    ): Promise<ClassroomEnrolmentResult> {
      const now = clock();
      return db.transaction(async (tx) => {
        const session = await sessionToEnrol(tx, scope, kind, classroomId, now);
        await lockSession(tx, classrooms, session.id);
        const own = await seatOf(tx, userId, session.id);
        if (own?.status !== "pending" && own?.status !== "approved")
          throw notFound("No enrolment in this classroom to cancel");
        // Frame §9: paid training is non-refundable; support reschedules it free of charge.
        if (session.feeMinor !== null)
          throw badRequest(
            { classroomId: "Paid training is non-refundable: contact support to reschedule" },
            "Paid training: contact support to reschedule",
          );
        if (!cancellationOpen(session.startsAt, now))
          throw new ApiError(
            Code.noCancelWithin24Hours,
            "An enrolment cannot be cancelled within 24 hours before the start",
          );
        const [cancelled] = await tx
          .update(classroomEnrolments)
          .set({ status: "cancelled", cancelledAt: now, updatedAt: now })
          .where(
            and(
              eq(classroomEnrolments.userId, userId),
              eq(classroomEnrolments.classroomId, session.id),
              inArray(classroomEnrolments.status, ["pending", "approved"]),
            ),
          )
          .returning({ id: classroomEnrolments.id });
        if (!cancelled) throw notFound("No enrolment in this classroom to cancel");
        const seatsTaken = await giveSeatBack(tx, session.id, now);
        const promotion = await waitingList.promote(tx, session, now);
        await waitingList.announce(tx, promotion, origin);
        return resultOf(session, promotion?.seatsTaken ?? seatsTaken, "cancelled", now);
      });
    },

    /**
     * POST /certification/recommendation/getHomePageClassroom: sessions of this
     * site still taking enrolments with seats left, those of the learner's
     * certifications first, then the soonest; none the learner is enrolled in.
     */
    async homeRecommendations(scope: Scope, userId: number): Promise<ClassroomSession[]> {
      const now = clock();
      const [enrolledIn, candidates] = await Promise.all([
        registrations.liveCertificationReleaseIds(userId),
        db
          .select()
          .from(classrooms)
          .where(
            and(
              onSite(scope, now),
              gt(classrooms.endsAt, now),
              sql`${classrooms.seatsTaken} < ${classrooms.capacity}`,
            ),
          )
          .orderBy(asc(classrooms.startsAt), asc(classrooms.id))
          .limit(50),
      ]);
      const mine = new Set(enrolledIn);
      const open = candidates.filter((row) => enrolmentOpen(row, now));
      const sessions = await sessionsFor(userId, open, now);
      const free = sessions.filter(
        (session) => session.userStatus === ClassroomUserStatus.unenrolled,
      );
      const ofMine = (session: ClassroomSession) =>
        session.certificationReleaseId !== null && mine.has(session.certificationReleaseId) ? 0 : 1;
      // A stable sort: the soonest first within each group.
      return free.sort((a, b) => ofMine(a) - ofMine(b)).slice(0, HOME_RECOMMENDATIONS);
    },

    /** The learner's live enrolment in a session, with the session, for its calendar file. */
    async calendarEntry(userId: number, classroomId: number) {
      const [row] = await db
        .select({ session: classrooms, status: classroomEnrolments.status })
        .from(classroomEnrolments)
        .innerJoin(classrooms, eq(classrooms.id, classroomEnrolments.classroomId))
        .where(
          and(
            eq(classroomEnrolments.userId, userId),
            eq(classroomEnrolments.classroomId, classroomId),
            live,
          ),
        );
      if (!row) throw notFound("No enrolment in this classroom");
      return { session: row.session, status: row.status as (typeof LIVE_ENROLMENT_STATES)[number] };
    },

    /** POST /user/registration/getClassroomByUserId: the learner's enrolments on this site, newest first. */
    async mine(scope: Scope, userId: number): Promise<MyClassroom[]> {
      const now = clock();
      const rows = await db
        .select({ enrolment: classroomEnrolments, session: classrooms })
        .from(classroomEnrolments)
        .innerJoin(classrooms, eq(classrooms.id, classroomEnrolments.classroomId))
        .where(
          and(
            eq(classroomEnrolments.userId, userId),
            eq(classroomEnrolments.siteId, scope.site.id),
          ),
        )
        .orderBy(desc(classroomEnrolments.createdAt), desc(classroomEnrolments.id));
      const liveReleases = new Map(
        rows
          .filter(({ enrolment }) =>
            (LIVE_ENROLMENT_STATES as readonly string[]).includes(enrolment.status),
          )
          .flatMap(({ enrolment }) =>
            enrolment.certificationReleaseId === null
              ? []
              : [[enrolment.certificationReleaseId, enrolment.classroomId] as const],
          ),
      );
      const sessions = rows.map(({ session }) => session);
      const [waitingOf, approvedAtOnce] = await Promise.all([
        waitingList.of(userId, sessions),
        approvals(sessions),
      ]);
      return rows.map(({ enrolment, session }) => {
        const holder =
          session.certificationReleaseId === null
            ? undefined
            : liveReleases.get(session.certificationReleaseId);
        return {
          ...sessionOf(
            session,
            { state: enrolment.status, inOther: holder !== undefined && holder !== session.id },
            waitingOf(session),
            true,
            approvedAtOnce(session),
            now,
          ),
          enrolmentId: enrolment.id,
          status: enrolment.status,
          enrolledAt: enrolment.createdAt.toISOString(),
          dietaryRequirements: enrolment.dietaryRequirements,
          allergies: enrolment.allergies,
        };
      });
    },
  };
}

export type Classrooms = ReturnType<typeof createClassrooms>;
