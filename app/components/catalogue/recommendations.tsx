import { useTranslation } from "../../i18n/translation.tsx";
import type { CourseRow } from "#contract/catalogue.ts";
import { CourseCard } from "./course-card.tsx";
import classes from "./catalogue.module.css";

/**
 * Recommended courses for the logged-in learner on the home page (frame §2
 * "recommended courses ... when logged in"); nothing for a visitor.
 */
export function Recommendations({ rows, compact }: { rows: CourseRow[]; compact: boolean }) {
  const { t } = useTranslation();
  if (rows.length === 0) return null;
  return (
    <section
      className={classes.recommendations}
      data-compact={compact || undefined}
      aria-labelledby="recommended-title"
      data-testid="home-recommended"
    >
      <div className="frame-container">
        <h2 id="recommended-title" className={classes.recommendationsTitle}>
          {t("catalogue.recommended.title")}
        </h2>
        <p className={classes.recommendationsSubtitle}>{t("catalogue.recommended.subtitle")}</p>
        <ul className={classes.recommendationsGrid}>
          {rows.map((row) => (
            <li key={`${row.isTopic ? "t" : "c"}${row.id}`}>
              <CourseCard row={row} compact={compact} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
