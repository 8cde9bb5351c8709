import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { Code } from "#contract/codes.ts";
import type { WaitingListResult } from "#contract/classroom.ts";
import {
  enrolmentOpen,
  enrolStatusOf,
  LIVE_ENROLMENT_STATES,
  userStatusOf,
} from "#contract/classroom-rules.ts";
import type { Db } from "#db/client.ts";
import { classroomEnrolments, classroomWaitingEntries, classrooms } from "#db/schema/classroom.ts";
import { ApiError, notFound } from "../../errors.ts";
import type { Scope } from "../../scope.ts";
import type { Mailer } from "../identity/mail.ts";
import type { SiteDirectory } from "../site/site-directory.ts";
import { seatMail } from "./seat-mail.ts";
import {
  alreadyEnrolled,
  giveSeatBack,
  inOtherSession,
  paymentRequired,
  refusalOf,
  requireQualified,
  seatOf,
  seatStatus,
  sessionToEnrol,
  takeSeat,
  writeEnrolment,
  type AdmissionFacts,
  type ClassroomRow,
  type Qualification,
  type Tx,
} from "./seats.ts";
import { lockSession } from "./session-lock.ts";

const W = classroomWaitingEntries;

export type WaitingListDeps = {
  db: Db;
  /** Names and e-mails of learners, for the e-mail of a seat (identity's users service). */
  users: {
    byIds(ids: number[], on?: Db): Promise<Map<number, { email: string; firstName: string }>>;
  };
  mailer: Mailer;
  siteDirectory: () => SiteDirectory;
  /** Enrolment's rules for a seat: a seat of certification training needs them (decisions 0045, 0047). */
  qualification: Qualification;
  /** The catalogue's approval policies, which a seat's status follows (decision 0047). */
  releases: AdmissionFacts;
  clock?: () => Date;
};

/** What a list shows of a session's waiting list: how many wait, and the learner's place. */
export type Waiting = { waitingCount: number; waitingPosition: number | null };
const NOBODY_WAITING: Waiting = { waitingCount: 0, waitingPosition: null };

/** A seat given to a waiting learner, told of by an e-mail written in the same transaction. */
export type Promotion = {
  userId: number;
  siteId: number;
  languageId: number;
  status: "pending" | "approved";
  session: ClassroomRow;
  /** The session's seats taken once the seat is given. */
  seatsTaken: number;
};

export type JoinInput = {
  classroomId: number;
  dietaryRequirements?: string | undefined;
  allergies?: string | undefined;
};

/**
 * The waiting list of full classroom sessions (issue 12 "Optional waiting
 * list", decision 0019). A learner who could enrol but for the seat joins it;
 * when a seat frees while enrolment is open, the transaction that frees it
 * gives it to the first entry (by join time) whose learner can still take it,
 * as the enrolment they would have got, and the learner's e-mail is written
 * in that transaction (delivered once it commits). The session's row lock, taken first by everything that frees or
 * takes a seat (session-lock.ts), orders the promotions of one session; entries
 * are picked with `skip locked`, so a learner leaving at that moment is
 * passed over, never waited for.
 */
