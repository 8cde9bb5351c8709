import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import {
  IconAlertTriangle,
  IconBuildingBank,
  IconCircleCheck,
  IconClockHour4,
  IconCreditCard,
} from "@tabler/icons-react";
import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import { Code } from "#contract/codes.ts";
import type { Order } from "#contract/commerce.ts";
import { formatMinor } from "#contract/commerce-rules.ts";
import { formatInstant } from "../../components/classroom/session-rules.ts";
import { OrderOverview } from "../../components/payment/order-session.tsx";
import { checkoutPath } from "../../components/payment/payment-paths.ts";
import { PaymentTermsNote } from "../../components/payment/payment-summary.tsx";
import { termsVersionDate } from "../../components/payment/terms-of-sale.tsx";
import { useApiClient, useFrame, useSiteLinks } from "../../frame/use-frame.ts";
import { useTranslation } from "../../i18n/translation.tsx";
import classes from "./payment.module.css";

const STATE_COLORS: Record<Order["state"], string> = {
  created: "yellow",
  awaiting_transfer: "yellow",
  paid: "teal",
  lapsed: "gray",
  cancelled: "gray",
};

/**
 * An order's page (decision 0023): its state, the session and summary, and
 * what to do while it is open — confirm the payment with the provider (Stripe's
 * page, or the offline provider's demo step, which delivers a signed webhook
 * event), or transfer the total with the reference by the due date — or the
 * enrolment it confirmed once paid.
 */
