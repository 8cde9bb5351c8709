import type { InvitationData } from "./route.tsx";
import { InvitationView } from "./invitation-view.tsx";

/** The same letter in one column, the sessions as compact cards. */
export function InvitationMobile({ data }: { data: InvitationData }) {
  return <InvitationView data={data} compact />;
}
