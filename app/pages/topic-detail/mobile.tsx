import type { TopicDetailData } from "./route.tsx";
import { TopicView } from "./topic-view.tsx";

export function TopicDetailMobile({ data }: { data: TopicDetailData }) {
  return <TopicView data={data} compact />;
}
