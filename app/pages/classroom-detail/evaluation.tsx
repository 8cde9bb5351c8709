import { Suspense, lazy, useState } from "react";
import type { ClassroomDetail, ClassroomEvaluation } from "#contract/classroom.ts";
import { ClassroomUserStatus } from "#contract/classroom-rules.ts";
import { FormLoading } from "../../components/enrolment/form-loading.tsx";
import { useTranslation } from "../../i18n/translation.tsx";
import classes from "./classroom-detail.module.css";

// The ratings, the form and the contract's rules (zod) are only for those who attended:
// loaded with the section, never with the page of a visitor (decision 0014).
const EvaluationPanel = lazy(() =>
  import("./evaluation-panel.tsx").then((module) => ({ default: module.EvaluationPanel })),
);

/**
 * The learner's evaluation of a session (learner §7 /certification/evaluate/*):
 * a learner who attended it (checked in or finished: userStatus checkin)
 * evaluates it once; from then on it shows read-only. Nobody else sees it.
 */
export function Evaluation({
  session,
  evaluation,
}: {
  session: ClassroomDetail;
  evaluation: ClassroomEvaluation | null;
}) {
  const { t } = useTranslation();
  // What the learner has just sent shows at once; the page's next read brings the same.
  const [sent, setSent] = useState<ClassroomEvaluation | null>(null);
  const given = sent ?? evaluation;
  if (!given && session.userStatus !== ClassroomUserStatus.checkin) return null;
  return (
    <section
      className={classes.evaluation}
      aria-labelledby="evaluation-title"
      data-testid="classroom-evaluation"
    >
      <h2 id="evaluation-title" className={classes.heading}>
        {t("classroom.evaluation.title")}
      </h2>
      <Suspense fallback={<FormLoading />}>
        <EvaluationPanel classroomId={session.id} given={given} onSent={setSent} />
      </Suspense>
    </section>
  );
}
