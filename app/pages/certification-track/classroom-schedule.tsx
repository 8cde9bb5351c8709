import { dateTimeFormat, regionName } from "#contract/intl.ts";
import { ActionIcon, Button, CloseButton, NativeSelect } from "@mantine/core";
import {
  IconAlertCircle,
  IconCalendar,
  IconChevronLeft,
  IconChevronRight,
  IconCircleCheck,
  IconList,
} from "@tabler/icons-react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Link, useLocation, useNavigate, useRevalidator } from "react-router";
import type { ScheduledSession } from "#contract/classroom.ts";
import { useTranslation } from "../../i18n/translation.tsx";
import { CatalogueEmpty } from "../../components/catalogue/catalogue-empty.tsx";
import { SessionCard, SessionList } from "../../components/classroom/session-card.tsx";
import {
  useClassroomEnrolment,
  type ClassroomEnrolment,
} from "../../components/classroom/use-classroom-enrolment.tsx";
import { useFrame } from "../../frame/use-frame.ts";
import type { ScheduleData } from "./page-data.ts";
import {
  addMonths,
  isEnrolled,
  monthGrid,
  scheduleSearch,
  sessionsByDay,
  shortName,
  TRAINING_METHODS,
  type ScheduleFilters,
} from "./schedule.ts";
import classes from "./classroom-schedule.module.css";

/** Formats in the page's language; the plain value when the locale or zone is unknown. */
function format(locale: string, options: Intl.DateTimeFormatOptions, at: number | Date): string {
  try {
    return dateTimeFormat(locale, options).format(at);
  } catch {
    return new Date(at).toISOString();
  }
}

const utcDay = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

/**
 * A classroom track's schedule (frame §2 "Classroom list/calendar"): the
 * month's sessions as a calendar, Monday to Sunday, or as a list of session
 * cards, filtered by training method, country and language. Month, view and
 * filters are the address's query, so every state is a link the loader reads.
 */
export function ClassroomSchedule({
  schedule,
  compact,
}: {
  schedule: ScheduleData;
  compact: boolean;
}) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const reload = useCallback(() => revalidator.revalidate(), [revalidator]);
  const enrolment = useClassroomEnrolment("certification", reload);
  const { pathname } = useLocation();
  const today = useMemo(() => new Date(`${schedule.today}T00:00:00Z`), [schedule.today]);
  const { filters } = schedule;
  const href = (change: Partial<ScheduleFilters>) =>
    `${pathname}${scheduleSearch({ ...filters, ...change }, today)}`;

  return (
    <div
      className={classes.schedule}
      data-compact={compact || undefined}
      data-testid="classroom-schedule"
    >
      <ScheduleToolbar schedule={schedule} href={href} />
      <MonthNav month={filters.month} href={href} />
      {schedule.failed ? (
        <CatalogueEmpty
          compact={compact}
          icon={<IconAlertCircle size={28} aria-hidden />}
          title={t("catalogue.failed.title")}
          description={t("catalogue.failed.text")}
          testId="load-failed"
        />
      ) : filters.view === "calendar" ? (
        <Calendar schedule={schedule} compact={compact} enrolment={enrolment} />
      ) : schedule.sessions.length === 0 ? (
        <NoSessions compact={compact} />
      ) : (
        <SessionList sessions={schedule.sessions} enrolment={enrolment} compact={compact} />
      )}
      {enrolment.dialog}
    </div>
  );
}

