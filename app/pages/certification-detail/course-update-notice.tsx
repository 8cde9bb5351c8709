import { Alert, Button, Group, Text } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "../../i18n/translation.tsx";
import { useRevalidator } from "react-router";
import type { CertificationDetail } from "#contract/catalogue.ts";
import { Code } from "#contract/codes.ts";
import { NOTIFICATION_STATUS_PATH, NotificationStatus } from "#contract/enrolment-rules.ts";
import { useApiClient } from "../../frame/use-frame.ts";
import classes from "./detail.module.css";

export const COURSE_UPDATE_PATH = "/user/certificationApply/clickUserCourseUpdate";

/**
 * Frame §4 "A course replaced by a new version": the learner's progress and
 * credits carry over; the notice says so (viewUpdate), and that the exam
 * covers the new version (viewExamTips), until the learner has read it, or
 * cancels the course's notifications (learner §4 "Notification", status 2):
 * then no later version of it gives a notice either (decision 0055).
 */
export function CourseUpdateNotice({ detail }: { detail: CertificationDetail }) {
  const { t } = useTranslation();
  const api = useApiClient();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<"read" | "cancel" | null>(null);
  const update = detail.userCourseUpdateDTO;
  if (!update || !update.viewUpdate) return null;
  const course = detail.courses.find((c) => c.id === update.id);

  async function send(action: "read" | "cancel") {
    setBusy(action);
    try {
      const envelope =
        action === "read"
          ? await api.post(COURSE_UPDATE_PATH, {
              id: update!.id,
              releaseCertificationId: detail.id,
            })
          : await api.post(NOTIFICATION_STATUS_PATH, {
              releaseCourseId: update!.id,
              notificationStatus: NotificationStatus.cancelled,
            });
      if (envelope.code === Code.success) await revalidator.revalidate();
    } finally {
      setBusy(null);
    }
  }

  return (
    <Alert
      className={classes.prerequisite}
      variant="light"
      color="blue"
      radius="md"
      icon={<IconRefresh size={20} aria-hidden />}
      title={t("certification.courseUpdate.title")}
      data-testid="course-update"
    >
      <Text size="sm">
        {t("certification.courseUpdate.text", { course: course?.courseName ?? "" })}
      </Text>
      {update.viewExamTips === 1 && (
        <Text size="sm" mt={4}>
          {t("certification.courseUpdate.examTips")}
        </Text>
      )}
      <Group gap="xs" mt="sm">
        <Button
          size="xs"
          variant="light"
          loading={busy === "read"}
          disabled={busy === "cancel"}
          onClick={() => void send("read")}
        >
          {t("certification.courseUpdate.ok")}
        </Button>
        <Button
          size="xs"
          variant="subtle"
          color="gray"
          loading={busy === "cancel"}
          disabled={busy === "read"}
          onClick={() => void send("cancel")}
          data-testid="course-update-cancel-notifications"
        >
          {t("certification.courseUpdate.cancelNotifications")}
        </Button>
      </Group>
    </Alert>
  );
}
