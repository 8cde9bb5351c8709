import { and, asc, desc, eq, gt, inArray, isNotNull, lte, sql } from "drizzle-orm";
import { Code } from "#contract/codes.ts";
import { cancellationOpen, enrolmentClosesAt, enrolmentOpen } from "#contract/classroom-rules.ts";
import { ExamRelationType } from "#contract/exam-rules.ts";
import {
  LIVE_PRACTICAL_ENROLMENT_STATES,
  type PracticalExamCard,
  type PracticalExamEnrolmentResult,
  type PracticalExamRegion,
  type PracticalExamSession,
} from "#contract/practical-exam.ts";
import type { Db } from "#db/client.ts";
import {
  practicalExamEnrolments,
  practicalExamRegions,
  practicalExams,
} from "#db/schema/classroom.ts";
import { lockSession } from "./session-lock.ts";
import { ApiError, notFound } from "../../errors.ts";
import type { Scope } from "../../scope.ts";
import type { ReleaseFacts } from "../catalogue/release-facts.ts";
import type { CertificateFacts } from "../certificate/certificate-facts.ts";
import type { ExamFacts } from "../exam/exam-facts.ts";
import type { LetterFor } from "./certification-letter.ts";

type SessionRow = typeof practicalExams.$inferSelect;
type RegionRow = typeof practicalExamRegions.$inferSelect;
type EnrolmentRow = typeof practicalExamEnrolments.$inferSelect;

export type PracticalExamDeps = {
  db: Db;
  releases: Pick<ReleaseFacts, "certification" | "certifiedReleases">;
  /** Whether the learner passed the theory exam of a release (exam's read port). */
  exams: Pick<ExamFacts, "attemptSummaries">;
  /** The certificates the learner holds (certificate's read port): no re-enrolment while one is valid. */
  certificates: Pick<CertificateFacts, "validCertificationIds">;
  /** The server's clock: the enrolment window and the 24-hour cancel rule are decided by it. */
  clock?: () => Date;
};

export type PracticalEnrolInput = {
  practicalExamId: number;
  dietaryRequirements?: string | undefined;
  allergies?: string | undefined;
};

/** What the learner's standing in a session is read from. */
type Standing = {
  enrolment: Pick<EnrolmentRow, "status" | "result" | "score"> | null;
  inOther: boolean;
};
const noStanding: Standing = { enrolment: null, inOther: false };

const live = inArray(practicalExamEnrolments.status, [...LIVE_PRACTICAL_ENROLMENT_STATES]);

/** A region's name in the request's language pack, then its language, then English. */
function regionName(names: Record<string, string>, scope: Scope): string {
  const { languagePackId, languageSimple } = scope.language;
  return (
    names[languagePackId] ??
    names[languageSimple] ??
    names[languageSimple.split("-")[0]!] ??
    names.en ??
    Object.values(names)[0] ??
    ""
  );
}

/** A practical exam takes no late enrolments: it closes `enrolBeforeHours` before the start. */
const windowOf = (row: SessionRow) => ({ ...row, enrolAfterHours: 0 });

const alreadyRegistered = () =>
  new ApiError(Code.alreadyRegistered, "Already enrolled in this practical exam: see My Learning");
const finishCurrent = () =>
  new ApiError(
    Code.finishCurrentPracticalExam,
    "Finish or cancel your current practical exam of this certification first",
  );
const full = () => new ApiError(Code.practicalExamFull, "This practical exam is full");

/**
 * Practical exam sessions of a certification release (learner §3 and §7,
 * frame §2, §4, §5, §9): the regions and sessions of a release, the learner's
 * cards, enrolling and cancelling. Enrolling needs the theory exam of the
 * release passed (read from the exam module's facts) and no valid certificate
 * of the certification (10010). Seats are counted on the session's row like a
 * classroom's: an enrolment takes one with `seats_taken < capacity` in the
 * same transaction as it is written, so concurrent enrolments never oversell
 * (10008); one live enrolment per learner and release is a unique index
 * (10009; 10024 for the same session). New enrolments wait for the approver.
 */
