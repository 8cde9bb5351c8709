import { and, asc, eq, type SQL } from "drizzle-orm";
import type { FaqCategory } from "#contract/content.ts";
import { faqCategories, faqs } from "#db/schema/content.ts";
import { sanitizeRichText } from "../../rich-text.ts";
import type { Scope } from "../../scope.ts";
import type { ServiceDeps } from "../../services.ts";
import { textMatch } from "../../text-match.ts";
import { createTtlCache } from "../../ttl-cache.ts";

type FaqScope = Pick<Scope, "site" | "language">;

const searchable = { search: faqs.search, searchConfig: faqs.searchConfig, title: faqs.question };

/** An entry's category, of the same site and language as the entry. */
const categoryOfFaq = and(
  eq(faqCategories.id, faqs.categoryId),
  eq(faqCategories.siteId, faqs.siteId),
  eq(faqCategories.languageId, faqs.languageId),
);

/**
 * How long whether a site has FAQ is reused: it is asked on every page render
 * (the frame's FAQ icon), and FAQ change as rarely as the frame's content.
 */
const HAS_FAQ_TTL_MS = 60_000;

/** The site's FAQ in its language (GET /certification/faq/release/queryFromEs). */
export function createFaqService({ db }: Pick<ServiceDeps, "db">) {
  const hasFaq = createTtlCache<{ has: boolean }>({ ttlMs: HAS_FAQ_TTL_MS });
  const ofScope = (scope: FaqScope, ...more: (SQL | undefined)[]) =>
    and(eq(faqs.siteId, scope.site.id), eq(faqs.languageId, scope.language.id), ...more);

  return {
    /**
     * The FAQ grouped by category in the categories' order; a keyword keeps
     * the entries whose question or answer match it in the site's language
     * (full text, as the catalogue searches) and the categories holding them.
     */
    async list(scope: FaqScope, keyword?: string): Promise<FaqCategory[]> {
      const trimmed = keyword?.trim();
      const rows = await db
        .select({
          categoryId: faqCategories.id,
          categoryName: faqCategories.categoryName,
          id: faqs.id,
          question: faqs.question,
          answer: faqs.answer,
        })
        .from(faqs)
        .innerJoin(faqCategories, categoryOfFaq)
        .where(ofScope(scope, trimmed ? textMatch(searchable, trimmed) : undefined))
        .orderBy(asc(faqCategories.sort), asc(faqCategories.id), asc(faqs.sort), asc(faqs.id));
      const categories = new Map<number, FaqCategory>();
      for (const row of rows) {
        let category = categories.get(row.categoryId);
        if (!category) {
          category = { categoryId: row.categoryId, categoryName: row.categoryName, faqs: [] };
          categories.set(row.categoryId, category);
        }
        category.faqs.push({
          id: row.id,
          question: row.question,
          answer: sanitizeRichText(row.answer),
        });
      }
      return [...categories.values()];
    },

    /**
     * Whether the FAQ call would return data for the site in its language: the
     * floating FAQ icon's condition (frame §2), so the icon never leads to an
     * empty page.
     */
    async hasAny(scope: FaqScope): Promise<boolean> {
      const { has } = await hasFaq.get(`${scope.site.id}:${scope.language.id}`, async () => {
        const [row] = await db
          .select({ id: faqs.id })
          .from(faqs)
          .innerJoin(faqCategories, categoryOfFaq)
          .where(ofScope(scope))
          .limit(1);
        return { has: row !== undefined };
      });
      return has;
    },
  };
}

export type FaqService = ReturnType<typeof createFaqService>;
