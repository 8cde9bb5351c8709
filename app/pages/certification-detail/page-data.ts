import type { Banner, CertificationDetail } from "#contract/catalogue.ts";

export type CertificationDetailData = {
  detail: CertificationDetail | null;
  banner: Banner | null;
  /** The detail could not be read: the page says so instead of failing. */
  failed: boolean;
};
