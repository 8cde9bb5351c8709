import { integer, timestamp } from "drizzle-orm/pg-core";

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
