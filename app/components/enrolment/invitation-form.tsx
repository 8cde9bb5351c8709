import { Button, Checkbox, Group, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { useTranslation } from "../../i18n/translation.tsx";
import { INVITATION_CODE_MAX_LENGTH } from "#contract/enrolment-rules.ts";
import type { InvitationDetail } from "./enrol-flow.ts";
import { InvitationFor } from "./invitation-for.tsx";
import { InvitationRefusal } from "./invitation-refusal.tsx";
import type { MessageRefusal, Refusal } from "./refusals.ts";
import type { EnrolmentFlow } from "./use-enrolment.ts";
import classes from "./enrolment.module.css";

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
  const [refusal, setRefusal] = useState<MessageRefusal | null>(null);
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
      {detail && <InvitationFor detail={detail} />}
      <Checkbox
        className={classes.notify}
        {...form.getInputProps("notify", { type: "checkbox" })}
        label={t("enrolment.notification.label")}
        description={t("enrolment.notification.hint")}
        data-testid="invitation-notification"
      />
      {refusal && <InvitationRefusal refusal={refusal} />}
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
