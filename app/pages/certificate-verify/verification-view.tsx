import {
  Alert,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { IconRosetteDiscountCheck } from "@tabler/icons-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "../../i18n/translation.tsx";
import { useNavigate } from "react-router";
import { verifyPath } from "#contract/certificate-rules.ts";
import { formatDate } from "../../components/catalogue/format.ts";
import { CertificateStatusBadge } from "../../components/certificate/certificate-status.tsx";
import { useFrame, useSiteLinks } from "../../frame/use-frame.ts";
import type { VerificationData } from "./page-data.ts";

/** The verification page: the certificate's public facts, or that the number is unknown. */
export function VerificationView({
  number,
  certificate,
  compact,
}: VerificationData & { compact: boolean }) {
  const { t } = useTranslation();
  const frame = useFrame();
  const locale = frame.language.languageSimple;
  return (
    <Container size="sm" py={compact ? "md" : "xl"}>
      <Stack gap="lg">
        <header>
          <Title order={1}>{t("certificate.verify.title")}</Title>
          <Text c="dimmed">{t("certificate.verify.lead")}</Text>
        </header>
        {certificate ? (
          <Card withBorder padding="lg" radius="md" data-testid="verified-certificate">
            <Group gap="sm" mb="md">
              <IconRosetteDiscountCheck size={28} aria-hidden />
              <Text fw={600}>
                {t(
                  certificate.kind === "certificate"
                    ? "certificate.verify.found"
                    : "certificate.verify.foundCompletion",
                )}
              </Text>
            </Group>
            {certificate.status === "expired" && (
              <Alert color="gray" mb="md">
                {t("certificate.verify.expired")}
              </Alert>
            )}
            {certificate.status === "revoked" && (
              <Alert color="red" mb="md">
                {t("certificate.verify.revoked")}
              </Alert>
            )}
            <SimpleGrid cols={compact ? 1 : 2} spacing="md">
              <Fact
                label={t("certificate.fields.holder")}
                value={certificate.holderName}
                testId="holder"
              />
              <Fact
                label={t("certificate.fields.number")}
                value={certificate.certificateNumber}
                testId="number"
              />
              <Fact
                label={t(
                  certificate.kind === "certificate"
                    ? "certificate.fields.certification"
                    : "certificate.fields.course",
                )}
                value={`${certificate.certificationName} ${certificate.versionLabel}`.trim()}
                testId="certification"
              />
              {certificate.kind === "certificate" && (
                <Fact
                  label={t("certificate.fields.level")}
                  value={certificate.level}
                  testId="level"
                />
              )}
              <Fact
                label={t("certificate.fields.issued")}
                value={formatDate(certificate.issuedAt, locale)}
                testId="issued"
              />
              {certificate.validUntil !== null && (
                <Fact
                  label={t("certificate.fields.validUntil")}
                  value={formatDate(certificate.validUntil, locale)}
                  testId="valid-until"
                />
              )}
              <div>
                <Text size="sm" c="dimmed">
                  {t("certificate.fields.status")}
                </Text>
                <CertificateStatusBadge status={certificate.status} />
              </div>
            </SimpleGrid>
          </Card>
        ) : (
          <Alert color="red" role="alert" data-testid="certificate-not-found">
            {t("certificate.verify.notFound", { number })}
          </Alert>
        )}
        <NumberForm initial={certificate ? "" : number} />
      </Stack>
    </Container>
  );
}

function Fact({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={500} data-testid={`certificate-${testId}`} dir="auto">
        {value || "—"}
      </Text>
    </div>
  );
}

/** Check another number: the page of that number on this site. */
function NumberForm({ initial }: { initial: string }) {
  const { t } = useTranslation();
  const { prefix, mobile } = useSiteLinks();
  const navigate = useNavigate();
  const [value, setValue] = useState(initial);
  function submit(event: FormEvent) {
    event.preventDefault();
    const number = value.trim().toUpperCase();
    if (number) void navigate(verifyPath(number, `${prefix}${mobile ? "/mobile" : ""}`));
  }
  return (
    <form onSubmit={submit}>
      <Group align="flex-end">
        <TextInput
          label={t("certificate.fields.number")}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          maxLength={40}
          style={{ flex: 1 }}
          data-testid="verify-number"
        />
        <Button type="submit">{t("certificate.verify.check")}</Button>
      </Group>
    </form>
  );
}
