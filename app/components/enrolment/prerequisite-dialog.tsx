import { Button, Group, Modal, Text } from "@mantine/core";
import { useTranslation } from "../../i18n/translation.tsx";
import { Link } from "react-router";
import { useSiteLinks } from "../../frame/use-frame.ts";
import type { PrerequisiteCertification } from "./refusals.ts";
import classes from "./enrolment.module.css";

/**
 * The prerequisite dialog (frame §4 "Popups", learner §8 code 10026): the
 * certifications to obtain first, each a link to its detail page.
 */
export function PrerequisiteDialog({
  opened,
  certifications,
  onClose,
}: {
  opened: boolean;
  certifications: PrerequisiteCertification[];
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
      <Text>{t("enrolment.prerequisite.text")}</Text>
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
