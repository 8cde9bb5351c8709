import {
  char,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { generatedId, siteScope, timestamps } from "../columns.ts";
import { certifications } from "./catalogue.ts";
import { users } from "./identity.ts";
import { languages, sites } from "./site.ts";

/**
 * A smart-try campaign of a site in one language (frame §1 "a product-promotion
 * campaign (smart-try) for certified users with distributor choice"): certified
 * learners ask to try products through a distributor while it runs.
 */
export const smartTryCampaigns = pgTable(
  "smart_try_campaigns",
  {
    id: generatedId(),
    siteId: siteScope().references(() => sites.id, { onDelete: "cascade" }),
    languageId: integer("language_id")
      .notNull()
      .references(() => languages.id),
    title: varchar("title", { length: 200 }).notNull(),
    /** Plain text; paragraphs separated by blank lines. */
    description: text("description").notNull().default(""),
    /** What a certified learner receives (frame §6 "Certified users receive smart-try benefits"). */
    benefits: text("benefits").notNull().default(""),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    ...timestamps(),
  },
  (t) => [index("smart_try_campaigns_scope_idx").on(t.siteId, t.languageId, t.endsAt)],
);

/** A product type a campaign lets learners try (frame §3 "Smart-try"), in display order. */
export const smartTryProductTypes = pgTable(
  "smart_try_product_types",
  {
    id: generatedId(),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => smartTryCampaigns.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    name: varchar("name", { length: 120 }).notNull(),
  },
  (t) => [index("smart_try_product_types_campaign_idx").on(t.campaignId, t.position)],
);

/** A distributor taking part in a campaign, where the learner collects the products. */
export const smartTryDistributors = pgTable(
  "smart_try_distributors",
  {
    id: generatedId(),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => smartTryCampaigns.id, { onDelete: "cascade" }),
    name: varchar("name", { length: 200 }).notNull(),
    countryCode: char("country_code", { length: 2 }).notNull(),
    city: varchar("city", { length: 100 }).notNull().default(""),
  },
  (t) => [index("smart_try_distributors_campaign_idx").on(t.campaignId, t.countryCode, t.name)],
);

/**
 * A learner's application to a campaign: one per user and campaign, with the
 * certification type they hold, the product type and the distributor, all
 * required (frame §5).
 */
export const smartTryApplications = pgTable(
  "smart_try_applications",
  {
    id: generatedId(),
    siteId: siteScope().references(() => sites.id, { onDelete: "cascade" }),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => smartTryCampaigns.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    certificationId: integer("certification_id")
      .notNull()
      .references(() => certifications.id),
    /** The certification's name as the learner held it when applying: it names the application after the certificate lapses. */
    certificationName: varchar("certification_name", { length: 200 }).notNull(),
    productTypeId: integer("product_type_id")
      .notNull()
      .references(() => smartTryProductTypes.id),
    distributorId: integer("distributor_id")
      .notNull()
      .references(() => smartTryDistributors.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("smart_try_applications_once_idx").on(t.campaignId, t.userId),
    index("smart_try_applications_user_idx").on(t.userId),
  ],
);
