import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconDownload, IconLink, IconShieldCheck } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Certificate } from "#contract/certificate.ts";
import { Code } from "#contract/codes.ts";
import { formatDate } from "../../components/catalogue/format.ts";
import { CertificateStatusBadge } from "../../components/certificate/certificate-status.tsx";
import { showToast } from "../../components/toasts.tsx";
import { useApiClient, useFrame, useSiteLinks } from "../../frame/use-frame.ts";

export const AUTH_LINK_PATH = "/user/certificationApply/getCertificateAuthLink";

type Links = { pdfLink: string; verifyLink: string; credentialLink: string };

/** My Learning's certificates (frame §3 "Certificate"): status, PDF, credential, verification link. */
export function MyCertificates({
  certificates,
  compact,
}: {
  certificates: Certificate[];
  compact: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="my-certificates">
      <Title order={2} id="my-certificates" size="h3" mb="md">
        {t("certificate.mine.title")}
      </Title>
      {certificates.length === 0 ? (
        <Card withBorder padding="lg">
          <Text>{t("certificate.mine.none")}</Text>
        </Card>
      ) : (
        <Stack gap="md">
          {certificates.map((certificate) => (
            <CertificateCard key={certificate.id} certificate={certificate} compact={compact} />
          ))}
        </Stack>
      )}
    </section>
  );
}

function CertificateCard({ certificate, compact }: { certificate: Certificate; compact: boolean }) {
  const { t } = useTranslation();
  const frame = useFrame();
  const api = useApiClient();
  const { prefix, mobile } = useSiteLinks();
  const [busy, setBusy] = useState<keyof Links | null>(null);
  const locale = frame.language.languageSimple;

  /** Links are short-lived: asked for at the click, never kept in the page. */
  async function withLinks(kind: keyof Links, then: (links: Links) => void | Promise<void>) {
    if (certificate.releaseCertificationId === null) return;
    setBusy(kind);
    try {
      const envelope = await api.post(AUTH_LINK_PATH, {
        releaseCertificationId: certificate.releaseCertificationId,
      });
      if (envelope.code === Code.success) await then(envelope.data as Links);
    } finally {
      setBusy(null);
    }
  }

  return (
    <Card withBorder padding="lg" radius="md" data-testid="my-certificate">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Text fw={600}>
            {certificate.certificationName} {certificate.versionLabel}
          </Text>
          <Text size="sm" c="dimmed" data-testid="my-certificate-number">
            {certificate.certificateNumber}
          </Text>
        </div>
        <CertificateStatusBadge status={certificate.status} />
      </Group>
      <SimpleGrid cols={compact ? 2 : 4} mt="md" spacing="sm">
        <div>
          <Text size="xs" c="dimmed">
            {t("certificate.fields.issued")}
          </Text>
          <Text size="sm">{formatDate(certificate.issuedAt, locale)}</Text>
        </div>
        <div>
          <Text size="xs" c="dimmed">
            {t("certificate.fields.validUntil")}
          </Text>
          <Text size="sm" data-testid="my-certificate-valid-until">
            {formatDate(certificate.validUntil, locale)}
          </Text>
        </div>
      </SimpleGrid>
      {certificate.releaseCertificationId !== null && (
        <Group mt="md" gap="sm">
          <Button
            size="xs"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={busy === "pdfLink"}
            onClick={() =>
              void withLinks("pdfLink", (links) => window.location.assign(links.pdfLink))
            }
            data-testid="certificate-download"
          >
            {t("certificate.mine.download")}
          </Button>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconLink size={16} aria-hidden />}
            loading={busy === "verifyLink"}
            onClick={() =>
              void withLinks("verifyLink", async (links) => {
                await navigator.clipboard.writeText(links.verifyLink);
                showToast({ message: t("certificate.mine.copied"), color: "green" });
              })
            }
            data-testid="certificate-share"
          >
            {t("certificate.mine.share")}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            leftSection={<IconShieldCheck size={16} aria-hidden />}
            loading={busy === "credentialLink"}
            onClick={() =>
              void withLinks("credentialLink", (links) =>
                window.location.assign(links.credentialLink),
              )
            }
            data-testid="certificate-credential"
          >
            {t("certificate.mine.credential")}
          </Button>
          <Anchor
            size="sm"
            href={`${prefix}${mobile ? "/mobile" : ""}${certificate.verifyPath}`}
            data-testid="certificate-verify-link"
          >
            {t("certificate.mine.verify")}
          </Anchor>
        </Group>
      )}
    </Card>
  );
}
