import { Button } from "@mantine/core";
import { IconArrowLeft, IconCircleCheck } from "@tabler/icons-react";
import { Link } from "react-router";
import { useSiteLinks } from "../../frame/use-frame.ts";
import { useTranslation } from "../../i18n/translation.tsx";
import classes from "./account-deleted.module.css";

/** The account is deleted and the learner signed out; the way back is the site's home. */
export function AccountDeletedView({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const { link } = useSiteLinks();
  return (
    <section
      className={classes.page}
      data-compact={compact || undefined}
      aria-labelledby="account-deleted-title"
      data-testid="account-deleted"
    >
      <IconCircleCheck className={classes.icon} size={compact ? 56 : 72} aria-hidden />
      <h1 className={classes.title} id="account-deleted-title">
        {t("profile.deleted.title")}
      </h1>
      <p className={classes.text}>{t("profile.deleted.text")}</p>
      <Button
        component={Link}
        to={link("/")}
        size={compact ? "md" : "lg"}
        radius="xl"
        leftSection={<IconArrowLeft className="flip-rtl" size={18} aria-hidden />}
      >
        {t("profile.deleted.home")}
      </Button>
    </section>
  );
}
