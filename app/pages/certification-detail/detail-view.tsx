import { Accordion, Alert, Badge, Button, Progress, Stepper, Tabs } from "@mantine/core";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import {
  IconBook,
  IconCalendar,
  IconCertificate,
  IconCheck,
  IconClipboardText,
  IconInfoCircle,
  IconStack2,
} from "@tabler/icons-react";
import { DetailLoadFailed } from "../../components/catalogue/detail-load-failed.tsx";
import { Link, useLocation } from "react-router";
import type { CertificationDetail } from "#contract/catalogue.ts";
import {
  actionsDisabled,
  canEnrol,
  examButtonGroup,
  Kind,
  RegistrationStatus,
  statusHintKey,
} from "#contract/catalogue-rules.ts";
import { CatalogueEmpty } from "../../components/catalogue/catalogue-empty.tsx";
import { CertificationStatusBadge } from "../../components/catalogue/certification-card.tsx";
import { CertificationCourseItem } from "../../components/catalogue/course-card.tsx";
import { certificationDetailPath, kindTrack } from "../../components/catalogue/links.ts";
import { useLoginTip } from "../../components/catalogue/login-tip.tsx";
import { PageHero, type Crumb } from "../../components/catalogue/page-hero.tsx";
import { RichText } from "../../components/catalogue/rich-text.tsx";
import catalogue from "../../components/catalogue/catalogue.module.css";
import { trackPath } from "../../frame/menus.ts";
import { useFrame, useSiteLinks } from "../../frame/use-frame.ts";
import { useCurrentUser } from "../../frame/use-user.ts";
import { PracticalExamPanel } from "./practical-exam.tsx";
import { applyForCertificate, startTheoryExam } from "./handlers.ts";
import { EnrolmentDialogs } from "../../components/enrolment/enrolment-dialogs.tsx";
import { useEnrolment } from "../../components/enrolment/use-enrolment.ts";
import { EnrolmentStatus } from "../../components/enrolment/enrolment-status.tsx";
import {
  PROGRESS_STEPS,
  creditTotals,
  detailTabs,
  progressStep,
  splitCourses,
  tabForHash,
  type DetailTab,
} from "./progress.ts";
import type { CertificationDetailData } from "./route.tsx";
import classes from "./detail.module.css";

export function CertificationDetailView({
  data,
  compact,
}: {
  data: CertificationDetailData;
  compact: boolean;
}) {
  if (!data.detail) {
    return <DetailLoadFailed compact={compact} testId="certification-detail-failed" />;
  }
  return <Detail detail={data.detail} data={data} compact={compact} />;
}