function NoSessions({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  return (
    <CatalogueEmpty
      compact={compact}
      icon={<IconCalendar size={28} aria-hidden />}
      title={t("catalogue.schedule.empty")}
      description={t("catalogue.schedule.emptyHint")}
      testId="schedule-empty"
    />
  );
}

/** View switch and filters: links where a choice is one click, selects for the longer lists. */
function ScheduleToolbar({
  schedule,
  href,
}: {
  schedule: ScheduleData;
  href: (change: Partial<ScheduleFilters>) => string;
}) {
  const { t } = useTranslation();
  const frame = useFrame();
  const navigate = useNavigate();
  const locale = frame.language.languageSimple;
  const { filters } = schedule;
  const go = (change: Partial<ScheduleFilters>) =>
    void navigate(href(change), { preventScrollReset: true });
  return (
    <div className={classes.toolbar}>
      <nav className={classes.group} aria-label={t("catalogue.schedule.view")}>
        {(["calendar", "list"] as const).map((view) => (
          <Button
            key={view}
            component={Link}
            to={href({ view })}
            preventScrollReset
            variant={filters.view === view ? "filled" : "default"}
            radius="xl"
            size="sm"
            leftSection={
              view === "calendar" ? (
                <IconCalendar size={16} aria-hidden />
              ) : (
                <IconList size={16} aria-hidden />
              )
            }
            aria-current={filters.view === view ? "page" : undefined}
            data-testid={`schedule-view-${view}`}
          >
            {t(`catalogue.schedule.${view}`)}
          </Button>
        ))}
      </nav>
      <nav className={classes.group} aria-label={t("catalogue.schedule.method")}>
        {TRAINING_METHODS.map((method) => (
          <Button
            key={method}
            component={Link}
            to={href({ method })}
            preventScrollReset
            variant={filters.method === method ? "filled" : "default"}
            radius="xl"
            size="sm"
            aria-current={filters.method === method ? "page" : undefined}
            data-testid={`schedule-method-${method}`}
          >
            {t(`catalogue.schedule.methods.${method}`)}
          </Button>
        ))}
      </nav>
      <div className={classes.selects}>
        <NativeSelect
          label={t("catalogue.schedule.country")}
          value={filters.country}
          onChange={(event) => go({ country: event.currentTarget.value })}
          data={[
            { value: "", label: t("catalogue.schedule.allCountries") },
            ...schedule.countries.map((code) => ({ value: code, label: regionName(code, locale) })),
          ]}
          radius="md"
          size="sm"
          data-testid="schedule-country"
        />
        <NativeSelect
          label={t("catalogue.schedule.language")}
          value={filters.language === null ? "" : String(filters.language)}
          onChange={(event) =>
            go({ language: event.currentTarget.value ? Number(event.currentTarget.value) : null })
          }
          data={[
            { value: "", label: t("catalogue.schedule.allLanguages") },
            ...frame.languages.map((language) => ({
              value: String(language.id),
              label: language.languageComplete,
            })),
          ]}
          radius="md"
          size="sm"
          data-testid="schedule-language"
        />
      </div>
    </div>
  );
}

/** The month's name between the previous and next month's links. */
function MonthNav({
  month,
  href,
}: {
  month: string;
  href: (change: Partial<ScheduleFilters>) => string;
}) {
  const { t } = useTranslation();
  const locale = useFrame().language.languageSimple;
  const name = format(
    locale,
    { month: "long", year: "numeric", timeZone: "UTC" },
    Date.parse(`${month}-01T00:00:00Z`),
  );
  return (
    <div className={classes.monthNav}>
      <ActionIcon
        component={Link}
        to={href({ month: addMonths(month, -1) })}
        preventScrollReset
        variant="default"
        radius="xl"
        size="lg"
        aria-label={t("catalogue.schedule.previousMonth")}
        data-testid="schedule-previous"
      >
        <IconChevronLeft className="flip-rtl" size={18} aria-hidden />
      </ActionIcon>
      <h3
        className={classes.monthName}
        aria-live="polite"
        data-testid="schedule-month"
        data-month={month}
      >
        {name}
      </h3>
      <ActionIcon
        component={Link}
        to={href({ month: addMonths(month, 1) })}
        preventScrollReset
        variant="default"
        radius="xl"
        size="lg"
        aria-label={t("catalogue.schedule.nextMonth")}
        data-testid="schedule-next"
      >
        <IconChevronRight className="flip-rtl" size={18} aria-hidden />
      </ActionIcon>
    </div>
  );
}

/**
 * The month's weeks, Monday first, each day with its sessions (start in the
 * venue's zone and short name), enrolled ones marked; a session's card opens
 * below the calendar when it is clicked.
 */
function Calendar({
  schedule,
  compact,
  enrolment,
}: {
  schedule: ScheduleData;
  compact: boolean;
  enrolment: ClassroomEnrolment;
}) {
  const { t } = useTranslation();
  const locale = useFrame().language.languageSimple;
  const weeks = useMemo(() => monthGrid(schedule.filters.month), [schedule.filters.month]);
  const days = useMemo(() => sessionsByDay(schedule.sessions), [schedule.sessions]);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selected = schedule.sessions.find((session) => session.id === selectedId) ?? null;
  const panel = useRef<HTMLDivElement>(null);
  const inMonth = (iso: string) => iso.startsWith(schedule.filters.month);
  const shown = weeks.flat().some((day) => inMonth(day) && days.has(day));

  useEffect(() => {
    if (selectedId !== null)
      panel.current?.scrollIntoView({ block: "nearest", behavior: "smooth" });
  }, [selectedId]);

  // Monday 1 January 2024 and the six days after it: the weekday names in the page's language.
  const weekdays = Array.from({ length: 7 }, (_, i) => {
    const at = Date.UTC(2024, 0, 1 + i);
    return {
      short: format(locale, { weekday: compact ? "narrow" : "short", timeZone: "UTC" }, at),
      long: format(locale, { weekday: "long", timeZone: "UTC" }, at),
    };
  });

  return (
    <>
      <ul
        className={classes.legend}
        aria-label={t("catalogue.schedule.legend")}
        data-testid="schedule-legend"
      >
        <li>
          <span className={classes.swatch} data-enrolled="true" aria-hidden>
            <IconCircleCheck size={12} />
          </span>
          {t("catalogue.schedule.enrolled")}
        </li>
        <li>
          <span className={classes.swatch} data-enrolled="false" aria-hidden />
          {t("catalogue.schedule.notEnrolled")}
        </li>
      </ul>
      <div className={classes.calendar} data-testid="schedule-calendar">
        <div className={classes.weekdays} aria-hidden="true" data-testid="schedule-weekdays">
          {weekdays.map((weekday) => (
            <span key={weekday.long} title={weekday.long}>
              {weekday.short}
            </span>
          ))}
        </div>
        <ol className={classes.days}>
          {weeks.flat().map((day) => {
            const sessions = days.get(day) ?? [];
            const at = utcDay(day);
            return (
              <li
                key={day}
                className={classes.day}
                data-outside={inMonth(day) ? undefined : true}
                data-today={day === schedule.today || undefined}
                data-date={day}
                data-testid="schedule-day"
              >
                <span className={classes.dayNumber}>
                  <span aria-hidden="true">
                    {format(locale, { day: "numeric", timeZone: "UTC" }, at)}
                  </span>
                  <span className={classes.visuallyHidden}>
                    {format(locale, { dateStyle: "full", timeZone: "UTC" }, at)}
                  </span>
                </span>
                {sessions.length > 0 && (
                  <ul className={classes.events}>
                    {sessions.map((session) => (
                      <li key={session.id}>
                        <CalendarEvent
                          session={session}
                          locale={locale}
                          selected={session.id === selectedId}
                          onSelect={() =>
                            setSelectedId((id) => (id === session.id ? null : session.id))
                          }
                        />
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ol>
      </div>
      {!shown && <NoSessions compact={compact} />}
      <div ref={panel} id="schedule-selected" className={classes.selected}>
        {selected && (
          <div data-testid="schedule-selected">
            <div className={classes.selectedHead}>
              <span className={classes.selectedLabel}>{t("catalogue.schedule.selected")}</span>
              <CloseButton
                aria-label={t("catalogue.schedule.close")}
                onClick={() => setSelectedId(null)}
                data-testid="schedule-selected-close"
              />
            </div>
            <SessionCard session={selected} enrolment={enrolment} />
          </div>
        )}
      </div>
    </>
  );
}

function CalendarEvent({
  session,
  locale,
  selected,
  onSelect,
}: {
  session: ScheduledSession;
  locale: string;
  selected: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation();
  const enrolled = isEnrolled(session.userStatus);
  const time = format(
    locale,
    { hour: "2-digit", minute: "2-digit", timeZone: session.timeZone },
    new Date(session.startsAt),
  );
  return (
    <button
      type="button"
      className={classes.event}
      data-enrolled={enrolled}
      aria-expanded={selected}
      aria-controls="schedule-selected"
      title={session.classroomName}
      onClick={onSelect}
      data-testid="schedule-session"
      data-session-id={session.id}
    >
      {enrolled && <IconCircleCheck className={classes.eventIcon} size={12} aria-hidden />}
      <span className={classes.eventTime}>{time}</span>
      <span className={classes.eventName}>{shortName(session.classroomName)}</span>
      <span className={classes.visuallyHidden}>
        {`, ${t(enrolled ? "catalogue.schedule.enrolled" : "catalogue.schedule.notEnrolled")}`}
      </span>
    </button>
  );
}
