import { useMounted } from "@mantine/hooks";
import { IconCalendarEvent, IconHourglass, IconListNumbers, IconUsers } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useFrame } from "../../frame/use-frame.ts";
import { useTranslation } from "../../i18n/translation.tsx";
import { formatInstant, formatSessionTime, sameOffset } from "./session-rules.ts";
import classes from "./session-card.module.css";

/**
 * The facts every session with seats shows alike, classroom or practical exam
 * (frame §3): one fact of a card's list, the time, the seats, when enrolment closes.
 */
export function Fact({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className={classes.fact}>
      <dt>
        {icon}
        <span>{label}</span>
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

type Timed = { startsAt: string; endsAt: string; timeZone: string };

/** The time in the venue's zone and, where it differs, in the learner's own. */
export function TimeFact({ session }: { session: Timed }) {
  const { t } = useTranslation();
  const locale = useFrame().language.languageSimple;
  // The learner's own zone is the browser's: known once hydrated, never on the server.
  const mounted = useMounted();
  const ownZone = mounted ? Intl.DateTimeFormat().resolvedOptions().timeZone : null;
  return (
    <Fact icon={<IconCalendarEvent size={18} aria-hidden />} label={t("classroom.fact.time")}>
      <span data-testid="session-time">
        {formatSessionTime(session.startsAt, session.endsAt, session.timeZone, locale)}
      </span>
      {ownZone && !sameOffset(session.startsAt, session.timeZone, ownZone) && (
        <span className={classes.secondary} data-testid="session-own-time">
          {t("classroom.fact.ownTime", {
            time: formatSessionTime(session.startsAt, session.endsAt, ownZone, locale),
          })}
        </span>
      )}
    </Fact>
  );
}

/** Seats left of the capacity, or full. */
export function SeatsFact({ session }: { session: { remainingSeats: number; capacity: number } }) {
  const { t } = useTranslation();
  return (
    <Fact icon={<IconUsers size={18} aria-hidden />} label={t("classroom.fact.seats")}>
      <span data-testid="session-seats" data-remaining={session.remainingSeats}>
        {session.remainingSeats <= 0
          ? t("classroom.fact.full", { capacity: session.capacity })
          : t("classroom.fact.seatsLeft", {
              remaining: session.remainingSeats,
              capacity: session.capacity,
            })}
      </span>
    </Fact>
  );
}

/** How many learners wait for a seat of a full session (decision 0019); nothing when none. */
export function WaitingFact({ session }: { session: { waitingCount: number } }) {
  const { t } = useTranslation();
  if (session.waitingCount <= 0) return null;
  return (
    <Fact icon={<IconListNumbers size={18} aria-hidden />} label={t("classroom.fact.waitingList")}>
      <span data-testid="session-waiting-count" data-count={session.waitingCount}>
        {t("classroom.fact.waiting", { count: session.waitingCount })}
      </span>
    </Fact>
  );
}

/** When enrolment closes, in the venue's zone. */
export function ClosesFact({
  session,
}: {
  session: { enrolmentClosesAt: string; timeZone: string };
}) {
  const { t } = useTranslation();
  const locale = useFrame().language.languageSimple;
  return (
    <Fact icon={<IconHourglass size={18} aria-hidden />} label={t("classroom.fact.closes")}>
      <span data-testid="session-closes">
        {formatInstant(session.enrolmentClosesAt, session.timeZone, locale)}
      </span>
    </Fact>
  );
}