export function createWaitingList(deps: WaitingListDeps) {
  const { db } = deps;
  const clock = deps.clock ?? (() => new Date());

  /** The learner's place (1 is next) and the list's length, after a change of it. */
  async function placeOf(tx: Pick<Db, "select">, userId: number, classroomId: number) {
    const waiting = await waitingOf(tx, userId, [classroomId]);
    return waiting.get(classroomId) ?? NOBODY_WAITING;
  }

  /**
   * How many wait for each session, and the learner's place, in one query
   * whatever the number of sessions: a place is the entries that joined
   * before the learner's (by join time, then id), theirs included.
   */
  async function waitingOf(
    tx: Pick<Db, "select">,
    userId: number | null,
    classroomIds: number[],
  ): Promise<Map<number, Waiting>> {
    if (classroomIds.length === 0) return new Map();
    const mine = alias(W, "mine");
    const rows = await tx
      .select({
        classroomId: W.classroomId,
        waitingCount: sql<number>`count(*)::int`,
        waitingPosition: sql<number | null>`case when ${mine.id} is null then null
          else (count(*) filter (where (${W.joinedAt}, ${W.id}) <= (${mine.joinedAt}, ${mine.id})))::int end`,
      })
      .from(W)
      .leftJoin(
        mine,
        and(
          eq(mine.classroomId, W.classroomId),
          userId === null ? sql`false` : eq(mine.userId, userId),
          eq(mine.status, "waiting"),
        ),
      )
      .where(and(eq(W.status, "waiting"), inArray(W.classroomId, classroomIds)))
      .groupBy(W.classroomId, mine.id);
    return new Map(
      rows.map((row) => [
        row.classroomId,
        { waitingCount: row.waitingCount, waitingPosition: row.waitingPosition },
      ]),
    );
  }

  /** The learner's own entry on the session's list, if waiting. */
  async function entryOf(tx: Pick<Db, "select">, userId: number, classroomId: number) {
    const [entry] = await tx
      .select({ id: W.id })
      .from(W)
      .where(and(eq(W.userId, userId), eq(W.classroomId, classroomId), eq(W.status, "waiting")));
    return entry;
  }

  /** Whether the learner holds a live enrolment in another session of the release (10015). */
  async function inOtherSessionOf(userId: number, session: ClassroomRow): Promise<boolean> {
    if (session.certificationReleaseId === null) return false;
    const [row] = await db
      .select({ id: classroomEnrolments.id })
      .from(classroomEnrolments)
      .where(
        and(
          eq(classroomEnrolments.userId, userId),
          eq(classroomEnrolments.certificationReleaseId, session.certificationReleaseId),
          ne(classroomEnrolments.classroomId, session.id),
          inArray(classroomEnrolments.status, [...LIVE_ENROLMENT_STATES]),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  function resultOf(
    session: ClassroomRow,
    seatsTaken: number,
    status: WaitingListResult["status"],
    waiting: Waiting,
    now: Date,
  ): WaitingListResult {
    const state = status === "pending" || status === "approved" ? status : null;
    return {
      classroomId: session.id,
      status,
      ...waiting,
      enrolStatus: enrolStatusOf(state, session, now),
      userStatus: userStatusOf({ loggedIn: true, state, inOther: false }),
      remainingSeats: session.capacity - seatsTaken,
    };
  }

  return {
    /**
     * The waiting lists of these sessions as a list shows them: only full
     * sessions are asked about (a freed seat goes to the list at once, so
     * the others have none worth showing) — no query at all when none is full.
     */
    async of(
      userId: number | null,
      sessions: readonly ClassroomRow[],
    ): Promise<(session: ClassroomRow) => Waiting> {
      const full = sessions.filter((s) => s.seatsTaken >= s.capacity).map((s) => s.id);
      const waiting = await waitingOf(db, userId, full);
      return (session) => waiting.get(session.id) ?? NOBODY_WAITING;
    },

    /**
     * POST /user/registration/waitingList/join: the rules of enrolling but
     * for the seat (10024 enrolled or waiting already, 10013 closed, 10015
     * another session of the certification), read before any lock like
     * enrolling's. Under the session's lock a seat found free is taken at
     * once (the enrolment enrolling would give); otherwise the learner joins
     * the end of the list.
     */
    async join(scope: Scope, userId: number, input: JoinInput): Promise<WaitingListResult> {
      const now = clock();
      const session = await sessionToEnrol(db, scope, null, input.classroomId, now);
      const [enrolled, waiting] = await Promise.all([
        seatOf(db, userId, session.id),
        entryOf(db, userId, session.id),
      ]);
      if (enrolled) throw alreadyEnrolled();
      // A paid session keeps no waiting list (decision 0023): a seat of it is the order's.
      if (session.feeMinor !== null) throw paymentRequired();
      if (waiting)
        throw new ApiError(Code.alreadyRegistered, "Already on the waiting list of this classroom");
      if (!enrolmentOpen(session, now))
        throw new ApiError(Code.enrolmentExpired, "Enrolment in this classroom has closed");
      if (await inOtherSessionOf(userId, session)) throw inOtherSession();
      // Enrolling's rules (decisions 0045, 0047): the profile, then the training's admission.
      await deps.qualification.checkSupplementInfo(scope, userId);
      await requireQualified(deps.qualification, scope, userId, session);
      const status = await seatStatus(deps.releases, session);
      const extras = session.orderFood
        ? {
            dietaryRequirements: input.dietaryRequirements || null,
            allergies: input.allergies || null,
          }
        : { dietaryRequirements: null, allergies: null };
      return db.transaction(async (tx) => {
        // The session's row first, as everything that takes or frees a seat does: a seat
        // freed meanwhile is seen here, or goes to the list with this entry on it.
        await lockSession(tx, classrooms, session.id);
        if (await seatOf(tx, userId, session.id)) throw alreadyEnrolled();
        const seatsTaken = await takeSeat(tx, session.id, now);
        if (seatsTaken !== null) {
          const enrolment = await writeEnrolment(tx, session, { userId, status, now, ...extras });
          if (enrolment === null) throw inOtherSession();
          return resultOf(session, seatsTaken, status, NOBODY_WAITING, now);
        }
        const [entry] = await tx
          .insert(W)
          .values({
            classroomId: session.id,
            userId,
            siteId: scope.site.id,
            languageId: scope.language.id,
            status: "waiting",
            ...extras,
            joinedAt: now,
          })
          .onConflictDoNothing()
          .returning({ id: W.id });
        if (!entry)
          throw new ApiError(
            Code.alreadyRegistered,
            "Already on the waiting list of this classroom",
          );
        return resultOf(
          session,
          session.capacity,
          "waiting",
          await placeOf(tx, userId, session.id),
          now,
        );
      });
    },

    /** POST /user/registration/waitingList/leave: the learner's own entry on this site's session. */
    async leave(scope: Scope, userId: number, classroomId: number): Promise<WaitingListResult> {
      const now = clock();
      const session = await sessionToEnrol(db, scope, null, classroomId, now);
      const [left] = await db
        .update(W)
        .set({ status: "left", endedAt: now, updatedAt: now })
        .where(
          and(
            eq(W.userId, userId),
            eq(W.classroomId, session.id),
            eq(W.siteId, scope.site.id),
            eq(W.status, "waiting"),
          ),
        )
        .returning({ id: W.id });
      if (!left) throw notFound("You are not on the waiting list of this classroom");
      const { waitingCount } = await placeOf(db, userId, session.id);
      return resultOf(
        session,
        session.seatsTaken,
        "left",
        { waitingCount, waitingPosition: null },
        now,
      );
    },

    /**
     * In the transaction that freed a seat of the session, with the session's
     * row locked: the seat goes to the first waiting learner who can take it,
     * as a normal enrolment (approved where the session approves at once,
     * pending otherwise), while enrolment is open. An entry whose learner
     * holds a seat of the session or a live enrolment in another session of
     * its certification is dropped with that reason and the next is tried.
     */
    async promote(tx: Tx, session: ClassroomRow, now: Date): Promise<Promotion | null> {
      if (!enrolmentOpen(session, now)) return null;
      // A seat of a paid session is taken by an order, never given away (decision 0023).
      if (session.feeMinor !== null) return null;
      for (;;) {
        const [entry] = await tx
          .select()
          .from(W)
          .where(and(eq(W.classroomId, session.id), eq(W.status, "waiting")))
          .orderBy(asc(W.joinedAt), asc(W.id))
          .limit(1)
          .for("update", { skipLocked: true });
        if (!entry) return null;
        // A prerequisite that expired or was revoked, or an enrolment in the certification
        // that ended, while the learner waited: no seat (decisions 0045, 0047).
        if (
          session.certificationReleaseId !== null &&
          !(await deps.qualification.admitted(entry.userId, session.certificationReleaseId, tx))
        ) {
          await tx
            .update(W)
            .set({ status: "dropped", reason: "prerequisite", endedAt: now, updatedAt: now })
            .where(eq(W.id, entry.id));
          continue;
        }
        const seatsTaken = await takeSeat(tx, session.id, now);
        if (seatsTaken === null) return null;
        const status = await seatStatus(deps.releases, session, tx);
        const enrolmentId = await writeEnrolment(tx, session, {
          userId: entry.userId,
          status,
          dietaryRequirements: entry.dietaryRequirements,
          allergies: entry.allergies,
          now,
        });
        if (enrolmentId === null) {
          await giveSeatBack(tx, session.id, now);
          await tx
            .update(W)
            .set({
              status: "dropped",
              reason: await refusalOf(tx, entry.userId, session.id),
              endedAt: now,
              updatedAt: now,
            })
            .where(eq(W.id, entry.id));
          continue;
        }
        await tx
          .update(W)
          .set({ status: "promoted", enrolmentId, endedAt: now, updatedAt: now })
          .where(eq(W.id, entry.id));
        return {
          userId: entry.userId,
          siteId: entry.siteId,
          languageId: entry.languageId,
          status,
          session,
          seatsTaken,
        };
      }
    },

    /**
     * A learner who takes a seat of the session another way (enrolling while
     * a seat is free) is no longer waiting for one. In the enrolment's
     * transaction, which holds the session's row.
     */
    async endOwn(tx: Tx, userId: number, classroomId: number, now: Date): Promise<void> {
      await tx
        .update(W)
        .set({ status: "dropped", reason: "enrolled", endedAt: now, updatedAt: now })
        .where(and(eq(W.userId, userId), eq(W.classroomId, classroomId), eq(W.status, "waiting")));
    },

    /**
     * In the promotion's transaction: the promoted learner's e-mail, in the
     * language they joined in, with the session's name, time and page. It is
     * delivered once the seat is committed, and never for one rolled back.
     */
    async announce(tx: Db, promotion: Promotion | null, origin: string): Promise<void> {
      if (!promotion) return;
      const { session } = promotion;
      const learner = (await deps.users.byIds([promotion.userId], tx)).get(promotion.userId);
      if (!learner?.email) return;
      const directory = deps.siteDirectory();
      const language = directory.language(promotion.languageId);
      const site = directory.site(promotion.siteId);
      await deps.mailer.send(
        seatMail({
          to: learner.email,
          firstName: learner.firstName,
          languagePackId: language?.languagePackId ?? "en",
          locale: language?.languageSimple ?? "en",
          session,
          status: promotion.status,
          link: `${origin}${site?.pathPrefix ?? ""}/classroom/detail/${session.id}`,
        }),
        { tx },
      );
    },

    /**
     * The sweep (with the attendance sweep, once a minute): the waiting lists
     * of sessions whose enrolment has closed can never be served; their
     * entries are dropped as closed. Rows are picked with `skip locked` and
     * moved only while still waiting, so overlapping sweeps and a promotion
     * never write over each other. Returns how many it dropped.
     */
    async settleEnded(limit = 500): Promise<number> {
      const now = clock().toISOString();
      // enrolmentClosesAt (contract/classroom-rules.ts) in SQL.
      const result = (await db.execute(sql`
        with closed as (
          select w.id from ${W} w
          join ${classrooms} c on c.id = w.classroom_id
          where w.status = 'waiting'
            and least(
              case when c.enrol_after_hours > 0
                then c.starts_at + c.enrol_after_hours * interval '1 hour'
                else c.starts_at - c.enrol_before_hours * interval '1 hour' end,
              c.ends_at) <= ${now}::timestamptz
          order by w.id
          limit ${limit}
          for update of w skip locked
        )
        update ${W} w
        set status = 'dropped', reason = 'closed', ended_at = ${now}::timestamptz,
          updated_at = ${now}::timestamptz
        from closed
        where w.id = closed.id and w.status = 'waiting'
        returning w.id`)) as unknown as { rows: unknown[] };
      return result.rows.length;
    },
  };
}

export type WaitingList = ReturnType<typeof createWaitingList>;
