import { Button, Text } from "@mantine/core";
import { useTranslation } from "../i18n/translation.tsx";
import { closeModal, openModal } from "../components/modals.tsx";

const LOGOUT_ON_EXAM_ID = "logout-on-exam";

function LogoutOnExamBody() {
  const { t } = useTranslation();
  return (
    <div data-testid={LOGOUT_ON_EXAM_ID}>
      <Text>{t("exam.logoutOnExam")}</Text>
      <Button
        mt="lg"
        fullWidth
        radius="xl"
        onClick={() => closeModal(LOGOUT_ON_EXAM_ID)}
        data-autofocus
        data-testid="logout-on-exam-back"
      >
        {t("exam.back")}
      </Button>
    </div>
  );
}

function LogoutOnExamTitle() {
  const { t } = useTranslation();
  return t("tips.title");
}

/** Frame §4 "Logout": the dialog with message exam.logoutOnExam and a back button. */
export function showLogoutOnExam(): void {
  openModal({
    modalId: LOGOUT_ON_EXAM_ID,
    title: <LogoutOnExamTitle />,
    centered: true,
    radius: "md",
    children: <LogoutOnExamBody />,
  });
}
