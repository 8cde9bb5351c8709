import { and, eq, inArray, isNotNull, isNull, lte, sql } from "drizzle-orm";
import { Code } from "#contract/codes.ts";
import { SEAT_HOLDING_STATES, seatApprovedAtOnce } from "#contract/classroom-rules.ts";
import type { Db } from "#db/client.ts";
import { classroomEnrolments, classrooms } from "#db/schema/classroom.ts";
import { ApiError, badRequest, notFound } from "../../errors.ts";
import type { Scope } from "../../scope.ts";
import type { ReleaseFacts } from "../catalogue/release-facts.ts";

/**
 * The seats of a classroom session (decision 0017), shared by enrolling,
 * cancelling, the approver's decisions and the waiting list (decision 0019):
 * `seats_taken` changes only through the conditional updates here, and an
 * enrolment holding a seat is written only where a unique index lets it.
 */

export type ClassroomRow = typeof classrooms.$inferSelect;
export type EnrolmentRow = typeof classroomEnrolments.$inferSelect;
/** A transaction, or the database for a single statement. */
export type Tx = Pick<Db, "select" | "insert" | "update">;

/**
 * Enrolment's rules for a seat (decisions 0045, 0047), which the classroom module asks
 * and never reads the tables of.
 */
export type Qualification = {
  /** 400 naming the missing fields when the profile lacks what the site requires before enrolling (frame §5). */
  checkSupplementInfo(scope: Scope, userId: number): Promise<void>;
  /**
   * 10026, listing what to obtain first, when the learner may not take a seat of the
   * release's training: the prerequisite's certificate, and an approved enrolment in the
   * certification (unless they hold its certificate). A letter approves the enrolment itself.
   */
  requireAdmission(
    scope: Scope,
    userId: number,
    releaseId: number,
    options?: { letter?: boolean },
  ): Promise<void>;
  /** Whether the learner may hold a seat of the release's training now; `on` a caller's transaction. */
  admitted(userId: number, releaseId: number, on?: Pick<Db, "select">): Promise<boolean>;
  /** In a letter's seat's transaction: the learner's enrolment in the certification, approved. */
  enrolWithLetter(
    tx: Tx,
    scope: Scope,
    input: { userId: number; releaseId: number; code: string; now: Date },
  ): Promise<void>;
};

/** A seat of certification training needs the learner admitted to it (decisions 0045, 0047); other training does not. */
export async function requireQualified(
  qualification: Qualification,
  scope: Scope,
  userId: number,
  session: Pick<ClassroomRow, "certificationReleaseId">,
  options: { letter?: boolean } = {},
): Promise<void> {
  if (session.certificationReleaseId !== null)
    await qualification.requireAdmission(scope, userId, session.certificationReleaseId, options);
}

/** The catalogue's facts a seat's approval is read from. */
export type AdmissionFacts = Pick<ReleaseFacts, "admissionOfReleases">;

/**
 * The status of a seat taken without a letter (decision 0047): approved at once only where
 * no person has anything left to decide, else pending until the site's approver decides.
 * `on` a caller's transaction.
 */
export async function seatStatus(
  releases: AdmissionFacts,
  session: ClassroomRow,
  on?: Pick<Db, "select">,
): Promise<"approved" | "pending"> {
  const policy =
    session.certificationReleaseId === null
      ? null
      : ((await releases.admissionOfReleases([session.certificationReleaseId], on)).get(
          session.certificationReleaseId,
        )?.approvalPolicy ?? "manual");
  return seatApprovedAtOnce(session, policy) ? "approved" : "pending";
}

/** Which of the two enrol and cancel calls was made: of a certification or not certificated. */
export type ClassroomKind = "certification" | "nonCertification";

const holdingSeat = inArray(classroomEnrolments.status, [...SEAT_HOLDING_STATES]);

/**
 * The published sessions of the scope's site (never another site's); none
 * where the tenant hides instructor-led training in the site's region
 * (frame §2, §6: the EU flag), so what the menus hide cannot be enrolled in.
 */
export const onSite = (scope: Scope, now: Date) =>
  and(
    scope.tenant.instructorLedHiddenRegions.includes(scope.site.region) ? sql`false` : undefined,
    eq(classrooms.siteId, scope.site.id),
    isNotNull(classrooms.publishedAt),
    lte(classrooms.publishedAt, now),
  );

/**
 * The session of this site that a call names, or not found; of the kind the call is
 * for when it names one (the enrol and cancel calls are per kind, the waiting list's not).
 */
