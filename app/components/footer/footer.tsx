import { useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "../../i18n/translation.tsx";
import { Link } from "react-router";
import { IconMail } from "@tabler/icons-react";
import type { SocialItem } from "#contract/site.ts";
import { useFrame, useSiteLinks } from "../../frame/use-frame.ts";
import { Logo } from "../logo.tsx";
import { OnDemand, onDemand } from "../on-demand.tsx";
import classes from "./footer.module.css";
import { FooterArea } from "#contract/site-paths.ts";
import { COOKIES_PREFERENCES_PATH } from "#contract/consent-rules.ts";
import { COLUMN_AREAS, footerHref, linksOfArea, linksToCookieManager } from "./footer-links.ts";

/** A configured link: inside the site through the router, outside in a new tab. */
function FooterAnchor({
  url,
  className,
  children,
  label,
}: {
  url: string;
  className?: string;
  children: ReactNode;
  label?: string;
}) {
  const { t } = useTranslation();
  const site = useSiteLinks();
  const target = footerHref(url, site);
  if (!target.external) {
    return (
      <Link to={target.href} className={className} aria-label={label}>
        {children}
      </Link>
    );
  }
  return (
    <a
      href={target.href}
      className={className}
      aria-label={label ? `${label} ${target.newTab ? t("footer.newTab") : ""}`.trim() : undefined}
      {...(target.newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
    >
      {children}
    </a>
  );
}

const socialPopover = onDemand(() => import("./social-popover.tsx"));

/** A social item: one link is a plain link; several show their list in a popover (frame §2). */
function SocialLink({ item }: { item: SocialItem }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Hovering opens the list; leaving closes it after a moment so the pointer can reach it.
  const hoverOpen = () => {
    clearTimeout(closeTimer.current);
    setOpened(true);
  };
  const hoverClose = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpened(false), 200);
  };
  useEffect(() => () => clearTimeout(closeTimer.current), []);
  const [first] = item.socialMediaList;
  const name = first?.title ?? "";
  const icon = <img src={item.linkImage} alt="" loading="lazy" className={classes.socialImage} />;
  if (!first) return null;
  if (item.socialMediaList.length === 1) {
    return (
      <FooterAnchor url={first.link} className={classes.social} label={first.title}>
        {icon}
      </FooterAnchor>
    );
  }
  const trigger = (
    <button
      type="button"
      className={classes.social}
      aria-label={t("footer.socialLinks", { name })}
      aria-expanded={opened}
      onClick={hoverOpen}
      onMouseEnter={hoverOpen}
      onMouseLeave={hoverClose}
      data-testid="social-multi"
    >
      {icon}
    </button>
  );
  return (
    <OnDemand module={socialPopover} trigger={trigger}>
      {({ SocialPopover }, activation) => (
        <SocialPopover
          trigger={trigger}
          activation={activation}
          opened={opened}
          onChange={setOpened}
          onHover={hoverOpen}
          onLeave={hoverClose}
        >
          <ul className={classes.socialList}>
            {item.socialMediaList.map((entry) => (
              <li key={entry.link}>
                <FooterAnchor url={entry.link} className={classes.socialListLink}>
                  {entry.title}
                </FooterAnchor>
              </li>
            ))}
          </ul>
        </SocialPopover>
      )}
    </OnDemand>
  );
}

/**
 * The footer (frame §2): link areas 1-4 as columns, strategic partners (area 5,
 * only with items), copyright links (area 6), contact e-mail and social icons.
 * The compact variant serves the mobile layout.
 */
export function Footer({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const frame = useFrame();
  const { link } = useSiteLinks();
  const { links, social } = frame.footer;
  const partners = linksOfArea(links, FooterArea.strategicPartners);
  const copyrightLinks = linksOfArea(links, FooterArea.copyright);
  const columns = COLUMN_AREAS.map((area) => ({
    ...area,
    links: linksOfArea(links, area.areaKind),
  })).filter((area) => area.links.length > 0);
  const year = new Date().getFullYear();
  // Frame §4: the cookie choice can be changed at any time, from every page.
  const cookieManagerLinked = linksToCookieManager(links);

  return (
    <footer className={classes.footer} data-compact={compact || undefined} data-testid="footer">
      <div className={`frame-container ${classes.top}`}>
        <div className={classes.brand}>
          <div className={classes.logoChip}>
            <Logo to={link("/")} size="sm" />
          </div>
          <h2 className={classes.columnTitle}>{t("footer.contactUs")}</h2>
          <p className={classes.contactText}>{t("footer.contactText")}</p>
          {frame.tenant.contactEmail && (
            <a
              className={classes.contact}
              href={`mailto:${frame.tenant.contactEmail}`}
              data-testid="contact-us"
            >
              <IconMail size={18} aria-hidden />
              <span>{frame.tenant.contactEmail}</span>
            </a>
          )}
          {social.length > 0 && (
            <div className={classes.socialRow} aria-label={t("footer.followUs")} role="group">
              {social.map((item) => (
                <SocialLink key={item.id} item={item} />
              ))}
            </div>
          )}
        </div>
        {columns.map((column) => (
          <nav
            key={column.key}
            className={classes.column}
            aria-labelledby={`footer-${column.key}`}
            data-area={column.areaKind}
          >
            <h2 className={classes.columnTitle} id={`footer-${column.key}`}>
              {t(`footer.${column.key}`)}
            </h2>
            <ul className={classes.links}>
              {column.links.map((item) => (
                <li key={item.id}>
                  <FooterAnchor url={item.linkUrl} className={classes.link}>
                    {item.linkTitle}
                  </FooterAnchor>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      {partners.length > 0 && (
        <section
          className={`frame-container ${classes.partners}`}
          aria-labelledby="footer-partners"
          data-testid="footer-partners"
        >
          <h2 className={classes.columnTitle} id="footer-partners">
            {t("footer.partners")}
          </h2>
          <ul className={classes.partnerList}>
            {partners.map((partner) => (
              <li key={partner.id}>
                <FooterAnchor url={partner.linkUrl} className={classes.partner}>
                  {partner.linkImage ? (
                    <img src={partner.linkImage} alt={partner.linkTitle} loading="lazy" />
                  ) : (
                    <span>{partner.linkTitle}</span>
                  )}
                </FooterAnchor>
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className={classes.bottom}>
        <div className={`frame-container ${classes.bottomInner}`}>
          <p className={classes.copyright}>{t("footer.copyright", { year })}</p>
          {(copyrightLinks.length > 0 || !cookieManagerLinked) && (
            <ul className={classes.copyrightLinks}>
              {copyrightLinks.map((item) => (
                <li key={item.id}>
                  <FooterAnchor url={item.linkUrl} className={classes.bottomLink}>
                    {item.linkTitle}
                  </FooterAnchor>
                </li>
              ))}
              {!cookieManagerLinked && (
                <li>
                  <FooterAnchor url={COOKIES_PREFERENCES_PATH} className={classes.bottomLink}>
                    {t("cookies.title")}
                  </FooterAnchor>
                </li>
              )}
            </ul>
          )}
        </div>
      </div>
    </footer>
  );
}
