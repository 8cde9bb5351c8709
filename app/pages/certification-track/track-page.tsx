import { Badge, Button } from "@mantine/core";
import { useTranslation } from "../../i18n/translation.tsx";
import { Link, useLocation } from "react-router";
import { IconArrowRight, IconCertificate, IconChalkboard, IconVideo } from "@tabler/icons-react";
import { CREDITS_NEEDED } from "#contract/catalogue-rules.ts";
import { CatalogueEmpty } from "../../components/catalogue/catalogue-empty.tsx";
import { CertificationCard } from "../../components/catalogue/certification-card.tsx";
import { CourseGrid, ResultCount } from "../../components/catalogue/course-card.tsx";
import { CourseFilterBar } from "../../components/catalogue/course-filters.tsx";
import { hasActiveFilters } from "../../components/catalogue/filters.ts";
import { kindPagePath } from "../../components/catalogue/links.ts";
import { PageHero } from "../../components/catalogue/page-hero.tsx";
import { Pager } from "../../components/catalogue/pager.tsx";
import { TrackNav, trackPageLabel } from "../../components/catalogue/track-nav.tsx";
import catalogue from "../../components/catalogue/catalogue.module.css";
import { useFrame, useSiteLinks } from "../../frame/use-frame.ts";
import { ClassroomSchedule } from "./classroom-schedule.tsx";
import type { TrackData } from "./page-data.ts";
import classes from "./track.module.css";

const SUBTITLE_KEY = {
  overview: "catalogue.track.overviewSubtitle",
  "online-video-courses": "catalogue.track.coursesSubtitle",
  classroom: "catalogue.track.classroomSubtitle",
} as const;

/** A track page in either layout; `compact` is the /mobile twin. */
export function TrackPageView({ data, compact }: { data: TrackData; compact: boolean }) {
  const { t } = useTranslation();
  const frame = useFrame();
  const { kind, page } = data;
  const overviewPath = kindPagePath(frame.tenant, kind, "overview");
  const crumbs =
    page === "overview"
      ? [{ label: kind.kindName }]
      : [{ label: kind.kindName, path: overviewPath }, { label: t(trackPageLabel(page)) }];
  const title =
    page === "overview" ? data.banner?.title || kind.kindName : `${t(trackPageLabel(page))}`;
  const subtitle =
    page === "overview" && data.banner?.subtitle
      ? data.banner.subtitle
      : t(SUBTITLE_KEY[page], { name: kind.kindName });
  return (
    <div
      className={classes.page}
      data-compact={compact || undefined}
      data-testid={`track-${page}`}
      data-kind={kind.kindType}
    >
      <PageHero
        banner={data.banner}
        eyebrow={
          page === "overview" ? undefined : (
            <span className={catalogue.heroKind}>{kind.kindName}</span>
          )
        }
        title={title}
        subtitle={subtitle}
        crumbs={crumbs}
        compact={compact}
      />
      <TrackNav kind={kind} current={page} />
      {page === "overview" && <Overview data={data} compact={compact} />}
      {page === "online-video-courses" && <Courses data={data} compact={compact} />}
      {page === "classroom" && <Classroom data={data} compact={compact} />}
    </div>
  );
}

