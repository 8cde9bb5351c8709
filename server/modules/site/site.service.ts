import type { FastifyRequest } from "fastify";
import { LANGUAGE_COOKIE } from "#contract/consent-rules.ts";
import { LANGUAGE_PARAM, parseLanguageId } from "#contract/language-rules.ts";
import type { ServiceDeps } from "../../services.ts";
import { createFrameReads } from "./frame.service.ts";
import { countryOfRequest } from "./geo.ts";
import { browserLanguagesOf, languageCandidates } from "./page-language.ts";
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

  /** The visitor's country, looked up once per request. */
  function countryOf(request: FastifyRequest): string | null {
    if (!countries.has(request)) {
      countries.set(request, countryOfRequest(request, deps.config.geoipCountryHeader));
    }
    return countries.get(request)!;
  }

  return {
    ...sites,
    ...createFrameReads(deps, sites),
    ...createRegionReads(deps),
    ...createReferenceLists(deps),
    countryOf,

    /**
     * The languages a page request wants, most wanted first (frame §4): the
     * address's choice, the user's saved language, the cookie, then the
     * visitor's country with the browser's languages. The same for every
     * anonymous visitor with the same cookie, country and browser languages,
     * so the page cache keys its pages by them.
     */
    pageLanguageCandidates(request: FastifyRequest, userLanguageId: number | null): number[] {
      const country = countryOf(request);
      const query = request.query as Record<string, unknown> | undefined;
      return languageCandidates({
        addressLanguageId: parseLanguageId(query?.[LANGUAGE_PARAM]),
        userLanguageId,
        cookieLanguageId: parseLanguageId(request.cookies[LANGUAGE_COOKIE]),
        countryLanguages: country
          ? deps.siteDirectory().countryLanguagesOf(request.tenant.id, country)
          : [],
        browserLanguages: browserLanguagesOf(request.headers["accept-language"]),
      });
    },
  };
}

export type SiteService = ReturnType<typeof createSiteService>;
