import { Button, Group, Modal, Text } from "@mantine/core";
import { useTranslation } from "../../i18n/translation.tsx";
import { Link } from "react-router";
import { useSiteLinks } from "../../frame/use-frame.ts";
import type { PrerequisiteCertification } from "./refusals.ts";
import classes from "./enrolment.module.css";

/**
 * The prerequisite dialog (frame §4 "Popups", learner §8 code 10026): the
 * certifications to obtain first, each a link to its detail page. `text` says
 * what they are needed for, when it is not enrolling in the certification (a
 * seat of its classroom training, decision 0045); there the certification
 * itself may be listed, when the approved enrolment in it is what a seat still
 * needs (decision 0047), saying whether to enrol or to wait for approval.
 */
export function PrerequisiteDialog({
  opened,
  certifications,
  text,
  onClose,
}: {
  opened: boolean;
  certifications: PrerequisiteCertification[];
  text?: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { link } = useSiteLinks();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("enrolment.prerequisite.title")}
      centered
      radius="lg"
      data-testid="prerequisite-dialog"
    >
      <Text>{text ?? t("enrolment.prerequisite.text")}</Text>
      <ul className={classes.prerequisites}>
        {certifications.map((certification) => (
          <li key={certification.certificationReleaseId} data-testid="prerequisite-item">
            <Link
              to={link(`/certification/detail/${certification.certificationReleaseId}`)}
              onClick={onClose}
            >
              {certification.certificationName}
            </Link>
            {certification.versionLabel && (
              <span className={classes.version}>{certification.versionLabel}</span>
            )}
            {certification.registrationStatus !== undefined && (
              <Text size="sm" c="dimmed" data-testid="prerequisite-enrolment">
                {t(
                  certification.registrationStatus === 1
                    ? "enrolment.prerequisite.enrolmentPending"
                    : "enrolment.prerequisite.enrolFirst",
                )}
              </Text>
            )}
          </li>
        ))}
      </ul>
      <Group justify="flex-end" mt="lg">
        <Button radius="xl" onClick={onClose} data-autofocus>
          {t("enrolment.prerequisite.ok")}
        </Button>
      </Group>
    </Modal>
  );
}
