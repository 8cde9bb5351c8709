import { Button, CloseButton } from "@mantine/core";
import { useEffect, useRef } from "react";
import type { ConsentPlace } from "#contract/consent-rules.ts";
import type { FeedbackConfig } from "#contract/site.ts";
import { storeCookie } from "../../frame/consent.ts";
import { useTranslation } from "../../i18n/translation.tsx";
import { FEEDBACK_COOKIE } from "./popup-rules.ts";
import classes from "./popups.module.css";

/**
 * The feedback invitation (frame §4 "Popups"): its title and description;
 * Start opens the survey link in a new tab and closes it. An invitation, not
 * a question the page waits on (decision 0050): a card at the page's corner,
 * beside its icon, that takes neither the focus nor the rest of the page. It
 * takes the focus only when the visitor asked for it with the icon
 * (`requested`).
 */
export function FeedbackPopup({
  config,
  place,
  requested,
  onDone,
}: {
  config: FeedbackConfig;
  place: ConsentPlace;
  requested: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const start = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (requested) start.current?.focus();
  }, [requested]);
  const close = () => {
    // Closing (either button) keeps it away for a week (frame §4, §9) where functionality
    // cookies may be stored; otherwise for this page view only.
    storeCookie(FEEDBACK_COOKIE, "false", place);
    onDone();
  };
  return (
    <aside
      className={classes.invitation}
      aria-labelledby="feedback-title"
      data-testid="feedback-popup"
      onKeyDown={(event) => {
        if (event.key === "Escape") close();
      }}
    >
      <div className={classes.invitationHead}>
        <h2 id="feedback-title" className={classes.invitationTitle}>
          {config.title}
        </h2>
        <CloseButton size="sm" aria-label={t("popups.feedback.close")} onClick={close} />
      </div>
      <p className={classes.invitationText}>{config.description}</p>
      <div className={classes.invitationActions}>
        <Button variant="default" size="xs" onClick={close}>
          {t("popups.feedback.later")}
        </Button>
        <Button
          ref={start}
          size="xs"
          component="a"
          href={config.link}
          target="_blank"
          rel="noopener noreferrer"
          onClick={close}
        >
          {t("popups.feedback.start")}
        </Button>
      </div>
    </aside>
  );
}
