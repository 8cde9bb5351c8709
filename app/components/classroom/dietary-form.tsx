import { Button, Group, Text, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useEffect, type ReactNode } from "react";
import { ORDER_EXTRA_MAX_LENGTH } from "#contract/classroom-rules.ts";
import { useTranslation } from "../../i18n/translation.tsx";
import classes from "./session-card.module.css";

export type DietaryValues = { dietaryRequirements: string; allergies: string };

const tooLong = (value: string) =>
  value.trim().length > ORDER_EXTRA_MAX_LENGTH ? "classroom.dietary.tooLong" : null;

/**
 * The order extras of a session with a meal (frame §3): dietary requirements
 * and allergies, each optional and at most 200 characters, asked when a
 * learner enrols in such a session or joins its waiting list. Loaded with the
 * dialog the first time (decision 0014). A classroom's enrol dialog is this
 * form too, with what follows the request (`note`: approval at once or the
 * approver's review, decision 0047) and the meal fields only where food is
 * ordered (`meal`).
 */
export function DietaryForm({
  sessionName,
  submitLabel,
  meal = true,
  note,
  submitTestId = "dietary-submit",
  latest,
  onSubmit,
  onCancel,
}: {
  sessionName: string;
  /** The submit button's text key (enrol, or join the waiting list). */
  submitLabel: string;
  /** Whether food is ordered: the meal's text and fields (default). */
  meal?: boolean;
  /** What happens to the request once sent, shown first. */
  note?: ReactNode;
  submitTestId?: string;
  /** The extras of the learner's latest enrolment that gave any: filled in unless typing began. */
  latest?: Promise<{ dietaryRequirements: string | null; allergies: string | null } | null>;
  onSubmit: (values: DietaryValues) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<DietaryValues>({
    mode: "controlled",
    initialValues: { dietaryRequirements: "", allergies: "" },
    validate: { dietaryRequirements: tooLong, allergies: tooLong },
    validateInputOnChange: true,
  });
  const { isDirty, setValues } = form;
  useEffect(() => {
    let current = true;
    void latest?.then((extras) => {
      if (!current || !extras || isDirty()) return;
      setValues({
        dietaryRequirements: extras.dietaryRequirements ?? "",
        allergies: extras.allergies ?? "",
      });
    });
    return () => {
      current = false;
    };
  }, [latest, isDirty, setValues]);
  const errorOf = (field: keyof DietaryValues) => {
    const key = form.errors[field];
    return typeof key === "string" ? t(key, { max: ORDER_EXTRA_MAX_LENGTH }) : undefined;
  };
  return (
    <form
      className={classes.dietaryForm}
      onSubmit={form.onSubmit((values) =>
        onSubmit({
          dietaryRequirements: values.dietaryRequirements.trim(),
          allergies: values.allergies.trim(),
        }),
      )}
      noValidate
      data-testid="dietary-form"
    >
      {note}
      {meal && (
        <>
          <Text size="sm" c="dimmed">
            {t("classroom.dietary.text", { name: sessionName })}
          </Text>
          <Textarea
            label={t("classroom.dietary.requirements")}
            description={t("classroom.dietary.limit", { max: ORDER_EXTRA_MAX_LENGTH })}
            {...form.getInputProps("dietaryRequirements")}
            error={errorOf("dietaryRequirements")}
            maxLength={ORDER_EXTRA_MAX_LENGTH}
            autosize
            minRows={2}
            data-autofocus
            data-testid="dietary-requirements"
          />
          <Textarea
            label={t("classroom.dietary.allergies")}
            description={t("classroom.dietary.limit", { max: ORDER_EXTRA_MAX_LENGTH })}
            {...form.getInputProps("allergies")}
            error={errorOf("allergies")}
            maxLength={ORDER_EXTRA_MAX_LENGTH}
            autosize
            minRows={2}
            data-testid="dietary-allergies"
          />
        </>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" radius="xl" onClick={onCancel}>
          {t("enrolment.cancel")}
        </Button>
        <Button
          type="submit"
          radius="xl"
          disabled={!form.isValid()}
          data-autofocus={meal ? undefined : true}
          data-testid={submitTestId}
        >
          {t(submitLabel)}
        </Button>
      </Group>
    </form>
  );
}
