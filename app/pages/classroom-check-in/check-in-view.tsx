import { Alert, Anchor, Button, Container, Stack, Text, Title } from "@mantine/core";
import { IconAlertTriangle, IconCircleCheck } from "@tabler/icons-react";
import { Link } from "react-router";
import type { ClassroomCheckIn } from "#contract/portal-context.ts";
import { classroomDetailPath } from "../../components/classroom/session-rules.ts";
import { useSiteLinks } from "../../frame/use-frame.ts";
import { useTranslation } from "../../i18n/translation.tsx";

/** The outcome of a check-in: the session the learner is checked in to, or why not. */
export function CheckInView({ outcome, compact }: { outcome: ClassroomCheckIn; compact: boolean }) {
  const { t } = useTranslation();
  const links = useSiteLinks();
  return (
    <Container size="sm" py={compact ? "md" : "xl"}>
      <Stack gap="lg">
        <Title order={1}>{t("classroom.checkIn.title")}</Title>
        {outcome.checkedIn ? (
          <Alert
            color="teal"
            icon={<IconCircleCheck aria-hidden />}
            title={t("classroom.checkIn.done")}
            data-testid="check-in-done"
          >
            <Text>{t("classroom.checkIn.doneText", { name: outcome.classroomName })}</Text>
            {/* Those who attended evaluate the session on its detail page. */}
            <Anchor
              component={Link}
              to={links.link(classroomDetailPath(outcome.classroomId))}
              mt="xs"
              display="inline-block"
              data-testid="check-in-detail"
            >
              {t("classroom.checkIn.toDetail")}
            </Anchor>
          </Alert>
        ) : (
          <Alert
            color="orange"
            icon={<IconAlertTriangle aria-hidden />}
            title={t("classroom.checkIn.failed")}
            data-testid="check-in-failed"
          >
            <Text>{t(`classroom.checkIn.refused.${refusalKey(outcome.code)}`)}</Text>
          </Alert>
        )}
        <Button component={Link} to={links.link("/my-learning")} variant="light" w="fit-content">
          {t("classroom.checkIn.toMyLearning")}
        </Button>
      </Stack>
    </Container>
  );
}

/** The refusals the check-in answers (learner §8, classroom rules), by their code. */
function refusalKey(code: number): "notYet" | "notEnrolled" | "notOpen" | "invalid" {
  switch (code) {
    case 20037:
      return "notYet";
    case 404:
      return "notEnrolled";
    case 403:
      return "notOpen";
    default:
      return "invalid";
  }
}
