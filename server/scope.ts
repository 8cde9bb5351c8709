import type { Language, Site, Tenant } from "./modules/site/site-directory.ts";

/**
 * Who and where a request acts for. Services take it as their first argument
 * so the same rule serves the API and the pages (ARCHITECTURE §3).
 */
export type Scope = {
  tenant: Tenant;
  site: Site;
  language: Language;
};
