import { Badge, Progress } from "@mantine/core";
import { IconBook } from "@tabler/icons-react";
import { useTranslation } from "../../i18n/translation.tsx";
import type { CertificationDetail } from "#contract/catalogue.ts";
import { CatalogueEmpty } from "../../components/catalogue/catalogue-empty.tsx";
import { CertificationCourseItem } from "../../components/catalogue/course-card.tsx";
import { creditTotals, splitCourses } from "./progress.ts";
import classes from "./detail.module.css";

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

/** The courses tab: credits earned per group, then the compulsory and elective courses. */
export function CourseLists({
  detail,
  compact,
}: {
  detail: CertificationDetail;
  compact: boolean;
}) {
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
          <CertificationCourseItem key={course.id} course={course} />
        ))}
      </ul>
    </section>
  );
}
