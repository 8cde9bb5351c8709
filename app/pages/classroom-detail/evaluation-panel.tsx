import { dateTimeFormat } from "#contract/intl.ts";
import { Button, Rating, Text, Textarea } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useState } from "react";
import { Code } from "#contract/codes.ts";
import {
  EVALUATION_COMMENT_MAX_LENGTH,
  evaluationInputSchema,
  type ClassroomEvaluation,
} from "#contract/classroom.ts";
import { useApiClient, useFrame } from "../../frame/use-frame.ts";
import { useTranslation } from "../../i18n/translation.tsx";
import classes from "./classroom-detail.module.css";

export const EVALUATE_PATH = "/certification/evaluate/classroom";

/** What is rated, one to five each, in the order the form asks. */
const ASPECTS = ["overall", "trainer", "content"] as const;
type Aspect = (typeof ASPECTS)[number];

type EvaluationValues = Record<Aspect, number> & { comment: string };

/** The form until the learner has evaluated the session, then what they said. */
export function EvaluationPanel({
  classroomId,
  given,
  onSent,
}: {
  classroomId: number;
  given: ClassroomEvaluation | null;
  onSent: (evaluation: ClassroomEvaluation) => void;
}) {
  return given ? (
    <EvaluationGiven evaluation={given} />
  ) : (
    <EvaluationForm classroomId={classroomId} onSent={onSent} />
  );
}

/**
 * Overall, trainer and content rated 1–5 and an optional comment, checked with
 * the evaluation call's own rules (contract evaluationInputSchema), so the
 * browser refuses what the server would.
 */
function EvaluationForm({
  classroomId,
  onSent,
}: {
  classroomId: number;
  onSent: (evaluation: ClassroomEvaluation) => void;
}) {
  const { t } = useTranslation();
  const api = useApiClient();
  const [sending, setSending] = useState(false);
  const form = useForm<EvaluationValues>({
    mode: "controlled",
    // 0: not rated yet, which the rules refuse (at least one star).
    initialValues: { overall: 0, trainer: 0, content: 0, comment: "" },
    validate: schemaResolver(evaluationInputSchema, { sync: true }),
  });
  const errorKey = (field: keyof EvaluationValues) =>
    form.errors[field]
      ? field === "comment"
        ? "classroom.evaluation.tooLong"
        : "classroom.evaluation.required"
      : null;

  async function send(values: EvaluationValues) {
    if (sending) return;
    setSending(true);
    try {
      const envelope = await api.post(EVALUATE_PATH, {
        classroomId,
        ...values,
        comment: values.comment.trim(),
      });
      if (envelope.code === Code.success && envelope.data) onSent(envelope.data);
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      className={classes.evaluationForm}
      onSubmit={form.onSubmit((values) => void send(values))}
      noValidate
      data-testid="evaluation-form"
    >
      <Text size="sm">{t("classroom.evaluation.intro")}</Text>
      {ASPECTS.map((aspect) => {
        const error = errorKey(aspect);
        return (
          <fieldset key={aspect} className={classes.aspect} data-testid={`evaluation-${aspect}`}>
            <legend>{t(`classroom.evaluation.${aspect}`)}</legend>
            <Rating
              name={`evaluation-${aspect}`}
              size="lg"
              value={form.getValues()[aspect]}
              onChange={(value) => {
                form.setFieldValue(aspect, value);
                form.validateField(aspect);
              }}
              getSymbolLabel={(value) => t("classroom.evaluation.stars", { count: value })}
            />
            {error && (
              <Text size="sm" c="red.8" role="alert">
                {t(error)}
              </Text>
            )}
          </fieldset>
        );
      })}
      <Textarea
        label={t("classroom.evaluation.comment")}
        description={t("classroom.dietary.limit", { max: EVALUATION_COMMENT_MAX_LENGTH })}
        {...form.getInputProps("comment")}
        error={
          errorKey("comment") &&
          t("classroom.evaluation.tooLong", { max: EVALUATION_COMMENT_MAX_LENGTH })
        }
        maxLength={EVALUATION_COMMENT_MAX_LENGTH}
        autosize
        minRows={3}
        data-testid="evaluation-comment"
      />
      <Button
        type="submit"
        radius="xl"
        loading={sending}
        w="fit-content"
        data-testid="evaluation-submit"
      >
        {t("classroom.evaluation.submit")}
      </Button>
    </form>
  );
}

/** The learner's evaluation, read-only: it is given once. */
function EvaluationGiven({ evaluation }: { evaluation: ClassroomEvaluation }) {
  const { t } = useTranslation();
  const locale = useFrame().language.languageSimple;
  return (
    <div className={classes.evaluationGiven} data-testid="evaluation-given">
      <Text size="sm">
        {t("classroom.evaluation.given", {
          // In UTC, as the server renders it: the same day on both sides of hydration.
          date: dateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(
            new Date(evaluation.createdAt),
          ),
        })}
      </Text>
      <dl className={classes.ratings}>
        {ASPECTS.map((aspect) => (
          <div key={aspect} data-testid={`evaluation-given-${aspect}`}>
            <dt>{t(`classroom.evaluation.${aspect}`)}</dt>
            <dd>
              <Rating value={evaluation[aspect]} readOnly aria-hidden />
              <span>{t("classroom.evaluation.stars", { count: evaluation[aspect] })}</span>
            </dd>
          </div>
        ))}
      </dl>
      {evaluation.comment && (
        <blockquote className={classes.comment} data-testid="evaluation-given-comment">
          {evaluation.comment}
        </blockquote>
      )}
    </div>
  );
}
