import { Button, Checkbox, Group, Modal, Radio, Stack, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import { Code } from "#contract/codes.ts";
import {
  QuestionType,
  SURVEY_TEXT_MAX,
  canSubmitSurvey,
  joinChoices,
  splitChoices,
  surveyContent,
} from "#contract/survey-rules.ts";
import type { Survey, SurveyQuestion } from "#contract/survey.ts";
import { useApiClient } from "../../frame/use-frame.ts";
import { useTranslation } from "../../i18n/translation.tsx";
import { showToast } from "../toasts.tsx";

/**
 * The survey popup (frame §4, §5): Submit waits for every required answer;
 * only non-empty answers are sent, choices of a multiple-choice question
 * joined by commas. Any code but 200 leaves it as it is, silently (frame §8).
 */
export default function SurveyPopup({ survey, onDone }: { survey: Survey; onDone: () => void }) {
  const { t } = useTranslation();
  const api = useApiClient();
  const [answers, setAnswers] = useState<Record<number, string>>({});
  const [busy, setBusy] = useState(false);
  const answer = (id: number, value: string) =>
    setAnswers((previous) => ({ ...previous, [id]: value }));

  async function submit() {
    setBusy(true);
    const envelope = await api.post(
      "/user/survey/save",
      { releaseSurveyId: survey.id, content: surveyContent(survey.questions, answers) },
      { quiet: true, loginRedirect: false },
    );
    setBusy(false);
    if (envelope.code !== Code.success) return;
    showToast({
      message: t("survey.submitSuccess"),
      color: "teal",
      radius: "md",
      withBorder: true,
      "data-testid": "survey-toast",
    });
    onDone();
  }

  return (
    <Modal
      opened
      onClose={onDone}
      title={survey.surveyName}
      centered
      radius="lg"
      size="lg"
      data-testid="survey-popup"
    >
      {survey.description && (
        <Text size="sm" c="dimmed" mb="md">
          {survey.description}
        </Text>
      )}
      {survey.questions.map((question) => (
        <QuestionInput
          key={question.id}
          question={question}
          value={answers[question.id] ?? ""}
          onChange={(value) => answer(question.id, value)}
        />
      ))}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onDone}>
          {t("survey.later")}
        </Button>
        <Button
          loading={busy}
          disabled={!canSubmitSurvey(survey.questions, answers)}
          onClick={() => void submit()}
        >
          {t("survey.submit")}
        </Button>
      </Group>
    </Modal>
  );
}

function QuestionInput({
  question,
  value,
  onChange,
}: {
  question: SurveyQuestion;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const required = question.required === "1";
  const label = question.content;
  const options = question.option.map((option) => option.value);
  if (question.type === QuestionType.single)
    return (
      <Radio.Group label={label} withAsterisk={required} value={value} onChange={onChange} mb="md">
        <Stack gap="xs" mt="xs">
          {options.map((option) => (
            <Radio key={option} value={option} label={option} />
          ))}
        </Stack>
      </Radio.Group>
    );
  if (question.type === QuestionType.multiple)
    return (
      <Checkbox.Group
        label={label}
        withAsterisk={required}
        value={splitChoices(value)}
        // Kept in the options' order, whatever order they were ticked in.
        onChange={(chosen) => onChange(joinChoices(options.filter((o) => chosen.includes(o))))}
        mb="md"
      >
        <Stack gap="xs" mt="xs">
          {options.map((option) => (
            <Checkbox key={option} value={option} label={option} />
          ))}
        </Stack>
      </Checkbox.Group>
    );
  return (
    <Textarea
      label={label}
      withAsterisk={required}
      placeholder={t("survey.textPlaceholder")}
      value={value}
      maxLength={SURVEY_TEXT_MAX}
      autosize
      minRows={3}
      onChange={(event) => onChange(event.currentTarget.value)}
      mb="md"
    />
  );
}
