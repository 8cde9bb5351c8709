import type { SiteDirectory } from "./site-directory.ts";

/**
 * A tenant's sites by name with the languages each offers: what a page
 * renderer in a worker thread needs to tell a path's site and language
 * without the directory (server/delivery/render-pool.ts).
 */
export type SiteTable = Map<
  string,
  { siteId: number; languageIds: number[]; baseLanguageId: number }
>;

const siteTables = new WeakMap<SiteDirectory, Map<number, SiteTable>>();

/** The tenant's site table, made once per directory (a reload makes a new directory). */
export function siteTableOf(directory: SiteDirectory, tenantId: number): SiteTable {
  let tables = siteTables.get(directory);
  if (!tables) siteTables.set(directory, (tables = new Map()));
  let table = tables.get(tenantId);
  if (!table) {
    table = new Map(
      directory.sitesOf(tenantId).map((site) => [
        site.siteName,
        {
          siteId: site.id,
          languageIds: directory.languagesOf(site.id).map((l) => l.id),
          baseLanguageId: site.baseLanguageId,
        },
      ]),
    );
    tables.set(tenantId, table);
  }
  return table;
}
