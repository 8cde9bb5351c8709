import { useMemo } from "react";
import { useTranslation } from "../i18n/translation.tsx";
import { useLocation, useNavigate, useRouteLoaderData } from "react-router";
import type { FrameData } from "#contract/site.ts";
import { createApiClient, type ApiClient } from "../api-client.ts";
import type { I18nPayload } from "../i18n/i18n.ts";
import { parseSitePath, sitePath, type SitePath } from "./paths.ts";
import type { FrameUser } from "./use-user.ts";

/** What the root loader provides to every page. */
export type RootData = {
  frame: FrameData | null;
  i18n: I18nPayload;
  /** The languageCheckedId cookie the frame was loaded with, to notice a change. */
  languageCookie: string | null;
  /** The signed-in user, null for a visitor. */
  user: FrameUser | null;
  /**
   * The page was rendered alike for every signed-in learner (decision 0027):
   * `user` is null and the page's data a visitor's until the browser has read
   * the learner and the page's data again (CurrentUserProvider).
   */
  learnerPending: boolean;
  /**
   * The request carried a consent choice (frame §4): the page was rendered
   * without the consent banner, and with it when not. Pages are kept per
   * answer (server/delivery/pages.ts), so the banner is part of the first paint.
   */
  consentRecorded: boolean;
};

export function useRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}

/** The frame of the current site; pages below a site prefix always have one. */
export function useFrame(): FrameData {
  const frame = useRootData()?.frame;
  if (!frame) throw new Error("No site frame: this component renders below a site prefix only");
  return frame;
}

export type SiteLinks = SitePath & {
  /** A path below the prefix in the current layout (desktop or /mobile). */
  link(path: string): string;
};

/** The current site prefix and layout, and links built from them. */
export function useSiteLinks(): SiteLinks {
  const { pathname } = useLocation();
  return useMemo(() => {
    const parsed = parseSitePath(pathname) ?? {
      siteName: "en",
      prefix: "/en",
      mobile: false,
      rest: "/",
    };
    return { ...parsed, link: (path: string) => sitePath(parsed.prefix, path, parsed.mobile) };
  }, [pathname]);
}

/**
 * The browser API client for the frame's site and language: a refusal opens the
 * Tips dialog with the text for its code, HTTP 401 leaves for login, and a page's
 * 404 opens the site's not-found page (learner §8).
 */
export function useApiClient(): ApiClient {
  const frame = useRootData()?.frame;
  const siteId = frame?.site.siteId;
  const languageId = frame?.language.id;
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  return useMemo(
    () =>
      createApiClient(
        siteId !== undefined && languageId !== undefined ? { siteId, languageId } : null,
        {
          texts: i18n,
          goToNotFound: (href) => void navigate(href),
        },
      ),
    [siteId, languageId, i18n, navigate],
  );
}