export function OrderView({ order, compact }: { order: Order; compact: boolean }) {
  const { t } = useTranslation();
  const open = order.state === "created" || order.state === "awaiting_transfer";
  return (
    <Container size="sm" className={classes.page} data-compact={compact || undefined}>
      <Stack gap="lg">
        <Group justify="space-between" align="center">
          <Title order={1}>{t("payment.order.title")}</Title>
          <Badge
            size="lg"
            variant="outline"
            color={STATE_COLORS[order.state]}
            data-testid="order-state"
            data-state={order.state}
          >
            {t(`payment.order.state.${order.state}`)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed" data-testid="order-reference">
          {t("payment.order.reference", { reference: order.reference })}
        </Text>
        <TermsAccepted order={order} />
        <OrderOutcome order={order} />
        <OrderOverview session={order.session} summary={order.summary} />
        {open && <PaymentTermsNote />}
      </Stack>
    </Container>
  );
}

/** Which terms of sale the learner accepted, and when (frame §5; decision 0054). */
function TermsAccepted({ order }: { order: Order }) {
  const { t } = useTranslation();
  const locale = useFrame().language.languageSimple;
  const version = termsVersionDate(order.termsVersion, locale);
  // The time in the venue's zone, as the order's other times: the same on the server and in the browser.
  const acceptedAt = formatInstant(order.termsAcceptedAt, order.session.timeZone, locale);
  return (
    <Text size="sm" c="dimmed" data-testid="order-terms" data-version={order.termsVersion}>
      {version === null
        ? t("payment.order.termsAcceptedUnversioned", { acceptedAt })
        : t("payment.order.termsAccepted", { version, acceptedAt })}
    </Text>
  );
}

function OrderOutcome({ order }: { order: Order }) {
  const { t } = useTranslation();
  const { link } = useSiteLinks();
  const locale = useFrame().language.languageSimple;
  const total = formatMinor(order.summary.totalMinor, order.summary.currency, locale);
  // The due date in the venue's zone: the same text on the server and in the browser.
  const due = formatInstant(order.dueAt, order.session.timeZone, locale);
  switch (order.state) {
    case "paid":
      return (
        <Alert
          color="teal"
          icon={<IconCircleCheck aria-hidden />}
          title={t("payment.order.paidTitle")}
          data-testid="order-paid"
          data-enrolment={order.enrolmentStatus ?? "none"}
        >
          <Stack gap="xs">
            <Text>
              {t(
                // The payment approves the seat (decision 0023); none only when it came too late.
                order.enrolmentStatus === "approved"
                  ? "payment.order.enrolmentConfirmed"
                  : "payment.order.enrolmentSupport",
              )}
            </Text>
            <Anchor component={Link} to={link("/my-learning")} data-testid="order-my-learning">
              {t("payment.order.toMyLearning")}
            </Anchor>
          </Stack>
        </Alert>
      );
    case "lapsed":
    case "cancelled":
      return (
        <Alert
          color="gray"
          icon={<IconAlertTriangle aria-hidden />}
          title={t(`payment.order.${order.state}Title`)}
          data-testid="order-ended"
        >
          <Stack gap="xs">
            <Text>{t(`payment.order.${order.state}Text`)}</Text>
            <Anchor component={Link} to={link(checkoutPath(order.session.id))}>
              {t("payment.order.again")}
            </Anchor>
          </Stack>
        </Alert>
      );
    case "awaiting_transfer":
      return (
        <Card withBorder padding="lg" data-testid="transfer-instructions">
          <Group gap="xs" mb="sm">
            <IconBuildingBank aria-hidden />
            <Title order={2} size="h4">
              {t("payment.transfer.title")}
            </Title>
          </Group>
          <Text mb="sm">{t("payment.transfer.text", { total, due })}</Text>
          {order.bankAccount && (
            <dl className={classes.account}>
              <dt>{t("payment.transfer.beneficiary")}</dt>
              <dd>{order.bankAccount.beneficiary}</dd>
              <dt>{t("payment.transfer.iban")}</dt>
              <dd dir="ltr">{order.bankAccount.iban}</dd>
              <dt>{t("payment.transfer.bic")}</dt>
              <dd dir="ltr">{order.bankAccount.bic}</dd>
              <dt>{t("payment.transfer.reference")}</dt>
              <dd dir="ltr" data-testid="transfer-reference">
                {order.reference}
              </dd>
              <dt>{t("payment.transfer.amount")}</dt>
              <dd>
                <bdi>{total}</bdi>
              </dd>
            </dl>
          )}
          <OpenOrderActions order={order} />
        </Card>
      );
    case "created":
      return (
        <Card withBorder padding="lg" data-testid="payment-pending">
          <Group gap="xs" mb="sm">
            <IconCreditCard aria-hidden />
            <Title order={2} size="h4">
              {t(`payment.method.${order.method}`)}
            </Title>
          </Group>
          <Group gap="xs" mb="sm">
            <IconClockHour4 size={18} aria-hidden />
            <Text size="sm">{t("payment.order.holdUntil", { due })}</Text>
          </Group>
          <OpenOrderActions order={order} />
        </Card>
      );
  }
}

/**
 * Paying or cancelling an open order: the provider's page (Stripe), or the
 * offline provider's demo confirmation, which has the provider sign and
 * deliver the payment event to our webhook; cancelling frees the seat.
 */
function OpenOrderActions({ order }: { order: Order }) {
  const { t } = useTranslation();
  const api = useApiClient();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<"pay" | "cancel" | null>(null);

  async function run(kind: "pay" | "cancel") {
    if (busy) return;
    setBusy(kind);
    try {
      const envelope = await api.post(
        kind === "pay" ? "/user/order/offline/confirm" : "/user/order/cancel",
        { orderId: order.id },
      );
      if (envelope.code === Code.success) await revalidator.revalidate();
    } finally {
      setBusy(null);
    }
  }

  return (
    <Stack gap="sm" mt="sm">
      {order.redirectUrl && (
        <Button component="a" href={order.redirectUrl} radius="xl" data-testid="provider-redirect">
          {t("payment.order.continue")}
        </Button>
      )}
      {order.demoConfirmation && (
        <Alert
          color="blue"
          variant="light"
          title={t("payment.demo.title")}
          data-testid="offline-provider"
        >
          <Text size="sm" mb="sm">
            {t(
              order.method === "bank_transfer" ? "payment.demo.transferText" : "payment.demo.text",
            )}
          </Text>
          <Button
            radius="xl"
            loading={busy === "pay"}
            onClick={() => void run("pay")}
            data-testid="offline-pay"
          >
            {t(order.method === "bank_transfer" ? "payment.demo.transfer" : "payment.demo.pay")}
          </Button>
        </Alert>
      )}
      <Button
        variant="subtle"
        color="red"
        w="fit-content"
        loading={busy === "cancel"}
        onClick={() => void run("cancel")}
        data-testid="order-cancel"
      >
        {t("payment.order.cancel")}
      </Button>
    </Stack>
  );
}
