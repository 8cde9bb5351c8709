import type { NewsPage } from "#contract/content.ts";
import type { NewsPageSize } from "#contract/content-rules.ts";
import type { Dated } from "../../components/catalogue/format.ts";

export type NewsListData = {
  news: Omit<NewsPage, "rows"> & { rows: Dated<NewsPage["rows"][number]>[] };
  keyword: string;
  pageNum: number;
  pageSize: NewsPageSize;
  failed: boolean;
};
