import { Button, EmptyState } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { SearchIcon } from "../../components/icons.tsx";
import { SearchForm } from "../../components/search-form.tsx";
import { useSiteLinks } from "../../frame/use-frame.ts";
import classes from "./search.module.css";

/** The keyword, the search box to refine it, and the results (none until the catalogue exists). */
export function SearchResults({ keyword, compact }: { keyword: string; compact: boolean }) {
  const { t } = useTranslation();
  const { link } = useSiteLinks();
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
        </div>
      </section>
      <section className="frame-container" aria-live="polite">
        <EmptyState
          className={classes.empty}
          size={compact ? "md" : "lg"}
          variant="light"
          icon={<SearchIcon size={compact ? 26 : 32} />}
          title={keyword ? t("search.noResults") : t("search.title")}
          description={keyword ? t("search.noResultsHint", { keyword }) : t("search.emptyKeyword")}
          data-testid="search-empty"
        >
          <EmptyState.Actions>
            <Button component={Link} to={link("/")} variant="default" radius="xl">
              {t("search.backHome")}
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      </section>
    </div>
  );
}
