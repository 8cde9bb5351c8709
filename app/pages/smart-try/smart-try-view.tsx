import { regionName } from "#contract/intl.ts";
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Checkbox,
  Container,
  EmptyState,
  List,
  Select,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconCircleCheck, IconGift, IconLock } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { Code } from "#contract/codes.ts";
import type {
  SmartTryApplication,
  SmartTryCampaign,
  SmartTryStanding,
} from "#contract/smart-try.ts";
import { MailSubscription } from "#contract/identity-rules.ts";
import {
  campaignPhase,
  smartTryErrors,
  type SmartTryChoices,
  type SmartTryField,
} from "#contract/smart-try-rules.ts";
import { formatDate } from "../../components/catalogue/format.ts";
import { showToast } from "../../components/toasts.tsx";
import { loginHref } from "../../frame/paths.ts";
import { useApiClient, useFrame, useSiteLinks } from "../../frame/use-frame.ts";
import { useTranslation } from "../../i18n/translation.tsx";
import classes from "./smart-try.module.css";

type Props = {
  campaign: SmartTryCampaign | null;
  standing: SmartTryStanding | null;
  returnTo: string;
  compact: boolean;
};

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
const lines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/** The campaign, and what the visitor or learner can do with it. */
export function SmartTryView({ campaign, standing, returnTo, compact }: Props) {
  const { t } = useTranslation();
  const frame = useFrame();
  const locale = frame.language.languageSimple;
  if (!campaign)
    return (
      <Container size="md" py="xl">
        <EmptyState
          icon={<IconGift aria-hidden />}
          title={t("smartTry.title")}
          description={t("smartTry.none")}
          data-testid="smart-try-none"
        />
      </Container>
    );
  return (
    <Container
      size="lg"
      py={compact ? "md" : "xl"}
      className={`${classes.page} ${compact ? classes.compact : ""}`}
      data-testid="smart-try"
    >
      <section className={classes.intro} aria-labelledby="smart-try-title">
        <Badge variant="light" leftSection={<IconGift size={14} aria-hidden />}>
          {t("smartTry.badge")}
        </Badge>
        <Title order={1} id="smart-try-title" mt="sm">
          {campaign.title}
        </Title>
        <Text c="dimmed" size="sm" mt={4} data-testid="smart-try-period">
          {t("smartTry.period", {
            from: formatDate(campaign.startsAt, locale),
            to: formatDate(campaign.endsAt, locale),
          })}
        </Text>
        {paragraphs(campaign.description).map((paragraph) => (
          <Text key={paragraph} mt="md">
            {paragraph}
          </Text>
        ))}
        {campaign.benefits && (
          <>
            <Title order={2} size="h4" mt="lg">
              {t("smartTry.benefits")}
            </Title>
            <List
              mt="xs"
              spacing="xs"
              icon={<IconCircleCheck size={18} className={classes.tick} aria-hidden />}
              data-testid="smart-try-benefits"
            >
              {lines(campaign.benefits).map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
          </>
        )}
      </section>
      <Card withBorder padding="lg" className={classes.panel} component="section">
        <ApplicationPanel campaign={campaign} standing={standing} returnTo={returnTo} />
      </Card>
    </Container>
  );
}

function ApplicationPanel({
  campaign,
  standing,
  returnTo,
}: Omit<Props, "compact"> & { campaign: SmartTryCampaign }) {
  const { t } = useTranslation();
  const { link } = useSiteLinks();
  const locale = useFrame().language.languageSimple;
  const [application, setApplication] = useState<SmartTryApplication | null>(
    standing?.application ?? null,
  );
  const phase = campaignPhase(campaign, new Date());

  if (application) return <AppliedSummary application={application} />;
  if (phase !== "open")
    return (
      <Alert color="gray" title={t(`smartTry.phase.${phase}.title`)} data-testid="smart-try-closed">
        {t(`smartTry.phase.${phase}.text`, { date: formatDate(campaign.startsAt, locale) })}
      </Alert>
    );
  if (!standing)
    return (
      <Stack gap="sm" data-testid="smart-try-sign-in">
        <Title order={2} size="h4">
          {t("smartTry.apply")}
        </Title>
        <Text>{t("smartTry.signInText")}</Text>
        <Button component="a" href={loginHref(returnTo, "")} radius="xl">
          {t("smartTry.signIn")}
        </Button>
      </Stack>
    );
  if (standing.certifications.length === 0)
    return (
      <Stack gap="sm" data-testid="smart-try-not-certified">
        <Title order={2} size="h4">
          <IconLock size={18} aria-hidden /> {t("smartTry.certifiedOnly")}
        </Title>
        <Text>{t("smartTry.certifiedOnlyText")}</Text>
        <Anchor component={Link} to={link("/")}>
          {t("smartTry.seeCertifications")}
        </Anchor>
      </Stack>
    );
  return <ApplicationForm campaign={campaign} standing={standing} onApplied={setApplication} />;
}

function AppliedSummary({ application }: { application: SmartTryApplication }) {
  const { t } = useTranslation();
  const locale = useFrame().language.languageSimple;
  return (
    <Stack gap="xs" data-testid="smart-try-applied">
      <Title order={2} size="h4">
        <IconCircleCheck size={20} className={classes.tick} aria-hidden /> {t("smartTry.applied")}
      </Title>
      <Text size="sm" c="dimmed">
        {t("smartTry.appliedOn", { date: formatDate(application.createdAt, locale) })}
      </Text>
      <dl className={classes.summary}>
        <dt>{t("smartTry.certificationType")}</dt>
        <dd>{application.certificationName}</dd>
        <dt>{t("smartTry.productType")}</dt>
        <dd>{application.productTypeName}</dd>
        <dt>{t("smartTry.distributor")}</dt>
        <dd>{application.distributorName}</dd>
      </dl>
      <Text size="sm">{t("smartTry.nextStep")}</Text>
    </Stack>
  );
}

type FormValues = Record<SmartTryField, string> & { subscribe: boolean };

/** The three required choices (frame §5) and the mail subscription answer. */
function ApplicationForm({
  campaign,
  standing,
  onApplied,
}: {
  campaign: SmartTryCampaign;
  standing: SmartTryStanding;
  onApplied: (application: SmartTryApplication) => void;
}) {
  const { t } = useTranslation();
  const api = useApiClient();
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<FormValues>({
    mode: "controlled",
    initialValues: {
      // One certification held: it is the type.
      certificationId:
        standing.certifications.length === 1 ? String(standing.certifications[0]!.id) : "",
      productTypeId: "",
      distributorId: "",
      subscribe: standing.emailNotificationStatus === MailSubscription.subscribed,
    },
    validate: (values) => smartTryErrors(choicesOf(values)),
  });
  const errorOf = (field: SmartTryField) => {
    const key = form.errors[field];
    return typeof key === "string" ? t(key) : undefined;
  };
  const byCountry = new Map<string, { value: string; label: string }[]>();
  for (const distributor of campaign.distributors) {
    const group = byCountry.get(distributor.countryCode) ?? [];
    group.push({
      value: String(distributor.id),
      label: distributor.city ? `${distributor.name} (${distributor.city})` : distributor.name,
    });
    byCountry.set(distributor.countryCode, group);
  }
  const locale = useFrame().language.languageSimple;
  const countryName = (code: string) => regionName(code, locale);

  async function send(values: FormValues) {
    if (sending) return;
    setSending(true);
    setRefusal(null);
    try {
      // The form's own check (smartTryErrors) ran: every choice is made.
      const choices = choicesOf(values);
      const envelope = await api.post(
        "/user/smartTry/apply",
        {
          campaignId: campaign.id,
          certificationId: choices.certificationId!,
          productTypeId: choices.productTypeId!,
          distributorId: choices.distributorId!,
          subscribe: values.subscribe,
        },
        // Each refusal has this page's own words below.
        { quiet: true },
      );
      if (envelope.code === Code.success && envelope.data) {
        showToast({ message: t("smartTry.submitSuccess"), color: "green" });
        onApplied(envelope.data);
        return;
      }
      if (envelope.code === Code.repeatSubmit) {
        // Sent already (another tab): show that application.
        const standingNow = await api.get(
          "/user/smartTry/standing",
          { campaignId: campaign.id },
          { quiet: true },
        );
        if (standingNow.data?.application) onApplied(standingNow.data.application);
        return;
      }
      const fields = (envelope.errorContext as { fields?: Record<string, string> } | null)?.fields;
      if (fields)
        form.setErrors(
          Object.fromEntries(
            Object.keys(fields).map((field) => [field, `smartTry.invalid.${field}`]),
          ),
        );
      else setRefusal(refusalText(envelope.code, envelope.errorContext));
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      onSubmit={form.onSubmit((values) => void send(values))}
      noValidate
      data-testid="smart-try-form"
    >
      <Stack gap="md">
        <Title order={2} size="h4">
          {t("smartTry.apply")}
        </Title>
        <Select
          label={t("smartTry.certificationType")}
          placeholder={t("enrolment.info.choose")}
          data={standing.certifications.map((c) => ({ value: String(c.id), label: c.name }))}
          {...form.getInputProps("certificationId")}
          value={form.getValues().certificationId || null}
          onChange={(value) => form.setFieldValue("certificationId", value ?? "")}
          error={errorOf("certificationId")}
          required
          comboboxProps={{ withinPortal: true }}
          data-testid="smart-try-certification"
        />
        <Select
          label={t("smartTry.productType")}
          placeholder={t("enrolment.info.choose")}
          data={campaign.productTypes.map((p) => ({ value: String(p.id), label: p.name }))}
          {...form.getInputProps("productTypeId")}
          value={form.getValues().productTypeId || null}
          onChange={(value) => form.setFieldValue("productTypeId", value ?? "")}
          error={errorOf("productTypeId")}
          required
          comboboxProps={{ withinPortal: true }}
          data-testid="smart-try-product-type"
        />
        <Select
          label={t("smartTry.distributor")}
          placeholder={t("smartTry.distributorPlaceholder")}
          searchable
          data={[...byCountry].map(([code, items]) => ({
            group: countryName(code),
            items,
          }))}
          {...form.getInputProps("distributorId")}
          value={form.getValues().distributorId || null}
          onChange={(value) => form.setFieldValue("distributorId", value ?? "")}
          error={errorOf("distributorId")}
          required
          comboboxProps={{ withinPortal: true }}
          data-testid="smart-try-distributor"
        />
        <Checkbox
          label={t("smartTry.subscribe")}
          {...form.getInputProps("subscribe", { type: "checkbox" })}
          data-testid="smart-try-subscribe"
        />
        {refusal && (
          <Alert color="red" role="alert" data-testid="smart-try-refusal">
            {t(refusal)}
          </Alert>
        )}
        <Button type="submit" radius="xl" loading={sending} data-testid="smart-try-submit">
          {t("smartTry.submit")}
        </Button>
      </Stack>
    </form>
  );
}

/** The text key of a refusal that names no field (decision 0026). */
function refusalText(code: number, errorContext: Record<string, unknown> | null): string {
  if (code === Code.enrolmentExpired)
    return errorContext?.phase === "upcoming"
      ? "smartTry.phase.upcoming.title"
      : "smartTry.phase.ended.title";
  if (code === Code.forbidden) return "smartTry.certifiedOnlyText";
  return `error.${code}`;
}

function choicesOf(values: FormValues): SmartTryChoices {
  const id = (value: string) => (value === "" ? null : Number(value));
  return {
    certificationId: id(values.certificationId),
    productTypeId: id(values.productTypeId),
    distributorId: id(values.distributorId),
  };
}

/** A country's name in the page's language, from its ISO code. */
