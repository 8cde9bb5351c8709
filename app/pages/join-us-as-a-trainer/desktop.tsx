import type { JoinUsData } from "./route.tsx";
import { JoinUsView } from "./join-us-view.tsx";

export function JoinUsDesktop({ data }: { data: JoinUsData }) {
  return <JoinUsView data={data} compact={false} />;
}
