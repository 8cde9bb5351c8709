import { Anchor, Group, NativeSelect } from "@mantine/core";
import { IconNews, IconRss } from "@tabler/icons-react";
import { Link, useLocation, useNavigate } from "react-router";
import { NEWS_FEED_PATH, NEWS_PAGE_SIZES, newsDetailPath } from "#contract/content-rules.ts";
import { ResultCount } from "../../components/catalogue/course-card.tsx";
import { PageHero } from "../../components/catalogue/page-hero.tsx";
import { Pager } from "../../components/catalogue/pager.tsx";
import { KeywordSearch } from "../../components/content/keyword-search.tsx";
import { SearchEmpty } from "../../components/content/search-empty.tsx";
import { useSiteLinks } from "../../frame/use-frame.ts";
import { useTranslation } from "../../i18n/translation.tsx";
import type { NewsListData } from "./page-data.ts";
import classes from "./news.module.css";

/**
 * The news list (frame §2): keyword search in the site's language, the
 * newest first, 10/20/30/40 a page (frame §9); keyword, page and page size
 * live in the address.
 */
export function NewsListView({ data, compact }: { data: NewsListData; compact: boolean }) {
  const { t } = useTranslation();
  const { link, prefix } = useSiteLinks();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { news, keyword, pageSize } = data;
  const sized: Record<string, string> =
    pageSize === NEWS_PAGE_SIZES[0] ? {} : { pageSize: String(pageSize) };
  return (
    <div className={classes.page} data-compact={compact || undefined} data-testid="news-list-page">
      <PageHero
        compact={compact}
        crumbs={[{ label: t("content.news.title") }]}
        title={t("content.news.title")}
        subtitle={t("content.news.subtitle")}
      />
      <section className={classes.section} aria-labelledby="news-list-title">
        <div className="frame-container">
          <h2 id="news-list-title" className={classes.visuallyHidden}>
            {t("content.news.listTitle")}
          </h2>
          <KeywordSearch
            key={keyword}
            keyword={keyword}
            keep={sized}
            label={t("content.news.searchLabel")}
            placeholder={t("content.news.searchPlaceholder")}
          />
          <Group justify="space-between" align="flex-end" mb="md" gap="sm">
            <ResultCount>{t("content.news.count", { count: news.total })}</ResultCount>
            <Group gap="md" align="flex-end">
              {/* A document, not a page of the app: a plain link (no client navigation). */}
              <Anchor href={`${prefix}${NEWS_FEED_PATH}`} size="sm" className={classes.feed}>
                <IconRss size={16} aria-hidden />
                {t("content.news.feed")}
              </Anchor>
              <NativeSelect
                size="xs"
                label={t("content.news.pageSize")}
                value={String(pageSize)}
                data={NEWS_PAGE_SIZES.map(String)}
                onChange={(event) => {
                  const params = new URLSearchParams();
                  if (keyword) params.set("keyword", keyword);
                  const size = Number(event.currentTarget.value);
                  if (size !== NEWS_PAGE_SIZES[0]) params.set("pageSize", String(size));
                  const query = params.toString();
                  void navigate(`${pathname}${query ? `?${query}` : ""}`, {
                    preventScrollReset: true,
                  });
                }}
                data-testid="page-size"
              />
            </Group>
          </Group>
          {news.rows.length === 0 ? (
            <SearchEmpty
              failed={data.failed}
              keyword={keyword}
              compact={compact}
              icon={<IconNews size={28} aria-hidden />}
              texts={{
                noMatch: "content.news.noMatch",
                empty: "content.news.empty",
                all: "content.news.allNews",
              }}
              listPath={"/news"}
              testId="news-list-empty"
            />
          ) : (
            <ul className={classes.list} data-testid="news-list">
              {news.rows.map((item) => (
                <li key={item.id} className={classes.item} data-testid="news-item">
                  {item.coverImage && (
                    <div className={classes.cover}>
                      <img src={item.coverImage} alt="" loading="lazy" width={320} height={180} />
                    </div>
                  )}
                  <div className={classes.body}>
                    <time className={classes.date} dateTime={item.publishedAt}>
                      {item.publishedOn}
                    </time>
                    <h3 className={classes.title}>
                      <Link to={link(newsDetailPath(item.id))} className={classes.link}>
                        {item.title}
                      </Link>
                    </h3>
                    <p className={classes.summary}>{item.summary}</p>
                  </div>
                </li>
              ))}
            </ul>
          )}
          <Pager total={news.total} pageSize={pageSize} pageNum={data.pageNum} compact={compact} />
        </div>
      </section>
    </div>
  );
}
