import type { ClassroomDetailPage } from "#contract/portal-context.ts";

export type ClassroomDetailData = {
  page: ClassroomDetailPage | null;
  /**
   * The page's canonical absolute address (the desktop one, for both twins):
   * what search engines index and what Share, Invite and Copy link hand on.
   */
  canonicalUrl: string;
  /** The session could not be read: the page says so instead of failing. */
  failed: boolean;
};
