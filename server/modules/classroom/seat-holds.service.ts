import { and, eq } from "drizzle-orm";
import { Code } from "#contract/codes.ts";
import { enrolmentOpen } from "#contract/classroom-rules.ts";
import type { Db } from "#db/client.ts";
import { classroomEnrolments, classrooms } from "#db/schema/classroom.ts";
import { ApiError, badRequest } from "../../errors.ts";
import type { Scope } from "../../scope.ts";
import {
  alreadyEnrolled,
  giveSeatBack,
  inOtherSession,
  refusalOf,
  requireQualified,
  seatOf,
  sessionToEnrol,
  takeSeat,
  writeEnrolment,
  type ClassroomRow,
  type Qualification,
  type Tx,
} from "./seats.ts";
import { lockSession } from "./session-lock.ts";
import type { Promotion, WaitingList } from "./waiting-list.service.ts";

/** A paid session as an order sees it: the fee is the classroom's, in minor units. */
export type PaidSession = ClassroomRow & { feeMinor: number; currency: string };

/**
 * The seats of paid sessions held for orders (decision 0023), for the commerce
 * module: a seat is taken like any enrolment's (decision 0017: the session's
 * row, the conditional update, the unique indexes) and written as a `reserved`
 * enrolment, which becomes pending or approved once the order is paid, or is
 * cancelled when the order lapses or is cancelled, giving the seat back. Each
 * call runs in the caller's transaction, so the order and its seat are written
 * or undone together; `lock` is taken first by every transaction that changes
 * an order's seat, in the order enrolling locks (session row, then the rest).
 */
export function createSeatHolds(deps: {
  db: Db;
  waitingList: WaitingList;
  /** Enrolment's rules for a seat: paid certification training needs them too (decisions 0045, 0047). */
  qualification: Qualification;
}) {
  const { db, waitingList } = deps;

  return {
    /**
     * The paid session of this site an order names, with the refusals of
     * enrolling read before any lock (10024 holding a seat already, 10013
     * enrolment closed, 10014 full): a free session is not for sale (400).
     */
    async paidSession(
      scope: Scope,
      userId: number,
      classroomId: number,
      now: Date,
    ): Promise<PaidSession> {
      const [session, enrolled] = await Promise.all([
        sessionToEnrol(db, scope, null, classroomId, now),
        seatOf(db, userId, classroomId),
      ]);
      if (session.feeMinor === null || session.currency === null)
        throw badRequest({ sessionId: "This session is free: enrol on its page" });
      if (enrolled) throw alreadyEnrolled();
      await requireQualified(deps.qualification, scope, userId, session);
      if (!enrolmentOpen(session, now))
        throw new ApiError(Code.enrolmentExpired, "Enrolment in this classroom has closed");
      if (session.seatsTaken >= session.capacity)
        throw new ApiError(Code.trainingFull, "This classroom is full");
      return session as PaidSession;
    },

    /** Locks the session's row: first in every transaction that changes an order's seat. */
    lock: (tx: Pick<Db, "select">, classroomId: number) => lockSession(tx, classrooms, classroomId),

    /**
     * Takes a seat for the learner's order, as a `reserved` enrolment; the seats
     * taken after. Refused, it gives the seat back first: a caller that catches
     * the refusal (a payment arriving after its order lapsed) and commits leaves
     * the count as it was.
     */
    async hold(tx: Tx, classroomId: number, userId: number, now: Date): Promise<number> {
      const seatsTaken = await takeSeat(tx, classroomId, now);
      if (seatsTaken === null) throw new ApiError(Code.trainingFull, "This classroom is full");
      // Read after the update, which locked the row.
      const [session] = await tx.select().from(classrooms).where(eq(classrooms.id, classroomId));
      const enrolment = await writeEnrolment(tx, session!, { userId, status: "reserved", now });
      if (enrolment === null) {
        await giveSeatBack(tx, classroomId, now);
        throw (await refusalOf(tx, userId, classroomId)) === "enrolled"
          ? alreadyEnrolled()
          : inOtherSession();
      }
      await waitingList.endOwn(tx, userId, classroomId, now);
      return seatsTaken;
    },

    /**
     * The order is paid: the reserved seat becomes an approved enrolment, since
     * the payment is the approval (a paid seat is non-refundable, frame §9, so no
     * approver may reject it afterwards). Null when no seat is reserved for the
     * learner (already confirmed).
     */
    async confirm(
      tx: Tx,
      userId: number,
      classroomId: number,
      now: Date,
    ): Promise<"pending" | "approved" | null> {
      const status = "approved";
      const [confirmed] = await tx
        .update(classroomEnrolments)
        .set({ status, decidedAt: now, updatedAt: now })
        .where(
          and(
            eq(classroomEnrolments.userId, userId),
            eq(classroomEnrolments.classroomId, classroomId),
            eq(classroomEnrolments.status, "reserved"),
          ),
        )
        .returning({ id: classroomEnrolments.id });
      return confirmed ? status : null;
    },

    /**
     * The order lapsed or was cancelled: the reserved enrolment is cancelled and
     * its seat given back, to the session's waiting list as any freed seat is
     * (decision 0019; paid sessions keep none today, see `promote`). The
     * promotion, if any, is announced by the caller in the same transaction.
     */
    async release(
      tx: Tx,
      userId: number,
      classroomId: number,
      now: Date,
    ): Promise<{ released: boolean; promotion: Promotion | null }> {
      const [cancelled] = await tx
        .update(classroomEnrolments)
        .set({ status: "cancelled", cancelledAt: now, updatedAt: now })
        .where(
          and(
            eq(classroomEnrolments.userId, userId),
            eq(classroomEnrolments.classroomId, classroomId),
            eq(classroomEnrolments.status, "reserved"),
          ),
        )
        .returning({ id: classroomEnrolments.id });
      if (!cancelled) return { released: false, promotion: null };
      await giveSeatBack(tx, classroomId, now);
      const [session] = await tx.select().from(classrooms).where(eq(classrooms.id, classroomId));
      return { released: true, promotion: await waitingList.promote(tx, session!, now) };
    },

    /** In the releasing transaction: the e-mail of a seat given from the waiting list. */
    announce: (tx: Db, promotion: Promotion | null, origin: string) =>
      waitingList.announce(tx, promotion, origin),
  };
}

export type SeatHolds = ReturnType<typeof createSeatHolds>;
