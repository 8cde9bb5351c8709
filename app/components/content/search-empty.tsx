import { Button } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useSiteLinks } from "../../frame/use-frame.ts";
import { useTranslation } from "../../i18n/translation.tsx";
import { CatalogueEmpty } from "../catalogue/catalogue-empty.tsx";

/**
 * A searchable list with nothing to show: the load failed, the keyword matched
 * nothing (with the way back to the whole list), or the site has none yet.
 * `texts` names the list's own text keys; `noMatch` takes `{{keyword}}`.
 */
export function SearchEmpty({
  failed,
  keyword,
  compact,
  icon,
  texts,
  listPath,
  testId,
}: {
  failed: boolean;
  keyword: string;
  compact: boolean;
  icon: ReactNode;
  texts: { noMatch: string; empty: string; all: string };
  listPath: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const { link } = useSiteLinks();
  return (
    <CatalogueEmpty
      compact={compact}
      icon={failed ? <IconAlertCircle size={28} aria-hidden /> : icon}
      title={
        failed
          ? t("catalogue.failed.title")
          : keyword
            ? t(texts.noMatch, { keyword })
            : t(texts.empty)
      }
      description={failed ? t("catalogue.failed.text") : undefined}
      testId={failed ? "load-failed" : testId}
    >
      {keyword && (
        <Button component={Link} to={link(listPath)} variant="default" radius="xl">
          {t(texts.all)}
        </Button>
      )}
    </CatalogueEmpty>
  );
}
