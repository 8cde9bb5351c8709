import type { TrackData } from "./route.tsx";
import { TrackPageView } from "./track-page.tsx";

export function TrackDesktop({ data }: { data: TrackData }) {
  return <TrackPageView data={data} compact={false} />;
}
