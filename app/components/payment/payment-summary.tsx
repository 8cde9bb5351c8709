import { Table } from "@mantine/core";
import type { PaymentSummary as Summary } from "#contract/commerce.ts";
import { formatMinor, percentOf } from "#contract/commerce-rules.ts";
import { useFrame } from "../../frame/use-frame.ts";
import { useTranslation } from "../../i18n/translation.tsx";
import classes from "./payment.module.css";

/**
 * Frame §3 "Payment summary": training fee per person, subtotal, service
 * charge, VAT and total, in the currency's own decimals and the page's
 * language (the server computed every line in minor units; nothing is summed here).
 */
export function PaymentSummary({ summary }: { summary: Summary }) {
  const { t } = useTranslation();
  const locale = useFrame().language.languageSimple;
  const money = (minor: number) => formatMinor(minor, summary.currency, locale);
  const rows: [string, string, string][] = [
    ["fee", t("payment.summary.fee"), money(summary.unitAmountMinor)],
    ["persons", t("payment.summary.persons"), String(summary.quantity)],
    ["subtotal", t("payment.summary.subtotal"), money(summary.subtotalMinor)],
    [
      "service",
      t("payment.summary.serviceCharge", { rate: percentOf(summary.serviceChargeBp) }),
      money(summary.serviceChargeMinor),
    ],
    [
      "vat",
      t("payment.summary.vat", { rate: percentOf(summary.vatRateBp) }),
      money(summary.vatMinor),
    ],
  ];
  return (
    <Table
      withTableBorder
      verticalSpacing="xs"
      aria-label={t("payment.summary.title")}
      data-testid="payment-summary"
      data-currency={summary.currency}
    >
      <Table.Tbody>
        {rows.map(([key, label, value]) => (
          <Table.Tr key={key} data-testid={`summary-${key}`}>
            <Table.Th scope="row" fw={400}>
              {label}
            </Table.Th>
            <Table.Td ta="end">
              <bdi>{value}</bdi>
            </Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr data-testid="summary-total">
          <Table.Th scope="row">{t("payment.summary.total")}</Table.Th>
          <Table.Td ta="end" fw={700}>
            <bdi>{money(summary.totalMinor)}</bdi>
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}

/** Frame §9: non-refundable, free rescheduling by contacting support. */
export function PaymentTermsNote() {
  const { t } = useTranslation();
  return (
    <ul data-testid="payment-terms-note" className={classes.notes}>
      <li>{t("payment.terms.nonRefundable")}</li>
      <li>{t("payment.terms.rescheduling")}</li>
      <li>{t("payment.terms.bankTransfer", { days: 3 })}</li>
    </ul>
  );
}
