import type { NewsDetailData } from "./route.tsx";
import { NewsDetailView } from "./news-detail.tsx";

export function NewsDetailMobile({ data }: { data: NewsDetailData }) {
  return <NewsDetailView data={data} compact />;
}
