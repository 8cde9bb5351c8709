import { Link } from "react-router";
import type { ClassroomSession } from "#contract/classroom.ts";
import { useSiteLinks } from "../../frame/use-frame.ts";
import { useTranslation } from "../../i18n/translation.tsx";
import { SessionTags } from "./session-tags.tsx";
import { SeatsFact, TimeFact } from "./session-facts.tsx";
import { classroomDetailPath } from "./session-rules.ts";
import classes from "./session-card.module.css";

/**
 * Recommended classrooms for the logged-in learner on the home page (frame §2
 * "recommended courses and classrooms when logged in"; POST
 * /certification/recommendation/getHomePageClassroom): each session's format,
 * time and seats, enrolment on its detail page. Nothing for a visitor.
 */
export function HomeClassrooms({
  sessions,
  compact,
}: {
  sessions: readonly ClassroomSession[];
  compact: boolean;
}) {
  const { t } = useTranslation();
  const { link } = useSiteLinks();
  if (sessions.length === 0) return null;
  return (
    <section
      className={classes.homeSection}
      data-compact={compact || undefined}
      aria-labelledby="home-classrooms-title"
      data-testid="home-classrooms"
    >
      <div className="frame-container">
        <h2 id="home-classrooms-title" className={classes.homeTitle}>
          {t("home.classroomsTitle")}
        </h2>
        <p className={classes.homeSubtitle}>{t("home.classroomsSubtitle")}</p>
        <ul className={classes.list} data-compact={compact || undefined}>
          {sessions.map((session) => (
            <li key={session.id}>
              <article
                className={classes.card}
                aria-labelledby={`home-classroom-${session.id}`}
                data-testid="home-classroom"
              >
                <div className={classes.tags}>
                  <SessionTags session={session} />
                </div>
                <h3 id={`home-classroom-${session.id}`} className={classes.title}>
                  <Link to={link(classroomDetailPath(session.id))}>{session.classroomName}</Link>
                </h3>
                <dl className={classes.facts}>
                  <TimeFact session={session} />
                  <SeatsFact session={session} />
                </dl>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
