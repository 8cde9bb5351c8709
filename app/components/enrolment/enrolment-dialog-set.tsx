import { EnrolDialog } from "./enrol-dialog.tsx";
import { InvitationDialog } from "./invitation-dialog.tsx";
import { PrerequisiteDialog } from "./prerequisite-dialog.tsx";
import { SupplementDialog } from "./supplement-dialog.tsx";
import type { EnrolmentFlow } from "./use-enrolment.ts";

/** Every dialog of the enrol flow, driven by useEnrolment's state. */
export function EnrolmentDialogSet({ flow }: { flow: EnrolmentFlow }) {
  const { step } = flow;
  return (
    <>
      <SupplementDialog
        opened={step.name === "info"}
        variant={step.name === "info" ? step.variant : "missing"}
        flags={flow.flags}
        user={flow.user}
        onClose={flow.close}
        onSaved={flow.infoSaved}
      />
      <EnrolDialog
        opened={step.name === "enrol"}
        name={flow.target.name}
        autoApprove={flow.target.autoApprove}
        busy={flow.busy}
        onConfirm={flow.register}
        onClose={flow.close}
      />
      <InvitationDialog flow={flow} opened={step.name === "invitation"} />
      <PrerequisiteDialog
        opened={step.name === "prerequisite"}
        certifications={step.name === "prerequisite" ? step.certifications : []}
        onClose={flow.close}
      />
    </>
  );
}
