import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { faqCategories, faqs, news, userComments } from "../schema/content.ts";
import { trainerTeamConfigs, trainers } from "../schema/trainer.ts";
import {
  countries,
  countryLanguages,
  currencies,
  dictItems,
  footerLinks,
  languages,
  regionInfo,
  seoConfigs,
  siteFeedback,
  siteLanguages,
  sites,
  supplementInfoConfigs,
  tenantHosts,
  tenants,
  userTypes,
} from "../schema/site.ts";
import { seedDemoAccounts, type SealSecret } from "./demo/accounts.ts";
import { seedCatalogue } from "./demo/catalogue.ts";
import { seedClassrooms } from "./demo/classrooms.ts";
import { seedPaymentRates } from "./demo/commerce.ts";
import { dictItemRows, seededDictTypes } from "./demo/dictionary.ts";
import { seedExamBanks } from "./demo/exam.ts";
import { siteFeedbackRows } from "./demo/feedback.ts";
import { footerLinkRows } from "./demo/footer.ts";
import { countryLanguageRows, countryRows, regionInfoRows } from "./demo/geo.ts";
import { languageRows } from "./demo/languages.ts";
import { faqCategoryRows, faqPairs, faqRows } from "./demo/faq.ts";
import { newsRows, scheduledNewsRow } from "./demo/news.ts";
import { seedPracticalExams } from "./demo/practical-exams.ts";
import { seedPracticeLabs } from "./demo/practice-labs.ts";
import { currencyRows, supplementInfoRows, userTypeRows } from "./demo/reference.ts";
import { seoConfigRows } from "./demo/seo.ts";
import { seedSmartTry } from "./demo/smart-try.ts";
import { seedSurveys } from "./demo/surveys.ts";
import { seededSiteIds, siteLanguageRows, siteRows } from "./demo/sites.ts";
import { tenantHostRows, tenantRows } from "./demo/tenants.ts";
import { trainerRows, trainerTeamConfigRows, userCommentRows } from "./demo/trainers.ts";
import { insertAll, upsert, type Tx } from "./write.ts";

export async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(tenants);
  return (row?.count ?? 0) > 0;
}

/**
 * The demo data set: three tenants, their sites, languages, countries, footer,
 * dictionary, SEO, feedback, reference lists and news. Applied in one
 * transaction and idempotent, so `npm run db:seed` may run any number of times:
 *
 * - rows with a primary or unique key are upserted to the seed's values;
 * - the language bars of the seeded sites, their footers and the dictionary
 *   types this seed writes (rows with generated ids and no natural key) are
 *   deleted and inserted again;
 * - news keep their ids (they appear in /news/detail/{id} links): an item is
 *   matched by site, language and title, updated if found, inserted if not.
 *
 * Rows an operator added outside those scopes (another site, another dictionary
 * type, more countries) are left alone.
 */
export type SeedOptions = {
  /**
   * The embedded identity provider's issuer (`{origin}/idp`): when given, the
   * demo accounts are seeded for it, an approver and a learner ready for the
   * HCSA theory exam (db/seed/demo/accounts.ts).
   */
  idpIssuer?: string | undefined;
  /**
   * Encrypts the demo staff's second-factor secret as the provider keeps it
   * (its key is the server's); without it the demo approver has none yet.
   */
  sealSecondFactorSecret?: SealSecret | undefined;
};

