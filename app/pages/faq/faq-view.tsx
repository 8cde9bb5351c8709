import { Accordion } from "@mantine/core";
import { IconHelpCircle } from "@tabler/icons-react";
import { FAQ_PATH } from "#contract/content-rules.ts";
import { ResultCount } from "../../components/catalogue/course-card.tsx";
import { PageHero } from "../../components/catalogue/page-hero.tsx";
import { RichText } from "../../components/catalogue/rich-text.tsx";
import { KeywordSearch } from "../../components/content/keyword-search.tsx";
import { SearchEmpty } from "../../components/content/search-empty.tsx";
import { useTranslation } from "../../i18n/translation.tsx";
import type { FaqData } from "./page-data.ts";
import classes from "./faq.module.css";

/**
 * The FAQ by category; each question opens its answer (rich text sanitised
 * on the server). A search keeps the matching entries and opens them all.
 */
export function FaqView({ data, compact }: { data: FaqData; compact: boolean }) {
  const { t } = useTranslation();
  const { categories, keyword } = data;
  const count = categories.reduce((sum, category) => sum + category.faqs.length, 0);
  return (
    <div className={classes.page} data-compact={compact || undefined} data-testid="faq-page">
      <PageHero
        compact={compact}
        crumbs={[{ label: t("content.faq.title") }]}
        title={t("content.faq.title")}
        subtitle={t("content.faq.subtitle")}
      />
      <section className={classes.section}>
        <div className="frame-container">
          <KeywordSearch
            key={keyword}
            keyword={keyword}
            label={t("content.faq.searchLabel")}
            placeholder={t("content.faq.searchPlaceholder")}
          />
          {keyword && <ResultCount>{t("content.faq.count", { count })}</ResultCount>}
          {categories.length === 0 ? (
            <SearchEmpty
              failed={data.failed}
              keyword={keyword}
              compact={compact}
              icon={<IconHelpCircle size={28} aria-hidden />}
              texts={{
                noMatch: "content.faq.noMatch",
                empty: "content.faq.empty",
                all: "content.faq.all",
              }}
              listPath={FAQ_PATH}
              testId="faq-empty"
            />
          ) : (
            categories.map((category) => (
              <section
                key={category.categoryId}
                className={classes.category}
                aria-labelledby={`faq-category-${category.categoryId}`}
                data-testid="faq-category"
              >
                <h2 id={`faq-category-${category.categoryId}`} className={classes.categoryName}>
                  {category.categoryName}
                </h2>
                <Accordion
                  // A new search starts the category afresh (its defaultValue applies again).
                  key={keyword}
                  multiple
                  variant="separated"
                  radius="md"
                  // A search shows its answers at once.
                  defaultValue={keyword ? category.faqs.map((faq) => String(faq.id)) : []}
                >
                  {category.faqs.map((faq) => (
                    <Accordion.Item key={faq.id} value={String(faq.id)} data-testid="faq-entry">
                      <Accordion.Control>{faq.question}</Accordion.Control>
                      <Accordion.Panel>
                        <RichText html={faq.answer} />
                      </Accordion.Panel>
                    </Accordion.Item>
                  ))}
                </Accordion>
              </section>
            ))
          )}
        </div>
      </section>
    </div>
  );
}