export async function sessionToEnrol(
  tx: Pick<Db, "select">,
  scope: Scope,
  kind: ClassroomKind | null,
  classroomId: number,
  now: Date,
): Promise<ClassroomRow> {
  const [row] = await tx
    .select()
    .from(classrooms)
    .where(
      and(
        eq(classrooms.id, classroomId),
        onSite(scope, now),
        kind === null
          ? undefined
          : kind === "certification"
            ? isNotNull(classrooms.certificationReleaseId)
            : isNull(classrooms.certificationReleaseId),
      ),
    );
  if (!row) throw notFound("No such classroom");
  return row;
}

/** The learner's enrolment holding a seat of the session, if any (one at most: the seat index). */
export async function seatOf(
  tx: Pick<Db, "select">,
  userId: number,
  classroomId: number,
): Promise<EnrolmentRow | undefined> {
  const [row] = await tx
    .select()
    .from(classroomEnrolments)
    .where(
      and(
        eq(classroomEnrolments.userId, userId),
        eq(classroomEnrolments.classroomId, classroomId),
        holdingSeat,
      ),
    );
  return row;
}

/**
 * Takes a seat when one is free: the session's row is locked by the update, and the
 * condition is evaluated again on the row as the transaction before left it, so no more
 * than the capacity are ever taken. The seats taken after, or null when the session is full.
 */
export async function takeSeat(tx: Tx, classroomId: number, now: Date): Promise<number | null> {
  const [seat] = await tx
    .update(classrooms)
    .set({ seatsTaken: sql`${classrooms.seatsTaken} + 1`, updatedAt: now })
    .where(
      and(eq(classrooms.id, classroomId), sql`${classrooms.seatsTaken} < ${classrooms.capacity}`),
    )
    .returning({ seatsTaken: classrooms.seatsTaken });
  return seat?.seatsTaken ?? null;
}

/** Gives a seat back (cancelled, rejected, or not taken after all); the seats taken after. */
export async function giveSeatBack(tx: Tx, classroomId: number, now: Date): Promise<number> {
  const [seat] = await tx
    .update(classrooms)
    .set({ seatsTaken: sql`${classrooms.seatsTaken} - 1`, updatedAt: now })
    .where(eq(classrooms.id, classroomId))
    .returning({ seatsTaken: classrooms.seatsTaken });
  return seat!.seatsTaken;
}

/**
 * Writes the enrolment of a seat just taken; null when a unique index refuses it (the
 * learner holds a seat of the session, or a live enrolment in another session of its
 * certification release: decision 0017). Order extras are kept only where food is ordered.
 */
export async function writeEnrolment(
  tx: Tx,
  session: ClassroomRow,
  values: {
    userId: number;
    /** `reserved`: a paid session's seat held for an order (decision 0023). */
    status: "reserved" | "pending" | "approved";
    dietaryRequirements?: string | null | undefined;
    allergies?: string | null | undefined;
    invitationCode?: string | undefined;
    now: Date;
  },
): Promise<number | null> {
  const [enrolment] = await tx
    .insert(classroomEnrolments)
    .values({
      classroomId: session.id,
      userId: values.userId,
      siteId: session.siteId,
      certificationReleaseId: session.certificationReleaseId,
      status: values.status,
      // Asked only where food is ordered (frame §3 "order extras").
      dietaryRequirements: session.orderFood ? values.dietaryRequirements || null : null,
      allergies: session.orderFood ? values.allergies || null : null,
      invitationCode: values.invitationCode ?? null,
      decidedAt: values.status === "approved" ? values.now : null,
    })
    .onConflictDoNothing()
    .returning({ id: classroomEnrolments.id });
  return enrolment?.id ?? null;
}

/** Why writeEnrolment was refused: a seat of this session already, or another session's. */
export async function refusalOf(
  tx: Pick<Db, "select">,
  userId: number,
  classroomId: number,
): Promise<"enrolled" | "other_session"> {
  return (await seatOf(tx, userId, classroomId)) ? "enrolled" : "other_session";
}

export const alreadyEnrolled = () =>
  new ApiError(Code.alreadyRegistered, "Already enrolled in this classroom: see My Learning");
/** A paid session's seat is taken by ordering it (/payment), not by the enrol calls (decision 0023). */
export const paymentRequired = () =>
  badRequest(
    { classroomId: "This training is paid: place an order at /payment" },
    "Paid training: place an order",
  );

export const inOtherSession = () =>
  new ApiError(
    Code.finishCurrentTraining,
    "Finish or cancel your current training of this certification first",
  );