export function createPracticalExams(deps: PracticalExamDeps) {
  const { db, releases, exams, certificates } = deps;
  const clock = deps.clock ?? (() => new Date());

  /** The published sessions of the scope's site (never another site's), in the tenant's regions. */
  const onSite = (scope: Scope, now: Date) =>
    and(
      eq(practicalExams.siteId, scope.site.id),
      eq(practicalExamRegions.tenantId, scope.tenant.id),
      isNotNull(practicalExams.publishedAt),
      lte(practicalExams.publishedAt, now),
    );

  /** Sessions that have not ended yet. */
  const upcoming = (now: Date) => gt(practicalExams.endsAt, now);

  const withRegion = () =>
    db
      .select({ session: practicalExams, region: practicalExamRegions })
      .from(practicalExams)
      .innerJoin(practicalExamRegions, eq(practicalExamRegions.id, practicalExams.regionId));

  /** A release of this site (in the request's language), or not found. */
  async function releaseOnSite(scope: Scope, releaseId: number) {
    const release = await releases.certification(scope, releaseId);
    if (!release) throw notFound("No such certification");
    return release;
  }

  /**
   * The learner's latest enrolment in each of these sessions, and the
   * releases in which they hold a live one: two queries whatever the number
   * of sessions.
   */
  async function standings(
    userId: number | null,
    sessions: readonly SessionRow[],
  ): Promise<(session: SessionRow) => Standing> {
    if (userId === null || sessions.length === 0) return () => noStanding;
    const releaseIds = [...new Set(sessions.map((s) => s.certificationReleaseId))];
    const [own, liveInReleases] = await Promise.all([
      db
        .select({
          practicalExamId: practicalExamEnrolments.practicalExamId,
          status: practicalExamEnrolments.status,
          result: practicalExamEnrolments.result,
          score: practicalExamEnrolments.score,
        })
        .from(practicalExamEnrolments)
        .where(
          and(
            eq(practicalExamEnrolments.userId, userId),
            inArray(
              practicalExamEnrolments.practicalExamId,
              sessions.map((s) => s.id),
            ),
          ),
        )
        .orderBy(asc(practicalExamEnrolments.id)),
      db
        .select({
          practicalExamId: practicalExamEnrolments.practicalExamId,
          releaseId: practicalExamEnrolments.certificationReleaseId,
        })
        .from(practicalExamEnrolments)
        .where(
          and(
            eq(practicalExamEnrolments.userId, userId),
            inArray(practicalExamEnrolments.certificationReleaseId, releaseIds),
            live,
          ),
        ),
    ]);
    // The latest row wins: a cancelled enrolment followed by a new one shows the new one.
    const latest = new Map(own.map(({ practicalExamId, ...row }) => [practicalExamId, row]));
    const liveIn = new Map(liveInReleases.map((row) => [row.releaseId, row.practicalExamId]));
    return (session) => {
      const holder = liveIn.get(session.certificationReleaseId);
      return {
        enrolment: latest.get(session.id) ?? null,
        inOther: holder !== undefined && holder !== session.id,
      };
    };
  }

  function sessionOf(
    scope: Scope,
    { session, region }: { session: SessionRow; region: RegionRow },
    standing: Standing,
  ): PracticalExamSession {
    return {
      id: session.id,
      practicalExamName: session.practicalExamName,
      certificationReleaseId: session.certificationReleaseId,
      type: session.type,
      trainerName: session.trainerName,
      location: session.location,
      capacity: session.capacity,
      remainingSeats: session.capacity - session.seatsTaken,
      startsAt: session.startsAt.toISOString(),
      endsAt: session.endsAt.toISOString(),
      timeZone: session.timeZone,
      countryCode: session.countryCode,
      languageId: session.languageId,
      region: { regionId: region.id, name: regionName(region.names, scope) },
      enrolmentClosesAt: enrolmentClosesAt(windowOf(session)).toISOString(),
      orderFood: session.orderFood,
      status: standing.enrolment?.status ?? null,
      result: standing.enrolment?.result ?? null,
      score: standing.enrolment?.score ?? null,
      inOtherSession: standing.inOther,
    };
  }

  async function sessionsFor(
    scope: Scope,
    userId: number | null,
    rows: { session: SessionRow; region: RegionRow }[],
  ): Promise<PracticalExamSession[]> {
    const standingOf = await standings(
      userId,
      rows.map((row) => row.session),
    );
    return rows.map((row) => sessionOf(scope, row, standingOf(row.session)));
  }

  /** The published session of this site that the call names, or not found. */
  async function sessionOnSite(
    on: Pick<Db, "select">,
    scope: Scope,
    practicalExamId: number,
    now: Date,
  ): Promise<SessionRow> {
    const [row] = await on
      .select({ session: practicalExams })
      .from(practicalExams)
      .innerJoin(practicalExamRegions, eq(practicalExamRegions.id, practicalExams.regionId))
      .where(and(eq(practicalExams.id, practicalExamId), onSite(scope, now)));
    if (!row) throw notFound("No such practical exam");
    return row.session;
  }

  /** The learner's pending or approved enrolment of a release, in any session. */
  async function liveEnrolmentOf(
    on: Pick<Db, "select">,
    userId: number,
    releaseId: number,
  ): Promise<EnrolmentRow | undefined> {
    const [row] = await on
      .select()
      .from(practicalExamEnrolments)
      .where(
        and(
          eq(practicalExamEnrolments.userId, userId),
          eq(practicalExamEnrolments.certificationReleaseId, releaseId),
          live,
        ),
      );
    return row;
  }

  /** The refusal for a live enrolment the learner already holds in the release. */
  const heldRefusal = (held: EnrolmentRow, sessionId: number) =>
    held.practicalExamId === sessionId ? alreadyRegistered() : finishCurrent();

  /** Theory passed (403 otherwise) and no valid certificate of the certification (10010). */
  async function checkEligible(userId: number, releaseId: number): Promise<void> {
    const [summaries, certified] = await Promise.all([
      exams.attemptSummaries(userId, ExamRelationType.certification, [releaseId]),
      releases.certifiedReleases([releaseId]),
    ]);
    const certificationId = certified.get(releaseId)?.certificationId;
    if (
      certificationId !== undefined &&
      (await certificates.validCertificationIds(userId, [certificationId])).has(certificationId)
    )
      throw new ApiError(
        Code.noReEnrolUntilCertificateExpires,
        "You hold a valid certificate of this certification: enrol again once it expires",
      );
    if (!summaries.some((summary) => summary.relationId === releaseId && summary.passed))
      throw new ApiError(
        Code.forbidden,
        "The practical exam requires the theory exam of this certification passed",
      );
  }

  return {
    /** POST /certification/practicalExam/getRegion: the regions with sessions of a release to come. */
    async regions(scope: Scope, releaseId: number): Promise<PracticalExamRegion[]> {
      const release = await releaseOnSite(scope, releaseId);
      const now = clock();
      const rows = await db
        .selectDistinct({ region: practicalExamRegions })
        .from(practicalExams)
        .innerJoin(practicalExamRegions, eq(practicalExamRegions.id, practicalExams.regionId))
        .where(
          and(
            onSite(scope, now),
            eq(practicalExams.certificationReleaseId, release.releaseId),
            upcoming(now),
          ),
        );
      return rows
        .map(({ region }) => region)
        .sort((a, b) => a.sort - b.sort || a.id - b.id)
        .map((region) => ({ regionId: region.id, name: regionName(region.names, scope) }));
    },

    /**
     * POST /certification/practicalExam/getOfCertification: a release's
     * sessions on this site that have not ended, soonest first, with seats
     * left and the learner's standing (visitors: none).
     */
    async ofCertification(
      scope: Scope,
      userId: number | null,
      releaseId: number,
      regionId?: number,
    ): Promise<PracticalExamSession[]> {
      const release = await releaseOnSite(scope, releaseId);
      const now = clock();
      const rows = await withRegion()
        .where(
          and(
            onSite(scope, now),
            eq(practicalExams.certificationReleaseId, release.releaseId),
            upcoming(now),
            regionId === undefined ? undefined : eq(practicalExams.regionId, regionId),
          ),
        )
        .orderBy(asc(practicalExams.startsAt), asc(practicalExams.id));
      return sessionsFor(scope, userId, rows);
    },

    /** GET /certification/practicalExam/getById: one published session of this site. */
    async byId(scope: Scope, userId: number | null, id: number): Promise<PracticalExamSession> {
      const now = clock();
      const [row] = await withRegion().where(and(eq(practicalExams.id, id), onSite(scope, now)));
      if (!row) throw notFound("No such practical exam");
      const [session] = await sessionsFor(scope, userId, [row]);
      return session!;
    },

    /**
     * POST /certification/practicalExam/listPracticalExamCard: the learner's
     * practical exam enrolments on this site, newest first (My Learning).
     */
    async cards(scope: Scope, userId: number): Promise<PracticalExamCard[]> {
      const rows = await db
        .select({
          enrolment: practicalExamEnrolments,
          session: practicalExams,
          region: practicalExamRegions,
        })
        .from(practicalExamEnrolments)
        .innerJoin(practicalExams, eq(practicalExams.id, practicalExamEnrolments.practicalExamId))
        .innerJoin(practicalExamRegions, eq(practicalExamRegions.id, practicalExams.regionId))
        .where(
          and(
            eq(practicalExamEnrolments.userId, userId),
            eq(practicalExamEnrolments.siteId, scope.site.id),
          ),
        )
        .orderBy(desc(practicalExamEnrolments.createdAt), desc(practicalExamEnrolments.id));
      const named = await releases.certifiedReleases(
        rows.map(({ session }) => session.certificationReleaseId),
      );
      const liveIn = new Map(
        rows
          .filter(({ enrolment }) =>
            (LIVE_PRACTICAL_ENROLMENT_STATES as readonly string[]).includes(enrolment.status),
          )
          .map(({ enrolment }) => [enrolment.certificationReleaseId, enrolment.practicalExamId]),
      );
      return rows.map(({ enrolment, session, region }) => {
        const holder = liveIn.get(session.certificationReleaseId);
        const release = named.get(session.certificationReleaseId);
        return {
          ...sessionOf(
            scope,
            { session, region },
            { enrolment, inOther: holder !== undefined && holder !== session.id },
          ),
          enrolmentId: enrolment.id,
          status: enrolment.status,
          certificationName: release?.certificationName ?? "",
          versionLabel: release?.versionLabel ?? "",
          enrolledAt: enrolment.createdAt.toISOString(),
          dietaryRequirements: enrolment.dietaryRequirements,
          allergies: enrolment.allergies,
        };
      });
    },

    /**
     * POST /user/practicalExamApprove/enroll and enrollByInvitationCode: takes
     * a seat and writes the enrolment in one transaction, pending until the
     * site's approver decides, approved at once with an invitation letter.
     */
    async enrol(
      scope: Scope,
      userId: number,
      input: PracticalEnrolInput,
      letterFor?: LetterFor,
    ): Promise<PracticalExamEnrolmentResult> {
      const now = clock();
      // What refuses an enrolment is read before any lock is taken, so a refusal answers at
      // once instead of queueing behind the enrolments under way; the locked update and the
      // unique index below decide every race.
      const session = await sessionOnSite(db, scope, input.practicalExamId, now);
      const letter = letterFor && (await letterFor(session.certificationReleaseId));
      const held = await liveEnrolmentOf(db, userId, session.certificationReleaseId);
      if (held) throw heldRefusal(held, session.id);
      if (!enrolmentOpen(windowOf(session), now))
        throw new ApiError(Code.enrolmentExpired, "Enrolment in this practical exam has closed");
      await checkEligible(userId, session.certificationReleaseId);
      if (session.seatsTaken >= session.capacity) throw full();
      return db.transaction(async (tx) => {
        // The seat first: the row lock orders concurrent enrolments, and the condition is
        // evaluated again on the row as the one before left it.
        const [seat] = await tx
          .update(practicalExams)
          .set({ seatsTaken: sql`${practicalExams.seatsTaken} + 1`, updatedAt: now })
          .where(
            and(
              eq(practicalExams.id, session.id),
              sql`${practicalExams.seatsTaken} < ${practicalExams.capacity}`,
            ),
          )
          .returning({ seatsTaken: practicalExams.seatsTaken });
        if (!seat) throw full();
        const [enrolment] = await tx
          .insert(practicalExamEnrolments)
          .values({
            practicalExamId: session.id,
            userId,
            siteId: scope.site.id,
            certificationReleaseId: session.certificationReleaseId,
            // With an invitation letter approved at once (frame §2), else the approver decides.
            status: letter ? "approved" : "pending",
            invitationCode: letter?.code ?? null,
            decidedAt: letter ? now : null,
            // Asked only where food is ordered (frame §2 order extras).
            dietaryRequirements: session.orderFood ? input.dietaryRequirements || null : null,
            allergies: session.orderFood ? input.allergies || null : null,
          })
          .onConflictDoNothing()
          .returning({ id: practicalExamEnrolments.id });
        if (!enrolment) {
          // A racing request of the same learner won; throwing rolls the seat back.
          const winner = await liveEnrolmentOf(tx, userId, session.certificationReleaseId);
          throw winner ? heldRefusal(winner, session.id) : finishCurrent();
        }
        // The code is used only by an enrolment that stands: a refusal above leaves it unused.
        if (letter) await letter.claim(tx);
        return {
          practicalExamId: session.id,
          enrolmentId: enrolment.id,
          status: letter ? "approved" : "pending",
          remainingSeats: session.capacity - seat.seatsTaken,
        };
      });
    },

    /**
     * POST /user/practicalExamApprove/cancelPracticalExam: the learner's own
     * pending or approved enrolment in a session of this site, not within 24
     * hours before the start (10011); the seat is given back in the same
     * transaction.
     */
    async cancel(
      scope: Scope,
      userId: number,
      practicalExamId: number,
    ): Promise<PracticalExamEnrolmentResult> {
      const now = clock();
      return db.transaction(async (tx) => {
        const session = await sessionOnSite(tx, scope, practicalExamId, now);
        await lockSession(tx, practicalExams, session.id);
        const [enrolment] = await tx
          .select({ id: practicalExamEnrolments.id })
          .from(practicalExamEnrolments)
          .where(
            and(
              eq(practicalExamEnrolments.userId, userId),
              eq(practicalExamEnrolments.practicalExamId, session.id),
              live,
            ),
          );
        if (!enrolment) throw notFound("No enrolment in this practical exam to cancel");
        if (!cancellationOpen(session.startsAt, now))
          throw new ApiError(
            Code.noCancelWithin24Hours,
            "An enrolment cannot be cancelled within 24 hours before the start",
          );
        // The status is checked again under the row lock: of two cancellations at once, one wins.
        const [cancelled] = await tx
          .update(practicalExamEnrolments)
          .set({ status: "cancelled", cancelledAt: now, updatedAt: now })
          .where(and(eq(practicalExamEnrolments.id, enrolment.id), live))
          .returning({ id: practicalExamEnrolments.id });
        if (!cancelled) throw notFound("No enrolment in this practical exam to cancel");
        const [seat] = await tx
          .update(practicalExams)
          .set({ seatsTaken: sql`${practicalExams.seatsTaken} - 1`, updatedAt: now })
          .where(eq(practicalExams.id, session.id))
          .returning({ seatsTaken: practicalExams.seatsTaken });
        return {
          practicalExamId: session.id,
          enrolmentId: cancelled.id,
          status: "cancelled",
          remainingSeats: session.capacity - seat!.seatsTaken,
        };
      });
    },
  };
}

export type PracticalExams = ReturnType<typeof createPracticalExams>;
