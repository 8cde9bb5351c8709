import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { IconAward, IconMapPin, IconPresentation, IconWorld } from "@tabler/icons-react";
import { Link } from "react-router";
import type { MyClassroom } from "#contract/classroom.ts";
import {
  ClassroomType,
  LIVE_ENROLMENT_STATES,
  type ClassroomEnrolmentState,
} from "#contract/classroom-rules.ts";
import type {
  PracticalEnrolmentState,
  PracticalExamCard,
  PracticalResult,
} from "#contract/practical-exam.ts";
import { CatalogueEmpty } from "../../../components/catalogue/catalogue-empty.tsx";
import { CalendarLink } from "../../../components/classroom/session-card.tsx";
import { SessionTags } from "../../../components/classroom/session-tags.tsx";
import { Fact, TimeFact } from "../../../components/classroom/session-facts.tsx";
import { classroomDetailPath } from "../../../components/classroom/session-rules.ts";
import { checkoutPath } from "../../../components/payment/payment-paths.ts";
import { WORKSHOP_SEMINAR_PATH } from "../../../frame/menus.ts";
import { useSiteLinks } from "../../../frame/use-frame.ts";
import { useTranslation } from "../../../i18n/translation.tsx";
import classes from "../my-learning.module.css";

/** Frame §4 "Enrolment" states, each with its badge colour. */
const STATE_COLORS: Record<ClassroomEnrolmentState, string> = {
  reserved: "yellow",
  pending: "yellow",
  approved: "teal",
  rejected: "red",
  cancelled: "gray",
  checked_in: "blue",
  finished: "green",
  absent: "orange",
  expired: "gray",
};
/** Frame §4 "Classroom/practical results". */
const RESULT_COLORS: Record<PracticalResult, string> = {
  success: "green",
  fail: "red",
  absent: "orange",
};

/**
 * Instructor-led training (the certifications' classroom sessions and
 * practical exams) or webinars, workshops and seminars (the others): the
 * learner's enrolments on this site, newest first, each with its state
 * (frame §4), a link to the session's page and, while the enrolment is live,
 * its calendar file.
 */
export function ClassroomsTab({
  kind,
  classrooms,
  practicalExams,
  compact,
}: {
  kind: "instructor-led" | "webinars";
  classrooms: MyClassroom[];
  practicalExams: PracticalExamCard[];
  compact: boolean;
}) {
  const { t } = useTranslation();
  const { link } = useSiteLinks();
  const title = t(`myLearning.tabs.${kind}`);
  return (
    <Stack gap="xl">
      <section aria-labelledby={`${kind}-title`}>
        <Title order={2} id={`${kind}-title`} size="h3" mb="md">
          {title}
        </Title>
        {classrooms.length === 0 ? (
          <CatalogueEmpty
            compact={compact}
            icon={<IconPresentation size={28} aria-hidden />}
            title={t("myLearning.classrooms.none")}
            description={t(
              kind === "webinars"
                ? "myLearning.classrooms.noneWebinars"
                : "myLearning.classrooms.noneTraining",
            )}
            testId="classrooms-empty"
          >
            {kind === "webinars" && (
              // A long label wraps within a phone's width instead of widening the page.
              <Button
                component={Link}
                to={link(WORKSHOP_SEMINAR_PATH)}
                variant="light"
                radius="xl"
                maw="100%"
                h="auto"
                py={8}
                styles={{ label: { whiteSpace: "normal", textAlign: "center" } }}
              >
                {t("myLearning.classrooms.browseWebinars")}
              </Button>
            )}
          </CatalogueEmpty>
        ) : (
          <Stack gap="md" component="ul" className={classes.plainList}>
            {classrooms.map((classroom) => (
              <li key={classroom.enrolmentId}>
                <ClassroomCard classroom={classroom} />
              </li>
            ))}
          </Stack>
        )}
      </section>
      {kind === "instructor-led" && (
        <section aria-labelledby="practical-exams-title">
          <Title order={2} id="practical-exams-title" size="h3" mb="md">
            {t("myLearning.classrooms.practicalExams")}
          </Title>
          {practicalExams.length === 0 ? (
            <Text c="dimmed" data-testid="practical-exams-empty">
              {t("myLearning.classrooms.noPracticalExams")}
            </Text>
          ) : (
            <Stack gap="md" component="ul" className={classes.plainList}>
              {practicalExams.map((exam) => (
                <li key={exam.enrolmentId}>
                  <PracticalExamEnrolmentCard exam={exam} />
                </li>
              ))}
            </Stack>
          )}
        </section>
      )}
    </Stack>
  );
}

