import { Stack } from "@mantine/core";
import type {
  Certificate,
  CertificateMedals,
  CompletionCertificate,
} from "#contract/certificate.ts";
import { CompletionCertificates } from "../more-certificates.tsx";
import { MyCertificates } from "../my-certificates.tsx";

/** Certificates (frame §3 "Certificate"): the sections the page had, as they were. */
export function CertificatesTab({
  certificates,
  completions,
  medals,
  compact,
}: {
  certificates: Certificate[];
  completions: CompletionCertificate[];
  medals: CertificateMedals;
  compact: boolean;
}) {
  return (
    <Stack gap="xl">
      <MyCertificates certificates={certificates} medals={medals} compact={compact} />
      <CompletionCertificates completions={completions} />
    </Stack>
  );
}
