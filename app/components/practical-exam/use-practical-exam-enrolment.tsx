import type { PracticalExamSession } from "#contract/practical-exam.ts";
import { useApiClient } from "../../frame/use-frame.ts";
import { answeredToLetter, type EnrolmentLetter } from "../classroom/enrolment-letter.ts";
import { useSessionEnrolment, type SessionEnrolment } from "../classroom/use-session-enrolment.tsx";

export const PRACTICAL_EXAM_PATHS = {
  regions: "/certification/practicalExam/getRegion",
  ofCertification: "/certification/practicalExam/getOfCertification",
  enrol: "/user/practicalExamApprove/enroll",
  enrolByLetter: "/user/practicalExamApprove/enrollByInvitationCode",
  cancel: "/user/practicalExamApprove/cancelPracticalExam",
} as const;

export type PracticalExamEnrolment = SessionEnrolment<PracticalExamSession>;

/**
 * Enrolling in and cancelling practical exam sessions (learner §3, §7; frame
 * §4): a refusal (403 theory exam not passed, 10008 full, 10009 another
 * session, 10010 certificate still valid, 10013 closed, 10024 already, 10011
 * within 24 hours) opens the Tips dialog through the API client; either way
 * `onChanged` reloads the sessions so the seats and buttons are current.
 * With an invitation letter the enrolments send its code and its page shows
 * the answers.
 */
export function usePracticalExamEnrolment(
  onChanged: () => Promise<unknown>,
  letter?: EnrolmentLetter,
): PracticalExamEnrolment {
  const api = useApiClient();
  return useSessionEnrolment<PracticalExamSession>({
    idPrefix: "practical-exam",
    name: (session) => session.practicalExamName,
    enrolCall: (session, extras) => {
      const params = {
        practicalExamId: session.id,
        dietaryRequirements: extras.dietaryRequirements || undefined,
        allergies: extras.allergies || undefined,
      };
      return letter
        ? answeredToLetter(
            letter,
            api.post(
              PRACTICAL_EXAM_PATHS.enrolByLetter,
              { ...params, invitationCode: letter.code },
              { quiet: true },
            ),
          )
        : api.post(PRACTICAL_EXAM_PATHS.enrol, params);
    },
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