function Detail({
  detail,
  data,
  compact,
}: {
  detail: CertificationDetail;
  data: CertificationDetailData;
  compact: boolean;
}) {
  const { t } = useTranslation();
  const frame = useFrame();
  const { link } = useSiteLinks();
  const user = useCurrentUser();
  const loginTip = useLoginTip();
  const { hash } = useLocation();
  const tabs = detailTabs(detail);
  const [tab, setTab] = useState<DetailTab>("courses");
  const courseListRef = useRef<HTMLElement>(null);
  // Learner §4 "Enrol flow" (a visitor gets the login tip first).
  const enrolFlow = useEnrolment(
    {
      relationId: detail.id,
      kind: detail.kind,
      name: [detail.certificationName, detail.versionLabel].filter(Boolean).join(" "),
    },
    { onLoginNeeded: loginTip.open },
  );

  // Learner §2: #take-exam opens the theory exam, #course-list-position the course list.
  useEffect(() => {
    const wanted = tabForHash(hash);
    if (!wanted) return;
    setTab(wanted);
    requestAnimationFrame(() => {
      document.getElementById(hash.slice(1))?.scrollIntoView({ block: "start" });
    });
  }, [hash]);

  const track = kindTrack(detail.kind);
  const crumbs: Crumb[] = [];
  if (track) {
    crumbs.push({
      label: track === "general" ? t("menu.general") : t("menu.brand"),
      path: trackPath(frame.tenant, track, "overview", frame.kinds),
    });
  }
  crumbs.push({ label: detail.certificationName });

  function showCourses() {
    setTab("courses");
    requestAnimationFrame(() => courseListRef.current?.scrollIntoView({ block: "start" }));
  }

  const actions = (
    <ProgressActions
      detail={detail}
      loggedIn={user !== null}
      onLoginNeeded={loginTip.open}
      onContinue={showCourses}
      onEnrol={(withInvitationCode) => enrolFlow.start({ withInvitationCode })}
      enrolBusy={enrolFlow.busy || enrolFlow.step.name === "loading"}
    />
  );

  return (
    <div
      className={classes.page}
      data-compact={compact || undefined}
      data-testid="certification-detail"
      data-status={detail.currentStatus}
    >
      <PageHero
        banner={data.banner}
        compact={compact}
        crumbs={crumbs}
        title={detail.certificationName}
        subtitle={detail.summary}
        eyebrow={
          <>
            {detail.level && (
              <Badge variant="filled" radius="sm" size="lg" className={catalogue.levelBadge}>
                {detail.level}
              </Badge>
            )}
            {detail.versionLabel && (
              <Badge variant="white" color="dark" radius="sm" size="lg" data-testid="version-label">
                {detail.versionLabel}
              </Badge>
            )}
            <CertificationStatusBadge summary={detail} />
          </>
        }
        aside={detail.detailFile ? <IntroVideo detail={detail} /> : undefined}
      />

      <div className="frame-container">
        <section
          className={classes.progressCard}
          aria-labelledby="progress-title"
          data-testid="progress"
        >
          <h2 id="progress-title" className={classes.cardHeading}>
            {t("certification.progress.title")}
          </h2>
          <Stepper
            active={progressStep(detail.currentStatus)}
            size={compact ? "xs" : "md"}
            labelPosition={compact ? "bottom" : "right"}
            allowNextStepsSelect={false}
            className={classes.stepper}
            data-testid="progress-steps"
          >
            {PROGRESS_STEPS.map((step) => (
              <Stepper.Step
                key={step}
                label={t(`certification.progress.${step}`)}
                description={compact ? undefined : t(`certification.progress.${step}Text`)}
                allowStepSelect={false}
              />
            ))}
          </Stepper>
          {/* Pending review: about 1-3 working days, at once with an invitation code (frame §4). */}
          {detail.registrationStatus === RegistrationStatus.NotAudited ? (
            <EnrolmentStatus registrationStatus={detail.registrationStatus} />
          ) : (
            <StatusHint detail={detail} />
          )}
          <div className={classes.progressActions}>{actions}</div>
        </section>

        {detail.prerequisite && (
          <Alert
            className={classes.prerequisite}
            variant="light"
            color="yellow"
            radius="md"
            icon={<IconInfoCircle size={20} aria-hidden />}
            title={t("certification.prerequisite.title")}
            data-testid="prerequisite"
          >
            {t("certification.prerequisite.text")}{" "}
            <Link to={link(certificationDetailPath(detail.prerequisite.certificationReleaseId))}>
              {[detail.prerequisite.certificationName, detail.prerequisite.versionLabel]
                .filter(Boolean)
                .join(" ")}
            </Link>
          </Alert>
        )}

        <div className={classes.layout}>
          <div className={classes.main}>
            <section
              id="course-list-position"
              ref={courseListRef}
              className={classes.tabsSection}
              aria-label={t("certification.tabs.label")}
            >
              <Tabs
                value={tab}
                onChange={(value) => value && setTab(value as DetailTab)}
                keepMounted={false}
                radius="md"
              >
                <Tabs.List className={classes.tabList}>
                  {tabs.map((value) => (
                    <Tabs.Tab key={value} value={value} data-testid={`tab-${value}`}>
                      {t(`certification.tabs.${value}`)}
                    </Tabs.Tab>
                  ))}
                </Tabs.List>
                <Tabs.Panel value="courses" className={classes.panel}>
                  <CourseLists detail={detail} compact={compact} />
                </Tabs.Panel>
                {detail.hasOnlineClassroom && (
                  <Tabs.Panel value="online-classroom" className={classes.panel}>
                    <ClassroomComingSoon online />
                  </Tabs.Panel>
                )}
                {detail.hasOnsiteClassroom && (
                  <Tabs.Panel value="onsite-classroom" className={classes.panel}>
                    <ClassroomComingSoon online={false} />
                  </Tabs.Panel>
                )}
                <Tabs.Panel value="theory-exam" className={classes.panel}>
                  <TheoryExam detail={detail} actions={actions} />
                </Tabs.Panel>
                {detail.practicalExam && (
                  <Tabs.Panel value="practical-exam" className={classes.panel}>
                    <PracticalExamPanel />
                  </Tabs.Panel>
                )}
              </Tabs>
            </section>

            {detail.description.trim() && (
              <section className={classes.about} aria-labelledby="about-title">
                <h2 id="about-title" className={classes.sectionTitle}>
                  {t("certification.about")}
                </h2>
                <RichText html={detail.description} />
              </section>
            )}
          </div>

          <aside className={classes.aside} aria-label={t("certification.factsLabel")}>
            <Facts detail={detail} />
            <Versions detail={detail} />
          </aside>
        </div>
      </div>
      {loginTip.dialog}
      <EnrolmentDialogs flow={enrolFlow} />
    </div>
  );
}

