import { Button } from "@mantine/core";
import {
  IconCalendarPlus,
  IconKey,
  IconMapPin,
  IconUser,
  IconVideo,
  IconWorld,
  IconAward,
  IconReceipt,
} from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { ClassroomSession } from "#contract/classroom.ts";
import { ClassroomType } from "#contract/classroom-rules.ts";
import { formatMinor } from "#contract/commerce-rules.ts";
import { useTranslation } from "../../i18n/translation.tsx";
import { MY_LEARNING_PATH } from "../../frame/menus.ts";
import { useFrame, useSiteLinks } from "../../frame/use-frame.ts";
import { checkoutPath } from "../payment/payment-paths.ts";
import { classroomDetailPath, sessionAction, type SessionAction } from "./session-rules.ts";
import { useSessionButtons } from "./session-buttons.tsx";
import { SessionTags } from "./session-tags.tsx";
import { ClosesFact, Fact, SeatsFact, TimeFact, WaitingFact } from "./session-facts.tsx";
import type { ClassroomEnrolment } from "./use-classroom-enrolment.tsx";
import classes from "./session-card.module.css";

/** The sessions of a list, each a card (certification detail tabs, the workshop/seminar list). */
export function SessionList({
  sessions,
  enrolment,
  compact,
  headingLevel = 3,
}: {
  sessions: readonly ClassroomSession[];
  enrolment: ClassroomEnrolment;
  compact: boolean;
  headingLevel?: 2 | 3;
}) {
  return (
    <ul
      className={classes.list}
      data-compact={compact || undefined}
      data-testid="classroom-sessions"
    >
      {sessions.map((session) => (
        <li key={session.id}>
          <SessionCard session={session} enrolment={enrolment} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

/**
 * One classroom session (learner §2, §4; frame §3): its name and format, the
 * time in the venue's zone and in the learner's own, trainer, place, credits,
 * seats, when enrolment closes, the live link once approved, and the
 * learner's button.
 */
export function SessionCard({
  session,
  enrolment,
  headingLevel = 3,
}: {
  session: ClassroomSession;
  enrolment: ClassroomEnrolment;
  headingLevel?: 2 | 3;
}) {
  const { link } = useSiteLinks();
  const action = sessionAction(session, new Date());
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const titleId = `classroom-${session.id}-title`;

  return (
    <article
      className={classes.card}
      aria-labelledby={titleId}
      data-testid="classroom-session"
      data-session-id={session.id}
      data-action={action.kind}
    >
      <div className={classes.tags}>
        <SessionTags session={session} />
      </div>
      <Heading id={titleId} className={classes.title}>
        <Link to={link(classroomDetailPath(session.id))} data-testid="session-detail-link">
          {session.classroomName}
        </Link>
      </Heading>
      {session.description && <p className={classes.description}>{session.description}</p>}

      <SessionFacts session={session} />
      <SessionLive session={session} />

      <div className={classes.actions}>
        <SessionButtons session={session} action={action} enrolment={enrolment} />
      </div>
    </article>
  );
}

/**
 * A session's facts (frame §3 "Classroom training"): the time in the venue's
 * zone and in the learner's own, trainer, place, credits, seats and when
 * enrolment closes; `children` adds facts of the page showing them.
 */
export function SessionFacts({
  session,
  children,
}: {
  session: ClassroomSession;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const locale = useFrame().language.languageSimple;
  const online = session.type === ClassroomType.online;
  return (
    <dl className={classes.facts}>
      <TimeFact session={session} />
      <Fact icon={<IconUser size={18} aria-hidden />} label={t("classroom.fact.trainer")}>
        {session.trainerName}
      </Fact>
      <Fact
        icon={online ? <IconWorld size={18} aria-hidden /> : <IconMapPin size={18} aria-hidden />}
        label={t("classroom.fact.location")}
      >
        <span data-testid="session-location">
          {online ? t("classroom.fact.online") : session.location}
        </span>
      </Fact>
      <Fact icon={<IconAward size={18} aria-hidden />} label={t("classroom.fact.credits")}>
        {session.credits}
      </Fact>
      {session.feeMinor !== null && session.currency !== null && (
        <Fact icon={<IconReceipt size={18} aria-hidden />} label={t("classroom.fact.fee")}>
          <bdi data-testid="session-fee">
            {formatMinor(session.feeMinor, session.currency, locale)}
          </bdi>
        </Fact>
      )}
      <SeatsFact session={session} />
      <WaitingFact session={session} />
      <ClosesFact session={session} />
      {children}
    </dl>
  );
}

/** The live link and password of an online session: only an approved learner is given them. */
export function SessionLive({ session }: { session: ClassroomSession }) {
  const { t } = useTranslation();
  return (
    <>
      {(session.liveLink || session.livePassword) && (
        <div className={classes.live} data-testid="session-live">
          {session.liveLink && (
            <span className={classes.liveItem}>
              <IconVideo size={18} aria-hidden />
              <span>{t("classroom.live.link")}</span>
              <a href={session.liveLink} target="_blank" rel="noopener noreferrer" dir="ltr">
                {session.liveLink}
              </a>
            </span>
          )}
          {session.livePassword && (
            <span className={classes.liveItem}>
              <IconKey size={18} aria-hidden />
              <span>{t("classroom.live.password")}</span>
              <code dir="ltr">{session.livePassword}</code>
            </span>
          )}
        </div>
      )}
    </>
  );
}

/** The learner's part of a session: the standing badge, enrol or cancel, the calendar file. */
export function SessionButtons({
  session,
  action,
  enrolment,
}: {
  session: ClassroomSession;
  action: SessionAction;
  enrolment: ClassroomEnrolment;
}) {
  const { link } = useSiteLinks();
  const { t, badge, enrolButton, cancelButton, disabled, otherSession } = useSessionButtons(
    session,
    enrolment,
    {
      enrol: "classroom.action.enrol",
      cancel: "classroom.action.cancel",
      otherSession: "classroom.action.otherSession",
    },
  );
  const status = (key: string, testId: string, color = "gray") => badge(t(key), testId, color);
  const calendarLink = <CalendarLink classroomId={session.id} testId="session-calendar" />;
  // Paid training is enrolled in by ordering it (decision 0023): the checkout signs a
  // visitor in first, and shows a learner's open order instead of a second one.
  const paid = session.feeMinor !== null;
  switch (action.kind) {
    case "login":
    case "enrol":
      return paid ? (
        <Button
          component={Link}
          to={link(checkoutPath(session.id))}
          radius="xl"
          data-testid="session-enrol"
        >
          {t("classroom.enrolPaid")}
        </Button>
      ) : (
        enrolButton
      );
    case "full":
      return enrolment.waitingList && !paid ? (
        <WaitingListButton session={session} waitingList={enrolment.waitingList} join />
      ) : (
        disabled("classroom.action.full")
      );
    case "waiting":
      return (
        <>
          {badge(
            t("classroom.action.waiting", { position: action.position }),
            "session-waiting",
            "blue",
          )}
          {enrolment.waitingList && (
            <WaitingListButton session={session} waitingList={enrolment.waitingList} />
          )}
        </>
      );
    case "closed":
      return disabled("classroom.action.closed");
    case "otherSession":
      return otherSession;
    case "pending":
      return (
        <>
          {status("classroom.action.pending", "session-pending", "yellow")}
          {action.canCancel && !paid && cancelButton}
          {calendarLink}
        </>
      );
    case "enrolled":
      return (
        <>
          {status("classroom.action.enrolled", "session-enrolled", "teal")}
          {!paid && cancelButton}
          {calendarLink}
        </>
      );
    case "view":
      return (
        <>
          <Button
            component={Link}
            to={link(MY_LEARNING_PATH)}
            variant="light"
            radius="xl"
            data-testid="session-view"
          >
            {t("classroom.action.view")}
          </Button>
          {calendarLink}
        </>
      );
    case "checkedIn":
      return status("classroom.action.checkedIn", "session-checked-in", "teal");
    case "absent":
      return status("classroom.action.absent", "session-absent");
    case "finished":
      return status("classroom.action.finished", "session-finished", "teal");
  }
}

const WAITING_LIST_KEYS = {
  enrol: "classroom.action.joinWaitingList",
  cancel: "classroom.action.leaveWaitingList",
  otherSession: "classroom.action.otherSession",
  testIds: { enrol: "session-join-waiting-list", cancel: "session-leave-waiting-list" },
};

/**
 * Joining a full session's waiting list (the meal form first where food is
 * ordered; a visitor gets the login tip), or leaving it, confirmed first.
 */
function WaitingListButton({
  session,
  waitingList,
  join = false,
}: {
  session: ClassroomSession;
  waitingList: NonNullable<ClassroomEnrolment["waitingList"]>;
  join?: boolean;
}) {
  const { enrolButton, cancelButton } = useSessionButtons(session, waitingList, WAITING_LIST_KEYS);
  return join ? enrolButton : cancelButton;
}

/** The enrolment's calendar file (server: /classroom/calendar/{id}.ics), for any live enrolment. */
export function CalendarLink({ classroomId, testId }: { classroomId: number; testId: string }) {
  const { t } = useTranslation();
  return (
    <Button
      component="a"
      href={`/classroom/calendar/${classroomId}.ics`}
      download
      variant="subtle"
      radius="xl"
      leftSection={<IconCalendarPlus size={18} aria-hidden />}
      data-testid={testId}
    >
      {t("classroom.action.calendar")}
    </Button>
  );
}

export { SessionsLoading } from "./sessions-loading.tsx";
