import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { toDesktopUrl, toMobileUrl } from "../frame/paths.ts";

/** Learner §9: the mobile layout serves viewports up to 992 px wide. */
export const MOBILE_MEDIA_QUERY = "(max-width: 992px)";

/**
 * Moves a desktop page to its /mobile twin on a narrow viewport, and a mobile
 * page back on a wide one (learner §2), keeping the path and query.
 */
export function ViewportRedirect({ layout }: { layout: "desktop" | "mobile" }) {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    const media = window.matchMedia(MOBILE_MEDIA_QUERY);
    const check = () => {
      const target =
        layout === "desktop"
          ? media.matches
            ? toMobileUrl(pathname, search, hash)
            : null
          : media.matches
            ? null
            : toDesktopUrl(pathname, search, hash);
      if (target) void navigate(target, { replace: true, preventScrollReset: true });
    };
    check();
    media.addEventListener("change", check);
    return () => media.removeEventListener("change", check);
  }, [layout, navigate, pathname, search, hash]);
  return null;
}
