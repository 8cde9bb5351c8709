import { Modal } from "@mantine/core";
import { useTranslation } from "../../i18n/translation.tsx";
import { CountryLanguageForm } from "./country-language-form.tsx";

/**
 * The desktop country/language selector dialog (frame §2, §4), fed by
 * `/certification/countryLanguage/getList`: opened from the header's chooser
 * at any time, or from the first-visit tip. `onClose` is a close without a
 * choice (a choice leaves the page).
 */
export function CountryLanguageDialog({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("languagePanel.title")}
      closeButtonProps={{ "aria-label": t("languageTip.close") }}
      centered
      radius="md"
      data-testid="language-dialog"
    >
      <CountryLanguageForm mobile={false} />
    </Modal>
  );
}
