import { Button, Group, Text } from "@mantine/core";
import { Suspense, lazy, useCallback, useRef, useState, type ReactNode } from "react";
import type { ClassroomEnrolmentResult, ClassroomSession } from "#contract/classroom.ts";
import { Code } from "#contract/codes.ts";
import type { Envelope } from "#contract/envelope.ts";
import { useTranslation } from "../../i18n/translation.tsx";
import { useApiClient } from "../../frame/use-frame.ts";
import { useCurrentUser } from "../../frame/use-user.ts";
import { useLoginTip } from "../catalogue/login-tip.tsx";
import { showEnrolToast } from "../enrolment/enrol-toast.ts";
import { FormLoading } from "../enrolment/form-loading.tsx";
import { closeModal, openModal } from "../modals.tsx";
import type { DietaryValues } from "./dietary-form.tsx";

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

// The form brings @mantine/form: loaded the first time a session with a meal is enrolled in.
const DietaryForm = lazy(() =>
  import("./dietary-form.tsx").then((module) => ({ default: module.DietaryForm })),
);

const DIETARY_MODAL_ID = "classroom-dietary";
const CANCEL_MODAL_ID = "classroom-cancel";

export type ClassroomEnrolment = {
  /** The session whose call is under way, if any. */
  busyId: number | null;
  /** The enrol button: the login tip for a visitor, the meal form where food is ordered. */
  enrol(session: ClassroomSession): void;
  /** The cancel button: a confirmation, then the cancellation. */
  cancel(session: ClassroomSession): void;
  /** The login-tip dialog, rendered by the page. */
  dialog: ReactNode;
};

/**
 * Enrolling in and cancelling classroom sessions (learner §4, frame §3–§5):
 * a refusal (10013 closed, 10014 full, 10015 another session, 10024 already,
 * 10011 within 24 hours) opens the Tips dialog through the API client; either
 * way `onChanged` reloads the sessions so the seats and buttons are current.
 */
export function useClassroomEnrolment(
  kind: ClassroomKind,
  onChanged: () => Promise<unknown>,
): ClassroomEnrolment {
  const { t } = useTranslation();
  const api = useApiClient();
  const user = useCurrentUser();
  const loginTip = useLoginTip();
  const [busyId, setBusyId] = useState<number | null>(null);
  // Two clicks in one frame must see each other (learner §5).
  const busy = useRef(false);
  const paths = CLASSROOM_PATHS[kind];

  const run = useCallback(
    async (
      session: ClassroomSession,
      call: () => Promise<Envelope<ClassroomEnrolmentResult>>,
      success: (result: ClassroomEnrolmentResult) => string,
    ) => {
      if (busy.current) return;
      busy.current = true;
      setBusyId(session.id);
      try {
        const envelope = await call();
        if (envelope.code === Code.success && envelope.data)
          showEnrolToast(success(envelope.data), t("enrolment.close"));
        await onChanged();
      } finally {
        busy.current = false;
        setBusyId(null);
      }
    },
    [onChanged, t],
  );

  const send = useCallback(
    (session: ClassroomSession, extras: Partial<DietaryValues> = {}) =>
      run(
        session,
        () =>
          api.post(paths.enrol, {
            classroomId: session.id,
            dietaryRequirements: extras.dietaryRequirements || undefined,
            allergies: extras.allergies || undefined,
          }),
        (result) =>
          t(result.status === "approved" ? "classroom.toast.enrolled" : "classroom.toast.pending", {
            name: session.classroomName,
          }),
      ),
    [api, paths, run, t],
  );

  const enrol = (session: ClassroomSession) => {
    if (user === null) {
      loginTip.open();
      return;
    }
    if (!session.orderFood) {
      void send(session);
      return;
    }
    openModal({
      modalId: DIETARY_MODAL_ID,
      title: t("classroom.dietary.title"),
      centered: true,
      radius: "lg",
      children: (
        <Suspense fallback={<FormLoading />}>
          <DietaryForm
            sessionName={session.classroomName}
            onCancel={() => closeModal(DIETARY_MODAL_ID)}
            onSubmit={(values) => {
              closeModal(DIETARY_MODAL_ID);
              void send(session, values);
            }}
          />
        </Suspense>
      ),
    });
  };

  const cancel = (session: ClassroomSession) => {
    const confirm = () => {
      closeModal(CANCEL_MODAL_ID);
      void run(
        session,
        () => api.post(paths.cancel, { classroomId: session.id }),
        () => t("classroom.toast.cancelled", { name: session.classroomName }),
      );
    };
    openModal({
      modalId: CANCEL_MODAL_ID,
      title: t("classroom.cancel.title"),
      centered: true,
      radius: "md",
      children: (
        <>
          <Text>{t("classroom.cancel.text", { name: session.classroomName })}</Text>
          <Group justify="flex-end" mt="lg" gap="sm">
            <Button
              variant="default"
              radius="xl"
              onClick={() => closeModal(CANCEL_MODAL_ID)}
              data-autofocus
            >
              {t("classroom.cancel.keep")}
            </Button>
            <Button color="red.8" radius="xl" onClick={confirm} data-testid="cancel-confirm">
              {t("classroom.cancel.confirm")}
            </Button>
          </Group>
        </>
      ),
    });
  };

  return { busyId, enrol, cancel, dialog: loginTip.dialog };
}
