import type { SearchData } from "./route.tsx";
import { SearchResults } from "./search-results.tsx";

export function SearchDesktop({ data }: { data: SearchData }) {
  return <SearchResults data={data} compact={false} />;
}
