import type { JoinUsData } from "./route.tsx";
import { JoinUsView } from "./join-us-view.tsx";

/** The same form in one column. */
export function JoinUsMobile({ data }: { data: JoinUsData }) {
  return <JoinUsView data={data} compact={true} />;
}
