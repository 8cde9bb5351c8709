import { Alert, Badge } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { useRef } from "react";
import { preload } from "react-dom";
import { useTranslation } from "../../i18n/translation.tsx";
import { Link } from "react-router";
import type { CertificationDetail } from "#contract/catalogue.ts";
import catalogue from "../../components/catalogue/catalogue.module.css";
import { CertificationStatusBadge } from "../../components/catalogue/certification-card.tsx";
import { DetailLoadFailed } from "../../components/catalogue/detail-load-failed.tsx";
import { certificationDetailPath, kindTrack } from "../../components/catalogue/links.ts";
import { useLoginTip } from "../../components/catalogue/login-tip.tsx";
import { PageHero, type Crumb } from "../../components/catalogue/page-hero.tsx";
import { RichText } from "../../components/catalogue/rich-text.tsx";
import { EnrolmentDialogs } from "../../components/enrolment/enrolment-dialogs.tsx";
import { useEnrolment } from "../../components/enrolment/use-enrolment.ts";
import { HydrateApart } from "../../frame/hydrate-apart.tsx";
import { trackPath } from "../../frame/menus.ts";
import { useFrame, useSiteLinks } from "../../frame/use-frame.ts";
import { LearnerPart } from "../../frame/learner-part.tsx";
import { useCurrentUser } from "../../frame/use-user.ts";
import { DetailAside } from "./detail-aside.tsx";
import { DetailTabs, useDetailTab } from "./detail-tabs.tsx";
import { CourseUpdateNotice } from "./course-update-notice.tsx";
import { ProgressActions, ProgressCard } from "./progress-card.tsx";
import type { CertificationDetailData } from "./page-data.ts";
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

/**
 * The certification detail page (learner §2): the hero, the progress card
 * with the enrol flow, the prerequisite, the tabs and the side column.
 */
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
  const { tab, choose } = useDetailTab();
  const courseListRef = useRef<HTMLElement>(null);
  // Learner §4 "Enrol flow" (a visitor gets the login tip first).
  const enrolFlow = useEnrolment(
    {
      relationId: detail.id,
      kind: detail.kind,
      name: [detail.certificationName, detail.versionLabel].filter(Boolean).join(" "),
      autoApprove: detail.autoApprove,
    },
    { onLoginNeeded: loginTip.open },
  );

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
    choose("courses");
    requestAnimationFrame(() => courseListRef.current?.scrollIntoView({ block: "start" }));
  }

  const actions = (
    <LearnerPart buttons>
      <ProgressActions
        detail={detail}
        loggedIn={user !== null}
        onLoginNeeded={loginTip.open}
        onContinue={showCourses}
        onEnrol={(withInvitationCode) => enrolFlow.start({ withInvitationCode })}
        enrolBusy={enrolFlow.busy || enrolFlow.step.name === "loading"}
      />
    </LearnerPart>
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
        <ProgressCard detail={detail} compact={compact} actions={actions} />
        <CourseUpdateNotice detail={detail} />

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
            <HydrateApart>
              <DetailTabs
                detail={detail}
                compact={compact}
                tab={tab}
                onChange={choose}
                actions={actions}
                sectionRef={courseListRef}
              />
            </HydrateApart>

            {detail.description.trim() && (
              <section className={classes.about} aria-labelledby="about-title">
                <h2 id="about-title" className={classes.sectionTitle}>
                  {t("certification.about")}
                </h2>
                <RichText html={detail.description} />
              </section>
            )}
          </div>

          <HydrateApart>
            <DetailAside detail={detail} />
          </HydrateApart>
        </div>
      </div>
      {loginTip.dialog}
      <EnrolmentDialogs flow={enrolFlow} />
    </div>
  );
}

function IntroVideo({ detail }: { detail: CertificationDetail }) {
  const { t } = useTranslation();
  // The poster is the largest thing of the first screen: asked for with the stylesheets, not
  // after them, as a video's poster otherwise would be.
  if (detail.coverImage) preload(detail.coverImage, { as: "image", fetchPriority: "high" });
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
