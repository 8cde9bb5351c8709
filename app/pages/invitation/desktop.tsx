import type { InvitationData } from "./route.tsx";
import { InvitationView } from "./invitation-view.tsx";

export function InvitationDesktop({ data }: { data: InvitationData }) {
  return <InvitationView data={data} compact={false} />;
}
