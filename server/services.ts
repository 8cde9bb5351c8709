import type { Db } from "#db/client.ts";
import type { Config } from "./config.ts";
import { createCatalogueService } from "./modules/catalogue/catalogue.service.ts";
import { createContentService } from "./modules/content/content.service.ts";
import { createSiteService } from "./modules/site/site.service.ts";
import type { SiteDirectory } from "./modules/site/site-directory.ts";

export type ServiceDeps = {
  db: Db;
  config: Config;
  siteDirectory: () => SiteDirectory;
};

/** One instance of each domain service per app; routes and page loaders share them. */
export function createServices(deps: ServiceDeps) {
  return {
    site: createSiteService(deps),
    content: createContentService(deps),
    catalogue: createCatalogueService(deps),
  };
}

export type Services = ReturnType<typeof createServices>;
