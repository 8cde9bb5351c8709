import type { NewsDetail } from "#contract/content.ts";
import type { Dated } from "../../components/catalogue/format.ts";

export type NewsDetailData = { detail: Dated<NewsDetail> | null; failed: boolean };
