import type { NewsItem } from "./content.ts";
import type { UserInfo } from "./identity.ts";
import type { FrameData } from "./site.ts";

/** Site and language a page acts in, as the frame resolved them. */
export type PageScope = { siteId: number; languageId: number };

/**
 * What a page loader may ask of the server. Fastify fills it per request and
 * hands it to React Router through the router context (ARCHITECTURE §3), so
 * loaders call services directly instead of making HTTP calls to ourselves.
 * Every method checks the scope against the host's tenant.
 */
export type PortalContext = {
  /** Nonce for inline scripts, matching the Content-Security-Policy header. */
  cspNonce: string;
  /**
   * The frame of the site named by the path, or null when the host's tenant
   * has no such site.
   */
  loadFrame(input: { siteName: string; languageId: number | null }): Promise<FrameData | null>;
  /**
   * The site and language a page acts in, chosen exactly as loadFrame chooses
   * them (the remembered language when the site offers it, else its base
   * language), without loading the frame; null when the host's tenant has no
   * such site.
   */
  resolveScope(input: { siteName: string; languageId: number | null }): PageScope | null;
  /** The tenant's default site prefix, for "/" and unknown prefixes. */
  defaultSitePrefix(): string;
  /** Latest news of the site ("what's new" on the home page). */
  topNews(scope: PageScope, size?: number): Promise<NewsItem[]>;
  /** The logged-in user, or null for a visitor. */
  currentUser(): Promise<UserInfo | null>;
};
