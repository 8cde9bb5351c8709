import { SearchResults } from "./search-results.tsx";

export function SearchMobile({ keyword }: { keyword: string }) {
  return <SearchResults keyword={keyword} compact />;
}
