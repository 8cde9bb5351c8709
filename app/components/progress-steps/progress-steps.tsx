import { IconCheck } from "@tabler/icons-react";
import { useTranslation } from "../../i18n/translation.tsx";
import classes from "./progress-steps.module.css";

export type ProgressStep = {
  key: string;
  label: string;
  description?: string;
  /** A step gone wrong (a failed quiz): shown in the error colour. */
  failed?: boolean;
  /** Names the description for the journeys that read it. */
  descriptionTestId?: string;
};

/**
 * Where a learner stands in a sequence of steps (learner §2: the
 * certification's enrol, learn, exam, apply; a course's learning process).
 * A list, not controls: nothing happens on a step, so nothing is a button or
 * takes the focus. Steps before `active` are completed (said in words, not
 * only by the tick), `active` is the current one (`aria-current="step"`);
 * `active` equal to the number of steps means all are completed.
 */
export function ProgressSteps({
  steps,
  active,
  orientation = "horizontal",
  compact = false,
  label,
  testId,
}: {
  steps: readonly ProgressStep[];
  active: number;
  orientation?: "horizontal" | "vertical";
  compact?: boolean;
  /** What the list is about, for assistive technology. */
  label?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <ol
      className={classes.steps}
      data-orientation={orientation}
      data-compact={compact || undefined}
      aria-label={label}
      data-testid={testId}
    >
      {steps.map((step, index) => {
        const state = index < active ? "completed" : index === active ? "current" : "upcoming";
        return (
          <li
            key={step.key}
            className={classes.step}
            data-state={state}
            data-failed={step.failed || undefined}
            aria-current={state === "current" ? "step" : undefined}
          >
            <span className={classes.icon} aria-hidden>
              {state === "completed" ? <IconCheck size="60%" stroke={3} /> : index + 1}
            </span>
            <span className={classes.body}>
              <span className={classes.label}>
                {step.label}
                {state === "completed" && (
                  <span className={classes.visuallyHidden}>{t("progressSteps.completed")}</span>
                )}
              </span>
              {step.description && (
                <span className={classes.description} data-testid={step.descriptionTestId}>
                  {step.description}
                </span>
              )}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
