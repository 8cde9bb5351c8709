import { Badge } from "@mantine/core";
import { IconMapPin, IconUser, IconVideo, IconWorld, IconMap2 } from "@tabler/icons-react";
import {
  PRACTICAL_EXAM,
  PracticalExamType,
  type PracticalExamSession,
} from "#contract/practical-exam.ts";
import { useTranslation } from "../../i18n/translation.tsx";
import { useCurrentUser } from "../../frame/use-user.ts";
import { practicalAction, type PracticalAction } from "./practical-rules.ts";
import { useSessionButtons } from "../classroom/session-buttons.tsx";
import { ClosesFact, Fact, SeatsFact, TimeFact } from "../classroom/session-facts.tsx";
import type { PracticalExamEnrolment } from "./use-practical-exam-enrolment.tsx";
import classes from "../classroom/session-card.module.css";

/** The practical exam sessions of a release, each a card (certification detail tab). */
export function PracticalSessionList({
  sessions,
  enrolment,
  compact,
}: {
  sessions: readonly PracticalExamSession[];
  enrolment: PracticalExamEnrolment;
  compact: boolean;
}) {
  return (
    <ul
      className={classes.list}
      data-compact={compact || undefined}
      data-testid="practical-sessions"
    >
      {sessions.map((session) => (
        <li key={session.id}>
          <PracticalSessionCard session={session} enrolment={enrolment} />
        </li>
      ))}
    </ul>
  );
}

/**
 * One practical exam session (learner §3 "Practical exam"; frame §4, §9): its
 * name and type, the time in the venue's zone and in the learner's own,
 * trainer, place, region, seats, when enrolment closes, and the learner's
 * button, standing or result.
 */
export function PracticalSessionCard({
  session,
  enrolment,
}: {
  session: PracticalExamSession;
  enrolment: PracticalExamEnrolment;
}) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const online = session.type === PracticalExamType.online;
  const action = practicalAction(session, user !== null, new Date());
  const titleId = `practical-exam-${session.id}-title`;

  return (
    <article
      className={classes.card}
      aria-labelledby={titleId}
      data-testid="practical-session"
      data-session-id={session.id}
      data-action={action.kind}
    >
      <div className={classes.tags}>
        <Badge
          variant="light"
          radius="sm"
          leftSection={
            online ? <IconVideo size={12} aria-hidden /> : <IconMapPin size={12} aria-hidden />
          }
        >
          {t(online ? "practicalExam.type.online" : "practicalExam.type.onsite")}
        </Badge>
        <Badge variant="default" radius="sm" data-testid="session-region">
          {session.region.name}
        </Badge>
      </div>
      <h3 id={titleId} className={classes.title}>
        {session.practicalExamName}
      </h3>

      <dl className={classes.facts}>
        <TimeFact session={session} />
        <Fact
          icon={online ? <IconWorld size={18} aria-hidden /> : <IconMapPin size={18} aria-hidden />}
          label={t("classroom.fact.location")}
        >
          <span data-testid="session-location">{session.location}</span>
        </Fact>
        <Fact icon={<IconUser size={18} aria-hidden />} label={t("practicalExam.fact.examiner")}>
          <span data-testid="session-trainer">{session.trainerName}</span>
        </Fact>
        <Fact icon={<IconMap2 size={18} aria-hidden />} label={t("practicalExam.fact.region")}>
          {session.region.name}
        </Fact>
        <SeatsFact session={session} />
        <ClosesFact session={session} />
      </dl>

      <div className={classes.actions}>
        <PracticalButtons session={session} action={action} enrolment={enrolment} />
      </div>
    </article>
  );
}

function PracticalButtons({
  session,
  action,
  enrolment,
}: {
  session: PracticalExamSession;
  action: PracticalAction;
  enrolment: PracticalExamEnrolment;
}) {
  const { t, badge, enrolButton, cancelButton, disabled, otherSession } = useSessionButtons(
    session,
    enrolment,
    {
      enrol: "practicalExam.action.enrol",
      cancel: "practicalExam.action.cancel",
      otherSession: "practicalExam.action.otherSession",
    },
  );

  switch (action.kind) {
    case "login":
    case "enrol":
      return enrolButton;
    case "full":
      return disabled("classroom.action.full");
    case "closed":
      return disabled("classroom.action.closed");
    case "otherSession":
      return otherSession;
    case "pending":
      return (
        <>
          {badge(t("practicalExam.action.pending"), "session-pending", "yellow")}
          {action.canCancel && cancelButton}
        </>
      );
    case "approved":
      return (
        <>
          {badge(t("practicalExam.action.approved"), "session-approved", "teal")}
          {action.canCancel && cancelButton}
        </>
      );
    case "finished":
      return (
        <>
          {badge(
            t(
              action.absent
                ? "practicalExam.result.absent"
                : action.passed
                  ? "practicalExam.result.passed"
                  : "practicalExam.result.failed",
            ),
            "session-result",
            action.passed ? "teal" : action.absent ? "gray" : "red",
          )}
          {action.score !== null && (
            <span className={classes.note} data-testid="session-score">
              {t("practicalExam.result.score", {
                score: action.score,
                total: PRACTICAL_EXAM.totalScore,
                pass: PRACTICAL_EXAM.passScore,
              })}
            </span>
          )}
        </>
      );
  }
}
