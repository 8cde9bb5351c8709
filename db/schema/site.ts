import { sql } from "drizzle-orm";
import {
  boolean,
  char,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { generatedId, id, siteScope, tenantScope, timestamps } from "../columns.ts";

/** A neutral blue: the neutral variant's colour, and any tenant's created without its own. */
export const DEFAULT_BRAND_PALETTE = [
  "#eff6ff",
  "#dbeafe",
  "#bfdbfe",
  "#93c5fd",
  "#60a5fa",
  "#3b82f6",
  "#2563eb",
  "#1d4ed8",
  "#1e40af",
  "#1e3a8a",
];

/** A brand variant of the portal: main brand, thermal sub-brand, neutral. */
export const tenants = pgTable("tenants", {
  id: id(),
  code: varchar("code", { length: 32 }).notNull().unique(),
  /** Brand wording interpolated into the shared texts (i18n `brand`). */
  brandName: varchar("brand_name", { length: 100 }).notNull(),
  /** Whether the listing paths use the brand-security-certification layout (frame §2). */
  brandTrackPaths: boolean("brand_track_paths").notNull().default(false),
  defaultSiteId: integer("default_site_id").notNull(),
  /** Countries for which the general-certification menu is hidden (frame §2). */
  gscHiddenCountries: jsonb("gsc_hidden_countries").$type<string[]>().notNull().default([]),
  /** The information-gathering flow on enrolment (learner §4 "Enrol flow" step 4). */
  gatherInformation: boolean("gather_information").notNull().default(false),
  /**
   * Whether logout is performed (frame §4 "Logout": the main brand and the
   * thermal sub-brand): the frame offers it and /user/sso/logout ends the
   * provider's session too.
   */
  offersLogout: boolean("offers_logout").notNull().default(true),
  /** Site regions where instructor-led training is hidden (frame §2: the main brand in the EU). */
  instructorLedHiddenRegions: jsonb("instructor_led_hidden_regions")
    .$type<string[]>()
    .notNull()
    .default([]),
  /**
   * The brand colour as ten shades, lightest first (a Mantine palette); buttons
   * and links use BRAND_PRIMARY_SHADE (frame §1: the variants differ in look).
   */
  brandPalette: jsonb("brand_palette").$type<string[]>().notNull().default(DEFAULT_BRAND_PALETTE),
  /** The brand logo on the identity provider's pages. */
  logoUrl: varchar("logo_url", { length: 300 }).notNull().default("/favicon.svg"),
  contactEmail: varchar("contact_email", { length: 200 }).notNull(),
  ...timestamps(),
});

/** Host name -> tenant. Hosts not listed fall back to the tenant marked default. */
export const tenantHosts = pgTable("tenant_hosts", {
  host: varchar("host", { length: 253 }).primaryKey(),
  tenantId: tenantScope().references(() => tenants.id, { onDelete: "cascade" }),
});

export const languages = pgTable("languages", {
  id: id(),
  languageComplete: varchar("language_complete", { length: 100 }).notNull(),
  /** BCP 47 tag written to `<html lang>`. */
  languageSimple: varchar("language_simple", { length: 20 }).notNull(),
  countryCode: char("country_code", { length: 2 }).notNull(),
  /** Name of the text pack in app/i18n/locales. */
  languagePackId: varchar("language_pack_id", { length: 20 }).notNull(),
  /** '1' when the language is written right to left. */
  rtlStatus: char("rtl_status", { length: 1 }).notNull().default("0"),
});

export const sites = pgTable(
  "sites",
  {
    id: id(),
    tenantId: tenantScope().references(() => tenants.id, { onDelete: "cascade" }),
    siteCode: varchar("site_code", { length: 32 }).notNull(),
    /** The name the front end resolves from its path ("en", "eu/de"). */
    siteName: varchar("site_name", { length: 64 }).notNull(),
    /** Path prefix with leading slash ("/en", "/eu/de"). */
    pathPrefix: varchar("path_prefix", { length: 64 }).notNull(),
    region: varchar("region", { length: 8, enum: ["global", "eu", "asia"] }).notNull(),
    countryCode: char("country_code", { length: 2 }),
    baseLanguageId: integer("base_language_id")
      .notNull()
      .references(() => languages.id),
    orderFood: boolean("order_food").notNull().default(false),
    showCompanyCertificate: boolean("show_company_certificate").notNull().default(false),
    /** Whether learners get a certificate of completion for non-certification courses (nonCertifiedCertificateTemplate/isConfig). */
    completionCertificate: boolean("completion_certificate").notNull().default(true),
    languageNavigation: boolean("language_navigation").notNull().default(false),
    nonCertificationMenu: boolean("non_certification_menu").notNull().default(true),
    /**
     * The information-gathering flag (frame §4 "Popups"): every page of the
     * site asks a signed-in user for the required personal fields they lack.
     */
    gatherInformationOnLoad: boolean("gather_information_on_load").notNull().default(false),
    /**
     * ISO 4217 code of the fees the site shows and charges (decision 0053): its
     * paid training is priced in it, and its VAT (commerce's payment rates) is
     * charged on it. Null: the site sells no paid training.
     */
    currency: char("currency", { length: 3 }),
    sort: smallint("sort").notNull().default(0),
  },
  (t) => [
    uniqueIndex("sites_tenant_path_prefix_idx").on(t.tenantId, t.pathPrefix),
    // What a paid session's (site, currency) refers to: it is priced in its site's currency.
    uniqueIndex("sites_id_currency_idx").on(t.id, t.currency),
    uniqueIndex("sites_tenant_site_name_idx").on(t.tenantId, t.siteName),
    // Learner §9: the region is the path's prefix (/eu, /asia); kept in a column for the
    // reads, never allowed to say otherwise (the consent default and the migration notice
    // follow it).
    check(
      "sites_region_matches_path_check",
      sql`${t.region} = case when ${t.pathPrefix} like '/eu/%' then 'eu' when ${t.pathPrefix} like '/asia/%' then 'asia' else 'global' end`,
    ),
  ],
);

/** Languages a site offers (its language bar), in display order. */
export const siteLanguages = pgTable(
  "site_languages",
  {
    siteId: siteScope().references(() => sites.id, { onDelete: "cascade" }),
    languageId: integer("language_id")
      .notNull()
      .references(() => languages.id),
    sort: smallint("sort").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.languageId] })],
);

