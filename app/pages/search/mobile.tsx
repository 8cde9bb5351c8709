import type { SearchData } from "./route.tsx";
import { SearchResults } from "./search-results.tsx";

export function SearchMobile({ data }: { data: SearchData }) {
  return <SearchResults data={data} compact />;
}
