import type { SearchResult } from "#contract/catalogue.ts";

export type SearchData = { keyword: string; result: SearchResult; failed: boolean };
