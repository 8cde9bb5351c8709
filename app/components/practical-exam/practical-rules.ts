import { cancellationOpen } from "#contract/classroom-rules.ts";
import { PRACTICAL_EXAM, type PracticalExamSession } from "#contract/practical-exam.ts";

/**
 * What the learner's part of a practical exam session offers (learner §3
 * "Practical exam", §7; frame §4, §9), worked out from the learner's standing,
 * the seats and the clock.
 */
export type PracticalAction =
  /** A visitor: the enrol button asks to log in first. */
  | { kind: "login" }
  | { kind: "enrol" }
  /** Disabled: no seat left (10008). */
  | { kind: "full" }
  /** Disabled: enrolment has closed (10013). */
  | { kind: "closed" }
  /** Disabled: pending or approved in another session of the release (10009). */
  | { kind: "otherSession" }
  /** Waiting for the approver; cancellable until 24 hours before the start (10011). */
  | { kind: "pending"; canCancel: boolean }
  | { kind: "approved"; canCancel: boolean }
  /** Held: the result (success, fail or absent) and the score out of 100. */
  | { kind: "finished"; passed: boolean; absent: boolean; score: number | null };

type Standing = Pick<
  PracticalExamSession,
  | "status"
  | "result"
  | "score"
  | "inOtherSession"
  | "remainingSeats"
  | "enrolmentClosesAt"
  | "startsAt"
>;

export function practicalAction(session: Standing, signedIn: boolean, now: Date): PracticalAction {
  const canCancel = cancellationOpen(new Date(session.startsAt), now);
  switch (session.status) {
    case "pending":
      return { kind: "pending", canCancel };
    case "approved":
      return { kind: "approved", canCancel };
    case "finished":
      return {
        kind: "finished",
        passed: passedPractical(session),
        absent: session.result === "absent",
        score: session.score,
      };
  }
  if (!signedIn) return { kind: "login" };
  if (session.inOtherSession) return { kind: "otherSession" };
  if (now.getTime() >= new Date(session.enrolmentClosesAt).getTime()) return { kind: "closed" };
  if (session.remainingSeats <= 0) return { kind: "full" };
  return { kind: "enrol" };
}

/** Passed: the result says so, or the score reaches 80 of 100 (frame §9). */
export function passedPractical(session: Pick<PracticalExamSession, "result" | "score">): boolean {
  if (session.result) return session.result === "success";
  return session.score !== null && session.score >= PRACTICAL_EXAM.passScore;
}
