import { Suspense, lazy } from "react";
import { useOpenedOnce } from "../on-demand.tsx";
import type { EnrolmentFlow } from "./use-enrolment.ts";

const EnrolmentDialogSet = lazy(() =>
  import("./enrolment-dialog-set.tsx").then((module) => ({ default: module.EnrolmentDialogSet })),
);

/**
 * The enrol flow's dialogs, loaded with the flow's first step (decision
 * 0014): a detail page's first load carries none of their code.
 */
export function EnrolmentDialogs({ flow }: { flow: EnrolmentFlow }) {
  const wanted = useOpenedOnce(flow.step.name !== "idle");
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <EnrolmentDialogSet flow={flow} />
    </Suspense>
  );
}
