import type { EducationalVideoData } from "./route.tsx";
import { VideoListView } from "./video-list.tsx";

export function EducationalVideoMobile({ data }: { data: EducationalVideoData }) {
  return <VideoListView data={data} compact />;
}
