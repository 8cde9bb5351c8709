import { Link } from "react-router";
import { useTranslation } from "../i18n/translation.tsx";
import { useFrame } from "../frame/use-frame.ts";
import classes from "./logo.module.css";

/**
 * The site logo linking home (frame §2): the front_logo dictionary item gives
 * the image path (dictLabel) and its alt text (dictValue); without one the
 * brand name stands in.
 */
export function Logo({ to, size = "md" }: { to: string; size?: "sm" | "md" }) {
  const { t } = useTranslation();
  const frame = useFrame();
  const logo = frame.dict.front_logo[0];
  return (
    <Link to={to} className={classes.logo} data-size={size} aria-label={t("header.home")}>
      {logo?.dictLabel ? (
        <img
          className={classes.image}
          src={logo.dictLabel}
          alt={logo.dictValue || frame.tenant.brandName}
        />
      ) : (
        <span className={classes.wordmark}>
          <span className={classes.mark} aria-hidden="true" />
          <span>{t("app.name")}</span>
        </span>
      )}
    </Link>
  );
}