export async function seedDemoData(db: Db, options: SeedOptions = {}): Promise<void> {
  await db.transaction(async (tx) => {
    const touch = { updatedAt: sql`now()` };
    await upsert(tx, languages, languageRows, [languages.id]);
    await upsert(tx, tenants, tenantRows, [tenants.id], touch);
    await upsert(tx, tenantHosts, tenantHostRows, [tenantHosts.host]);
    await upsert(tx, sites, siteRows, [sites.id]);
    await tx.delete(siteLanguages).where(inArray(siteLanguages.siteId, seededSiteIds));
    await insertAll(tx, siteLanguages, siteLanguageRows);

    await upsert(tx, countries, countryRows, [countries.code]);
    await upsert(tx, countryLanguages, countryLanguageRows, [
      countryLanguages.tenantId,
      countryLanguages.countryCode,
      countryLanguages.languageId,
    ]);
    await upsert(tx, regionInfo, regionInfoRows, [regionInfo.id]);
    await upsert(tx, currencies, currencyRows, [currencies.id]);
    await upsert(tx, userTypes, userTypeRows, [userTypes.id]);
    await upsert(tx, supplementInfoConfigs, supplementInfoRows, [
      supplementInfoConfigs.tenantId,
      supplementInfoConfigs.region,
    ]);

    await tx
      .delete(dictItems)
      .where(
        and(
          inArray(dictItems.siteId, seededSiteIds),
          inArray(dictItems.dictType, [...seededDictTypes]),
        ),
      );
    await insertAll(tx, dictItems, dictItemRows());
    await upsert(tx, seoConfigs, seoConfigRows(), [
      seoConfigs.siteId,
      seoConfigs.languageId,
      seoConfigs.url,
    ]);
    await tx.delete(footerLinks).where(inArray(footerLinks.siteId, seededSiteIds));
    await insertAll(tx, footerLinks, footerLinkRows());
    await upsert(tx, siteFeedback, siteFeedbackRows(), [
      siteFeedback.siteId,
      siteFeedback.languageId,
    ]);
    await seedNews(tx);
    await seedFaq(tx);
    // The trainer team and the home page's user comments: nothing refers to these rows, so they are rewritten.
    await upsert(tx, trainerTeamConfigs, trainerTeamConfigRows(), [
      trainerTeamConfigs.siteId,
      trainerTeamConfigs.languageId,
    ]);
    await tx.delete(trainers).where(inArray(trainers.siteId, seededSiteIds));
    await insertAll(tx, trainers, trainerRows());
    await tx.delete(userComments).where(inArray(userComments.siteId, seededSiteIds));
    await insertAll(tx, userComments, userCommentRows());
    await seedSurveys(tx);
    await seedSmartTry(tx);
    await seedCatalogue(tx);
    await seedPracticeLabs(tx);
    await seedClassrooms(tx);
    await seedPaymentRates(tx);
    await seedPracticalExams(tx);
    await seedExamBanks(tx);
    if (options.idpIssuer)
      await seedDemoAccounts(tx, options.idpIssuer, options.sealSecondFactorSecret);
  });
}

async function seedNews(tx: Tx): Promise<void> {
  const rows = [...newsRows(), scheduledNewsRow()];
  const key = (row: { siteId: number; languageId: number; title: string }) =>
    `${row.siteId}/${row.languageId}/${row.title}`;
  const existing = await tx
    .select({ id: news.id, siteId: news.siteId, languageId: news.languageId, title: news.title })
    .from(news)
    .where(inArray(news.siteId, [...new Set(rows.map((row) => row.siteId))]));
  const idByKey = new Map(existing.map((row) => [key(row), row.id]));
  const fresh = [];
  for (const row of rows) {
    const id = idByKey.get(key(row));
    if (id === undefined) {
      fresh.push(row);
      continue;
    }
    await tx
      .update(news)
      .set({
        summary: row.summary,
        body: row.body,
        seoTitle: row.seoTitle,
        seoDescription: row.seoDescription,
        searchConfig: row.searchConfig,
        coverImage: row.coverImage,
        publishedAt: row.publishedAt,
        updatedAt: sql`now()`,
      })
      .where(eq(news.id, id));
  }
  await insertAll(tx, news, fresh);
}

/**
 * The FAQ of the seeded FAQ sites is written anew (its ids appear in no link):
 * their categories go, their entries with them (cascade), and come back.
 */
async function seedFaq(tx: Tx): Promise<void> {
  await tx.delete(faqCategories).where(
    inArray(
      faqCategories.siteId,
      faqPairs.map((pair) => pair.siteId),
    ),
  );
  const categories = faqCategoryRows();
  if (categories.length === 0) return;
  const inserted = await tx
    .insert(faqCategories)
    .values(categories.map(({ key: _key, ...row }) => row))
    .returning({
      id: faqCategories.id,
      siteId: faqCategories.siteId,
      languageId: faqCategories.languageId,
      sort: faqCategories.sort,
    });
  // The categories' key is site/language/sort (faq.ts).
  const idByKey = new Map(
    inserted.map((row) => [`${row.siteId}/${row.languageId}/${row.sort}`, row.id]),
  );
  await insertAll(
    tx,
    faqs,
    faqRows().map(({ categoryKey, ...row }) => ({ ...row, categoryId: idByKey.get(categoryKey)! })),
  );
}