function ClassroomCard({ classroom }: { classroom: MyClassroom }) {
  const { t } = useTranslation();
  const { link } = useSiteLinks();
  const online = classroom.type === ClassroomType.online;
  const live = (LIVE_ENROLMENT_STATES as readonly string[]).includes(classroom.status);
  const titleId = `my-classroom-${classroom.enrolmentId}`;
  return (
    <Card
      withBorder
      padding="lg"
      component="article"
      aria-labelledby={titleId}
      data-testid="my-classroom"
      data-state={classroom.status}
    >
      <Group justify="space-between" align="flex-start" gap="sm">
        <Group gap={6}>
          <SessionTags session={classroom} />
        </Group>
        <Badge
          color={STATE_COLORS[classroom.status]}
          variant="outline"
          data-testid="enrolment-state"
        >
          {t(`myLearning.classrooms.state.${classroom.status}`)}
        </Badge>
      </Group>
      <Title order={3} size="h4" id={titleId} mt="sm" mb="sm">
        <Anchor component={Link} to={link(classroomDetailPath(classroom.id))}>
          {classroom.classroomName}
        </Anchor>
      </Title>
      <dl className={classes.facts}>
        <TimeFact session={classroom} />
        <Fact
          icon={online ? <IconWorld size={18} aria-hidden /> : <IconMapPin size={18} aria-hidden />}
          label={t("classroom.fact.location")}
        >
          {online ? t("classroom.fact.online") : classroom.location}
        </Fact>
        <Fact icon={<IconAward size={18} aria-hidden />} label={t("classroom.fact.credits")}>
          {classroom.credits}
        </Fact>
      </dl>
      {(classroom.dietaryRequirements || classroom.allergies) && (
        <Text size="sm" c="dimmed" mt="sm">
          {t("myLearning.classrooms.extras", {
            dietary: classroom.dietaryRequirements ?? "—",
            allergies: classroom.allergies ?? "—",
          })}
        </Text>
      )}
      {live && (
        <Group mt="md">
          <CalendarLink classroomId={classroom.id} testId="my-classroom-calendar" />
        </Group>
      )}
      {classroom.status === "reserved" && (
        // A seat held for an order not paid yet (decision 0023): its page takes the payment.
        <Group mt="md">
          <Button
            component={Link}
            to={link(checkoutPath(classroom.id))}
            radius="xl"
            data-testid="my-classroom-pay"
          >
            {t("myLearning.classrooms.payOrder")}
          </Button>
        </Group>
      )}
    </Card>
  );
}

function PracticalExamEnrolmentCard({ exam }: { exam: PracticalExamCard }) {
  const { t } = useTranslation();
  const { link } = useSiteLinks();
  const status: PracticalEnrolmentState = exam.status;
  return (
    <Card withBorder padding="lg" data-testid="my-practical-exam" data-state={status}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <Anchor
            component={Link}
            to={link(`/certification/detail/${exam.certificationReleaseId}`)}
            fw={600}
          >
            {exam.practicalExamName}
          </Anchor>
          <Text size="sm" c="dimmed">
            {exam.certificationName} {exam.versionLabel} · {exam.region.name}
          </Text>
        </div>
        <Group gap={6}>
          <Badge color={STATE_COLORS[status]} variant="outline" data-testid="enrolment-state">
            {t(`myLearning.classrooms.state.${status}`)}
          </Badge>
          {exam.result && (
            <Badge color={RESULT_COLORS[exam.result]} variant="outline" data-testid="exam-result">
              {t(`myLearning.classrooms.result.${exam.result}`)}
              {exam.score !== null ? ` · ${exam.score}` : ""}
            </Badge>
          )}
        </Group>
      </Group>
      <dl className={classes.facts}>
        <TimeFact session={exam} />
      </dl>
    </Card>
  );
}
