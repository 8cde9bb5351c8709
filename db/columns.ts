import { sql } from "drizzle-orm";
import { customType, integer, timestamp } from "drizzle-orm/pg-core";

/**
 * Shared column helpers. Every tenant-owned row carries the id of its site or
 * tenant, so a query without that scope stands out in review.
 */
export const id = () => integer("id").primaryKey();
export const generatedId = () => integer("id").primaryKey().generatedAlwaysAsIdentity();

export const timestamps = () => ({
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const siteScope = () => integer("site_id").notNull();
export const tenantScope = () => integer("tenant_id").notNull();

/** PostgreSQL full-text search vector, kept in sync by a generated column. */
export const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });
/** The text search configuration of a row's language (english, german, arabic, simple...; db/search-config.ts). */
export const regconfig = customType<{ data: string }>({ dataType: () => "regconfig" });

/**
 * Weighted search vector over a row's own columns, in the row's own language
 * (its `search_config` column): the title weighs A, the body columns B.
 */
export const searchVector = (title: string, ...body: string[]) =>
  sql.raw(
    `setweight(to_tsvector(search_config, coalesce(${title}, '')), 'A') || setweight(to_tsvector(search_config, ${body
      .map((column) => `coalesce(${column}, '')`)
      .join(" || ' ' || ")}), 'B')`,
  );
