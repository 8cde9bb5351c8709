import {
  Alert,
  Button,
  Container,
  Group,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { useTranslation } from "../../i18n/translation.tsx";
import { VAT_QUERY_PATTERN } from "#contract/certificate-rules.ts";
import { Code } from "#contract/codes.ts";
import { formatDate } from "../../components/catalogue/format.ts";
import { useApiClient, useFrame } from "../../frame/use-frame.ts";

export const VAT_QUERY_PATH = "/certification/certificate/queryByVat";

type Row = { holderName: string; certificationName: string; level: string; validUntil: string };

/**
 * A visitor enters a company's VAT number and sees its staff's valid
 * certificates: holder, certification, valid until (issue 10). The server
 * checks the same rule (at least 2 digits) and throttles queries.
 */
export function VatQuery() {
  const { t } = useTranslation();
  const api = useApiClient();
  const frame = useFrame();
  const [rows, setRows] = useState<Row[] | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm({
    initialValues: { vatNumber: "" },
    validate: {
      vatNumber: (value) => (VAT_QUERY_PATTERN.test(value.trim()) ? null : t("vat.invalid")),
    },
  });

  async function query(values: { vatNumber: string }) {
    setBusy(true);
    try {
      const envelope = await api.get(VAT_QUERY_PATH, { vatNumber: values.vatNumber.trim() });
      setRows(envelope.code === Code.success ? (envelope.data as Row[]) : null);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <header>
          <Title order={1}>{t("vat.title")}</Title>
          <Text c="dimmed">{t("vat.lead")}</Text>
        </header>
        <form onSubmit={form.onSubmit((values) => void query(values))} noValidate>
          <Group align="flex-start">
            <TextInput
              label={t("vat.label")}
              maxLength={50}
              style={{ flex: 1 }}
              data-testid="vat-number"
              {...form.getInputProps("vatNumber")}
            />
            <Button type="submit" mt={25} loading={busy} data-testid="vat-submit">
              {t("vat.search")}
            </Button>
          </Group>
        </form>
        {rows !== null &&
          (rows.length === 0 ? (
            <Alert color="gray" data-testid="vat-empty">
              {t("vat.none")}
            </Alert>
          ) : (
            <Table striped withTableBorder data-testid="vat-results">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("certificate.fields.holder")}</Table.Th>
                  <Table.Th>{t("certificate.fields.certification")}</Table.Th>
                  <Table.Th>{t("certificate.fields.validUntil")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row, index) => (
                  <Table.Tr key={index}>
                    <Table.Td dir="auto">{row.holderName}</Table.Td>
                    <Table.Td>{row.certificationName}</Table.Td>
                    <Table.Td>{formatDate(row.validUntil, frame.language.languageSimple)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          ))}
      </Stack>
    </Container>
  );
}
