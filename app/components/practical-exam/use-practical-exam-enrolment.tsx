import type { PracticalExamSession } from "#contract/practical-exam.ts";
import { useApiClient } from "../../frame/use-frame.ts";
import { useSessionEnrolment, type SessionEnrolment } from "../classroom/use-session-enrolment.tsx";

export const PRACTICAL_EXAM_PATHS = {
  regions: "/certification/practicalExam/getRegion",
  ofCertification: "/certification/practicalExam/getOfCertification",
  enrol: "/user/practicalExamApprove/enroll",
  cancel: "/user/practicalExamApprove/cancelPracticalExam",
} as const;

export type PracticalExamEnrolment = SessionEnrolment<PracticalExamSession>;

/**
 * Enrolling in and cancelling practical exam sessions (learner §3, §7; frame
 * §4): a refusal (403 theory exam not passed, 10008 full, 10009 another
 * session, 10010 certificate still valid, 10013 closed, 10024 already, 10011
 * within 24 hours) opens the Tips dialog through the API client; either way
 * `onChanged` reloads the sessions so the seats and buttons are current.
 */
export function usePracticalExamEnrolment(
  onChanged: () => Promise<unknown>,
): PracticalExamEnrolment {
  const api = useApiClient();
  return useSessionEnrolment<PracticalExamSession>({
    idPrefix: "practical-exam",
    name: (session) => session.practicalExamName,
    enrolCall: (session, extras) =>
      api.post(PRACTICAL_EXAM_PATHS.enrol, {
        practicalExamId: session.id,
        dietaryRequirements: extras.dietaryRequirements || undefined,
        allergies: extras.allergies || undefined,
      }),
    cancelCall: (session) => api.post(PRACTICAL_EXAM_PATHS.cancel, { practicalExamId: session.id }),
    texts: {
      approved: "practicalExam.toast.approved",
      pending: "practicalExam.toast.pending",
      cancelled: "practicalExam.toast.cancelled",
      cancelTitle: "practicalExam.cancel.title",
      cancelText: "practicalExam.cancel.text",
      cancelConfirm: "practicalExam.cancel.confirm",
    },
    onChanged,
  });
}
