import { Alert, Button, Text } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "../../i18n/translation.tsx";
import { useRevalidator } from "react-router";
import type { CertificationDetail } from "#contract/catalogue.ts";
import { Code } from "#contract/codes.ts";
import { useApiClient } from "../../frame/use-frame.ts";
import classes from "./detail.module.css";

export const COURSE_UPDATE_PATH = "/user/certificationApply/clickUserCourseUpdate";

/**
 * Frame §4 "A course replaced by a new version": the learner's progress and
 * credits carry over; the notice says so (viewUpdate), and that the exam
 * covers the new version (viewExamTips), until the learner has read it.
 */
export function CourseUpdateNotice({ detail }: { detail: CertificationDetail }) {
  const { t } = useTranslation();
  const api = useApiClient();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const update = detail.userCourseUpdateDTO;
  if (!update || !update.viewUpdate) return null;
  const course = detail.courses.find((c) => c.id === update.id);

  async function read() {
    setBusy(true);
    try {
      const envelope = await api.post(COURSE_UPDATE_PATH, {
        id: update!.id,
        releaseCertificationId: detail.id,
      });
      if (envelope.code === Code.success) await revalidator.revalidate();
    } finally {
      setBusy(false);
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
      <Button size="xs" mt="sm" variant="light" loading={busy} onClick={() => void read()}>
        {t("certification.courseUpdate.ok")}
      </Button>
    </Alert>
  );
}
