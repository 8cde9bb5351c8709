import { Modal } from "@mantine/core";
import { Suspense, lazy } from "react";
import { useTranslation } from "../../i18n/translation.tsx";
import { FormLoading } from "./form-loading.tsx";
import type { EnrolmentFlow } from "./use-enrolment.ts";

// The form (Mantine's form package) loads when the dialog opens, not with the page.
const InvitationForm = lazy(() =>
  import("./invitation-form.tsx").then((module) => ({ default: module.InvitationForm })),
);

/**
 * The invitation-code enrol dialog of the hsc kind (learner §2, §5, §8): the
 * code (required), what it is for (GET /user/invitation/getDetail), then the
 * enrolment with it (POST /user/invitation/use), approved at once. These calls
 * skip the generic Tips dialog: their refusals show here.
 */
export function InvitationDialog({ flow, opened }: { flow: EnrolmentFlow; opened: boolean }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={flow.close}
      title={t("enrolment.invitation.title")}
      centered
      radius="lg"
      data-testid="invitation-dialog"
    >
      {/* Mounted while open: each opening starts with an empty code and choice 0. */}
      <Suspense fallback={<FormLoading />}>
        <InvitationForm flow={flow} />
      </Suspense>
    </Modal>
  );
}
