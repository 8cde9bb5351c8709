import { IconCertificate, IconFlag, IconLanguage } from "@tabler/icons-react";
import { useCallback } from "react";
import { Link, useRevalidator } from "react-router";
import type { ClassroomDetail } from "#contract/classroom.ts";
import { regionName } from "#contract/intl.ts";
import type { ClassroomDetailPage } from "#contract/portal-context.ts";
import { DetailLoadFailed } from "../../components/catalogue/detail-load-failed.tsx";
import { certificationDetailPath } from "../../components/catalogue/links.ts";
import { PageHero, type Crumb } from "../../components/catalogue/page-hero.tsx";
import { Fact } from "../../components/classroom/session-facts.tsx";
import {
  SessionButtons,
  SessionFacts,
  SessionLive,
} from "../../components/classroom/session-card.tsx";
import { SessionTags } from "../../components/classroom/session-tags.tsx";
import { sessionAction } from "../../components/classroom/session-rules.ts";
import { useClassroomEnrolment } from "../../components/classroom/use-classroom-enrolment.tsx";
import { WORKSHOP_SEMINAR_PATH } from "../../frame/menus.ts";
import { useFrame, useSiteLinks } from "../../frame/use-frame.ts";
import { useTranslation } from "../../i18n/translation.tsx";
import { Evaluation } from "./evaluation.tsx";
import type { ClassroomDetailData } from "./page-data.ts";
import { ShareBar } from "./share-bar.tsx";
import cardClasses from "../../components/classroom/session-card.module.css";
import classes from "./classroom-detail.module.css";

export function ClassroomDetailView({
  data,
  compact,
}: {
  data: ClassroomDetailData;
  compact: boolean;
}) {
  if (!data.page) return <DetailLoadFailed compact={compact} testId="classroom-detail-failed" />;
  return <Detail page={data.page} canonicalUrl={data.canonicalUrl} compact={compact} />;
}

/**
 * One classroom session (frame §2 "Classroom detail", §3 "Classroom
 * training"): its facts, the learner's standing with enrol and cancel, the
 * live link once approved, sharing and inviting, and the evaluation of those
 * who attended.
 */
function Detail({
  page,
  canonicalUrl,
  compact,
}: {
  page: ClassroomDetailPage;
  canonicalUrl: string;
  compact: boolean;
}) {
  const { session, evaluation } = page;
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  // Seats and the learner's standing change with every enrolment: read the page again.
  const reload = useCallback(() => revalidator.revalidate(), [revalidator]);
  const enrolment = useClassroomEnrolment(
    session.certificationReleaseId === null ? "nonCertification" : "certification",
    reload,
  );
  const action = sessionAction(session, new Date());

  return (
    <div
      className={classes.page}
      data-compact={compact || undefined}
      data-testid="classroom-detail"
      data-session-id={session.id}
      data-action={action.kind}
    >
      <PageHero
        compact={compact}
        crumbs={crumbsOf(session, t("menu.workshopSeminar"))}
        title={session.classroomName}
        subtitle={session.description}
      />
      <div className={`frame-container ${classes.body}`}>
        <article className={classes.card} aria-labelledby="session-facts-title">
          <div className={cardClasses.tags}>
            <SessionTags session={session} />
          </div>
          <h2 id="session-facts-title" className={classes.heading}>
            {t("classroom.detail.facts")}
          </h2>
          <SessionFacts session={session}>
            <DetailFacts session={session} />
          </SessionFacts>
          <SessionLive session={session} />
          <div className={cardClasses.actions} data-testid="session-actions">
            <SessionButtons session={session} action={action} enrolment={enrolment} />
          </div>
        </article>
        <ShareBar url={canonicalUrl} name={session.classroomName} />
        <Evaluation session={session} evaluation={evaluation} />
      </div>
      {enrolment.dialog}
    </div>
  );
}

/** The trail: the certification the session trains for, or the non-certification list. */
function crumbsOf(session: ClassroomDetail, workshopSeminar: string): Crumb[] {
  const crumbs: Crumb[] = [];
  if (session.certificationReleaseId === null)
    crumbs.push({ label: workshopSeminar, path: WORKSHOP_SEMINAR_PATH });
  else if (session.certificationName)
    crumbs.push({
      label: certificationName(session),
      path: certificationDetailPath(session.certificationReleaseId),
    });
  crumbs.push({ label: session.classroomName });
  return crumbs;
}

const certificationName = (session: ClassroomDetail) =>
  [session.certificationName, session.versionLabel].filter(Boolean).join(" ");

/** What the detail shows beyond a list's card: the certification, language and country. */
function DetailFacts({ session }: { session: ClassroomDetail }) {
  const { t } = useTranslation();
  const frame = useFrame();
  const { link } = useSiteLinks();
  const language = frame.languages.find((entry) => entry.id === session.languageId);
  return (
    <>
      <Fact
        icon={<IconCertificate size={18} aria-hidden />}
        label={t("classroom.detail.certification")}
      >
        {session.certificationReleaseId !== null && session.certificationName ? (
          <Link
            to={link(certificationDetailPath(session.certificationReleaseId))}
            data-testid="session-certification"
          >
            {certificationName(session)}
          </Link>
        ) : (
          <span data-testid="session-certification">{t("classroom.detail.noCertification")}</span>
        )}
      </Fact>
      {language && (
        <Fact icon={<IconLanguage size={18} aria-hidden />} label={t("classroom.detail.language")}>
          <span data-testid="session-language">{language.languageComplete}</span>
        </Fact>
      )}
      <Fact icon={<IconFlag size={18} aria-hidden />} label={t("classroom.detail.country")}>
        <span data-testid="session-country">
          {regionName(session.countryCode, frame.language.languageSimple)}
        </span>
      </Fact>
    </>
  );
}
