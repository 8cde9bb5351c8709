import { Button } from "@mantine/core";
import { Suspense, lazy, useState } from "react";
import { useTranslation } from "../../i18n/translation.tsx";
import { useRevalidator } from "react-router";
import { Code } from "#contract/codes.ts";
import { useOpenedOnce } from "../../components/on-demand.tsx";
import { showToast } from "../../components/toasts.tsx";
import { useApiClient } from "../../frame/use-frame.ts";

// The dialog's code loads when the learner first opens it (decision 0014).
const ApplyDialog = lazy(() =>
  import("./apply-dialog.tsx").then((module) => ({ default: module.ApplyDialog })),
);

export const APPLY_PATH = "/user/certificationApply/apply";

/**
 * Learner §4 status apply (4): the certificate apply dialog (frame §2 "Other
 * screens"). After applying the status is finish (5) and the page says the
 * result comes within three business days; refusals (20036, 10003, 10004)
 * open the Tips dialog with their text.
 */
export function ApplyButton({
  releaseId,
  certificationName,
  disabled,
}: {
  releaseId: number;
  certificationName: string;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const api = useApiClient();
  const revalidator = useRevalidator();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const wanted = useOpenedOnce(open);

  async function apply() {
    setBusy(true);
    try {
      const envelope = await api.post(APPLY_PATH, { releaseCertificationId: releaseId });
      setOpen(false);
      if (envelope.code === Code.success) {
        showToast({ message: t("certificate.apply.sent"), color: "green" });
        await revalidator.revalidate();
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button
        radius="xl"
        size="md"
        disabled={disabled}
        onClick={() => setOpen(true)}
        data-testid="exam-apply"
      >
        {t("certification.actions.apply")}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <ApplyDialog
            opened={open}
            onClose={() => setOpen(false)}
            certificationName={certificationName}
            busy={busy}
            onConfirm={() => void apply()}
          />
        </Suspense>
      )}
    </>
  );
}
