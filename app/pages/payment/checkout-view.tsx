import { Alert, Button, Checkbox, Container, Radio, Stack, Text, Title } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Code } from "#contract/codes.ts";
import { placeOrderForm } from "#contract/commerce.ts";
import { TERMS_OF_SALE_VERSION, type PaymentMethod } from "#contract/commerce-rules.ts";
import type { PaymentCheckout } from "#contract/portal-context.ts";
import { errorText } from "../../api-client.ts";
import { orderPath } from "../../components/payment/payment-paths.ts";
import { PaymentTermsNote } from "../../components/payment/payment-summary.tsx";
import { OrderOverview } from "../../components/payment/order-session.tsx";
import { WithTermsLink } from "../../components/payment/terms-of-sale.tsx";
import { showTips } from "../../components/tips-dialog.tsx";
import classes from "./payment.module.css";
import { useApiClient, useSiteLinks } from "../../frame/use-frame.ts";
import { useTranslation } from "../../i18n/translation.tsx";

type Values = {
  sessionId: number;
  method: PaymentMethod;
  termsAccepted: boolean;
  termsVersion: string;
};

/**
 * The checkout (frame §2 /payment, §3, §5, §9): the session, the payment
 * summary, the methods the provider takes for the currency, and the terms of
 * sale — a checkbox linking to them, which the form requires before it sends
 * the order (the contract's schema, which the server applies too, with the
 * version of the terms shown). A session that cannot be bought says why.
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
  const { t, i18n } = useTranslation();
  const api = useApiClient();
  const navigate = useNavigate();
  const { link } = useSiteLinks();
  const [sending, setSending] = useState(false);
  // The server refused the version of the terms this page shows: they changed since it loaded.
  const [termsChanged, setTermsChanged] = useState(false);
  const form = useForm<Values>({
    mode: "controlled",
    initialValues: {
      sessionId: checkout.session.id,
      method: checkout.methods[0] ?? "card",
      termsAccepted: false,
      termsVersion: TERMS_OF_SALE_VERSION,
    },
    validate: schemaResolver(placeOrderForm, { sync: true }),
  });
  const full = checkout.remainingSeats <= 0;

  async function place(values: Values) {
    if (sending) return;
    setSending(true);
    try {
      // What the form validated, as the contract types it (the terms accepted, their version).
      const order = placeOrderForm.parse(values);
      const envelope = await api.post("/user/order/place", order, { quiet: true });
      if (envelope.code === Code.success && envelope.data) {
        await navigate(link(orderPath(envelope.data.id)));
        return;
      }
      const fields = (envelope.errorContext?.fields ?? {}) as Record<string, unknown>;
      // Terms changed since the page was loaded: the learner reads the ones in force first.
      if (envelope.code === Code.badRequest && "termsVersion" in fields) setTermsChanged(true);
      else if (envelope.code !== Code.needLogin) showTips(errorText(envelope, i18n));
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
          label={<WithTermsLink textKey="payment.terms.acceptWithLink" />}
          checked={form.getValues().termsAccepted}
          onChange={(event) => form.setFieldValue("termsAccepted", event.currentTarget.checked)}
          // The schema's reason is the server's; the page says it in its language.
          error={
            termsChanged
              ? t("payment.terms.changed")
              : form.errors.termsAccepted
                ? t("payment.terms.required")
                : undefined
          }
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
          disabled={full}
          data-testid="place-order"
        >
          {t("payment.place")}
        </Button>
      </Stack>
    </form>
  );
}
