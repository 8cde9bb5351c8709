import { Button } from "@mantine/core";
import { IconLock, IconPlayerPlay } from "@tabler/icons-react";
import { useTranslation } from "../../i18n/translation.tsx";
import classes from "./video-poster.module.css";

/**
 * The cover in the player's place on the course and topic pages: what would
 * play, a lock while it is closed, and what opens it. A visitor gets the
 * login button (learner §4 "Enrol flow" step 1).
 */
export function VideoPoster({
  coverImage,
  title,
  locked,
  text,
  compact,
  onLogin,
}: {
  coverImage: string;
  title: string;
  locked: boolean;
  text: string;
  compact: boolean;
  onLogin?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  return (
    <div
      className={classes.poster}
      data-locked={locked || undefined}
      data-compact={compact || undefined}
      data-testid="poster"
    >
      {/* In the player's place at the top of the page: its largest paint, asked for first. */}
      {coverImage && (
        <img src={coverImage} alt="" fetchPriority="high" className={classes.posterImage} />
      )}
      <div className={classes.posterOverlay}>
        <span className={classes.posterIcon}>
          {locked ? <IconLock size={30} aria-hidden /> : <IconPlayerPlay size={34} aria-hidden />}
        </span>
        <p className={classes.posterTitle}>{title}</p>
        <p className={classes.posterText}>{text}</p>
        {onLogin && (
          <Button radius="xl" onClick={onLogin} data-testid="poster-login">
            {t("catalogue.loginTip.login")}
          </Button>
        )}
      </div>
    </div>
  );
}
