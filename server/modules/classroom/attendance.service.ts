import { createHmac, timingSafeEqual } from "node:crypto";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import QRCode from "qrcode";
import { Code } from "#contract/codes.ts";
import type { ClassroomEvaluation } from "#contract/classroom.ts";
import {
  CHECK_IN_CODE_SECONDS,
  CHECK_IN_OPENS_MINUTES_BEFORE,
  checkInOpensAt,
  enrolStatusOf,
  userStatusOf,
} from "#contract/classroom-rules.ts";
import type { Db } from "#db/client.ts";
import { classroomEnrolments, classroomEvaluations, classrooms } from "#db/schema/classroom.ts";
import { giveSeatBack, requireQualified, type Qualification } from "./seats.ts";
import { lockSession } from "./session-lock.ts";
import type { WaitingList } from "./waiting-list.service.ts";
import { ApiError, badRequest, notFound } from "../../errors.ts";
import type { Scope } from "../../scope.ts";

type EnrolmentState = (typeof classroomEnrolments.$inferSelect)["status"];

export type AttendanceDeps = {
  db: Db;
  /** Names and e-mails of learners, for the approver's list (identity's users service). */
  users: { byIds(ids: number[]): Promise<Map<number, { name: string; email: string }>> };
  /** Whether the user is staff of the site (its approver or administrator): enrolment's roles. */
  isStaff(userId: number, siteId: number): Promise<boolean>;
  /** Signs the sessions' check-in codes; shared by every server of the deployment. */
  checkInKey: string;
  /** A seat a rejection frees goes to the session's waiting list (decision 0019). */
  waitingList: WaitingList;
  /** Enrolment's rules for a seat of training, checked again when an approver admits a learner. */
  qualification: Qualification;
  clock?: () => Date;
};

const forbidden = (message: string) => new ApiError(Code.forbidden, message);

/**
 * Check-in, attendance and evaluation of classroom sessions (issue 12; learner
 * §7, frame §5): the QR a trainer shows carries a code signed by the server
 * for that session and minute (decision 0045); an approved learner who scans
 * it from 30 minutes before the start until the end is checked in, once. When a
 * session has ended, checked-in learners have finished it and approved ones
 * who never came are absent. Those who attended evaluate it once.
 */
