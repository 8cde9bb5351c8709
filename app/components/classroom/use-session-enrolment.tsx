import { Button, Group, Text } from "@mantine/core";
import { Suspense, lazy, useCallback, useRef, useState, type ReactNode } from "react";
import { Code } from "#contract/codes.ts";
import type { Envelope } from "#contract/envelope.ts";
import { useTranslation } from "../../i18n/translation.tsx";
import { useApiClient } from "../../frame/use-frame.ts";
import { useCurrentUser } from "../../frame/use-user.ts";
import { useLoginTip } from "../catalogue/login-tip.tsx";
import { showEnrolToast } from "../enrolment/enrol-toast.ts";
import { FormLoading } from "../enrolment/form-loading.tsx";
import { PrerequisiteDialog } from "../enrolment/prerequisite-dialog.tsx";
import { refusalOf, type PrerequisiteCertification } from "../enrolment/refusals.ts";
import { closeModal, openModal } from "../modals.tsx";
import type { DietaryValues } from "./dietary-form.tsx";

// The form brings @mantine/form: loaded the first time a session with a meal is enrolled in.
const DietaryForm = lazy(() =>
  import("./dietary-form.tsx").then((module) => ({ default: module.DietaryForm })),
);

/** The learner's latest order extras on the site (getLatestOrderingByUserId). */
export const LATEST_ORDERING_PATH = "/user/registration/getLatestOrderingByUserId";

/** A session one enrols in with a seat: a classroom or a practical exam. */
type Seated = { id: number; orderFood: boolean };

/** What a session's enrolment call answers, as far as the toast needs it. */
type Enrolled = { status: string; waitingPosition?: number | null };

export type SessionEnrolment<S extends Seated> = {
  /** The session whose call is under way, if any. */
  busyId: number | null;
  /** The enrol button: the login tip for a visitor, the meal form where food is ordered. */
  enrol(session: S): void;
  /** The cancel button: a confirmation, then the cancellation. */
  cancel(session: S): void;
  /** The login-tip dialog, rendered by the page. */
  dialog: ReactNode;
};

/** What differs between classrooms and practical exams: the calls and the texts. */
export type SessionEnrolmentOptions<S extends Seated> = {
  /** Keys the dialogs' ids apart ("classroom", "practical-exam"). */
  idPrefix: string;
  name(session: S): string;
  enrolCall(session: S, extras: Partial<DietaryValues>): Promise<Envelope<Enrolled>>;
  cancelCall(session: S): Promise<Envelope<unknown>>;
  /** Translation keys, each given {{name}}. */
  texts: {
    approved: string;
    pending: string;
    /** An answer with status "waiting" (a waiting list joined), given {{position}} too. */
    waiting?: string;
    cancelled: string;
    cancelTitle: string;
    cancelText: string;
    cancelConfirm: string;
    /** The confirmation's button that changes nothing (default: keep my seat). */
    cancelKeep?: string;
    /** The meal form's submit button (default: enrol). */
    submit?: string;
  };
  /**
   * The classroom's enrol dialog (decision 0047): what follows the request, for a dialog
   * asked before every enrolment (with the meal fields where food is ordered) instead of the
   * meal form alone. Without it only a session with a meal asks anything.
   */
  confirmation?: (session: S) => { title: string; note: ReactNode };
  /**
   * Asked before anything else once signed in (the profile the site requires, decision
   * 0049); the enrolment goes no further when it resolves false.
   */
  beforeEnrol?: () => Promise<boolean>;
  /** Reloads the sessions after every call, so the seats and buttons are current. */
  onChanged(): Promise<unknown>;
  /**
   * The page shows every refusal itself (an invitation letter's page): no prerequisite
   * dialog of its own then.
   */
  pageShowsRefusals?: boolean;
};

/**
 * Enrolling in and cancelling a session with seats (learner §4, §5; frame
 * §3–§5): a visitor gets the login tip; where food is ordered the meal form
 * comes first; a cancellation is confirmed. One call at a time (two clicks in
 * one frame see each other, learner §5); a refusal opens the Tips dialog
 * through the API client, except 10026 (a seat of a certification's training
 * needs its prerequisite, decision 0045), which opens the prerequisite dialog
 * naming the certifications to take first; either way the sessions are reloaded.
 */
