import { useTranslation } from "../../i18n/translation.tsx";
import { Link } from "react-router";
import type { CertificationSummary } from "#contract/catalogue.ts";
import { useSiteLinks } from "../../frame/use-frame.ts";
import { certificationDetailPath } from "./links.ts";
import classes from "./catalogue.module.css";

/**
 * The levels of one certification family as links to their detail pages
 * (home "Certification programs"), in the catalogue's order.
 */
export function ProgramLevels({ certifications }: { certifications: CertificationSummary[] }) {
  const { t } = useTranslation();
  const { link } = useSiteLinks();
  if (certifications.length === 0) return null;
  return (
    <ul
      className={classes.programLevels}
      aria-label={t("catalogue.track.levels")}
      data-testid="program-levels"
    >
      {certifications.map((summary) => (
        <li key={summary.id}>
          <Link to={link(certificationDetailPath(summary.id))} className={classes.programLevel}>
            {summary.level && <span className={classes.programLevelCode}>{summary.level}</span>}
            <span className={classes.programLevelName}>{summary.certificationName}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
