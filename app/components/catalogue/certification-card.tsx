import { Badge } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/translation.tsx";
import { Link } from "react-router";
import { IconArrowRight, IconCertificate } from "@tabler/icons-react";
import type { CertificationSummary } from "#contract/catalogue.ts";
import { CertificationStatus, certificationStatusKey } from "#contract/catalogue-rules.ts";
import { certificationDetailPath } from "./links.ts";
import { useSiteLinks } from "../../frame/use-frame.ts";
import classes from "./catalogue.module.css";

/** The learner's certification progress as a badge; nothing before enrolment. */
export function CertificationStatusBadge({
  summary,
}: {
  summary: Pick<CertificationSummary, "currentStatus" | "childStatus">;
}) {
  const { t } = useTranslation();
  if (summary.currentStatus === CertificationStatus.enrol && summary.childStatus === 0) return null;
  const key = certificationStatusKey(summary.currentStatus, summary.childStatus);
  return (
    <Badge variant="light" color="teal" radius="sm" data-testid="certification-status">
      {t(key)}
    </Badge>
  );
}

/** A certification program card linking to its detail page (track overview, home, search). */
export function CertificationCard({
  summary,
  headingLevel = 3,
  compact = false,
  tags,
}: {
  summary: CertificationSummary;
  headingLevel?: 2 | 3;
  compact?: boolean;
  /** More badges beside the level and version (the classroom formats). */
  tags?: ReactNode;
}) {
  const { t } = useTranslation();
  const { link } = useSiteLinks();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article
      className={classes.certCard}
      data-compact={compact || undefined}
      data-testid="certification-card"
    >
      <div className={classes.certCardHead}>
        <span className={classes.levelMark} aria-hidden="true">
          <IconCertificate size={22} aria-hidden />
        </span>
        <div className={classes.certCardTags}>
          {summary.level && (
            <Badge variant="filled" radius="sm" className={classes.levelBadge}>
              {summary.level}
            </Badge>
          )}
          {summary.versionLabel && (
            <Badge variant="default" radius="sm">
              {summary.versionLabel}
            </Badge>
          )}
          <CertificationStatusBadge summary={summary} />
          {tags}
        </div>
      </div>
      <Heading className={classes.certCardTitle}>
        <Link to={link(certificationDetailPath(summary.id))} className={classes.stretchedLink}>
          {summary.certificationName}
        </Link>
      </Heading>
      {summary.summary && <p className={classes.certCardText}>{summary.summary}</p>}
      <ul className={classes.meta}>
        <li>{t("catalogue.creditsNeeded", { count: summary.creditsNeeded })}</li>
        {summary.practicalExam && <li>{t("catalogue.withPracticalExam")}</li>}
        {summary.certificationTypeName && <li>{summary.certificationTypeName}</li>}
      </ul>
      <span className={classes.cardMore} aria-hidden="true">
        {t("catalogue.viewDetails")}
        <IconArrowRight className="flip-rtl" size={16} aria-hidden />
      </span>
    </article>
  );
}