export const countries = pgTable("countries", {
  code: char("code", { length: 2 }).primaryKey(),
  countryName: varchar("country_name", { length: 100 }).notNull(),
  phoneCode: varchar("phone_code", { length: 8 }).notNull(),
  region: varchar("region", { length: 8, enum: ["global", "eu", "asia"] }).notNull(),
});

/** Which site serves a country in a language: the country/language selector (frame §4). */
export const countryLanguages = pgTable(
  "country_languages",
  {
    tenantId: tenantScope().references(() => tenants.id, { onDelete: "cascade" }),
    countryCode: char("country_code", { length: 2 })
      .notNull()
      .references(() => countries.code),
    languageId: integer("language_id")
      .notNull()
      .references(() => languages.id),
    siteId: siteScope().references(() => sites.id, { onDelete: "cascade" }),
    sort: smallint("sort").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.countryCode, t.languageId] })],
);

export const dictItems = pgTable(
  "dict_items",
  {
    id: generatedId(),
    siteId: siteScope().references(() => sites.id, { onDelete: "cascade" }),
    languageId: integer("language_id")
      .notNull()
      .references(() => languages.id),
    dictType: varchar("dict_type", { length: 64 }).notNull(),
    dictLabel: text("dict_label").notNull(),
    dictValue: text("dict_value").notNull().default(""),
    sort: smallint("sort").notNull().default(0),
  },
  (t) => [index("dict_items_scope_idx").on(t.siteId, t.languageId, t.dictType, t.sort)],
);

