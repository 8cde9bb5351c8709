import { IconAlertCircle } from "@tabler/icons-react";
import { Button, EmptyState } from "@mantine/core";
import { useTranslation } from "../i18n/translation.tsx";

/**
 * What a page shows when its own data or rendering fails: the frame (header,
 * footer) stays, the page area says so and offers a reload.
 */
export function PageError() {
  const { t } = useTranslation();
  return (
    <div className="frame-container" role="alert" data-testid="page-error">
      <EmptyState
        size="lg"
        variant="light"
        py={96}
        icon={<IconAlertCircle size={30} aria-hidden />}
        title={t("error.title")}
        description={t("error.text")}
      >
        <EmptyState.Actions>
          <Button radius="xl" onClick={() => window.location.reload()}>
            {t("error.reload")}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </div>
  );
}
