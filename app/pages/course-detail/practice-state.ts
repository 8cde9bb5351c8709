import type { PracticeLab, PracticeLabProgress } from "#contract/practice.ts";
import { canCompleteLab } from "#contract/practice-rules.ts";

/*
 * The hands-on practice dialog's state as pure functions (decision 0007: UI
 * flows are reducers beside their dialogs): a tick shows at once, then the
 * server's answer is the truth.
 */

/** A step ticked or unticked before the server answers; unticking reopens a completed lab. */
export function withStep(
  labs: readonly PracticeLab[],
  labId: number,
  stepId: number,
  done: boolean,
): PracticeLab[] {
  return labs.map((lab) =>
    lab.id !== labId
      ? lab
      : {
          ...lab,
          steps: lab.steps.map((step) => (step.id === stepId ? { ...step, done } : step)),
          ...(done ? {} : { completed: false, completedAt: null }),
        },
  );
}

/** The server's answer for one lab: its ticked steps and whether it is complete. */
export function withProgress(
  labs: readonly PracticeLab[],
  progress: PracticeLabProgress,
): PracticeLab[] {
  const done = new Set(progress.doneStepIds);
  return labs.map((lab) =>
    lab.id !== progress.labId
      ? lab
      : {
          ...lab,
          steps: lab.steps.map((step) => ({ ...step, done: done.has(step.id) })),
          completed: progress.completed,
          completedAt: progress.completedAt,
        },
  );
}

/** What a lab's header and its complete button show. */
export function labStanding(lab: PracticeLab) {
  const doneSteps = lab.steps.filter((step) => step.done).length;
  const stepCount = lab.steps.length;
  return {
    doneSteps,
    stepCount,
    canComplete: !lab.completed && canCompleteLab({ stepCount, doneSteps }),
  };
}

/** The lab the dialog opens on: the first not yet completed, else the first. */
export function firstOpenLab(labs: readonly PracticeLab[]): number | null {
  return (labs.find((lab) => !lab.completed) ?? labs[0])?.id ?? null;
}
