import type { TopicDetail } from "#contract/catalogue.ts";

export type TopicDetailData = { detail: TopicDetail | null; failed: boolean };
