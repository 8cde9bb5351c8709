import { SearchResults } from "./search-results.tsx";

export function SearchDesktop({ keyword }: { keyword: string }) {
  return <SearchResults keyword={keyword} compact={false} />;
}
