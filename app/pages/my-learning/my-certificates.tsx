import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import {
  IconDownload,
  IconLink,
  IconMedal,
  IconRefresh,
  IconShieldCheck,
} from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "../../i18n/translation.tsx";
import { useNavigate } from "react-router";
import type { Certificate } from "#contract/certificate.ts";
import { Code } from "#contract/codes.ts";
import { formatDate } from "../../components/catalogue/format.ts";
import { CertificateStatusBadge } from "../../components/certificate/certificate-status.tsx";
import { showToast } from "../../components/toasts.tsx";
import { useApiClient, useFrame, useSiteLinks } from "../../frame/use-frame.ts";
import { useLinkCall } from "./use-link-call.ts";

export const AUTH_LINK_PATH = "/user/certificationApply/getCertificateAuthLink";
export const RENEW_PATH = "/user/certificationApply/renew";

export type Medals = {
  associate: number;
  professional: number;
  expert: number;
  medal: "none" | "bronze" | "silver" | "gold";
};

const MEDAL_COLORS = { bronze: "#a0622d", silver: "#8a8f98", gold: "#c9a227" } as const;

/** Frame §3 "Medals": the learner's medal and what earned it. */
function MedalBadge({ medals }: { medals: Medals }) {
  const { t } = useTranslation();
  if (medals.medal === "none") return null;
  return (
    <Badge
      size="lg"
      radius="xl"
      color={MEDAL_COLORS[medals.medal]}
      leftSection={<IconMedal size={16} aria-hidden />}
      title={t("certificate.medals.counts", medals)}
      data-testid="medal"
      data-medal={medals.medal}
    >
      {t(`certificate.medals.${medals.medal}`)}
    </Badge>
  );
}

type Links = { pdfLink: string; verifyLink: string; credentialLink: string };

/** My Learning's certificates (frame §3 "Certificate"): status, PDF, credential, verification link. */
export function MyCertificates({
  certificates,
  medals,
  compact,
}: {
  certificates: Certificate[];
  medals: Medals;
  compact: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="my-certificates">
      <Group justify="space-between" mb="md">
        <Title order={2} id="my-certificates" size="h3">
          {t("certificate.mine.title")}
        </Title>
        <MedalBadge medals={medals} />
      </Group>
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
  const { prefix, mobile } = useSiteLinks();
  const { busy, call } = useLinkCall();
  const locale = frame.language.languageSimple;
  const releaseCertificationId = certificate.releaseCertificationId;
  const withLinks = (kind: keyof Links, then: (links: Links) => void | Promise<void>) =>
    releaseCertificationId === null
      ? undefined
      : call(kind, AUTH_LINK_PATH, { releaseCertificationId }, then);

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
          {(certificate.status === "aboutToExpire" || certificate.status === "expired") && (
            <RenewButton releaseId={certificate.releaseCertificationId} />
          )}
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

/**
 * Renewal (issue 10): a new cycle in the certification's release; the detail
 * page then leads through its courses and exam again.
 */
function RenewButton({ releaseId }: { releaseId: number }) {
  const { t } = useTranslation();
  const api = useApiClient();
  const { link } = useSiteLinks();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  async function renew() {
    setBusy(true);
    try {
      const envelope = await api.post(RENEW_PATH, { releaseCertificationId: releaseId });
      if (envelope.code === Code.success) {
        showToast({ message: t("certificate.mine.renewed"), color: "green" });
        await navigate(link(`/certification/detail/${releaseId}`));
      }
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button
      size="xs"
      color="orange"
      leftSection={<IconRefresh size={16} aria-hidden />}
      loading={busy}
      onClick={() => void renew()}
      data-testid="certificate-renew"
    >
      {t("certificate.mine.renew")}
    </Button>
  );
}
