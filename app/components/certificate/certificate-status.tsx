import { Badge } from "@mantine/core";
import { useTranslation } from "../../i18n/translation.tsx";
import type { CertificateState } from "#contract/certificate-rules.ts";

const COLORS: Record<CertificateState, string> = {
  valid: "teal",
  aboutToExpire: "orange",
  expired: "gray",
  revoked: "red",
};

/** Frame §3 "Certificate" status as a badge: valid, about to expire, expired (or revoked). */
export function CertificateStatusBadge({ status }: { status: CertificateState }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={COLORS[status]}
      variant="light"
      data-testid="certificate-status"
      data-status={status}
    >
      {t(`certificate.status.${status}`)}
    </Badge>
  );
}
