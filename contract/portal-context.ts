import type { FrameData } from "./site.ts";

/**
 * What a page loader may ask of the server. Fastify fills it per request and
 * hands it to React Router through the router context (ARCHITECTURE §3), so
 * loaders call services directly instead of making HTTP calls to ourselves.
 */
export type PortalContext = {
  /** Nonce for inline scripts, matching the Content-Security-Policy header. */
  cspNonce: string;
  /**
   * The frame of the site named by the path, or null when the host's tenant
   * has no such site.
   */
  loadFrame(input: { siteName: string; languageId: number | null }): Promise<FrameData | null>;
  /** The tenant's default site prefix, for "/" and unknown prefixes. */
  defaultSitePrefix(): string;
};