function IntroVideo({ detail }: { detail: CertificationDetail }) {
  const { t } = useTranslation();
  return (
    <figure className={classes.intro}>
      <video
        controls
        preload="none"
        poster={detail.coverImage || undefined}
        className={classes.introVideo}
        data-testid="intro-video"
        aria-label={t("certification.introVideo", { name: detail.certificationName })}
      >
        <source src={detail.detailFile} />
      </video>
      <figcaption className={classes.introCaption}>{t("certification.introCaption")}</figcaption>
    </figure>
  );
}

function StatusHint({ detail }: { detail: CertificationDetail }) {
  const { t } = useTranslation();
  const key = statusHintKey(detail.currentStatus, detail.childStatus);
  if (!key) return null;
  return (
    <p className={classes.hint} role="status" data-testid="status-hint">
      <IconInfoCircle size={18} aria-hidden />
      <span>{t(key)}</span>
    </p>
  );
}

/**
 * The enrol button and the exam button group (learner §4): enrol shows per
 * canEnrol, the group per examButtonGroup, both disabled per actionsDisabled.
 */
function ProgressActions({
  detail,
  loggedIn,
  onLoginNeeded,
  onContinue,
  onEnrol,
  enrolBusy,
}: {
  detail: CertificationDetail;
  loggedIn: boolean;
  onLoginNeeded: () => void;
  onContinue: () => void;
  onEnrol: (withInvitationCode: boolean) => void;
  enrolBusy: boolean;
}) {
  const { t } = useTranslation();
  const disabled = actionsDisabled(detail.currentStatus, detail.childStatus);
  const enrol = canEnrol(detail.currentStatus, detail.childStatus);
  const group = examButtonGroup(detail.currentStatus);
  const guarded = (action: () => void) => () => (loggedIn ? action() : onLoginNeeded());
  return (
    <div className={classes.actions} data-testid="progress-actions">
      {enrol && (
        <Button
          radius="xl"
          size="md"
          disabled={disabled}
          loading={enrolBusy}
          onClick={guarded(() => onEnrol(false))}
          data-testid="enrol-button"
        >
          {t("certification.actions.enrol")}
        </Button>
      )}
      {enrol && detail.kind === Kind.hsc && (
        <Button
          radius="xl"
          size="md"
          variant="default"
          disabled={disabled}
          onClick={guarded(() => onEnrol(true))}
          data-testid="enrol-invitation-button"
        >
          {t("certification.actions.enrolWithCode")}
        </Button>
      )}
      {group === "continue" && !enrol && (
        <Button
          radius="xl"
          size="md"
          variant="light"
          disabled={disabled}
          onClick={onContinue}
          data-testid="exam-continue"
        >
          {t("certification.actions.continue")}
        </Button>
      )}
      {group === "startExam" && (
        <Button
          radius="xl"
          size="md"
          disabled={disabled}
          onClick={guarded(() => startTheoryExam(detail.id))}
          data-testid="exam-start"
        >
          {t("certification.actions.startExam")}
        </Button>
      )}
      {group === "apply" && (
        <Button
          radius="xl"
          size="md"
          disabled={disabled}
          onClick={guarded(() => applyForCertificate(detail.id))}
          data-testid="exam-apply"
        >
          {t("certification.actions.apply")}
        </Button>
      )}
      {group === "passed" && (
        <Badge
          size="xl"
          radius="xl"
          color="teal"
          variant="light"
          leftSection={<IconCheck size={16} aria-hidden />}
          data-testid="exam-passed"
        >
          {t("certification.actions.passed")}
        </Badge>
      )}
    </div>
  );
}

