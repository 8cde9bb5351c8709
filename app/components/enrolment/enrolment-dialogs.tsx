import type { EnrolmentFlow } from "../../hooks/use-enrolment.ts";
import { EnrolDialog } from "./enrol-dialog.tsx";
import { EnrolToast } from "./enrol-toast.tsx";
import { InvitationDialog } from "./invitation-dialog.tsx";
import { PrerequisiteDialog } from "./prerequisite-dialog.tsx";
import { SupplementDialog } from "./supplement-dialog.tsx";

/** Every dialog of the enrol flow, driven by useEnrolment's state. */
export function EnrolmentDialogs({ flow }: { flow: EnrolmentFlow }) {
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
        busy={flow.busy}
        onConfirm={(status) => void flow.register(status)}
        onClose={flow.close}
      />
      <InvitationDialog flow={flow} opened={step.name === "invitation"} />
      <PrerequisiteDialog
        opened={step.name === "prerequisite"}
        certifications={step.name === "prerequisite" ? step.certifications : []}
        onClose={flow.close}
      />
      <EnrolToast messageKey={flow.toast} onClose={flow.closeToast} />
    </>
  );
}
