import { Anchor, Badge, Card, Group, Stack, Table, Text, Title } from "@mantine/core";
import { IconClipboardCheck } from "@tabler/icons-react";
import { Link } from "react-router";
import type { ExamRecordAttempt, ExamRecords } from "#contract/exam.ts";
import { ExamRelationType, PassStatus, QUIZ } from "#contract/exam-rules.ts";
import { CatalogueEmpty } from "../../../components/catalogue/catalogue-empty.tsx";
import { formatDate } from "../../../components/catalogue/format.ts";
import { courseDetailPath, topicDetailPath } from "../../../components/catalogue/links.ts";
import { useFrame, useSiteLinks } from "../../../frame/use-frame.ts";
import { useTranslation } from "../../../i18n/translation.tsx";

/**
 * Exams and quizzes (frame §1, §3 "Exam attempt: score, remaining
 * opportunities"): each certification's theory exam with its sittings and the
 * opportunities left of the two (frame §9), and each course's or topic's quiz
 * (pass 60).
 */
export function ExamsTab({ records, compact }: { records: ExamRecords; compact: boolean }) {
  const { t } = useTranslation();
  const { link } = useSiteLinks();
  if (records.theoryExams.length === 0 && records.quizzes.length === 0)
    return (
      <CatalogueEmpty
        compact={compact}
        icon={<IconClipboardCheck size={28} aria-hidden />}
        title={t("myLearning.exams.none")}
        description={t("myLearning.exams.noneHint")}
        testId="exams-empty"
      />
    );
  return (
    <Stack gap="xl">
      <section aria-labelledby="theory-exams">
        <Title order={2} id="theory-exams" size="h3" mb="md">
          {t("myLearning.exams.theory")}
        </Title>
        {records.theoryExams.length === 0 ? (
          <Text c="dimmed">{t("myLearning.exams.noTheory")}</Text>
        ) : (
          <Stack gap="md">
            {records.theoryExams.map((exam) => (
              <Card
                key={exam.certificationReleaseId}
                withBorder
                padding="lg"
                data-testid="theory-exam-record"
              >
                <Group justify="space-between" align="flex-start">
                  <div>
                    <Anchor
                      component={Link}
                      to={link(`/certification/detail/${exam.certificationReleaseId}`)}
                      fw={600}
                    >
                      {exam.certificationName} {exam.versionLabel}
                    </Anchor>
                    <Text size="sm" c="dimmed">
                      {t("myLearning.exams.bestScore", { score: exam.bestScore })}
                    </Text>
                  </div>
                  <ResultBadge passed={exam.passed} />
                </Group>
                <Text size="sm" mt="sm" data-testid="remaining-attempts">
                  {exam.passed
                    ? t("myLearning.exams.passedOn", { used: exam.attemptsUsed })
                    : t("myLearning.exams.remaining", {
                        remaining: exam.remainingAttempts,
                        max: exam.maxAttempts,
                      })}
                </Text>
                <Attempts attempts={exam.attempts} />
              </Card>
            ))}
          </Stack>
        )}
      </section>
      <section aria-labelledby="quizzes">
        <Title order={2} id="quizzes" size="h3" mb="md">
          {t("myLearning.exams.quizzes")}
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          {t("myLearning.exams.quizRule", { pass: QUIZ.passScore, total: QUIZ.totalScore })}
        </Text>
        {records.quizzes.length === 0 ? (
          <Text c="dimmed">{t("myLearning.exams.noQuizzes")}</Text>
        ) : (
          <Stack gap="md">
            {records.quizzes.map((quiz) => (
              <Card
                key={`${quiz.relationType}-${quiz.courseReleaseId}`}
                withBorder
                padding="lg"
                data-testid="quiz-record"
              >
                <Group justify="space-between" align="flex-start">
                  <div>
                    <Anchor
                      component={Link}
                      to={link(
                        quiz.relationType === ExamRelationType.topic
                          ? topicDetailPath(quiz.courseReleaseId)
                          : courseDetailPath(quiz.courseReleaseId, quiz.courseType),
                      )}
                      fw={600}
                    >
                      {quiz.courseName}
                    </Anchor>
                    <Text size="sm" c="dimmed">
                      {t("myLearning.exams.bestScore", { score: quiz.bestScore })}
                    </Text>
                  </div>
                  <ResultBadge passed={quiz.passed} />
                </Group>
                <Attempts attempts={quiz.attempts} />
              </Card>
            ))}
          </Stack>
        )}
      </section>
    </Stack>
  );
}

function ResultBadge({ passed }: { passed: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge color={passed ? "green" : "red"} variant="outline" data-testid="exam-result">
      {passed ? t("myLearning.exams.passed") : t("myLearning.exams.notPassed")}
    </Badge>
  );
}

/** The sittings, newest first: date, score and result; those of an ended learning cycle marked. */
function Attempts({ attempts }: { attempts: ExamRecordAttempt[] }) {
  const { t } = useTranslation();
  const locale = useFrame().language.languageSimple;
  return (
    <Table mt="md" striped withTableBorder verticalSpacing="xs" fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t("myLearning.exams.date")}</Table.Th>
          <Table.Th>{t("myLearning.exams.score")}</Table.Th>
          <Table.Th>{t("myLearning.exams.result")}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {attempts.map((attempt) => (
          <Table.Tr key={attempt.examRecordsId} data-testid="exam-attempt">
            <Table.Td>{formatDate(attempt.gradedAt, locale)}</Table.Td>
            <Table.Td>
              {t("myLearning.exams.scoreOf", {
                score: attempt.score,
                total: attempt.totalScore,
              })}
            </Table.Td>
            <Table.Td>
              {attempt.passStatus === PassStatus.pass
                ? t("myLearning.exams.passed")
                : t("myLearning.exams.failed")}
              {attempt.superseded && (
                <Text span size="xs" c="dimmed" ms={6}>
                  ({t("myLearning.exams.earlierCycle")})
                </Text>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
