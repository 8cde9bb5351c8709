import { Text } from "@mantine/core";
import type { ClassroomSession } from "#contract/classroom.ts";
import { useApiClient } from "../../frame/use-frame.ts";
import { useTranslation } from "../../i18n/translation.tsx";
import { useProfileCheck } from "../enrolment/use-profile-check.tsx";
import { answeredToLetter, type EnrolmentLetter } from "./enrolment-letter.ts";
import type { DietaryValues } from "./dietary-form.tsx";
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

/** The waiting list of a full session, of either kind (decision 0019). */
export const WAITING_LIST_PATHS = {
  join: "/user/registration/waitingList/join",
  leave: "/user/registration/waitingList/leave",
} as const;

/** Sessions of a certification release, or non-certification webinars, workshops and seminars. */
export type ClassroomKind = keyof typeof CLASSROOM_PATHS;

export type ClassroomEnrolment = SessionEnrolment<ClassroomSession> & {
  /**
   * Joining (with the meal form where food is ordered) and leaving a full session's
   * waiting list; none with an invitation letter, which is for a seat at once.
   */
  waitingList: SessionEnrolment<ClassroomSession> | null;
};

const extrasOf = (session: ClassroomSession, extras: Partial<DietaryValues>) => ({
  classroomId: session.id,
  dietaryRequirements: extras.dietaryRequirements || undefined,
  allergies: extras.allergies || undefined,
});

/**
 * Enrolling in and cancelling classroom sessions (learner §4, frame §3–§5):
 * signed in, the profile the site requires is asked for first (decision 0049),
 * then the enrol dialog says whether the seat is approved at once or reviewed
 * (decision 0047), with the meal fields where food is ordered; 10026 opens the
 * prerequisite dialog (what the training still needs); any other refusal
 * (10013 closed, 10014 full, 10015 another session, 10024 already, 10011
 * within 24 hours) opens the Tips dialog through the API client; either
 * way `onChanged` reloads the sessions so the seats and buttons are current.
 * With an invitation letter the enrolments send its code and its page shows
 * the answers. A full session's waiting list is joined and left alike.
 */
export function useClassroomEnrolment(
  kind: ClassroomKind,
  onChanged: () => Promise<unknown>,
  letter?: EnrolmentLetter,
): ClassroomEnrolment {
  const api = useApiClient();
  const { t } = useTranslation();
  const profile = useProfileCheck();
  const paths = CLASSROOM_PATHS[kind];
  const name = (session: ClassroomSession) => session.classroomName;
  // The enrol dialog says what follows as the server will do it (decision 0047): a letter's
  // seat and one the session approves at once are confirmed now, any other is reviewed.
  const confirmation = (session: ClassroomSession) => ({
    title: t("classroom.seat.title"),
    note: (
      <Text size="sm" data-testid="seat-approval">
        {t(
          letter || session.autoApprove ? "classroom.seat.approvedAtOnce" : "classroom.seat.review",
          { name: session.classroomName },
        )}
      </Text>
    ),
  });
  const waitingList = useSessionEnrolment<ClassroomSession>({
    idPrefix: "classroom-waiting-list",
    name,
    enrolCall: (session, extras) => api.post(WAITING_LIST_PATHS.join, extrasOf(session, extras)),
    cancelCall: (session) => api.post(WAITING_LIST_PATHS.leave, { classroomId: session.id }),
    texts: {
      approved: "classroom.toast.enrolled",
      pending: "classroom.toast.pending",
      waiting: "classroom.toast.waiting",
      cancelled: "classroom.toast.leftWaitingList",
      cancelTitle: "classroom.waitingList.leaveTitle",
      cancelText: "classroom.waitingList.leaveText",
      cancelConfirm: "classroom.waitingList.leave",
      cancelKeep: "classroom.waitingList.stay",
      submit: "classroom.waitingList.join",
    },
    // Joining has enrolling's rules: the profile first.
    beforeEnrol: profile.ensure,
    onChanged,
  });
  const enrolment = useSessionEnrolment<ClassroomSession>({
    idPrefix: "classroom",
    name,
    enrolCall: (session, extras) => {
      const params = extrasOf(session, extras);
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
      submit: "classroom.seat.confirm",
    },
    confirmation,
    beforeEnrol: profile.ensure,
    onChanged,
    // The letter's page shows the answer, a refusal as its text.
    pageShowsRefusals: letter !== undefined,
  });
  return {
    ...enrolment,
    waitingList: letter ? null : waitingList,
    // One login tip each: a visitor may click either button.
    dialog: (
      <>
        {enrolment.dialog}
        {waitingList.dialog}
        {profile.dialog}
      </>
    ),
  };
}
