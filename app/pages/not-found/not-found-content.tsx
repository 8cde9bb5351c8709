import { Button } from "@mantine/core";
import { useTranslation } from "../../i18n/translation.tsx";
import { Link } from "react-router";
import { IconArrowLeft } from "@tabler/icons-react";
import { useSiteLinks } from "../../frame/use-frame.ts";
import classes from "./not-found.module.css";

export function NotFoundContent({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const { link } = useSiteLinks();
  return (
    <section
      className={classes.page}
      data-compact={compact || undefined}
      aria-labelledby="not-found-title"
      data-testid="not-found"
    >
      <p className={classes.code} aria-hidden="true">
        {t("notFound.code")}
      </p>
      <h1 className={classes.title} id="not-found-title">
        {t("notFound.title")}
      </h1>
      <p className={classes.text}>{t("notFound.text")}</p>
      <Button
        component={Link}
        to={link("/")}
        size={compact ? "md" : "lg"}
        radius="xl"
        leftSection={<IconArrowLeft className="flip-rtl" size={18} aria-hidden />}
      >
        {t("notFound.backHome")}
      </Button>
    </section>
  );
}
