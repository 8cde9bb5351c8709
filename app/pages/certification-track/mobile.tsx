import type { TrackData } from "./route.tsx";
import { TrackPageView } from "./track-page.tsx";

/** The same sections as on desktop in one column; filters fold behind a button. */
export function TrackMobile({ data }: { data: TrackData }) {
  return <TrackPageView data={data} compact />;
}
