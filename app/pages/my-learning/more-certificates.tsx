import { Anchor, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { IconBuilding, IconDownload } from "@tabler/icons-react";
import { useTranslation } from "../../i18n/translation.tsx";
import type { CompletionCertificate } from "#contract/certificate.ts";
import { formatDate } from "../../components/catalogue/format.ts";
import { useFrame, useSiteLinks } from "../../frame/use-frame.ts";
import { useLinkCall } from "./use-link-call.ts";

export const COMPLETION_LINK_PATH = "/user/nonCertification/getCertificatePdfLink";
export const COMPANY_CERTIFICATE_PATH = "/user/certification/generateCompanyCertificate";

/** Asks for a short-lived PDF link and opens it (the download starts). */
function usePdfLink() {
  const { busy, call } = useLinkCall();
  const open = (
    key: string,
    path: typeof COMPLETION_LINK_PATH | typeof COMPANY_CERTIFICATE_PATH,
    params: Record<string, unknown> = {},
  ) => call<{ pdfLink: string }>(key, path, params, (data) => window.location.assign(data.pdfLink));
  return { busy, open };
}

/** Certificates of completion of non-certification courses (learner §7 nonCertification/*). */
export function CompletionCertificates({ completions }: { completions: CompletionCertificate[] }) {
  const { t } = useTranslation();
  const frame = useFrame();
  const { busy, open } = usePdfLink();
  if (completions.length === 0) return null;
  return (
    <section aria-labelledby="completion-certificates">
      <Title order={2} id="completion-certificates" size="h3" mb="md">
        {t("certificate.completion.title")}
      </Title>
      <Stack gap="sm">
        {completions.map((completion) => (
          <Card key={completion.id} withBorder padding="md" data-testid="completion-certificate">
            <Group justify="space-between">
              <div>
                <Text fw={600}>{completion.courseName}</Text>
                <Text size="sm" c="dimmed">
                  {completion.certificateNumber} ·{" "}
                  {formatDate(completion.completedAt, frame.language.languageSimple)}
                </Text>
              </div>
              <Button
                size="xs"
                leftSection={<IconDownload size={16} aria-hidden />}
                loading={busy === String(completion.id)}
                onClick={() =>
                  void open(String(completion.id), COMPLETION_LINK_PATH, {
                    releaseCourseId: completion.releaseCourseId,
                  })
                }
              >
                {t("certificate.mine.download")}
              </Button>
            </Group>
          </Card>
        ))}
      </Stack>
    </section>
  );
}

/**
 * The company certificate (sites with showCompanyCertificate): the certified
 * staff of the learner's company, found by its VAT number. Without a company
 * and a VAT number on file it says where to add them instead of asking the
 * server for a certificate it cannot make.
 */
export function CompanyCertificateButton({ companyOnFile }: { companyOnFile: boolean }) {
  const { t } = useTranslation();
  const frame = useFrame();
  const { link } = useSiteLinks();
  const { busy, open } = usePdfLink();
  if (!frame.site.showCompanyCertificate) return null;
  if (!companyOnFile)
    return (
      <Text size="sm" c="dimmed" data-testid="company-certificate-needs-company">
        <IconBuilding size={16} aria-hidden style={{ verticalAlign: "-3px" }} />{" "}
        {t("certificate.company.needsCompany")}{" "}
        <Anchor component={Link} to={link("/my-learning/edit")}>
          {t("myLearning.editProfile")}
        </Anchor>
      </Text>
    );
  return (
    <Button
      variant="light"
      leftSection={<IconBuilding size={16} aria-hidden />}
      loading={busy === "company"}
      onClick={() => void open("company", COMPANY_CERTIFICATE_PATH)}
      data-testid="company-certificate"
    >
      {t("certificate.company.download")}
    </Button>
  );
}
