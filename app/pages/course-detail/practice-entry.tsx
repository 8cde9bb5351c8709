import { Button } from "@mantine/core";
import { IconTools } from "@tabler/icons-react";
import { Suspense, lazy, useState } from "react";
import { useOpenedOnce } from "../../components/on-demand.tsx";
import { useCurrentUser } from "../../frame/use-user.ts";
import { useTranslation } from "../../i18n/translation.tsx";
import layout from "../../components/catalogue/detail-layout.module.css";
import classes from "./course.module.css";

// Loaded the first time a learner opens it (decision 0014).
const PracticeDialog = lazy(() =>
  import("./practice-dialog.tsx").then((module) => ({ default: module.PracticeDialog })),
);

/**
 * Hands-on practice on the course page (frame §1, §2; decision 0059), shown
 * when the course offers labs: a learner opens the practice dialog, a visitor
 * gets the page's login tip first (frame §6).
 */
export function PracticeEntry({
  courseReleaseId,
  courseName,
  labCount,
  compact,
  onLoginNeeded,
}: {
  courseReleaseId: number;
  courseName: string;
  labCount: number;
  compact: boolean;
  onLoginNeeded: () => void;
}) {
  const { t } = useTranslation();
  const signedIn = useCurrentUser() !== null;
  const [opened, setOpened] = useState(false);
  const wanted = useOpenedOnce(opened);
  return (
    <section className={layout.card} aria-labelledby="practice-title" data-testid="practice-entry">
      <h2 id="practice-title" className={layout.cardTitle}>
        {t("practice.title")}
      </h2>
      <p className={classes.cardText}>{t("practice.entryText", { count: labCount })}</p>
      <Button
        fullWidth
        radius="xl"
        variant="light"
        leftSection={<IconTools size={18} aria-hidden />}
        onClick={() => (signedIn ? setOpened(true) : onLoginNeeded())}
        data-testid="practice-button"
      >
        {t("practice.open")}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <PracticeDialog
            opened={opened}
            onClose={() => setOpened(false)}
            courseReleaseId={courseReleaseId}
            courseName={courseName}
            compact={compact}
          />
        </Suspense>
      )}
    </section>
  );
}
