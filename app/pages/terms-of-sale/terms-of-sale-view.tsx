import { Container, List, Stack, Text, Title } from "@mantine/core";
import {
  BANK_TRANSFER_DAYS,
  CARD_PAYMENT_MINUTES,
  TERMS_OF_SALE_VERSION,
} from "#contract/commerce-rules.ts";
import { termsVersionDate } from "../../components/payment/terms-of-sale.tsx";
import { useFrame } from "../../frame/use-frame.ts";
import { useTranslation } from "../../i18n/translation.tsx";
import classes from "../payment/payment.module.css";

/** The terms in the order a buyer meets them: the price, paying it, the seat, afterwards. */
const TERMS: { key: string; count?: number }[] = [
  { key: "price" },
  { key: "cardDeadline", count: CARD_PAYMENT_MINUTES },
  { key: "transferDeadline", count: BANK_TRANSFER_DAYS },
  { key: "lapse" },
  { key: "seat" },
  { key: "nonRefundable" },
  { key: "rescheduling" },
];

export function TermsOfSaleView({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const locale = useFrame().language.languageSimple;
  return (
    <Container size="sm" className={classes.page} data-compact={compact || undefined}>
      <Stack gap="md" data-testid="terms-of-sale" data-version={TERMS_OF_SALE_VERSION}>
        <Title order={1}>{t("payment.termsOfSale.title")}</Title>
        <Text c="dimmed" data-testid="terms-of-sale-version">
          {t("payment.termsOfSale.version", {
            date: termsVersionDate(TERMS_OF_SALE_VERSION, locale) ?? TERMS_OF_SALE_VERSION,
          })}
        </Text>
        <Text>{t("payment.termsOfSale.intro")}</Text>
        <List type="ordered" spacing="sm">
          {TERMS.map(({ key, count }) => (
            <List.Item key={key}>{t(`payment.termsOfSale.${key}`, { count })}</List.Item>
          ))}
        </List>
      </Stack>
    </Container>
  );
}
