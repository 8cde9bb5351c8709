import type { EducationalVideoData } from "./route.tsx";
import { VideoListView } from "./video-list.tsx";

export function EducationalVideoDesktop({ data }: { data: EducationalVideoData }) {
  return <VideoListView data={data} compact={false} />;
}
