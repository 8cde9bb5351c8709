import { Anchor, Breadcrumbs } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/translation.tsx";
import { Link } from "react-router";
import type { Banner } from "#contract/catalogue.ts";
import { useSiteLinks } from "../../frame/use-frame.ts";
import classes from "./catalogue.module.css";

export type Crumb = { label: string; path?: string };

/**
 * The trail above a page title; the last crumb is the page itself. Light by
 * default, for the dark head of a page; `onLight` over a page's own
 * background (a news article).
 */
export function Trail({ crumbs, onLight = false }: { crumbs: Crumb[]; onLight?: boolean }) {
  const { t } = useTranslation();
  const { link } = useSiteLinks();
  return (
    <nav
      aria-label={t("catalogue.breadcrumb")}
      className={onLight ? `${classes.trail} ${classes.trailOnLight}` : classes.trail}
    >
      <Breadcrumbs separator="/" separatorMargin={6}>
        {[{ label: t("catalogue.home"), path: "/" }, ...crumbs].map((crumb, index, all) =>
          crumb.path !== undefined && index < all.length - 1 ? (
            <Anchor
              key={`${index}-${crumb.label}`}
              component={Link}
              to={link(crumb.path)}
              c="inherit"
            >
              {crumb.label}
            </Anchor>
          ) : (
            <span key={`${index}-${crumb.label}`} aria-current="page">
              {crumb.label}
            </span>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}

/**
 * The dark head of a catalogue page: a banner image when the site has one for
 * the page (learner §9 banner types), else the brand's hero art.
 */
export function PageHero({
  banner,
  eyebrow,
  title,
  subtitle,
  crumbs,
  compact,
  children,
  aside,
  titleId = "page-title",
}: {
  banner?: Banner | null;
  eyebrow?: ReactNode;
  title: string;
  subtitle?: string;
  crumbs: Crumb[];
  compact: boolean;
  children?: ReactNode;
  aside?: ReactNode;
  titleId?: string;
}) {
  const image = banner?.image || "/brand/hero.svg";
  return (
    <section
      className={classes.hero}
      data-compact={compact || undefined}
      aria-labelledby={titleId}
      data-testid="page-hero"
    >
      {/* Decorative: the banner's words are the heading and text beside it. */}
      <img className={classes.heroImage} src={image} alt="" width={1200} height={400} />
      <div className={`frame-container ${classes.heroInner}`}>
        <div className={classes.heroText}>
          <Trail crumbs={crumbs} />
          {eyebrow && <div className={classes.heroEyebrow}>{eyebrow}</div>}
          <h1 className={classes.heroTitle} id={titleId} data-testid="page-title">
            {title}
          </h1>
          {subtitle && <p className={classes.heroSubtitle}>{subtitle}</p>}
          {children}
        </div>
        {aside && <div className={classes.heroAside}>{aside}</div>}
      </div>
    </section>
  );
}
