import { Alert, Anchor, Button, Checkbox, Group, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { useTranslation } from "../../i18n/translation.tsx";
import { INVITATION_CODE_MAX_LENGTH } from "#contract/enrolment-rules.ts";
import type { InvitationDetail } from "./enrol-flow.ts";
import { codeSiteHref, type Refusal } from "./refusals.ts";
import type { EnrolmentFlow } from "./use-enrolment.ts";
import classes from "./enrolment.module.css";

type Shown = Extract<Refusal, { kind: "message" }>;

/** The code, what it is for, the notification choice and the refusal of the last try. */
export function InvitationForm({ flow }: { flow: EnrolmentFlow }) {
  const { t } = useTranslation();
  const form = useForm({
    mode: "controlled",
    initialValues: { code: "", notify: false },
    // Learner §5: an empty code asks for one, without a call.
    validate: { code: (code) => (code.trim() ? null : t("classroom.inputInvitatioinCode")) },
  });
  const [detail, setDetail] = useState<InvitationDetail | null>(null);
  const [refusal, setRefusal] = useState<Shown | null>(null);
  const [checking, setChecking] = useState(false);

  function show(shown: Refusal | null) {
    if (!shown || shown.kind !== "message") return;
    setRefusal(shown);
    // Learner §8: 10019 keeps the e-mail notification choice; other refusals start it over.
    if (!shown.keepChoice) form.setFieldValue("notify", false);
  }

  async function submit({ code, notify }: { code: string; notify: boolean }) {
    const trimmed = code.trim();
    setRefusal(null);
    if (!detail) {
      setChecking(true);
      try {
        const result = await flow.describeCode(trimmed);
        if ("detail" in result) setDetail(result.detail);
        else show(result.refusal);
      } finally {
        setChecking(false);
      }
      return;
    }
    show(await flow.redeemCode(trimmed, notify ? 1 : 0, detail));
  }

  const codeInput = form.getInputProps("code");
  return (
    <form
      onSubmit={form.onSubmit(
        (values) => void submit(values),
        () => setRefusal(null),
      )}
      noValidate
    >
      <Text size="sm" c="dimmed" mb="sm">
        {t("enrolment.invitation.text")}
      </Text>
      <TextInput
        label={t("enrolment.invitation.code")}
        {...codeInput}
        onChange={(event) => {
          codeInput.onChange(event);
          // Another code is another enrolment: check it again.
          setDetail(null);
        }}
        maxLength={INVITATION_CODE_MAX_LENGTH}
        autoComplete="off"
        spellCheck={false}
        required
        data-autofocus
        data-testid="invitation-code"
      />
      {detail && (
        <div className={classes.codeFor} data-testid="invitation-detail" role="status">
          <span className={classes.codeForLabel}>{t("enrolment.invitation.for")}</span>
          <span className={classes.codeForName}>
            {[detail.relationName, detail.versionLabel].filter(Boolean).join(" ")}
          </span>
          <span className={classes.codeForMeta}>
            {t("enrolment.invitation.expires", {
              date: new Date(detail.expiresAt).toLocaleDateString(),
            })}
          </span>
        </div>
      )}
      <Checkbox
        className={classes.notify}
        {...form.getInputProps("notify", { type: "checkbox" })}
        label={t("enrolment.notification.label")}
        description={t("enrolment.notification.hint")}
        data-testid="invitation-notification"
      />
      {refusal && <RefusalText refusal={refusal} />}
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" radius="xl" onClick={flow.close}>
          {t("enrolment.cancel")}
        </Button>
        <Button
          type="submit"
          radius="xl"
          loading={checking || flow.busy}
          data-testid="invitation-submit"
        >
          {detail ? t("enrolment.invitation.enrol") : t("enrolment.invitation.check")}
        </Button>
      </Group>
    </form>
  );
}

/** error.{code}; 10018 names the code's site and links to it (learner §8). */
function RefusalText({ refusal }: { refusal: Shown }) {
  const { t, i18n } = useTranslation();
  const key = refusal.emailUnconfirmed
    ? "enrolment.invitation.confirmEmail"
    : `error.${refusal.code}`;
  const site = refusal.site?.siteName ?? "";
  const text = i18n.exists(key) ? t(key, { site }) : t("error.system");
  return (
    <Alert
      mt="md"
      color="red"
      variant="light"
      radius="md"
      role="alert"
      data-testid="invitation-error"
      data-code={refusal.code}
    >
      {text}
      {refusal.site && (
        <>
          {" "}
          <Anchor href={codeSiteHref(refusal.site)} data-testid="invitation-site-link">
            {t("enrolment.invitation.goToSite", { site })}
          </Anchor>
        </>
      )}
    </Alert>
  );
}
