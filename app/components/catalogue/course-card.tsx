import { Badge } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/translation.tsx";
import { Link } from "react-router";
import { IconClock, IconList, IconPlayerPlay } from "@tabler/icons-react";
import type { CertificationCourse, CourseRow } from "#contract/catalogue.ts";
import { CourseType, LearningProcess, Requirement } from "#contract/catalogue-rules.ts";
import { useSiteLinks } from "../../frame/use-frame.ts";
import { formatDuration } from "./format.ts";
import { courseDetailPath, courseRowPath } from "./links.ts";
import classes from "./catalogue.module.css";

/** The learner's progress badge of a course (learner §4 "Learning process"); none for visitors. */
export function LearningBadge({ process }: { process: number | null }) {
  const { t } = useTranslation();
  if (process === null || process === LearningProcess.notStart) return null;
  const color =
    process === LearningProcess.success
      ? "teal"
      : process === LearningProcess.fail
        ? "red"
        : process === LearningProcess.learnEnd
          ? "blue"
          : "yellow";
  return (
    <Badge color={color} variant="light" radius="sm" data-testid="learning-badge">
      {t(`catalogue.learningProcess.${process}`)}
    </Badge>
  );
}

export function RequirementBadge({ requirement }: { requirement: number | null }) {
  const { t } = useTranslation();
  if (requirement === null) return null;
  const compulsory = requirement === Requirement.compulsory;
  return (
    <Badge
      color={compulsory ? "brand" : "gray"}
      variant={compulsory ? "light" : "outline"}
      radius="sm"
      data-testid="requirement-badge"
    >
      {t(compulsory ? "catalogue.compulsory" : "catalogue.elective")}
    </Badge>
  );
}

function Cover({ src, label, duration }: { src: string; label: string; duration: number }) {
  const { t } = useTranslation();
  return (
    <div className={classes.cover}>
      {src ? (
        <img src={src} alt="" loading="lazy" />
      ) : (
        <span className={classes.coverFallback} aria-hidden="true">
          <IconPlayerPlay size={40} aria-hidden />
        </span>
      )}
      <span className={classes.coverKind}>{label}</span>
      {duration > 0 && (
        <span className={classes.coverDuration}>
          <IconClock size={13} aria-hidden />
          {formatDuration(t, duration)}
        </span>
      )}
    </div>
  );
}

/** How many courses a list page found, announced as the filters change. */
export function ResultCount({ children }: { children: ReactNode }) {
  return (
    <p className={classes.resultCount} aria-live="polite" data-testid="result-count">
      {children}
    </p>
  );
}

/** The cards of a course page list. */
export function CourseGrid({
  rows,
  compact,
  testId,
}: {
  rows: readonly CourseRow[];
  compact: boolean;
  testId: string;
}) {
  return (
    <ul className={classes.courseGrid} data-compact={compact || undefined} data-testid={testId}>
      {rows.map((row) => (
        <li key={`${row.isTopic ? "t" : "c"}${row.id}`}>
          <CourseCard row={row} compact={compact} />
        </li>
      ))}
    </ul>
  );
}

/** One row of a course page list (online video courses, educational videos, search). */
export function CourseCard({
  row,
  headingLevel = 3,
  compact = false,
}: {
  row: CourseRow;
  headingLevel?: 2 | 3;
  /** The mobile row: cover beside the words, no summary. */
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const { link } = useSiteLinks();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const kindLabel = row.isTopic
    ? t("catalogue.type.topic")
    : row.courseType === CourseType.video
      ? t("catalogue.type.video")
      : t("catalogue.type.course");
  return (
    <article
      className={classes.courseCard}
      data-compact={compact || undefined}
      data-testid="course-card"
    >
      <Cover src={row.coverImage} label={kindLabel} duration={row.duration} />
      <div className={classes.courseBody}>
        <div className={classes.badges}>
          <RequirementBadge requirement={row.requirement} />
          {row.credits !== null && row.credits > 0 && (
            <Badge variant="default" radius="sm">
              {t("catalogue.credits", { count: row.credits })}
            </Badge>
          )}
          <LearningBadge process={row.learningProcess} />
        </div>
        <Heading className={classes.courseTitle}>
          <Link to={link(courseRowPath(row))} className={classes.stretchedLink}>
            {row.courseName}
          </Link>
        </Heading>
        {row.certificationName && <p className={classes.courseContext}>{row.certificationName}</p>}
        {!row.certificationName && (row.productLineName || row.videoTypeName) && (
          <p className={classes.courseContext}>
            {[row.productLineName, row.videoTypeName].filter(Boolean).join(" · ")}
          </p>
        )}
        {row.summary && (
          <p className={classes.courseSummary} data-testid="course-summary">
            {row.summary}
          </p>
        )}
        <ul className={classes.meta}>
          {row.chapterCount > 0 && (
            <li>
              <IconList size={15} aria-hidden />
              {t("catalogue.chapterCount", { count: row.chapterCount })}
            </li>
          )}
          {row.versionLabel && <li>{row.versionLabel}</li>}
          {row.languageComplete && <li>{row.languageComplete}</li>}
        </ul>
      </div>
    </article>
  );
}

/** A course inside a certification (the certification detail's course lists). */
export function CertificationCourseItem({ course }: { course: CertificationCourse }) {
  const { t } = useTranslation();
  const { link } = useSiteLinks();
  return (
    <li className={classes.courseItem} data-testid="certification-course">
      <div className={classes.courseItemCover}>
        {course.coverImage ? (
          <img src={course.coverImage} alt="" loading="lazy" />
        ) : (
          <IconPlayerPlay size={28} aria-hidden />
        )}
      </div>
      <div className={classes.courseItemBody}>
        <h4 className={classes.courseItemTitle}>
          <Link
            to={link(courseDetailPath(course.id, course.courseType))}
            className={classes.stretchedLink}
          >
            {course.courseName}
          </Link>
        </h4>
        {course.summary && (
          <p className={classes.courseItemSummary} data-testid="course-summary">
            {course.summary}
          </p>
        )}
        <ul className={classes.meta}>
          <li>
            {course.courseType === CourseType.video
              ? t("catalogue.type.video")
              : t("catalogue.type.course")}
          </li>
          {course.duration > 0 && (
            <li>
              <IconClock size={15} aria-hidden />
              {formatDuration(t, course.duration)}
            </li>
          )}
        </ul>
      </div>
      <div className={classes.courseItemSide}>
        <span className={classes.courseItemCredits}>
          {t("catalogue.credits", { count: course.credits })}
        </span>
        <LearningBadge process={course.learningProcess} />
      </div>
    </li>
  );
}
