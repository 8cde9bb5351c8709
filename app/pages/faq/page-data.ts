import type { FaqCategory } from "#contract/content.ts";

export type FaqData = { categories: FaqCategory[]; keyword: string; failed: boolean };
