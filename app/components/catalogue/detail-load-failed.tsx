import { Button } from "@mantine/core";
import { useTranslation } from "../../i18n/translation.tsx";
import { Link } from "react-router";
import { IconAlertCircle } from "@tabler/icons-react";
import { useSiteLinks } from "../../frame/use-frame.ts";
import { CatalogueEmpty } from "./catalogue-empty.tsx";

/** A detail page whose data could not be loaded (learner §7): a sentence and the way home, never a crash. */
export function DetailLoadFailed({ compact, testId }: { compact: boolean; testId?: string }) {
  const { t } = useTranslation();
  const { link } = useSiteLinks();
  return (
    <div className="frame-container" data-testid={testId}>
      <CatalogueEmpty
        icon={<IconAlertCircle size={28} aria-hidden />}
        title={t("catalogue.failed.title")}
        description={t("catalogue.failed.text")}
        compact={compact}
        testId="load-failed"
      >
        <Button component={Link} to={link("/")} variant="default" radius="xl">
          {t("search.backHome")}
        </Button>
      </CatalogueEmpty>
    </div>
  );
}
