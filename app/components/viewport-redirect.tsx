import { useMediaQuery } from "@mantine/hooks";
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
  // Until the browser has measured, the viewport is taken to fit the layout served.
  const narrow = useMediaQuery(MOBILE_MEDIA_QUERY, layout === "mobile");
  useEffect(() => {
    if (narrow === (layout === "mobile")) return;
    const target = narrow
      ? toMobileUrl(pathname, search, hash)
      : toDesktopUrl(pathname, search, hash);
    if (target) void navigate(target, { replace: true, preventScrollReset: true });
  }, [narrow, layout, navigate, pathname, search, hash]);
  return null;
}
