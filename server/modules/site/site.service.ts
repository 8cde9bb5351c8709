import type { FastifyRequest } from "fastify";
import type { ServiceDeps } from "../../services.ts";
import { createFrameReads } from "./frame.service.ts";
import { countryOfRequest } from "./geo.ts";
import { createReferenceLists } from "./reference-lists.service.ts";
import { createRegionReads } from "./regions.service.ts";
import { createSiteReads } from "./sites.service.ts";

/**
 * The site domain (ARCHITECTURE §2): which site and language a request acts in,
 * the frame of its pages, countries and regions, and the account forms' lists.
 * Each part lives in its own file; this joins them into the one service routes
 * and page loaders share.
 */
export function createSiteService(deps: ServiceDeps) {
  const sites = createSiteReads(deps);
  // The page cache's key and the page's frame both want the visitor's country.
  const countries = new WeakMap<FastifyRequest, string | null>();
  return {
    ...sites,
    ...createFrameReads(deps, sites),
    ...createRegionReads(deps),
    ...createReferenceLists(deps),
    /** The visitor's country, looked up once per request. */
    countryOf(request: FastifyRequest): string | null {
      if (!countries.has(request)) {
        countries.set(request, countryOfRequest(request, deps.config.geoipCountryHeader));
      }
      return countries.get(request)!;
    },
  };
}

export type SiteService = ReturnType<typeof createSiteService>;
