import { Anchor, Badge, Card, Group, Progress, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import type { MyCertification } from "#contract/catalogue.ts";
import {
  CertificationStatus,
  certificationStatusKey,
  ChildStatus,
  countedCredits,
  LearningProcess,
  statusHintKey,
} from "#contract/catalogue-rules.ts";
import type { PracticeCourseProgress } from "#contract/practice.ts";
import { useSiteLinks } from "../../../frame/use-frame.ts";
import { useTranslation } from "../../../i18n/translation.tsx";
import { PracticeLine, practiceByCourse } from "../practice-line.tsx";
import classes from "../my-learning.module.css";

/** The learner's certifications with credits, status and courses (what the page showed first). */
export function CertificationsTab({
  certifications,
  practice,
}: {
  certifications: MyCertification[];
  practice: PracticeCourseProgress[];
}) {
  const { t } = useTranslation();
  const { link } = useSiteLinks();
  const practiceOf = practiceByCourse(practice);
  return (
    <section aria-labelledby="my-certifications">
      <Title order={2} id="my-certifications" size="h3" mb="md">
        {t("myLearning.certifications")}
      </Title>
      {certifications.length === 0 ? (
        <Card withBorder padding="lg" className={classes.empty}>
          <Text>{t("myLearning.noCertifications")}</Text>
          <Anchor component={Link} to={link("/")} mt="sm">
            {t("myLearning.browse")}
          </Anchor>
        </Card>
      ) : (
        <Stack gap="lg">
          {certifications.map((certification) => (
            <CertificationProgress
              key={certification.id}
              certification={certification}
              practiceOf={practiceOf}
              link={link}
            />
          ))}
        </Stack>
      )}
    </section>
  );
}

function CertificationProgress({
  certification,
  practiceOf,
  link,
}: {
  certification: MyCertification;
  practiceOf: ReturnType<typeof practiceByCourse>;
  link: (path: string) => string;
}) {
  const { t } = useTranslation();
  // Learner §9: what counts towards the certification, never more than it requires.
  const credits = countedCredits(
    certification.compulsoryCredits,
    certification.electiveCredits,
    certification.creditsNeeded,
  );
  const percent = Math.round((credits.counted / Math.max(1, credits.required)) * 100);
  const hint = statusHintKey(certification.currentStatus, certification.childStatus);
  return (
    <Card withBorder padding="lg" data-testid="my-certification">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>
          <Group gap="xs">
            <Badge variant="light">{certification.level}</Badge>
            {/* The card's status is the certification's (learner §4), as on its detail page. */}
            <Badge
              variant="outline"
              color={statusColor(certification.currentStatus, certification.childStatus)}
              data-testid="my-certification-status"
            >
              {t(certificationStatusKey(certification.currentStatus, certification.childStatus))}
            </Badge>
          </Group>
          <Anchor
            component={Link}
            to={link(`/certification/detail/${certification.id}`)}
            fw={600}
            size="lg"
            mt={6}
          >
            {certification.certificationName}
          </Anchor>
          <Text size="sm" c="dimmed">
            {certification.versionLabel}
          </Text>
        </div>
        <Text
          size="sm"
          aria-label={t("myLearning.creditsLabel")}
          data-testid="my-certification-credits"
        >
          {t("myLearning.credits", { earned: credits.counted, needed: credits.required })}
        </Text>
      </Group>
      <Progress value={percent} mt="md" aria-label={t("myLearning.creditsLabel")} />
      {credits.counted < credits.required && credits.compulsoryLeft > 0 && (
        <Text size="sm" c="dimmed" mt={6} data-testid="my-certification-compulsory-left">
          {t("myLearning.compulsoryLeft", { count: credits.compulsoryLeft })}
        </Text>
      )}
      {credits.beyond > 0 && (
        <Text size="sm" c="dimmed" mt={6} data-testid="my-certification-credits-beyond">
          {t("myLearning.creditsBeyond", { count: credits.beyond })}
        </Text>
      )}
      {hint && (
        <Text size="sm" mt="sm">
          {t(hint)}
        </Text>
      )}
      <Stack gap={4} mt="md" component="ul" className={classes.courses}>
        {certification.courses.map((course) => (
          <li key={course.id} className={classes.course}>
            <div>
              <Anchor
                component={Link}
                to={link(`/course/detail/${course.id}?courseType=${course.courseType}`)}
              >
                {course.courseName}
              </Anchor>
              <PracticeLine practice={practiceOf.get(course.id)} />
            </div>
            <Badge size="sm" variant="dot" color={processColor(course.learningProcess)}>
              {t(`myLearning.process.${course.learningProcess}`)}
            </Badge>
          </li>
        ))}
      </Stack>
    </Card>
  );
}

const processColor = (process: number) =>
  process >= LearningProcess.learnEnd
    ? "green"
    : process === LearningProcess.learning
      ? "blue"
      : "gray";

/** Waiting is yellow, a refusal red, certified green, any step on the way blue. */
function statusColor(currentStatus: number, childStatus: number) {
  if (currentStatus === CertificationStatus.approved) return "green";
  if (currentStatus === CertificationStatus.enrol && childStatus === ChildStatus.pending)
    return "yellow";
  if (currentStatus === CertificationStatus.enrol && childStatus === ChildStatus.registrationFailed)
    return "red";
  return "blue";
}
