import { Anchor, Badge, Card, Container, Group, Progress, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "../../i18n/translation.tsx";
import { Link } from "react-router";
import type { MyCertification } from "#contract/catalogue.ts";
import { LearningProcess, RegistrationStatus, statusHintKey } from "#contract/catalogue-rules.ts";
import { useSiteLinks } from "../../frame/use-frame.ts";
import type { Certificate, CompletionCertificate } from "#contract/certificate.ts";
import { AccountCard, type AccountSummary } from "./account-card.tsx";
import { CompletionCertificates } from "./more-certificates.tsx";
import { MyCertificates, type Medals } from "./my-certificates.tsx";
import classes from "./my-learning.module.css";

type Props = {
  user: AccountSummary;
  certifications: MyCertification[];
  certificates: Certificate[];
  completions: CompletionCertificate[];
  medals: Medals;
  compact: boolean;
};

/** My Learning: the learner's certifications with credits and courses, and their account. */
export function MyLearningView({
  user,
  certifications,
  certificates,
  completions,
  medals,
  compact,
}: Props) {
  const { t } = useTranslation();
  const { link } = useSiteLinks();
  return (
    <Container size="lg" py={compact ? "md" : "xl"} className={classes.page}>
      <Stack gap="xl">
        <header>
          <Title order={1}>{t("myLearning.title")}</Title>
          <Text c="dimmed">{t("myLearning.greeting", { name: user.name })}</Text>
        </header>

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
                  link={link}
                />
              ))}
            </Stack>
          )}
        </section>

        <MyCertificates certificates={certificates} medals={medals} compact={compact} />
        <CompletionCertificates completions={completions} />

        <AccountCard user={user} compact={compact} />
      </Stack>
    </Container>
  );
}

function CertificationProgress({
  certification,
  link,
}: {
  certification: MyCertification;
  link: (path: string) => string;
}) {
  const { t } = useTranslation();
  const earned = certification.compulsoryCredits.earned + certification.electiveCredits.earned;
  const percent = Math.min(
    100,
    Math.round((earned / Math.max(1, certification.creditsNeeded)) * 100),
  );
  const hint = statusHintKey(certification.currentStatus, certification.childStatus);
  const pending = certification.registrationStatus === RegistrationStatus.NotAudited;
  return (
    <Card withBorder padding="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>
          <Group gap="xs">
            <Badge variant="light">{certification.level}</Badge>
            <Badge variant="outline" color={pending ? "yellow" : "green"}>
              {pending ? t("myLearning.pending") : t("myLearning.approved")}
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
        <Text size="sm" aria-label={t("myLearning.creditsLabel")}>
          {t("myLearning.credits", { earned, needed: certification.creditsNeeded })}
        </Text>
      </Group>
      <Progress value={percent} mt="md" aria-label={t("myLearning.creditsLabel")} />
      {hint && (
        <Text size="sm" mt="sm">
          {t(hint)}
        </Text>
      )}
      <Stack gap={4} mt="md" component="ul" className={classes.courses}>
        {certification.courses.map((course) => (
          <li key={course.id} className={classes.course}>
            <Anchor
              component={Link}
              to={link(`/course/detail/${course.id}?courseType=${course.courseType}`)}
            >
              {course.courseName}
            </Anchor>
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