function LoadFailed({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  return (
    <CatalogueEmpty
      compact={compact}
      icon={<IconCertificate size={28} aria-hidden />}
      title={t("catalogue.failed.title")}
      description={t("catalogue.failed.text")}
      testId="load-failed"
    />
  );
}

function Overview({ data, compact }: { data: TrackData; compact: boolean }) {
  const { t } = useTranslation();
  const frame = useFrame();
  const { link } = useSiteLinks();
  const { kind } = data;
  const steps =
    frame.dict.certificate_step.length > 0
      ? frame.dict.certificate_step.map((item) => ({ title: item.dictLabel, text: item.dictValue }))
      : (["enrol", "learn", "exam", "apply"] as const).map((key) => ({
          title: t(`home.stepsFallback.${key}`),
          text: t(`home.stepsFallback.${key}Text`),
        }));
  const credits = CREDITS_NEEDED[kind.kindType];
  return (
    <>
      <section className={classes.section} aria-labelledby="programs-title">
        <div className="frame-container">
          <header className={classes.sectionHead}>
            <h2 id="programs-title" className={classes.sectionTitle}>
              {t("catalogue.track.programsTitle")}
            </h2>
            <p className={classes.sectionSubtitle}>
              {t("catalogue.track.programsSubtitle", { name: kind.kindName })}
            </p>
          </header>
          {data.certifications.length === 0 ? (
            data.failed ? (
              <LoadFailed compact={compact} />
            ) : (
              <CatalogueEmpty
                compact={compact}
                icon={<IconCertificate size={28} aria-hidden />}
                title={t("catalogue.track.noPrograms")}
                description={t("catalogue.track.noProgramsHint")}
              />
            )
          ) : (
            <>
              <ol className={classes.levelPath} aria-label={t("catalogue.track.levels")}>
                {data.certifications.map((summary) => (
                  <li key={summary.id}>
                    <Badge variant="light" radius="sm" size="lg">
                      {summary.level || summary.certificationName}
                    </Badge>
                  </li>
                ))}
              </ol>
              <ul className={classes.cardGrid} data-testid="program-list">
                {data.certifications.map((summary) => (
                  <li key={summary.id}>
                    <CertificationCard summary={summary} compact={compact} />
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </section>

      <section className={classes.section} data-tone="muted" aria-labelledby="steps-title">
        <div className="frame-container">
          <header className={classes.sectionHead}>
            <h2 id="steps-title" className={classes.sectionTitle}>
              {t("catalogue.track.stepsTitle")}
            </h2>
            {credits !== undefined && (
              <p className={classes.sectionSubtitle}>
                {t("catalogue.track.creditsHint", { count: credits })}
              </p>
            )}
          </header>
          <ol className={classes.steps}>
            {steps.map((step, index) => (
              <li key={step.title} className={classes.step}>
                <span className={classes.stepNumber} aria-hidden="true">
                  {index + 1}
                </span>
                <h3 className={classes.stepTitle}>{step.title}</h3>
                <p className={classes.stepText}>{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className={classes.section} aria-labelledby="ways-title">
        <div className="frame-container">
          <header className={classes.sectionHead}>
            <h2 id="ways-title" className={classes.sectionTitle}>
              {t("catalogue.track.waysTitle")}
            </h2>
          </header>
          <ul className={classes.ways}>
            <li className={classes.way}>
              <span className={classes.wayIcon}>
                <IconVideo size={26} aria-hidden />
              </span>
              <h3 className={classes.stepTitle}>{t("menu.onlineVideoCourses")}</h3>
              <p className={classes.stepText}>
                {t("catalogue.track.coursesSubtitle", { name: kind.kindName })}
              </p>
              <Button
                component={Link}
                to={link(kindPagePath(frame.tenant, kind, "online-video-courses"))}
                variant="light"
                radius="xl"
                rightSection={<IconArrowRight className="flip-rtl" size={16} aria-hidden />}
              >
                {t("catalogue.track.browseCourses")}
              </Button>
            </li>
            {!frame.hideInstructorLed && (
              <li className={classes.way}>
                <span className={classes.wayIcon}>
                  <IconChalkboard size={26} aria-hidden />
                </span>
                <h3 className={classes.stepTitle}>{t("menu.classroom")}</h3>
                <p className={classes.stepText}>
                  {t("catalogue.track.classroomSubtitle", { name: kind.kindName })}
                </p>
                <Button
                  component={Link}
                  to={link(kindPagePath(frame.tenant, kind, "classroom"))}
                  variant="light"
                  radius="xl"
                  rightSection={<IconArrowRight className="flip-rtl" size={16} aria-hidden />}
                >
                  {t("catalogue.track.browseClassroom")}
                </Button>
              </li>
            )}
          </ul>
        </div>
      </section>
    </>
  );
}

function Courses({ data, compact }: { data: TrackData; compact: boolean }) {
  const { t } = useTranslation();
  const frame = useFrame();
  const { pathname } = useLocation();
  const courses = data.courses ?? { rows: [], total: 0 };
  const filters = data.filters;
  if (!filters) return null;
  const typeInfo = data.typeInfo ?? { certificationTypeList: [], versionLabelList: [] };
  return (
    <section className={classes.section} aria-labelledby="courses-title">
      <div className="frame-container">
        <h2 id="courses-title" className={catalogue.visuallyHidden}>
          {t("menu.onlineVideoCourses")}
        </h2>
        <CourseFilterBar
          filters={filters}
          typeInfo={typeInfo}
          languages={frame.languages.map((language) => language.languageComplete)}
          compact={compact}
        />
        <ResultCount>{t("catalogue.courseCount", { count: courses.total })}</ResultCount>
        {courses.rows.length === 0 ? (
          data.failed ? (
            <LoadFailed compact={compact} />
          ) : (
            <CatalogueEmpty
              compact={compact}
              icon={<IconVideo size={28} aria-hidden />}
              title={t("catalogue.noCourses")}
              description={
                hasActiveFilters(filters)
                  ? t("catalogue.noCoursesFiltered")
                  : t("catalogue.noCoursesHint")
              }
            >
              {hasActiveFilters(filters) && (
                <Button component={Link} to={pathname} variant="default" radius="xl">
                  {t("catalogue.filters.reset")}
                </Button>
              )}
            </CatalogueEmpty>
          )
        ) : (
          <CourseGrid rows={courses.rows} compact={compact} testId="course-list" />
        )}
        <Pager
          total={courses.total}
          pageSize={data.pageSize}
          pageNum={filters.pageNum}
          compact={compact}
        />
      </div>
    </section>
  );
}

function Classroom({ data, compact }: { data: TrackData; compact: boolean }) {
  const { t } = useTranslation();
  return (
    <section className={classes.section} aria-labelledby="classroom-title">
      <div className="frame-container">
        <header className={classes.sectionHead}>
          <h2 id="classroom-title" className={classes.sectionTitle}>
            {t("catalogue.classroom.title")}
          </h2>
          <p className={classes.sectionSubtitle}>{t("catalogue.classroom.subtitle")}</p>
        </header>
        {data.schedule && <ClassroomSchedule schedule={data.schedule} compact={compact} />}
        {data.classrooms.length === 0 ? (
          data.failed ? (
            <LoadFailed compact={compact} />
          ) : null
        ) : (
          <>
            <h3 className={classes.subTitle}>{t("catalogue.classroom.offeredBy")}</h3>
            <ul className={classes.cardGrid} data-testid="classroom-certifications">
              {data.classrooms.map((item) => (
                <li key={item.id}>
                  <CertificationCard
                    summary={item}
                    compact={compact}
                    tags={
                      <>
                        {item.hasOnlineClassroom && (
                          <Badge variant="light" color="blue" radius="sm">
                            {t("catalogue.classroom.online")}
                          </Badge>
                        )}
                        {item.hasOnsiteClassroom && (
                          <Badge variant="light" color="grape" radius="sm">
                            {t("catalogue.classroom.onsite")}
                          </Badge>
                        )}
                      </>
                    }
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