function CreditMeter({
  label,
  earned,
  total,
  testId,
}: {
  label: string;
  earned: number;
  total: number;
  testId: string;
}) {
  const { t } = useTranslation();
  const value = total > 0 ? Math.min(100, (earned / total) * 100) : 0;
  return (
    <div className={classes.meter} data-testid={testId}>
      <div className={classes.meterHead}>
        <span className={classes.meterLabel}>{label}</span>
        <span className={classes.meterValue}>
          {t("certification.credits.earnedOfTotal", { earned, total })}
        </span>
      </div>
      <Progress value={value} radius="xl" size="sm" aria-label={label} />
    </div>
  );
}

function CourseLists({ detail, compact }: { detail: CertificationDetail; compact: boolean }) {
  const { t } = useTranslation();
  const { compulsory, elective } = splitCourses(detail.courses);
  const totals = creditTotals(detail);
  return (
    <div className={classes.courseLists} data-testid="course-lists">
      <div className={classes.creditSummary}>
        <CreditMeter
          label={t("certification.credits.compulsory")}
          earned={totals.compulsory.earned}
          total={totals.compulsory.total}
          testId="credits-compulsory"
        />
        <CreditMeter
          label={t("certification.credits.elective")}
          earned={totals.elective.earned}
          total={totals.elective.total}
          testId="credits-elective"
        />
        <div className={classes.needed} data-testid="credits-needed">
          <span className={classes.neededValue}>{detail.creditsNeeded}</span>
          <span className={classes.neededLabel}>{t("certification.credits.needed")}</span>
        </div>
      </div>
      {detail.courses.length === 0 ? (
        <CatalogueEmpty
          compact={compact}
          icon={<IconBook size={26} aria-hidden />}
          title={t("certification.courses.empty")}
          description={t("certification.courses.emptyHint")}
        />
      ) : (
        <>
          <CourseGroup
            id="compulsory"
            title={t("certification.courses.compulsory")}
            hint={t("certification.courses.compulsoryHint")}
            courses={compulsory}
            credits={totals.compulsory.total}
          />
          <CourseGroup
            id="elective"
            title={t("certification.courses.elective")}
            hint={t("certification.courses.electiveHint")}
            courses={elective}
            credits={totals.elective.total}
          />
        </>
      )}
    </div>
  );
}

function CourseGroup({
  id,
  title,
  hint,
  courses,
  credits,
}: {
  id: string;
  title: string;
  hint: string;
  courses: CertificationDetail["courses"];
  credits: number;
}) {
  const { t } = useTranslation();
  if (courses.length === 0) return null;
  return (
    <section
      className={classes.courseGroup}
      aria-labelledby={`${id}-title`}
      data-testid={`courses-${id}`}
    >
      <header className={classes.courseGroupHead}>
        <h3 id={`${id}-title`} className={classes.courseGroupTitle}>
          {title}
          <Badge variant="light" color="gray" radius="sm" ml={8}>
            {courses.length}
          </Badge>
        </h3>
        <span className={classes.courseGroupCredits}>
          {t("certification.credits.groupTotal", { count: credits })}
        </span>
      </header>
      <p className={classes.courseGroupHint}>{hint}</p>
      <ul className={classes.courseItems}>
        {courses.map((course) => (
          <CertificationCourseItem key={course.relationId ?? course.id} course={course} />
        ))}
      </ul>
    </section>
  );
}

function ClassroomComingSoon({ online }: { online: boolean }) {
  const { t } = useTranslation();
  return (
    <CatalogueEmpty
      icon={<IconCalendar size={26} aria-hidden />}
      title={t(
        online ? "certification.classroom.onlineTitle" : "certification.classroom.onsiteTitle",
      )}
      description={t("catalogue.classroom.comingSoonHint")}
      testId={online ? "online-classroom-empty" : "onsite-classroom-empty"}
    />
  );
}

