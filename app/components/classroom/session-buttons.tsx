import { Badge, Button } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/translation.tsx";
import classes from "./session-card.module.css";

/** A session one enrols in, and the enrolment calls of its kind (use-session-enrolment.tsx). */
type Seated = { id: number };
type Calls<S> = { busyId: number | null; enrol(session: S): void; cancel(session: S): void };

/**
 * The pieces a session card's buttons are made of, shared by classrooms and
 * practical exams so both speak alike: the enrol button, a disabled one with
 * why, the learner's standing as a badge, the cancel button. `keys` names
 * the texts of the kind (its enrol, cancel and other-session texts).
 */
export function useSessionButtons<S extends Seated>(
  session: S,
  enrolment: Calls<S>,
  keys: {
    enrol: string;
    cancel: string;
    otherSession: string;
    /** The buttons' test ids, where a card has two pairs (default session-enrol, session-cancel). */
    testIds?: { enrol: string; cancel: string };
  },
) {
  const { t } = useTranslation();
  const busy = enrolment.busyId === session.id;
  const disabled = (key: string) => (
    <Button radius="xl" disabled data-testid="session-enrol">
      {t(key)}
    </Button>
  );
  return {
    t,
    badge: (text: string, testId: string, color = "gray"): ReactNode => (
      <Badge variant="outline" color={color} radius="sm" size="lg" data-testid={testId}>
        {text}
      </Badge>
    ),
    enrolButton: (
      <Button
        radius="xl"
        loading={busy}
        onClick={() => enrolment.enrol(session)}
        data-testid={keys.testIds?.enrol ?? "session-enrol"}
      >
        {t(keys.enrol)}
      </Button>
    ),
    cancelButton: (
      <Button
        variant="outline"
        color="red"
        radius="xl"
        loading={busy}
        onClick={() => enrolment.cancel(session)}
        data-testid={keys.testIds?.cancel ?? "session-cancel"}
      >
        {t(keys.cancel)}
      </Button>
    ),
    disabled,
    otherSession: (
      <>
        {disabled(keys.enrol)}
        <span className={classes.note}>{t(keys.otherSession)}</span>
      </>
    ),
  };
}
