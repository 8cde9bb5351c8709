import { Modal, Text } from "@mantine/core";
import { Suspense, lazy } from "react";
import { useTranslation } from "../../i18n/translation.tsx";
import type { UserInfo } from "#contract/identity.ts";
import { FormLoading } from "./form-loading.tsx";
import type { SupplementFlags } from "./supplement-form.ts";

// The form brings the contract's zod rules: loaded when the dialog opens, not with the page.
const SupplementForm = lazy(() =>
  import("./supplement-fields.tsx").then((module) => ({ default: module.SupplementForm })),
);

/**
 * The missing-information dialog (hsc, learner §4 step 3) and the
 * gather-information dialog (second tenant, step 4; frame §4 "Popups": not
 * closed by a click on the mask). Both ask for the fields the region flags
 * '1' with the rules of frame §5 and save the full user info with
 * POST /user/update.
 */
export function SupplementDialog({
  opened,
  variant,
  flags,
  user,
  onClose,
  onSaved,
}: {
  opened: boolean;
  variant: "missing" | "gather";
  flags: SupplementFlags;
  user: UserInfo | null;
  onClose: () => void;
  onSaved: (user: UserInfo) => void;
}) {
  const { t } = useTranslation();
  const gather = variant === "gather";
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={gather ? t("enrolment.info.gatherTitle") : t("enrolment.info.missingTitle")}
      closeOnClickOutside={!gather}
      centered
      radius="lg"
      size="lg"
      data-testid={gather ? "gather-info-dialog" : "missing-info-dialog"}
    >
      <Text size="sm" c="dimmed" mb="md">
        {gather ? t("enrolment.info.gatherText") : t("enrolment.info.missingText")}
      </Text>
      {opened && user && (
        <Suspense fallback={<FormLoading />}>
          <SupplementForm flags={flags} user={user} onCancel={onClose} onSaved={onSaved} />
        </Suspense>
      )}
    </Modal>
  );
}
