import { Group, Text } from "@mantine/core";
import { IconTools } from "@tabler/icons-react";
import type { PracticeCourseProgress } from "#contract/practice.ts";
import { useTranslation } from "../../i18n/translation.tsx";

/** The practice of each course the learner practised in, by course release. */
export const practiceByCourse = (practice: readonly PracticeCourseProgress[]) =>
  new Map(practice.map((entry) => [entry.courseReleaseId, entry]));

/**
 * A course card's line on hands-on practice (decision 0059): labs completed of
 * those the course offers, once the learner has begun; nothing before. It
 * stands apart from the course's progress bar and credits, which practice
 * never moves.
 */
export function PracticeLine({ practice }: { practice: PracticeCourseProgress | undefined }) {
  const { t } = useTranslation();
  if (!practice) return null;
  return (
    <Group gap={6} wrap="nowrap" mt={4} data-testid="practice-line">
      <IconTools size={14} aria-hidden />
      <Text size="sm" c="dimmed">
        {t("practice.myLearning", { done: practice.completedLabs, count: practice.labCount })}
      </Text>
    </Group>
  );
}
