import type { ClassroomSession } from "#contract/classroom.ts";
import { useApiClient } from "../../frame/use-frame.ts";
import { answeredToLetter, type EnrolmentLetter } from "./enrolment-letter.ts";
import { useSessionEnrolment, type SessionEnrolment } from "./use-session-enrolment.tsx";

export const CLASSROOM_PATHS = {
  certification: {
    enrol: "/user/registration/enrollClassroom",
    cancel: "/user/registration/cancelClassroom",
  },
  nonCertification: {
    enrol: "/user/registration/nonCertificatedClassroom/enroll",
    cancel: "/user/registration/nonCertificatedClassroom/cancel",
  },
} as const;

/** Sessions of a certification release, or non-certification webinars, workshops and seminars. */
export type ClassroomKind = keyof typeof CLASSROOM_PATHS;

export type ClassroomEnrolment = SessionEnrolment<ClassroomSession>;

/**
 * Enrolling in and cancelling classroom sessions (learner §4, frame §3–§5):
 * a refusal (10013 closed, 10014 full, 10015 another session, 10024 already,
 * 10011 within 24 hours) opens the Tips dialog through the API client; either
 * way `onChanged` reloads the sessions so the seats and buttons are current.
 * With an invitation letter the enrolments send its code and its page shows
 * the answers.
 */
export function useClassroomEnrolment(
  kind: ClassroomKind,
  onChanged: () => Promise<unknown>,
  letter?: EnrolmentLetter,
): ClassroomEnrolment {
  const api = useApiClient();
  const paths = CLASSROOM_PATHS[kind];
  return useSessionEnrolment<ClassroomSession>({
    idPrefix: "classroom",
    name: (session) => session.classroomName,
    enrolCall: (session, extras) => {
      const params = {
        classroomId: session.id,
        dietaryRequirements: extras.dietaryRequirements || undefined,
        allergies: extras.allergies || undefined,
      };
      // A letter is for the training of a certification: only its enrolment call takes one.
      return letter
        ? answeredToLetter(
            letter,
            api.post(
              CLASSROOM_PATHS.certification.enrol,
              { ...params, invitationCode: letter.code },
              { quiet: true },
            ),
          )
        : api.post(paths.enrol, params);
    },
    cancelCall: (session) => api.post(paths.cancel, { classroomId: session.id }),
    texts: {
      approved: "classroom.toast.enrolled",
      pending: "classroom.toast.pending",
      cancelled: "classroom.toast.cancelled",
      cancelTitle: "classroom.cancel.title",
      cancelText: "classroom.cancel.text",
      cancelConfirm: "classroom.cancel.confirm",
    },
    onChanged,
  });
}
