import { Button } from "@mantine/core";
import { IconAlertCircle, IconCalendar } from "@tabler/icons-react";
import { useCallback } from "react";
import { Link, useLocation, useRevalidator } from "react-router";
import { useTranslation } from "../../i18n/translation.tsx";
import { CatalogueEmpty } from "../../components/catalogue/catalogue-empty.tsx";
import { PageHero } from "../../components/catalogue/page-hero.tsx";
import { Pager } from "../../components/catalogue/pager.tsx";
import { SessionList } from "../../components/classroom/session-card.tsx";
import { FORMAT_FILTERS, type FormatFilter } from "../../components/classroom/session-rules.ts";
import { useClassroomEnrolment } from "../../components/classroom/use-classroom-enrolment.tsx";
import type { WorkshopSeminarData } from "./page-data.ts";
import classes from "./workshop-seminar.module.css";

export function WorkshopSeminarView({
  data,
  compact,
}: {
  data: WorkshopSeminarData;
  compact: boolean;
}) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const reload = useCallback(() => revalidator.revalidate(), [revalidator]);
  const enrolment = useClassroomEnrolment("nonCertification", reload);
  const { sessions, format } = data;
  return (
    <div
      className={classes.page}
      data-compact={compact || undefined}
      data-testid="workshop-seminar"
    >
      <PageHero
        compact={compact}
        crumbs={[{ label: t("menu.workshopSeminar") }]}
        title={t("classroom.list.title")}
        subtitle={t("classroom.list.subtitle")}
      />
      <section className={classes.section} aria-labelledby="sessions-title">
        <div className="frame-container">
          <div className={classes.head}>
            <h2 id="sessions-title" className={classes.heading}>
              {t("classroom.list.heading")}
            </h2>
            <FormatFilterBar current={format} />
          </div>
          <p className={classes.count} data-testid="session-count">
            {t("classroom.list.count", { total: sessions.total })}
          </p>
          {sessions.rows.length === 0 ? (
            <CatalogueEmpty
              compact={compact}
              icon={
                data.failed ? (
                  <IconAlertCircle size={28} aria-hidden />
                ) : (
                  <IconCalendar size={28} aria-hidden />
                )
              }
              title={data.failed ? t("catalogue.failed.title") : t("classroom.list.empty")}
              description={data.failed ? t("catalogue.failed.text") : t("classroom.list.emptyHint")}
              testId={data.failed ? "load-failed" : "catalogue-empty"}
            />
          ) : (
            <SessionList
              sessions={sessions.rows}
              enrolment={enrolment}
              compact={compact}
              headingLevel={3}
            />
          )}
          <Pager
            total={sessions.total}
            pageSize={data.pageSize}
            pageNum={data.pageNum}
            compact={compact}
          />
        </div>
      </section>
      {enrolment.dialog}
    </div>
  );
}

/** The format filter as links, so every choice is an address and works before hydration. */
function FormatFilterBar({ current }: { current: FormatFilter }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <nav className={classes.filter} aria-label={t("classroom.list.filterLabel")}>
      {FORMAT_FILTERS.map((filter) => (
        <Button
          key={filter}
          component={Link}
          to={filter === "all" ? pathname : `${pathname}?format=${filter}`}
          variant={filter === current ? "filled" : "default"}
          radius="xl"
          size="sm"
          aria-current={filter === current ? "page" : undefined}
          data-testid={`format-${filter}`}
        >
          {t(`classroom.list.filter.${filter}`)}
        </Button>
      ))}
    </nav>
  );
}
