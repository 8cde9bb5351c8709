import { dateTimeFormat } from "#contract/intl.ts";
import { Card, SimpleGrid, Skeleton, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { useMounted } from "@mantine/hooks";
import { IconChartBar } from "@tabler/icons-react";
import { Suspense, lazy } from "react";
import type { ClassifiedStatistic } from "#contract/personal-centre.ts";
import { CatalogueEmpty } from "../../../components/catalogue/catalogue-empty.tsx";
import { useFrame } from "../../../frame/use-frame.ts";
import { useTranslation } from "../../../i18n/translation.tsx";
import classes from "../my-learning.module.css";

// recharts is large: it comes with this tab, after the page has shown (decision 0014).
const CreditsChart = lazy(() => import("./credits-chart.tsx"));

const CHART_HEIGHT = 260;

/** A "YYYY-MM" month as the site's language writes it short ("Mar 26"). */
function monthLabel(month: string, locale: string): string {
  try {
    return dateTimeFormat(locale, {
      month: "short",
      year: "2-digit",
      timeZone: "UTC",
    }).format(new Date(`${month}-01T00:00:00Z`));
  } catch {
    return month;
  }
}

const COUNTS = [
  "certificationsEnrolled",
  "certificationsCertified",
  "coursesFinished",
  "videosFinished",
  "examsPassed",
  "quizzesPassed",
  "certificatesValid",
  "classroomsFinished",
] as const;

/**
 * Credits and statistics (frame §1, `personalCenter/classifiedStatistic`): the
 * credits earned by source, what the learner did by kind, and the credits of
 * the last twelve months as a chart (and as a table for screen readers).
 */
export function StatisticsTab({
  statistics,
  compact,
}: {
  statistics: ClassifiedStatistic | null;
  compact: boolean;
}) {
  const { t } = useTranslation();
  const locale = useFrame().language.languageSimple;
  const mounted = useMounted();
  if (!statistics)
    return (
      <CatalogueEmpty
        compact={compact}
        icon={<IconChartBar size={28} aria-hidden />}
        title={t("myLearning.statistics.none")}
        testId="statistics-empty"
      />
    );
  const months = statistics.months.map((month) => ({
    ...month,
    label: monthLabel(month.month, locale),
  }));
  const anyCredits = months.some((m) => m.certificationCourses + m.classrooms > 0);
  const series = {
    certificationCourses: t("myLearning.statistics.fromCourses"),
    classrooms: t("myLearning.statistics.fromClassrooms"),
  };
  return (
    <Stack gap="xl" data-testid="statistics">
      <section aria-labelledby="statistics-credits">
        <Title order={2} id="statistics-credits" size="h3" mb="md">
          {t("myLearning.statistics.credits")}
        </Title>
        <SimpleGrid cols={compact ? 1 : 3} spacing="md">
          <Figure
            label={t("myLearning.statistics.total")}
            value={statistics.credits.total}
            testId="credits-total"
          />
          <Figure
            label={series.certificationCourses}
            value={statistics.credits.certificationCourses}
            testId="credits-courses"
          />
          <Figure
            label={series.classrooms}
            value={statistics.credits.classrooms}
            testId="credits-classrooms"
          />
        </SimpleGrid>
        <Text size="sm" c="dimmed" mt="sm">
          {t("myLearning.statistics.classroomRule")}
        </Text>
      </section>

      <section aria-labelledby="statistics-months">
        <Title order={2} id="statistics-months" size="h3" mb="md">
          {t("myLearning.statistics.perMonth")}
        </Title>
        {anyCredits ? (
          <div data-testid="credits-chart">
            <div aria-hidden className={classes.chart}>
              {mounted ? (
                <Suspense fallback={<Skeleton h={CHART_HEIGHT} />}>
                  <CreditsChart months={months} series={series} />
                </Suspense>
              ) : (
                <Skeleton h={CHART_HEIGHT} />
              )}
            </div>
            <VisuallyHidden>
              <table>
                <caption>{t("myLearning.statistics.perMonth")}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t("myLearning.statistics.month")}</th>
                    <th scope="col">{series.certificationCourses}</th>
                    <th scope="col">{series.classrooms}</th>
                  </tr>
                </thead>
                <tbody>
                  {months.map((month) => (
                    <tr key={month.month}>
                      <th scope="row">{month.label}</th>
                      <td>{month.certificationCourses}</td>
                      <td>{month.classrooms}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </VisuallyHidden>
          </div>
        ) : (
          <Text data-testid="credits-chart-empty">{t("myLearning.statistics.noMonths")}</Text>
        )}
      </section>

      <section aria-labelledby="statistics-counts">
        <Title order={2} id="statistics-counts" size="h3" mb="md">
          {t("myLearning.statistics.activity")}
        </Title>
        <SimpleGrid cols={compact ? 2 : 4} spacing="md">
          {COUNTS.map((name) => (
            <Figure
              key={name}
              label={t(`myLearning.statistics.count.${name}`)}
              value={statistics.counts[name]}
              testId={`count-${name}`}
            />
          ))}
        </SimpleGrid>
      </section>
    </Stack>
  );
}

function Figure({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Card withBorder padding="md" data-testid={testId}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.2} data-testid={`${testId}-value`}>
        {value}
      </Text>
    </Card>
  );
}