export function createAttendance(deps: AttendanceDeps) {
  const { db } = deps;
  const clock = deps.clock ?? (() => new Date());

  const signature = (payload: string) =>
    createHmac("sha256", deps.checkInKey).update(`check-in-minute:${payload}`).digest("base64url");

  const minuteOf = (at: Date) => Math.floor(at.getTime() / (CHECK_IN_CODE_SECONDS * 1000));
  const minuteStart = (minute: number) => new Date(minute * CHECK_IN_CODE_SECONDS * 1000);

  /**
   * `{classroomId}.{minute}.{signature}`: the session and the minute it is shown in, signed.
   * Anyone who sees it can use it, so it is worth something only for two minutes: a photo
   * sent home is stale by the time it arrives (decision 0045).
   */
  function checkInCode(classroomId: number, minute: number): string {
    const payload = `${classroomId}.${minute}`;
    return `${payload}.${signature(payload)}`;
  }

  /** The session and minute of a code the server signed, or null. */
  function readCode(code: string): { classroomId: number; minute: number } | null {
    const match = /^(\d{1,10})\.(\d{1,12})\.([\w-]{43})$/.exec(code);
    if (!match) return null;
    const expected = Buffer.from(signature(`${match[1]}.${match[2]}`));
    const given = Buffer.from(match[3]!);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    return { classroomId: Number(match[1]), minute: Number(match[2]) };
  }

  /** The session's trainer, or the site's staff (approver, administrator); 403 for anyone else. */
  async function requireTrainerOrStaff(scope: Scope, userId: number, trainerUserId: number | null) {
    if (trainerUserId === userId) return;
    if (await deps.isStaff(userId, scope.site.id)) return;
    throw forbidden("Only the session's trainer or the site's staff show its check-in code");
  }

  async function sessionOnSite(scope: Scope, classroomId: number) {
    const [session] = await db
      .select()
      .from(classrooms)
      .where(and(eq(classrooms.id, classroomId), eq(classrooms.siteId, scope.site.id)));
    if (!session) throw notFound("No such classroom");
    return session;
  }

  /** An enrolment of a session of this site, for the approver. */
  async function enrolmentOnSite(tx: Pick<Db, "select">, scope: Scope, id: number) {
    // The session's row is locked before the enrolment's, the order enrolling takes them in
    // (the seat, then the row): a decision and an enrolment at once wait, never deadlock.
    const [found] = await tx
      .select({ classroomId: classroomEnrolments.classroomId })
      .from(classroomEnrolments)
      .where(and(eq(classroomEnrolments.id, id), eq(classroomEnrolments.siteId, scope.site.id)));
    if (!found) throw notFound("No such enrolment");
    await lockSession(tx, classrooms, found.classroomId);
    const [row] = await tx
      .select({ enrolment: classroomEnrolments, session: classrooms })
      .from(classroomEnrolments)
      .innerJoin(classrooms, eq(classrooms.id, classroomEnrolments.classroomId))
      .where(and(eq(classroomEnrolments.id, id), eq(classroomEnrolments.siteId, scope.site.id)))
      .for("update", { of: classroomEnrolments });
    if (!row) throw notFound("No such enrolment");
    return row;
  }

  const evaluationOf = (row: typeof classroomEvaluations.$inferSelect): ClassroomEvaluation => ({
    classroomId: row.classroomId,
    overall: row.overall,
    trainer: row.trainer,
    content: row.content,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
  });

  return {
    /**
     * GET /certification/classroom/qr/detail (the session's trainer, or the site's staff): the
     * QR of this minute's code, to show full screen; the page asks again at `refreshAt`.
     */
    async qrDetail(scope: Scope, userId: number, classroomId: number, origin: string) {
      const now = clock();
      const session = await sessionOnSite(scope, classroomId);
      await requireTrainerOrStaff(scope, userId, session.trainerUserId);
      const minute = minuteOf(now);
      const code = checkInCode(session.id, minute);
      const checkInUrl = `${origin}${scope.site.pathPrefix}/classroom/check-in?token=${code}`;
      const opensAt = checkInOpensAt(session.startsAt);
      return {
        classroomId: session.id,
        classroomName: session.classroomName,
        startsAt: session.startsAt.toISOString(),
        endsAt: session.endsAt.toISOString(),
        timeZone: session.timeZone,
        checkInOpensAt: opensAt.toISOString(),
        checkInOpen: now >= opensAt && now < session.endsAt,
        checkInUrl,
        qrSvg: await QRCode.toString(checkInUrl, {
          type: "svg",
          errorCorrectionLevel: "M",
          margin: 2,
        }),
        refreshAt: minuteStart(minute + 1).toISOString(),
        validUntil: minuteStart(minute + 2).toISOString(),
      };
    },

    /**
     * GET /user/registration/qr/checkIn: the learner scanned the session's QR. The code of this
     * minute or the one before (400 for one that is not ours, 403 older), during the check-in
     * window (20037 before it opens, 403 once the session ended), for an approved enrolment; a
     * second scan answers the first check-in again and writes nothing.
     */
    async checkIn(scope: Scope, userId: number, token: string) {
      const now = clock();
      const code = readCode(token);
      if (!code) throw badRequest({ token: "Not a check-in code of this academy" });
      const minute = minuteOf(now);
      // The minute it was shown and the next: a learner who scans as the code changes is in.
      if (code.minute !== minute && code.minute !== minute - 1)
        throw forbidden("This check-in code has expired: scan the code shown now");
      const session = await sessionOnSite(scope, code.classroomId);
      if (now < checkInOpensAt(session.startsAt))
        throw new ApiError(
          Code.signInBeforeClassroomStart,
          `Check-in opens ${CHECK_IN_OPENS_MINUTES_BEFORE} minutes before the classroom begins`,
        );
      if (now >= session.endsAt) throw forbidden("This classroom has ended");
      const mine = and(
        eq(classroomEnrolments.userId, userId),
        eq(classroomEnrolments.classroomId, session.id),
      );
      // Only an approved enrolment moves, once: two scans at once check in one of them, and the
      // other reads the check-in it made.
      const [checkedIn] = await db
        .update(classroomEnrolments)
        .set({ status: "checked_in", checkedInAt: now, updatedAt: now })
        .where(and(mine, eq(classroomEnrolments.status, "approved")))
        .returning({ checkedInAt: classroomEnrolments.checkedInAt });
      let at = checkedIn?.checkedInAt ?? null;
      if (!at) {
        const [own] = await db
          .select({
            status: classroomEnrolments.status,
            checkedInAt: classroomEnrolments.checkedInAt,
          })
          .from(classroomEnrolments)
          .where(and(mine, inArray(classroomEnrolments.status, ["checked_in", "pending"])));
        if (own?.status === "pending")
          throw forbidden("Your enrolment is still waiting for approval");
        if (!own) throw notFound("You are not enrolled in this classroom");
        at = own.checkedInAt ?? now;
      }
      return {
        classroomId: session.id,
        classroomName: session.classroomName,
        status: "checked_in" as const,
        checkedInAt: at.toISOString(),
        enrolStatus: enrolStatusOf("checked_in", session, now),
        userStatus: userStatusOf({ loggedIn: true, state: "checked_in", inOther: false }),
      };
    },

    /**
     * Sessions that have ended: checked-in learners finished them, approved
     * ones who never checked in were absent (both keep their seat), and
     * pending enrolments nobody decided expired (their seat is given back).
     * Returns how many it settled.
     */
    async settleEnded(limit = 500): Promise<number> {
      const now = clock();
      // One statement: the rows are locked as they are picked (a row another sweep or the
      // approver holds is skipped, not written over), moved only from the state they were
      // picked in, and the seats of pending enrolments that expired are given back.
      const result = (await db.execute(sql`
        with ended as (
          select e.id from ${classroomEnrolments} e
          join ${classrooms} c on c.id = e.classroom_id
          where c.ends_at < ${now.toISOString()}::timestamptz
            and e.status in ('pending', 'approved', 'checked_in')
          order by e.id
          limit ${limit}
          for update of e skip locked
        ),
        moved as (
          update ${classroomEnrolments} e
          set status = case e.status
              when 'checked_in' then 'finished'
              when 'approved' then 'absent'
              else 'expired' end,
            updated_at = ${now.toISOString()}::timestamptz
          from ended
          where e.id = ended.id and e.status in ('pending', 'approved', 'checked_in')
          returning e.classroom_id, e.status
        ),
        freed as (
          update ${classrooms} c
          set seats_taken = c.seats_taken - expired.n
          from (select classroom_id, count(*)::int as n from moved where status = 'expired'
                group by classroom_id) expired
          where c.id = expired.classroom_id
          returning 1
        )
        select count(*)::int as settled from moved`)) as unknown as {
        rows: { settled: number }[];
      };
      return result.rows[0]?.settled ?? 0;
    },

    /** POST /certification/evaluate/classroom: once per learner and session, after attending. */
    async evaluate(
      scope: Scope,
      userId: number,
      input: {
        classroomId: number;
        overall: number;
        trainer: number;
        content: number;
        comment: string;
      },
    ): Promise<ClassroomEvaluation> {
      const session = await sessionOnSite(scope, input.classroomId);
      const [attended] = await db
        .select({ id: classroomEnrolments.id })
        .from(classroomEnrolments)
        .where(
          and(
            eq(classroomEnrolments.userId, userId),
            eq(classroomEnrolments.classroomId, session.id),
            inArray(classroomEnrolments.status, ["checked_in", "finished"]),
          ),
        );
      if (!attended) throw forbidden("Only learners who attended this classroom can evaluate it");
      const [row] = await db
        .insert(classroomEvaluations)
        .values({
          classroomId: session.id,
          userId,
          siteId: scope.site.id,
          overall: input.overall,
          trainer: input.trainer,
          content: input.content,
          comment: input.comment,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) throw new ApiError(Code.repeatSubmit, "You have evaluated this classroom already");
      return evaluationOf(row);
    },

    /** POST /certification/evaluate/queryByUserId: the learner's evaluation of a session, or null. */
    async evaluationOf(scope: Scope, userId: number, classroomId: number) {
      const [row] = await db
        .select()
        .from(classroomEvaluations)
        .where(
          and(
            eq(classroomEvaluations.userId, userId),
            eq(classroomEvaluations.classroomId, classroomId),
            eq(classroomEvaluations.siteId, scope.site.id),
          ),
        );
      return row ? evaluationOf(row) : null;
    },

    /** GET /admin/classroom/enrolments: the site's enrolments in a state (pending first of all). */
    async enrolments(
      scope: Scope,
      filter: {
        classroomId?: number | undefined;
        status: EnrolmentState;
        pageNum: number;
        pageSize: number;
      },
    ) {
      const rows = await db
        .select({ enrolment: classroomEnrolments, session: classrooms })
        .from(classroomEnrolments)
        .innerJoin(classrooms, eq(classrooms.id, classroomEnrolments.classroomId))
        .where(
          and(
            eq(classroomEnrolments.siteId, scope.site.id),
            eq(classroomEnrolments.status, filter.status),
            filter.classroomId === undefined
              ? undefined
              : eq(classroomEnrolments.classroomId, filter.classroomId),
          ),
        )
        .orderBy(
          asc(classrooms.startsAt),
          asc(classroomEnrolments.createdAt),
          asc(classroomEnrolments.id),
        )
        .limit(filter.pageSize)
        .offset((filter.pageNum - 1) * filter.pageSize);
      const learners = await deps.users.byIds([...new Set(rows.map((r) => r.enrolment.userId))]);
      return rows.map(({ enrolment, session }) => ({
        id: enrolment.id,
        classroomId: session.id,
        classroomName: session.classroomName,
        startsAt: session.startsAt.toISOString(),
        status: enrolment.status,
        learnerName: learners.get(enrolment.userId)?.name ?? "",
        learnerEmail: learners.get(enrolment.userId)?.email ?? "",
        dietaryRequirements: enrolment.dietaryRequirements,
        allergies: enrolment.allergies,
        createdAt: enrolment.createdAt.toISOString(),
      }));
    },

    /**
     * POST /admin/classroom/approve and /reject: a pending enrolment is
     * approved; a pending or approved one of a free session rejected, and its seat given back
     * to the first waiting learner who can take it, who is e-mailed (in the
     * same transaction) a link on `origin`.
     */
    async decide(scope: Scope, id: number, decision: "approved" | "rejected", origin: string) {
      const now = clock();
      // Decisions 0045, 0047: approving admits to a certification's training only a learner
      // holding its prerequisite and an approved enrolment in it, whatever the seat was asked
      // with (10026 for the approver: approve the learner's enrolment first).
      // Read before the transaction, which the embedded database would wait behind.
      if (decision === "approved") {
        const [learner] = await db
          .select({
            userId: classroomEnrolments.userId,
            certificationReleaseId: classroomEnrolments.certificationReleaseId,
          })
          .from(classroomEnrolments)
          .where(
            and(eq(classroomEnrolments.id, id), eq(classroomEnrolments.siteId, scope.site.id)),
          );
        if (learner) await requireQualified(deps.qualification, scope, learner.userId, learner);
      }
      return db.transaction(async (tx) => {
        const { enrolment, session } = await enrolmentOnSite(tx, scope, id);
        const from: EnrolmentState[] =
          decision === "approved" ? ["pending"] : ["pending", "approved"];
        if (!from.includes(enrolment.status))
          throw new ApiError(Code.repeatSubmit, `This enrolment is ${enrolment.status} already`);
        // Decision 0023: the payment is the approval and is non-refundable (frame §9), so a
        // paid seat is not rejected; support reschedules it. Every seat of a session with a
        // fee is an order's: its enrol calls refuse anything but paying.
        if (decision === "rejected" && session.feeMinor !== null)
          throw forbidden("A paid seat is not rejected: support reschedules it");
        await tx
          .update(classroomEnrolments)
          .set({ status: decision, decidedAt: now, updatedAt: now })
          .where(eq(classroomEnrolments.id, enrolment.id));
        const result = { id: enrolment.id, status: decision };
        if (decision === "approved") return result;
        await giveSeatBack(tx, session.id, now);
        const promotion = await deps.waitingList.promote(tx, session, now);
        await deps.waitingList.announce(tx, promotion, origin);
        return result;
      });
    },

    /** POST /admin/classroom/attendance: the trainer's record, once the session has begun. */
    async recordAttendance(scope: Scope, id: number, attended: boolean) {
      const now = clock();
      return db.transaction(async (tx) => {
        const { enrolment, session } = await enrolmentOnSite(tx, scope, id);
        if (now.getTime() < session.startsAt.getTime())
          throw new ApiError(
            Code.signInBeforeClassroomStart,
            "Attendance is recorded once the classroom begins",
          );
        if (!["approved", "checked_in", "finished", "absent"].includes(enrolment.status))
          throw forbidden(`A ${enrolment.status} enrolment has no attendance`);
        const status = attended ? "finished" : "absent";
        await tx
          .update(classroomEnrolments)
          .set({ status, updatedAt: now })
          .where(eq(classroomEnrolments.id, enrolment.id));
        return { id: enrolment.id, status };
      });
    },
  };
}

export type Attendance = ReturnType<typeof createAttendance>;
