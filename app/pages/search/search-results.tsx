import { Badge, Button, EmptyState } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/translation.tsx";
import { Link } from "react-router";
import { IconAlertCircle, IconArrowRight, IconSearch } from "@tabler/icons-react";
import { CertificationCard } from "../../components/catalogue/certification-card.tsx";
import { CourseCard } from "../../components/catalogue/course-card.tsx";
import { SearchForm } from "../../components/search-form.tsx";
import { EDUCATIONAL_VIDEO_PATH } from "../../frame/menus.ts";
import { useSiteLinks } from "../../frame/use-frame.ts";
import type { SearchData } from "./page-data.ts";
import classes from "./search.module.css";

type Group = "certifications" | "courses" | "videos";

/** The keyword, the search box to refine it, and the results grouped with their counts. */
export function SearchResults({ data, compact }: { data: SearchData; compact: boolean }) {
  const { t } = useTranslation();
  const { link } = useSiteLinks();
  const { keyword, result } = data;
  const counts: Record<Group, number> = {
    certifications: result.certifications.length,
    courses: result.courses.length,
    videos: result.videos.length,
  };
  const groups = (Object.keys(counts) as Group[]).filter((group) => counts[group] > 0);
  const found = groups.length > 0;
  return (
    <div className={classes.page} data-compact={compact || undefined}>
      <section className={classes.head} aria-labelledby="search-title">
        <div className="frame-container">
          <h1 className={classes.title} id="search-title" data-testid="search-title">
            {keyword ? t("search.resultsFor", { keyword }) : t("search.title")}
          </h1>
          <div className={classes.form}>
            {/* The key remounts the box when the keyword in the address changes. */}
            <SearchForm key={keyword} id="search-page-input" initialKeyword={keyword} />
          </div>
          {found && (
            <nav
              className={classes.groupNav}
              aria-label={t("search.groups")}
              data-testid="search-groups"
            >
              {groups.map((group) => (
                <a key={group} href={`#search-${group}`} className={classes.groupLink}>
                  {t(`search.group.${group}`)}
                  <Badge
                    variant="light"
                    radius="sm"
                    size="sm"
                    data-testid={`search-count-${group}`}
                  >
                    {counts[group]}
                  </Badge>
                </a>
              ))}
            </nav>
          )}
        </div>
      </section>
      <div className="frame-container" aria-live="polite">
        {!found ? (
          <EmptyState
            className={classes.empty}
            size={compact ? "md" : "lg"}
            variant="light"
            icon={
              data.failed ? (
                <IconAlertCircle size={compact ? 26 : 32} aria-hidden />
              ) : (
                <IconSearch size={compact ? 26 : 32} aria-hidden />
              )
            }
            title={
              data.failed
                ? t("catalogue.failed.title")
                : keyword
                  ? t("search.noResults")
                  : t("search.title")
            }
            description={
              data.failed
                ? t("catalogue.failed.text")
                : keyword
                  ? t("search.noResultsHint", { keyword })
                  : t("search.emptyKeyword")
            }
            data-testid="search-empty"
          >
            <EmptyState.Actions>
              <Button component={Link} to={link("/")} variant="default" radius="xl">
                {t("search.backHome")}
              </Button>
            </EmptyState.Actions>
          </EmptyState>
        ) : (
          <>
            <p className={classes.summary} data-testid="search-total">
              {t("search.total", {
                count: Math.max(
                  result.total,
                  counts.certifications + counts.courses + counts.videos,
                ),
              })}
            </p>
            {counts.certifications > 0 && (
              <ResultGroup group="certifications" count={counts.certifications}>
                <ul className={classes.certGrid}>
                  {result.certifications.map((summary) => (
                    <li key={summary.id}>
                      <CertificationCard summary={summary} compact={compact} />
                    </li>
                  ))}
                </ul>
              </ResultGroup>
            )}
            {counts.courses > 0 && (
              <ResultGroup group="courses" count={counts.courses}>
                <ul className={classes.courseGrid}>
                  {result.courses.map((row) => (
                    <li key={`${row.isTopic ? "t" : "c"}${row.id}`}>
                      <CourseCard row={row} compact={compact} />
                    </li>
                  ))}
                </ul>
              </ResultGroup>
            )}
            {counts.videos > 0 && (
              <ResultGroup
                group="videos"
                count={counts.videos}
                action={
                  <Link
                    to={link(`${EDUCATIONAL_VIDEO_PATH}?keyword=${encodeURIComponent(keyword)}`)}
                    className={classes.moreLink}
                  >
                    {t("search.allVideos")}
                    <IconArrowRight className="flip-rtl" size={16} aria-hidden />
                  </Link>
                }
              >
                <ul className={classes.courseGrid}>
                  {result.videos.map((row) => (
                    <li key={`${row.isTopic ? "t" : "c"}${row.id}`}>
                      <CourseCard row={row} compact={compact} />
                    </li>
                  ))}
                </ul>
              </ResultGroup>
            )}
          </>
        )}
      </div>
    </div>
  );
}

function ResultGroup({
  group,
  count,
  action,
  children,
}: {
  group: Group;
  count: number;
  action?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section
      id={`search-${group}`}
      className={classes.group}
      aria-labelledby={`search-${group}-title`}
      data-testid={`search-${group}`}
    >
      <header className={classes.groupHead}>
        <h2 id={`search-${group}-title`} className={classes.groupTitle}>
          {t(`search.group.${group}`)}
          <span className={classes.groupCount}>{t("search.count", { count })}</span>
        </h2>
        {action}
      </header>
      {children}
    </section>
  );
}
