import { Button } from "@mantine/core";
import { useTranslation } from "../../i18n/translation.tsx";
import { Link, useLocation } from "react-router";
import { IconAlertCircle, IconVideo } from "@tabler/icons-react";
import { CatalogueEmpty } from "../../components/catalogue/catalogue-empty.tsx";
import { CourseGrid, ResultCount } from "../../components/catalogue/course-card.tsx";
import { VideoFilterBar } from "../../components/catalogue/course-filters.tsx";
import { hasActiveFilters } from "../../components/catalogue/filters.ts";
import { PageHero } from "../../components/catalogue/page-hero.tsx";
import { Pager } from "../../components/catalogue/pager.tsx";
import catalogue from "../../components/catalogue/catalogue.module.css";
import { useFrame } from "../../frame/use-frame.ts";
import classes from "./video-list.module.css";
import type { EducationalVideoData } from "./page-data.ts";

export function VideoListView({ data, compact }: { data: EducationalVideoData; compact: boolean }) {
  const { t } = useTranslation();
  const frame = useFrame();
  const { pathname } = useLocation();
  const { videos, filters } = data;
  const filtered = hasActiveFilters(filters);
  return (
    <div
      className={classes.page}
      data-compact={compact || undefined}
      data-testid="educational-videos"
    >
      <PageHero
        compact={compact}
        crumbs={[{ label: t("menu.educationalVideo") }]}
        title={t("catalogue.videos.title")}
        subtitle={t("catalogue.videos.subtitle")}
      />
      <section className={classes.section} aria-labelledby="videos-title">
        <div className="frame-container">
          <h2 id="videos-title" className={catalogue.visuallyHidden}>
            {t("catalogue.videos.title")}
          </h2>
          <VideoFilterBar
            filters={filters}
            productLines={data.productLines}
            videoTypes={data.videoTypes}
            languages={frame.languages.map((language) => language.languageComplete)}
            compact={compact}
          />
          <ResultCount>{t("catalogue.videoCount", { count: videos.total })}</ResultCount>
          {videos.rows.length === 0 ? (
            <CatalogueEmpty
              compact={compact}
              icon={
                data.failed ? (
                  <IconAlertCircle size={28} aria-hidden />
                ) : (
                  <IconVideo size={28} aria-hidden />
                )
              }
              title={data.failed ? t("catalogue.failed.title") : t("catalogue.videos.empty")}
              description={
                data.failed
                  ? t("catalogue.failed.text")
                  : filtered
                    ? t("catalogue.noCoursesFiltered")
                    : t("catalogue.videos.emptyHint")
              }
              testId={data.failed ? "load-failed" : "catalogue-empty"}
            >
              {filtered && (
                <Button component={Link} to={pathname} variant="default" radius="xl">
                  {t("catalogue.filters.reset")}
                </Button>
              )}
            </CatalogueEmpty>
          ) : (
            <CourseGrid rows={videos.rows} compact={compact} testId="video-list" />
          )}
          <Pager
            total={videos.total}
            pageSize={data.pageSize}
            pageNum={filters.pageNum}
            compact={compact}
          />
        </div>
      </section>
    </div>
  );
}
