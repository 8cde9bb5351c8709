import type { NewsListData } from "./route.tsx";
import { NewsListView } from "./news-list.tsx";

export function NewsDesktop({ data }: { data: NewsListData }) {
  return <NewsListView data={data} compact={false} />;
}
