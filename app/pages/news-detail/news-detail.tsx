import { Button } from "@mantine/core";
import { IconAlertCircle, IconArrowLeft, IconArrowRight } from "@tabler/icons-react";
import { Link } from "react-router";
import { NEWS_PATH, newsDetailPath } from "#contract/content-rules.ts";
import { CatalogueEmpty } from "../../components/catalogue/catalogue-empty.tsx";
import { Trail } from "../../components/catalogue/page-hero.tsx";
import { RichText } from "../../components/catalogue/rich-text.tsx";
import { useSiteLinks } from "../../frame/use-frame.ts";
import { useTranslation } from "../../i18n/translation.tsx";
import type { NewsDetailData } from "./page-data.ts";
import classes from "./news-detail.module.css";

/**
 * A news item: title, date, cover and its body (sanitised on the server),
 * then the newer and older items and the way back to the list. One view for
 * both layouts; `compact` is the mobile one.
 */
export function NewsDetailView({ data, compact }: { data: NewsDetailData; compact: boolean }) {
  const { t } = useTranslation();
  const { link } = useSiteLinks();
  const { detail } = data;
  if (!detail)
    return (
      <div className="frame-container">
        <CatalogueEmpty
          compact={compact}
          icon={<IconAlertCircle size={28} aria-hidden />}
          title={t("catalogue.failed.title")}
          description={t("catalogue.failed.text")}
          testId="load-failed"
        />
      </div>
    );
  return (
    <article
      className={`frame-container ${classes.article}`}
      data-compact={compact || undefined}
      data-testid="news-detail"
    >
      <Trail
        onLight
        crumbs={[{ label: t("content.news.title"), path: NEWS_PATH }, { label: detail.title }]}
      />
      <header className={classes.header}>
        <h1 className={classes.title} data-testid="page-title">
          {detail.title}
        </h1>
        <time className={classes.date} dateTime={detail.publishedAt}>
          {detail.publishedOn}
        </time>
      </header>
      {detail.coverImage && (
        <img className={classes.cover} src={detail.coverImage} alt="" width={960} height={540} />
      )}
      <div className={classes.body} data-testid="news-body">
        <RichText html={detail.body} />
      </div>
      <nav className={classes.neighbours} aria-label={t("content.news.more")}>
        {detail.newer && (
          <Link
            to={link(newsDetailPath(detail.newer.id))}
            className={classes.neighbour}
            rel="prev"
            data-testid="news-newer"
          >
            <span className={classes.neighbourLabel}>
              <IconArrowLeft className="flip-rtl" size={14} aria-hidden />
              {t("content.news.newer")}
            </span>
            <span>{detail.newer.title}</span>
          </Link>
        )}
        {detail.older && (
          <Link
            to={link(newsDetailPath(detail.older.id))}
            className={`${classes.neighbour} ${classes.older}`}
            rel="next"
            data-testid="news-older"
          >
            <span className={classes.neighbourLabel}>
              {t("content.news.older")}
              <IconArrowRight className="flip-rtl" size={14} aria-hidden />
            </span>
            <span>{detail.older.title}</span>
          </Link>
        )}
      </nav>
      <Button component={Link} to={link(NEWS_PATH)} variant="default" radius="xl" mt="lg">
        {t("content.news.backToList")}
      </Button>
    </article>
  );
}
