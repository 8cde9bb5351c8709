import { useLocation } from "react-router";
import { parseSitePath } from "./paths.ts";

/** Whether the page renders in the /mobile layout: the same route module serves both. */
export function useIsMobileLayout(): boolean {
  const { pathname } = useLocation();
  return parseSitePath(pathname)?.mobile ?? false;
}
