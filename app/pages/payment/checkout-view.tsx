import { Alert, Button, Checkbox, Container, Radio, Stack, Text, Title } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Code } from "#contract/codes.ts";
import { placeOrderForm } from "#contract/commerce.ts";
import type { PaymentMethod } from "#contract/commerce-rules.ts";
import type { PaymentCheckout } from "#contract/portal-context.ts";
import { orderPath } from "../../components/payment/payment-paths.ts";
import { PaymentTermsNote } from "../../components/payment/payment-summary.tsx";
import { OrderOverview } from "../../components/payment/order-session.tsx";
import classes from "./payment.module.css";
import { useApiClient, useSiteLinks } from "../../frame/use-frame.ts";
import { useTranslation } from "../../i18n/translation.tsx";

type Values = { sessionId: number; method: PaymentMethod; termsAccepted: boolean };

/**
 * The checkout (frame §2 /payment, §3, §5, §9): the session, the payment
 * summary, the methods the provider takes for the currency, and the terms —
 * Place order stays disabled until they are accepted, and the server refuses
 * an order without them too. A session that cannot be bought says why.
 */
export function CheckoutView({ read, compact }: { read: PaymentCheckout; compact: boolean }) {
  const { t } = useTranslation();
  return (
    <Container size="sm" className={classes.page} data-compact={compact || undefined}>
      <Stack gap="lg">
        <Title order={1}>{t("payment.title")}</Title>
        {read.ok ? (
          <CheckoutForm checkout={read.checkout} />
        ) : (
          <Alert
            color="orange"
            icon={<IconAlertTriangle aria-hidden />}
            title={t("payment.unavailable")}
            data-testid="checkout-refused"
            data-code={read.code}
          >
            {t(`error.${read.code}`)}
          </Alert>
        )}
      </Stack>
    </Container>
  );
}

function CheckoutForm({
  checkout,
}: {
  checkout: Extract<PaymentCheckout, { ok: true }>["checkout"];
}) {
  const { t } = useTranslation();
  const api = useApiClient();
  const navigate = useNavigate();
  const { link } = useSiteLinks();
  const [sending, setSending] = useState(false);
  const form = useForm<Values>({
    mode: "controlled",
    initialValues: {
      sessionId: checkout.session.id,
      method: checkout.methods[0] ?? "card",
      termsAccepted: false,
    },
    validate: schemaResolver(placeOrderForm, { sync: true }),
  });
  const full = checkout.remainingSeats <= 0;

  async function place(values: Values) {
    if (sending) return;
    setSending(true);
    try {
      const envelope = await api.post("/user/order/place", { ...values, termsAccepted: true });
      if (envelope.code === Code.success && envelope.data)
        await navigate(link(orderPath(envelope.data.id)));
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      onSubmit={form.onSubmit((values) => void place(values))}
      noValidate
      data-testid="checkout-form"
    >
      <Stack gap="lg">
        <OrderOverview session={checkout.session} summary={checkout.summary} />
        <Radio.Group
          label={t("payment.method.title")}
          value={form.getValues().method}
          onChange={(value) => form.setFieldValue("method", value as PaymentMethod)}
          data-testid="payment-methods"
        >
          <Stack gap="xs" mt="xs">
            {checkout.methods.map((method) => (
              <Radio
                key={method}
                value={method}
                label={t(`payment.method.${method}`)}
                description={t(`payment.method.${method}Hint`, { days: 3 })}
                data-testid={`method-${method}`}
              />
            ))}
          </Stack>
        </Radio.Group>
        <PaymentTermsNote />
        <Checkbox
          label={t("payment.terms.accept")}
          checked={form.getValues().termsAccepted}
          onChange={(event) => form.setFieldValue("termsAccepted", event.currentTarget.checked)}
          error={form.errors.termsAccepted ? t("payment.terms.required") : undefined}
          data-testid="accept-terms"
        />
        {full && (
          <Text c="red.8" data-testid="checkout-full">
            {t("error.10014")}
          </Text>
        )}
        <Button
          type="submit"
          size="md"
          radius="xl"
          loading={sending}
          disabled={!form.getValues().termsAccepted || full}
          data-testid="place-order"
        >
          {t("payment.place")}
        </Button>
      </Stack>
    </form>
  );
}
