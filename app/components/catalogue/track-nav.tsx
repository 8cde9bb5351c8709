import { useTranslation } from "../../i18n/translation.tsx";
import { Link } from "react-router";
import type { KindEntry } from "#contract/catalogue.ts";
import { TRACK_PAGES, type TrackPage } from "../../frame/menus.ts";
import { useFrame, useSiteLinks } from "../../frame/use-frame.ts";
import { kindPagePath } from "./links.ts";
import classes from "./catalogue.module.css";

const PAGE_LABEL: Record<TrackPage, string> = {
  overview: "menu.overview",
  "online-video-courses": "menu.onlineVideoCourses",
  classroom: "menu.classroom",
};

/** The three pages of a track; classroom is left out where instructor-led training is hidden. */
export function TrackNav({ kind, current }: { kind: KindEntry; current: TrackPage }) {
  const { t } = useTranslation();
  const frame = useFrame();
  const { link } = useSiteLinks();
  const pages = TRACK_PAGES.filter((page) => !(page === "classroom" && frame.hideInstructorLed));
  return (
    <nav
      className={classes.trackNav}
      aria-label={t("catalogue.track.navigation", { name: kind.kindName })}
    >
      <div className={`frame-container ${classes.trackNavInner}`}>
        {pages.map((page) => (
          <Link
            key={page}
            to={link(kindPagePath(frame.tenant, kind, page))}
            className={classes.trackNavLink}
            aria-current={page === current ? "page" : undefined}
            data-testid={`track-nav-${page}`}
          >
            {t(PAGE_LABEL[page])}
          </Link>
        ))}
      </div>
    </nav>
  );
}

export const trackPageLabel = (page: TrackPage) => PAGE_LABEL[page];