function TheoryExam({ detail, actions }: { detail: CertificationDetail; actions: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div id="take-exam" className={classes.exam} data-testid="theory-exam">
      <div className={classes.examIntro}>
        <span className={classes.examIcon}>
          <IconClipboardText size={26} aria-hidden />
        </span>
        <div>
          <h3 className={classes.courseGroupTitle}>{t("certification.exam.title")}</h3>
          <p className={classes.courseGroupHint}>
            {t("certification.exam.text", { count: detail.creditsNeeded })}
          </p>
        </div>
      </div>
      <ul className={classes.examFacts}>
        <li>
          <strong>80/100</strong>
          <span>{t("certification.exam.passScore")}</span>
        </li>
        <li>
          <strong>60</strong>
          <span>{t("certification.exam.minutes")}</span>
        </li>
        <li>
          <strong>2</strong>
          <span>{t("certification.exam.attempts")}</span>
        </li>
      </ul>
      <div className={classes.examActions}>{actions}</div>
    </div>
  );
}

function Facts({ detail }: { detail: CertificationDetail }) {
  const { t } = useTranslation();
  const rows: { label: string; value: string }[] = [
    { label: t("certification.facts.level"), value: detail.level },
    { label: t("certification.facts.version"), value: detail.versionLabel },
    { label: t("certification.facts.creditsNeeded"), value: String(detail.creditsNeeded) },
    { label: t("certification.facts.courses"), value: String(detail.courses.length) },
    {
      label: t("certification.facts.practicalExam"),
      value: detail.practicalExam ? t("certification.facts.yes") : t("certification.facts.no"),
    },
  ];
  if (detail.certificationTypeName) {
    rows.push({ label: t("certification.facts.type"), value: detail.certificationTypeName });
  }
  return (
    <section className={classes.asideCard} aria-labelledby="facts-title" data-testid="facts">
      <h2 id="facts-title" className={classes.asideTitle}>
        <IconCertificate size={20} aria-hidden />
        {t("certification.facts.title")}
      </h2>
      <dl className={classes.facts}>
        {rows
          .filter((row) => row.value)
          .map((row) => (
            <div key={row.label} className={classes.fact}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}

/** Child versions (sonCertificationReleaseDTOList), open where isExpand says so. */
function Versions({ detail }: { detail: CertificationDetail }) {
  const { t } = useTranslation();
  const { link } = useSiteLinks();
  const children = detail.sonCertificationReleaseDTOList;
  if (children.length === 0) return null;
  return (
    <section
      className={classes.asideCard}
      aria-labelledby="versions-title"
      data-testid="child-versions"
    >
      <h2 id="versions-title" className={classes.asideTitle}>
        <IconStack2 size={20} aria-hidden />
        {t("certification.versions.title")}
      </h2>
      <p className={classes.asideText}>{t("certification.versions.text")}</p>
      <Accordion
        multiple
        defaultValue={children.filter((child) => child.isExpand).map((child) => String(child.id))}
        variant="separated"
        radius="md"
        order={3}
      >
        {children.map((child) => (
          <Accordion.Item key={child.id} value={String(child.id)} data-testid="child-version">
            <Accordion.Control>
              <span className={classes.versionHead}>
                <span className={classes.versionName}>{child.certificationName}</span>
                {child.versionLabel && (
                  <Badge variant="default" radius="sm" size="sm">
                    {child.versionLabel}
                  </Badge>
                )}
              </span>
            </Accordion.Control>
            <Accordion.Panel>
              {child.summary && <p className={classes.versionText}>{child.summary}</p>}
              <ul className={catalogue.meta}>
                {child.level && <li>{child.level}</li>}
                <li>{t("catalogue.creditsNeeded", { count: child.creditsNeeded })}</li>
                {child.practicalExam && <li>{t("catalogue.withPracticalExam")}</li>}
              </ul>
              <Button
                component={Link}
                to={link(certificationDetailPath(child.id))}
                variant="light"
                radius="xl"
                size="xs"
                mt="sm"
              >
                {t("certification.versions.open")}
              </Button>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </section>
  );
}