export function useSessionEnrolment<S extends Seated>(
  options: SessionEnrolmentOptions<S>,
): SessionEnrolment<S> {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const loginTip = useLoginTip();
  const api = useApiClient();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [prerequisites, setPrerequisites] = useState<PrerequisiteCertification[] | null>(null);
  const busy = useRef(false);
  const { idPrefix, name, enrolCall, cancelCall, texts, onChanged, pageShowsRefusals } = options;
  const { confirmation, beforeEnrol } = options;
  // The profile is read before the dialog opens: a second click meanwhile opens nothing more.
  const preparing = useRef(false);
  const dietaryModal = `${idPrefix}-dietary`;
  const cancelModal = `${idPrefix}-cancel`;

  const run = useCallback(
    async (
      session: S,
      call: () => Promise<Envelope<unknown>>,
      success: (data: unknown) => string,
    ) => {
      if (busy.current) return;
      busy.current = true;
      setBusyId(session.id);
      try {
        const envelope = await call();
        if (envelope.code === Code.success && envelope.data)
          showEnrolToast(success(envelope.data), t("enrolment.close"));
        else if (envelope.code === Code.prerequisiteNotMet && !pageShowsRefusals) {
          // A quiet code for the API client: the dialog here names what to take first.
          const refusal = refusalOf(envelope);
          if (refusal.kind === "prerequisite") setPrerequisites(refusal.certifications);
        }
        await onChanged();
      } finally {
        busy.current = false;
        setBusyId(null);
      }
    },
    [onChanged, pageShowsRefusals, t],
  );

  const toastKey = ({ status }: Enrolled) =>
    status === "approved"
      ? texts.approved
      : status === "waiting" && texts.waiting
        ? texts.waiting
        : texts.pending;
  const send = (session: S, extras: Partial<DietaryValues> = {}) =>
    run(
      session,
      () => enrolCall(session, extras),
      (data) =>
        t(toastKey(data as Enrolled), {
          name: name(session),
          position: (data as Enrolled).waitingPosition ?? 0,
        }),
    );

  const ask = (session: S) => {
    const confirm = confirmation?.(session);
    if (!session.orderFood && !confirm) {
      void send(session);
      return;
    }
    // What the learner told the kitchen last time starts the form (frame §3 order extras),
    // asked for while the form's code loads; a failure leaves the form empty, quietly.
    const latest = session.orderFood
      ? api
          .post(LATEST_ORDERING_PATH, {}, { quiet: true })
          .then((envelope) => (envelope.code === Code.success ? (envelope.data ?? null) : null))
      : undefined;
    openModal({
      modalId: dietaryModal,
      title: confirm?.title ?? t("classroom.dietary.title"),
      centered: true,
      radius: "lg",
      children: (
        <Suspense fallback={<FormLoading />}>
          <DietaryForm
            sessionName={name(session)}
            submitLabel={texts.submit ?? "classroom.dietary.submit"}
            meal={session.orderFood}
            note={confirm?.note}
            submitTestId={confirm ? `${idPrefix}-confirm` : undefined}
            latest={latest}
            onCancel={() => closeModal(dietaryModal)}
            onSubmit={(values) => {
              closeModal(dietaryModal);
              void send(session, values);
            }}
          />
        </Suspense>
      ),
    });
  };

  const enrol = (session: S) => {
    if (user === null) {
      loginTip.open();
      return;
    }
    if (!beforeEnrol) {
      ask(session);
      return;
    }
    if (preparing.current || busy.current) return;
    preparing.current = true;
    setBusyId(session.id);
    void beforeEnrol()
      .then((ready) => {
        if (ready) ask(session);
      })
      .finally(() => {
        preparing.current = false;
        setBusyId(null);
      });
  };

  const cancel = (session: S) => {
    const confirm = () => {
      closeModal(cancelModal);
      void run(
        session,
        () => cancelCall(session),
        () => t(texts.cancelled, { name: name(session) }),
      );
    };
    openModal({
      modalId: cancelModal,
      title: t(texts.cancelTitle),
      centered: true,
      radius: "md",
      children: (
        <>
          <Text>{t(texts.cancelText, { name: name(session) })}</Text>
          <Group justify="flex-end" mt="lg" gap="sm">
            <Button
              variant="default"
              radius="xl"
              onClick={() => closeModal(cancelModal)}
              data-autofocus
            >
              {t(texts.cancelKeep ?? "classroom.cancel.keep")}
            </Button>
            <Button color="red.8" radius="xl" onClick={confirm} data-testid="cancel-confirm">
              {t(texts.cancelConfirm)}
            </Button>
          </Group>
        </>
      ),
    });
  };

  return {
    busyId,
    enrol,
    cancel,
    dialog: (
      <>
        {loginTip.dialog}
        <PrerequisiteDialog
          opened={prerequisites !== null}
          certifications={prerequisites ?? []}
          text={t("enrolment.prerequisite.trainingText")}
          onClose={() => setPrerequisites(null)}
        />
      </>
    ),
  };
}
