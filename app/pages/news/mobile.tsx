import type { NewsListData } from "./route.tsx";
import { NewsListView } from "./news-list.tsx";

export function NewsMobile({ data }: { data: NewsListData }) {
  return <NewsListView data={data} compact />;
}