export const seoConfigs = pgTable(
  "seo_configs",
  {
    id: generatedId(),
    siteId: siteScope().references(() => sites.id, { onDelete: "cascade" }),
    languageId: integer("language_id")
      .notNull()
      .references(() => languages.id),
    /** Path below the site prefix ("/", "/search"). */
    url: varchar("url", { length: 300 }).notNull(),
    title: varchar("title", { length: 300 }).notNull(),
    description: text("description").notNull().default(""),
  },
  (t) => [uniqueIndex("seo_configs_scope_url_idx").on(t.siteId, t.languageId, t.url)],
);

export type SocialMediaLink = { title: string; link: string };

/** Footer links (areaKind 1-6) and social items (areaKind 7, frame §2 "Footer"). */
export const footerLinks = pgTable(
  "footer_links",
  {
    id: generatedId(),
    siteId: siteScope().references(() => sites.id, { onDelete: "cascade" }),
    languageId: integer("language_id")
      .notNull()
      .references(() => languages.id),
    areaKind: smallint("area_kind").notNull(),
    linkTitle: varchar("link_title", { length: 200 }).notNull().default(""),
    linkUrl: varchar("link_url", { length: 500 }).notNull().default(""),
    linkImage: varchar("link_image", { length: 500 }).notNull().default(""),
    socialMediaList: jsonb("social_media_list").$type<SocialMediaLink[]>(),
    sort: smallint("sort").notNull().default(0),
  },
  (t) => [index("footer_links_scope_idx").on(t.siteId, t.languageId, t.areaKind, t.sort)],
);

export const currencies = pgTable("currencies", {
  id: id(),
  currencyType: char("currency_type", { length: 3 }).notNull().unique(),
  symbol: varchar("symbol", { length: 8 }).notNull(),
});

export const siteFeedback = pgTable(
  "site_feedback",
  {
    id: generatedId(),
    siteId: siteScope().references(() => sites.id, { onDelete: "cascade" }),
    languageId: integer("language_id")
      .notNull()
      .references(() => languages.id),
    title: varchar("title", { length: 200 }).notNull(),
    description: text("description").notNull().default(""),
    link: varchar("link", { length: 500 }).notNull(),
    /** '1' active (frame §3 "Feedback config"). */
    activeState: char("active_state", { length: 1 }).notNull().default("1"),
  },
  (t) => [uniqueIndex("site_feedback_scope_idx").on(t.siteId, t.languageId)],
);

export type SupplementFlag = "0" | "1";
export const supplementFields = [
  "firstName",
  "lastName",
  "phoneNumber",
  "phoneCode",
  "address",
  "postcode",
  "country",
  "province",
  "city",
  "vatNumber",
  // Not in frame §3's list; frame §5 has their required messages. Absent in older rows: '0'.
  "companyName",
  "type",
] as const;
export type SupplementField = (typeof supplementFields)[number];

/** Which personal fields a region requires before enrolment (frame §3 "Supply info"). */
export const supplementInfoConfigs = pgTable(
  "supplement_info_configs",
  {
    tenantId: tenantScope().references(() => tenants.id, { onDelete: "cascade" }),
    region: varchar("region", { length: 8, enum: ["global", "eu", "asia"] }).notNull(),
    flags: jsonb("flags").$type<Record<SupplementField, SupplementFlag>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.region] })],
);

/**
 * Countries, provinces and cities in one tree: level 1 country, 2 province, 3 city.
 * Feeds the chained selects of the information-gathering dialog and the
 * practical-exam region filter.
 */
export const regionInfo = pgTable(
  "region_info",
  {
    id: id(),
    parentId: integer("parent_id"),
    level: smallint("level").notNull(),
    name: varchar("name", { length: 100 }).notNull(),
    countryCode: char("country_code", { length: 2 }).notNull(),
    sort: smallint("sort").notNull().default(0),
  },
  (t) => [
    index("region_info_parent_idx").on(t.parentId, t.sort),
    index("region_info_level_country_idx").on(t.level, t.countryCode),
  ],
);

export const userTypes = pgTable("user_types", {
  id: id(),
  code: varchar("code", { length: 32 }).notNull().unique(),
  /** Label per language pack; "en" is the fallback. */
  typeNames: jsonb("type_names").$type<Record<string, string>>().notNull(),
  sort: smallint("sort").notNull().default(0),
});
