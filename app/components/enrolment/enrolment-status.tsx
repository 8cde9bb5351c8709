import { Alert } from "@mantine/core";
import { useTranslation } from "../../i18n/translation.tsx";
import { RegistrationStatus } from "#contract/catalogue-rules.ts";

/**
 * The registration state on a detail page (learner §4 "Registration status";
 * frame §4: review takes about 1-3 working days, an invitation code approves
 * at once): pending review, or approved.
 */
export function EnrolmentStatus({ registrationStatus }: { registrationStatus: number }) {
  const { t } = useTranslation();
  if (registrationStatus === RegistrationStatus.NotAudited) {
    return (
      <Alert
        color="yellow"
        variant="light"
        radius="md"
        title={t("enrolment.status.pendingTitle")}
        role="status"
        data-testid="enrolment-pending"
      >
        {t("enrolment.status.pendingText")}
      </Alert>
    );
  }
  if (registrationStatus === RegistrationStatus.Audited) {
    return (
      <Alert
        color="teal"
        variant="light"
        radius="md"
        title={t("enrolment.status.approvedTitle")}
        role="status"
        data-testid="enrolment-approved"
      >
        {t("enrolment.status.approvedText")}
      </Alert>
    );
  }
  return null;
}
